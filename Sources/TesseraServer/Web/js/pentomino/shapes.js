// Draws pentominoes in code: each piece an SVG of its five squares in its own colour, with faint lines
// between the squares, a bevel (light above and left, shade below and right) and a dark outline.

const SVG = 'http://www.w3.org/2000/svg';

/** Each piece's colour: twelve hues around the wheel, so neighbours on a board stand apart. */
export const COLOURS = {
  F: '#e5484d', I: '#2fa8d8', L: '#f2b632', N: '#46a758', P: '#8e5bd6', T: '#f0803c',
  U: '#e5578f', V: '#26a69a', W: '#5b6fd8', X: '#c04fc2', Y: '#97c23c', Z: '#a9744f',
};

/** A colour (`#rrggbb`) mixed with `amount` of black. */
export function darker(colour, amount) {
  const value = parseInt(colour.slice(1), 16);
  const channel = (shift) => Math.round(((value >> shift) & 255) * (1 - amount));
  return `rgb(${channel(16)}, ${channel(8)}, ${channel(0)})`;
}

/** Makes an SVG element (`name`) with attributes. */
export function svgElement(name, attributes = {}) {
  const element = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
  return element;
}

/** The rows and columns a shape's squares span: `{ rows, columns }`. */
export function extent(squares) {
  let rows = 0;
  let columns = 0;
  for (const [row, column] of squares) {
    rows = Math.max(rows, row + 1);
    columns = Math.max(columns, column + 1);
  }
  return { rows, columns };
}

/**
 * The unit edges around a shape, as `{ x1, y1, x2, y2, side }` in square units, `side` being the
 * neighbour's direction ('top', 'bottom', 'left', 'right'); `inner` picks the edges between two of its
 * squares instead (each once).
 */
function edges(squares, inner) {
  const has = new Set(squares.map(([row, column]) => `${row},${column}`));
  const found = [];
  for (const [row, column] of squares) {
    const sides = [
      ['top', row - 1, column, column, row, column + 1, row],
      ['bottom', row + 1, column, column, row + 1, column + 1, row + 1],
      ['left', row, column - 1, column, row, column, row + 1],
      ['right', row, column + 1, column + 1, row, column + 1, row + 1],
    ];
    for (const [side, nr, nc, x1, y1, x2, y2] of sides) {
      const shared = has.has(`${nr},${nc}`);
      if (inner ? shared && (side === 'bottom' || side === 'right') : !shared) found.push({ x1, y1, x2, y2, side });
    }
  }
  return found;
}

/** A path of unit segments, each moved `inset` squares towards the shape's inside. */
function segments(list, inset = 0) {
  const towards = { top: [0, 1], bottom: [0, -1], left: [1, 0], right: [-1, 0] };
  return list.map(({ x1, y1, x2, y2, side }) => {
    const [dx, dy] = towards[side] ?? [0, 0];
    return `M${x1 + dx * inset} ${y1 + dy * inset}L${x2 + dx * inset} ${y2 + dy * inset}`;
  }).join('');
}

/** The square nearest the shape's middle, where its letter goes. */
function middle(squares) {
  const mean = (index) => squares.reduce((total, square) => total + square[index], 0) / squares.length;
  const [row, column] = [mean(0), mean(1)];
  return squares.reduce((best, square) =>
    ((square[0] - row) ** 2 + (square[1] - column) ** 2 < (best[0] - row) ** 2 + (best[1] - column) ** 2 ? square : best));
}

/**
 * Draws a piece's shape (squares relative to its corner) as an SVG whose user unit is one square.
 * The caller sizes it; it overflows its box by the outline's half width.
 */
export function drawPiece(letter, squares) {
  const { rows, columns } = extent(squares);
  const colour = COLOURS[letter];
  const svg = svgElement('svg', { viewBox: `0 0 ${columns} ${rows}`, class: 'pento-shape', 'aria-hidden': 'true' });
  const fill = svgElement('g', { fill: colour });
  for (const [row, column] of squares) {
    fill.append(svgElement('rect', { x: column - 0.005, y: row - 0.005, width: 1.01, height: 1.01 }));
  }
  const outside = edges(squares, false);
  const lit = outside.filter((edge) => edge.side === 'top' || edge.side === 'left');
  const shaded = outside.filter((edge) => edge.side === 'bottom' || edge.side === 'right');
  const [row, column] = middle(squares);
  const label = svgElement('text', {
    x: column + 0.5, y: row + 0.53, class: 'pento-letter', 'text-anchor': 'middle', 'dominant-baseline': 'middle',
  });
  label.textContent = letter;
  svg.append(
    fill,
    svgElement('path', { d: segments(edges(squares, true)), class: 'pento-seams' }),
    svgElement('path', { d: segments(lit, 0.07), class: 'pento-light' }),
    svgElement('path', { d: segments(shaded, 0.07), class: 'pento-shade' }),
    svgElement('path', { d: segments(outside), class: 'pento-outline', stroke: darker(colour, 0.45) }),
    label,
  );
  return svg;
}
