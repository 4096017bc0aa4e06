// Raster checkpoints of the committed canvas. One holds the painting of the first k strokes of the visible
// order and is good while that prefix is unchanged (its hash says so). Near the top of the order they are
// close together, further back one per doubling of the distance; a few that no longer hold are kept, since
// undoing an erase or a clear makes them hold again. A memory budget caps how many there are.

const SPACING = 16;               // strokes between checkpoints near the top
const BUDGET = 96 * 1024 * 1024;  // bytes of checkpoint pixels at most
const MOST = 12;                  // checkpoints at most, however small
const FEWEST = 4;                 // checkpoints at least, however large (a budget too small for them is overrun)
const PARKED = 3;                 // checkpoints that no longer hold, kept for an undone erase or clear

/**
 * True when a checkpoint of the first `k` strokes is one to keep for an order `top` strokes long: the top
 * and the one under it, then every multiple of 16 within 16 of the top, of 32 within 32–64, of 64 within
 * 64–128… (about one per doubling of the distance, which stays put as the drawing grows).
 */
export function wanted(k, top) {
  const distance = top - k;
  if (k <= 0 || distance < 0) return false;
  if (distance <= 1) return true;
  let spacing = SPACING;
  while (spacing * 2 <= distance) spacing *= 2;
  return k % spacing === 0;
}

function blankCanvas(width, height) {
  if (typeof OffscreenCanvas === 'function') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

/** The checkpoints of one committed canvas, all its size. */
export class Checkpoints {
  #list = [];    // { k, hash, canvas, context, seen }
  #spare = [];   // canvases of dropped checkpoints, reused
  #width = 0;
  #height = 0;
  #limit = FEWEST;
  #clock = 0;

  /** How many checkpoints at most, for the current size. */
  get limit() {
    return this.#limit;
  }

  /** How many there are now. */
  get count() {
    return this.#list.length;
  }

  /** Forgets every checkpoint: the canvas is now `width` × `height` device pixels. */
  resize(width, height) {
    this.#list = [];
    this.#spare = [];
    this.#width = width;
    this.#height = height;
    this.#limit = Math.max(FEWEST, Math.min(MOST, Math.floor(BUDGET / Math.max(1, width * height * 4))));
  }

  /** The checkpoint that holds for `order` with the most strokes, or null (only the blank canvas holds). */
  best(order) {
    let found = null;
    for (const checkpoint of this.#list) {
      if (this.#holds(checkpoint, order) && (!found || checkpoint.k > found.k)) found = checkpoint;
    }
    return found;
  }

  /** True when there is a checkpoint of the first `k` strokes of `order`. */
  has(k, order) {
    return this.#list.some((checkpoint) => checkpoint.k === k && checkpoint.hash === order.hash(k));
  }

  /** Copies `source` (the committed canvas, now showing the first `k` strokes of `order`) as a checkpoint. */
  take(source, k, order) {
    if (this.#list.length >= this.#limit) this.thin(order);
    if (this.#list.length >= this.#limit) this.#drop(this.#ranked(order).pop());
    const canvas = this.#spare.pop() ?? blankCanvas(this.#width, this.#height);
    const context = canvas.getContext('2d', { alpha: false });
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.drawImage(source, 0, 0);
    this.#list.push({ k, hash: order.hash(k), canvas, context, seen: this.#clock });
  }

  /** Keeps the checkpoints `order` wants and the few most recently good ones that do not hold now. */
  thin(order) {
    this.#clock += 1;
    const keep = new Set(this.#ranked(order).slice(0, this.#limit));
    for (const checkpoint of [...this.#list]) {
      if (!keep.has(checkpoint)) this.#drop(checkpoint);
    }
  }

  /** The checkpoints best first: those that hold and are wanted (top first), then the parked ones. */
  #ranked(order) {
    const top = order.length;
    const holding = [];
    const parked = [];
    for (const checkpoint of this.#list) {
      if (this.#holds(checkpoint, order)) {
        checkpoint.seen = this.#clock;
        if (wanted(checkpoint.k, top)) holding.push(checkpoint);
      } else {
        parked.push(checkpoint);
      }
    }
    holding.sort((a, b) => b.k - a.k);
    parked.sort((a, b) => b.seen - a.seen || b.k - a.k);
    const room = Math.min(PARKED, this.#limit >> 2, parked.length);
    return [...holding.slice(0, this.#limit - room), ...parked.slice(0, room)];
  }

  #holds(checkpoint, order) {
    return checkpoint.k <= order.length && checkpoint.hash === order.hash(checkpoint.k);
  }

  #drop(checkpoint) {
    if (!checkpoint) return;
    this.#list.splice(this.#list.indexOf(checkpoint), 1);
    this.#spare.push(checkpoint.canvas);
  }
}
