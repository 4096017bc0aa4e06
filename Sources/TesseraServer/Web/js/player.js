// The player on the shared leaderboard: joining with a name, renaming, the recovery code (the
// player's token, kept in this browser) and adopting a code from another browser. The server
// decides which names are allowed and which codes are known; this panel shows what it says.

import * as api from './api.js';
import * as storage from './storage.js';

const $ = (id) => document.getElementById(id);
const HIDDEN_CODE = '••••••••';

let player = storage.loadPlayer();
let listeners = [];
let revealed = false;

/** The player in this browser ({ id, name, token, rejected? }), or null before joining. */
export const currentPlayer = () => player;

/** True when games may be ranked for this player: joined, and the server has not refused the code. */
export const canRank = () => Boolean(player && !player.rejected);

/** Calls `listener(player)` whenever the player joins, renames, changes or is refused. */
export function onPlayerChange(listener) {
  listeners.push(listener);
}

function setPlayer(next) {
  player = next;
  if (next) storage.storePlayer(next);
  revealed = false;
  render();
  for (const listener of listeners) listener(player);
}

/** Wires the panel's forms and shows the current player. */
export function initPlayerPanel() {
  $('join-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const name = $('join-name').value.trim();
    if (!name) return say('Type a name first.', true);
    busy('join-form', true);
    api.join(name)
      .then(({ id, name: joined, token }) => {
        setPlayer({ id, name: joined, token });
        say(`Welcome, ${joined}! Your games in Random mode are now ranked.`);
        $('join-name').value = '';
        $('rename-open').focus();   // the join form is gone: focus stays in the panel
      })
      .catch((error) => say(`Could not join: ${error.message}.`, true))
      .finally(() => busy('join-form', false));
  });

  $('rename-open').addEventListener('click', () => {
    $('rename-form').hidden = false;
    $('rename-open').setAttribute('aria-expanded', 'true');
    $('rename-name').value = player?.name ?? '';
    $('rename-name').focus();
  });
  $('rename-cancel').addEventListener('click', () => {
    closeRename();
    $('rename-open').focus();
  });
  $('rename-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const name = $('rename-name').value.trim();
    if (!name) return say('Type a name first.', true);
    busy('rename-form', true);
    api.rename(player.token, name)
      .then(({ name: renamed }) => {
        closeRename();
        setPlayer({ ...player, name: renamed });
        say(`You are now ${renamed}.`);
        $('rename-open').focus();
      })
      .catch((error) => say(`Could not rename: ${error.message}.`, true))
      .finally(() => busy('rename-form', false));
  });

  $('recovery-show').addEventListener('click', () => {
    revealed = !revealed;
    render();
  });
  $('recovery-copy').addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(player.token);
      say('Recovery code copied. Keep it somewhere safe.');
    } catch {
      revealed = true;
      render();
      say('Copying is not allowed here; the code is shown so you can copy it by hand.');
    }
  });

  $('recover-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const code = $('recover-code').value.trim();
    if (!code) return say('Paste a recovery code first.', true, 'recover-message');
    busy('recover-form', true);
    api.me(code)
      .then(({ id, name }) => {
        setPlayer({ id, name, token: code });
        $('recover-code').value = '';
        $('recover').open = false;
        $('rename-open').focus();
        say('', false, 'recover-message');
        say(`Welcome back, ${name}! This browser now plays as you.`);
      })
      .catch((error) => say(error.status === 401 ? 'The server does not know that recovery code. Check it and try again.'
        : `Could not check the code: ${error.message}.`, true, 'recover-message'))
      .finally(() => busy('recover-form', false));
  });
  render();
}

/**
 * Asks the server who the stored player is, to pick up a rename made in another browser and to
 * notice a code the server no longer knows. Offline, nothing changes.
 */
export async function refreshPlayer() {
  if (!player) return;
  try {
    const { id, name } = await api.me(player.token);
    if (id !== player.id || name !== player.name || player.rejected) setPlayer({ id, name, token: player.token });
  } catch (error) {
    if (error.status === 401 && !player.rejected) {
      setPlayer({ ...player, rejected: true });
    }
  }
}

/** Clears the panel's last message and hides the recovery code again: called when the tab is shown anew. */
export function quietPlayerPanel() {
  say('');
  say('', false, 'recover-message');
  closeRename();
  if (revealed) {
    revealed = false;
    render();
  }
  $('recovery').open = false;
}

function closeRename() {
  $('rename-form').hidden = true;
  $('rename-open').setAttribute('aria-expanded', 'false');
}

function busy(formId, on) {
  if (on) {
    say('');
    say('', false, 'recover-message');
  }
  for (const control of $(formId).querySelectorAll('input, button')) control.disabled = on;
}

function say(text, problem = false, where = 'player-message') {
  const message = $(where);
  message.textContent = text;
  message.classList.toggle('problem', problem);
}

function render() {
  const known = Boolean(player);
  $('player-join').hidden = known && !player.rejected;
  $('player-known').hidden = !known;
  $('recover-summary').textContent = known ? 'Use another recovery code' : 'Joined in another browser? Use your recovery code';
  if (!known) return;
  $('player-name').textContent = player.name;
  $('player-rejected').hidden = !player.rejected;
  $('recovery-code').textContent = revealed ? player.token : HIDDEN_CODE;
  $('recovery-code').classList.toggle('revealed', revealed);
  $('recovery-show').textContent = revealed ? 'Hide' : 'Show';
  $('recovery-show').setAttribute('aria-expanded', String(revealed));
}
