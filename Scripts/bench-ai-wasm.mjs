// Plays 2048 with the page's AI module (Web/wasm/ai.wasm) in node's V8, the engine of Chromium, and prints
// the search's evaluated moves per second, as Scripts/bench-ai's native run prints them.
//
// Usage: node Scripts/bench-ai-wasm.mjs <seconds> <seed>. The page's tile module (tiles.wasm) plays the
// moves; the AI module chooses each at the standard setting (the adaptive depth, no time limit) and
// reports the moves it evaluated and the time it searched, timed by performance.now().
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { callExport } from '../Sources/TesseraServer/Web/js/rules.js';

const folder = new URL('../Sources/TesseraServer/Web/wasm/', import.meta.url).pathname;
const load = async (name) => (await WebAssembly.instantiate(readFileSync(folder + name),
  { env: { now_ms: () => performance.now() } })).instance.exports;
const tiles = await load('tiles.wasm');
const ai = await load('ai.wasm');
/** Calls a module's export with a number, or with text through its input buffer; returns its answer. */
const call = (wasm, name, argument) => callExport(wasm, name, argument, Error);

const seconds = Number(process.argv[2] ?? 20);
const seed = process.argv[3] ?? '1';
call(tiles, 'tiles_new_game', `2048-4-twos-and-fours;${seed}`);
const start = performance.now();
let evaluated = 0;
let searched = 0;
let moves = 0;
let largest = 0;
while (performance.now() - start < seconds * 1000) {
  const choice = JSON.parse(call(ai, 'ai_choose', `standard;${call(tiles, 'tiles_save')}`));
  if (choice.best === null) break;
  evaluated += choice.evaluated;
  searched += choice.ms;
  moves += 1;
  const outcome = JSON.parse(call(tiles, 'tiles_move', 'LRUD'.indexOf(choice.best)));
  if (outcome.won) call(tiles, 'tiles_keep_going');
  largest = JSON.parse(call(tiles, 'tiles_state')).summary.maxTile;
}
console.log(`${Math.round(evaluated / (searched / 1000))} moves/s over ${moves} game moves ` +
  `(${evaluated} evaluated in ${Math.round(searched)} ms, largest tile ${largest})`);
