// Sends ranked games' moves to the server, once each, and keeps those it could not deliver (offline,
// busy) to send again later. The server replays the moves and answers with the verified score and rank.

import * as api from '../api.js';
import * as storage from '../storage.js';

/**
 * Makes the sender of ranked results; it remembers which submissions are under way. `onWait(record, message)`
 * hears that a submission waits to be sent again because the server was busy, and for how long.
 */
export function createResults(onWait) {
  const sending = new Map();   // ranked game id → the submission under way

  /**
   * Submits a ranked game's moves once and records the server's answer in `record` ({ id, token, moves }):
   * `result` ({ score, maxTile, moveCount, rank }) when verified; otherwise `error`, with `retry` when the
   * server did not answer (offline, busy, failing) so that the same moves may be sent again.
   */
  function submit(record) {
    if (record.submitted) return Promise.resolve();
    if (sending.has(record.id)) return sending.get(record.id);
    const submission = api.submit(record.token, record.id, record.moves, (message) => onWait(record, message))
      .then((result) => {
        Object.assign(record, { submitted: true, result, error: null, retry: false });
      }, (error) => {
        if (error.status === 409 && error.result) {
          // Submitted before (its first answer was lost): the server repeats the verified result.
          Object.assign(record, { submitted: true, result: error.result, error: null, retry: false });
          return;
        }
        const retry = error.unreachable || error.status === 429 || error.status >= 500;
        const message = error.status === 409 ? 'this game was already submitted' : error.message;
        Object.assign(record, { submitted: !retry, error: message, retry });
      })
      .finally(() => sending.delete(record.id));
    sending.set(record.id, submission);
    return submission;
  }

  /**
   * Sends every kept game; those the server did not answer stay kept. `onVerdict(record)` hears each
   * final answer, a refusal (`record.error`) as well as a verified result (`record.result`).
   */
  async function sendKept(onVerdict) {
    for (const item of storage.loadPending()) {
      if (sending.has(item.id)) continue;
      const record = { ...item, submitted: false };
      await submit(record);
      if (record.retry) continue;
      storage.storePending(storage.loadPending().filter((other) => other.id !== item.id));
      onVerdict(record);
    }
  }

  return {
    submit,
    sendKept,

    /** True while a game's moves are on their way to the server. */
    isSending: (id) => sending.has(id),

    /**
     * Keeps a ranked game's moves in this browser and sends them now, or whenever `sendKept` runs again;
     * `onVerdict(record)` hears the server's final answer: `record.result` when verified, else `record.error`.
     */
    keep(record, onVerdict) {
      storage.storePending([...storage.loadPending().filter((item) => item.id !== record.id),
        { id: record.id, token: record.token, moves: record.moves }]);
      sendKept(onVerdict);
    },
  };
}
