// Picking pieces up by touch, pen or mouse (pointer events), dragging them, and telling a tap from a
// double-tap. It forwards what the player did; where a piece may land is asked of the caller (which asks
// the rules), and what a drop, a tap or a double-tap does is the caller's.

const DRAG_START = { mouse: 5, pen: 6, touch: 8 };   // px a press moves before it is a drag
const DOUBLE_TAP_MS = 300;                          // a second tap this soon makes a double-tap (phones wait as long)
const ABOVE_FINGER = 1.1;                           // board squares between a finger and the piece it holds
const SETTLE_MS = 120;                              // how long a touch-held piece takes to rise above the finger

/** The px a press by `pointerType` moves before it is a drag: one that moves less is a tap. */
export function dragStart(pointerType) {
  return DRAG_START[pointerType] ?? 6;
}

/** Where a pointer event happened, in px from the stage's corner. */
export function stagePoint(stage, event) {
  const box = stage.getBoundingClientRect();
  return { x: event.clientX - box.left, y: event.clientY - box.top };
}

/**
 * Listens on `stage` for presses on pieces. The caller gives:
 * - `view`: the PiecesView (where pieces are drawn, hover);
 * - `geometry()`: the current layout;
 * - `holding(piece)`: `{ orientation }` of a piece about to be picked up, or null when it may not be;
 * - `landing(piece, orientation, origin)`: where it would land for a corner at `origin`, or null;
 * - `showLanding(piece, squares)`: outlines that (null clears it);
 * - `drop(piece, landed, offBoard)`: the piece was let go over `landed` (null: nowhere; `offBoard`: away from the board);
 * - `pick(piece)`: any press on a piece, true when it was the chosen piece already; `tap(piece, chose)`: a tap,
 *   `chose` when its press chose the piece; `doubleTap(piece)`: a double-tap.
 * - `turned(piece, orientation, how)`: `{ orientation, rows, columns }` of a held piece after a turn or a mirror.
 * Returns `{ cancel(), turn(how), redraw(), flush(), pressed() }`: the first drops what is held back where it
 * was; the second turns the piece held (after a tap still waiting for its second, which acts first), false when
 * none is; the third draws a held piece again under the pointer, after the layout changed; the fourth does now
 * what a tap still waiting for its second asked (a press elsewhere came first); the fifth is true while a
 * pointer is down on a piece.
 */
export function listenForDrags(stage, { view, geometry, holding, landing, showLanding, drop, tap, doubleTap, pick, turned }) {
  let press = null;      // the press in progress
  let pendingTap = null; // { piece, chose, at, timer } a tap (released at `at`) waiting to see whether a second follows

  function boxAt(p, x, y) {
    const s = geometry().square;
    const k = p.dragging ? 1 : p.k;
    const size = { width: p.columns * s * k, height: p.rows * s * k };
    let left;
    let top;
    if (p.touch && p.dragging) {
      // Above the finger, so the finger does not hide it; rising there over a moment.
      const rise = Math.min(1, (performance.now() - p.draggedAt) / SETTLE_MS);
      const aboveX = x - size.width / 2;
      const aboveY = y - size.height - ABOVE_FINGER * s;
      const grabX = x - p.grab.x * size.width;
      const grabY = y - p.grab.y * size.height;
      left = grabX + (aboveX - grabX) * rise;
      top = grabY + (aboveY - grabY) * rise;
    } else {
      left = x - p.grab.x * size.width;
      top = y - p.grab.y * size.height;
    }
    return { left, top, width: size.width, height: size.height };
  }

  function follow(x, y) {
    const p = press;
    p.last = { x, y };
    const box = boxAt(p, x, y);
    view.hover(p.piece, p.orientation, box.left, box.top, p.dragging ? 1 : p.k);
    if (!p.dragging) return;
    const g = geometry();
    const s = g.square;
    const middle = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    const near = middle.x > g.board.x - s * 0.75 && middle.x < g.board.x + g.board.columns * s + s * 0.75
      && middle.y > g.board.y - s * 0.75 && middle.y < g.board.y + g.board.rows * s + s * 0.75;
    p.overBoard = middle.x > g.board.x && middle.x < g.board.x + g.board.columns * s
      && middle.y > g.board.y && middle.y < g.board.y + g.board.rows * s;
    const origin = near
      ? [Math.round((middle.y - (p.rows * s) / 2 - g.board.y) / s), Math.round((middle.x - (p.columns * s) / 2 - g.board.x) / s)]
      : null;
    const key = origin ? origin.join(',') : 'off';
    if (key === p.originKey) return;
    p.originKey = key;
    p.landed = origin ? landing(p.piece, p.orientation, origin) : null;
    showLanding(p.piece, p.landed?.squares ?? null);
  }

  function rise() {
    if (!press?.dragging || !press.touch) return;
    follow(press.last.x, press.last.y);
    if (performance.now() - press.draggedAt < SETTLE_MS + 20) requestAnimationFrame(rise);
  }

  /** Does what a tap asked; a press on its piece since then goes on with the piece as the tap left it. */
  function fire({ piece, chose }) {
    tap(piece, chose);
    if (press?.piece !== piece) return;
    const held = holding(piece);
    if (held) press.orientation = held.orientation;
    const drawn = view.drawn(piece);
    Object.assign(press, { rows: drawn.rows, columns: drawn.columns, k: drawn.k });
  }

  /** Does now what a tap waiting for its second asked: a press that cannot make it a double-tap came first. */
  function tapNow() {
    if (!pendingTap) return;
    clearTimeout(pendingTap.timer);
    const waiting = pendingTap;
    pendingTap = null;
    fire(waiting);
  }

  stage.addEventListener('pointerdown', (event) => {
    if (press || (event.pointerType === 'mouse' && event.button !== 0)) return;
    const piece = view.pieceOf(event.target);
    if (!piece) return;
    if (pendingTap && pendingTap.piece !== piece) tapNow();
    const held = holding(piece);
    if (!held) return;
    event.preventDefault();
    const chose = !pick(piece);
    const drawn = view.drawn(piece);
    const at = stagePoint(stage, event);
    const s = geometry().square;
    press = {
      id: event.pointerId, piece, chose, orientation: held.orientation,
      touch: event.pointerType === 'touch', start: at, last: at, dragging: false, k: drawn.k,
      rows: drawn.rows, columns: drawn.columns, originKey: null, landed: null, overBoard: false,
      grab: { x: (at.x - drawn.x) / (drawn.columns * s * drawn.k), y: (at.y - drawn.y) / (drawn.rows * s * drawn.k) },
    };
    stage.setPointerCapture?.(event.pointerId);
    // A piece keyboard focus was on lets go of it: the keys act on the piece picked up now.
    if (view.pieceOf(document.activeElement) && view.pieceOf(document.activeElement) !== piece) document.activeElement.blur();
    follow(at.x, at.y);
  });

  stage.addEventListener('pointermove', (event) => {
    if (!press || event.pointerId !== press.id) return;
    const at = stagePoint(stage, event);
    if (!press.dragging) {
      const moved = Math.hypot(at.x - press.start.x, at.y - press.start.y);
      if (moved < dragStart(event.pointerType)) return;
      press.dragging = true;
      press.draggedAt = performance.now();
      tapNow();   // tapped, then dragged before the double-tap's wait was over: the tap acts first
      requestAnimationFrame(rise);
    }
    follow(at.x, at.y);
  });

  function release(event) {
    if (!press || event.pointerId !== press.id) return;
    const p = press;
    press = null;
    showLanding(p.piece, null);
    if (event.type === 'pointercancel') {
      drop(p.piece, null, false);
      return;
    }
    if (p.dragging) {
      drop(p.piece, p.landed, !p.overBoard && !p.landed);
      return;
    }
    drop(p.piece, null, false);   // back where it was: a tap moves nothing
    // A second tap soon enough by the events' own times (a page that stalled has not yet run the first's timer).
    if (pendingTap?.piece === p.piece && event.timeStamp - pendingTap.at < DOUBLE_TAP_MS) {
      clearTimeout(pendingTap.timer);
      pendingTap = null;
      doubleTap(p.piece);
    } else {
      tapNow();
      const waiting = { piece: p.piece, chose: p.chose, at: event.timeStamp };
      waiting.timer = setTimeout(() => {
        if (pendingTap === waiting) pendingTap = null;
        fire(waiting);
      }, DOUBLE_TAP_MS);
      pendingTap = waiting;
    }
  }
  stage.addEventListener('pointerup', release);
  stage.addEventListener('pointercancel', release);
  // Touch events arrive too: a drag on a piece must not scroll the page.
  stage.addEventListener('touchmove', (event) => {
    if (press) event.preventDefault();
  }, { passive: false });

  /** Draws the held piece again under the pointer, its landing looked up afresh. */
  function redrawHeld() {
    press.originKey = null;
    follow(press.last.x, press.last.y);
  }

  return {
    turn(how) {
      tapNow();
      if (!press) return false;
      Object.assign(press, turned(press.piece, press.orientation, how));
      redrawHeld();
      return true;
    },
    redraw() {
      if (press) redrawHeld();
    },
    flush: tapNow,
    pressed: () => press !== null,
    /** Drops what is held back where it was, and forgets a tap waiting for its second. */
    cancel() {
      if (pendingTap) clearTimeout(pendingTap.timer);
      pendingTap = null;
      if (!press) return;
      const p = press;
      press = null;
      showLanding(p.piece, null);
      drop(p.piece, null, false);
    },
  };
}
