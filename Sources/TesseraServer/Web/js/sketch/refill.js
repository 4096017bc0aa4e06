// Fills in, while the browser is idle, the raster checkpoints the visible order wants near its top but lacks
// (an undone erase or clear brings back a drawing whose nearer checkpoints were dropped meanwhile): a few
// strokes per idle moment, painted on a scratch canvas, so that the undos that follow never wait long.

import { blankCanvas } from './checkpoints.js';

const SLICE_MS = 6;      // painting per idle moment at most, so a key press never waits longer
const PATIENCE_MS = 150; // a busy page still gets a slice this often (idle moments may never come)

/**
 * Refills `checkpoints` for the order of a CommittedView; `paint(context, id)` paints a stroke, `setup()` is
 * `{ width, height, scale, background }` of the committed canvas.
 */
export class Refill {
  #checkpoints;
  #paint;
  #setup;
  #order = null;
  #job = null;   // { top, hash, generation, next, end, positions, canvas, context }
  #pending = 0;

  constructor(checkpoints, paint, setup) {
    this.#checkpoints = checkpoints;
    this.#paint = paint;
    this.#setup = setup;
  }

  /** Looks, once the browser is idle, for checkpoints `order` (a VisibleOrder) lacks, and paints them. */
  schedule(order) {
    this.#order = order;
    this.#job = null;
    if (!this.#pending && typeof requestIdleCallback === 'function') this.#later();
  }

  #run(deadline) {
    this.#pending = 0;
    this.#job ??= this.#start(this.#order);
    if (this.#job && this.#work(deadline)) this.#later();
  }

  #later() {
    this.#pending = requestIdleCallback((deadline) => this.#run(deadline), { timeout: PATIENCE_MS });
  }

  #start(order) {
    const positions = this.#checkpoints.missing(order);
    if (!positions.length) return null;
    const lowest = Math.min(...positions);
    const from = this.#checkpoints.best(order, lowest);
    const { width, height, scale, background } = this.#setup();
    const canvas = blankCanvas(width, height);
    const context = canvas.getContext('2d', { alpha: false });
    if (from) {
      context.drawImage(from.canvas, 0, 0);
    } else {
      context.fillStyle = background;
      context.fillRect(0, 0, width, height);
    }
    context.setTransform(scale, 0, 0, scale, 0, 0);
    return {
      top: order.length, hash: order.hash(order.length), generation: this.#checkpoints.generation,
      next: from?.k ?? 0, end: Math.max(...positions), positions: new Set(positions), canvas, context,
    };
  }

  /** Paints for a moment; true when there is more to do. */
  #work(deadline) {
    const job = this.#job;
    const order = this.#order;
    // A change or a resize since: the next change schedules afresh.
    if (order.length !== job.top || order.hash(job.top) !== job.hash || this.#checkpoints.generation !== job.generation) {
      this.#job = null;
      return false;
    }
    const until = performance.now() + (deadline.didTimeout ? SLICE_MS : Math.min(SLICE_MS, deadline.timeRemaining()));
    while (job.next < job.end && performance.now() < until) {
      this.#paint(job.context, order.ids[job.next]);
      job.next += 1;
      if (job.positions.has(job.next)) this.#checkpoints.take(job.canvas, job.next, order);
    }
    if (job.next < job.end) return true;
    this.#job = null;
    return false;
  }
}
