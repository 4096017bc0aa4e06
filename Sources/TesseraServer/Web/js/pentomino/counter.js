// Asks the count worker how many solutions remain possible, off the main thread. The latest question wins:
// a question asked while the worker is still busy with an older one stops that worker (a count cannot
// be interrupted inside the wasm) and starts a fresh one, so stale answers are never shown. Answers are
// remembered by the save text they belong to, so undoing to a board counted before answers at once.

const WORKER = new URL('./count-worker.js', import.meta.url);

/**
 * Makes a counter over a compiled pentomino module (each worker makes its own instance of it).
 * `count(save, answer)` asks for the solutions a save can still become; `answer` gets `{ count }` or
 * `{ error }`, and is called only if no newer question was asked meanwhile. `total(board)` resolves to a
 * board's number of essentially different solutions (or rejects with the worker's error).
 */
export function createCounter(module) {
  const answers = new Map();     // save text → answer
  const totals = new Map();      // board → promise of its total
  let worker = null;
  let running = null;            // the job the worker is on: { id, key, message, settle }
  let wanted = null;             // the latest count question not yet sent
  const waitingTotals = [];      // total jobs not yet sent
  let nextId = 1;

  function spawn() {
    worker = new Worker(WORKER, { type: 'module' });
    worker.postMessage({ module });
    worker.addEventListener('message', (event) => finish(event.data));
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      finish({ id: running?.id, error: 'the count worker could not start' });
    });
  }

  function finish(result) {
    if (!running || result.id !== running.id) return;   // an answer to a question no longer asked
    const job = running;
    running = null;
    job.settle(result);
    pump();
  }

  function pump() {
    if (running) return;
    const job = wanted ?? waitingTotals.shift();
    if (!job) return;
    if (job === wanted) wanted = null;
    if (!worker) spawn();
    job.id = nextId++;
    running = job;
    worker.postMessage({ id: job.id, ...job.message });
  }

  /** Stops the worker (and the job it is on); a total it was counting waits for the next worker. */
  function stop() {
    if (!worker) return;
    worker.terminate();
    worker = null;
    if (running?.total) waitingTotals.unshift(running);
    running = null;
  }

  return {
    count(save, answer) {
      if (running && !running.total && running.key === save) {
        running.settle = settleCount(save, answer);   // already counting this very board
        wanted = null;
        return;
      }
      wanted = null;
      const known = answers.get(save);
      if (known) {
        if (running && !running.total) stop();   // a stale count: no one waits for it
        answer(known);
        pump();
        return;
      }
      if (running) stop();   // the newest question goes first
      wanted = { key: save, message: { save }, settle: settleCount(save, answer) };
      pump();
    },

    total(board) {
      if (!totals.has(board)) {
        totals.set(board, new Promise((resolve, reject) => {
          waitingTotals.push({
            total: true, key: board, message: { board },
            settle: (result) => (result.error ? reject(new Error(result.error)) : resolve(result.count)),
          });
          pump();
        }));
        totals.get(board).catch(() => totals.delete(board));
      }
      return totals.get(board);
    },

    /** Stops counting (the tab is gone); the next question starts a new worker. */
    stop() {
      wanted = null;
      stop();
    },
  };

  function settleCount(save, answer) {
    return (result) => {
      if (!result.error) answers.set(save, result);
      answer(result);
    };
  }
}
