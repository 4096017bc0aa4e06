// Replacing the player's recovery code (their token) without ever losing it: the page draws the new code
// and keeps it under a key of its own (`tessera.player.next`, beside the player, which every tab rewrites)
// before it asks the server, so when the answer is lost it can still ask whether the code took: at once,
// or when a later request's 401 says the old code is gone (the player panel, in any tab, then settles it).
// The code is forgotten only once it took, or when the server's answer says it never will.

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

const NEXT = 'tessera.player.next';

/** The new code this browser sent for the player `id` whose answer it has not seen, or null. */
function pendingCode(id) {
  try {
    const pending = JSON.parse(localStorage.getItem(NEXT));
    return pending?.id === id && typeof pending.code === 'string' ? pending.code : null;
  } catch {
    return null;
  }
}

function forgetCode(code) {
  try {
    if (JSON.parse(localStorage.getItem(NEXT))?.code === code) localStorage.removeItem(NEXT);
  } catch {
    localStorage.removeItem(NEXT);
  }
}

/** True when the store's player has a new code sent whose answer this browser has not seen. */
export const hasPendingCode = (player) => pendingCode(player.current()?.id) !== null;

/**
 * Finds out whether the new code this browser sent for the store's player took: true when the server knows
 * it (the browser then plays with it), false when it does not (yet: a request still on its way may make
 * it; the code stays, and the next `replaceCode` sends it again), null when the server cannot tell now.
 */
export async function settle(player) {
  const before = player.current();
  const next = pendingCode(before?.id);
  if (!next) return false;
  try {
    const { id, name } = await api.me(next);
    if (id !== before.id || player.current()?.id !== id) return false;
    adopt(player, { id, name, token: next });
    forgetCode(next);
    return true;
  } catch (error) {
    return error.status === 401 ? false : null;
  }
}

/**
 * Replaces the store's player's recovery code with one drawn here, kept before it is sent. A code still
 * unsettled is sent again rather than a new one, since the server may have taken it. Resolves when the new
 * code is this browser's; rejects with the ApiError otherwise (status 0 when it was not even sent).
 */
export async function replaceCode(player) {
  const before = player.current();
  const next = pendingCode(before.id) ?? randomCode();
  try {
    localStorage.setItem(NEXT, JSON.stringify({ id: before.id, code: next }));
  } catch {
    throw new api.ApiError(0, 'this browser could not keep the new code (its storage is full or off), so it was not sent');
  }
  try {
    const { id, name, token } = await newToken(before.token, next);
    adopt(player, { id, name, token });
    forgetCode(next);
  } catch (error) {
    // The code took if asking says so, or if a request refused meanwhile had the panel ask first.
    if ((await settle(player)) || player.current()?.token === next) return;
    // An answer of the server's own (not a lost one, a timeout or a gateway's) says the code was not taken.
    if ([400, 401, 409].includes(error.status)) forgetCode(next);
    if (error.status === 401) player.refused(before.token);
    throw error;
  }
}
