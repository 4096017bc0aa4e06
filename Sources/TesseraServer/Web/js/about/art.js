// The About tab's drawing, made in code: "Tessera" lettered over a wave of tiles that sit on a cubic
// Bézier curve, every outline built from curves. Also the tile outline and colours the toy shares.

/** Whether the system asks for more contrast: then every tile's number is dark, as on the game's board. */
export const moreContrast = matchMedia('(prefers-contrast: more)');

/** A tile's ink: its classic one, or dark (4.5:1 or more on every fill here) when more contrast is asked for. */
export const inkOf = (ink) => (moreContrast.matches ? '#1c1a16' : ink);

/** Tile colours: [fill, ink, value], after the original 2048 and Threes. */
export const COLOURS = [['#eee4da', '#776e65', 2], ['#f2b179', '#f9f6f2', 8], ['#66ccff', '#fff', 1], ['#ff6680', '#fff', 2],
  ['#edc22e', '#f9f6f2', 2048], ['#f65e3b', '#f9f6f2', 64], ['#ffffff', '#333', 3], ['#edcf72', '#f9f6f2', 128]];

/** Draws the lettering and the wave of tiles on a canvas, scaled to its width. */
export function drawArt(canvas) {
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
  for (const { x, y, angle, fill, ink, value } of waveTiles()) {
    c.save();
    c.translate(x, y);
    c.rotate(angle);
    tilePath(c, -17, -17, 34, 34, 7);
    c.fillStyle = fill;
    c.fill();
    c.fillStyle = inkOf(ink);
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

/**
 * The art's wave of twelve tiles along a cubic Bézier, in its 640 × 200 units: where each sits on the curve
 * (`x`, `y`), its tilt to the tangent (`angle`, radians) and its colours (`fill`, `ink`, `value`).
 */
export function waveTiles() {
  const p = [[20, 170], [180, 90], [420, 220], [620, 130]];
  return Array.from({ length: 12 }, (_, i) => {
    const [x, y] = bezierPoint(p, i / 11);
    const [dx, dy] = bezierTangent(p, i / 11);
    const [fill, ink, value] = COLOURS[i % COLOURS.length];
    return { x, y, angle: Math.atan2(dy, dx), fill, ink, value };
  });
}

function bezierPoint([a, b, c, d], t) {
  const u = 1 - t;
  return [0, 1].map((k) => u * u * u * a[k] + 3 * u * u * t * b[k] + 3 * u * t * t * c[k] + t * t * t * d[k]);
}

function bezierTangent([a, b, c, d], t) {
  const u = 1 - t;
  return [0, 1].map((k) => 3 * u * u * (b[k] - a[k]) + 6 * u * t * (c[k] - b[k]) + 3 * t * t * (d[k] - c[k]));
}

/** Adds a rounded square's path, its corners made of Bézier curves. */
export function tilePath(c, x, y, w, h, r) {
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
