// Tessera's page: wires the rules (WebAssembly), the board view, input, storage and tabs.
// The rules decide every move, spawn and score; this file only shows what they say.

import { loadRules } from './rules.js';
import { BoardView } from './board-view.js';
import { listen } from './input.js';
import * as storage from './storage.js';
import { showAbout, hideAbout } from './about.js';

const $ = (id) => document.getElementById(id);
const TABS = { '/': 'play', '/scores': 'scores', '/about': 'about' };
const OVER_PAUSE_MS = 1600;

let rules;
let view;
let state;            // the rules' state of the current game
let setup;            // { game, size, spawn, seed } of the current game, from the rules' state
let recorded = false; // the current game's score is on the list
let bestRecorded = 0; // the top of this board's high-score list
let queue = [];
let busy = false;
let overTimer = 0;

async function main() {
  if ('serviceWorker' in navigator && window.isSecureContext) {
    navigator.serviceWorker.register('/sw.js').catch(() => {});
  }
  view = new BoardView($('board'), $('grid'), $('tiles'));
  showTab(location.pathname, false);
  try {
    rules = await loadRules();
  } catch (error) {
    $('announcer').textContent = $('overlay-text').textContent = `${error.message}. Reload to try again.`;
    $('overlay-title').textContent = 'Tessera could not start';
    $('overlay').hidden = false;
    return;
  }
  const settings = storage.loadSettings();
  showSettings(settings);
  const linked = setupFromLink(new URLSearchParams(location.search));
  if (linked) {
    start(linked);
    // The options follow the shared game, so New game plays the same kind of game again.
    const shared = { ...settings, game: setup.game, mode: setup.seed === 'deterministic' ? 'deterministic' : 'random' };
    if (setup.game !== 'triples') Object.assign(shared, { size: setup.size, spawn: setup.spawn });
    storage.storeSettings(shared);
    showSettings(shared);
    history.replaceState(null, '', location.pathname);
  } else if (!resume()) {
    start(nextSetup());
  }
  listen({
    board: $('board'),
    arrows: document.querySelector('.arrows'),
    onMove: requestMove,
    onNewGame: () => start(nextSetup()),
    isActive: () => !$('play').hidden,
  });
  wireControls();
  document.body.dataset.ready = 'true';
}

/** Resumes the game saved in this browser; false when there is none or it cannot be read. */
function resume() {
  const saved = storage.loadGame();
  if (!saved) return false;
  try {
    state = rules.restore(saved.save);
  } catch (error) {
    announce(`Your saved game could not be resumed (${error.message}); a new game starts.`);
    return false;
  }
  setup = setupOf(state);
  loadBest();
  recorded = saved.recorded ?? false;
  view.reset(state);
  refresh(0);
  if (state.summary.over) showOver(false);
  else if (state.showingWin) showWin();
  return true;
}

/** Starts a new game with a setup; a bad setup (from a link) falls back to the defaults. */
function start(next) {
  clearTimeout(overTimer);
  queue = [];
  try {
    state = rules.newGame(next);
  } catch (error) {
    announce(`That game cannot be started: ${error.message}`);
    state = rules.newGame({ game: '2048', size: '4', spawn: 'twos-and-fours', seed: randomSeed() });
  }
  setup = setupOf(state);
  loadBest();
  recorded = false;
  $('overlay').hidden = true;
  view.reset(state);
  persist();
  refresh(0);
}

/** The setup a game was started from, as the rules report it. */
function setupOf(gameState) {
  return { game: gameState.summary.game, size: String(gameState.size), spawn: gameState.spawn, seed: gameState.seed };
}

/** The setup the controls ask for, with a fresh seed (or the course's in Deterministic mode). */
function nextSetup() {
  const settings = readSettings();
  return {
    game: settings.game,
    size: settings.size,
    spawn: settings.spawn,
    seed: settings.mode === 'deterministic' ? 'deterministic' : randomSeed(),
  };
}

/** A setup from a share link (?game=2048&size=4&spawn=twos-and-fours&seed=123), or null. */
function setupFromLink(params) {
  if (!params.has('game') || !params.has('seed')) return null;
  return {
    game: params.get('game') === 'triples' ? 'triples' : '2048',
    size: params.get('size') ?? '4',
    spawn: params.get('spawn') ?? 'twos-and-fours',
    seed: params.get('seed'),
  };
}

function randomSeed() {
  const words = new BigUint64Array(1);
  crypto.getRandomValues(words);
  return words[0].toString();
}

function requestMove(direction) {
  queue.push(direction);
  if (!busy) drain();
}

/** Plays queued moves one after another, each after the previous animation. */
async function drain() {
  busy = true;
  try {
    while (queue.length > 0) {
      if (state.summary.over || state.showingWin) {
        queue = [];
        break;
      }
      const outcome = rules.move(queue.shift());
      if (!outcome.moved) continue;
      state = rules.state();
      persist();
      refresh(outcome.scoreGain);
      try {
        await view.apply(outcome);
      } catch {
        view.reset(state);   // the view lost track of a tile: redraw it from the rules' state
      }
      if (outcome.won) showWin();
      if (outcome.over) showOver(true);
    }
  } finally {
    busy = false;
  }
}

/** Reads the top of the current board's high-score list, once per game rather than once per move. */
function loadBest() {
  bestRecorded = storage.loadScores()[storage.settingKey(setup)]?.[0]?.score ?? 0;
}

/** Shows the score, the best score and the "+N" of the last move. */
function refresh(gain) {
  const key = storage.settingKey(setup);
  const best = Math.max(state.summary.score, bestRecorded);
  $('board').dataset.notation = state.summary.board;
  $('score').textContent = state.summary.score;
  $('best').textContent = best;
  const rise = $('gain');
  rise.classList.remove('rise');
  if (gain > 0) {
    rise.textContent = `+${gain}`;
    void rise.offsetWidth;
    rise.classList.add('rise');
    announce(`Score ${state.summary.score}, plus ${gain}`);
  }
  const mode = setup.seed === 'deterministic' ? 'Deterministic' : `seed ${setup.seed}`;
  $('game-label').textContent = `${storage.settingName(key)} · ${mode}`;
}

function showWin() {
  $('overlay').className = 'overlay won';
  $('overlay-title').textContent = 'You win!';
  $('overlay-text').textContent = `You made 2048 with ${state.summary.score} points.`;
  $('keep-going').hidden = false;
  $('overlay').hidden = false;
  announce('You win! Keep going or start a new game.');
}

/** Shows the game-over overlay; the first time a game ends, records it and moves to High Scores. */
function showOver(justEnded) {
  $('overlay').className = 'overlay over';
  $('overlay-title').textContent = 'Game over';
  $('overlay-text').textContent = `Final score: ${state.summary.score}`;
  $('keep-going').hidden = true;
  $('overlay').hidden = false;
  if (!justEnded || recorded) return;
  recorded = true;
  const entry = storage.recordScore(storage.settingKey(setup), {
    score: state.summary.score, maxTile: state.summary.maxTile, moves: state.summary.moveCount,
  });
  loadBest();
  persist();
  announce(`Game over. Final score ${state.summary.score}.`);
  overTimer = setTimeout(() => goToScores(entry), OVER_PAUSE_MS);
  $('overlay').addEventListener('click', () => {
    if (!overTimer) return;
    clearTimeout(overTimer);
    goToScores(entry);
  }, { once: true });
}

function goToScores(entry) {
  overTimer = 0;
  showTab('/scores', true, { key: storage.settingKey(setup), highlight: entry });
}

function persist() {
  storage.storeGame({ save: rules.save(), recorded });
}

function announce(text) {
  $('announcer').textContent = text;
}

/* Options */

function readSettings() {
  return {
    game: $('game-choice').value,
    size: $('size-choice').value,
    spawn: $('spawn-choice').value,
    mode: document.querySelector('input[name="mode"]:checked').value,
  };
}

function showSettings(settings) {
  $('game-choice').value = settings.game;
  $('size-choice').value = settings.size;
  $('spawn-choice').value = settings.spawn;
  document.querySelector(`input[name="mode"][value="${settings.mode}"]`).checked = true;
  document.querySelector('.options').classList.toggle('triples', settings.game === 'triples');
}

function wireControls() {
  for (const control of document.querySelectorAll('.options select, .options input')) {
    control.addEventListener('change', () => {
      const settings = readSettings();
      storage.storeSettings(settings);
      showSettings(settings);
      if (control.id === 'game-choice') start(nextSetup());
    });
  }
  $('new-game').addEventListener('click', () => start(nextSetup()));
  $('overlay-new').addEventListener('click', (event) => {
    event.stopPropagation();
    start(nextSetup());
  });
  $('keep-going').addEventListener('click', (event) => {
    event.stopPropagation();
    state = rules.keepGoing();
    persist();
    $('overlay').hidden = true;
    $('board').focus({ preventScroll: true });
  });
  $('share').addEventListener('click', async () => {
    const params = new URLSearchParams({ game: setup.game, seed: setup.seed });
    if (setup.game !== 'triples') {
      params.set('size', setup.size);
      params.set('spawn', setup.spawn);
    }
    const link = `${location.origin}/?${params}`;
    try {
      await navigator.clipboard.writeText(link);
      $('share-result').textContent = `Link copied: ${link}`;
    } catch {
      $('share-result').textContent = link;
    }
  });
  for (const link of document.querySelectorAll('.tabs a')) {
    link.addEventListener('click', (event) => {
      event.preventDefault();
      showTab(link.getAttribute('href'), true);
    });
  }
  window.addEventListener('popstate', () => showTab(location.pathname, false));
}

/* Tabs */

function showTab(path, push, scores = null) {
  const tab = TABS[path] ?? 'play';
  const canonical = Object.keys(TABS).find((key) => TABS[key] === tab);
  if (push && location.pathname !== canonical) history.pushState(null, '', canonical);
  for (const name of Object.values(TABS)) $(name).hidden = name !== tab;
  for (const link of document.querySelectorAll('.tabs a')) {
    if (link.dataset.tab === tab) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
  if (tab === 'about') showAbout();
  else hideAbout();
  if (tab === 'scores') showScores(scores?.key ?? (setup ? storage.settingKey(setup) : null), scores?.highlight);
  if (tab === 'play') view.layout();
  document.title = { play: 'Tessera — 2048 and Triples', scores: 'High Scores — Tessera', about: 'About — Tessera' }[tab];
}

function showScores(key, highlight) {
  const lists = storage.loadScores();
  const keys = [...new Set([...(key ? [key] : []), ...Object.keys(lists)])];
  const select = $('scores-setting');
  select.replaceChildren(...keys.map((value) => new Option(storage.settingName(value), value)));
  if (key) select.value = key;
  const render = () => {
    const list = lists[select.value] ?? [];
    $('scores-body').replaceChildren(...list.map((entry, index) => {
      const row = document.createElement('tr');
      if (entry.id === highlight) row.className = 'highlight';
      const date = new Date(entry.date).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
      for (const text of [index + 1, entry.score, entry.maxTile, date]) {
        const cell = document.createElement('td');
        cell.textContent = text;
        row.append(cell);
      }
      return row;
    }));
    $('scores-empty').hidden = list.length > 0;
  };
  select.onchange = render;
  render();
}

main();
