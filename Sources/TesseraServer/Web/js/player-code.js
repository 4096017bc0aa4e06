// Replacing the player's recovery code (their token) without ever losing it: the page draws the new code
// and keeps it in the player (`nextToken`) before it asks the server, so when the answer is lost it can
// still ask whether the code took: at once, or when a later request's 401 says the old code is gone (the
// player panel then settles it).

import * as api from './api.js';
import * as storage from './storage.js';

/** Replaces the token `token` with `next`: `{ id, name, token }`. Safe to repeat: once it took, the server answers alike. */
const newToken = (token, next) => api.request('POST', '/api/players/me/token', { token, body: { token: next }, retry: true });

/** A new recovery code: 32 random bytes in lowercase hex, as the server makes them. */
function randomCode() {
  return Array.from(crypto.getRandomValues(new Uint8Array(32)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Makes `{ id, name, token }` the player of the store `player`. When it is the same player with a new code,
 * the ranked games kept in this browser under the old one (unsent results, daily challenges left
 * unfinished) go with it, so that they still reach the server as that player.
 */
export function adopt(player, next) {
  const before = player.current();
  if (before?.id === next.id && before.token !== next.token) {
    const carry = (token) => (token === before.token ? next.token : token);
    storage.storePending(storage.loadPending().map((item) => ({ ...item, token: carry(item.token) })));
    for (const stash of storage.allDailies()) {
      if (stash.ranked) storage.storeDaily({ ...stash, ranked: { ...stash.ranked, token: carry(stash.ranked.token) } });
    }
  }
  player.set(next);
}

/**
 * Finds out whether the new code the store's player holds unsettled (`nextToken`) took: true when the
 * server knows it (the browser then plays with it), false when not (it is forgotten), null when the
 * server cannot tell now (it stays, and is sent again by the next `replaceCode`).
 */
export async function settle(player) {
  const next = player.current()?.nextToken;
  if (!next) return false;
  try {
    const { id, name } = await api.me(next);
    if (player.current()?.nextToken !== next) return false;
    adopt(player, { id, name, token: next });
    return true;
  } catch (error) {
    if (error.status !== 401) return null;
    const now = player.current();
    if (now?.nextToken === next) {
      const { nextToken, ...rest } = now;
      player.set(rest);
    }
    return false;
  }
}

/**
 * Replaces the store's player's recovery code with one drawn here, kept (as `nextToken`) before it is sent.
 * A code still unsettled is sent again rather than a new one, since the server may have taken it. Resolves
 * when the new code is this browser's; rejects with the ApiError otherwise.
 */
export async function replaceCode(player) {
  const before = player.current();
  const next = typeof before.nextToken === 'string' ? before.nextToken : randomCode();
  player.set({ ...before, nextToken: next });
  try {
    const { id, name, token } = await newToken(before.token, next);
    adopt(player, { id, name, token });
  } catch (error) {
    // The code took if asking says so, or if a request refused meanwhile had the panel ask first.
    if ((await settle(player)) || player.current()?.token === next) return;
    if (error.status === 401) player.refused(before.token);
    throw error;
  }
}
