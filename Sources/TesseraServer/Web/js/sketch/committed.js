// Keeps the committed canvas showing the visible strokes. A stroke put on top is painted on top; any other
// change (an undo, an erase, a clear, and undoing or redoing those) restores the nearest raster checkpoint
// that still holds and paints only the strokes after it, or, when fewer strokes meet them, repaints only the
// boxes of the strokes the change removed or put back: an undo or an erase never repaints the whole history.
// Checkpoints it lacks near the top are painted while the browser is idle.

import { Checkpoints, blankCanvas, wanted } from './checkpoints.js';
import { VisibleOrder } from './order.js';
import { Refill } from './refill.js';
import { copyRegion, meeting, regionOf } from './region.js';

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
  #scratch = null;   // { canvas, context } the size of the committed canvas, for repainting a region
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
    this.#scratch = null;
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
    if (kept === before && (!checkpoint || checkpoint.k <= before)) {
      this.#paintFrom(before);
      return;
    }
    const above = order.length - (checkpoint?.k ?? 0);
    const region = above > 0 ? this.#regionOf(change) : null;
    const strokes = region && meeting(order.ids, (id) => this.#book.box(id), region, this.#surface.scale);
    if (strokes && strokes.length < above) this.#repaint(region, strokes);
    else this.#restore(checkpoint);
  }

  /** Paints the background and every visible stroke on a context scaled to drawing units (exports). */
  paintAll(context, width, height) {
    context.fillStyle = this.background;
    context.fillRect(0, 0, width, height);
    this.#book.paintEach(context, this.order.ids);
  }

  /** The device pixels of the boxes of the strokes `change` removed or put back. */
  #regionOf({ removed, inserted }) {
    const { committed, scale } = this.#surface;
    const boxes = [...removed, ...inserted.map(([, id]) => id)].map((id) => this.#book.box(id));
    return regionOf(boxes, scale, committed.width, committed.height);
  }

  /**
   * Repaints `region` from `strokes` (the visible ones meeting it, in order), painted on the scratch canvas; the
   * canvas then shows the whole order, so it is kept as the top checkpoint: the undos that follow restore it.
   */
  #repaint(region, strokes) {
    const surface = this.#surface;
    const { width, height } = surface.committed;
    if (!this.#scratch) {
      const canvas = blankCanvas(width, height);
      this.#scratch = { canvas, context: canvas.getContext('2d', { alpha: false }) };
    }
    const { canvas, context } = this.#scratch;
    surface.units(context, false);
    context.fillStyle = this.background;
    context.fillRect(0, 0, width, height);
    surface.units(context);
    this.#book.paintEach(context, strokes);
    surface.units(surface.committedContext, false);
    copyRegion(surface.committedContext, canvas, region);
    const { order } = this;
    if (order.length > 0 && !this.#checkpoints.has(order.length, order)) this.#checkpoints.take(surface.committed, order.length, order);
    this.#checkpoints.thin(order);
    this.#refill.schedule(order);
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
