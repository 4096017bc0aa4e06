// Score lists this browser kept under the page's earlier board keys ("2048 4 twos-and-fours"), moved to the
// rules' keys. Few browsers still hold such a list, so the shell loads this module only when it finds one.

import * as storage from './storage.js';

/**
 * Moves score lists from the page's earlier board keys to the rules' keys.
 * An earlier key ("2048 4 twos-and-fours") becomes the one `keyOf(game, size, spawn)` gives
 * ("2048-4-twos-and-fours"); when that is null (a board the rules do not know) the list stays.
 * Lists under both forms are merged, best first, each entry once, top ten kept. Running it again
 * changes nothing. The other things kept here name no board: the saved game is the rules' save text,
 * and ranked games, pending results and daily stashes hold game ids and moves.
 */
export function migrateBoardKeys(keyOf) {
  const scores = storage.loadScores();
  let changed = false;
  for (const old of Object.keys(scores)) {
    if (!old.includes(' ')) continue;
    const [game, size, spawn] = old.split(' ');
    const key = keyOf(game, size, spawn);
    if (!key || key === old) continue;
    const list = (value) => (Array.isArray(value) ? value : []);
    const merged = [...list(scores[key]), ...list(scores[old])]
      .filter((entry, index, all) => entry && all.findIndex((other) => other?.id === entry.id) === index);
    // Best first; on equal scores the older entry stays ahead, as when a list grows.
    merged.sort((a, b) => b.score - a.score || String(a.date).localeCompare(String(b.date)));
    scores[key] = merged.slice(0, storage.TOP);
    delete scores[old];
    changed = true;
  }
  if (changed) storage.storeScores(scores);
}
