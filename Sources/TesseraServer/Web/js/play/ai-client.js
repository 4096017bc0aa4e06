// Asks the AI worker (ai-worker.js) for moves. The worker, and with it the AI module, starts on the first
// question, so a player who never asks for a hint never downloads the AI.

const WORKER = new URL('./ai-worker.js', import.meta.url);

/**
 * Makes the page's advisor. `choose(setting, save)` resolves to the AI's choice for a save of the tile
 * module, `{ best, values, depth, evaluated, ms, search }` (`best` is `L`, `R`, `U`, `D` or null), and
 * rejects with the worker's error. Questions are answered in the order they were asked.
 */
export function createAdvisor() {
  let worker = null;
  let nextId = 1;
  const waiting = new Map();   // id → { resolve, reject }

  function spawn() {
    const started = new Worker(WORKER, { type: 'module' });
    worker = started;
    started.addEventListener('message', ({ data }) => {
      const question = waiting.get(data.id);
      waiting.delete(data.id);
      if (data.error) question?.reject(new Error(data.error));
      else question?.resolve(data.choice);
    });
    started.addEventListener('error', (event) => {
      event.preventDefault();
      for (const question of waiting.values()) question.reject(new Error('the AI could not start'));
      waiting.clear();
      started.terminate();
      if (worker === started) worker = null;   // the next question tries a new worker
    });
  }

  return {
    choose(setting, save) {
      if (!worker) spawn();
      const id = nextId++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, setting, save });
      });
    },
  };
}
