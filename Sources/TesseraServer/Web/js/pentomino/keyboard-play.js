// Keyboard play wired to the game: what holding a piece with the keys shows (the piece lifted over the
// board, the outline of where the rules would put it) and what placing, turning or taking it off asks of
// the puzzle. The keys themselves are read by keys.js.

import { listenForKeys } from './keys.js';
import { extent } from './shapes.js';

/**
 * Listens for keyboard play on the game's `stage`, with its `view` (StageView), `puzzle`, `rules`, `status`
 * and `drags`, and its actions (`takeOff`, `render`, `select`, `turn`, `hint`, `undo`, `redo`, `isActive`, `selected`,
 * and `held`, `landing`, `put`, which take and give pieces as seen, and `spoken`, a square in words; see game.js). The held piece is kept
 * as seen, so the arrows move it across the screen however the board lies. Returns what keys.js returns:
 * `{ cancel(), redraw(), holding() }`.
 */
export function listenForKeyboardPlay({
  stage, view, puzzle, rules, status, drags, takeOff, render, select, turn, hint, undo, redo, isActive, selected,
  held, landing, put, spoken,
}) {
  // What a screen reader last heard of each hold: the first showing says the piece is held and how to move it,
  // a turn or a move says where it is now; a redraw that changed neither says nothing. (Whether it fits is
  // the message line's to say, which is a status region too.)
  const heard = new WeakMap();
  function tell(hold) {
    const before = heard.get(hold);
    const where = spoken(hold.origin);
    heard.set(hold, { orientation: hold.orientation, where });
    if (!before) {
      status.announce(`Holding ${hold.piece} over ${where}. Arrows move it, R turns it, F flips it, Enter puts it down, Escape puts it back.`);
    } else if (before.orientation !== hold.orientation) {
      status.announce(`${hold.piece} ${hold.turn.startsWith('flip') ? 'flipped' : 'turned'}, over ${where}.`);
    } else if (before.where !== where) {
      status.announce(`Over ${where}.`);
    }
  }

  return listenForKeys({
    isActive,
    pieceOf: (element) => view.pieces.pieceOf(element),
    pieces: () => [...stage.querySelectorAll('.pento-piece')],
    selected,
    begin(piece) {
      drags.flush();   // a tap just before acts first
      drags.cancel();
      select(piece);
      const { orientation, placement } = held(piece);
      const size = extent(rules.shape(piece, orientation));
      const board = view.geometry.board;
      return {
        orientation,
        origin: placement?.origin ?? [Math.floor((board.rows - size.rows) / 2), Math.floor((board.columns - size.columns) / 2)],
      };
    },
    size: (piece, orientation) => extent(rules.shape(piece, orientation)),
    board: () => view.geometry.board,
    turned: (piece, orientation, how) => puzzle.turned(piece, orientation, how),
    noPieceThatWay: (direction) => status.announce(`No piece further ${direction}.`),
    show(hold) {
      view.hoverAt(hold.piece, hold.orientation, hold.origin);
      hold.landed = landing(hold.piece, hold.orientation, hold.origin);
      view.board.showLanding(hold.piece, hold.landed?.squares ?? null);
      status.message(hold.landed ? '' : `${hold.piece} does not fit near here.`);
      tell(hold);
    },
    place(hold) {
      if (!hold.landed) {
        view.pieces.shake(hold.piece);
        status.message(`${hold.piece} does not fit near here: move it with the arrows.`, true);
        return false;
      }
      view.board.showLanding(hold.piece, null);
      // Said first: a piece that solves the board is followed by "Solved", which must not be written over.
      status.announce(`${hold.piece} put down at ${spoken(hold.landed.origin)}.`);
      if (!put(hold.piece, hold.landed)) status.announce('');   // refused: the message line says why
      view.pieces.element(hold.piece).focus({ preventScroll: true });
      return true;
    },
    cancel(hold) {
      view.board.showLanding(hold.piece, null);
      render({ [hold.piece]: 'slide' });
      status.announce(`${hold.piece} put back.`);
    },
    turn,
    remove(piece) {
      drags.flush();   // a tap just before acts first
      if (!puzzle.placementOf(piece)) render({ [piece]: 'slide' });
      else takeOff(piece);
    },
    undo,
    redo,
    hint,
  });
}
