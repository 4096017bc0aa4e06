// The Pentomino tab: the twelve pieces and a board to cover with them. This module makes the tab's
// page (its markup and stylesheet) when the shell loads it, which may be while the page is idle; the
// rules (pentomino.wasm) are fetched only when the tab is first shown. The game itself is game.js.

import { compilePentomino, instantiatePentomino } from './rules.js';
import { createGame } from './game.js';
import { loadStylesheet } from '../stylesheet.js';

const STYLESHEET = '/pentomino.css';

const MARKUP = `
  <h2 class="visually-hidden">Pentominoes</h2>
  <div class="pento">
    <div class="pento-top">
      <label class="pento-choice">Board <select id="pento-board-choice" aria-describedby="pento-count"></select></label>
      <p id="pento-count" class="pento-count" role="status"></p>
      <p class="pento-meta">
        <span class="pento-time-box" title="Time spent with pieces on the board while the tab shows">Time <span id="pento-time">0:00</span></span>
        <span id="pento-hints">0 hints</span>
        <span id="pento-found" title="Solutions of this board you have found"></span>
      </p>
    </div>
    <div id="pento-stage" class="pento-stage" role="application" aria-roledescription="pentomino board"
         aria-label="Pentomino board and tray. Choose a piece, then a square to put it there. Or Tab to a piece, Enter to pick it up, arrows to move it, R to turn, F to flip, Enter to place, Escape to put it back.">
      <canvas id="pento-confetti" class="pento-confetti" aria-hidden="true"></canvas>
      <div id="pento-solved" class="pento-solved" hidden>
        <div class="pento-solved-card" role="status">
          <p class="pento-solved-title">Solved!</p>
          <p id="pento-solved-time"></p>
          <p id="pento-solved-found"></p>
          <div class="pento-solved-buttons">
            <button id="pento-again" type="button">Play again</button>
            <button id="pento-admire" type="button" class="secondary">Admire it</button>
          </div>
        </div>
      </div>
    </div>
    <div class="pento-tools" role="toolbar" aria-label="Puzzle">
      <button id="pento-rotate" type="button" title="Turn the chosen piece (R)"><span aria-hidden="true">↻</span> Turn</button>
      <button id="pento-flip" type="button" title="Flip the chosen piece (F)"><span aria-hidden="true">⇋</span> Flip</button>
      <button id="pento-undo" type="button" title="Undo (U)"><span aria-hidden="true">↶</span> Undo</button>
      <button id="pento-redo" type="button" title="Redo (Y)"><span aria-hidden="true">↷</span> Redo</button>
      <button id="pento-hint" type="button" title="Place one piece that keeps a solution possible (H)"><span aria-hidden="true">✦</span> Hint</button>
      <button id="pento-reset" type="button" class="secondary" title="Take every piece off">Reset</button>
    </div>
    <p id="pento-message" class="pento-message" role="status"></p>
    <p class="pento-help">Drag a piece onto the board, or <span class="on-touch">tap</span><span class="on-mouse">click</span>
      a square to put the chosen piece there: it snaps where it fits.
      <span class="on-touch">Tap a piece to choose it, again to turn it, double-tap to flip it;</span>
      <span class="on-mouse">Click a piece to choose it, again to turn it, double-click to flip it;</span> drag it off the
      board, or <span class="on-touch">tap</span><span class="on-mouse">click</span> its empty place in the tray, to take it back.
      <span class="on-mouse">Keys: <kbd>Tab</kbd> or the arrows choose a piece, <kbd>Enter</kbd>
      picks it up, the arrows move it, <kbd>R</kbd> turns (<kbd>Shift</kbd>+<kbd>R</kbd> back), <kbd>F</kbd> flips
      (<kbd>Shift</kbd>+<kbd>F</kbd> top to bottom), <kbd>Enter</kbd> places,
      <kbd>Esc</kbd> puts it back, <kbd>Delete</kbd> takes it off, <kbd>U</kbd> undo, <kbd>Y</kbd> redo, <kbd>H</kbd> hint.</span></p>
    <p id="pento-announcer" class="visually-hidden" aria-live="polite"></p>
  </div>`;

/**
 * Makes the Pentomino controller for the shell: the tab's markup now, the rules and the game when the
 * tab is first shown. A failed load says why on the tab and is tried again the next time it shows.
 */
export async function create() {
  const panel = document.getElementById('pentomino');
  await loadStylesheet(STYLESHEET);
  panel.setAttribute('aria-label', 'Pentomino');
  panel.innerHTML = MARKUP;
  const message = panel.querySelector('#pento-message');
  let game = null;
  let loading = null;
  let showing = false;

  async function load() {
    message.textContent = 'Loading the pieces…';
    const module = await compilePentomino();
    const rules = await instantiatePentomino(module);
    message.textContent = '';
    return createGame(panel, rules, module);
  }

  return {
    /** The tab is showing: loads the rules the first time, then lays the board out and starts the clock. */
    show() {
      showing = true;
      loading ??= load().then((made) => {
        game = made;
        return made;
      }, (error) => {
        loading = null;
        message.textContent = `The pentomino rules could not be loaded (${error.message}). Open the tab again to retry.`;
        message.classList.add('problem');
        throw error;
      });
      loading.then((made) => {
        if (showing) made.show();
      }).catch(() => {});
    },

    /** The tab is hidden: a held piece goes back, the clock stops and the puzzle is kept. */
    hide() {
      showing = false;
      game?.hide();
    },
  };
}
