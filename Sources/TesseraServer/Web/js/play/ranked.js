// Ranked play: asking the server for a ranked game (today's challenge with daily.js), keeping the moves
// that changed the board, sending them when the game ends (or is left) and showing what the server found.
// The server replays the moves with the same rules to score them; this module never scores anything.

import * as api from '../api.js';
import * as storage from '../storage.js';
import { createResults } from './results.js';
import * as view from './ranked-view.js';

const $ = (id) => document.getElementById(id);
const SEND_FIRST_MS = 10000;   // how long a new ranked game waits for the game left to reach the server

/**
 * Makes the ranked side of the Play tab. `game` is the Play controller's side: `{ start(setup, issued, why),
 * leave(), restoreDaily(stash), isOver(), persist(), clearQueue(), announce(text), answered(record) }`.
 * The current game's record is `{ id, token, moves, daily, submitted, result, error, retry }`, or null when unranked.
 */
export function createRanked({ rules, player, game }) {
  const results = createResults((sent, message) => view.showWaiting(message, sent.id === record?.id), player.refused);
  let record = null;     // the server's game being played; null when unranked
  let unranked = null;   // why the current game is unranked: { reason, message? }
  let waiting = false;   // a new game is being asked of the server; moves wait
  let startTicket = 0;   // answers to an older request for a new game are dropped

  const note = view.note;
  const showPrevious = view.showPrevious;
  const showBadge = (pending = null) => view.showBadge({ record, unranked, player, pending });
  const showVerdict = () => view.showVerdict({ record, unranked, player, sending: Boolean(record && results.isSending(record.id)) });

  /** True when the server replays a game with the rules this page plays (or does not say which). */
  const sameRules = (issued) => issued.rulesVersion == null || issued.rulesVersion === rules.version;

  /** The setup of a game the server issued: its seed, with the board settings it names (else those asked for). */
  const issuedSetup = (issued, asked) => ({
    game: issued.game ?? asked.game,
    size: issued.size ?? asked.size ?? '',
    spawn: issued.spawn ?? asked.spawn ?? '',
    seed: String(issued.seed),
  });

  /**
   * A kept game's ranked moves (`kept`: `{ save, ranked }`) checked by the rules: `{ moves, reaches }`, those that
   * changed the board and whether they replay to the save; null when the rules cannot read them.
   */
  function checked({ save, ranked: kept }) {
    try {
      return rules.rankedMoves(save, kept.moves);
    } catch {
      return null;
    }
  }

  /**
   * Sends a ranked game that was left (`left`: `{ save, ranked }`) as it stood, without the moves that changed
   * nothing (which older pages logged): the rules find them from its save, else from its setup.
   */
  function sendLeft(left) {
    const moves = checked(left)?.moves;
    results.keep(moves === undefined ? { ...left.ranked, clean: false } : { ...left.ranked, moves }, showPrevious);
  }

  /** Sends the finished ranked game's moves and shows what the server found. */
  async function sendFinished() {
    const sent = record;
    const sending = results.submit(sent);
    showVerdict();
    await sending;
    if (sent !== record) {
      // Taken up again from another tab meanwhile: the copy's own sending shows the answer.
      if (sent.id === record?.id) return;
      // The player moved on before the server answered: keep it to send again, or say what it found.
      if (sent.retry) results.keep(sent, showPrevious);
      else showPrevious(sent);
      return;
    }
    const verdict = showVerdict();
    showBadge();
    game.announce(verdict);
    game.answered(sent);
  }

  /**
   * Holds moves while the server is asked for the next game: `current()` is true until a later request
   * starts (this one's answer is then dropped); `done()` lets moves through unless a later one holds them.
   */
  function ask() {
    const ticket = ++startTicket;
    waiting = true;
    game.clearQueue();
    return {
      current: () => ticket === startTicket,
      done() {
        if (ticket === startTicket) waiting = false;
      },
    };
  }

  /** Starts the next game on `next` as the server's ranked game, or unranked when it cannot be. */
  async function newGame(next) {
    const asking = ask();
    if (next.seed === 'deterministic' || !player.canRank()) {
      asking.done();
      const reason = next.seed === 'deterministic' ? 'deterministic' : player.current() ? 'rejected' : 'no-player';
      return game.start(next, null, { reason });
    }
    const { token } = player.current();
    showBadge('Asking the server for a ranked game…');
    try {
      let board;
      try {
        board = rules.board(next);
      } catch {
        return game.start(next, null, null);   // settings the rules refuse: start says why and plays the standard game
      }
      // Issuing a game closes the player's open one on its board at its opening: the game left, and every
      // other kept one, goes first.
      game.leave();
      sendKept();
      await results.flush(showPrevious, SEND_FIRST_MS);
      if (!asking.current()) return;
      const issued = await api.newGame(token, rules.settingsOf(board));
      if (!asking.current()) return;
      if (!sameRules(issued)) return game.start(next, null, { reason: 'version' });
      game.start(issuedSetup(issued, next), { id: issued.id, token, daily: null });
    } catch (error) {
      if (!asking.current()) return;
      if (error.status === 401) player.refused(token);
      game.start(next, null, error.unreachable ? { reason: 'unreachable' }
        : error.status === 401 ? { reason: 'rejected' } : { reason: 'server', message: error.message });
    } finally {
      asking.done();
    }
  }

  /** Starts today's daily challenge for a game, with daily.js (loaded the first time it is asked for). */
  async function playDaily(name) {
    $('daily').disabled = true;
    try {
      const daily = await import('./daily.js');
      await daily.playDaily(name, { rules, player, game, note, ask, sendLeft, sameRules, issuedSetup, playing: () => record });
    } catch (error) {
      note(`The daily challenge could not be started: ${error.message}.`, true);
    } finally {
      $('daily').disabled = false;
    }
  }

  /**
   * Sends the moves of ranked games that were left or ended offline (daily challenges of an earlier day too,
   * and the current game if it ended while the server could not be reached); shows what the server found.
   */
  function sendKept() {
    const today = new Date().toISOString().slice(0, 10);
    for (const stash of storage.allDailies()) {
      if (stash.ranked?.daily === today) continue;
      storage.forgetDaily(stash.id);
      if (stash.ranked) sendLeft(stash);
    }
    results.sendKept(showPrevious);
    if (record?.retry && game.isOver()) sendFinished();
  }

  return {
    newGame,
    playDaily,
    note,
    showBadge,
    showVerdict,

    /** The current game's ranked record (null when unranked) and why it is unranked, as the save keeps them. */
    get record() {
      return record;
    },
    get unranked() {
      return unranked;
    },

    /** True while a new game is being asked of the server: moves wait. */
    get waiting() {
      return waiting;
    },

    /** Makes `issued` ({ id, token, daily }) the current ranked game, or records `why` the new game is unranked. */
    begin(issued, why) {
      record = issued && { ...issued, moves: '', submitted: false, result: null, error: null, retry: false };
      unranked = issued ? null : why;
    },

    /**
     * Takes up the ranked record of a saved game (`saved`: `{ save, ranked, unranked }`), without the moves that
     * changed nothing; if its moves do not replay to the save, the game is unranked.
     */
    adopt(saved) {
      record = saved.ranked ?? null;
      unranked = saved.unranked ?? null;
      if (!record) return;
      const moves = checked(saved);
      if (moves?.reaches) {
        record.moves = moves.moves;
      } else {
        record = null;
        unranked = { reason: 'broken' };
      }
    },

    /** Takes the server's answer for the current game from another tab's record of it (`theirs`), when this one has none. */
    takeAnswer(theirs) {
      if (!record || record.result || !theirs?.result || theirs.id !== record.id) return;
      Object.assign(record, { submitted: true, result: theirs.result, error: null, retry: false });
      showVerdict();
      showBadge();
    },

    /** True when a kept game's ranked moves (`kept`: `{ save, ranked }`) replay to its save: it can be resumed. */
    resumable: (kept) => Boolean(checked(kept)?.reaches),

    /** Appends the letter of a move that changed the board to the ranked game's log (only such moves are sent). */
    recordMove(letter) {
      if (record) record.moves += letter;
    },

    /**
     * Leaves the current game for another one (`over`: it had ended). A ranked game goes to the server as it
     * is, even without a move, except an unfinished daily challenge, kept here (room allowing) for Daily:
     * true then, as that game will be played on.
     */
    leave(over) {
      const left = record;
      record = null;
      if (!left || left.submitted || results.isSending(left.id)) return false;
      if (left.daily && !over && storage.storeDaily({ id: left.id, save: rules.save(), ranked: left })) return true;
      results.keep(left, showPrevious);
      return false;
    },

    /** Before a shared link replaces the saved game: a ranked game in it is sent (a daily, kept) rather than lost. */
    setAsideSaved() {
      const saved = storage.loadGame();
      const left = saved?.ranked;
      if (!left || left.submitted) return;
      if (!left.daily || !storage.storeDaily({ id: left.id, save: saved.save, ranked: left })) sendLeft(saved);
    },

    /**
     * The player changed (`now`, from `before`): when it is the same player with a new recovery code, the
     * current game and the kept ones go with the new code. The badge follows.
     */
    follow(now, before) {
      if (record && before && now?.id === before.id && record.token === before.token) {
        record.token = now.token;
        game.persist();
      }
      showBadge();
      if (now?.token !== before?.token) sendKept();
    },

    /** False while the game is ranked and unverified: its seed stays off share links and the label. */
    shareable: () => !record || Boolean(record.result),

    /** The game ended: shows the verdict and sends the moves; true when it may move on to High Scores now. */
    finished() {
      showVerdict();
      if (record && !record.submitted) sendFinished();
      return !record || record.submitted;
    },

    /** Try again: sends the finished game's moves once more. */
    retry() {
      if (record && !record.submitted && game.isOver()) sendFinished();
    },

    /** A new game ended: the line about the previous game gives way. */
    clearPrevious: view.clearPrevious,

    sendKept,
  };
}
