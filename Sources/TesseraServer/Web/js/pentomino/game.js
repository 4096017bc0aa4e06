// The Pentomino game on the page: it wires the rules (pentomino.wasm, which keep the undo list), the puzzle,
// the board and piece views, pointer and keyboard input, the count worker, the clock, the saved
// puzzles and the solutions found. Every decision is the rules'; this module forwards and shows.

import { StageView } from './stage-view.js';
import { Puzzle, PentominoError } from './puzzle.js';
import { StatusView } from './status.js';
import { Timer } from './timer.js';
import { createCounter } from './counter.js';
import { listenForDrags } from './drag.js';
import { listenForKeyboardPlay } from './keyboard-play.js';
import { listenForTaps } from './tap.js';
import { listenForActivations } from './targets.js';
import { extent } from './shapes.js';
import * as store from './store.js';

/** The least height the board and tray are fitted into, in px: on a shorter screen the page scrolls. */
const MIN_STAGE_HEIGHT = 160;

const DEFAULT_BOARD = '6x10';
const title = (board) => (board.holes.length ? `${board.rows}×${board.columns} with a hole` : `${board.rows}×${board.columns}`);

/** Makes the game in the tab's `panel` over loaded rules and their compiled `module` (for the count worker). */
export function createGame(panel, rules, module) {
  const $ = (id) => panel.querySelector(`#${id}`);
  const stage = $('pento-stage');
  const status = new StatusView(panel);
  const turns = rules.turns;
  const puzzle = new Puzzle(rules, turns, DEFAULT_BOARD);
  const view = new StageView(stage, rules, turns);
  const pieces = view.pieces;
  const counter = createCounter(module);
  let lastSaved = 0;
  const timer = new Timer((ms) => {
    status.showTime(ms);
    if (ms - lastSaved > 5000) persist();
  });
  let selected = null;
  let choseByFocus = null;   // the piece a focus chose, until the task that focused it is over
  let shown = false;
  let opened = false;   // a board has been opened: the puzzle shown is one of the stored ones
  let revision = 0;     // how many times the board's puzzle has been kept, by this tab or another

  const boardChoice = $('pento-board-choice');
  for (const board of rules.boards) boardChoice.append(new Option(title(board), board.board));

  const entry = () => rules.boardOf(puzzle.state.board);

  /** Keeps the board's puzzle, once one is open (a tab left before its board showed keeps nothing). */
  function persist() {
    if (!opened) return;
    lastSaved = timer.elapsed;
    revision += 1;
    store.keepPuzzle(puzzle.state.board, { ...puzzle.snapshot(), elapsed: Math.round(timer.elapsed), revision });
  }

  /**
   * Opens a board's kept puzzle, or an empty one; a kept puzzle the rules refuse is reported and replaced.
   * Taking up another tab's puzzle (`following`) writes nothing back.
   */
  function open(board, following = false) {
    const saved = store.storedPuzzle(board);
    opened = true;
    revision = Number.isInteger(saved?.revision) ? saved.revision : 0;
    puzzle.start(board);
    timer.set(0);
    if (saved) {
      try {
        if (!Number.isFinite(saved.elapsed) || saved.elapsed < 0) throw new PentominoError(`its time is ${saved.elapsed}`);
        const dropped = puzzle.resume(saved, board);
        timer.set(saved.elapsed);
        if (dropped) {
          status.message(`Your saved ${board} puzzle's undo list could not be read (${dropped}); the board is as you left it, `
            + 'with nothing to undo.', true, following ? null : store.keepPuzzleAside(board, saved));
        }
      } catch (error) {
        puzzle.start(board);   // kept in its place by the persist below (unless following another tab)
        status.message(`Your saved ${board} puzzle could not be resumed (${error.message}); a new puzzle starts.`, true,
          following ? null : store.keepPuzzleAside(board, saved));
      }
    }
    boardChoice.value = puzzle.state.board;
    status.hideCelebration();
    status.showFound(store.loadFound()[puzzle.state.board]);
    select(null);
    relayout();
    if (!following) persist();
    count();
    clock();
    // An empty board's count is its total; a board opened part-done asks for it beside.
    if (puzzle.state.placements.length > 0 && !store.loadFound()[puzzle.state.board]?.total) {
      counter.total(puzzle.state.board).then((total) => noteTotal(puzzle.state.board, total), () => {});
    }
  }

  function noteTotal(board, total) {
    store.storeTotal(board, total);
    if (board === puzzle.state.board) status.showFound(store.loadFound()[board]);
  }

  /** Runs the clock while the tab shows, the page is visible, a piece is down and the board is not solved. */
  function clock() {
    const run = shown && !document.hidden && puzzle.state.placements.length > 0 && !puzzle.state.solved;
    if (run) timer.start();
    else timer.stop();
  }

  function count() {
    if (!shown) return;
    status.counting();
    const board = puzzle.state.board;
    counter.count(rules.save(), (answer) => {
      status.showCount(answer, puzzle.state);
      if (puzzle.state.placements.length === 0 && !answer.error) noteTotal(board, answer.count);
    });
  }

  function relayout() {
    if (!shown) return;
    const board = entry();
    const top = stage.getBoundingClientRect().top + scrollY;
    const below = $('pento-message').offsetHeight + panel.querySelector('.pento-tools').offsetHeight + 28;
    const width = stage.parentElement.clientWidth;
    // Down to a phone on its side (squares of 20 px or more); a screen shorter still scrolls.
    if (view.layout(board, width, Math.max(MIN_STAGE_HEIGHT, innerHeight - top - below))) letGo();
    render();
    keys.redraw();   // a piece held with the keys stays lifted where it was, one a pointer holds under it
    drags.redraw();
  }

  function render(motion = {}) {
    view.render(puzzle.state, puzzle.tray, motion);
    $('pento-undo').disabled = puzzle.undoSteps === 0;
    $('pento-redo').disabled = puzzle.redoSteps === 0;
    status.showHints(puzzle.hints);
    if (selected) pieces.select(selected);
    taps.reaim();   // a press on a square outlines the chosen piece as it is now (a key may have turned it)
  }

  function select(piece) {
    selected = piece;
    pieces.select(piece);
  }

  /**
   * Does something to the puzzle; false (with the rules' reason shown) when they refused, or it did nothing.
   * A board solved by a move of the player's (or a hint) is recorded and celebrated; one an undo or redo
   * brings back was recorded when it was solved.
   */
  function act(action, { replaying = false } = {}) {
    const wasSolved = puzzle.state.solved;
    let motion;
    try {
      motion = action();
    } catch (error) {
      if (!(error instanceof PentominoError)) throw error;
      status.message(error.message, true);
      render();
      return false;
    }
    if (motion === null) return false;
    const elapsed = puzzle.takeElapsed();
    if (elapsed !== null && elapsed > timer.elapsed) timer.set(elapsed);
    status.message('');
    render(motion);
    persist();
    count();
    clock();
    if (puzzle.state.solved && !wasSolved && !replaying) solved();
    else if (!puzzle.state.solved) status.hideCelebration();
    return true;
  }

  function solved() {
    const board = puzzle.state.board;
    const ms = timer.elapsed;
    const known = store.loadFound()[board]?.total ?? null;
    const hints = puzzle.hints;
    const found = store.recordSolution(board, rules.solutionId(), ms, known, hints > 0);
    const area = view.trayArea();
    status.celebrate(ms, hints, found, area, true);
    status.showFound(found);
    status.announce(`Solved. ${$('pento-solved-time').textContent}. ${$('pento-solved-found').textContent}`);
    pieces.celebrate();
    if (!known) {
      counter.total(board).then((total) => {
        noteTotal(board, total);
        status.celebrate(ms, hints, { ...found, total }, area, false);
      }, () => {});
    }
  }

  /** A turn a key or a button asks for: of the piece a pointer holds, else of `piece` where it lies. */
  function turn(piece, how) {
    if (!drags.turn(how)) turnInPlace(piece, how);
  }

  /** Says that a piece must be chosen first, and how: with a finger (`touch`) or not. */
  function chooseFirst(touch = matchMedia('(pointer: coarse)').matches) {
    status.message(touch ? 'Choose a piece first: tap it.' : 'Choose a piece first: click it, or Tab to it.');
  }

  /** Turns `piece` where it lies (a tap, a double-tap), or says why not. */
  function turnInPlace(piece, how) {
    if (!piece) {
      chooseFirst();
      return;
    }
    select(piece);
    const turning = how.startsWith('rotate');
    if (!act(() => puzzle.turn(piece, view.sight.how(how)))) {
      pieces.shake(piece);
      status.message(`No room to ${turning ? 'turn' : 'flip'} ${piece} there.`, true);
    } else if (!puzzle.state.solved) {   // (a turn that solves the board was followed by "Solved")
      status.announce(`${piece} ${turning ? 'turned' : 'flipped'}.`);
    }
  }

  function hint() {
    catchUp();
    if (puzzle.state.solved) {
      status.message('This board is solved already.');
      return;
    }
    if (!act(() => puzzle.hint())) {
      status.message('No hint: no solution is possible from here. Undo, or take a piece off.', true);
      return;
    }
    const piece = puzzle.lastChange.steps[0].piece;
    // A hint that solves the board was followed by "Solved", which is not written over.
    if (!puzzle.state.solved) status.announce(`Hint: ${piece} put down at ${spoken(held(piece).placement.origin)}.`);
  }

  /** A square as a screen reader hears it, counted as seen from the top left. */
  const spoken = ([row, column]) => `row ${row + 1}, column ${column + 1}`;

  /** What a change acts on, in words: its pieces, or the reset. */
  const changeWords = (change) => (change.cleared ? 'the reset' : change.steps.map((step) => step.piece).join(', '));

  // What a pointer or the keys hold is seen (see sight.js): these three are where it meets the rules' puzzle.

  /** A piece about to be picked up, as seen: `{ orientation, placement }` (placement null in the tray). */
  function held(piece) {
    return {
      orientation: view.sight.orientation(piece, puzzle.orientationOf(piece)),
      placement: view.sight.placement(puzzle.placementOf(piece)),
    };
  }

  /** Where the rules would land a piece seen in `orientation` with its corner at `origin`, as seen; null for nowhere near. */
  function landing(piece, orientation, origin) {
    const asked = view.sight.rulesPlacement(piece, orientation, origin);
    return view.sight.placement(rules.fit(piece, asked.orientation, asked.origin));
  }

  /** Where a piece would land put down as it is seen, its middle over the board square `[row, column]`; null for nowhere near. */
  function landingAround(piece, [row, column]) {
    const { orientation } = held(piece);
    const { rows, columns } = extent(rules.shape(piece, orientation));
    return landing(piece, orientation, [Math.round(row + 0.5 - rows / 2), Math.round(column + 0.5 - columns / 2)]);
  }

  /** Puts a piece where `landing` said it would land. */
  function put(piece, landed) {
    return act(() => puzzle.put(piece, view.sight.rulesPlacement(piece, landed.orientation, landed.origin)));
  }

  /** Puts back a piece held with the keys or a pointer, so that an undo, a redo or a hint acts on the board as shown. */
  function letGo() {
    keys.cancel();
    drags.cancel();
    taps.cancel();
  }

  /** Before an undo, a redo, a hint or a reset: a tap still waiting for its second acts (it came first), then `letGo`. */
  function catchUp() {
    drags.flush();
    letGo();
  }

  /**
   * Undoes (or redoes) the last change, once a waiting tap has acted, and says which, for a screen reader; says
   * `nothing` when `steps()` (read after the tap that came first, which may have added a change) counts none.
   */
  function replay(steps, action, done, nothing) {
    catchUp();
    if (steps() === 0) {
      status.message(nothing);
      return false;
    }
    if (!act(action, { replaying: true })) return false;
    status.announce(`${done}: ${changeWords(puzzle.lastChange)}.`);
    return true;
  }
  const undo = () => replay(() => puzzle.undoSteps, () => puzzle.undo(), 'Undone', 'Nothing to undo.');
  const redo = () => replay(() => puzzle.redoSteps, () => puzzle.redo(), 'Redone', 'Nothing to redo.');

  const drags = listenForDrags(stage, {
    view: pieces,
    geometry: () => view.geometry,
    holding(piece) {
      if (!view.geometry) return null;
      keys.cancel();
      return held(piece);
    },
    landing,
    showLanding: (piece, squares) => view.board.showLanding(piece, squares),
    drop(piece, landed, offBoard) {
      if (landed) put(piece, landed);
      else if (offBoard && puzzle.placementOf(piece)) act(() => puzzle.remove(piece));
      else render({ [piece]: 'slide' });
    },
    turned(piece, orientation, how) {
      const after = puzzle.turned(piece, orientation, how);
      return { orientation: after, ...extent(rules.shape(piece, after)) };
    },
    tap: tapPiece,
    doubleTap: (piece) => turnInPlace(piece, 'flip'),
    pick,
  });

  const keys = listenForKeyboardPlay({
    stage, view, puzzle, rules, status, drags, takeOff, render, select, turn, hint, undo, redo, held, landing, put, spoken,
    isActive: () => shown,
    selected: () => selected,
  });

  /**
   * A press on a piece answers whatever the last message asked ("Choose a piece first…"); true when the piece was
   * chosen already, by something before the press: not by a focus just before it (a screen reader focuses the piece
   * it activates, then presses it).
   */
  function pick(piece) {
    const chosen = selected === piece && choseByFocus !== piece;
    select(piece);
    status.message('');
    return chosen;
  }

  /** A tap on a piece not chosen (`chose`: its press chose it) chooses it; on the chosen one, turns it. */
  function tapPiece(piece, chose) {
    if (!chose) turnInPlace(piece, 'rotate');
    else if (selected === piece) status.announce(`${piece} chosen.`);   // (the keys may have chosen another since)
  }

  /**
   * A tap on the board square `square` as seen puts the chosen piece there. One beside the board (`square` null) takes
   * a placed piece off: the one whose tray place's button it activated (`place`), or the chosen piece, tapped on its own
   * tray slot at (x, y) px of the stage. `touch`: by a finger (else the screen's kind says how to choose).
   */
  function tapAt({ square, x, y, touch, place = null }) {
    keys.cancel();
    const piece = selected;
    if (puzzle.state.solved) {
      if (square) status.message('This board is solved already.');
      return;
    }
    if (!square) {
      const owner = place ?? (piece && slotAt(x, y) === piece ? piece : null);
      if (owner && puzzle.placementOf(owner)) takeOff(owner);
      return;
    }
    if (!piece) {
      chooseFirst(touch || undefined);   // a screen reader's press is a mouse's, even on a phone
      return;
    }
    const landed = landingAround(piece, square);
    if (!landed) {
      pieces.shake(piece);
      status.message(`${piece} does not fit there.`, true);
      return;
    }
    // Said first: a piece that solves the board is followed by "Solved", which must not be written over.
    status.announce(`${piece} put down at ${spoken(landed.origin)}.`);
    if (!put(piece, landed)) status.announce('');   // refused: the message line says why
  }

  /** Taps as `tapAt` does; what a tap acting just before refused (`refusal`) is said again, unless this one refuses. */
  function tapSaying(refusal, press) {
    if (status.problemOf(() => tapAt(press)) === null && refusal) status.message(refusal, true);
  }

  /** Takes a placed piece back to the tray, and says so. */
  function takeOff(piece) {
    if (act(() => puzzle.remove(piece))) status.announce(`${piece} taken off.`);
  }

  /** The piece whose tray slot holds a point of the stage (px), or null. */
  function slotAt(x, y) {
    const index = view.geometry.slots.findIndex((slot) => x >= slot.x && x < slot.x + slot.width && y >= slot.y
      && y < slot.y + slot.height);
    return index < 0 ? null : rules.pieces[index].piece;
  }

  // A tap on a square puts the chosen piece there, and one on its empty slot in the tray takes it off: placing
  // without a drag.
  let pressRefusal = null;   // what a tap acting at a press on the stage could not do
  const taps = listenForTaps(stage, {
    geometry: () => view.geometry,
    ignores: (target) => Boolean(pieces.pieceOf(target) || target.closest?.('.pento-solved')),
    busy: () => drags.pressed(),
    aim(square) {
      // A tap on a piece just before acts first; what it could not do is said again once this tap has acted (an aim
      // again, the puzzle redrawn during the press, finds nothing left to flush and keeps it).
      pressRefusal = status.problemOf(() => drags.flush()) ?? pressRefusal;
      if (!selected || !square || puzzle.state.solved || keys.holding()) return;
      view.board.showLanding(selected, landingAround(selected, square)?.squares ?? null);
    },
    tap(press) {
      view.board.showLanding(selected, null);
      const refusal = pressRefusal;
      pressRefusal = null;
      tapSaying(refusal, press);
    },
    miss() {
      pressRefusal = null;
      if (!keys.holding()) view.board.showLanding(selected, null);
    },
  });

  // An older browser's screen reader activates with a bare click (see targets.js): it does what a press does there.
  listenForActivations(stage, {
    pieceOf: (element) => pieces.pieceOf(element),
    piece(piece) {
      drags.flush();   // a tap just before acts first
      if (!view.geometry) return;
      keys.cancel();
      tapPiece(piece, !pick(piece));
    },
    tap(activated) {
      tapSaying(status.problemOf(() => drags.flush()), activated);
    },
  });

  stage.addEventListener('focusin', (event) => {
    const piece = pieces.pieceOf(event.target);
    if (!piece) return;
    // A press in the same task (a screen reader's, which focuses what it activates) finds the focus chose it.
    choseByFocus = selected === piece ? null : piece;
    setTimeout(() => { choseByFocus = null; });
    select(piece);
  });
  for (const [button, how] of [['pento-rotate', 'rotate'], ['pento-flip', 'flip']]) {
    $(button).addEventListener('click', () => {
      keys.cancel();
      turn(selected, how);
    });
  }
  $('pento-undo').addEventListener('click', undo);
  $('pento-redo').addEventListener('click', redo);
  $('pento-hint').addEventListener('click', hint);
  const reset = () => {
    catchUp();
    if (act(() => puzzle.reset(timer.elapsed))) {
      timer.set(0);
      persist();
      render();
    }
  };
  $('pento-reset').addEventListener('click', reset);
  // The solved card's buttons go with the card: the focus goes on to the first piece to play again with, or to
  // the stage while the solution is admired (a focused piece would be selected on it), not to the page.
  stage.tabIndex = -1;
  $('pento-again').addEventListener('click', () => {
    reset();
    stage.querySelector('.pento-piece')?.focus({ preventScroll: true });
  });
  $('pento-admire').addEventListener('click', () => {
    status.hideCelebration();
    stage.focus({ preventScroll: true });
  });
  boardChoice.addEventListener('change', () => {
    letGo();
    persist();
    open(boardChoice.value);
  });
  let pending = 0;
  new ResizeObserver(() => {
    cancelAnimationFrame(pending);
    pending = requestAnimationFrame(relayout);
  }).observe(panel);
  document.addEventListener('visibilitychange', () => {
    clock();
    persist();
  });
  addEventListener('pagehide', persist);

  /**
   * Another tab of this browser stored the puzzles: when it changed this board's puzzle, this tab takes it up
   * (a piece held goes back), so that neither writes an older copy over the other's; the clock keeps the
   * longer time. Other boards are read afresh when opened.
   */
  function followElsewhere() {
    if (!opened) return;
    const theirs = store.storedPuzzle(puzzle.state.board);
    if (!theirs) return;
    // A page from before revisions writes none: its copy is taken as it comes.
    const kept = Number.isInteger(theirs.revision) ? theirs.revision : revision;
    if (kept < revision) {
      persist();   // another tab wrote back an older copy of this board (with its own): this one's goes back
      return;
    }
    revision = kept;
    const mine = puzzle.snapshot();
    if (theirs.save !== mine.save || theirs.hints !== mine.hints || theirs.history !== mine.history) {
      letGo();
      open(puzzle.state.board, true);
      status.message('This puzzle moved on in another tab: here it is as it stands there.');
    } else if (theirs.elapsed > timer.elapsed + 1000) {
      timer.set(theirs.elapsed);
      clock();
    }
  }
  store.onPuzzlesStoredElsewhere(followElsewhere);

  // The board last played in this browser, or a first empty board.
  let first = DEFAULT_BOARD;
  try {
    const board = store.loadPuzzles()?.board;
    if (rules.boardOf(board)) first = board;
  } catch (error) {
    status.message(`Your saved puzzles could not be read (${error.message}); a new puzzle starts.`, true,
      store.setAsidePuzzles());
  }

  return {
    /** The tab is showing: lays out the board, opens the puzzle the first time, counts, runs the clock. */
    show() {
      const opening = !shown && !view.geometry;
      shown = true;
      if (opening) open(first);
      else {
        relayout();
        count();
        clock();
      }
      panel.dataset.ready = 'true';
    },

    /** The tab is hidden: what is held goes back, the clock stops, the puzzle is kept, counting stops. */
    hide() {
      letGo();
      shown = false;
      clock();
      persist();
      counter.stop();
    },
  };
}
