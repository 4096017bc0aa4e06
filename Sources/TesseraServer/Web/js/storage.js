// What the page keeps in the browser: the game in progress (as the rules' save text), the options
// for the next game, the top ten scores per board (by the rules' board key), the player on the shared
// leaderboard, ranked games whose moves still wait to reach the server, and the last few saves of any tab
// that could not be read (set aside, not thrown away).

const SAVE = 'tessera.save';
const SETTINGS = 'tessera.settings';
const SCORES = 'tessera.scores';
const PLAYER = 'tessera.player';
const PENDING = 'tessera.pending';
const DAILY = 'tessera.daily';
const ASIDE = 'tessera.aside.';   // saves that could not be read, kept (see setAside)
/** How many scores a board's list keeps. */
export const TOP = 10;

/** What is stored at `key`, parsed (by `parse`, JSON's unless given); `fallback` when nothing is, or it cannot be read. */
function read(key, fallback, parse = JSON.parse) {
  try {
    const text = localStorage.getItem(key);
    return text === null ? fallback : parse(text);
  } catch {
    return fallback;
  }
}

function write(key, value) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;   // storage full or disabled: kept for this visit only
  }
}

/**
 * The saved game: { save, recorded, ranked, unranked, assisted } where save is the rules' save text, ranked, for
 * a game the server issued, is { id, token, moves, daily, submitted, result, error, retry }, and assisted is
 * what the AI did in the game (see `assistance`); or null. What is not such a record comes back as `{ save }` with
 * the text stored, for the rules to refuse with a reason.
 */
export function loadGame() {
  const text = read(SAVE, null, (stored) => stored);
  if (text === null) return null;
  try {
    const game = JSON.parse(text);
    if (game && typeof game === 'object') return game;
  } catch {
    // Not the page's record: the rules say what is wrong with the text when they try it as a save.
  }
  return { save: text };
}
/** Sets the saved game aside (see `setAside`) before a new one is written over it. */
export const setAsideGame = () => setAside(SAVE, 'tessera-game.json');
export const storeGame = (game) => write(SAVE, game);

/** How many saves that could not be read the browser keeps aside; the oldest goes when another comes. */
const ASIDE_KEPT = 5;

/**
 * Moves what is stored at `key`, which this page could not read, aside (see `keepAside`) before a fresh start
 * is written there. Moved, not copied: a save near the browser's quota has no room for a second copy.
 * Answers the link `keepAside` makes, or null when nothing is stored there.
 */
export function setAside(key, name) {
  let text = null;
  try {
    text = localStorage.getItem(key);
    if (text === null) return null;
    localStorage.removeItem(key);
  } catch {
    // Storage disabled: nothing is kept, and nothing can be lost.
  }
  return text === null ? null : keepAside(key, text, name);
}

/**
 * Keeps `text`, which this page could not read from `key`, beside the other saves set aside
 * (`tessera.aside.` + `key` + `.` + the time; the newest five of every tab are kept, older ones go first when
 * the browser is short of room), so that a fresh start destroys nothing a later version or a person could
 * still read. Answers a link that downloads it as `name`, which says so when the browser could not keep it.
 */
export function keepAside(key, text, name) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  link.download = name;
  link.textContent = storeAside(key, text) ? 'Download what was kept' : 'Download it now: the browser has no room to keep it';
  return link;
}

/** Stores `text` aside for `key` (unless its newest aside holds it already); false when the browser would not. */
function storeAside(key, text) {
  try {
    const time = (stored) => Number(stored.slice(stored.lastIndexOf('.') + 1));
    const kept = Object.keys(localStorage).filter((stored) => stored.startsWith(ASIDE) && /\.\d+$/.test(stored))
      .sort((one, other) => time(one) - time(other));
    const mine = kept.filter((stored) => stored.slice(ASIDE.length, stored.lastIndexOf('.')) === key);
    if (mine.length > 0 && localStorage.getItem(mine[mine.length - 1]) === text) return true;
    for (;;) {
      while (kept.length > ASIDE_KEPT - 1) localStorage.removeItem(kept.shift());
      try {
        localStorage.setItem(`${ASIDE}${key}.${Date.now()}`, text);
        return true;
      } catch {
        if (kept.length === 0) return false;   // no room, even alone
        localStorage.removeItem(kept.shift());
      }
    }
  } catch {
    return false;   // storage disabled
  }
}

/** Calls `heard()` whenever another tab of this browser stores `key` (a tab never hears its own writes). */
export function onStoredElsewhere(key, heard) {
  window.addEventListener('storage', (event) => {
    if (event.storageArea === localStorage && event.key === key && event.newValue !== null) heard();
  });
}

/** Calls `heard()` whenever another tab of this browser stores the game. */
export const onGameStoredElsewhere = (heard) => onStoredElsewhere(SAVE, heard);

/** The options for the next game ({ game, size, spawn, mode }), over `defaults` for those never chosen. */
export const loadSettings = (defaults) => ({ ...defaults, ...read(SETTINGS, {}) });
export const storeSettings = (settings) => write(SETTINGS, settings);

/**
 * What the AI did in a game, as a save or a score keeps it: 'hints' (it showed one), 'autoplay' (it played a
 * move, which outranks hints), or null (the player played alone, or the value is none of those).
 */
export const assistance = (value) => (value === 'hints' || value === 'autoplay' ? value : null);

/** All score lists: { [board key]: [{ score, maxTile, moves, date, id, assisted }] }, best first. */
export function loadScores() {
  const scores = read(SCORES, {});
  return scores && typeof scores === 'object' && !Array.isArray(scores) ? scores : {};
}
export const storeScores = (scores) => write(SCORES, scores);

/** The best score on a board's list; 0 when the list is empty. */
export const bestScore = (board) => loadScores()[board]?.[0]?.score ?? 0;

/**
 * Adds a game's summary, with what the AI did in it (`assisted`, see `assistance`), to its board's list;
 * returns the entry's id if it made the top ten, else null.
 */
export function recordScore(board, { score, maxTile, moveCount: moves }, assisted = null) {
  if (score <= 0) return null;
  const scores = loadScores();
  const list = scores[board] ?? [];
  const entry = { score, maxTile, moves, date: new Date().toISOString(), id: `${Date.now()}-${Math.random()}` };
  if (assistance(assisted)) entry.assisted = assisted;
  const place = list.findIndex((other) => other.score < score);
  list.splice(place < 0 ? list.length : place, 0, entry);
  scores[board] = list.slice(0, TOP);
  write(SCORES, scores);
  return scores[board].includes(entry) ? entry.id : null;
}

/** The player on the shared leaderboard: { id, name, token }; or null before joining. */
export function loadPlayer() {
  const player = read(PLAYER, null);
  return player && typeof player.token === 'string' && typeof player.id === 'string' ? player : null;
}
export const storePlayer = (player) => write(PLAYER, player);

/** Ranked games that ended (or were left) before the server answered: [{ id, moves, token }]. */
export const loadPending = () => read(PENDING, []);
export const storePending = (list) => write(PENDING, list);

/** Daily challenges left unfinished for another game, by game id: { [id]: { id, save, ranked } }. */
function loadDailies() {
  const stored = read(DAILY, {});
  if (!stored || typeof stored !== 'object') return {};
  return typeof stored.save === 'string' && stored.id ? { [stored.id]: stored } : stored;   // the one-slot form
}
export const loadDaily = (id) => loadDailies()[id] ?? null;
export const allDailies = () => Object.values(loadDailies());
export const storeDaily = (stash) => write(DAILY, { ...loadDailies(), [stash.id]: stash });
export function forgetDaily(id) {
  const dailies = loadDailies();
  delete dailies[id];
  write(DAILY, dailies);
}
