// The tile games' rules, as Swift compiled to WebAssembly (/wasm/tiles.wasm). This module only moves
// bytes in and out: every decision about moves, spawns, scores and which boards exist is made by the
// Swift code, including the catalog of games and boards that the page's selectors list.

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Directions in the order the module numbers them. */
export const DIRECTIONS = ['left', 'right', 'up', 'down'];

/** An error the rules reported, with their message. */
export class RulesError extends Error {}

/** Loads the tile games' wasm and returns the rules bound to it; throws when it cannot be fetched or run. */
export async function loadRules(url = '/wasm/tiles.wasm') {
  return new Rules((await WebAssembly.instantiate(await compileWasm(url, 'the rules'), {})).exports);
}

/** Fetches and compiles a wasm module; throws, naming `what`, when it cannot. */
export async function compileWasm(url, what) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not load ${what} (${response.status})`);
  try {
    return await WebAssembly.compileStreaming(response.clone());
  } catch {
    return WebAssembly.compile(await response.arrayBuffer());
  }
}

/**
 * The exports of tiles.wasm, with text in and parsed JSON out. A board is the rules' catalog entry
 * `{ board, game, size, spawn, title }`, where `board` is the one key a board is known by everywhere.
 */
export class Rules {
  #exports;
  #catalog;

  constructor(exports) {
    this.#exports = exports;
    this.#catalog = JSON.parse(this.#call('tiles_catalog'));
  }

  /** The rules version this module plays; saves and links record it. */
  get version() {
    return this.#exports.tiles_rules_version();
  }

  /** Every game (`{ game, title, sizes, spawns, defaultBoard }`), in the order the options list them. */
  get games() {
    return this.#catalog.games;
  }

  /** Every board, in the order the High Scores selector lists them. */
  get boards() {
    return this.#catalog.boards;
  }

  /** A game's catalog entry by name; null for a game the rules do not know. */
  game(name) {
    return this.#catalog.games.find((game) => game.game === name) ?? null;
  }

  /** A board's catalog entry by key; null for a key the rules do not know. */
  boardOf(key) {
    return this.#catalog.boards.find((board) => board.board === key) ?? null;
  }

  /** A game's standard board (the daily challenge's, and the first one offered). */
  defaultBoard(name) {
    return this.boardOf(this.game(name)?.defaultBoard);
  }

  /**
   * The board that settings `{ game, size, spawn }` name, as the rules' catalog entry.
   * `size` and `spawn` may be empty (the game's default); a game ignores options it does not take.
   * Throws a RulesError for an unknown game or a size the game does not allow.
   */
  board({ game, size = '', spawn = '' }) {
    return JSON.parse(this.#call('tiles_board', `${game};${size ?? ''};${spawn ?? ''}`));
  }

  /**
   * The settings the server's API takes for a board: `{ game, size, spawn }`.
   * An option the board's game does not take (Triples: size and spawn) is null.
   */
  settingsOf(board) {
    const game = this.game(board.game);
    return {
      game: board.game,
      size: game?.sizes.length ? board.size : null,
      spawn: game?.spawns.length ? board.spawn : null,
    };
  }

  /** Starts a game on a board (its key) with a seed (a decimal string or "deterministic"); returns the state. */
  newGame(board, seed) {
    return JSON.parse(this.#call('tiles_new_game', `${board};${seed}`));
  }

  /**
   * Moves the game ('left', 'right', 'up' or 'down') and returns the outcome.
   * The outcome holds the tile events, whether the move `moved` the board and its `letter`, which a ranked
   * game's move log records when it did.
   */
  move(direction) {
    const index = DIRECTIONS.indexOf(direction);
    if (index < 0) throw new RulesError(`unknown direction ${direction}`);
    return JSON.parse(this.#call('tiles_move', index));
  }

  /** The current game: summary, board, setup and every tile. */
  state() {
    return JSON.parse(this.#call('tiles_state'));
  }

  /** Keeps playing after a 2048 win; returns the state. */
  keepGoing() {
    return JSON.parse(this.#call('tiles_keep_going'));
  }

  /** The current game's save text. */
  save() {
    return this.#call('tiles_save');
  }

  /** Resumes a save; throws a RulesError naming what is wrong with a corrupt one. */
  restore(text) {
    return JSON.parse(this.#call('tiles_restore', text));
  }

  /**
   * A ranked game's move log checked against its save text, the current game untouched: `{ moves, reaches }`,
   * the letters that changed the board (all a ranked game may send) and whether they replay to the saved game.
   * Throws a RulesError for a save that cannot be read or letters the rules refuse.
   */
  rankedMoves(save, moves) {
    return JSON.parse(this.#call('tiles_ranked_moves', `${moves};${save}`));
  }

  #call(name, argument) {
    return callExport(this.#exports, name, argument, RulesError);
  }
}

/** Calls a module's export with text, a number or nothing; returns its output, or throws `Failure`. */
export function callExport(exports, name, argument, Failure) {
  let status;
  if (typeof argument === 'string') status = exports[name](passText(exports, argument));
  else if (typeof argument === 'number') status = exports[name](argument);
  else status = exports[name]();
  return takeOutput(exports, status, Failure);
}

/** Writes text into a module's input buffer (`exchange_input`); returns its length in bytes. */
export function passText(exports, text) {
  const bytes = encoder.encode(text);
  const address = exports.exchange_input(bytes.length);   // before reading the buffer, which a large input replaces
  new Uint8Array(exports.memory.buffer, address, bytes.length).set(bytes);
  return bytes.length;
}

/** A call's output text when its `status` is 0; else throws `Failure` with the module's message. */
export function takeOutput(exports, status, Failure) {
  // Memory may have grown during the call: take a fresh view.
  const text = decoder.decode(new Uint8Array(exports.memory.buffer, exports.exchange_output(), exports.exchange_output_length()));
  if (status === 0) return text;
  let message = text;
  try {
    message = JSON.parse(text).error;
  } catch {
    // not JSON: the text itself says what went wrong
  }
  throw new Failure(message);
}
