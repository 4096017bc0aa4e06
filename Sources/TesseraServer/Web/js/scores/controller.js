// The High Scores tab: the player panel and the boards (shared, the player's own, this browser's).
// Loaded when the tab first opens, or in the background once the page is idle.

import { createPlayerPanel } from './player-panel.js';
import { createLeaderboard } from './leaderboard.js';

/**
 * Makes the High Scores controller for the shell. The player panel works at once; the boards wait for
 * the rules' catalog, which names them (without the rules they stay empty).
 */
export async function create(shell) {
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
