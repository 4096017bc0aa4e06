// The stage: the board and the twelve pieces laid out together (see layout.js) for the room the tab
// has, drawn as the rules' state says, lying or stood up (see sight.js). It shows; it decides nothing.

import { BoardView } from './board-view.js';
import { PiecesView } from './pieces-view.js';
import { layout } from './layout.js';
import { Sight } from './sight.js';
import { Targets } from './targets.js';

/** The board and the pieces in the tab's stage element. */
export class StageView {
  #stage;
  #rules;
  #turns;
  #laidOut = null;   // the name of the board laid out last
  /** The board's drawing. */
  board;
  /** The pieces' elements. */
  pieces;
  /** What a screen reader finds by touch: the board's squares and the placed pieces' tray places. */
  targets;
  /** The current layout (see layout.js), in what is seen; null before the first. */
  geometry = null;
  /** How the board is seen (see sight.js); null before the first layout. */
  sight = null;

  /** The stage over the rules and their turn table (PentominoRules.turns). */
  constructor(stage, rules, turns) {
    this.#stage = stage;
    this.#rules = rules;
    this.#turns = turns;
    this.board = new BoardView(stage);
    this.pieces = new PiecesView(stage, rules);
    this.targets = new Targets(stage, rules.pieces.map(({ piece }) => piece));
  }

  /**
   * Lays a board (its catalog entry) and the tray out in `width` × `height` px, lying or stood up, whichever
   * gives larger squares. Returns true when the same board turned (a piece held then was held as it lay before).
   */
  layout(board, width, height) {
    const same = this.#laidOut === board.board;
    const geometry = layout(board, width, height, same && this.sight.upright);
    const turned = same && geometry.upright !== this.sight.upright;
    this.#laidOut = board.board;
    this.geometry = geometry;
    this.sight = new Sight(this.#rules, this.#turns, board, geometry.upright);
    this.#stage.style.width = `${geometry.width}px`;
    this.#stage.style.height = `${geometry.height}px`;
    const seen = this.sight.board(board);
    this.board.layout(seen, geometry);
    this.targets.layout(seen, geometry);
    this.pieces.geometry = geometry;
    return turned;
  }

  /**
   * Draws a state (the rules') with the tray's orientations, each moved piece drawn as `motion` says (see
   * PiecesView), as seen. The stage's data keep the rules' notation, and say whether the board stands up.
   */
  render(state, tray, motion = {}) {
    if (!this.geometry) return;
    const seen = this.sight.state(state);
    this.pieces.show(seen, this.sight.tray(tray), this.sight.motion(motion));
    this.targets.name(seen);
    Object.assign(this.#stage.dataset, {
      notation: state.notation, board: state.board, solved: String(state.solved), placed: String(state.placements.length),
      upright: String(this.sight.upright),
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
