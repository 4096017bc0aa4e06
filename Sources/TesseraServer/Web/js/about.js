// The About page: a drawing made in code with Bézier curves, and a small physics toy of tiles
// that fall, bounce, collide and can be flicked (gravity, restitution, friction), at 60 fps,
// paused whenever the page or the tab is hidden.

const COLOURS = [['#eee4da', '#776e65', 2], ['#f2b179', '#f9f6f2', 8], ['#66ccff', '#fff', 1], ['#ff6680', '#fff', 2],
  ['#edc22e', '#f9f6f2', 2048], ['#f65e3b', '#f9f6f2', 64], ['#ffffff', '#333', 3], ['#edcf72', '#f9f6f2', 128]];
const GRAVITY = 1800;          // px / s²
const RESTITUTION = 0.45;      // bounce
const FRICTION = 0.985;        // per frame on the floor
const AIR = 0.999;

let visible = false;
let frame = 0;
let last = 0;
let bodies = [];
let grabbed = null;
let wired = false;

/** Starts the About page's drawing and toy. */
export function showAbout() {
  visible = true;
  drawArt(document.getElementById('about-art'));
  const canvas = document.getElementById('toy');
  if (!wired) wire(canvas);
  if (bodies.length === 0) dropTiles(canvas, 9);
  resume();
}

/** Stops the toy (the tab is no longer showing). */
export function hideAbout() {
  visible = false;
  hideFrame();
}

function resume() {
  if (!visible || document.hidden || frame) return;
  last = performance.now();
  frame = requestAnimationFrame(step);
}

/* The drawing: "Tessera" lettering over a wave of tiles, all paths built from curves. */
function drawArt(canvas) {
  const ratio = window.devicePixelRatio || 1;
  const width = canvas.clientWidth || 640;
  const height = width * (200 / 640);
  canvas.width = width * ratio;
  canvas.height = height * ratio;
  const c = canvas.getContext('2d');
  c.setTransform(ratio * width / 640, 0, 0, ratio * width / 640, 0, 0);
  const sky = c.createLinearGradient(0, 0, 0, 200);
  sky.addColorStop(0, '#faf8ef');
  sky.addColorStop(1, '#f3e6cf');
  c.fillStyle = sky;
  c.fillRect(0, 0, 640, 200);
  // A wave of tiles along a cubic Bézier: each tile sits on the curve, tilted to its tangent.
  const p = [[20, 170], [180, 90], [420, 220], [620, 130]];
  for (let i = 0; i <= 11; i++) {
    const t = i / 11;
    const [x, y] = bezierPoint(p, t);
    const [dx, dy] = bezierTangent(p, t);
    const [fill, ink, value] = COLOURS[i % COLOURS.length];
    c.save();
    c.translate(x, y);
    c.rotate(Math.atan2(dy, dx));
    tilePath(c, -17, -17, 34, 34, 7);
    c.fillStyle = fill;
    c.fill();
    c.fillStyle = ink;
    c.font = `700 ${String(value).length > 2 ? 10 : 15}px system-ui, sans-serif`;
    c.textAlign = 'center';
    c.textBaseline = 'middle';
    c.fillText(value, 0, 1);
    c.restore();
  }
  // The lettering's swash: two cubic curves under the word.
  c.strokeStyle = '#8f7a66';
  c.lineWidth = 5;
  c.lineCap = 'round';
  c.beginPath();
  c.moveTo(150, 96);
  c.bezierCurveTo(240, 120, 330, 60, 420, 92);
  c.bezierCurveTo(460, 106, 500, 100, 520, 84);
  c.stroke();
  c.fillStyle = '#776e65';
  c.font = '800 64px system-ui, sans-serif';
  c.textAlign = 'center';
  c.textBaseline = 'alphabetic';
  c.fillText('Tessera', 330, 78);
}

function bezierPoint([a, b, c, d], t) {
  const u = 1 - t;
  return [0, 1].map((k) => u * u * u * a[k] + 3 * u * u * t * b[k] + 3 * u * t * t * c[k] + t * t * t * d[k]);
}

function bezierTangent([a, b, c, d], t) {
  const u = 1 - t;
  return [0, 1].map((k) => 3 * u * u * (b[k] - a[k]) + 6 * u * t * (c[k] - b[k]) + 3 * t * t * (d[k] - c[k]));
}

function tilePath(c, x, y, w, h, r) {
  c.beginPath();
  c.moveTo(x + r, y);
  c.lineTo(x + w - r, y);
  c.bezierCurveTo(x + w, y, x + w, y, x + w, y + r);
  c.lineTo(x + w, y + h - r);
  c.bezierCurveTo(x + w, y + h, x + w, y + h, x + w - r, y + h);
  c.lineTo(x + r, y + h);
  c.bezierCurveTo(x, y + h, x, y + h, x, y + h - r);
  c.lineTo(x, y + r);
  c.bezierCurveTo(x, y, x, y, x + r, y);
  c.closePath();
}

/* The toy: tiles as circles for collisions (so they roll and stack), drawn as rounded squares. */
function dropTiles(canvas, count) {
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

function wire(canvas) {
  wired = true;
  document.addEventListener('visibilitychange', () => (document.hidden ? hideFrame() : resume()));
  document.getElementById('toy-drop').addEventListener('click', () => dropTiles(canvas, 5));
  const point = (event) => {
    const box = canvas.getBoundingClientRect();
    return [event.clientX - box.left, event.clientY - box.top];
  };
  canvas.addEventListener('pointerdown', (event) => {
    const [x, y] = point(event);
    const body = bodies.find((b) => Math.hypot(b.x - x, b.y - y) < b.r * 1.2);
    if (!body) return;
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
  const canvas = document.getElementById('toy');
  const width = canvas.clientWidth;
  const height = canvas.clientHeight;
  simulate(dt, width, height);
  render(canvas, width, height);
  frame = requestAnimationFrame(step);
}

function simulate(dt, width, height) {
  for (const b of bodies) {
    if (grabbed?.body === b) {
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
      const aFixed = grabbed?.body === a;
      const bFixed = grabbed?.body === b;
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

function render(canvas, width, height) {
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
