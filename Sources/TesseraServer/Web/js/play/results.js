// Sends ranked games' moves to the server, once each, and keeps those it could not deliver (offline,
// busy) to send again later. The server replays the moves and answers with the verified score and rank.

import * as api from '../api.js';
import * as storage from '../storage.js';

/**
 * Makes the sender of ranked results; it remembers which submissions are under way. `onWait(record, message)`
 * hears that a submission waits to be sent again because the server was busy, and for how long;
 * `onRefused(token)` that the server did not know a token.
 */
export function createResults(onWait, onRefused) {
  const sending = new Map();   // ranked game id → the submission under way

  /**
   * Submits a ranked game's moves once; records the answer in `record` ({ id, token, moves }): `result`
   * ({ score, maxTile, moveCount, rank }) when verified, else `error`, with `retry` when the same moves may
   * be sent again (no answer: offline, busy, failing; or a token replaced by a new recovery code). A copy of
   * a record under way (the same game taken up again from another tab) waits for the same answer.
   */
  function submit(record) {
    if (record.submitted) return Promise.resolve();
    if (!sending.has(record.id)) {
      const answer = api.submit(record.token, record.id, record.moves, (message) => onWait(record, message))
        .then((result) => ({ submitted: true, result, error: null, retry: false }), (error) => {
          if (error.status === 409 && error.result) {
            // Submitted before (its first answer was lost, or another tab sent it): the server repeats the verified result.
            return { submitted: true, result: error.result, error: null, retry: false };
          }
          const refused = error.status === 401;
          if (refused) onRefused(record.token);
          const retry = refused || error.unreachable || error.status === 429 || error.status >= 500;
          const message = refused ? 'this browser\'s recovery code was replaced; enter the new one on High Scores' : error.message;
          return { submitted: !retry, error: message, retry };
        })
        .finally(() => sending.delete(record.id));
      sending.set(record.id, answer);
    }
    return sending.get(record.id).then((answer) => {
      Object.assign(record, answer);
    });
  }

  const handling = new Map();  // kept game id → its cleaning and sending, whichever pass began them

  /**
   * Sends every kept game; resolves once each is answered (unanswered ones stay kept). `onVerdict(record)`
   * hears each final answer (`record.error` or `record.result`). A game kept without `clean` moves (by an earlier page) loses its idle moves first;
   * `unkept` ones (storage full) go with them, once. Passes that overlap (a new game's, the page's first)
   * each wait for a game another pass has begun, so that none is sent twice.
   */
  async function sendKept(onVerdict, unkept = []) {
    for (const kept of [...unkept, ...storage.loadPending()]) {
      if (!handling.has(kept.id)) {
        handling.set(kept.id, sendOne(kept, unkept.includes(kept), onVerdict).finally(() => handling.delete(kept.id)));
      }
      await handling.get(kept.id);
    }
  }

  /** Sends one kept game (`unkept`: not in storage) unless an earlier pass has already delivered it. */
  async function sendOne(kept, unkept, onVerdict) {
    if (!unkept && !storage.loadPending().some((other) => other.id === kept.id)) return;
    const item = kept.clean ? kept : await import('./kept-moves.js').then((module) => module.clean(kept), () => null);
    if (!item) return;
    if (sending.has(item.id)) {
      await sending.get(item.id);   // sent as the current game, which says what the server found
      return;
    }
    const record = { ...item, submitted: false };
    await submit(record);
    if (record.retry) return;
    storage.storePending(storage.loadPending().filter((other) => other.id !== item.id));
    onVerdict(record);
  }

  return {
    submit,
    sendKept,

    /** True while a game's moves are on their way to the server. */
    isSending: (id) => sending.has(id),

    /** Sends every kept game (`sendKept`); resolves once every submission under way is answered, or after `limit` ms. */
    flush: (onVerdict, limit) => Promise.race([Promise.all([...sending.values(), sendKept(onVerdict)]),
      new Promise((resolve) => setTimeout(resolve, limit))]),

    /**
     * Keeps a ranked game's moves (`clean`, none idle, unless `record.clean` is false) in this browser and sends
     * them now, or whenever `sendKept` runs again; `onVerdict(record)` hears the server's final answer.
     */
    keep(record, onVerdict) {
      const item = { id: record.id, token: record.token, moves: record.moves, clean: record.clean ?? true };
      const kept = storage.storePending([...storage.loadPending().filter((other) => other.id !== record.id), item]);
      sendKept(onVerdict, kept ? [] : [item]);
    },
  };
}
