// Tessera's page: wires the rules (WebAssembly), the board view, input, storage, the server and tabs.
// The rules decide every move, spawn and score; this file only shows what they say. A ranked game
// plays a seed the server issued and sends the server its moves; the server replays them to score it.

import { loadRules } from './rules.js';
import { BoardView } from './board-view.js';
import { listen } from './input.js';
import * as storage from './storage.js';
import * as api from './api.js';
import { initPlayerPanel, refreshPlayer, currentPlayer, canRank, onPlayerChange, quietPlayerPanel } from './player.js';
import { initLeaderboard, showScores, refreshScores } from './leaderboard.js';
import * as results from './results.js';
import { showAbout, hideAbout } from './about.js';

const $ = (id) => document.getElementById(id);
const TABS = { '/': 'play', '/scores': 'scores', '/about': 'about' };
const OVER_PAUSE_MS = 1600;
const VERIFIED_PAUSE_MS = 2600;   // long enough to read the verified score and rank
const LETTERS = { left: 'L', right: 'R', up: 'U', down: 'D' };
const UNRANKED = {
  deterministic: 'Deterministic mode is never ranked',
  shared: 'a shared game is never ranked',
  'no-player': 'join the shared leaderboard to rank your games',
  rejected: 'the server does not know your player; join again or use a recovery code',
  unreachable: 'the server could not be reached',
  broken: 'the saved moves of this ranked game were incomplete',
  version: 'the server plays another version of the rules; reload the page to update it',
};

let rules;
let view;
let state;            // the rules' state of the current game
let setup;            // { game, size, spawn, seed } of the current game, from the rules' state
let recorded = false; // the current game's score is on the list
let bestRecorded = 0; // the top of this board's high-score list
let queue = [];
let busy = false;
let overTimer = 0;
let overExit = null;  // { key, local, game, daily } while a finished game waits to show High Scores
let ranked = null;    // the server's game: { id, token, moves, daily, submitted, result, error, retry }; null when unranked
let unranked = null;  // why the current game is unranked: { reason, message? }
let waiting = false;  // a new game is being asked of the server; moves wait
let startTicket = 0;  // answers to an older request for a new game are dropped

async function main() {
  if ('serviceWorker' in navigator && window.isSecureContext) {
    navigator.serviceWorker.register('/sw.js').catch(() => {});
  }
  view = new BoardView($('board'), $('grid'), $('tiles'));
  initPlayerPanel();
  initLeaderboard();
  showTab(location.pathname, false);
  try {
    rules = await loadRules();
  } catch (error) {
    $('announcer').textContent = $('overlay-text').textContent = `${error.message}. Reload to try again.`;
    $('overlay-title').textContent = 'Tessera could not start';
    $('overlay').hidden = false;
    return;
  }
  const settings = storage.loadSettings();
  showSettings(settings);
  const linked = setupFromLink(new URLSearchParams(location.search));
  if (linked) {
    setAsideSaved();
    start(linked, null, { reason: 'shared' });
    // The options follow the shared game, so New game plays the same kind of game again.
    const shared = { ...settings, game: setup.game, mode: setup.seed === 'deterministic' ? 'deterministic' : 'random' };
    if (setup.game !== 'triples') Object.assign(shared, { size: setup.size, spawn: setup.spawn });
    storage.storeSettings(shared);
    showSettings(shared);
    history.replaceState(null, '', location.pathname);
  } else if (!resume()) {
    await newGame();
  }
  listen({
    board: $('board'),
    arrows: document.querySelector('.arrows'),
    onMove: requestMove,
    onNewGame: newGame,
    isActive: () => !$('play').hidden,
  });
  wireControls();
  onPlayerChange(() => {
    showRanked();
    if (!$('scores').hidden) refreshScores();
  });
  if (!$('scores').hidden) showScores(storage.settingKey(setup));
  window.addEventListener('online', sendKept);
  sendKept();
  refreshPlayer();
  document.body.dataset.ready = 'true';
}

/** Resumes the game saved in this browser; false when there is none or it cannot be read. */
function resume() {
  const saved = storage.loadGame();
  if (!saved) return false;
  try {
    state = rules.restore(saved.save);
  } catch (error) {
    announce(`Your saved game could not be resumed (${error.message}); a new game starts.`);
    return false;
  }
  setup = setupOf(state);
  loadBest();
  recorded = saved.recorded ?? false;
  ranked = saved.ranked ?? null;
  unranked = saved.unranked ?? null;
  if (ranked && ranked.moves?.length !== state.summary.moveCount) {
    // The server replays the exact moves: without all of them this game cannot be verified.
    ranked = null;
    unranked = { reason: 'broken' };
  }
  view.reset(state);
  refresh(0);
  if (state.summary.over) showOver(false);
  else if (state.showingWin) showWin();
  return true;
}

/**
 * Starts the next game from the options. It is ranked when a player has joined, the mode is
 * Random and the server issues a game; otherwise it is unranked and plays as always.
 */
async function newGame() {
  const next = nextSetup();
  const ticket = ++startTicket;
  if (next.seed === 'deterministic' || !canRank()) {
    waiting = false;
    const reason = next.seed === 'deterministic' ? 'deterministic' : currentPlayer() ? 'rejected' : 'no-player';
    return start(next, null, { reason });
  }
  const { token } = currentPlayer();
  waiting = true;
  queue = [];
  showRanked('Asking the server for a ranked game…');
  try {
    const issued = await api.newGame(token, next);
    if (ticket !== startTicket) return;
    if (!sameRules(issued)) return start(next, null, { reason: 'version' });
    start(issuedSetup(issued, next), { id: issued.id, token, daily: null });
  } catch (error) {
    if (ticket !== startTicket) return;
    start(next, null, error.unreachable ? { reason: 'unreachable' } : { reason: 'server', message: error.message });
  } finally {
    if (ticket === startTicket) waiting = false;
  }
}

/** Starts today's daily challenge for the chosen game; a finished one is reported, not replayed. */
async function playDaily() {
  const game = $('game-choice').value;
  if (!canRank()) {
    note(currentPlayer() ? 'The server does not know your player: join again on High Scores to play the daily challenge.'
      : 'Join the shared leaderboard (on High Scores) to play the daily challenge.', true);
    return;
  }
  const { token } = currentPlayer();
  const ticket = ++startTicket;
  waiting = true;
  queue = [];
  $('daily').disabled = true;
  note('Fetching today\'s challenge…');
  try {
    const daily = await api.daily(token, game);
    if (ticket !== startTicket) return;
    if (!sameRules(daily)) {
      note('The server plays another version of the rules: reload the page to play the daily challenge.', true);
      return;
    }
    if (ranked?.id === daily.id) {
      note(`You are playing the daily challenge of ${daily.date}.`);
      return;
    }
    const stash = storage.loadDaily(daily.id);
    if (stash && restoreDaily(stash)) {
      note(`Back to the daily challenge of ${daily.date}, where you left it.`);
    } else if (stash) {
      // Its save cannot be played on here: it goes to the server as it stood, not replayed from scratch.
      storage.forgetDaily(stash.id);
      results.keep(stash.ranked, showPrevious);
      note(`Your daily challenge of ${daily.date} could not be resumed here, so it was sent as it stood.`, true);
    } else {
      start(issuedSetup(daily, { game, size: '4', spawn: 'twos-and-fours' }), { id: daily.id, token, daily: daily.date });
      note(`Daily challenge of ${daily.date}: everyone plays the same tiles today, and you get one go.`);
    }
    $('board').focus({ preventScroll: true });
  } catch (error) {
    if (ticket !== startTicket) return;
    if (error.status === 409) note('You already played today\'s daily challenge. A new one comes tomorrow!', true);
    else note(`The daily challenge could not be started: ${error.message}.`, true);
  } finally {
    if (ticket === startTicket) waiting = false;
    $('daily').disabled = false;
  }
}

/** Resumes a daily challenge left unfinished for another game; false when its save cannot be read. */
function restoreDaily(stash) {
  leaveGame();
  let restored;
  try {
    restored = rules.restore(stash.save);
  } catch {
    return false;
  }
  if (stash.ranked?.moves?.length !== restored.summary.moveCount) return false;
  state = restored;
  setup = setupOf(state);
  loadBest();
  recorded = false;
  ranked = stash.ranked;
  unranked = null;
  storage.forgetDaily(stash.id);
  $('overlay').hidden = true;
  view.reset(state);
  persist();
  refresh(0);
  if (state.summary.over) showOver(false);
  return true;
}

/** True when the server replays a game with the rules this page plays (or does not say which). */
function sameRules(issued) {
  return issued.rulesVersion == null || issued.rulesVersion === rules.version;
}

/** The setup of a game the server issued: its seed, with the setting it names. */
function issuedSetup(issued, asked) {
  return {
    game: issued.game ?? asked.game,
    size: String(issued.size ?? asked.size ?? '4'),
    spawn: issued.spawn ?? asked.spawn ?? 'twos-and-fours',
    seed: String(issued.seed),
  };
}

/**
 * Leaves the current game for another one. A ranked game with moves goes to the server as it is
 * (so a glance at the opening tiles cannot be thrown away for a better seed), except the daily
 * challenge, which waits in this browser until the player comes back to it with the Daily button.
 */
function leaveGame() {
  clearTimeout(overTimer);
  overExit = null;
  const left = ranked;
  ranked = null;
  if (!left || left.submitted || results.isSending(left.id) || left.moves.length === 0) return;
  if (left.daily && !state.summary.over) storage.storeDaily({ id: left.id, save: rules.save(), ranked: left });
  else results.keep(left, showPrevious);
}

/** Before a shared link replaces the saved game: a ranked game in it is sent (a daily, kept) rather than lost. */
function setAsideSaved() {
  const saved = storage.loadGame();
  const left = saved?.ranked;
  if (!left || left.submitted || !left.moves) return;
  if (left.daily) storage.storeDaily({ id: left.id, save: saved.save, ranked: left });
  else results.keep(left, showPrevious);
}

/**
 * Sends the moves of ranked games that were left, or ended offline, and shows what the server found:
 * also daily challenges left on an earlier day (their day is over) and the current game if it ended
 * while the server could not be reached.
 */
function sendKept() {
  const today = new Date().toISOString().slice(0, 10);
  for (const stash of storage.allDailies()) {
    if (stash.ranked?.daily === today) continue;
    storage.forgetDaily(stash.id);
    if (stash.ranked?.moves) results.keep(stash.ranked, showPrevious);
  }
  results.sendKept(showPrevious);
  if (ranked?.retry && state?.summary.over) sendFinished();
}

/** Says what the server answered for a ranked game the player has left: verified, or why not. */
function showPrevious({ result, error }) {
  $('previous-result').textContent = result
    ? `Your previous game was verified: ${result.score} points, rank #${result.rank}.`
    : `Your previous game could not be verified: ${error}.`;
}

/**
 * Starts a new game with a setup; a bad setup (from a link) falls back to the defaults.
 * `issued` ({ id, token, daily }) makes it the ranked game the server issued; otherwise `why` says why it is unranked.
 */
function start(next, issued = null, why = null) {
  leaveGame();
  queue = [];
  try {
    state = rules.newGame(next);
  } catch (error) {
    announce(`That game cannot be started: ${error.message}`);
    state = rules.newGame({ game: '2048', size: '4', spawn: 'twos-and-fours', seed: randomSeed() });
    issued = null;
  }
  setup = setupOf(state);
  loadBest();
  recorded = false;
  if (!issued?.daily) note('');
  ranked = issued && { ...issued, moves: '', submitted: false, result: null, error: null, retry: false };
  unranked = issued ? null : why;
  $('overlay').hidden = true;
  view.reset(state);
  persist();
  refresh(0);
}

/** The setup a game was started from, as the rules report it. */
function setupOf(gameState) {
  return { game: gameState.summary.game, size: String(gameState.size), spawn: gameState.spawn, seed: gameState.seed };
}

/** The setup the controls ask for, with a fresh seed (or the course's in Deterministic mode). */
function nextSetup() {
  const settings = readSettings();
  return {
    game: settings.game,
    size: settings.size,
    spawn: settings.spawn,
    seed: settings.mode === 'deterministic' ? 'deterministic' : randomSeed(),
  };
}

/** A setup from a share link (?game=2048&size=4&spawn=twos-and-fours&seed=123), or null. */
function setupFromLink(params) {
  if (!params.has('game') || !params.has('seed')) return null;
  return {
    game: params.get('game') === 'triples' ? 'triples' : '2048',
    size: params.get('size') ?? '4',
    spawn: params.get('spawn') ?? 'twos-and-fours',
    seed: params.get('seed'),
  };
}

function randomSeed() {
  const words = new BigUint64Array(1);
  crypto.getRandomValues(words);
  return words[0].toString();
}

function requestMove(direction) {
  if (waiting) return;
  queue.push(direction);
  if (!busy) drain();
}

/** Plays queued moves one after another, each after the previous animation. */
async function drain() {
  busy = true;
  try {
    while (queue.length > 0) {
      if (state.summary.over || state.showingWin) {
        queue = [];
        break;
      }
      const direction = queue.shift();
      const outcome = rules.move(direction);
      // The server replays every move the rules counted, including those that changed nothing.
      if (ranked) ranked.moves += LETTERS[direction];
      if (!outcome.moved) {
        if (ranked) persist();
        continue;
      }
      state = rules.state();
      const playing = state;
      persist();
      refresh(outcome.scoreGain);
      try {
        await view.apply(outcome);
      } catch {
        view.reset(state);   // the view lost track of a tile: redraw it from the rules' state
      }
      if (state !== playing) break;   // another game started during the animation: this outcome is not its
      if (outcome.won) showWin();
      if (outcome.over) showOver(true);
    }
  } finally {
    busy = false;
  }
}

/** Reads the top of the current board's high-score list, once per game rather than once per move. */
function loadBest() {
  bestRecorded = storage.loadScores()[storage.settingKey(setup)]?.[0]?.score ?? 0;
}

/** Shows the score, the best score and the "+N" of the last move. */
function refresh(gain) {
  const key = storage.settingKey(setup);
  const best = Math.max(state.summary.score, bestRecorded);
  $('board').dataset.notation = state.summary.board;
  $('score').textContent = state.summary.score;
  $('best').textContent = best;
  const rise = $('gain');
  rise.classList.remove('rise');
  if (gain > 0) {
    rise.textContent = `+${gain}`;
    void rise.offsetWidth;
    rise.classList.add('rise');
    announce(`Score ${state.summary.score}, plus ${gain}`);
  }
  const mode = setup.seed === 'deterministic' ? 'Deterministic' : `seed ${setup.seed}`;
  $('game-label').textContent = `${ranked?.daily ? 'Daily challenge · ' : ''}${storage.settingName(key)} · ${mode}`;
  showRanked();
}

/** Why the current game is not ranked, as a sentence. */
function unrankedText() {
  const reason = unranked?.reason === 'no-player' && canRank() ? 'started before you joined; the next new game is ranked'
    : unranked?.reason === 'server' ? `the server said: ${unranked.message}`
    : UNRANKED[unranked?.reason] ?? 'not on the shared leaderboard';
  return `Unranked: ${reason}.`;
}

/** Says, small, whether the current game counts on the shared leaderboard (or `pending`, while asking). */
function showRanked(pending = null) {
  const badge = $('ranked-badge');
  const line = $('ranked-status');
  const player = currentPlayer();
  let short;
  let long;
  if (pending) {
    short = '…';
    long = pending;
  } else if (ranked) {
    short = ranked.daily ? 'Daily' : 'Ranked';
    const who = player && player.token === ranked.token ? ` for ${player.name}` : '';
    long = ranked.result ? `Verified: ${ranked.result.score} points, rank #${ranked.result.rank}.`
      : `${ranked.daily ? `Daily challenge of ${ranked.daily}, ranked` : 'Ranked'}${who}: the server replays your moves when the game ends.`;
  } else {
    short = 'Unranked';
    long = unrankedText();
  }
  badge.textContent = short;
  badge.className = `ranked-badge ${pending ? 'pending' : ranked ? 'on' : 'off'}`;
  badge.title = long;
  line.textContent = long;
  $('join-link').hidden = Boolean(player) || Boolean(ranked);
}

function showWin() {
  $('overlay').className = 'overlay won';
  $('overlay-title').textContent = 'You win!';
  $('overlay-text').textContent = `You made 2048 with ${state.summary.score} points.`;
  $('keep-going').hidden = false;
  $('overlay').hidden = false;
  announce('You win! Keep going or start a new game.');
}

/**
 * Shows the game-over overlay; the first time a game ends, records it and moves to High Scores
 * (a ranked game first sends its moves and shows the server's verdict).
 */
function showOver(justEnded) {
  $('overlay').className = 'overlay over';
  $('overlay-title').textContent = 'Game over';
  $('overlay-text').textContent = `Final score: ${state.summary.score}`;
  $('keep-going').hidden = true;
  $('overlay').hidden = false;
  showVerdict();
  if (ranked && !ranked.submitted) sendFinished();
  if (!justEnded || recorded) return;
  recorded = true;
  const entry = storage.recordScore(storage.settingKey(setup), {
    score: state.summary.score, maxTile: state.summary.maxTile, moves: state.summary.moveCount,
  });
  loadBest();
  persist();
  announce(`Game over. Final score ${state.summary.score}.`);
  $('previous-result').textContent = '';
  overExit = { key: storage.settingKey(setup), local: entry, game: ranked?.id ?? null, daily: Boolean(ranked?.daily) };
  // A ranked game moves on once the server has answered (see sendFinished).
  if (!ranked || ranked.submitted) overTimer = setTimeout(goToScores, OVER_PAUSE_MS);
}

/** Sends the finished ranked game's moves and shows what the server found. */
async function sendFinished() {
  const record = ranked;
  const sending = results.submit(record);
  showVerdict();
  await sending;
  if (record !== ranked) {
    // The player moved on before the server answered: keep it to send again, or say what it found.
    if (record.retry) results.keep(record, showPrevious);
    else showPrevious(record);
    return;
  }
  persist();
  showVerdict();
  showRanked();
  announce($('overlay-verdict').textContent);
  if (!$('scores').hidden) refreshScores();
  // Verified: on to High Scores. Not sent: the game stays, with Try again.
  if (overExit && !record.retry) {
    clearTimeout(overTimer);
    overTimer = setTimeout(goToScores, VERIFIED_PAUSE_MS);
  }
}

/** The overlay's line about the shared leaderboard: verifying, verified with a rank, or why not. */
function showVerdict() {
  const verdict = $('overlay-verdict');
  const retry = $('overlay-retry');
  retry.hidden = true;
  verdict.className = 'overlay-verdict';
  if (!ranked) {
    verdict.textContent = unrankedText();
    verdict.classList.add('quiet');
  } else if (ranked.result) {
    verdict.textContent = `Verified score ${ranked.result.score} · rank #${ranked.result.rank}`;
    verdict.classList.add('verified');
  } else if (results.isSending(ranked.id)) {
    verdict.textContent = 'Verifying your score with the server…';
  } else if (ranked.error) {
    verdict.textContent = ranked.error === 'this game was already submitted' ? 'This game was already submitted to the server.'
      : `Your score could not be verified: ${ranked.error}.`;
    verdict.classList.add('problem');
    retry.hidden = !ranked.retry;
  } else {
    verdict.textContent = '';
  }
}

function goToScores() {
  const exit = overExit;
  overExit = null;
  overTimer = 0;
  if (!exit || $('play').hidden) return;
  showTab('/scores', true, exit);
}

function persist() {
  storage.storeGame({ save: rules.save(), recorded, ranked, unranked });
}

/** A message on the Play tab about the daily challenge and earlier ranked games. */
function note(text, problem = false) {
  const element = $('play-note');
  element.textContent = text;
  element.classList.toggle('problem', problem);
}

function announce(text) {
  $('announcer').textContent = text;
}

/* Options */

function readSettings() {
  return {
    game: $('game-choice').value,
    size: $('size-choice').value,
    spawn: $('spawn-choice').value,
    mode: document.querySelector('input[name="mode"]:checked').value,
  };
}

function showSettings(settings) {
  $('game-choice').value = settings.game;
  $('size-choice').value = settings.size;
  $('spawn-choice').value = settings.spawn;
  document.querySelector(`input[name="mode"][value="${settings.mode}"]`).checked = true;
  document.querySelector('.options').classList.toggle('triples', settings.game === 'triples');
}

function wireControls() {
  for (const control of document.querySelectorAll('.options select, .options input')) {
    control.addEventListener('change', () => {
      const settings = readSettings();
      storage.storeSettings(settings);
      showSettings(settings);
      if (control.id !== 'game-choice') return;
      if (ranked && !ranked.submitted && ranked.moves.length > 0 && !state.summary.over) {
        // Leaving would send this ranked game as it stands: the choice waits for the next game instead.
        note('Your ranked game goes on; New game starts the game you chose.');
      } else {
        newGame();
      }
    });
  }
  $('new-game').addEventListener('click', newGame);
  $('daily').addEventListener('click', playDaily);
  $('overlay-new').addEventListener('click', (event) => {
    event.stopPropagation();
    newGame();
  });
  $('overlay-retry').addEventListener('click', (event) => {
    event.stopPropagation();
    if (ranked && !ranked.submitted) sendFinished();
  });
  $('overlay').addEventListener('click', () => {
    if (!overExit) return;
    clearTimeout(overTimer);
    goToScores();
  });
  $('join-link').addEventListener('click', () => {
    showTab('/scores', true);
    $('join-name').focus();
  });
  $('keep-going').addEventListener('click', (event) => {
    event.stopPropagation();
    state = rules.keepGoing();
    persist();
    $('overlay').hidden = true;
    $('board').focus({ preventScroll: true });
  });
  $('share').addEventListener('click', async () => {
    const params = new URLSearchParams({ game: setup.game, seed: setup.seed });
    if (setup.game !== 'triples') {
      params.set('size', setup.size);
      params.set('spawn', setup.spawn);
    }
    const link = `${location.origin}/?${params}`;
    try {
      await navigator.clipboard.writeText(link);
      $('share-result').textContent = `Link copied: ${link}`;
    } catch {
      $('share-result').textContent = link;
    }
  });
  for (const link of document.querySelectorAll('.tabs a')) {
    link.addEventListener('click', (event) => {
      event.preventDefault();
      showTab(link.getAttribute('href'), true);
    });
  }
  window.addEventListener('popstate', () => showTab(location.pathname, false));
}

/* Tabs */

function showTab(path, push, scores = null) {
  const tab = TABS[path] ?? 'play';
  const canonical = Object.keys(TABS).find((key) => TABS[key] === tab);
  if (push && location.pathname !== canonical) {
    history.pushState(null, '', canonical);
    window.scrollTo(0, 0);
  }
  for (const name of Object.values(TABS)) $(name).hidden = name !== tab;
  for (const link of document.querySelectorAll('.tabs a')) {
    if (link.dataset.tab === tab) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
  if (tab === 'about') showAbout();
  else hideAbout();
  if (tab === 'scores') {
    quietPlayerPanel();
    showScores(scores?.key ?? (setup ? storage.settingKey(setup) : null),
      { local: scores?.local, game: scores?.game, period: scores?.daily ? 'daily' : null });
  }
  if (tab === 'play') view.layout();
  document.title = { play: 'Tessera — 2048 and Triples', scores: 'High Scores — Tessera', about: 'About — Tessera' }[tab];
}

main();
