// What a screen reader finds on the stage, and what it activates there. The board is one hidden drawing, so
// a button lies over each of its squares, named for the piece that covers it, and one over each placed piece's
// empty place in the tray. They are unseen. A finger or a mouse that presses a square goes on to tap.js as a
// tap there; a tray place lets real pointers through (a tap there is the chosen piece's, as before), and only
// an activation sent to it reaches it. A screen reader activates an element by a press: Chrome sends a mouse
// press to the element itself, after focusing it, which drag.js and tap.js hear as any press; Safari on a phone
// touches the element's middle, which meets what a finger would (the tray, not its button); older browsers send
// a bare click, which `listenForActivations` turns into the same acts.

/** The buttons over the board's squares and the placed pieces' tray places. */
export class Targets {
  #layer;
  #squares = new Map();   // "row,column" as seen → its button
  #places = new Map();    // piece → the button over its tray place
  #drawn = '';

  /** Makes the layer in `stage`, after the pieces (a screen reader's swipes meet them first), for `pieces` (letters). */
  constructor(stage, pieces) {
    this.#layer = document.createElement('div');
    this.#layer.className = 'pento-targets';
    for (const piece of pieces) {
      const place = button(`Take ${piece} off the board`);
      place.dataset.place = piece;
      place.hidden = true;
      this.#places.set(piece, place);
    }
    this.#layer.append(...this.#places.values());
    stage.append(this.#layer);
  }

  /** Lays the buttons over a board as seen (a catalog entry, perhaps stood up) and the tray's slots of a geometry. */
  layout(board, geometry) {
    const key = `${board.board} ${board.rows}x${board.columns}`;
    if (this.#drawn !== key) {
      this.#drawn = key;
      for (const square of this.#squares.values()) square.remove();
      this.#squares.clear();
      const holes = new Set(board.holes.map(([row, column]) => `${row},${column}`));
      for (let row = 0; row < board.rows; row += 1) {
        for (let column = 0; column < board.columns; column += 1) {
          if (holes.has(`${row},${column}`)) continue;
          const square = button('');
          Object.assign(square.dataset, { row, column });
          this.#squares.set(`${row},${column}`, square);
        }
      }
      this.#layer.prepend(...this.#squares.values());
    }
    const s = geometry.square;
    for (const square of this.#squares.values()) {
      position(square, { x: geometry.board.x + square.dataset.column * s, y: geometry.board.y + square.dataset.row * s, width: s, height: s });
    }
    [...this.#places.values()].forEach((place, index) => position(place, geometry.slots[index]));
  }

  /** Names each square for the piece on it in a state as seen, and offers the tray place of each placed piece until it is solved. */
  name(state) {
    const covering = new Map();
    for (const { piece, squares } of state.placements) {
      for (const [row, column] of squares) covering.set(`${row},${column}`, piece);
    }
    for (const [key, square] of this.#squares) {
      const [row, column] = key.split(',').map(Number);
      const label = `Row ${row + 1}, column ${column + 1}: ${covering.get(key) ?? 'empty'}`;
      if (square.getAttribute('aria-label') !== label) square.setAttribute('aria-label', label);
    }
    const placed = new Set(state.placements.map(({ piece }) => piece));
    for (const [piece, place] of this.#places) place.hidden = state.solved || !placed.has(piece);
  }
}

function button(label) {
  const element = document.createElement('div');
  element.className = 'pento-target';
  element.setAttribute('role', 'button');
  element.setAttribute('aria-label', label);
  return element;
}

function position(element, { x, y, width, height }) {
  Object.assign(element.style, { left: `${x}px`, top: `${y}px`, width: `${width}px`, height: `${height}px` });
}

/** The piece whose tray place an element is the button over, or null. */
export function placeOf(element) {
  return element?.closest?.('.pento-target[data-place]')?.dataset.place ?? null;
}

/** The board square as seen `[row, column]` an element is the button over, or null. */
function squareOf(element) {
  const square = element?.closest?.('.pento-target[data-row]');
  return square ? [Number(square.dataset.row), Number(square.dataset.column)] : null;
}

/**
 * Listens on `stage` for bare clicks: clicks with no pointer press just before them, as an older browser's screen
 * reader sends. The caller gives `pieceOf(element)` (the piece an element belongs to, or null), `piece(letter)` (a
 * piece was activated) and `tap({ square, place })` (a board square as seen, or a placed piece's tray place).
 */
export function listenForActivations(stage, { pieceOf, piece, tap }) {
  // A press's own click comes at once after its release: within this long, a click is the press's, which
  // drag.js and tap.js heard already. Heard on the whole window, so a press let go off the stage ends too.
  const CLICK_AFTER_RELEASE_MS = 600;
  // A release a browser never sends (a context menu opened on the press) ends the press too, as does a pointer
  // moving with no button down, or the window losing the focus.
  let pressing = false;
  let releasedAt = -Infinity;
  const release = (event) => {
    pressing = false;
    releasedAt = event.timeStamp;
  };
  const abandon = (event) => {
    if (pressing) release(event);
  };
  addEventListener('pointerdown', () => { pressing = true; }, true);
  for (const type of ['pointerup', 'pointercancel']) addEventListener(type, release, true);
  addEventListener('contextmenu', abandon, true);
  addEventListener('blur', abandon);   // the window's own (an element's blur reaches only a capturing listener)
  addEventListener('pointermove', (event) => {
    if (event.buttons === 0) abandon(event);
  }, true);
  stage.addEventListener('click', (event) => {
    if (pressing || event.timeStamp - releasedAt < CLICK_AFTER_RELEASE_MS) return;
    const letter = pieceOf(event.target);
    const place = placeOf(event.target);
    const square = squareOf(event.target);
    if (letter) piece(letter);
    else if (place || square) tap({ square, place });
  });
}
