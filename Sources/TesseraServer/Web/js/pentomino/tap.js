// Placing without a drag: a tap (or a click) on a square of the board, away from the pieces, and one
// beside the board. It forwards where the player tapped; what a tap puts where is the caller's (which
// asks the rules). A press that moves on (a scroll, a swipe) or is cancelled is no tap.

import { DRAG_START } from './drag.js';

/**
 * Listens on `stage` for taps that land on no piece. The caller gives:
 * - `geometry()`: the current layout (see layout.js), or null before the first;
 * - `ignores(target)`: true for an element a tap on is not the stage's (a piece, the solved card);
 * - `aim(square)`: a press began over the board square `[row, column]` as seen, or beside the board (null);
 * - `tap(square)`: it was a tap there; `miss()`: it was not (it moved, or the browser took it to scroll).
 */
export function listenForTaps(stage, { geometry, ignores, aim, tap, miss }) {
  let press = null;   // { id, start, square, slop } from a press to its end

  function point(event) {
    const box = stage.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  }

  /** The board square as seen under a point of the stage, or null beside the board. */
  function squareAt({ x, y }) {
    const { board, square } = geometry();
    const row = Math.floor((y - board.y) / square);
    const column = Math.floor((x - board.x) / square);
    return row >= 0 && row < board.rows && column >= 0 && column < board.columns ? [row, column] : null;
  }

  stage.addEventListener('pointerdown', (event) => {
    if (press || !event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0)) return;
    if (!geometry() || ignores(event.target)) return;
    const start = point(event);
    press = { id: event.pointerId, start, square: squareAt(start), slop: DRAG_START[event.pointerType] ?? 6 };
    aim(press.square);
  });
  stage.addEventListener('pointermove', (event) => {
    if (!press || event.pointerId !== press.id) return;
    const at = point(event);
    if (Math.hypot(at.x - press.start.x, at.y - press.start.y) < press.slop) return;
    press = null;
    miss();
  });
  const end = (event) => {
    if (!press || event.pointerId !== press.id) return;
    const { square } = press;
    press = null;
    if (event.type === 'pointerup') tap(square);
    else miss();
  };
  stage.addEventListener('pointerup', end);
  stage.addEventListener('pointercancel', end);
}
