// The puzzle's clock: it runs from the first placement while the tab is showing and the page is
// visible, stops when the board is solved, and is kept as the milliseconds spent so far.

/** Formats milliseconds as `m:ss` (or `h:mm:ss` past an hour). */
export function formatTime(ms) {
  const seconds = Math.floor(ms / 1000);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** A clock that counts only while it runs; `tick(ms)` is called about every second while it does. */
export class Timer {
  #spent = 0;
  #since = null;   // when the current run began (performance.now()), or null when stopped
  #interval = 0;
  #tick;

  constructor(tick) {
    this.#tick = tick;
  }

  /** The milliseconds counted so far. */
  get elapsed() {
    return this.#spent + (this.#since === null ? 0 : performance.now() - this.#since);
  }

  /** Sets the time counted so far (a resumed puzzle's), stopped. */
  set(ms) {
    this.stop();
    this.#spent = Number.isFinite(ms) && ms > 0 ? ms : 0;
    this.#tick(this.#spent);
  }

  /** Starts counting (or goes on counting). */
  start() {
    if (this.#since !== null) return;
    this.#since = performance.now();
    this.#interval = setInterval(() => this.#tick(this.elapsed), 1000);
  }

  /** Stops counting, keeping the time so far. */
  stop() {
    if (this.#since === null) return;
    this.#spent = this.elapsed;
    this.#since = null;
    clearInterval(this.#interval);
    this.#tick(this.#spent);
  }
}
