// The pentomino count worker: its own instance of pentomino.wasm, which counts the completions of a
// board in progress off the main thread (up to about 2 s near an empty board), so dragging never waits.
// Messages in: `{ module }` once (a compiled pentomino module; without it the worker fetches its own),
// then `{ id, save }` (count the completions of that save) or `{ id, board }` (count that board's
// essentially different solutions). Each answer is `{ id, count, essentiallyDifferent }` or `{ id, error }`.

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
