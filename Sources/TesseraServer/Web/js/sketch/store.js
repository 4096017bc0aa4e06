// What the Sketch tab keeps in this browser: the drawing in progress (its wire JSON, the id it is saved
// under on the server and whether it changed since) and the tools chosen. The undo history is not kept.
// Each open Sketch tab keeps its drawing in a place of its own, held with a Web Lock while the tab lives,
// so two tabs never write over each other. A tab takes the place it had before a reload (remembered in
// its sessionStorage) or else the latest place no open tab holds.

import { setAside } from '../storage.js';

const PLACE = 'tessera.sketch.kept.';   // a place: PLACE + an id, holding { wire, id, unsaved, at }
const SHARED = 'tessera.sketch';        // the one place of a browser without Web Locks, and of earlier versions
const TOOLS = 'tessera.sketch.tools';
const MINE = 'tessera.sketch.place';   // in sessionStorage: this tab's place
const QUIET_MS = 700;   // a drawing is kept once changes stop for this long (then when the browser is idle)

function write(key, value) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;   // storage full or disabled
  }
}

/** Holds the lock `name` while the page lives; resolves to false when another page holds it (or locks fail). */
function hold(name) {
  return new Promise((resolve) => {
    navigator.locks.request(name, { ifAvailable: true }, (lock) => {
      resolve(lock !== null);
      return lock && new Promise(() => {});
    }).catch(() => resolve(false));
  });
}

/** What each place holds, read once: its record `{ wire, id, unsaved, at }`, or null when it cannot be read. */
function readPlaces() {
  const kept = new Map();
  for (const key of Object.keys(localStorage)) {
    if (!key.startsWith(PLACE)) continue;
    try {
      kept.set(key, JSON.parse(localStorage.getItem(key)));
    } catch {
      kept.set(key, null);
    }
  }
  return kept;
}

/**
 * Takes a place for this tab's drawing and returns its key: the one an earlier version kept first, then
 * the tab's own from before a reload, then the latest place no open tab holds, or a new one. Places no tab
 * holds whose drawings are on the server, or empty, are cleared meanwhile (nothing of them is lost).
 * Without Web Locks, or when the browser's storage fails (site data blocked, full), every tab shares one place.
 */
export async function claimPlace() {
  if (!navigator.locks) return SHARED;
  try {
    return await claimOwnPlace();
  } catch {
    return SHARED;
  }
}

async function claimOwnPlace() {
  const kept = readPlaces();
  const places = [...kept.keys()].sort((a, b) => (kept.get(b)?.at ?? 0) - (kept.get(a)?.at ?? 0));
  const mine = sessionStorage.getItem(MINE);
  if (mine?.startsWith(PLACE)) places.unshift(mine);
  const earlier = localStorage.getItem(SHARED);
  if (earlier !== null) {
    // Moved, not copied: a drawing near the storage's limit has no room for a second copy.
    const moved = PLACE + crypto.randomUUID();
    localStorage.removeItem(SHARED);
    try {
      localStorage.setItem(moved, earlier);
    } catch (error) {
      localStorage.setItem(SHARED, earlier);
      throw error;
    }
    places.unshift(moved);
  }
  let claimed = null;
  for (const key of places) {
    if (await hold(key)) {
      claimed = key;
      break;
    }
  }
  if (!claimed) {
    claimed = PLACE + crypto.randomUUID();
    await hold(claimed);
  }
  sessionStorage.setItem(MINE, claimed);
  const held = new Set(((await navigator.locks.query()).held ?? []).map((lock) => lock.name));
  for (const key of places) {
    if (key === claimed || held.has(key)) continue;
    const record = kept.get(key);
    try {
      if (record.unsaved === false || JSON.parse(record.wire).strokes.length === 0) localStorage.removeItem(key);
    } catch {
      // Unreadable (or not read: a place moved here just now): left for a tab to open and report.
    }
  }
  return claimed;
}

/**
 * The drawing kept at `place`: `{ wire, id, unsaved }` (`id` null when it was never saved to the server), or
 * null when none is kept. Throws when what is kept cannot be read (the caller says so and starts afresh).
 */
export function loadDrawing(place) {
  const text = localStorage.getItem(place);
  if (text === null) return null;
  const kept = JSON.parse(text);
  if (!kept || typeof kept.wire !== 'string') throw new Error('it is not a drawing');
  return { wire: kept.wire, id: typeof kept.id === 'string' ? kept.id : null, unsaved: kept.unsaved !== false };
}

/** Sets what is kept at `place` aside (see `setAside`) before a new drawing is kept over what cannot be read. */
export const setAsideDrawing = (place) => setAside(place, 'tessera-sketch.json');

/** Keeps the drawing in progress at `place`; false when the browser would not keep it (too large, or storage off). */
export const storeDrawing = (place, kept) => write(place, { ...kept, at: Date.now() });

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
