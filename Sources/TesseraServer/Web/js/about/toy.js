// The About tab's toy: tiles that fall, bounce, collide and can be flicked (gravity, restitution,
// friction), at 60 fps, paused whenever the page or the tab is hidden. Tiles stay upright, as on a
// board: they collide as the squares they are drawn as, so they stack flush and slide on each other.
// With reduced motion, dropped tiles appear where they come to rest instead of falling, and the toy moves
// only while a tile is held and until the tiles it moved are at rest; at rest, they stay where they are
// until a tile is held or dropped, or the box changes size.

import { COLOURS, inkOf, moreContrast, tilePath } from './art.js';

const GRAVITY = 1800;          // px / s²
const RESTITUTION = 0.45;      // bounce
const FRICTION = 0.95;         // per frame, resting on the floor or on another tile: a thrown tile skids to a stop
const AIR = 0.999;
const RESTING = 80;            // px / s: a slower bounce stops (more than a frame of gravity at 30 fps)
const TIP = 30;                // px / s a frame: a tile on a narrow ledge slides off it
const PASSES = 4;              // collision passes a frame, so that a stack settles without sinking
const SETTLING = 600;          // frames (ten seconds) in which dropped tiles come to rest, for reduced motion
const CALM = 0.5;              // s in which every tile moved less than STILL: at rest, for reduced motion
const STILL = 2;               // px: a jammed stack trembles by less than this, and a sliding tile moves more
const RESTLESS = 15;           // s after which the toy stops, at rest or not, for reduced motion
const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');

/** Makes the toy on a canvas; `dropButton` drops more tiles. Returns `{ start, stop }`; it starts stopped. */
export function createToy(canvas, dropButton) {
  let visible = false;
  let frame = 0;
  let last = 0;
  let bodies = [];
  let grabbed = null;   // { body, id, history } while a pointer holds a tile
  let calm = 0;         // with reduced motion: the seconds the tiles have stayed near `anchors`,
  let anchors = [];     // where they were when that began,
  let running = 0;      // and the seconds since the toy started or a tile was let go
  let unsettled = false;   // with reduced motion: tiles dropped, to be shown at rest in the box the next frame finds
  let resting = false;     // with reduced motion: the toy stopped with its tiles at rest, and they stay put
  let laidOut = [0, 0];    // the box the tiles were last drawn in

  function dropTiles(count) {
    const width = canvas.clientWidth || 600;
    for (let i = 0; i < count; i++) {
      const [fill, ink, value] = COLOURS[(bodies.length + i) % COLOURS.length];
      const size = 44 + (i % 3) * 8;
      bodies.push({
        x: 40 + Math.random() * (width - 80), y: -60 - i * 50, vx: (Math.random() - 0.5) * 300, vy: 0,
        half: size / 2, fill, ink, value,
      });
    }
    bodies = bodies.slice(-24);
    unsettled = reducedMotion.matches;
    resting = false;
    resume();
  }

  function resume() {
    if (!visible || document.hidden || frame) return;
    calm = running = 0;
    anchors = [];
    last = performance.now();
    frame = requestAnimationFrame(step);
  }

  moreContrast.addEventListener('change', resume);   // tiles at rest are drawn again in the new ink

  function hideFrame() {
    cancelAnimationFrame(frame);
    frame = 0;
  }

  function step(now) {
    frame = 0;
    if (!visible || document.hidden) return;
    const dt = Math.min((now - last) / 1000, 1 / 30);
    last = now;
    const width = canvas.clientWidth;
    const height = canvas.clientHeight;
    // Asked for less motion: dropped tiles, and all of them in a box of a new size, show where they come to rest
    // instead of falling there, and stay there; tiles at rest are drawn where they are.
    const resized = width !== laidOut[0] || height !== laidOut[1];
    laidOut = [width, height];
    if (reducedMotion.matches && (unsettled || resized)) {
      for (let i = 0; i < SETTLING; i++) simulate(bodies, grabbed?.body, 1 / 60, width, height);
      resting = !grabbed;
    }
    unsettled = false;
    if (!resting || !reducedMotion.matches) simulate(bodies, grabbed?.body, dt, width, height);
    render(canvas, bodies, width, height);
    // With reduced motion the toy moves only while a tile is held and until the tiles are at rest again.
    // At rest is judged by where the tiles are, not their speed: a stack jammed against a wall can keep a speed
    // its neighbours cancel every frame, and creep.
    if (reducedMotion.matches && !grabbed) {
      if (resting) return;
      const still = anchors.length === bodies.length &&
        bodies.every((body, i) => Math.hypot(body.x - anchors[i][0], body.y - anchors[i][1]) < STILL);
      calm = still ? calm + dt : 0;
      if (!still) anchors = bodies.map((body) => [body.x, body.y]);
      running += dt;
      resting = calm >= CALM || running >= RESTLESS;
      if (resting) return;
    }
    frame = requestAnimationFrame(step);
  }

  document.addEventListener('visibilitychange', () => (document.hidden ? hideFrame() : resume()));
  // A stopped toy (reduced motion) draws itself again at a new size, its tiles at rest in the new box, and moves
  // again when motion is allowed.
  new ResizeObserver(() => resume()).observe(canvas);
  reducedMotion.addEventListener('change', () => {
    unsettled = reducedMotion.matches;   // asked for less motion mid-fall: the tiles show where they land
    resting = false;
    resume();
  });
  dropButton.addEventListener('click', () => dropTiles(5));
  const point = (event) => {
    const box = canvas.getBoundingClientRect();
    return [event.clientX - box.left, event.clientY - box.top];
  };
  const tileAt = ([x, y]) => bodies.findLast((b) => Math.abs(b.x - x) < b.half + 6 && Math.abs(b.y - y) < b.half + 6);
  // A finger on a tile holds it; one on the empty box scrolls the page, as anywhere else.
  canvas.addEventListener('touchstart', (event) => {
    if (tileAt(point(event.changedTouches[0]))) event.preventDefault();
  }, { passive: false });
  canvas.addEventListener('pointerdown', (event) => {
    const body = tileAt(point(event));
    if (!body) return;
    const [x, y] = point(event);
    canvas.setPointerCapture(event.pointerId);
    resting = false;
    grabbed = { body, id: event.pointerId, history: [[x, y, performance.now()]] };
    canvas.style.cursor = 'grabbing';
    resume();   // stopped with reduced motion
  });
  canvas.addEventListener('pointermove', (event) => {
    if (!grabbed || event.pointerId !== grabbed.id) return;
    const [x, y] = point(event);
    grabbed.body.x = x;
    grabbed.body.y = y;
    grabbed.history.push([x, y, performance.now()]);
    grabbed.history = grabbed.history.slice(-5);
  });
  const release = (event) => {
    if (!grabbed || event.pointerId !== grabbed.id) return;
    const [first, lastPoint] = [grabbed.history[0], grabbed.history[grabbed.history.length - 1]];
    const seconds = Math.max((lastPoint[2] - first[2]) / 1000, 1 / 120);
    grabbed.body.vx = (lastPoint[0] - first[0]) / seconds;
    grabbed.body.vy = (lastPoint[1] - first[1]) / seconds;
    grabbed = null;
    calm = running = 0;
    anchors = [];
    canvas.style.cursor = '';
  };
  canvas.addEventListener('pointerup', release);
  canvas.addEventListener('pointercancel', release);

  return {
    /** Runs the toy (the tab is showing); the first time, nine tiles fall in. */
    start() {
      visible = true;
      if (bodies.length === 0) dropTiles(9);
      resume();
    },

    /** Stops the toy (the tab is no longer showing). */
    stop() {
      visible = false;
      hideFrame();
    },
  };
}

/** Advances every body by `dt` seconds in a box of `width` × `height`; `held` stays where the pointer put it. */
export function simulate(bodies, held, dt, width, height) {
  for (const b of bodies) {
    if (held === b) {
      b.vx = b.vy = 0;
      continue;
    }
    b.vy += GRAVITY * dt;
    b.vx *= AIR;
    b.x += b.vx * dt;
    b.y += b.vy * dt;
  }
  // Lowest first, so that a stack settles from the floor up: a tile resting on one the floor holds is held too.
  const order = [...bodies].sort((a, b) => b.y - a.y);
  for (let pass = 0; pass < PASSES; pass++) {
    const supported = new Set();
    for (const b of order) if (held !== b && keepInside(b, width, height, pass === 0)) supported.add(b);
    for (let i = 0; i < order.length; i++) {
      for (let j = i + 1; j < order.length; j++) collide(order[i], order[j], held, supported, pass === 0);
    }
  }
}

/**
 * Keeps a body inside the box: it bounces off the walls and the floor, and slows as it slides on the floor.
 * True when it rests on the floor.
 */
function keepInside(b, width, height, bounces) {
  if (b.x - b.half < 0) {
    b.x = b.half;
    if (bounces) b.vx = Math.abs(b.vx) * RESTITUTION;
  }
  if (b.x + b.half > width) {
    b.x = width - b.half;
    if (bounces) b.vx = -Math.abs(b.vx) * RESTITUTION;
  }
  if (b.y + b.half < height) return false;
  b.y = height - b.half;
  if (bounces && b.vy > 0) {
    b.vy = b.vy < RESTING ? 0 : -b.vy * RESTITUTION;
    b.vx = Math.abs(b.vx) < 4 ? 0 : b.vx * FRICTION;
  }
  return true;
}

/**
 * Parts two overlapping bodies along the axis they overlap least on and, on the first pass of a frame,
 * exchanges their momentum along it. The held body does not move, nor does the lower of two stacked ones
 * when the floor holds it up (`supported`); the upper one is then held up too, and slows as it slides.
 */
function collide(a, b, held, supported, bounces) {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const overlapX = a.half + b.half - Math.abs(dx);
  const overlapY = a.half + b.half - Math.abs(dy);
  if (overlapX <= 0 || overlapY <= 0) return;
  const [nx, ny, overlap] = overlapX < overlapY ? [Math.sign(dx) || 1, 0, overlapX] : [0, Math.sign(dy) || 1, overlapY];
  const lower = ny === 0 ? null : ny > 0 ? b : a;
  const aFixed = held === a || (lower === a && supported.has(a));
  const bFixed = held === b || (lower === b && supported.has(b));
  if (aFixed && bFixed) return;
  const share = aFixed || bFixed ? 1 : 0.5;
  if (!aFixed) { a.x -= nx * overlap * share; a.y -= ny * overlap * share; }
  if (!bFixed) { b.x += nx * overlap * share; b.y += ny * overlap * share; }
  if (lower && (aFixed || bFixed)) supported.add(lower === a ? b : a);
  if (!bounces) return;
  // A body that does not move counts as still, whatever it was doing: one just bouncing off the floor must
  // not throw the tile that lands on it.
  const [avx, avy] = aFixed ? [0, 0] : [a.vx, a.vy];
  const [bvx, bvy] = bFixed ? [0, 0] : [b.vx, b.vy];
  const approach = (bvx - avx) * nx + (bvy - avy) * ny;
  if (approach >= 0) return;
  const impulse = (-approach < RESTING ? 1 : 1 + RESTITUTION) * -approach * share;
  if (!aFixed) { a.vx -= impulse * nx; a.vy -= impulse * ny; }
  if (!bFixed) { b.vx += impulse * nx; b.vy += impulse * ny; }
  if (lower) {
    // One rests on the other: they drag on each other as on the floor.
    const slide = (bvx - avx) * (1 - FRICTION) * share;
    if (!aFixed) a.vx += slide;
    if (!bFixed) b.vx -= slide;
    // Resting on less than a quarter of its width, a tile tips off the edge.
    const upper = lower === a ? b : a;
    if (upper !== held && overlapX < upper.half / 2) upper.vx += Math.sign(upper.x - lower.x) * TIP;
  }
}

/** Draws every body on the canvas, sized to `width` × `height` CSS pixels. */
function render(canvas, bodies, width, height) {
  const ratio = window.devicePixelRatio || 1;
  if (canvas.width !== Math.round(width * ratio) || canvas.height !== Math.round(height * ratio)) {
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
  }
  const c = canvas.getContext('2d');
  c.setTransform(ratio, 0, 0, ratio, 0, 0);
  c.clearRect(0, 0, width, height);
  for (const b of bodies) {
    c.save();
    c.translate(b.x, b.y);
    const side = b.half * 2;
    tilePath(c, -side / 2, -side / 2, side, side, side * 0.14);
    c.fillStyle = b.fill;
    c.shadowColor = 'rgba(0,0,0,0.15)';
    c.shadowBlur = 6;
    c.fill();
    c.shadowBlur = 0;
    c.fillStyle = inkOf(b.ink);
    c.font = `700 ${String(b.value).length > 2 ? side * 0.3 : side * 0.45}px system-ui, sans-serif`;
    c.textAlign = 'center';
    c.textBaseline = 'middle';
    c.fillText(b.value, 0, 1);
    c.restore();
  }
}
