// Keeps the committed canvas showing the visible strokes. A stroke put on top is painted on top; any other
// change (an undo, an erase, a clear, and undoing or redoing those) restores the nearest raster checkpoint
// that still holds and paints only the strokes after it: an undo never repaints the whole history. Checkpoints
// it lacks near the top are painted while the browser is idle.

import { Checkpoints, wanted } from './checkpoints.js';
import { VisibleOrder } from './order.js';
import { Refill } from './refill.js';

const CHEAP_TAIL = 16;   // taking fewer strokes than this off the top keeps no checkpoint of what was there

/** The committed canvas of a Surface, painted from a StrokeBook. */
export class CommittedView {
  /** The ids showing, in drawing order. */
  order = new VisibleOrder();
  /** The paper's colour. */
  background = '#ffffff';

  #surface;
  #book;
  #checkpoints = new Checkpoints();

  #refill;

  constructor(surface, book) {
    this.#surface = surface;
    this.#book = book;
    this.#refill = new Refill(this.#checkpoints, (context, id) => book.paint(context, id), () => ({
      width: surface.committed.width, height: surface.committed.height, scale: surface.scale, background: this.background,
    }));
  }

  /** How many checkpoints are kept now, and at most (for the undo-speed figures). */
  get checkpoints() {
    return { count: this.#checkpoints.count, limit: this.#checkpoints.limit };
  }

  /**
   * Takes a drawing just opened (`{ strokes, order, state }`, as the model gives it); it is painted when
   * the surface is fitted to it (which calls `repaint`).
   */
  load({ strokes, order, state }) {
    this.#book.reset();
    this.#book.add(strokes);
    this.background = state.background;
    this.order.reset(order);
  }

  /** Paints everything again from the vectors (the canvas was resized, so every checkpoint goes). */
  repaint() {
    this.#checkpoints.resize(this.#surface.committed.width, this.#surface.committed.height);
    this.#restore(null);
  }

  /** Shows a change (`{ removed, inserted, strokes }`) the model made. */
  apply(change) {
    this.#book.add(change.strokes);
    const order = this.order;
    const before = order.length;
    const onTop = change.removed.length === 0 && (change.inserted.length === 0 || change.inserted[0][0] >= before);
    const cheapTail = change.inserted.length === 0 && change.removed.length < CHEAP_TAIL && order.endsWith(change.removed);
    // What shows now can come back by an undo or a redo: keep it, unless strokes put on top bring it back.
    if (!onTop && !cheapTail && before > 0 && !this.#checkpoints.has(before, order)) {
      this.#checkpoints.take(this.#surface.committed, before, order);
    }
    const kept = order.apply(change);
    const checkpoint = this.#checkpoints.best(order);
    if (kept === before && (!checkpoint || checkpoint.k <= before)) this.#paintFrom(before);
    else this.#restore(checkpoint);
  }

  /** Paints the background and every visible stroke on a context scaled to drawing units (exports). */
  paintAll(context, width, height) {
    context.fillStyle = this.background;
    context.fillRect(0, 0, width, height);
    this.#book.paintEach(context, this.order.ids);
  }

  /** Starts from a checkpoint (null: the blank paper), then paints the strokes above it. */
  #restore(checkpoint) {
    const surface = this.#surface;
    const context = surface.committedContext;
    surface.units(context, false);
    if (checkpoint) {
      context.drawImage(checkpoint.canvas, 0, 0);
    } else {
      context.fillStyle = this.background;
      context.fillRect(0, 0, surface.committed.width, surface.committed.height);
    }
    this.#paintFrom(checkpoint?.k ?? 0);
  }

  /** Paints strokes `from`… to the top over a canvas showing the ones below, keeping the checkpoints wanted. */
  #paintFrom(from) {
    const surface = this.#surface;
    const context = surface.committedContext;
    const { ids, length } = this.order;
    surface.units(context);
    for (let k = from; k < length; k += 1) {
      if (k > 0 && wanted(k, length) && !this.#checkpoints.has(k, this.order)) {
        this.#checkpoints.take(surface.committed, k, this.order);
      }
      this.#book.paint(context, ids[k]);
    }
    this.#checkpoints.thin(this.order);
    this.#refill.schedule(this.order);
  }
}
