// The game rules, as Swift compiled to WebAssembly. This module only moves bytes in and out:
// every decision about moves, spawns and scores is made by the Swift code in tessera.wasm.

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Directions in the order the module numbers them. */
export const DIRECTIONS = ['left', 'right', 'up', 'down'];

/** An error the rules reported, with their message. */
export class RulesError extends Error {}

/** Loads tessera.wasm and returns the rules bound to it. */
export async function loadRules(url = '/tessera.wasm') {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not load the rules (${response.status})`);
  let result;
  try {
    result = await WebAssembly.instantiateStreaming(response.clone(), {});
  } catch {
    result = await WebAssembly.instantiate(await response.arrayBuffer(), {});
  }
  return new Rules(result.instance.exports);
}

/** The exports of tessera.wasm, with text in and parsed JSON out. */
export class Rules {
  #exports;

  constructor(exports) {
    this.#exports = exports;
  }

  /** The rules version this module plays; saves and links record it. */
  get version() {
    return this.#exports.tessera_rules_version();
  }

  /** Starts a game from a setup { game, size, spawn, seed } (seed: decimal string or "deterministic"). */
  newGame({ game, size = '', spawn = '', seed }) {
    const setup = game === 'triples' ? `triples;;;${seed}` : `2048;${size};${spawn};${seed}`;
    return JSON.parse(this.#call('tessera_new_game', setup));
  }

  /** Moves the game ('left', 'right', 'up' or 'down'); returns the outcome with the tile events. */
  move(direction) {
    const index = DIRECTIONS.indexOf(direction);
    if (index < 0) throw new RulesError(`unknown direction ${direction}`);
    return JSON.parse(this.#call('tessera_move', index));
  }

  /** The current game: summary, setup and every tile. */
  state() {
    return JSON.parse(this.#call('tessera_state'));
  }

  /** Keeps playing after a 2048 win; returns the state. */
  keepGoing() {
    return JSON.parse(this.#call('tessera_keep_going'));
  }

  /** The current game's save text. */
  save() {
    return this.#call('tessera_save');
  }

  /** Resumes a save; throws a RulesError naming what is wrong with a corrupt one. */
  restore(text) {
    return JSON.parse(this.#call('tessera_restore', text));
  }

  #call(name, argument) {
    const x = this.#exports;
    let status;
    if (typeof argument === 'string') {
      const bytes = encoder.encode(argument);
      const address = x.tessera_input(bytes.length);
      new Uint8Array(x.memory.buffer, address, bytes.length).set(bytes);
      status = x[name](bytes.length);
    } else if (typeof argument === 'number') {
      status = x[name](argument);
    } else {
      status = x[name]();
    }
    // Memory may have grown during the call: take a fresh view.
    const text = decoder.decode(new Uint8Array(x.memory.buffer, x.tessera_output(), x.tessera_output_length()));
    if (status !== 0) throw new RulesError(JSON.parse(text).error);
    return text;
  }
}
