// The board, drawn in code as an SVG: its squares, the squares that are not part of it (the 8x8's
// centre), and the outline of where a held piece would land. It shows what the rules said; it decides
// nothing.

import { COLOURS, svgElement } from './shapes.js';

/** The board's drawing inside the stage. */
export class BoardView {
  #svg;
  #squares;
  #landing;
  #drawn = '';

  /** Makes the board's SVG in `stage` (an element the board and the pieces are placed in). */
  constructor(stage) {
    this.#svg = svgElement('svg', { class: 'pento-board', 'aria-hidden': 'true' });
    this.#squares = svgElement('g');
    this.#landing = svgElement('g', { class: 'pento-landing' });
    this.#svg.append(this.#squares, this.#landing);
    stage.prepend(this.#svg);
  }

  /** Draws a board (its catalog entry) at a geometry's place and size; redraws only what changed. */
  layout(board, geometry) {
    const { x, y } = geometry.board;
    const s = geometry.square;
    Object.assign(this.#svg.style, {
      transform: `translate(${x}px, ${y}px)`, width: `${board.columns * s}px`, height: `${board.rows * s}px`,
    });
    this.#svg.setAttribute('viewBox', `0 0 ${board.columns} ${board.rows}`);   // its frame overflows the box
    const key = `${board.board} ${board.rows}x${board.columns}`;   // stood up, the same board is drawn anew
    if (this.#drawn === key) return;
    this.#drawn = key;
    const holes = new Set(board.holes.map(([row, column]) => `${row},${column}`));
    this.#squares.replaceChildren();
    const frame = [];
    for (let row = 0; row < board.rows; row += 1) {
      for (let column = 0; column < board.columns; column += 1) {
        if (holes.has(`${row},${column}`)) continue;
        frame.push(svgElement('rect', { x: column, y: row, width: 1, height: 1, class: 'pento-cell' }));
      }
    }
    // Under the squares, a frame a little larger than each, so the board's edge reads as one line.
    const under = svgElement('g', { class: 'pento-frame' });
    for (const cell of frame) {
      under.append(svgElement('rect', {
        x: Number(cell.getAttribute('x')) - 0.06, y: Number(cell.getAttribute('y')) - 0.06, width: 1.12, height: 1.12, rx: 0.08,
      }));
    }
    this.#squares.append(under, ...frame);
  }

  /** Outlines the squares where `piece` would land (`[[row, column], …]`), or nothing (null). */
  showLanding(piece, squares) {
    this.#landing.replaceChildren();
    if (!squares) return;
    for (const [row, column] of squares) {
      this.#landing.append(svgElement('rect', {
        x: column + 0.06, y: row + 0.06, width: 0.88, height: 0.88, rx: 0.12,
        stroke: COLOURS[piece], fill: COLOURS[piece], class: 'pento-landing-square',
      }));
    }
  }
}
