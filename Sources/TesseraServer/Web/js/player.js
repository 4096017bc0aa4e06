// The player on the shared leaderboard, as this browser knows it: one object the shell makes and hands
// to every tab (Play ranks games for it, High Scores shows and changes it). The server decides which
// names are allowed and which recovery codes (the player's token) it knows.

import * as api from './api.js';
import * as storage from './storage.js';

/**
 * Makes the player store, starting from the player kept in this browser. `current()` is
 * `{ id, name, token, rejected? }`, or null before joining.
 */
export function createPlayer() {
  let player = storage.loadPlayer();
  const listeners = [];

  /** Replaces the player (null: none), keeps it, and tells every listener what it was before. */
  function set(next) {
    const previous = player;
    player = next;
    if (next) storage.storePlayer(next);
    for (const listener of listeners) listener(player, previous);
  }

  /** The server did not know `token` (a 401): when it is this browser's code, the player is marked rejected. */
  function refused(token) {
    if (player?.token === token && !player.rejected) set({ ...player, rejected: true });
  }

  return {
    /** The player in this browser, or null before joining. */
    current: () => player,

    /** True when games may be ranked for this player: joined, and the server has not refused the code. */
    canRank: () => Boolean(player && !player.rejected),

    /**
     * Calls `listener(player, previous)` whenever the player joins, renames, changes or is refused; a
     * replaced recovery code is the same player (the same id) with a new token.
     */
    onChange(listener) {
      listeners.push(listener);
    },

    set,
    refused,

    /**
     * Asks the server who the stored player is, to pick up a rename made in another browser and to
     * notice a code the server no longer knows (replaced on another device). Offline, nothing changes.
     */
    async refresh() {
      const token = player?.token;
      if (!token) return;
      try {
        const { id, name } = await api.me(token);
        if (player?.token === token && (id !== player.id || name !== player.name || player.rejected)) set({ id, name, token });
      } catch (error) {
        if (error.status === 401) refused(token);
      }
    },
  };
}

/** A player's name as an element with `dir=auto`, so that a right-to-left name never reorders the text around it. */
export function nameElement(name) {
  const element = document.createElement('span');
  element.dir = 'auto';
  element.textContent = name;
  return element;
}
