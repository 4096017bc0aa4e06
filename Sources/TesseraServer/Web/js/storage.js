// What the page keeps in the browser: the game in progress (as the rules' save text),
// the options for the next game, the top ten scores per board, the player on the shared
// leaderboard and ranked games whose moves still wait to reach the server.

const SAVE = 'tessera.save';
const SETTINGS = 'tessera.settings';
const SCORES = 'tessera.scores';
const PLAYER = 'tessera.player';
const PENDING = 'tessera.pending';
const DAILY = 'tessera.daily';
const TOP = 10;

function read(key, fallback) {
  try {
    const text = localStorage.getItem(key);
    return text === null ? fallback : JSON.parse(text);
  } catch {
    return fallback;
  }
}

function write(key, value) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the game goes on, it just will not survive a reload.
  }
}

/**
 * The saved game: { save, recorded, ranked } where save is the rules' save text and ranked, for a
 * game the server issued, is { id, moves, daily, submitted, result, error }; or null.
 */
export const loadGame = () => read(SAVE, null);
export const storeGame = (game) => write(SAVE, game);

/** The options for the next game. */
export const loadSettings = () =>
  ({ game: '2048', size: '4', spawn: 'twos-and-fours', mode: 'random', ...read(SETTINGS, {}) });
export const storeSettings = (settings) => write(SETTINGS, settings);

/** A board setting's key: "2048 4 twos-and-fours" or "triples". */
export const settingKey = ({ game, size, spawn }) => (game === 'triples' ? 'triples' : `2048 ${size} ${spawn}`);

/** The human name of a board setting. */
export function settingName(key) {
  if (key === 'triples') return 'Triples';
  const [, size, spawn] = key.split(' ');
  return `2048 · ${size}×${size} · ${spawn === 'twos-only' ? '2s only' : '2s and 4s'}`;
}

/** All score lists: { [settingKey]: [{ score, maxTile, moves, date, id }] }, best first. */
export const loadScores = () => read(SCORES, {});

/**
 * Adds a finished game to its board's list; returns the entry's id if it made the top ten, else null.
 */
export function recordScore(key, { score, maxTile, moves }) {
  if (score <= 0) return null;
  const scores = loadScores();
  const list = scores[key] ?? [];
  const entry = { score, maxTile, moves, date: new Date().toISOString(), id: `${Date.now()}-${Math.random()}` };
  const place = list.findIndex((other) => other.score < score);
  list.splice(place < 0 ? list.length : place, 0, entry);
  scores[key] = list.slice(0, TOP);
  write(SCORES, scores);
  return scores[key].includes(entry) ? entry.id : null;
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
