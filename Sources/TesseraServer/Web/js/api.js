// Talks to Tessera's server: players, ranked games, results, the daily challenge and the
// shared leaderboard. It sends what the player did (a game id and the moves) and shows what
// the server answers; the server replays every game with the same rules before it ranks it.

export const TIMEOUT_MS = 6000;
const RETRIES = 2;
const LONGEST_WAIT_S = 10;

/** An answer other than success: the server's message, its HTTP status (0: no answer at all), its Retry-After. */
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

const seconds = (count) => `${count} second${count === 1 ? '' : 's'}`;

/**
 * Sends a request and returns the parsed JSON answer (null for a 204). A request safe to repeat (`retry`: GETs
 * unless told) that the server is too busy for (429, 503) goes again after the Retry-After it names, at most twice
 * and if 10 s or less; `onWait(message)` hears why it waits; `timeout` is each try's wait for an answer, in ms.
 * Throws an ApiError with the server's message.
 */
export async function request(method, path, { body, token, retry = method === 'GET', onWait, timeout = TIMEOUT_MS } = {}) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await send(method, path, body, token, timeout);
    } catch (error) {
      const wait = error.retryAfter;
      if (!retry || attempt === RETRIES || wait === null || wait > LONGEST_WAIT_S) throw error;
      onWait?.(`the server is busy; trying again in ${seconds(wait)}`);
      await new Promise((resolve) => setTimeout(resolve, wait * 1000));
    }
  }
}

/** Sends a request once; throws an ApiError with the server's `{"error": …}` message, or status 0 when offline. */
async function send(method, path, body, token, timeout) {
  const headers = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeout);
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
  const wait = Number.parseInt(response.headers.get('Retry-After') ?? '', 10);
  const after = (response.status === 429 || response.status === 503) && wait >= 0 ? wait : null;
  if (response.status === 429) {
    throw new ApiError(429, told ?? (after === null ? 'the server is busy; try again in a moment'
      : `the server is busy; try again in ${seconds(after)}`), after);
  }
  throw new ApiError(response.status, told
    ?? (response.ok ? 'the server sent an answer the page cannot read' : `the server answered ${response.status}`),
  after, answer?.result ?? null);
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

/**
 * Submits a ranked game's moves: `{ score, maxTile, moveCount, rank }` as the server's replay found them.
 * Safe to repeat while the server is busy: it answers a second submission with the first one's result.
 */
export const submit = (token, gameId, moves, onWait) =>
  request('POST', `/api/games/${encodeURIComponent(gameId)}/result`, { token, body: { moves }, retry: true, onWait });

/** Today's daily challenge: `{ id, seed, date, game, size, spawn }`; a 409 ApiError once it is finished. */
export const daily = (token, game) => request('POST', '/api/daily', { token, body: { game } });

/**
 * The shared leaderboard for a board's settings and a period, one row per player.
 * Rows are `[{ rank, player, playerId, score, maxTile, moveCount, date }]`. An option the board's game does
 * not take is null and not sent; the daily challenge names only the game. See `request` for `onWait`.
 */
export const leaderboard = ({ game, size, spawn }, period, { limit = 10, onWait } = {}) =>
  request('GET', `/api/leaderboard?${query(period === 'daily' ? { game, period, limit } : { game, size, spawn, period, limit })}`,
    { onWait }).then((answer) => answer.entries);
