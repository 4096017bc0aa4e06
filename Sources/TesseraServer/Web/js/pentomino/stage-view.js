// The stage: the board and the twelve pieces laid out together (see layout.js) for the room the tab
// has, drawn as the rules' state says. It shows; it decides nothing.

import { BoardView } from './board-view.js';
import { PiecesView } from './pieces-view.js';
import { layout } from './layout.js';

/** The board and the pieces in the tab's stage element. */
export class StageView {
  #stage;
  /** The board's drawing. */
  board;
  /** The pieces' elements. */
  pieces;
  /** The current layout (see layout.js); null before the first. */
  geometry = null;

  constructor(stage, rules) {
    this.#stage = stage;
    this.board = new BoardView(stage);
    this.pieces = new PiecesView(stage, rules);
  }

  /** Lays a board (its catalog entry) and the tray out in `width` × `height` px. */
  layout(board, width, height) {
    const geometry = layout(board, width, height);
    this.geometry = geometry;
    this.#stage.style.width = `${geometry.width}px`;
    this.#stage.style.height = `${geometry.height}px`;
    this.board.layout(board, geometry);
    this.pieces.geometry = geometry;
  }

  /** Draws a state with the tray's orientations, each moved piece drawn as `motion` says (see PiecesView). */
  render(state, tray, motion = {}) {
    if (!this.geometry) return;
    this.pieces.show(state, tray, motion);
    Object.assign(this.#stage.dataset, {
      notation: state.notation, board: state.board, solved: String(state.solved), placed: String(state.placements.length),
    });
  }

  /** Draws a held piece lifted over the board with its corner at the board square `origin`. */
  hoverAt(piece, orientation, origin) {
    const g = this.geometry;
    this.pieces.hover(piece, orientation, g.board.x + origin[1] * g.square, g.board.y + origin[0] * g.square);
  }

  /** Where the tray is (empty once a board is solved): `{ x, y, width, height }`, or the whole stage when it is split. */
  trayArea() {
    const g = this.geometry;
    const slots = g.arrangement === 'sides' ? [{ x: 0, y: 0, width: g.width, height: g.height }] : g.slots;
    const left = Math.min(...slots.map((slot) => slot.x));
    const top = Math.min(...slots.map((slot) => slot.y));
    return {
      x: left, y: top,
      width: Math.max(...slots.map((slot) => slot.x + slot.width)) - left,
      height: Math.max(...slots.map((slot) => slot.y + slot.height)) - top,
    };
  }
}
