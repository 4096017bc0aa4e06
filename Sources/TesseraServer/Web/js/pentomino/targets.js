// What a screen reader finds by touch on the stage, and what it activates there. The board is one hidden
// drawing, so a button lies over each of its squares, named for the piece that covers it, and one over each
// placed piece's empty place in the tray. They are transparent: a finger or a mouse that presses one goes on
// to tap.js as a tap there. A click with no press behind it (a screen reader's double-tap, a switch, a voice
// command) is an activation, told to the game: on a piece, on a square or on a tray place.

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
      place(square, { x: geometry.board.x + square.dataset.column * s, y: geometry.board.y + square.dataset.row * s, width: s, height: s });
    }
    [...this.#places.values()].forEach((button, index) => place(button, geometry.slots[index]));
  }

  /** Names each square for the piece on it in a state as seen, and offers the tray place of each placed piece. */
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
    for (const [piece, place] of this.#places) place.hidden = !placed.has(piece);
  }
}

function button(label) {
  const element = document.createElement('div');
  element.className = 'pento-target';
  element.setAttribute('role', 'button');
  element.setAttribute('aria-label', label);
  return element;
}

function place(element, { x, y, width, height }) {
  Object.assign(element.style, { left: `${x}px`, top: `${y}px`, width: `${width}px`, height: `${height}px` });
}

/**
 * Listens on `stage` for activations: clicks with no pointer press behind them. The caller gives
 * `piece(letter)` (a piece was activated), `square([row, column])` (a board square as seen) and `takeOff(letter)`
 * (a placed piece's tray place), and `pieceOf(element)` (the piece an element belongs to, or null).
 */
export function listenForActivations(stage, { pieceOf, piece, square, takeOff }) {
  // A press's own click follows it: a pointer went down since the last click, so that click is the press's,
  // which drag.js and tap.js heard already. A press that ends in no click (a scroll, a press let go off the
  // stage) is forgotten once it ends, after the moment its click would take.
  let pressed = false;
  let forget = null;
  stage.addEventListener('pointerdown', () => {
    clearTimeout(forget);
    pressed = true;
  }, true);
  const ended = () => {
    clearTimeout(forget);
    forget = setTimeout(() => { pressed = false; }, 400);
  };
  stage.addEventListener('pointerup', ended, true);
  stage.addEventListener('pointercancel', ended, true);
  stage.addEventListener('click', (event) => {
    const fromPress = pressed;
    pressed = false;
    clearTimeout(forget);
    if (fromPress) return;
    const letter = pieceOf(event.target);
    const target = event.target.closest?.('.pento-target');
    if (letter) piece(letter);
    else if (target?.dataset.place) takeOff(target.dataset.place);
    else if (target) square([Number(target.dataset.row), Number(target.dataset.column)]);
  });
}
