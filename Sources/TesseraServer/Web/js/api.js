// Talks to Tessera's server: players, ranked games, results, the daily challenge and the
// shared leaderboard. It sends what the player did (a game id and the moves) and shows what
// the server answers; the server replays every game with the same rules before it ranks it.

const TIMEOUT_MS = 6000;

/** An answer other than success: the server's message, its HTTP status (0: no answer at all). */
export class ApiError extends Error {
  constructor(status, message, retryAfter = null, result = null) {
    super(message);
    this.status = status;
    this.retryAfter = retryAfter;
    this.result = result;   // a 409 for a game already submitted carries that game's verified result
  }

  /** True when the server could not be reached or did not answer in time. */
  get unreachable() {
    return this.status === 0;
  }
}

/**
 * Sends one request and returns the parsed JSON answer (null for a 204).
 * Throws an ApiError with the server's `{"error": …}` message, or with status 0 when offline.
 */
export async function request(method, path, { body, token } = {}) {
  const headers = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), TIMEOUT_MS);
  let response;
  try {
    response = await fetch(path, {
      method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: abort.signal, cache: 'no-store',
    });
  } catch {
    throw new ApiError(0, navigator.onLine === false ? 'you are offline' : 'the server could not be reached');
  } finally {
    clearTimeout(timer);
  }
  let answer = null;
  try {
    answer = await response.json();
  } catch {
    // Not JSON (a proxy's error page, an older server without the API): described below.
  }
  if (response.ok && (answer !== null || response.status === 204)) return answer;
  const told = typeof answer?.error === 'string' && answer.error ? answer.error : null;
  if (response.status === 429) {
    const wait = Number.parseInt(response.headers.get('Retry-After') ?? '', 10);
    const after = Number.isFinite(wait) ? wait : null;
    throw new ApiError(429, told ?? (after === null ? 'the server is busy; try again in a moment'
      : `the server is busy; try again in ${after} second${after === 1 ? '' : 's'}`), after);
  }
  throw new ApiError(response.status, told
    ?? (response.ok ? 'the server sent an answer the page cannot read' : `the server answered ${response.status}`),
  null, answer?.result ?? null);
}

/** The fields of `params` that have a value (null, undefined and '' are left out). */
const present = (params) => Object.fromEntries(Object.entries(params).filter(([, value]) => value != null && value !== ''));

const query = (params) => new URLSearchParams(present(params)).toString();

/** Joins the leaderboard: `{ id, name, token }`. */
export const join = (name) => request('POST', '/api/players', { body: { name } });

/** The player a token belongs to: `{ id, name }`; a 401 ApiError when the server does not know it. */
export const me = (token) => request('GET', '/api/players/me', { token });

/** Renames the player: `{ id, name }`. */
export const rename = (token, name) => request('PATCH', '/api/players/me', { token, body: { name } });

/**
 * The player's own results for a board's settings, best first: `[{ gameId, score, maxTile, moveCount, date, daily }]`.
 * An option the board's game does not take is null and not sent.
 */
export const myResults = (token, { game, size, spawn }, limit = 10) =>
  request('GET', `/api/players/me/results?${query({ game, size, spawn, limit })}`, { token }).then((answer) => answer.results);

/**
 * Asks for a ranked game on a board's settings: `{ id, seed, game, size, spawn }`.
 * An option the board's game does not take is null and not sent (Triples sends only its game).
 */
export const newGame = (token, { game, size, spawn }) =>
  request('POST', '/api/games', { token, body: present({ game, size: size == null ? null : Number(size), spawn }) });

/** Submits a ranked game's moves: `{ score, maxTile, moveCount, rank }` as the server's replay found them. */
export const submit = (token, gameId, moves) =>
  request('POST', `/api/games/${encodeURIComponent(gameId)}/result`, { token, body: { moves } });

/** Today's daily challenge: `{ id, seed, date, game, size, spawn }`; a 409 ApiError once it is finished. */
export const daily = (token, game) => request('POST', '/api/daily', { token, body: { game } });

/**
 * The shared leaderboard for a board's settings and a period, one row per player.
 * Rows are `[{ rank, player, playerId, score, maxTile, moveCount, date }]`. An option the board's game does
 * not take is null and not sent; the daily challenge names only the game.
 */
export const leaderboard = ({ game, size, spawn }, period, limit = 10) =>
  request('GET', `/api/leaderboard?${query(period === 'daily' ? { game, period, limit } : { game, size, spawn, period, limit })}`)
    .then((answer) => answer.entries);
