// The High Scores tab: the player panel and the boards (shared, the player's own, this browser's).
// Loaded when the tab first opens, or in the background once the page is idle; it makes the tab's markup
// and stylesheet then.

import { MARKUP } from './markup.js';
import { createPlayerPanel } from './player-panel.js';
import { createLeaderboard } from './leaderboard.js';
import { loadStylesheet } from '../stylesheet.js';

const STYLESHEET = '/scores.css';

/**
 * Makes the High Scores controller for the shell: the tab's markup, then the player panel, which works at
 * once, and the boards, which wait for the rules' catalog that names them (without the rules they stay empty).
 */
export async function create(shell) {
  await loadStylesheet(STYLESHEET);
  document.getElementById('scores').innerHTML = MARKUP;
  const panel = createPlayerPanel(shell.player);
  let boards = null;
  try {
    boards = createLeaderboard(await shell.rules, shell.player);
  } catch {
    // The rules did not load: the Play tab says so; the player panel still works.
  }
  shell.player.onChange(() => {
    if (shell.isOpen('scores')) boards?.refresh();
  });

  return {
    /**
     * The tab is showing: quiets the panel and shows a board's scores.
     * `board` defaults to the board in play; `local` (a new entry of this browser's list) and `game` (a
     * just-verified ranked game) are highlighted; `period`, when given, picks the shared board's period.
     */
    show({ board = null, local = null, game = null, period = null } = {}) {
      panel.quiet();
      boards?.show(board ?? shell.boardInPlay(), { local, game, period });
    },

    /** Reloads the boards, keeping what they show (the server has verified a game). */
    refresh() {
      boards?.refresh();
    },
  };
}
