// Confetti over the stage when a board is solved: a burst of the pieces' colours that falls and fades
// in about two seconds, drawn on a canvas; nothing at all when the system asks for reduced motion.

import { COLOURS } from './shapes.js';

/** Throws a burst of confetti on `canvas` (which covers the stage); it clears itself when done. */
export function launchConfetti(canvas) {
  if (matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const box = canvas.getBoundingClientRect();
  const ratio = devicePixelRatio || 1;
  canvas.width = Math.max(1, Math.round(box.width * ratio));
  canvas.height = Math.max(1, Math.round(box.height * ratio));
  const context = canvas.getContext('2d');
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  const colours = Object.values(COLOURS);
  const bits = Array.from({ length: 140 }, (_, index) => ({
    x: box.width / 2 + (Math.random() - 0.5) * box.width * 0.3,
    y: box.height * 0.45,
    vx: (Math.random() - 0.5) * 9,
    vy: -4 - Math.random() * 8,
    spin: Math.random() * Math.PI,
    turn: (Math.random() - 0.5) * 0.4,
    size: 5 + Math.random() * 6,
    colour: colours[index % colours.length],
  }));
  const started = performance.now();
  const DURATION = 2200;
  function frame(now) {
    const age = now - started;
    context.clearRect(0, 0, box.width, box.height);
    if (age > DURATION) return;
    context.globalAlpha = Math.min(1, (DURATION - age) / 600);
    for (const bit of bits) {
      bit.vy += 0.28;
      bit.vx *= 0.985;
      bit.x += bit.vx;
      bit.y += bit.vy;
      bit.spin += bit.turn;
      context.save();
      context.translate(bit.x, bit.y);
      context.rotate(bit.spin);
      context.fillStyle = bit.colour;
      context.fillRect(-bit.size / 2, -bit.size / 4, bit.size, bit.size / 2);
      context.restore();
    }
    requestAnimationFrame(frame);
  }
  requestAnimationFrame(frame);
}
