// Drawing and erasing with mouse, touch or pen (pointer events with the coalesced samples between them):
// every sample goes to the model, the stroke in progress is drawn once per animation frame (its settled runs
// once on the trail, the rest on the overlay), and the model's change is handed on when the gesture ends.
// Smoothing, widths and erase hits are Swift's.
// A second finger soon after the first makes a pinch or a two-finger tap: the stroke it interrupts is dropped.
// A pen put down while a finger draws takes over: the finger was the hand resting on the paper.

import { paintShape, shapeOf } from './strokes.js';
import { SketchError } from './model.js';

const DIMMED = 0.72;   // how much of a stroke the eraser has touched the paper's colour hides
const CONSTANT = 0;    // the model's width modes: one width,
const LIVING = 1;      // or living (by a pen's pressure once it reports one, by speed until then)
/** A second finger this soon after the first makes the touch a pinch or a two-finger tap, not a stroke. */
const SECOND_FINGER_MS = 400;

/** The pressure a pen reports (0 as it lifts off); 0 for a mouse or a finger. */
const pressureOf = (event) => (event.pointerType === 'pen' ? event.pressure : 0);

/**
 * Listens on the surface's paper. The caller gives `model`, `book` (the StrokeBook), `tool()` (`{ eraser,
 * color, width, living }`), `background()`, `onChange(change)` and `onRefused(text)` (the model refused a
 * stroke or an erase: the sentence to show). Returns `{ cancel(), active(), redraw() }`.
 */
export function listenForStrokes(surface, { model, book, tool, background, onChange, onRefused }) {
  const paper = surface.paper;
  let gesture = null;   // { id, eraser, touched, last: { x, y, pressure, time }, radius, finger, since, trail, painted, generation }
  let hover = null;     // where a mouse or pen hovers with the eraser chosen
  let frame = 0;
  const fingers = new Set();   // the touches down on the paper
  let withdrawn = false;       // a second finger called the touch off: nothing draws until every finger lifts

  function sample(event) {
    const { x, y } = surface.toDrawing(event);
    return { x, y, pressure: pressureOf(event), time: event.timeStamp };
  }

  function draw() {
    frame = 0;
    surface.clearLive();
    const context = surface.liveContext;
    surface.units(context);
    if (gesture && !gesture.eraser) {
      const { live, settled } = model.live();
      if (settled) gesture.trail.push(shapeOf(settled));
      paintTrail();
      paintShape(context, shapeOf(live));
      return;
    }
    if (gesture) {
      context.globalAlpha = DIMMED;
      for (const id of gesture.touched) book.paint(context, id, background());
      context.globalAlpha = 1;
    }
    const ring = gesture ? { ...gesture.last, radius: gesture.radius } : hover;
    if (ring) {
      context.beginPath();
      context.arc(ring.x, ring.y, ring.radius, 0, Math.PI * 2);
      context.lineWidth = 1.5 / surface.scale;
      context.strokeStyle = 'rgba(60, 50, 40, 0.75)';
      context.stroke();
    }
  }

  /**
   * Paints the stroke's settled pieces on the trail: the run just settled, or all of them again when the canvases
   * were resized (and so emptied) since the last frame.
   */
  function paintTrail() {
    const context = surface.trailContext;
    surface.units(context);
    const fresh = gesture.generation !== surface.generation;
    for (const shape of fresh ? gesture.trail : gesture.trail.slice(gesture.painted)) paintShape(context, shape);
    gesture.generation = surface.generation;
    gesture.painted = gesture.trail.length;
  }

  const redraw = () => {
    frame ||= requestAnimationFrame(draw);
  };

  /** Runs a call to the model; a refusal is said (`what` failed) and answers null. */
  function ask(call, what) {
    try {
      return call();
    } catch (error) {
      if (!(error instanceof SketchError)) throw error;
      onRefused(`${what}: ${error.message}.`);
      return null;
    }
  }

  /** Forgets the gesture and empties what it painted: the frame asked for, the overlay and the trail. */
  function endGesture() {
    gesture = null;
    cancelAnimationFrame(frame);
    frame = 0;
    surface.clearLive();
    surface.clearTrail();
  }

  /** Ends the gesture and its overlay, then shows the change `settle()` makes (or says why the model refused it). */
  function finish(settle, what) {
    endGesture();
    const change = ask(settle, what);
    if (change) onChange(change);
  }

  /** Drops the stroke or erase in progress (its input was called off): nothing of it is drawn or erased. */
  function drop() {
    if (!gesture) return;
    model.cancel();
    endGesture();
  }

  /**
   * Counts a finger down; answers true when it is a second one. Soon after the first, it withdraws the
   * touch (the stroke begun is dropped); later, the stroke goes on and the extra finger is ignored.
   */
  function secondFinger(event) {
    if (event.pointerType !== 'touch') return false;
    fingers.add(event.pointerId);
    paper.setPointerCapture?.(event.pointerId);   // its lifting is heard here, wherever it lifts
    if (fingers.size < 2) return false;
    if (!gesture || (gesture.finger && event.timeStamp - gesture.since < SECOND_FINGER_MS)) {
      if (gesture) drop();
      withdrawn = true;
    }
    return true;
  }

  function fingerUp(event) {
    if (!fingers.delete(event.pointerId)) return;
    if (fingers.size === 0) withdrawn = false;
  }

  paper.addEventListener('pointerdown', (event) => {
    if (secondFinger(event)) {
      event.preventDefault();
      return;
    }
    if (event.pointerType === 'pen' && gesture?.finger) drop();
    if ((withdrawn && event.pointerType === 'touch') || gesture || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    paper.setPointerCapture?.(event.pointerId);
    surface.measure();
    const chosen = tool();
    const at = sample(event);
    // A pen's eraser end (button 5) erases whatever tool is chosen.
    if (chosen.eraser || event.button === 5) {
      const eraser = ask(() => model.eraseBegin(at.x, at.y, chosen.width), 'Not erased');
      if (eraser) gesture = { id: event.pointerId, eraser: true, touched: new Set(eraser.touched), last: at, radius: eraser.radius };
    } else {
      const mode = chosen.living ? LIVING : CONSTANT;
      if (ask(() => model.begin(at.x, at.y, at.pressure, at.time, chosen.color, chosen.width, mode), 'Not drawn')) {
        // trail: the shapes of the settled runs; painted: how many of them the trail shows, as of generation.
        gesture = { id: event.pointerId, eraser: false, last: at, trail: [], painted: 0, generation: surface.generation };
      }
    }
    if (gesture) Object.assign(gesture, { finger: event.pointerType === 'touch', since: event.timeStamp });
    if (gesture) draw();
  });

  paper.addEventListener('pointermove', (event) => {
    surface.measure();   // the paper may have moved since the last sample (a scroll, a resize, a rotation)
    if (!gesture) {
      const chosen = tool();
      hover = chosen.eraser && event.pointerType !== 'touch' ? { ...sample(event), radius: model.eraserRadius(chosen.width) } : null;
      redraw();
      return;
    }
    if (event.pointerId !== gesture.id) return;
    if (event.buttons === 0 && event.pointerType === 'mouse') {
      // Its release was never heard (let go outside the window, say): it ends where it was last seen.
      release({ ...gesture.last, time: event.timeStamp });
      return;
    }
    const samples = event.getCoalescedEvents?.() ?? [];
    for (const one of samples.length ? samples : [event]) {
      const at = sample(one);
      if (gesture.eraser) {
        for (const id of model.eraseExtend(at.x, at.y)) gesture.touched.add(id);
      } else {
        model.extend(at.x, at.y, at.pressure, at.time);   // a pen lifting off reports 0: the model keeps the width
      }
      gesture.last = at;
    }
    redraw();
  });

  /** Ends the gesture, letting go at `at` (a sample): the stroke is drawn, or what the eraser touched is erased. */
  function release(at) {
    if (gesture.eraser) {
      finish(() => model.eraseEnd(), 'Not erased');
      return;
    }
    finish(() => model.end(at.x, at.y, at.pressure, at.time), 'Not drawn');
  }

  paper.addEventListener('pointerup', (event) => {
    fingerUp(event);
    if (!gesture || event.pointerId !== gesture.id) return;
    surface.measure();
    release(sample(event));
  });
  paper.addEventListener('pointercancel', (event) => {
    fingerUp(event);
    if (gesture && event.pointerId === gesture.id) drop();
  });
  // Capture lost with no release heard (a button let go outside the window, in Chrome): the gesture ends
  // where it was last seen.
  paper.addEventListener('lostpointercapture', (event) => {
    fingerUp(event);
    if (gesture && event.pointerId === gesture.id) release({ ...gesture.last, time: event.timeStamp });
  });
  paper.addEventListener('pointerleave', () => {
    if (!hover) return;
    hover = null;
    redraw();
  });
  // A long press must not open a menu, nor a drag scroll or zoom the page.
  paper.addEventListener('contextmenu', (event) => event.preventDefault());
  paper.addEventListener('touchmove', (event) => event.preventDefault(), { passive: false });

  return {
    /** Drops a stroke or an erase in progress: nothing of it is drawn or erased. */
    cancel: drop,
    /** True while a stroke or an erase is in progress. */
    active: () => gesture !== null,
    /** Paints the stroke or the eraser in progress again in the next frame (a resize emptied the canvases). */
    redraw,
  };
}
