// The pentomino rules, as Swift compiled to WebAssembly (/wasm/pentomino.wasm). This module only moves
// bytes in and out: what fits, where a piece snaps, what a rotation or flip gives, hints, counts and
// whether a board is solved are all decided by the Swift code. Used by the tab and by the count worker.

import { callExport, compileWasm } from '../rules.js';

/** Where the pentomino rules are served. */
export const PENTOMINO_WASM = '/wasm/pentomino.wasm';

/** An error the rules reported, with their message. */
export class PentominoError extends Error {}

/** The turns, in the order of their numbers in `pentomino_turn` (the rules' PentominoTurn). */
export const TURNS = ['rotate', 'rotateBack', 'flip', 'flipVertically'];

/** Compiles the pentomino wasm (once per caller); throws when it cannot be fetched or compiled. */
export function compilePentomino(url = PENTOMINO_WASM) {
  return compileWasm(url, 'the pentomino rules');
}

/** Makes an instance of a compiled pentomino module and returns the rules bound to it. */
export async function instantiatePentomino(module) {
  const instance = await WebAssembly.instantiate(module, {});
  return new PentominoRules(instance.exports);
}

/**
 * The exports of pentomino.wasm, with text in and parsed JSON out. A placement is
 * `{ piece, orientation, origin: [row, column], squares: [[row, column], …] }`; a state is
 * `{ board, rows, columns, notation, placements, solved }`; the history's counts are `{ hints, undo, redo }`
 * (the hints used, the changes undo and redo hold). A change is
 * `{ steps: [{ piece, from, to, turn }], cleared, state, history }`: the pieces it moved (none when nothing
 * changed), from and to placements or null for the tray, the turn asked for or null; `cleared` is a reset's
 * `{ hints, elapsed }` (ms) or null. The rules keep the undo and redo lists and count the hints. Every method
 * that changes the puzzle throws a PentominoError (the puzzle unchanged) when the rules refuse.
 */
export class PentominoRules {
  #exports;
  #catalog;

  constructor(exports) {
    this.#exports = exports;
    this.#catalog = JSON.parse(this.#call('pentomino_catalog'));
  }

  /** The rules version this module plays. */
  get version() {
    return this.#exports.pentomino_rules_version();
  }

  /** Every piece: `{ piece, orientations: [[[row, column], …], …] }`, F to Z. */
  get pieces() {
    return this.#catalog.pieces;
  }

  /** Every board: `{ board, rows, columns, holes }`, in the order the board choice lists them. */
  get boards() {
    return this.#catalog.boards;
  }

  /** A board's catalog entry by name; null for a name the rules do not know. */
  boardOf(name) {
    return this.#catalog.boards.find((board) => board.board === name) ?? null;
  }

  /** The squares of a piece's orientation, relative to its bounding box's top-left corner. */
  shape(piece, orientation) {
    return this.#catalog.pieces.find((entry) => entry.piece === piece).orientations[orientation];
  }

  /** Starts an empty puzzle on a board (its name); returns the state. */
  newPuzzle(board) {
    return JSON.parse(this.#call('pentomino_new', board));
  }

  /** The current puzzle's state. */
  state() {
    return JSON.parse(this.#call('pentomino_state'));
  }

  /** Puts a piece as `{ piece, orientation, origin }` says: from the tray, or moved or turned on the board. */
  put({ piece, orientation, origin }) {
    return JSON.parse(this.#call('pentomino_put', `${piece};${orientation};${origin[0]};${origin[1]}`));
  }

  /**
   * Turns or mirrors a placed piece where it lies, or at the nearest place with room: `how` is 'rotate' (a
   * quarter turn clockwise), 'rotateBack' (counter-clockwise), 'flip' (left to right) or 'flipVertically'.
   */
  turn(piece, how) {
    return JSON.parse(this.#call('pentomino_turn', `${piece};${TURNS.indexOf(how)}`));
  }

  /** Takes a placed piece back to the tray. */
  remove(piece) {
    return JSON.parse(this.#call('pentomino_remove', piece));
  }

  /** The nearest placement of a piece in an orientation around `origin` where it fits; null when none. */
  fit(piece, orientation, origin) {
    return JSON.parse(this.#call('pentomino_fit', `${piece};${orientation};${origin[0]};${origin[1]}`)).fit;
  }

  /** Places a piece that keeps a completion possible, counting a hint: a change with no steps on a dead end or a solved board. */
  hint() {
    return JSON.parse(this.#call('pentomino_hint'));
  }

  /** Takes every piece off and counts hints from 0, as one change whose undo gives back the hints and `elapsed` (ms). */
  reset(elapsed) {
    return JSON.parse(this.#call('pentomino_reset', elapsed));
  }

  /** Takes back the last change: the change, with no steps when there is none. */
  undo() {
    return JSON.parse(this.#call('pentomino_undo'));
  }

  /** Makes the last change undone again: the change, with no steps when there is none. */
  redo() {
    return JSON.parse(this.#call('pentomino_redo'));
  }

  /** The history's counts and its undo and redo lists as text for a save: `{ hints, undo, redo, lists }`. */
  history() {
    return JSON.parse(this.#call('pentomino_history'));
  }

  /**
   * Resumes the hints used (a number) and the lists (`history().lists` as kept, or '' for none) of the puzzle as it
   * stands; returns the counts, or throws a PentominoError naming what is wrong (the history unchanged).
   */
  resume(hints, lists) {
    return JSON.parse(this.#call('pentomino_resume', `${hints};${lists}`));
  }

  /** `{ count }`: the essentially different solutions still possible; slow near an empty board, so the count worker asks it. */
  count() {
    return JSON.parse(this.#call('pentomino_count'));
  }

  /** The name a solved board shares with its turns and mirrors; throws when it is not solved. */
  solutionId() {
    return JSON.parse(this.#call('pentomino_solution_id')).id;
  }

  /** The current puzzle's save text. */
  save() {
    return this.#call('pentomino_save');
  }

  /**
   * Resumes a save, with no hints and nothing to undo (`resume` brings those back), and returns the state; throws a
   * PentominoError naming what is wrong (the puzzle kept).
   */
  restore(text) {
    return JSON.parse(this.#call('pentomino_restore', text));
  }

  /**
   * What each turn makes of each orientation, as the rules' catalog gives it: for each piece,
   * `[{ rotate, rotateBack, flip, flipVertically }, …]` by orientation. Tray pieces turn by this table.
   */
  get turns() {
    return Object.fromEntries(this.#catalog.pieces.map(({ piece, turns }) => [piece, turns]));
  }

  #call(name, argument) {
    return callExport(this.#exports, name, argument, PentominoError);
  }
}
