// What the Play tab says about the shared leaderboard: the badge and line by the score (ranked, daily or
// why not), the overlay's verdict at game over, and the server's answer for a game the player has left.

import { nameElement } from '../player.js';

const $ = (id) => document.getElementById(id);
const UNRANKED = {
  deterministic: 'Deterministic mode is never ranked',
  shared: 'a shared game is never ranked',
  'no-player': 'join the shared leaderboard to rank your games',
  rejected: 'this browser\'s recovery code was replaced; enter the new one on High Scores',
  unreachable: 'the server could not be reached',
  broken: 'the saved moves of this ranked game were incomplete',
  version: 'the server plays another version of the rules; reload the page to update it',
};

/** A verified result in the words every line about it uses: "2736 points, rank #3". */
const pointsAndRank = (result) => `${result.score} points, rank #${result.rank}`;

/** Why a game is unranked (`unranked`: { reason, message? }), as a sentence; `canRank`: a player may rank now. */
function unrankedText(unranked, canRank) {
  const reason = unranked?.reason === 'no-player' && canRank ? 'started before you joined; the next new game is ranked'
    : unranked?.reason === 'server' ? `the server said: ${unranked.message}`
    : UNRANKED[unranked?.reason] ?? 'not on the shared leaderboard';
  return `Unranked: ${reason}.`;
}

/**
 * Says, small, whether the current game counts on the shared leaderboard.
 * `record` is its ranked record (null when unranked, then `unranked` says why), `player` the player
 * store, `pending` a message while asking the server.
 */
export function showBadge({ record, unranked, player, pending = null }) {
  const current = player.current();
  let short;
  let long;   // the line: texts, and the player's name as an element
  if (pending) {
    short = '…';
    long = [pending];
  } else if (record) {
    short = record.daily ? 'Daily' : 'Ranked';
    const ranked = record.daily ? `Daily challenge of ${record.daily}, ranked` : 'Ranked';
    const replays = ': the server replays your moves when the game ends.';
    long = record.result ? [`Verified: ${pointsAndRank(record.result)}.`]
      : current && current.token === record.token ? [`${ranked} for `, nameElement(current.name), replays]
      : [ranked + replays];
  } else {
    short = 'Unranked';
    long = [unrankedText(unranked, player.canRank())];
  }
  const badge = $('ranked-badge');
  badge.textContent = short;
  badge.className = `ranked-badge ${pending ? 'pending' : record ? 'on' : 'off'}`;
  // In plain text the name is set apart by the isolates that dir=auto stands for.
  badge.title = long.map((part) => (typeof part === 'string' ? part : `\u2068${part.textContent}\u2069`)).join('');
  $('ranked-status').replaceChildren(...long);
  // Without a player, or with a code the server refused: the way to High Scores' form for it.
  $('join-link').hidden = Boolean(current && !current.rejected) || Boolean(record);
  $('join-link').textContent = current ? 'Enter the new code' : 'Join the leaderboard';
}

/**
 * The overlay's line about the shared leaderboard (verifying, verified with a rank, or why not); returns it.
 * `sending` tells whether the record's moves are on their way to the server.
 */
export function showVerdict({ record, unranked, player, sending }) {
  const verdict = $('overlay-verdict');
  const retry = $('overlay-retry');
  retry.hidden = true;
  verdict.className = 'overlay-verdict';
  if (!record) {
    verdict.textContent = unrankedText(unranked, player.canRank());
    verdict.classList.add('quiet');
  } else if (record.result) {
    verdict.textContent = `Verified: ${pointsAndRank(record.result)}`;
    verdict.classList.add('verified');
  } else if (sending) {
    verdict.textContent = 'Verifying your score with the server…';
  } else if (record.error) {
    verdict.textContent = `Your score could not be verified: ${record.error}.`;
    verdict.classList.add('problem');
    retry.hidden = !record.retry;
  } else {
    verdict.textContent = '';
  }
  return verdict.textContent;
}

/** Says a ranked game's moves wait for a busy server (`message`: how long); `current`: the game on the board. */
export function showWaiting(message, current) {
  if (current) $('overlay-verdict').textContent = `Verifying your score: ${message}…`;
  else $('previous-result').textContent = `Sending your previous game: ${message}…`;
}

/** Says what the server answered for a ranked game the player has left (its record): verified, or why not. */
export function showPrevious({ result, error }) {
  $('previous-result').textContent = result
    ? `Your previous game was verified: ${pointsAndRank(result)}.`
    : `Your previous game could not be verified: ${error}.`;
}

/** A new game ended: the line about the previous game gives way. */
export function clearPrevious() {
  $('previous-result').textContent = '';
}

/**
 * A message on the Play tab about the daily challenge and earlier ranked games, or a save that could not be
 * read; `link` (an element) follows the text.
 */
export function note(text, problem = false, link = null) {
  $('play-note').replaceChildren(text, ...(link ? [' ', link] : []));
  $('play-note').classList.toggle('problem', problem);
}
