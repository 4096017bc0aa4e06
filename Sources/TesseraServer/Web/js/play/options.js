// The Play tab's "Next game" options and share links. The choices offered (games, board sizes, spawn
// rules, and which game takes which option) come from the rules' catalog; this module only lists them.

import * as storage from '../storage.js';

const $ = (id) => document.getElementById(id);

/**
 * Fills the options from the rules' catalog. Returns `{ read, show, wire, defaults }`; once wired, a
 * change is kept in this browser and shown, then `onChange(gameChanged)` hears it.
 */
export function createOptions(rules) {
  $('game-choice').replaceChildren(...rules.games.map((game) => new Option(game.title, game.game)));
  const sized = rules.games.find((game) => game.sizes.length > 0);
  const spawning = rules.games.find((game) => game.spawns.length > 0);
  $('size-choice').replaceChildren(...(sized?.sizes ?? []).map((size) => new Option(`${size}×${size}`, String(size))));
  $('spawn-choice').replaceChildren(...(spawning?.spawns ?? []).map((spawn) => new Option(spawn.title, spawn.spawn)));

  /** The options when the player has chosen none: the first game, on the standard board of each option. */
  const defaults = {
    game: rules.games[0].game,
    size: String(sized ? rules.defaultBoard(sized.game).size : ''),
    spawn: spawning ? rules.defaultBoard(spawning.game).spawn : '',
    mode: 'random',
  };

  /** The options as the form holds them: { game, size, spawn, mode }. */
  function read() {
    return {
      game: $('game-choice').value,
      size: $('size-choice').value,
      spawn: $('spawn-choice').value,
      mode: document.querySelector('input[name="mode"]:checked').value,
    };
  }

  /** Shows options in the form, with only the choices the chosen game takes. */
  function show(settings) {
    $('game-choice').value = settings.game;
    $('size-choice').value = settings.size;
    $('spawn-choice').value = settings.spawn;
    document.querySelector(`input[name="mode"][value="${settings.mode}"]`).checked = true;
    const game = rules.game(settings.game);
    $('size-option').hidden = !game?.sizes.length;
    $('spawn-option').hidden = !game?.spawns.length;
  }

  /** Listens to the form: `onChange(gameChanged)` hears every change, once it is kept and shown. */
  function wire(onChange) {
    for (const control of document.querySelectorAll('.options select, .options input')) {
      control.addEventListener('change', () => {
        const settings = read();
        storage.storeSettings(settings);
        show(settings);
        onChange(control.id === 'game-choice');
      });
    }
  }

  return { read, show, wire, defaults };
}

/** The setup the options ask for, with a fresh seed (or the course's in Deterministic mode). */
export function nextSetup({ game, size, spawn, mode }) {
  return { game, size, spawn, seed: mode === 'deterministic' ? 'deterministic' : randomSeed() };
}

/**
 * A setup from a share link (?game=2048&seed=123&size=4&spawn=twos-and-fours&v=1), or null.
 * A missing option is its default; `v` is the rules version the link was made with (a link made before
 * links carried it is version 1). `problem` says why the link's game cannot start here: it is from
 * another rules version (an unknown game or size is the rules' to refuse).
 */
export function setupFromLink(params, rules) {
  if (!params.has('game') || !params.has('seed')) return null;
  const version = params.get('v') ?? '1';
  const shown = version.length > 12 ? `${version.slice(0, 12)}…` : version;
  return {
    game: params.get('game'),
    size: params.get('size') ?? '',
    spawn: params.get('spawn') ?? '',
    seed: params.get('seed'),
    problem: version === String(rules.version)
      ? null
      : `the link is for rules version "${shown}", and this page plays version ${rules.version}`,
  };
}

/** The options that play a board again (a shared game's, say), over the `current` ones. */
export function settingsFor(rules, board, seed, current) {
  const { game, size, spawn } = rules.settingsOf(board);
  const settings = { ...current, game, mode: seed === 'deterministic' ? 'deterministic' : 'random' };
  if (size != null) settings.size = String(size);
  if (spawn != null) settings.spawn = spawn;
  return settings;
}

/** A fresh random seed: 64 bits, as a decimal string. */
export function randomSeed() {
  const words = new BigUint64Array(1);
  crypto.getRandomValues(words);
  return words[0].toString();
}
