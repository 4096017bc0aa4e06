// The strokes the model has shown the page, each as a Path2D kept for the visit, and how one is painted:
// a filled outline (living width, or a dot), or a path stroked at a constant width with round ends.

/** Paints one Render (its `path` made a Path2D as `shape`) on a context already scaled to drawing units. */
export function paintShape(context, { shape, color, fill, line }, override = null) {
  if (fill) {
    context.fillStyle = override ?? color;
    context.fill(shape);
  } else {
    context.strokeStyle = override ?? color;
    context.lineWidth = line;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.stroke(shape);
  }
}

/** Makes the paintable form of a Render: the same fields and its path as a Path2D. */
export const shapeOf = (render) => ({ ...render, shape: new Path2D(render.path) });

/** The strokes by id. Ids are stable for the whole visit, so a stroke brought back keeps its shape. */
export class StrokeBook {
  #byId = new Map();

  /** Forgets every stroke (a drawing was opened: its ids start afresh). */
  reset() {
    this.#byId.clear();
  }

  /** Keeps the shapes of Renders not seen before. */
  add(renders) {
    for (const render of renders) {
      if (!this.#byId.has(render.id)) this.#byId.set(render.id, shapeOf(render));
    }
  }

  /** The box of stroke `id`: `[left, top, right, bottom]` in units, all it paints. */
  box(id) {
    return this.#byId.get(id).box;
  }

  /** Paints stroke `id`, in `override` colour when given (dimmed strokes). */
  paint(context, id, override = null) {
    const stroke = this.#byId.get(id);
    if (stroke) paintShape(context, stroke, override);
  }

  /** Paints the strokes `ids` in order. */
  paintEach(context, ids) {
    for (const id of ids) this.paint(context, id);
  }
}
