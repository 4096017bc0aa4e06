// What the Sketch tab keeps in this browser: the drawing in progress (its wire JSON, the id it is saved
// under on the server and whether it changed since) and the tools chosen. The undo history is not kept.

const DRAWING = 'tessera.sketch';
const TOOLS = 'tessera.sketch.tools';
const QUIET_MS = 700;   // a drawing is kept once changes stop for this long (then when the browser is idle)

function write(key, value) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;   // storage full or disabled
  }
}

/**
 * The drawing in progress: `{ wire, id, unsaved }` (`id` null when it was never saved to the server), or
 * null when none is kept. Throws when what is kept cannot be read (the caller says so and starts afresh).
 */
export function loadDrawing() {
  const text = localStorage.getItem(DRAWING);
  if (text === null) return null;
  const kept = JSON.parse(text);
  if (!kept || typeof kept.wire !== 'string') throw new Error('it is not a drawing');
  return { wire: kept.wire, id: typeof kept.id === 'string' ? kept.id : null, unsaved: kept.unsaved !== false };
}

/** Keeps the drawing in progress; false when the browser would not keep it (too large, or storage off). */
export const storeDrawing = (kept) => write(DRAWING, kept);

/** The tools chosen last time (`{ color, width, living }`), or `{}`. */
export function loadTools() {
  try {
    const tools = JSON.parse(localStorage.getItem(TOOLS) ?? '{}');
    return tools && typeof tools === 'object' ? tools : {};
  } catch {
    return {};
  }
}

export const storeTools = (tools) => write(TOOLS, tools);

/**
 * Calls `keep()` once changes stop for a moment and the browser is idle: `soon()` after each change,
 * `now()` when the page goes away (it keeps at once what is waiting).
 */
export function debounce(keep) {
  let timer = 0;
  let waiting = false;
  const run = () => {
    if (!waiting) return;
    waiting = false;
    keep();
  };
  return {
    soon() {
      waiting = true;
      clearTimeout(timer);
      timer = setTimeout(() => {
        if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 1000 });
        else run();
      }, QUIET_MS);
    },
    now() {
      clearTimeout(timer);
      run();
    },
  };
}
