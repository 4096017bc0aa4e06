// The canvas stack of a drawing: the committed canvas (the strokes drawn) under a trail (the settled part of the
// stroke in progress, painted once) and a live overlay (the rest of that stroke, the eraser), the drawing's shape
// fitted into its stage and backed by device pixels, so strokes stay sharp at any pixel ratio. A resize, a
// rotation or a zoom calls back to repaint from the vectors.

/**
 * The canvases of one stage. `onResize()` is called when the device pixels changed (every canvas is blank);
 * `reshape(room)`, when given, is asked first whenever the stage has room to show the drawing, and may give the
 * drawing the room's shape (returning true, having fitted it anew).
 */
export class Surface {
  /** The drawing's size in drawing units. */
  width = 1;
  height = 1;
  /** Device pixels per drawing unit. */
  scale = 1;
  /** Counts the times the canvases were resized (and so emptied). */
  generation = 0;

  #stage;
  #paper;
  #onResize;
  #reshape;
  #box = null;
  #ratioQuery = null;
  #stale = false;   // a drawing was fitted and not painted yet (its stage may be hidden)

  constructor(stage, { onResize, reshape = () => false, live = true }) {
    this.#stage = stage;
    this.#onResize = onResize;
    this.#reshape = reshape;
    this.#paper = document.createElement('div');
    this.#paper.className = 'sketch-paper';
    this.committed = document.createElement('canvas');
    this.committed.className = 'sketch-committed';
    this.#paper.append(this.committed);
    this.committedContext = this.committed.getContext('2d', { alpha: false });
    if (live) {
      this.trail = document.createElement('canvas');
      this.trail.className = 'sketch-trail';
      this.live = document.createElement('canvas');
      this.live.className = 'sketch-live';
      this.#paper.append(this.trail, this.live);
      this.trailContext = this.trail.getContext('2d');
      this.liveContext = this.live.getContext('2d');
    }
    stage.append(this.#paper);
    // Laid out in the next frame, not inside the observer's callback: resizing the paper there would
    // resize what is observed within the same frame (the browser reports a ResizeObserver loop).
    new ResizeObserver(() => requestAnimationFrame(() => this.layout())).observe(stage);
  }

  /** The paper element holding the canvases (pointer input listens there). */
  get paper() {
    return this.#paper;
  }

  /** Fits a drawing of `width` × `height` units into the stage and calls back (now, or once it shows). */
  fit(width, height) {
    this.width = width;
    this.height = height;
    this.#stale = true;
    this.layout();
  }

  /** Sizes the canvases for the stage as it is now, calling back when the pixels change. */
  layout() {
    const room = { width: this.#stage.clientWidth, height: this.#stage.clientHeight };
    if (room.width < 1 || room.height < 1) return;   // hidden: laid out when it shows
    if (this.#reshape(room)) return;
    const ratio = window.devicePixelRatio || 1;
    const fitted = Math.min(room.width / this.width, room.height / this.height);
    const deviceWidth = Math.max(1, Math.round(this.width * fitted * ratio));
    const scale = deviceWidth / this.width;
    const deviceHeight = Math.max(1, Math.round(this.height * scale));
    this.#watchRatio(ratio);
    const changed = deviceWidth !== this.committed.width || deviceHeight !== this.committed.height || scale !== this.scale;
    this.#paper.style.width = `${deviceWidth / ratio}px`;
    this.#paper.style.height = `${deviceHeight / ratio}px`;
    if (!changed && !this.#stale) return;
    this.#stale = false;
    this.scale = scale;
    for (const canvas of [this.committed, this.trail, this.live]) {
      if (!canvas) continue;
      canvas.width = deviceWidth;
      canvas.height = deviceHeight;
    }
    this.generation += 1;
    this.#onResize();
  }

  /** Scales a context to drawing units (or to device pixels with `units` false). */
  units(context, units = true) {
    const k = units ? this.scale : 1;
    context.setTransform(k, 0, 0, k, 0, 0);
  }

  /** Empties the live overlay. */
  clearLive() {
    this.units(this.liveContext, false);
    this.liveContext.clearRect(0, 0, this.live.width, this.live.height);
  }

  /** Empties the trail. */
  clearTrail() {
    this.units(this.trailContext, false);
    this.trailContext.clearRect(0, 0, this.trail.width, this.trail.height);
  }

  /** Remembers where the paper is on screen, for the pointer samples that follow. */
  measure() {
    this.#box = this.#paper.getBoundingClientRect();
  }

  /** A pointer event's place in drawing units (from the last `measure()`). */
  toDrawing(event) {
    const box = this.#box ?? this.#paper.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) * this.width) / box.width,
      y: ((event.clientY - box.top) * this.height) / box.height,
    };
  }

  /** Lays out again when the pixel ratio changes (a zoom, a move to another screen). */
  #watchRatio(ratio) {
    if (this.#ratioQuery?.ratio === ratio) return;
    this.#ratioQuery?.query.removeEventListener('change', this.#ratioQuery.listener);
    const query = matchMedia(`(resolution: ${ratio}dppx)`);
    const listener = () => this.layout();
    query.addEventListener('change', listener);
    this.#ratioQuery = { ratio, query, listener };
  }
}
