// What the Pentomino tab keeps in the browser: each board's puzzle in progress (the rules' save text, the
// hints used and the undo and redo lists as the rules write them, with the page's own extras: time spent,
// how tray pieces are turned), the board last played, and per board the solutions this player has found
// and the best time.

import { keepAside, onStoredElsewhere, setAside } from '../storage.js';

const PUZZLES = 'tessera.pentomino';
const FOUND = 'tessera.pentomino.found';

function read(key) {
  const text = localStorage.getItem(key);
  return text === null ? null : JSON.parse(text);
}

function write(key, value) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the puzzle goes on, it just will not survive a reload.
  }
}

/**
 * Every board's puzzle: `{ board, puzzles: { [board]: { save, hints, history, elapsed, tray, revision } } }` (a
 * puzzle kept before the rules kept the lists has the page's own `undo` and `redo` instead of `history`).
 * Throws when what is kept cannot be read (the caller says so and starts afresh); null when nothing is.
 */
export function loadPuzzles() {
  const kept = read(PUZZLES);
  if (kept === null) return null;
  if (!kept || typeof kept !== 'object' || typeof kept.puzzles !== 'object' || !kept.puzzles) {
    throw new Error('it is not a list of puzzles');
  }
  return kept;
}

/** Sets every board's puzzles aside (see `setAside`), when what is kept cannot be read at all. */
export const setAsidePuzzles = () => setAside(PUZZLES, 'tessera-pentomino.json');

/** Keeps a copy of `board`'s puzzle (`entry`) aside (see `keepAside`) before a fresh one is kept over it. */
export const keepPuzzleAside = (board, entry) =>
  keepAside(`${PUZZLES}.${board}`, JSON.stringify(entry), `tessera-pentomino-${board}.json`);

/** What `loadPuzzles` reads, or null when nothing is kept or it cannot be read (the tab said so when it opened). */
function readablePuzzles() {
  try {
    return loadPuzzles();
  } catch {
    return null;
  }
}

/** The puzzle kept for `board` (by this tab or another), or null. */
export const storedPuzzle = (board) => readablePuzzles()?.puzzles[board] ?? null;

/**
 * Keeps `entry` as `board`'s puzzle and makes `board` the one in play, over what is stored now: the other
 * boards' puzzles stay as another tab of this browser may have left them. What cannot be read (the tab said
 * so when it opened) is written afresh.
 */
export function keepPuzzle(board, entry) {
  const kept = readablePuzzles() ?? { board, puzzles: {} };
  kept.board = board;
  kept.puzzles[board] = entry;
  write(PUZZLES, kept);
}

/** Calls `heard()` whenever another tab of this browser stores the puzzles. */
export const onPuzzlesStoredElsewhere = (heard) => onStoredElsewhere(PUZZLES, heard);

/** Per board, the solutions found and the best time: `{ [board]: { ids: [id, …], best: ms | null, total } }`. */
export function loadFound() {
  try {
    const found = read(FOUND);
    return found && typeof found === 'object' && !Array.isArray(found) ? found : {};
  } catch {
    return {};
  }
}

/**
 * Records a solution found on a board in `ms` milliseconds; returns `{ ids, best, total, isNew, isBest }`
 * for that board. `total` (the board's essentially different solutions) is kept when known. A solve
 * with hints (`hinted`) is found all the same, but its time is never a best.
 */
export function recordSolution(board, id, ms, total, hinted) {
  const found = loadFound();
  const entry = found[board] && Array.isArray(found[board].ids) ? found[board] : { ids: [], best: null, total: null };
  const isNew = !entry.ids.includes(id);
  if (isNew) entry.ids.push(id);
  const isBest = !hinted && Number.isFinite(ms) && (entry.best === null || ms < entry.best);
  if (isBest) entry.best = ms;
  if (total) entry.total = total;
  found[board] = entry;
  write(FOUND, found);
  return { ...entry, isNew, isBest };
}

/** Notes a board's number of essentially different solutions, once counted. */
export function storeTotal(board, total) {
  const found = loadFound();
  if (found[board]?.total === total) return;
  found[board] = { ids: [], best: null, ...found[board], total };
  write(FOUND, found);
}
