// The High Scores tab: the shared leaderboard (verified by the server) for a board setting and
// period, the player's own verified bests beside it, and this browser's list, which also works offline.

import * as api from './api.js';
import * as storage from './storage.js';
import { currentPlayer } from './player.js';

const $ = (id) => document.getElementById(id);
const PERIODS = { all: 'All time', week: 'This week', today: 'Today', daily: 'Daily challenge' };

/** Every board setting, in the order the selector lists them. */
const SETTINGS = [
  ...[3, 4, 5, 6, 7, 8].flatMap((size) => ['twos-and-fours', 'twos-only'].map((spawn) => `2048 ${size} ${spawn}`)),
  'triples',
];

let period = 'all';
let highlight = { local: null, game: null };
let generation = 0;   // answers to an older request are dropped

/** The setup of a setting key ("2048 4 twos-and-fours" or "triples"). */
export function setupOfKey(key) {
  if (key === 'triples') return { game: 'triples', size: '4', spawn: '' };
  const [game, size, spawn] = key.split(' ');
  return { game, size, spawn };
}

/** Wires the setting selector and the period buttons. */
export function initLeaderboard() {
  $('scores-setting').replaceChildren(...SETTINGS.map((key) => new Option(storage.settingName(key), key)));
  $('scores-setting').addEventListener('change', () => {
    highlight = { local: null, game: null };
    refreshScores();
  });
  for (const button of document.querySelectorAll('[data-period]')) {
    button.addEventListener('click', () => {
      period = button.dataset.period;
      refreshScores();
    });
  }
}

/**
 * Shows the High Scores for a setting key (and `period`, when given); `local` is the id of a new entry
 * of this browser's list and `game` the id of a just-verified ranked game, both highlighted.
 */
export function showScores(key, { local = null, game = null, period: shown = null } = {}) {
  if (shown) period = shown;
  if (key) {
    const select = $('scores-setting');
    if (![...select.options].some((option) => option.value === key)) select.append(new Option(storage.settingName(key), key));
    select.value = key;
  }
  highlight = { local, game };
  refreshScores();
}

/** Reloads the three lists for the selected setting and period. */
export function refreshScores() {
  const key = $('scores-setting').value;
  const setup = setupOfKey(key);
  for (const button of document.querySelectorAll('[data-period]')) {
    button.setAttribute('aria-pressed', String(button.dataset.period === period));
  }
  const standard = setup.game === 'triples' ? 'Triples' : storage.settingName('2048 4 twos-and-fours');
  $('shared-note').textContent = period === 'daily'
    ? `Today's daily challenge is played on the standard board: ${standard}.`
    : `${storage.settingName(key)} · ${PERIODS[period].toLowerCase()}`;
  $('shared-caption').textContent = `Shared leaderboard, ${PERIODS[period]}`;
  renderLocal(key);
  const ticket = ++generation;
  loadShared(setup, ticket);
  // The daily challenge is played on the standard board: the player's own games there go beside it.
  loadMine(period === 'daily' ? setupOfKey(setup.game === 'triples' ? 'triples' : '2048 4 twos-and-fours') : setup, ticket);
}

async function loadShared(setup, ticket) {
  const player = currentPlayer();
  status('shared', 'Loading the shared leaderboard…');
  let entries;
  try {
    entries = await api.leaderboard(setup, period);
  } catch (error) {
    if (ticket !== generation) return;
    $('shared-body').replaceChildren();
    $('shared-table').hidden = true;
    status('shared', error.unreachable ? 'Server unreachable — showing this browser\'s scores.'
      : `The shared leaderboard could not be loaded: ${error.message}. This browser's scores are below.`, true);
    return;
  }
  if (ticket !== generation) return;
  $('shared-table').hidden = entries.length === 0;
  status('shared', entries.length === 0
    ? (period === 'daily' ? 'Nobody has finished today\'s daily challenge yet.' : 'No verified games here yet. Play a ranked game to be the first!')
    : '');
  $('shared-body').replaceChildren(...entries.map((entry) => {
    const you = player && entry.playerId === player.id;
    const row = tableRow([entry.rank, entry.player, entry.score, entry.maxTile, entry.moveCount, entry.date]);
    const name = row.children[1];
    name.className = 'name';
    name.title = entry.player;
    if (you) {
      row.className = 'you';
      name.append(visuallyHidden(' (you)'));
    }
    return row;
  }));
}

async function loadMine(setup, ticket) {
  const player = currentPlayer();
  $('mine-body').replaceChildren();
  $('mine-table').hidden = true;
  if (!player) {
    status('mine', 'Join the shared leaderboard (above) and your verified games show here.');
    return;
  }
  if (player.rejected) {
    status('mine', 'The server does not know this player any more.', true);
    return;
  }
  status('mine', 'Loading your games…');
  let results;
  try {
    const filter = setup.game === 'triples' ? { game: 'triples' } : setup;
    results = await api.myResults(player.token, filter);
  } catch (error) {
    if (ticket !== generation) return;
    status('mine', error.unreachable ? 'Server unreachable.' : `Could not load your games: ${error.message}.`, true);
    return;
  }
  if (ticket !== generation) return;
  $('mine-table').hidden = results.length === 0;
  status('mine', results.length === 0 ? 'No verified games on this board yet.' : '');
  $('mine-body').replaceChildren(...results.map((result, index) => {
    const row = tableRow([index + 1, result.score, result.maxTile, result.moveCount, result.date]);
    if (result.gameId === highlight.game) row.className = 'highlight';
    if (result.daily) {
      const tag = document.createElement('span');
      tag.className = 'tag';
      tag.textContent = 'Daily';
      tag.title = `Daily challenge of ${result.daily}`;
      row.lastElementChild.prepend(tag, ' ');
    }
    return row;
  }));
}

function renderLocal(key) {
  const list = storage.loadScores()[key] ?? [];
  $('scores-body').replaceChildren(...list.map((entry, index) => {
    const row = tableRow([index + 1, entry.score, entry.maxTile, entry.date]);
    if (entry.id === highlight.local) row.className = 'highlight';
    return row;
  }));
  $('scores-table').hidden = list.length === 0;
  $('scores-empty').hidden = list.length > 0;
}

/** A table row; the last value is an ISO date, shown short with the full date as its title. */
function tableRow(values) {
  const row = document.createElement('tr');
  values.forEach((value, index) => {
    const cell = document.createElement('td');
    if (index === values.length - 1) {
      const date = new Date(value);
      const time = document.createElement('time');
      time.dateTime = value;
      time.textContent = shortDate(date);
      time.title = date.toLocaleString(undefined, { dateStyle: 'full', timeStyle: 'short' });
      cell.append(time);
    } else {
      cell.textContent = value;
    }
    row.append(cell);
  });
  return row;
}

function shortDate(date) {
  if (Number.isNaN(date.getTime())) return '—';
  const now = new Date();
  if (date.toDateString() === now.toDateString()) return date.toLocaleTimeString(undefined, { timeStyle: 'short' });
  const sameYear = date.getFullYear() === now.getFullYear();
  return date.toLocaleDateString(undefined, sameYear ? { day: 'numeric', month: 'short' } : { dateStyle: 'medium' });
}

function visuallyHidden(text) {
  const span = document.createElement('span');
  span.className = 'visually-hidden';
  span.textContent = text;
  return span;
}

function status(which, text, problem = false) {
  const element = $(`${which}-status`);
  element.textContent = text;
  element.hidden = text === '';
  element.classList.toggle('problem', problem);
}
