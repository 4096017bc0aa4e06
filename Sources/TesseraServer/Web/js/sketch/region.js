// The part of the committed canvas a change touched: the boxes (all a stroke paints, in drawing units) of the
// strokes it removed or put back, in device pixels rounded outward, and the visible strokes whose boxes meet
// it. Those strokes painted in order on a blank canvas of the same size, unclipped (a clip changes how a
// canvas smooths edges), give there the very pixels a repaint of everything would; the region is copied over.

const MOST_RECTS = 32;   // more changed strokes than this are taken as one rectangle around them all

/**
 * The region `boxes` (`[left, top, right, bottom]` in units) cover on a canvas `width` × `height` device pixels
 * at `scale` pixels per unit: whole-pixel rectangles within the canvas, one per box (or one around them all
 * when there are many). Empty when nothing of them is on the canvas.
 */
export function regionOf(boxes, scale, width, height) {
  const pixels = boxes.map(([left, top, right, bottom]) => [
    Math.max(0, Math.floor(left * scale)), Math.max(0, Math.floor(top * scale)),
    Math.min(width, Math.ceil(right * scale)), Math.min(height, Math.ceil(bottom * scale)),
  ]).filter(([left, top, right, bottom]) => left < right && top < bottom);
  if (pixels.length <= MOST_RECTS) return pixels;
  return [pixels.reduce((around, rect) => [
    Math.min(around[0], rect[0]), Math.min(around[1], rect[1]), Math.max(around[2], rect[2]), Math.max(around[3], rect[3]),
  ])];
}

/** The ids among `ids` (in their order) whose boxes (`boxOf(id)`, units) meet the region at `scale`. */
export function meeting(ids, boxOf, region, scale) {
  if (!region.length) return [];
  const found = [];
  for (const id of ids) {
    const [left, top, right, bottom] = boxOf(id);
    const l = left * scale;
    const t = top * scale;
    const r = right * scale;
    const b = bottom * scale;
    if (region.some((rect) => l <= rect[2] && r >= rect[0] && t <= rect[3] && b >= rect[1])) found.push(id);
  }
  return found;
}

/** Copies the region of `source` onto `context` (a canvas of the same size, set to device pixels). */
export function copyRegion(context, source, region) {
  for (const [left, top, right, bottom] of region) {
    context.drawImage(source, left, top, right - left, bottom - top, left, top, right - left, bottom - top);
  }
}
