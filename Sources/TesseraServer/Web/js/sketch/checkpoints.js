// Raster checkpoints of the committed canvas. One holds the painting of the first k strokes of the visible
// order and is good while that prefix is unchanged (its hash says so). Near the top of the order they are
// close together, further back one per doubling of the distance; some that no longer hold are kept, since
// undoing an erase or a clear makes them hold again. A memory budget caps how many there are.

const SPACING = 16;               // strokes between checkpoints near the top
const BUDGET = 96 * 1024 * 1024;  // bytes of checkpoint pixels at most
const MOST = 12;                  // checkpoints at most, however small
const FEWEST = 4;                 // checkpoints at least, however large (a budget too small for them is overrun)

/**
 * True when a checkpoint of the first `k` strokes is one to keep for an order `top` strokes long: the top
 * and the one under it, then every multiple of 16 within 32 of the top, of 32 within 32–64, of 64 within
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

/** The positions `wanted` for an order `top` strokes long, from the top down. */
function wantedPositions(top) {
  const positions = [top, top - 1].filter((k) => k > 0);
  for (let k = Math.floor((top - 2) / SPACING) * SPACING; k > 0; k -= SPACING) {
    if (wanted(k, top)) positions.push(k);
  }
  return positions;
}

/** A canvas of device pixels, off the page where the browser has them. */
export function blankCanvas(width, height) {
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
    this.generation += 1;
    this.#list = [];
    this.#spare = [];
    this.#width = width;
    this.#height = height;
    this.#limit = Math.max(FEWEST, Math.min(MOST, Math.floor(BUDGET / Math.max(1, width * height * 4))));
  }

  /** Bumped whenever the checkpoints are forgotten (a resize): work begun before is stale. */
  generation = 0;

  /**
   * The checkpoint that holds for `order` with the most strokes (at most `atMost`), or null (only the blank
   * canvas holds).
   */
  best(order, atMost = Infinity) {
    let found = null;
    for (const checkpoint of this.#list) {
      if (checkpoint.k <= atMost && this.#holds(checkpoint, order) && (!found || checkpoint.k > found.k)) found = checkpoint;
    }
    return found;
  }

  /** The positions below the top that `order` wants a checkpoint at, within the room there is, and lacks. */
  missing(order) {
    return wantedPositions(order.length).slice(0, this.#limit - (this.#limit >> 1)).filter((k) => k < order.length && !this.has(k, order));
  }

  /** True when there is a checkpoint of the first `k` strokes of `order`. */
  has(k, order) {
    return this.#list.some((checkpoint) => checkpoint.k === k && checkpoint.hash === order.hash(k));
  }

  /**
   * Copies `source` (a canvas showing the first `k` strokes of `order`) as a checkpoint; when that makes one
   * too many, the one ranked last goes (perhaps this one). One canvas more than the limit may exist.
   */
  take(source, k, order) {
    const canvas = this.#spare.pop() ?? blankCanvas(this.#width, this.#height);
    const context = canvas.getContext('2d', { alpha: false });
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.drawImage(source, 0, 0);
    this.#list.push({ k, hash: order.hash(k), canvas, context, seen: this.#clock });
    if (this.#list.length > this.#limit) this.thin(order);
    if (this.#list.length > this.#limit) this.#drop(this.#ranked(order).pop());
  }

  /** Keeps the checkpoints `order` wants and the few most recently good ones that do not hold now. */
  thin(order) {
    this.#clock += 1;
    const keep = new Set(this.#ranked(order).slice(0, this.#limit));
    for (const checkpoint of [...this.#list]) {
      if (!keep.has(checkpoint)) this.#drop(checkpoint);
    }
  }

  /**
   * The checkpoints best first: those that hold and are wanted, top first, leaving half the room to parked
   * ones (those that do not hold now, most recently good first, top first); then the rest of each. A
   * checkpoint that holds but is not wanted is not ranked.
   */
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
    const room = this.#limit >> 1;
    const near = this.#limit - room;
    return [...holding.slice(0, near), ...parked.slice(0, room), ...holding.slice(near), ...parked.slice(room)];
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
