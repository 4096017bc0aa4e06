// Ranked games kept in this browser whose moves were never checked against their game: an earlier page
// queued them as `{ id, token, moves }` with every key it saw, idle moves included, and no save (this page
// does so only with a save the rules could not read). The server refuses a ranked game holding a move that
// changes nothing, so before such a game goes, its setup is read from the server and the rules replay the
// moves from it, keeping those that change the board. Loaded only when such a game is found, so it weighs
// nothing on the page's first paint.

import { request } from '../api.js';
import { loadRules } from '../rules.js';
import * as storage from '../storage.js';

/** One of the player's own ranked games as the server issued it: `{ id, seed, board, game, size, spawn, rulesVersion }`. */
const issuedGame = (token, id) => request('GET', `/api/games/${encodeURIComponent(id)}`, { token });

/**
 * A kept game (`kept`: `{ id, token, moves }`) without its idle moves, marked `clean` and kept so, ready to
 * send. Null while it cannot be checked (offline, a busy server, a recovery code replaced since): it stays
 * kept as it is, for the next try. A game that cannot be checked at all (unknown to the server, issued
 * under other rules, with letters the rules refuse) goes as it is, and the server says why it refuses it.
 */
export async function clean(kept) {
  let rules;
  let setup = null;
  try {
    rules = await loadRules();   // an instance of its own: the game on the page is untouched
    setup = await issuedGame(kept.token, kept.id);
  } catch (error) {
    if (!error.status || error.status === 401 || error.status === 429 || error.status >= 500) return null;
  }
  let moves = kept.moves;
  if (setup?.rulesVersion === rules.version) {
    try {
      rules.newGame(setup.board, setup.seed);
      moves = rules.rankedMoves(rules.save(), kept.moves).moves;
    } catch {
      // Letters the rules refuse: the server's answer names them.
    }
  }
  const item = { ...kept, moves, clean: true };
  storage.storePending(storage.loadPending().map((other) => (other.id === kept.id ? item : other)));
  return item;
}
