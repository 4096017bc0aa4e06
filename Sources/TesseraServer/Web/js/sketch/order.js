// The visible order of the drawing's strokes (their drawing order, as the model's changes describe it),
// with a hash of every prefix, so that a raster checkpoint of the first k strokes knows whether it holds.

/** Mixes a stroke id into a prefix hash (two 32-bit halves, 53 bits kept). */
function mix(hash, id) {
  const low = Math.imul((hash % 4294967296) ^ id, 0x9e3779b1) >>> 0;
  const high = (Math.imul(Math.floor(hash / 4294967296) ^ low ^ Math.imul(id, 0x85ebca6b), 0xc2b2ae35) >>> 0) >>> 11;
  return high * 4294967296 + (Math.imul(low ^ (low >>> 15), 0x27d4eb2f) >>> 0);
}

/** The ids showing, bottom to top, and the hash of each prefix. */
export class VisibleOrder {
  /** The ids in drawing order. */
  ids = [];
  #hashes = [0];

  /** Starts over with `ids`. */
  reset(ids) {
    this.ids = [...ids];
    this.#rehash(0);
  }

  get length() {
    return this.ids.length;
  }

  /** True when `ids` are the last strokes of the order, in any order. */
  endsWith(ids) {
    const top = new Set(this.ids.slice(this.ids.length - ids.length));
    return ids.length <= this.ids.length && ids.every((id) => top.has(id));
  }

  /** The hash of the first `k` strokes (k from 0 to length). */
  hash(k) {
    return this.#hashes[k];
  }

  /**
   * Applies a change's `removed` then `inserted` ([index, id] pairs, ascending). Returns how many strokes
   * at the bottom stayed as they were.
   */
  apply({ removed, inserted }) {
    const before = this.ids;
    const gone = new Set(removed);
    let kept = removed.length ? before.findIndex((id) => gone.has(id)) : before.length;
    if (kept < 0) kept = before.length;
    const remaining = removed.length ? before.filter((id) => !gone.has(id)) : before;
    if (inserted.length) kept = Math.min(kept, inserted[0][0]);
    // Inserted ids land at their final indices (ascending); the rest keep their order around them.
    const after = new Array(remaining.length + inserted.length);
    let from = 0;
    let next = 0;
    for (let index = 0; index < after.length; index += 1) {
      if (next < inserted.length && inserted[next][0] === index) after[index] = inserted[next++][1];
      else after[index] = remaining[from++];
    }
    this.ids = after;
    this.#rehash(kept);
    return kept;
  }

  #rehash(from) {
    this.#hashes.length = this.ids.length + 1;
    for (let k = from; k < this.ids.length; k += 1) this.#hashes[k + 1] = mix(this.#hashes[k], this.ids[k]);
  }
}
