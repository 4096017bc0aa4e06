// The About tab's toy: tiles that fall, bounce, collide and can be flicked (gravity, restitution,
// friction), at 60 fps, paused whenever the page or the tab is hidden. Tiles collide as circles (so
// they roll and stack) and are drawn as rounded squares.

import { COLOURS, tilePath } from './art.js';

const GRAVITY = 1800;          // px / s²
const RESTITUTION = 0.45;      // bounce
const FRICTION = 0.985;        // per frame on the floor
const AIR = 0.999;

/** Makes the toy on a canvas; `dropButton` drops more tiles. Returns `{ start, stop }`; it starts stopped. */
export function createToy(canvas, dropButton) {
  let visible = false;
  let frame = 0;
  let last = 0;
  let bodies = [];
  let grabbed = null;   // { body, id, history } while a pointer holds a tile

  function dropTiles(count) {
    const width = canvas.clientWidth || 600;
    for (let i = 0; i < count; i++) {
      const [fill, ink, value] = COLOURS[(bodies.length + i) % COLOURS.length];
      const size = 54 + (i % 3) * 10;
      bodies.push({
        x: 40 + Math.random() * (width - 80), y: -60 - i * 50, vx: (Math.random() - 0.5) * 300, vy: 0,
        r: size / 2, angle: Math.random(), spin: 0, fill, ink, value,
      });
    }
    bodies = bodies.slice(-24);
    resume();
  }

  function resume() {
    if (!visible || document.hidden || frame) return;
    last = performance.now();
    frame = requestAnimationFrame(step);
  }

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
    simulate(bodies, grabbed?.body, dt, width, height);
    render(canvas, bodies, width, height);
    frame = requestAnimationFrame(step);
  }

  document.addEventListener('visibilitychange', () => (document.hidden ? hideFrame() : resume()));
  dropButton.addEventListener('click', () => dropTiles(5));
  const point = (event) => {
    const box = canvas.getBoundingClientRect();
    return [event.clientX - box.left, event.clientY - box.top];
  };
  const tileAt = ([x, y]) => bodies.find((b) => Math.hypot(b.x - x, b.y - y) < b.r * 1.2);
  // A finger on a tile holds it; one on the empty box scrolls the page, as anywhere else.
  canvas.addEventListener('touchstart', (event) => {
    if (tileAt(point(event.changedTouches[0]))) event.preventDefault();
  }, { passive: false });
  canvas.addEventListener('pointerdown', (event) => {
    const body = tileAt(point(event));
    if (!body) return;
    const [x, y] = point(event);
    canvas.setPointerCapture(event.pointerId);
    grabbed = { body, id: event.pointerId, history: [[x, y, performance.now()]] };
    canvas.style.cursor = 'grabbing';
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
function simulate(bodies, held, dt, width, height) {
  for (const b of bodies) {
    if (held === b) {
      b.vx = b.vy = 0;
      continue;
    }
    b.vy += GRAVITY * dt;
    b.vx *= AIR;
    b.x += b.vx * dt;
    b.y += b.vy * dt;
    b.angle += b.spin * dt;
    if (b.y + b.r > height) {
      b.y = height - b.r;
      b.vy = Math.abs(b.vy) < 40 ? 0 : -b.vy * RESTITUTION;
      b.vx *= FRICTION;
      b.spin = b.vx / b.r;
    }
    if (b.x - b.r < 0) { b.x = b.r; b.vx = Math.abs(b.vx) * RESTITUTION; }
    if (b.x + b.r > width) { b.x = width - b.r; b.vx = -Math.abs(b.vx) * RESTITUTION; }
  }
  // Pairwise collisions: push overlapping tiles apart and exchange momentum along the contact normal.
  for (let i = 0; i < bodies.length; i++) {
    for (let j = i + 1; j < bodies.length; j++) {
      const a = bodies[i];
      const b = bodies[j];
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      const distance = Math.hypot(dx, dy) || 0.01;
      const overlap = a.r + b.r - distance;
      if (overlap <= 0) continue;
      const nx = dx / distance;
      const ny = dy / distance;
      const aFixed = held === a;
      const bFixed = held === b;
      const share = aFixed || bFixed ? 1 : 0.5;
      if (!aFixed) { a.x -= nx * overlap * share; a.y -= ny * overlap * share; }
      if (!bFixed) { b.x += nx * overlap * share; b.y += ny * overlap * share; }
      const approach = (b.vx - a.vx) * nx + (b.vy - a.vy) * ny;
      if (approach >= 0) continue;
      const impulse = -(1 + RESTITUTION) * approach / 2;
      if (!aFixed) { a.vx -= impulse * nx; a.vy -= impulse * ny; }
      if (!bFixed) { b.vx += impulse * nx; b.vy += impulse * ny; }
    }
  }
}

/** Draws every body on the canvas, sized to `width` × `height` CSS pixels. */
function render(canvas, bodies, width, height) {
  const ratio = window.devicePixelRatio || 1;
  if (canvas.width !== Math.round(width * ratio)) {
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
  }
  const c = canvas.getContext('2d');
  c.setTransform(ratio, 0, 0, ratio, 0, 0);
  c.clearRect(0, 0, width, height);
  for (const b of bodies) {
    c.save();
    c.translate(b.x, b.y);
    c.rotate(b.angle);
    const side = b.r * 1.4;   // a square whose corners stay inside the collision circle, however it turns
    tilePath(c, -side / 2, -side / 2, side, side, side * 0.18);
    c.fillStyle = b.fill;
    c.shadowColor = 'rgba(0,0,0,0.15)';
    c.shadowBlur = 6;
    c.fill();
    c.shadowBlur = 0;
    c.fillStyle = b.ink;
    c.font = `700 ${String(b.value).length > 2 ? side * 0.3 : side * 0.45}px system-ui, sans-serif`;
    c.textAlign = 'center';
    c.textBaseline = 'middle';
    c.fillText(b.value, 0, 1);
    c.restore();
  }
}
