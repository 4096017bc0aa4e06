// Placing without a drag: a tap (or a click) on the stage away from the pieces, on a square of the board
// or beside it. It forwards where the player tapped; what a tap puts where is the caller's (which asks
// the rules). A press that moves on (a scroll, a swipe), is cancelled, or meets a second pointer is no tap.

import { dragStart, stagePoint } from './drag.js';
import { placeOf } from './targets.js';

/**
 * Listens on `stage` for taps that land on no piece. The caller gives:
 * - `geometry()`: the current layout (see layout.js), or null before the first;
 * - `ignores(target)`: true for an element a tap on is not the stage's (a piece, the solved card);
 * - `busy()`: true while a pointer holds a piece, which no tap then acts on;
 * - `aim(square)`: a press began over the board square `[row, column]` as seen, or beside the board (null);
 * - `tap({ square, x, y, touch, place })`: it was a tap there, at (x, y) px of the stage, by a finger or not, and
 *   on the button over a placed piece's tray place (`place`, its letter; see targets.js), or not (null);
 * - `miss()`: the press was no tap after all.
 * Returns `{ cancel(), reaim() }`: the first forgets a press under way (the tab is hidden, the board changes), the
 * second aims it again (the puzzle changed while it was down).
 */
export function listenForTaps(stage, { geometry, ignores, busy, aim, tap, miss }) {
  let press = null;   // { id, start, square, slop, touch, place } from a press to its end

  /** The board square as seen under a point of the stage, or null beside the board. */
  function squareAt({ x, y }) {
    const { board, square } = geometry();
    const row = Math.floor((y - board.y) / square);
    const column = Math.floor((x - board.x) / square);
    return row >= 0 && row < board.rows && column >= 0 && column < board.columns ? [row, column] : null;
  }

  function forget() {
    if (!press) return;
    press = null;
    miss();
  }

  stage.addEventListener('pointerdown', (event) => {
    // A second pointer (or the same one, its release lost) ends a press under way: two at once make no tap.
    forget();
    if (!event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0)) return;
    if (!geometry() || ignores(event.target) || busy()) return;
    const start = stagePoint(stage, event);
    stage.setPointerCapture?.(event.pointerId);   // its release is heard wherever it happens
    press = {
      id: event.pointerId, start, square: squareAt(start), slop: dragStart(event.pointerType),
      touch: event.pointerType === 'touch', place: placeOf(event.target),
    };
    aim(press.square);
  });
  stage.addEventListener('pointermove', (event) => {
    if (!press || event.pointerId !== press.id) return;
    const at = stagePoint(stage, event);
    if (Math.hypot(at.x - press.start.x, at.y - press.start.y) >= press.slop) forget();
  });
  const end = (event) => {
    if (!press || event.pointerId !== press.id) return;
    if (event.type !== 'pointerup' || busy()) {
      forget();
      return;
    }
    const { square, start, touch, place } = press;
    press = null;
    tap({ square, ...start, touch, place });
  };
  stage.addEventListener('pointerup', end);
  stage.addEventListener('pointercancel', end);

  return {
    cancel: forget,
    reaim() {
      if (press) aim(press.square);
    },
  };
}
