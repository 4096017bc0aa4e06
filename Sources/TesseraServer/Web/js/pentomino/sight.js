// How the board is seen: lying as the rules have it, or stood up. A long board on a phone held upright
// gets larger squares stood up, so it is drawn turned a quarter turn clockwise, the pieces with it: the
// rules' square (row, column) is seen at (column, rows − 1 − row). Only the drawing turns. The puzzle, its
// saves and its undo list stay as the rules have them; this module converts what is drawn and what the
// player does between the two. A turn is a turn either way; a mirror left to right on the screen is a
// mirror top to bottom in the rules, and the other way round.

import { extent } from './shapes.js';

const MIRRORED = { rotate: 'rotate', rotateBack: 'rotateBack', flip: 'flipVertically', flipVertically: 'flip' };

/** The view of one board: `upright` false sees everything as the rules have it. */
export class Sight {
  #rules;
  #turns;
  #rows;
  /** `true` when the board is drawn stood up. */
  upright;

  /** A view of `board` (its catalog entry) over the rules and their turn table (PentominoRules.turns). */
  constructor(rules, turns, board, upright) {
    this.#rules = rules;
    this.#turns = turns;
    this.#rows = board.rows;
    this.upright = upright;
  }

  /** The board's catalog entry as seen. */
  board(entry) {
    if (!this.upright) return entry;
    return { ...entry, rows: entry.columns, columns: entry.rows, holes: entry.holes.map((square) => this.#square(square)) };
  }

  /** A state as seen: its placements turned with the board (its notation stays the rules'). */
  state(state) {
    if (!this.upright) return state;
    return {
      ...state, rows: state.columns, columns: state.rows,
      placements: state.placements.map((placement) => this.placement(placement)),
    };
  }

  /** The tray's orientations (`{ F: orientation, … }`, a piece not named in its first) as seen. */
  tray(tray) {
    if (!this.upright) return tray;
    return Object.fromEntries(Object.keys(this.#turns).map((piece) => [piece, this.orientation(piece, tray[piece] ?? 0)]));
  }

  /** A piece's orientation in the rules, as seen. */
  orientation(piece, orientation) {
    return this.upright ? this.#turns[piece][orientation].rotate : orientation;
  }

  /** A placement in the rules (`{ piece, orientation, origin, squares }`, or null), as seen. */
  placement(placement) {
    if (!this.upright || !placement) return placement;
    const squares = placement.squares.map((square) => this.#square(square));
    return {
      piece: placement.piece, orientation: this.orientation(placement.piece, placement.orientation), squares,
      origin: [Math.min(...squares.map(([row]) => row)), Math.min(...squares.map(([, column]) => column))],
    };
  }

  /** The rules' placement (`{ piece, orientation, origin }`) of a piece seen in `orientation` with its corner at `origin`. */
  rulesPlacement(piece, orientation, origin) {
    if (!this.upright) return { piece, orientation, origin };
    // The box seen at rows a…, columns b… to b + width − 1 is the rules' rows from rows − b − width, columns from a.
    const { columns } = extent(this.#rules.shape(piece, orientation));
    return {
      piece, orientation: this.#turns[piece][orientation].rotateBack, origin: [this.#rows - origin[1] - columns, origin[0]],
    };
  }

  /** A turn or mirror, as the rules name it when the player asks for it on the screen, and back. */
  how(how) {
    return this.upright ? MIRRORED[how] ?? how : how;
  }

  /** How to draw each moved piece (`{ F: how, … }`, as Puzzle names it), as seen. */
  motion(motion) {
    return Object.fromEntries(Object.entries(motion).map(([piece, how]) => [piece, this.how(how)]));
  }

  #square([row, column]) {
    return [column, this.#rows - 1 - row];
  }
}
