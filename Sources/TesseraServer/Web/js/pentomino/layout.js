// Where the board and the tray go: a board of square cells and a tray of twelve slots, one per piece,
// below the board (phones held upright, desktops), beside it or on both sides of it (phones held sideways),
// whichever lets the board's squares be largest with the tray's pieces still easy to grab.

/** A tray slot's size in tray squares: wide enough for a piece lying down, with room around it. */
export const SLOT = { width: 5.5, height: 3.7 };
/** The tray piece's room inside its slot, in tray squares. */
export const ROOM = { width: 5, height: 3.2 };
const GAP = 14;           // between the board and the tray, in px
const MAX_SQUARE = 56;    // a board square is never larger
const MAX_TRAY = 34;      // nor a tray square
const MIN_SQUARE = 10;

/** The tray's arrangements: where it goes and how many slot columns it has. */
const ARRANGEMENTS = [
  ['below', 3], ['below', 4], ['below', 6], ['right', 2], ['right', 3], ['sides', 1], ['sides', 2], ['sides', 3],
];

/** The stage's size for an arrangement with board squares of `s` px and tray squares of `t` px. */
function measure([where, columns], board, s, t) {
  const slotWidth = SLOT.width * t;
  const slotHeight = SLOT.height * t;
  const boardWidth = board.columns * s;
  const boardHeight = board.rows * s;
  if (where === 'below') {
    const rows = Math.ceil(12 / columns);
    return { width: Math.max(boardWidth, columns * slotWidth), height: boardHeight + GAP + rows * slotHeight };
  }
  if (where === 'right') {
    const rows = Math.ceil(12 / columns);
    return { width: boardWidth + GAP + columns * slotWidth, height: Math.max(boardHeight, rows * slotHeight) };
  }
  const rows = Math.ceil(6 / columns);
  return { width: boardWidth + 2 * (GAP + columns * slotWidth), height: Math.max(boardHeight, rows * slotHeight) };
}

/** The slots' corners for an arrangement, in piece order (F to Z, row by row). */
function slots([where, columns], board, size, s, t) {
  const slotWidth = SLOT.width * t;
  const slotHeight = SLOT.height * t;
  const boardWidth = board.columns * s;
  const boardHeight = board.rows * s;
  const grid = (left, top, count, across, width, height) => {
    const rows = Math.ceil(count / across);
    const x0 = left + (width - across * slotWidth) / 2;
    const y0 = top + (height - rows * slotHeight) / 2;
    return Array.from({ length: count }, (_, index) => ({
      x: x0 + (index % across) * slotWidth, y: y0 + Math.floor(index / across) * slotHeight, width: slotWidth, height: slotHeight,
    }));
  };
  if (where === 'below') {
    return { board: { x: (size.width - boardWidth) / 2, y: 0 },
      slots: grid(0, boardHeight + GAP, 12, columns, size.width, size.height - boardHeight - GAP) };
  }
  if (where === 'right') {
    return { board: { x: 0, y: (size.height - boardHeight) / 2 },
      slots: grid(boardWidth + GAP, 0, 12, columns, columns * slotWidth, size.height) };
  }
  const side = columns * slotWidth;
  return { board: { x: side + GAP, y: (size.height - boardHeight) / 2 },
    slots: [...grid(0, 0, 6, columns, side, size.height), ...grid(side + 2 * GAP + boardWidth, 0, 6, columns, side, size.height)] };
}

/**
 * The geometry for a board (`{ rows, columns }`) in `width` × `height` px:
 * `{ width, height, square, tray, board: { x, y, rows, columns }, slots: [{ x, y, width, height }] }`
 * with `square` the board square's size and `tray` the tray square's, all in px from the stage's corner.
 */
export function layout(board, width, height) {
  let best = null;
  for (const arrangement of ARRANGEMENTS) {
    for (let s = MAX_SQUARE; s >= MIN_SQUARE; s -= 1) {
      const low = Math.max(9, Math.ceil(s * 0.55));
      const high = Math.min(MAX_TRAY, Math.max(s, 24));
      for (let t = high; t >= low; t -= 0.5) {
        const size = measure(arrangement, board, s, t);
        if (size.width > width || size.height > height) continue;
        const score = s + 0.6 * t;
        if (!best || score > best.score) best = { score, arrangement, s, t, size };
        break;   // a smaller tray square only lowers the score
      }
    }
  }
  if (!best) {
    // Too little room for any arrangement: the smallest one, and the page scrolls.
    const arrangement = ARRANGEMENTS[0];
    best = { arrangement, s: MIN_SQUARE, t: 9, size: measure(arrangement, board, MIN_SQUARE, 9) };
  }
  const { board: corner, slots: list } = slots(best.arrangement, board, best.size, best.s, best.t);
  return {
    width: Math.ceil(best.size.width), height: Math.ceil(best.size.height), square: best.s, tray: best.t,
    arrangement: best.arrangement[0], board: { ...corner, rows: board.rows, columns: board.columns }, slots: list,
  };
}
