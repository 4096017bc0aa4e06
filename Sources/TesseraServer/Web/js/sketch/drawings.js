// The player's drawings on the server: the list, one drawing, saving (a new one or over an earlier save),
// deleting, sharing and no longer sharing, and a shared drawing by its key (which needs no player). The
// server checks every drawing with the same Swift model before it keeps it.

import { request, TIMEOUT_MS } from '../api.js';

const path = (id, rest = '') => `/api/drawings/${encodeURIComponent(id)}${rest}`;

/**
 * A save's time to be answered: a large drawing gets a second more for every 64 KB (38 s for 2 MiB), so a
 * slow link does not give up on a save the server may be storing, which a second try would save twice.
 */
const saving = (drawing) => TIMEOUT_MS + JSON.stringify(drawing).length / 64;

/** The player's drawings, newest first: `[{ id, name, strokeCount, updated }]`. */
export const listDrawings = (token) => request('GET', '/api/drawings', { token }).then((answer) => answer.drawings);

/** A drawing's wire form (parsed). */
export const fetchDrawing = (token, id) => request('GET', path(id), { token });

/** Saves a new drawing (a parsed wire form): `{ id, name, strokeCount, updated }`. */
export const createDrawing = (token, drawing) =>
  request('POST', '/api/drawings', { token, body: drawing, timeout: saving(drawing) });

/** Saves a drawing over its earlier save. */
export const replaceDrawing = (token, id, drawing) =>
  request('PUT', path(id), { token, body: drawing, timeout: saving(drawing) });

/** Deletes a drawing. */
export const deleteDrawing = (token, id) => request('DELETE', path(id), { token });

/** Shares a drawing: `{ url }`, its read-only address (/s/<key>). */
export const shareDrawing = (token, id) => request('POST', path(id, '/share'), { token });

/** Stops sharing a drawing: its link stops working. */
export const unshareDrawing = (token, id) => request('DELETE', path(id, '/share'), { token });

/** A shared drawing's wire form (parsed), by its key; no player needed. */
export const fetchShared = (key) => request('GET', `/api/shared/${encodeURIComponent(key)}`);
