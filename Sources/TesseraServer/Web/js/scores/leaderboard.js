// The High Scores tab's boards: the shared leaderboard (verified by the server) for a board and period,
// the player's own verified bests beside it, and this browser's list, which also works offline. Which
// boards there are, and what each is called, comes from the rules' catalog.

import * as api from '../api.js';
import * as storage from '../storage.js';

const $ = (id) => document.getElementById(id);
const PERIODS = { all: 'All time', week: 'This week', today: 'Today', daily: 'Daily challenge' };
/** The tags of this browser's games the AI helped with (storage.assistance). */
const ASSISTED = {
  hints: { tag: 'Hints', title: 'The AI showed hints in this game' },
  autoplay: { tag: 'AI', title: 'The AI played moves of this game (Autoplay)' },
};

/**
 * Fills the board selector from the rules' catalog and wires it and the period buttons.
 * Returns `{ show, refresh }`.
 */
export function createLeaderboard(rules, player) {
  let period = 'all';
  let highlight = { local: null, game: null };
  let reveal = false;   // a game just ended (Play is gone): the next showing focuses its highlighted row
  let generation = 0;   // answers to an older request are dropped

  const title = (key) => rules.boardOf(key)?.title ?? key;

  $('scores-setting').replaceChildren(...rules.boards.map((board) => new Option(board.title, board.board)));
  $('scores-setting').addEventListener('change', () => {
    highlight = { local: null, game: null };
    refresh();
  });
  let chosen = period;   // the period the player last chose; one shown for a finished daily lasts for that visit
  for (const button of document.querySelectorAll('[data-period]')) {
    button.addEventListener('click', () => {
      period = chosen = button.dataset.period;
      refresh();
    });
  }

  /**
   * Shows the High Scores for a board key and `period` (when none is given, the one the player last chose).
   * `local` is the id of a new entry of this browser's list and `game` the id of a just-verified ranked
   * game, both highlighted.
   */
  function show(key, { local = null, game = null, period: shown = null } = {}) {
    period = shown ?? chosen;
    if (key) {
      const select = $('scores-setting');
      if (![...select.options].some((option) => option.value === key)) select.append(new Option(title(key), key));
      select.value = key;
    }
    highlight = { local, game };
    reveal = Boolean(local || game);
    refresh();
  }

  /** Marks a row highlighted, focusable from a script. */
  function highlighted(row) {
    row.className = 'highlight';
    row.tabIndex = -1;
  }

  /** Reloads the three lists for the selected board and period. */
  function refresh() {
    const key = $('scores-setting').value;
    const board = rules.boardOf(key);
    const standard = rules.defaultBoard(board?.game);
    for (const button of document.querySelectorAll('[data-period]')) {
      button.setAttribute('aria-pressed', String(button.dataset.period === period));
    }
    $('shared-note').textContent = period === 'daily'
      ? `Today's daily challenge is played on the standard board: ${standard?.title}.`
      : `${title(key)} · ${PERIODS[period].toLowerCase()}`;
    $('shared-caption').textContent = `Shared leaderboard, ${PERIODS[period]}`;
    renderLocal(key);
    if (!board) return;
    const ticket = ++generation;
    const revealing = reveal;
    reveal = false;
    const loaded = [
      loadShared(rules.settingsOf(board), ticket),
      // The daily challenge is played on the standard board: the player's own games there go beside it.
      loadMine(rules.settingsOf(period === 'daily' ? standard : board), ticket, period === 'daily' ? standard.title : null),
    ];
    // Once every list is in (none moves the others any more), the highlighted row takes the focus, which brings
    // it into view; not when this showing was replaced, nor from a control the player has taken meanwhile.
    Promise.allSettled(loaded).then(() => {
      const taken = document.activeElement !== $('scores') && $('scores').contains(document.activeElement);
      if (!revealing || ticket !== generation || taken) return;
      document.querySelector('#scores tr.highlight')?.focus();
    });
  }

  async function loadShared(settings, ticket) {
    const current = player.current();
    $('shared-body').replaceChildren();   // no rows of the board or period shown before under this one's title
    $('shared-table').hidden = true;
    status('shared', 'Loading the shared leaderboard…');
    let entries;
    try {
      entries = await api.leaderboard(settings, period, {
        onWait(message) {
          if (ticket === generation) status('shared', `Loading the shared leaderboard: ${message}…`);
        },
      });
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
      const you = current && entry.playerId === current.id;
      const row = tableRow([entry.rank, entry.player, entry.score, entry.maxTile, entry.moveCount, entry.date]);
      const name = row.children[1];
      name.className = 'name';
      name.dir = 'auto';   // a right-to-left name keeps to its cell
      if (you) {
        row.className = 'you';
        name.append(visuallyHidden(' (you)'));
      }
      return row;
    }));
  }

  /** Loads the player's own verified games on a board: the one selected, or the standard one titled `standardTitle`. */
  async function loadMine(settings, ticket, standardTitle) {
    const current = player.current();
    $('mine-body').replaceChildren();
    $('mine-table').hidden = true;
    if (!current) {
      status('mine', 'Join the shared leaderboard (above) and your verified games show here.');
      return;
    }
    if (current.rejected) {
      status('mine', 'This browser\'s recovery code was replaced: enter the new one above to see your games.', true);
      return;
    }
    status('mine', 'Loading your games…');
    let results;
    try {
      results = await api.myResults(current.token, settings);
    } catch (error) {
      if (ticket !== generation) return;
      if (error.status === 401) {
        player.refused(current.token);   // the player changes: the panel says so and this list follows
        return;
      }
      status('mine', error.unreachable ? 'Server unreachable.' : `Could not load your games: ${error.message}.`, true);
      return;
    }
    if (ticket !== generation) return;
    $('mine-table').hidden = results.length === 0;
    const where = standardTitle ? `the standard board, ${standardTitle}, where the daily challenge is played` : 'this board';
    status('mine', results.length > 0 ? (standardTitle ? `Your games on ${where}:` : '') : `No verified games yet on ${where}.`);
    $('mine-body').replaceChildren(...results.map((result, index) => {
      const row = tableRow([index + 1, result.score, result.maxTile, result.moveCount, result.date]);
      if (result.gameId === highlight.game) highlighted(row);
      if (result.daily) tagDate(row, 'Daily', `Daily challenge of ${result.daily}`);
      return row;
    }));
  }

  function renderLocal(key) {
    const list = storage.loadScores()[key] ?? [];
    $('scores-body').replaceChildren(...list.map((entry, index) => {
      const row = tableRow([index + 1, entry.score, entry.maxTile, entry.date]);
      if (entry.id === highlight.local) highlighted(row);
      const help = ASSISTED[storage.assistance(entry.assisted)];
      if (help) tagDate(row, help.tag, help.title, 'ai');
      return row;
    }));
    $('scores-table').hidden = list.length === 0;
    $('scores-empty').hidden = list.length > 0;
  }

  return { show, refresh };
}

/** Puts a tag (`text`, explained by `title`; `kind` styles it) before a row's date. */
function tagDate(row, text, title, kind = '') {
  const tag = document.createElement('span');
  tag.className = kind ? `tag ${kind}` : 'tag';
  tag.textContent = text;
  tag.title = title;
  row.lastElementChild.prepend(tag, ' ');
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
