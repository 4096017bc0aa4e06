// Times the page's pentomino module (Web/wasm/pentomino.wasm) in node's V8, the engine of Chromium:
// the counts and hints the Pentomino tab asks for. Prints one line per figure, the best of N runs
// (N is the first argument, 5 by default). Run by Scripts/bench-pentomino.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { callExport } from '../Sources/TesseraServer/Web/js/rules.js';

const here = new URL('.', import.meta.url).pathname;
const bytes = readFileSync(`${here}../Sources/TesseraServer/Web/wasm/pentomino.wasm`);
const { instance } = await WebAssembly.instantiate(bytes, {});
const wasm = instance.exports;
const runs = Number(process.argv[2] ?? 5);

/** Calls an export with an optional text argument and returns its answer. */
const call = (name, argument) => callExport(wasm, name, argument, Error);

/** The best time in milliseconds of `runs` runs of `setup` then `measured`, and the last answer. */
function best(setup, measured) {
  let fastest = Infinity;
  let answer;
  for (let run = 0; run < runs; run++) {
    setup();
    const start = performance.now();
    answer = measured();
    fastest = Math.min(fastest, performance.now() - start);
  }
  return { ms: fastest.toFixed(1), answer };
}

const restore = (board, squares) => () => call('pentomino_restore', `tessera-pentomino;v=1;board=${board};squares=${squares}`);
const empty = '........../........../........../........../........../..........';
const oneX = '..X......./.XXX....../..X......./........../........../..........';
const oneI = 'IIIII...../........../........../........../........../..........';
const half = 'LLLLFTYYYY/LXFFFTTTYI/XXXF.T...I/.X.......I/.........I/.........I';
const dead = '.IIIII..../L........./L........./L........./LL......../..........';
const figures = [
  ['count, empty 6x10 (essentially different)', restore('6x10', empty), () => call('pentomino_count')],
  ['count, 6x10 with X placed', restore('6x10', oneX), () => call('pentomino_count')],
  ['count, 6x10 with I placed (X still in the tray)', restore('6x10', oneI), () => call('pentomino_count')],
  ['count, empty 8x8 (essentially different)', restore('8x8', '......../......../......../...##.../...##.../......../......../........'), () => call('pentomino_count')],
  ['hint, 6x10 with X placed', restore('6x10', oneX), () => call('pentomino_hint')],
  ['hint, 6x10 half filled', restore('6x10', half), () => call('pentomino_hint')],
  ['dead end proven, 6x10', restore('6x10', dead), () => call('pentomino_count')],
];
for (const [name, setup, measured] of figures) {
  const { ms, answer } = best(setup, measured);
  console.log(`wasm ${name}: ${ms} ms ${answer}`);
}
