// Runs a wasm module's commands read from stdin against the built module, one result line each.
//
// Usage: node wasm-driver.mjs <module.wasm> < commands
// A command is a line `export` or `export<TAB>argument`; an argument that is a
// number, or numbers separated by single spaces, is passed as they are (one
// parameter each), any other text goes through the input buffer (every module's `exchange_input`).
// Each result line is `status<TAB>output`, the export's return value and the
// text it left in the output buffer, its line breaks written `\n` (an SVG has
// some) so that each result stays one line. The command `memory_bytes` (not an export)
// answers the size of the module's memory instead.
import { readFileSync } from 'node:fs';
import { passText } from '../../Sources/TesseraServer/Web/js/rules.js';

// The AI module times its searches by the page's clock (`env.now_ms`); the others import nothing.
const { instance } = await WebAssembly.instantiate(readFileSync(process.argv[2]), { env: { now_ms: () => performance.now() } });
const wasm = instance.exports;
const decoder = new TextDecoder();

const lines = readFileSync(0, 'utf8').split('\n').filter((line) => line.length > 0);
const results = lines.map((line) => {
  const [name, argument] = line.split('\t');
  if (name === 'memory_bytes') return `0\t${wasm.memory.buffer.byteLength}`;
  let status;
  if (argument === undefined) {
    status = wasm[name]();
  } else if (/^-?\d+(\.\d+)?( -?\d+(\.\d+)?)*$/.test(argument)) {
    status = wasm[name](...argument.split(' ').map(Number));
  } else {
    status = wasm[name](passText(wasm, argument));
  }
  const output = new Uint8Array(wasm.memory.buffer, wasm.exchange_output(), wasm.exchange_output_length());
  return `${status}\t${decoder.decode(output).replaceAll('\n', '\\n')}`;
});
process.stdout.write(results.join('\n') + '\n');
