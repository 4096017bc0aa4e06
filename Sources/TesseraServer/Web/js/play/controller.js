// The Play tab: the tile games. It wires the rules (WebAssembly), the board view, input, the options
// and ranked play. The rules decide every move, spawn and score; this controller only shows what they
// say and forwards the player's input. All of its state lives in the controller made by `create`.

import { BoardView } from './board-view.js';
import { listen } from './input.js';
import { createOptions, nextSetup, setupFromLink, settingsFor, randomSeed } from './options.js';
import { createRanked } from './ranked.js';
import {
  announce, announceMove, boardInWords, showScore, showWinOverlay, showOverOverlay, hideOverlay, showStartFailure,
} from './status-view.js';
import * as storage from '../storage.js';

const $ = (id) => document.getElementById(id);
const OVER_PAUSE_MS = 1600;
const VERIFIED_PAUSE_MS = 2600;   // long enough to read the verified score and rank

/**
 * Makes the Play controller for the shell, once the rules have loaded.
 * It resumes the saved game, or starts the one a share link names, or a new one. Throws, after saying
 * so on the board, when the rules cannot load.
 */
export async function create(shell) {
  const view = new BoardView($('board'), $('grid'), $('tiles'));
  let rules;
  try {
    rules = await shell.rules;
  } catch (error) {
    showStartFailure(error);
    throw error;
  }

  let state;            // the rules' state of the current game
  let recorded = false; // the current game's score is on the list
  let assisted = null;  // what the AI did in the current game: 'hints', 'autoplay' or nothing yet
  let keptForLater = false; // the game being left is a daily challenge kept to be played on
  let bestRecorded = 0; // the top of this board's high-score list
  let queue = [];
  let busy = false;
  let overTimer = 0;
  let overExit = null;  // { board, local, game, daily } while a finished game waits to show High Scores
  let drained;
  let watch = () => {}; // what Hint and Autoplay do on each change (`{ elsewhere }`: another tab changed it)
  let frozen = false;   // another tab saved a game these rules cannot read: no move or new game until a reload

  /** Keeps the game in this browser; nothing while frozen, when it would write an older game over another tab's. */
  const persist = () => frozen
    || storage.storeGame({ save: rules.save(), recorded, ranked: ranked.record, unranked: ranked.unranked, assisted });

  const ranked = createRanked({
    rules,
    player: shell.player,
    game: {
      start,
      leave: leaveGame,
      restoreDaily,
      isOver: () => Boolean(state?.summary.over),
      persist,
      clearQueue: () => {
        queue = [];
      },
      announce,
      answered(record) {
        persist();
        refresh(0);   // a verified game's seed shows
        shell.refresh('scores');
        // Verified: on to High Scores. Not sent: the game stays, with Try again.
        if (overExit && !record.retry) {
          clearTimeout(overTimer);
          overTimer = setTimeout(moveOnUnlessChoosing, VERIFIED_PAUSE_MS);
        }
      },
    },
  });

  const options = createOptions(rules);

  /** Starts the next game from the options: ranked when a player has joined, the mode is Random and the server issues one. */
  const newGame = () => frozen || ranked.newGame(nextSetup(options.read()));

  /** Leaves the current game for another one: no move to High Scores, and a ranked game is sent or kept. */
  function leaveGame() {
    clearTimeout(overTimer);
    overExit = null;
    $('share-result').textContent = '';
    if (ranked.leave(Boolean(state?.summary.over))) keptForLater = true;
  }

  /**
   * As another game replaces it, puts the current one on this browser's high scores if it was left unfinished,
   * as an ended one goes on (the terminal's rule too); a daily challenge kept to be played on goes on when it ends.
   */
  function listReplaced() {
    if (state && !state.summary.over && !recorded && !keptForLater) storage.recordScore(state.board, state.summary, assisted);
    keptForLater = false;
  }

  /**
   * Before a shared link replaces the game saved in this browser, lists it as New game would (a daily excepted).
   * A save the rules cannot read has no score to list: it is set aside, and the answer says so (`{ problem, link }`).
   */
  function listSaved() {
    const saved = storage.loadGame();
    if (!saved || saved.recorded || saved.ranked?.daily) return null;
    try {
      const left = rules.restore(saved.save);
      if (!left.summary.over) storage.recordScore(left.board, left.summary, saved.assisted);
      return null;
    } catch (error) {
      return {
        problem: `Your saved game could not be read (${error.message}); the shared game took its place.`,
        link: storage.setAsideGame(),
      };
    }
  }

  /**
   * Starts a new game with a setup ({ game, size, spawn, seed }).
   * A setup the rules refuse (stored settings a later version no longer offers, say) falls back to the standard
   * board, and says why; a shared link's is checked before (`linkRefusal`). `issued` ({ id, token, daily }) makes it
   * the ranked game the server issued; otherwise `why` says why it is unranked.
   */
  function start(next, issued = null, why = null) {
    if (frozen) return;
    leaveGame();
    listReplaced();
    queue = [];
    let problem = '';
    try {
      state = rules.newGame(rules.board(next).board, next.seed);
    } catch (error) {
      problem = `That game cannot be started: ${error.message}`;
      state = rules.newGame(rules.defaultBoard(rules.games[0].game).board, randomSeed());
      issued = null;
    }
    loadBest();
    recorded = false;
    assisted = null;
    if (!issued?.daily) ranked.note(problem, Boolean(problem));
    ranked.begin(issued, why);
    hideOverlay();
    view.reset(state);
    persist();
    refresh(0);
  }

  /** Why a shared link's game (a setup) cannot start here, or null: the link's own problem, or the rules' refusal. */
  function linkRefusal(linked) {
    if (linked.problem) return linked.problem;
    try {
      rules.newGame(rules.board(linked).board, linked.seed);  // tried only: the page starts or resumes a game next
      return null;
    } catch (error) {
      return error.message;
    }
  }

  /**
   * Resumes the game saved in this browser: true, else false when there is none, else why it cannot be read
   * (`{ problem, link }`: the save is set aside first, and the link downloads it).
   */
  function resume() {
    const saved = storage.loadGame();
    if (!saved) return false;
    try {
      takeUp(saved);
    } catch (error) {
      return {
        problem: `Your saved game could not be resumed (${error.message}); a new game started.`,
        link: storage.setAsideGame(),
      };
    }
    return true;
  }

  /**
   * Plays on from a saved game (`{ save, recorded, ranked, unranked, assisted }`), without writing it back; throws a
   * RulesError, the game untouched, when the rules cannot read its save (`restored`: the rules' state of it, when
   * the caller has restored it already). A game that ended in another tab
   * (`following`) is that tab's to send: this one shows it, and the server's answer once that tab has it.
   */
  function takeUp(saved, following = false, restored = rules.restore(saved.save)) {
    state = restored;
    loadBest();
    recorded = saved.recorded ?? false;
    assisted = storage.assistance(saved.assisted);
    ranked.adopt(saved);
    view.reset(state);
    refresh(0);
    if (state.summary.over && following) {
      showOverOverlay(state.summary.score);
      ranked.showVerdict();
    } else if (state.summary.over) {
      showOver(false);
    } else if (state.showingWin) {
      showWinOverlay(state.summary.score);
    }
  }

  /**
   * Another tab of this browser stored the game (a move, a new game): this tab takes it up where that one left
   * it, so that neither writes its own older copy over the other's moves. Autoplay here stops; High Scores,
   * after a game ends, is the business of the tab where it ended.
   */
  function followElsewhere() {
    const saved = storage.loadGame();
    if (!saved || frozen) return;
    queue = [];
    keptForLater = false;
    watch({ elsewhere: true });
    let next;
    try {
      next = rules.restore(saved.save);
    } catch (error) {
      // Played on here, this tab's older game would be written over the other tab's: it waits for a reload.
      frozen = true;
      ranked.note(`Another tab saved a game this page cannot read (${error.message}); reload to play it here.`, true);
      return;
    }
    if (next.board === state.board && next.seed === state.seed && next.summary.over && state.summary.over
        && next.summary.moveCount === state.summary.moveCount) {
      // The same finished game: this tab keeps its own record (a sending under way, the move to High Scores
      // of a game that ended here) and takes only a server's answer the other tab had first.
      ranked.takeAnswer(saved.ranked);
      return;
    }
    clearTimeout(overTimer);
    overExit = null;
    hideOverlay();
    takeUp(saved, true, next);
  }

  /** Resumes a daily challenge left unfinished for another game; false when its save or its moves cannot be resumed. */
  function restoreDaily(stash) {
    if (!ranked.resumable(stash)) return false;
    leaveGame();
    listReplaced();
    state = rules.restore(stash.save);   // the rules have just read this save
    loadBest();
    recorded = false;
    assisted = null;   // a daily challenge is ranked: no hint or Autoplay until it is sent, once it has ended
    ranked.adopt(stash);
    storage.forgetDaily(stash.id);
    hideOverlay();
    view.reset(state);
    persist();
    refresh(0);
    if (state.summary.over) showOver(false);
    return true;
  }

  /** Queues a move; returns the drain that shows it. */
  function requestMove(direction) {
    if (ranked.waiting || frozen) return;
    queue.push(direction);
    if (!busy) drained = drain();
    return drained;
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
        const outcome = rules.move(queue.shift());
        // A move that changed nothing spawned nothing and is not logged for a ranked game, but the rules
        // counted it: the game is kept with it, as a reload would find it.
        if (!outcome.moved) {
          persist();
          continue;
        }
        ranked.recordMove(outcome.letter);
        state = rules.state();
        const playing = state;
        persist();
        refresh(outcome.scoreGain);
        announceMove(outcome, state.summary.score);
        try {
          await view.apply(outcome);
        } catch {
          view.reset(state);   // the view lost track of a tile: redraw it from the rules' state
        }
        if (state !== playing) continue;   // a new game began meanwhile: keys pressed since are its
        if (outcome.won) showWinOverlay(state.summary.score);
        if (outcome.over) showOver(true);
      }
    } finally {
      busy = false;
    }
  }

  /**
   * Notes what the AI did in the current game, `kind`: 'hints' when it showed one, 'autoplay' when it played a
   * move (which outranks hints); the game's entry on High Scores says so.
   */
  function helped(kind) {
    if (assisted === kind || assisted === 'autoplay') return;
    assisted = kind;
    persist();
  }

  /** Reads the current board's best score, once a game rather than once a move. */
  function loadBest() {
    bestRecorded = storage.bestScore(state.board);
  }

  /**
   * Shows the score, the best score and the "+N" of the last move; Share this game looks unavailable while a
   * ranked game hides its seed (pressed, it says why).
   */
  function refresh(gain) {
    const shareable = ranked.shareable();
    const mode = state.seed === 'deterministic' ? 'Deterministic' : shareable ? `seed ${state.seed}` : 'seed shown once verified';
    $('share').setAttribute('aria-disabled', String(!shareable));
    const title = rules.boardOf(state.board)?.title ?? state.board;
    showScore(state, Math.max(state.summary.score, bestRecorded), gain,
      `${ranked.record?.daily ? 'Daily challenge · ' : ''}${title} · ${mode}`);
    ranked.showBadge();
    watch();
  }

  /**
   * Shows the game-over overlay; the first time a game ends, records it and moves to High Scores
   * (a ranked game first sends its moves and shows the server's verdict).
   */
  function showOver(justEnded) {
    showOverOverlay(state.summary.score);
    const movesOn = ranked.finished();
    if (!justEnded || recorded) return;
    recorded = true;
    const entry = storage.recordScore(state.board, state.summary, assisted);
    loadBest();
    persist();
    announce(`Game over. Final score ${state.summary.score}.`);
    ranked.clearPrevious();
    overExit = { board: state.board, local: entry, game: ranked.record?.id ?? null, daily: Boolean(ranked.record?.daily) };
    // A ranked game moves on once the server has answered (see ranked.js).
    if (movesOn) overTimer = setTimeout(moveOnUnlessChoosing, OVER_PAUSE_MS);
  }

  /**
   * Moves on to High Scores after the pause, unless the player's focus is on the overlay.
   *
   * There they are choosing (New game, Try again); a click on the overlay still moves on.
   */
  function moveOnUnlessChoosing() {
    overTimer = 0;
    if (!$('overlay').contains(document.activeElement)) goToScores();
  }

  function goToScores() {
    const exit = overExit;
    overExit = null;
    overTimer = 0;
    if (!exit || !shell.isOpen('play')) return;
    shell.open('scores', { board: exit.board, local: exit.local, game: exit.game, period: exit.daily ? 'daily' : null });
  }

  function wireControls() {
    options.wire((gameChanged) => {
      if (!gameChanged) return;
      // A game under way is never dropped (nor a ranked one sent) for a choice: it waits for New game.
      if (state?.summary.moveCount > 0 && !state.summary.over) ranked.note('Your game goes on; New game starts the game you chose.');
      else newGame();
    });
    $('new-game').addEventListener('click', newGame);
    $('daily').addEventListener('click', () => ranked.playDaily($('game-choice').value));
    $('overlay-new').addEventListener('click', (event) => {
      event.stopPropagation();
      newGame();
    });
    $('overlay-retry').addEventListener('click', (event) => {
      event.stopPropagation();
      ranked.retry();
    });
    $('overlay').addEventListener('click', () => {
      if (!overExit) return;
      clearTimeout(overTimer);
      goToScores();
    });
    $('join-link').addEventListener('click', async () => {
      await shell.open('scores');
      $(shell.player.current() ? 'recover-code' : 'join-name').focus();
    });
    $('keep-going').addEventListener('click', (event) => {
      event.stopPropagation();
      state = rules.keepGoing();
      persist();
      hideOverlay();
      watch();
      $('board').focus({ preventScroll: true });
    });
    $('share').addEventListener('click', () => import('./share.js').then((module) => module.share(rules, ranked.shareable() ? state : null)));
  }

  const settings = storage.loadSettings(options.defaults);
  options.show(settings);
  const linked = setupFromLink(new URLSearchParams(location.search), rules);
  const refused = linked && linkRefusal(linked);
  if (linked && !refused) {
    const unread = listSaved();
    ranked.setAsideSaved();
    start(linked, null, { reason: 'shared' });
    if (unread) ranked.note(unread.problem, true, unread.link);
    // The options follow the shared game, so New game plays the same kind of game again.
    const shared = settingsFor(rules, rules.boardOf(state.board), state.seed, settings);
    storage.storeSettings(shared);
    options.show(shared);
  } else {
    // A link whose game cannot start here changes nothing: the game saved in this browser goes on.
    const resumed = resume();
    if (resumed !== true) await newGame();
    const problems = [refused && `That shared game cannot be started: ${refused}.`, resumed.problem].filter(Boolean);
    if (problems.length) ranked.note(problems.join(' '), true, resumed.link);
  }
  if (linked) history.replaceState(null, '', location.pathname);
  listen({
    board: $('board'),
    arrows: document.querySelector('.arrows'),
    onMove: requestMove,
    onNewGame: newGame,
    onReadBoard: () => announce(boardInWords(state.summary.board)),
    isActive: () => shell.isOpen('play'),
  });
  wireControls();
  shell.player.onChange(ranked.follow);
  storage.onGameStoredElsewhere(followElsewhere);
  window.addEventListener('online', () => ranked.sendKept());
  ranked.sendKept();
  // Hint and Autoplay load once the page is idle: they weigh nothing on its first paint.
  (window.requestIdleCallback ?? setTimeout)(async () => {
    watch = (await import('./assist.js')).attach({ rules, ranked, move: requestMove, helped });
  });

  return {
    /** The tab is showing: the board takes its size. */
    show() {
      view.layout();
    },

    /** The board being played (its key), which High Scores shows unless told another. */
    board: () => state?.board ?? null,
  };
}
