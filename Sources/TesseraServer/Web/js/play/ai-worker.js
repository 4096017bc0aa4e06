// The AI player's worker: Swift's TesseraAI compiled to wasm/ai.wasm, searching off the page's thread so
// the page never stutters while it thinks. Messages in: `{ id, setting, save }` (a search setting the
// module reads, and a save of the tile module); each answer is `{ id, choice }` (the module's JSON:
// `{ best, values, depth, evaluated, ms, search }`) or `{ id, error }`. The module loads with the first
// question; a load that fails (offline before the AI was ever kept) is tried again on the next one, and
// so is the module after a trap, which leaves its memory as the trap found it.

import { callExport, compileWasm } from '../rules.js';

/** An error the AI module reported, with its message. */
class AIError extends Error {}

// The module times its searches by this clock (its `env.now_ms` import).
const imports = { env: { now_ms: () => performance.now() } };

async function load() {
  return (await WebAssembly.instantiate(await compileWasm('/wasm/ai.wasm', 'the AI'), imports)).exports;
}

let ready = null;
/** Modules an error has stopped: a question that waited for one while it failed loads another. */
const stopped = new WeakSet();

/** The loaded module's exports, loading it (again) when there is none or the one there has stopped. */
async function fitModule() {
  for (;;) {
    const loading = (ready ??= load().catch((error) => {
      ready = null;
      throw error;
    }));
    const exports = await loading;
    if (!stopped.has(exports)) return exports;
    if (ready === loading) ready = null;
  }
}

self.addEventListener('message', async ({ data }) => {
  let exports = null;
  try {
    // Another question may stop the module between this one's wait and its turn: look again just before asking.
    do exports = await fitModule();
    while (stopped.has(exports));
    const choice = JSON.parse(callExport(exports, 'ai_choose', `${data.setting};${data.save}`, AIError));
    self.postMessage({ id: data.id, choice });
  } catch (error) {
    let message = String(error?.message ?? error);
    // Any error but the module's own answer (a trap, a stack overflow) leaves it unfit to ask again.
    if (exports && !(error instanceof AIError)) {
      stopped.add(exports);
      message = `it stopped on an error (${message}); it starts afresh on the next question`;
    }
    self.postMessage({ id: data.id, error: message });
  }
});
