// Where the board and the tray go: a board of square cells and a tray of twelve slots, one per piece,
// below the board (phones held upright, desktops), beside it or on both sides of it (phones held sideways),
// whichever lets the board's squares be largest with the tray's pieces still easy to grab. A long board
// that would get much larger squares stood up (3×20 on a phone held upright) is drawn stood up: turned a
// quarter turn clockwise, pieces and tray too (see sight.js), with tall tray slots for the standing pieces.

/** Tray slots in tray squares, wide enough for a piece lying down, with room around it; and the piece's room in one. */
const WIDE = { slot: { width: 5.5, height: 3.7 }, room: { width: 5, height: 3.2 } };
/** The same for a board stood up: tall slots, as its pieces stand. */
const TALL = { slot: { width: 3.7, height: 5.5 }, room: { width: 3.2, height: 5 } };
const STAND_UP = 1.15;    // a board stands up when its squares grow by this much…
const STAY_UP = 1.05;     // …and, once up, lies down again only when they would not grow by this much
const GAP = 14;           // between the board and the tray, in px
const MAX_SQUARE = 56;    // a board square is never larger
const MAX_TRAY = 34;      // nor a tray square
const MIN_SQUARE = 10;

/** The tray's arrangements: where it goes and how many slot columns it has. */
const ARRANGEMENTS = [
  ['below', 3], ['below', 4], ['below', 6], ['right', 2], ['right', 3], ['sides', 1], ['sides', 2], ['sides', 3],
];

/** The stage's size for an arrangement with board squares of `s` px and tray squares of `t` px. */
function measure([where, columns], board, slot, s, t) {
  const slotWidth = slot.width * t;
  const slotHeight = slot.height * t;
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
function slots([where, columns], board, slot, size, s, t) {
  const slotWidth = slot.width * t;
  const slotHeight = slot.height * t;
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
 * The geometry for a board (`{ rows, columns }`) in `width` × `height` px, lying as the rules have it or stood
 * up (`wasUpright`: the same board was shown stood up just before):
 * `{ width, height, square, tray, upright, room, board: { x, y, rows, columns }, slots: [{ x, y, width, height }] }`
 * with `square` the board square's size and `tray` the tray square's, all in px from the stage's corner, `room`
 * a tray piece's room in its slot in tray squares, and `board` as drawn (stood up, its rows are the rules' columns).
 */
export function layout(board, width, height, wasUpright = false) {
  const flat = arrange(board, WIDE, width, height);
  if (board.rows === board.columns) return flat;
  const standing = arrange({ rows: board.columns, columns: board.rows }, TALL, width, height);
  return standing.square >= flat.square * (wasUpright ? STAY_UP : STAND_UP) ? { ...standing, upright: true } : flat;
}

/** The best geometry for a board as drawn, with tray slots of one shape (WIDE or TALL). */
function arrange(board, { slot, room }, width, height) {
  let best = null;
  for (const arrangement of ARRANGEMENTS) {
    for (let s = MAX_SQUARE; s >= MIN_SQUARE; s -= 1) {
      const low = Math.max(9, Math.ceil(s * 0.55));
      const high = Math.min(MAX_TRAY, Math.max(s, 24));
      for (let t = high; t >= low; t -= 0.5) {
        const size = measure(arrangement, board, slot, s, t);
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
    best = { arrangement, s: MIN_SQUARE, t: 9, size: measure(arrangement, board, slot, MIN_SQUARE, 9) };
  }
  const { board: corner, slots: list } = slots(best.arrangement, board, slot, best.size, best.s, best.t);
  return {
    width: Math.ceil(best.size.width), height: Math.ceil(best.size.height), square: best.s, tray: best.t,
    upright: false, room,
    arrangement: best.arrangement[0], board: { ...corner, rows: board.rows, columns: board.columns }, slots: list,
  };
}
