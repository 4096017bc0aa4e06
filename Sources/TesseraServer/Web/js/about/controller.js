// The About tab: a drawing made in code with Bézier curves, and a box of tiles to throw around.
// Loaded when the tab first opens, or in the background once the page is idle; it makes the tab's markup
// and stylesheet then.

import { drawArt, moreContrast } from './art.js';
import { createToy } from './toy.js';
import { loadStylesheet } from '../stylesheet.js';

const STYLESHEET = '/about.css';

/** The tab's markup, with its style in /about.css. */
const MARKUP = `
  <canvas id="about-art" class="about-art" width="640" height="200" role="img"
          aria-label="The word Tessera drawn in curves, over a row of tiles"></canvas>
  <h2>Flick the tiles</h2>
  <canvas id="toy" class="toy" role="img" aria-label="A box of tiles that fall and bounce; drag one and let go to throw it"></canvas>
  <p class="toy-hint">Drag a tile and let go to throw it. <button id="toy-drop" type="button" class="link">Drop more tiles</button></p>
  <div class="about-text">
    <h2>What this is</h2>
    <p>Tessera is a tile-puzzle arcade that grew out of a set of iOS course projects — a board drawn in code,
      sliding tiles, swipes, high scores and this very About page. The rules are written once in Swift:
      the same code runs in this page (compiled to WebAssembly), in the terminal (<code>tessera play</code>), and on the server.</p>
    <h2>The rules in brief</h2>
    <p><strong>2048.</strong> Slide the tiles; two equal tiles merge into their sum, once per move.
      Every merge scores the new tile. Make a 2048 tile to win, then keep going if you like.</p>
    <p><strong>Triples.</strong> Every row or column moves at most one cell. A 1 and a 2 make a 3; equal tiles
      from 3 up double. 1+1 and 2+2 never combine. Every tile that appears adds its value to the score.</p>
    <p><strong>Pentominoes.</strong> Fill the board with the twelve pieces of five squares, each once. Drag a piece
      on, or tap it and then a square, and it snaps where it fits; tap it again to turn it, double-tap to flip it. The count above the board says how many
      ways to finish are still possible, and a hint places a piece that keeps one open.</p>
    <p><strong>Sketchpad.</strong> Draw with a mouse, a finger or a pen; a line's width follows a pen's pressure, or
      the speed of your hand. Undo takes back a whole stroke, the eraser removes whole strokes, and a drawing saved
      on the server can be shared as a read-only link.</p>
    <p><strong>Deterministic</strong> mode replays the course's fixed sequence of tiles, so two players can race
      the same game. <strong>Share this game</strong> gives a link to the same seed.</p>
    <h2>The shared leaderboard</h2>
    <p>Join with a name on <strong>High Scores</strong> and your games in Random mode are ranked: the server
      hands out the seed, and when the game ends it replays your moves with the very same rules before your score
      counts. The <strong>Daily challenge</strong> gives everyone the same tiles for a day, one go each. Your
      <strong>recovery code</strong> lets you play as yourself in another browser.</p>
    <h2>Keys</h2>
    <h3>2048 and Triples</h3>
    <dl class="keys">
      <dt>Arrow keys, W A S D, h j k l</dt><dd>slide</dd>
      <dt>N or R</dt><dd>new game</dd>
      <dt>B</dt><dd>say the board (with a screen reader)</dd>
      <dt>?</dt><dd>hint (in an unranked game, or a ranked one once sent)</dd>
      <dt>P</dt><dd>Autoplay on or off; Esc stops it</dd>
      <dt>Swipe or drag on the board</dt><dd>slide</dd>
    </dl>
    <h3>Pentominoes</h3>
    <dl class="keys">
      <dt>Tab or arrow keys, then Enter</dt><dd>choose a piece and pick it up; the arrows move it, Enter places it</dd>
      <dt>R, F</dt><dd>turn, flip</dd>
      <dt>Esc, Delete</dt><dd>put the held piece back, take a piece off</dd>
      <dt>U, Y (Ctrl+Z, Ctrl+Y)</dt><dd>undo, redo</dd>
      <dt>H</dt><dd>hint</dd>
    </dl>
    <h3>Sketchpad</h3>
    <dl class="keys">
      <dt>P, E</dt><dd>pen, eraser</dd>
      <dt>Ctrl+Z; Shift+Ctrl+Z or Ctrl+Y</dt><dd>undo, redo a whole stroke</dd>
    </dl>
    <h2>Made by</h2>
    <p>The Tessera developers, after the course's Fancy Triples, in Swift with Hummingbird and Embedded Swift for WebAssembly.</p>
  </div>`;

const $ = (id) => document.getElementById(id);

/** Makes the About controller for the shell, with the tab's markup: the toy runs only while the tab shows. */
export async function create() {
  await loadStylesheet(STYLESHEET);
  document.getElementById('about').innerHTML = MARKUP;
  const toy = createToy($('toy'), $('toy-drop'));
  moreContrast.addEventListener('change', () => drawArt($('about-art')));
  return {
    /** The tab is showing: draws the art (at the current width) and runs the toy. */
    show() {
      drawArt($('about-art'));
      toy.start();
    },

    /** The tab is hidden: the toy stops. */
    hide() {
      toy.stop();
    },
  };
}
