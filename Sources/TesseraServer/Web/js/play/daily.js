// Today's daily challenge on the Play tab: asking the server for it, coming back to one left unfinished
// earlier that day, or saying it was played. Loaded the first time the player asks for it, so it weighs
// nothing on the page's first paint; the ranked side (ranked.js) lends it what starting a game takes.

import * as api from '../api.js';
import * as storage from '../storage.js';

/** When the next daily challenge starts: at 00:00 UTC, said in the player's own time. */
function nextDaily() {
  const midnight = new Date();
  midnight.setUTCHours(24, 0, 0, 0);
  const time = midnight.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  const today = midnight.getDate() === new Date().getDate();
  return `The next one starts at ${time}${today ? ' today' : ' tomorrow'} (00:00 UTC).`;
}

const REPLACED = 'This browser\'s recovery code was replaced: enter the new one on High Scores to play the daily challenge.';

/**
 * Starts today's daily challenge of the game `name`; a finished one is reported, not replayed. `ranked` is
 * the ranked side's `{ rules, player, game, note, ask, sendLeft, sameRules, issuedSetup, playing }`: `game`
 * the Play controller's side, `ask()` holds moves while the server is asked, `playing()` the current record.
 */
export async function playDaily(name, { rules, player, game, note, ask, sendLeft, sameRules, issuedSetup, playing }) {
  if (!player.canRank()) {
    note(player.current() ? REPLACED : 'Join the shared leaderboard (on High Scores) to play the daily challenge.', true);
    return;
  }
  const { token } = player.current();
  const asking = ask();
  note('Fetching today\'s challenge…');
  try {
    const daily = await api.daily(token, name);
    if (!asking.current()) return;
    if (!sameRules(daily)) {
      note('The server plays another version of the rules: reload the page to play the daily challenge.', true);
      return;
    }
    if (playing()?.id === daily.id) {
      note(`You are playing the daily challenge of ${daily.date}.`);
      return;
    }
    const stash = storage.loadDaily(daily.id);
    if (stash && game.restoreDaily(stash)) {
      note(`Back to the daily challenge of ${daily.date}, where you left it.`);
    } else if (stash) {
      // Its save cannot be played on here: it goes to the server as it stood, not replayed from scratch.
      storage.forgetDaily(stash.id);
      sendLeft(stash);
      note(`Your daily challenge of ${daily.date} could not be resumed here, so it was sent as it stood.`, true);
    } else {
      const standard = rules.settingsOf(rules.defaultBoard(name));
      game.start(issuedSetup(daily, standard), { id: daily.id, token, daily: daily.date });
      // A setup the rules refused started the standard board instead, and the note says why.
      if (playing()?.id === daily.id) note(`Daily challenge of ${daily.date}: everyone plays the same tiles today, and you get one go.`);
    }
    document.getElementById('board').focus({ preventScroll: true });
  } catch (error) {
    if (!asking.current()) return;
    if (error.status === 401) player.refused(token);
    if (error.status === 409) note(`You already played today's daily challenge. ${nextDaily()}`, true);
    else note(error.status === 401 ? REPLACED : `The daily challenge could not be started: ${error.message}.`, true);
  } finally {
    asking.done();
  }
}
