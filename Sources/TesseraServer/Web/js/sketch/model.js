// The drawing model, as Swift compiled to WebAssembly (/wasm/sketch.wasm). This module only moves numbers
// and text in and out: smoothing, living widths, what the eraser touches and the undo history are Swift's.

import { compileWasm, passText, takeOutput } from '../rules.js';

const SKETCH_WASM = '/wasm/sketch.wasm';

/** An error the model reported (a drawing it refuses, a name too long…), with its message. */
export class SketchError extends Error {}

/** Compiles sketch.wasm; throws when it cannot be fetched or compiled. */
export function compileSketch(url = SKETCH_WASM) {
  return compileWasm(url, 'the drawing model');
}

/** A fresh drawing model over a compiled module: each instance holds one drawing and its history. */
export async function instantiateSketch(module) {
  return new SketchModel((await WebAssembly.instantiate(module, {})).exports);
}

/**
 * The exports of sketch.wasm. Renders are `{ id, color, path, box, fill? , line? }` (`box`: `[left, top, right,
 * bottom]` in units, all the stroke paints); a change is
 * `{ removed, inserted: [[index, id]…], strokes: [Render…], state }`; a state is
 * `{ name, width, height, background, strokeCount, pointCount, percentFull, canUndo, canRedo }` (`percentFull`:
 * 100 when no stroke can begin, else 0–99, of the limit the drawing is nearest: strokes, points, or the 2 MiB a
 * save sends, the room kept for the longest name counted as taken).
 * Methods that take text throw a SketchError (the drawing unchanged) when the model refuses it.
 */
export class SketchModel {
  #exports;

  constructor(exports) {
    this.#exports = exports;
  }

  /** Opens a drawing's wire JSON as a new history: `{ state, strokes, order }`. */
  open(wire) {
    return JSON.parse(this.#text('sketch_open', wire));
  }

  /** Starts a blank drawing, "Untitled", of `width` × `height` units (the model keeps each within its limits): as `open`. */
  newDrawing(width, height) {
    return this.#json(this.#exports.sketch_new(width, height));
  }

  /**
   * Starts a stroke at (x, y) in drawing units; `pressure` the sample's, 0…1 (0: none reported), `time` in ms,
   * `color` '#rrggbb', `width` the base width, `mode` 0 constant, 1 living (the model follows the pen's pressure
   * once a sample reports one, the speed until then). Returns the live Render.
   */
  begin(x, y, pressure, time, color, width, mode) {
    const rgb = Number.parseInt(color.slice(1), 16);
    return this.#json(this.#exports.sketch_begin(x, y, pressure, time, rgb, width, mode)).live;
  }

  /** One more (coalesced) sample of the stroke in progress. */
  extend(x, y, pressure, time) {
    this.#exports.sketch_extend(x, y, pressure, time);
  }

  /**
   * The stroke in progress as it stands: `{ live, settled? }`, Renders of its pieces after those given so far
   * (`live`, to paint this frame) and, when more have settled since the last call, of those (`settled`: they stay
   * as they are however the stroke goes on, to paint once and keep until it ends).
   */
  live() {
    return this.#json(this.#exports.sketch_live());
  }

  /** Ends the stroke at its last sample and commits it (or a dot): a change; a SketchError when the model refuses it (the drawing is full). */
  end(x, y, pressure, time) {
    return this.#json(this.#exports.sketch_end(x, y, pressure, time));
  }

  /** Drops the stroke or the erase in progress. */
  cancel() {
    this.#exports.sketch_cancel();
  }

  /** The radius, in units, of the eraser that goes with a pen `width` wide (for the ring where it hovers). */
  eraserRadius(width) {
    return this.#exports.sketch_eraser_radius(width);
  }

  /** Starts erasing at (x, y) with the eraser of a pen `width` wide: `{ touched, radius }`, the ids it touches. */
  eraseBegin(x, y, width) {
    return this.#json(this.#exports.sketch_erase_begin(x, y, width));
  }

  /** Moves the eraser: the ids of the strokes newly touched. */
  eraseExtend(x, y) {
    return this.#json(this.#exports.sketch_erase_extend(x, y)).touched;
  }

  /** Ends erasing: a change removing every stroke touched (one undo step); a SketchError when the model refuses it. */
  eraseEnd() {
    return this.#json(this.#exports.sketch_erase_end());
  }

  /** Takes back the last command: a change. */
  undo() {
    return this.#json(this.#exports.sketch_undo());
  }

  /** Puts back the last command taken back: a change. */
  redo() {
    return this.#json(this.#exports.sketch_redo());
  }

  /** Clears the drawing (undoable): a change. */
  clear() {
    return this.#json(this.#exports.sketch_clear());
  }

  /** Renames the drawing (`name` as typed: the model trims it): its state; a SketchError says why a name is refused. */
  rename(name) {
    return JSON.parse(this.#text('sketch_rename', name)).state;
  }

  /** The drawing's wire JSON, as saved and sent. */
  save() {
    return this.#output(this.#exports.sketch_save());
  }

  /** The drawing as an SVG document, rendered by the model. */
  svg() {
    return this.#output(this.#exports.sketch_svg());
  }

  #text(name, text) {
    return this.#output(this.#exports[name](passText(this.#exports, text)));
  }

  #json(status) {
    return JSON.parse(this.#output(status));
  }

  /** The call's output text; throws a SketchError with the model's message when it refused. */
  #output(status) {
    return takeOutput(this.#exports, status, SketchError);
  }
}
