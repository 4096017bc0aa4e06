// The pentomino count worker: its own instance of pentomino.wasm, which counts the solutions a board in
// progress can still become off the main thread (up to about 2 s near an empty board), so dragging never waits.
// Messages in: `{ module }` once (a compiled pentomino module; without it the worker fetches its own),
// then `{ id, save }` (count the solutions that save can still become) or `{ id, board }` (count that
// board's solutions). Each answer is `{ id, count }` or `{ id, error }`: essentially different solutions.

import { compilePentomino, instantiatePentomino } from './rules.js';

let rules = null;   // this worker's own instance; the worker serves one page, so one instance

/** Makes this worker's instance from a compiled module, or from the served wasm when none was given. */
async function start(module) {
  rules = await instantiatePentomino(module ?? (await compilePentomino()));
}

let ready = null;

self.addEventListener('message', async (event) => {
  const message = event.data;
  if (!ready) ready = start(message.module);
  if (message.id === undefined) return;
  try {
    await ready;
    if (message.board) rules.newPuzzle(message.board);
    else rules.restore(message.save);
    self.postMessage({ id: message.id, ...rules.count() });
  } catch (error) {
    self.postMessage({ id: message.id, error: String(error?.message ?? error) });
  }
});
