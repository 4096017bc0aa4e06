// Hint and Autoplay on the Play tab. The AI player (Swift's TesseraAI, as wasm/ai.wasm in a Web Worker)
// chooses moves; this module shows a hint as an arrow on the board, and for Autoplay forwards the AI's
// moves to the controller as the arrow buttons would, so the rules still play every move. Both are
// offered in unranked games, and in a ranked game only once it has been sent: a hint can never help a
// ranked game. Loaded when the page is idle; the AI itself loads on the first question.

import { createAdvisor } from './ai-client.js';
import { speakScores } from './status-view.js';
import { loadStylesheet } from '../stylesheet.js';

const DIRECTIONS = { L: 'left', R: 'right', U: 'up', D: 'down' };
const ARROWS = { left: '←', right: '→', up: '↑', down: '↓' };
/** A hint searches the depth that grows with the board, for up to a quarter of a second. */
const HINT_SETTING = 'ms=250';
/** Autoplay's speeds: moves a second (0 for as fast as the board animates) and each move's search. */
const SPEEDS = [
  { label: '2 moves/s', perSecond: 2, setting: 'ms=200' },
  { label: '4 moves/s', perSecond: 4, setting: 'ms=100' },
  { label: '8 moves/s', perSecond: 8, setting: 'ms=40' },
  { label: 'Fastest', perSecond: 0, setting: 'quick' },
];
const DEFAULT_SPEED = 1;
/** What the note says while Autoplay plays: one line on a phone (the slider shows the speed). */
const PLAYING_NOTE = 'Autoplay on: Stop, P or any move takes over.';
/** What the note says at a win of the player's own: nothing is offered until Keep going. */
const WIN_NOTE = 'Hint and Autoplay wait for Keep going.';
/** Where the browser keeps the speed last chosen (an index into SPEEDS). */
const SPEED_KEY = 'tessera.autoplay-speed';

/** The speed last chosen in this browser, or the default. */
function keptSpeed() {
  try {
    const kept = localStorage.getItem(SPEED_KEY);
    const index = Number(kept);
    return kept !== null && Number.isInteger(index) && index >= 0 && index < SPEEDS.length ? index : DEFAULT_SPEED;
  } catch {
    return DEFAULT_SPEED;   // storage disabled: every visit starts at the default
  }
}

/**
 * Adds Hint and Autoplay under the game buttons. The controller lends: `rules` (the tile
 * module: its `state()` and `save()`), `ranked` (its `record`), `move(direction)` (queues a move;
 * resolves once it has shown) and `helped(kind)` (notes that the AI showed a hint, 'hints', or played a
 * move, 'autoplay', in this game). Returns the function the controller calls after every change of the game,
 * with `{ elsewhere: true }` when another tab changed it.
 */
export function attach({ rules, ranked, move, helped }) {
  const current = () => rules.state();
  const saved = () => rules.save();
  const isOpen = () => !document.getElementById('play').hidden;
  const advisor = createAdvisor();
  const { group, hint, autoplay, speed, speedLabel, note } = build();
  loadStylesheet('/assist.css').then(() => document.querySelector('.game-buttons').after(group));
  const board = document.getElementById('board');
  const arrow = document.createElement('div');
  arrow.className = 'hint-arrow';
  arrow.hidden = true;
  arrow.setAttribute('aria-hidden', 'true');
  board.append(arrow);

  let playing = false;       // Autoplay is on
  let runs = 0;              // Autoplay's runs so far: the latest one plays
  let thinking = false;      // a hint is being searched
  let hinted = null;         // the save a shown hint is for
  let winNoted = false;      // the note speaks of a win that waits for Keep going (Autoplay paused for it, or the player's own)
  let game = identity(current());

  const allowed = () => !ranked.record || ranked.record.submitted;

  /** Says something under the buttons (and to screen readers, once: the same words again are not repeated); `problem` marks a failure. */
  function say(text, problem = false) {
    if (note.textContent !== text) note.textContent = text;
    note.classList.toggle('problem', problem);
  }

  const offered = (button) => button.getAttribute('aria-disabled') !== 'true';

  function clearHint() {
    hinted = null;
    arrow.hidden = true;
    for (const button of document.querySelectorAll('.arrows .hinted')) button.classList.remove('hinted');
  }

  /** Shows the buttons as the game allows: off in a ranked game not yet sent, a game that is over, or while a win waits for Keep going. */
  function update() {
    const state = current();
    const open = allowed();
    const over = Boolean(state?.summary.over);
    // aria-disabled rather than disabled: a button that has the focus keeps it while it is off.
    const won = Boolean(state?.showingWin);   // no move plays until Keep going
    hint.setAttribute('aria-disabled', String(!open || over || won || thinking || playing));
    autoplay.setAttribute('aria-disabled', String(!open || ((over || won) && !playing)));
    autoplay.classList.toggle('playing', playing);
    document.body.classList.toggle('autoplaying', playing);   // assist.css calms the score's "+N" meanwhile
    autoplay.lastChild.textContent = playing ? ' Stop' : ' Autoplay';
    autoplay.firstChild.textContent = playing ? '■' : '▶';
    speakScores(!playing);   // a screen reader hears Autoplay's line, not every move's score
    const wasLocked = group.classList.contains('locked');
    group.classList.toggle('locked', !open);
    if (!open) say('Hint and Autoplay open once this ranked game is sent: its score is yours alone.');
    else if (wasLocked) say('');
  }

  async function showHint() {
    if (!offered(hint)) return;
    const asked = saved();
    thinking = true;
    hint.textContent = 'Thinking…';
    update();
    try {
      const choice = await advisor.choose(HINT_SETTING, asked);
      if (playing || saved() !== asked) return;   // Autoplay took over, or the game moved on, while the AI thought
      if (!choice.best) {
        say('No move changes the board.');
        return;
      }
      const direction = DIRECTIONS[choice.best];
      hinted = asked;
      arrow.dataset.direction = direction;
      arrow.textContent = ARROWS[direction];
      arrow.hidden = false;
      document.querySelector(`.arrows [data-move="${direction}"]`)?.classList.add('hinted');
      helped('hints');
      // The reference search answers on another size, and on a 4×4 board past the bitboard's ranks (2048's
      // 65,536, Triples' 24,576).
      const shallow = choice.search === 'reference' ? ' (a shallower search: the AI looks deepest on 4×4 boards of smaller tiles)' : '';
      say(`Hint: slide ${direction} ${ARROWS[direction]}${shallow}`);
    } catch (error) {
      say(`The AI could not give a hint: ${error.message}`, true);
    } finally {
      thinking = false;
      hint.textContent = 'Hint';
      update();
    }
  }

  /** Plays the AI's moves until it is stopped, the game ends or a win shows, or the game is no longer offered. */
  async function play() {
    const run = ++runs;   // a run stopped and started again while it awaited leaves the new run alone
    playing = true;
    clearHint();
    say(PLAYING_NOTE);
    update();
    try {
      let ahead = null;   // the question asked for the next move while this one showed: { asked, setting, answer }
      while (playing && run === runs && allowed() && isOpen()) {
        const state = current();
        if (state.summary.over || state.showingWin) break;
        const pace = SPEEDS[speed.value];
        const asked = saved();
        const answer = ahead?.asked === asked && ahead.setting === pace.setting ? ahead.answer : advisor.choose(pace.setting, asked);
        const choice = await answer;
        // The player may have left the Play tab, or started a ranked game, while the AI thought.
        if (!playing || run !== runs || saved() !== asked || !choice.best || !allowed() || !isOpen()) break;
        const shown = move(DIRECTIONS[choice.best]);
        if (!shown) break;   // the controller takes no moves now: a new game is being asked for
        helped('autoplay');
        // The beat starts with the move, and the rules have played it already: the AI weighs the next
        // move while this one slides, so a speed's moves a second are its own and not slowed by the search.
        const beat = new Promise((resolve) => setTimeout(resolve, pace.perSecond ? 1000 / pace.perSecond : 0));
        const next = saved();
        ahead = next === asked ? null : { asked: next, setting: pace.setting, answer: advisor.choose(pace.setting, next) };
        ahead?.answer.catch(() => {});   // an answer never awaited (Autoplay stopped) fails quietly
        await shown;
        await beat;
      }
      if (run !== runs) return;
      if (playing) {
        const state = current();
        winNoted = waitsForKeepGoing(state);
        say(winNoted ? 'Autoplay paused for the win: press Keep going, then Autoplay to play on.'
          : state.summary.over ? `Autoplay played to the end: ${state.summary.score} points.` : 'Autoplay stopped.');
      }
    } catch (error) {
      if (run === runs) say(`The AI could not play: ${error.message}`, true);
    } finally {
      if (run === runs) {
        playing = false;
        update();
      }
    }
  }

  function stop(why = 'Autoplay stopped.') {
    if (!playing) return;
    playing = false;
    say(why);
    noteWin();   // a key of the player's that won took over from Autoplay
    update();
  }

  /**
   * At a win that waits for Keep going, says (once, after what the line says already, unless that is a
   * failure or Autoplay's own line) that Hint and Autoplay wait for it too.
   */
  function noteWin() {
    if (winNoted || playing || !allowed() || !waitsForKeepGoing(current())) return;
    winNoted = true;
    const before = note.classList.contains('problem') || note.textContent === PLAYING_NOTE ? '' : note.textContent;
    say(before ? `${before} ${WIN_NOTE}` : WIN_NOTE);
  }

  const toggle = () => (playing ? stop() : offered(autoplay) && play());

  hint.addEventListener('click', showHint);
  autoplay.addEventListener('click', toggle);
  speed.addEventListener('input', () => {
    speedLabel.textContent = SPEEDS[speed.value].label;
    speed.setAttribute('aria-valuetext', SPEEDS[speed.value].label);
    try {
      localStorage.setItem(SPEED_KEY, speed.value);
    } catch {
      // Storage full or disabled: the speed holds for this visit.
    }
  });
  // The player's own input stops Autoplay (the input still does what it does). A click counts too: a
  // screen reader's click on an arrow button comes with no pointerdown.
  for (const selector of ['#board', '.arrows', '.game-buttons', '#overlay']) {
    for (const type of ['pointerdown', 'click']) document.querySelector(selector).addEventListener(type, () => stop(), true);
  }
  document.addEventListener('keydown', (event) => {
    if (!isOpen() || event.ctrlKey || event.metaKey || event.altKey) return;
    const ours = event.key === '?' || event.key === 'p' || event.key === 'P';
    // A field keeps its keys, but the Speed slider takes no text: there ? and P still act, and its
    // arrows, Home and End set the speed without stopping Autoplay.
    if (event.target instanceof HTMLSelectElement || (event.target instanceof HTMLInputElement && !(event.target === speed && ours))) return;
    if (ours && event.repeat) {
      event.preventDefault();   // a held key asks once: Autoplay does not flicker on and off
      return;
    }
    // Enter or Space on Hint or Autoplay: the button's own click acts.
    if (event.target.closest?.('.assist') && (event.key === 'Enter' || event.key === ' ')) return;
    if (event.key === '?') {
      event.preventDefault();
      showHint();
    } else if (event.key === 'p' || event.key === 'P') {
      event.preventDefault();
      toggle();
    } else if (event.defaultPrevented || event.key === 'Escape') {
      // A key the game took (a move or a new game: input.js's listener, added before this one, has run) or Escape.
      stop();
    }
  });

  const watch = ({ elsewhere = false } = {}) => {
    const state = current();
    const now = identity(state);
    if (elsewhere) stop('Autoplay stopped: the game moved on in another tab.');
    if (now.key !== game.key || now.moves < game.moves) stop();   // another game started
    game = now;
    if (hinted && saved() !== hinted) {
      clearHint();
      if (!playing) say('');
    }
    if (winNoted && !waitsForKeepGoing(state)) {
      winNoted = false;   // Keep going was pressed (or a new game began): the win's note has done its work
      if (!playing) say('');
    }
    noteWin();
    update();
  };
  watch();   // a game resumed at its win says so at once
  return watch;
}

/** Whether `state` shows a win that Keep going plays on from (a win that ended the game offers none). */
function waitsForKeepGoing(state) {
  return Boolean(state?.showingWin && !state.summary.over);
}

/** What tells one game from another: its board and seed, and how far it has gone. */
function identity(state) {
  return { key: `${state?.board};${state?.seed}`, moves: state?.summary.moveCount ?? 0 };
}

/** The group of controls: Hint, Autoplay, its speed and a line for what they say. */
function build() {
  const group = document.createElement('div');
  group.className = 'assist';
  group.setAttribute('role', 'group');
  group.setAttribute('aria-label', 'AI player');
  const hint = button('hint', 'Hint', 'Show the AI’s move (?)');
  const autoplay = button('autoplay', ' Autoplay', 'Let the AI play (P)');
  const symbol = document.createElement('span');
  symbol.setAttribute('aria-hidden', 'true');
  autoplay.prepend(symbol);   // ▶ or ■, which a screen reader need not read out
  const label = document.createElement('label');
  label.className = 'speed';
  label.textContent = 'Speed ';
  const speed = document.createElement('input');
  speed.type = 'range';
  speed.id = 'autoplay-speed';
  speed.min = '0';
  speed.max = String(SPEEDS.length - 1);
  speed.step = '1';
  speed.value = String(keptSpeed());
  speed.setAttribute('aria-valuetext', SPEEDS[speed.value].label);
  const speedLabel = document.createElement('span');
  speedLabel.className = 'speed-value';
  speedLabel.textContent = SPEEDS[speed.value].label;
  label.append(speed, speedLabel);
  const note = document.createElement('p');
  note.className = 'play-note assist-note';
  note.setAttribute('role', 'status');
  group.append(hint, autoplay, label, note);
  return { group, hint, autoplay, speed, speedLabel, note };
}

function button(id, text, title) {
  const element = document.createElement('button');
  element.type = 'button';
  element.id = id;
  element.className = 'secondary';
  element.textContent = text;
  element.title = title;
  return element;
}
