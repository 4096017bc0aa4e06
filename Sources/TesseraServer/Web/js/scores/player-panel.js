// The High Scores tab's player panel: joining with a name, renaming, the recovery code (the player's
// token, kept in this browser), replacing it with a new one, and adopting a code from another browser.
// The server decides which names are allowed and which codes are known; this panel shows what it says.

import * as api from '../api.js';
import { nameElement } from '../player.js';
import * as storage from '../storage.js';

const $ = (id) => document.getElementById(id);
const HIDDEN_CODE = '••••••••';

/** Gives the player a new token (recovery code): `{ id, name, token }`; the one sent stops working at once. */
const newToken = (token) => api.request('POST', '/api/players/me/token', { token });

/**
 * Gives the ranked games kept in this browser under the player's old recovery code (`from`: unsent results,
 * daily challenges left unfinished) the new one (`to`), so that they still go to the server as that player.
 */
function carryKeptGames(from, to) {
  storage.storePending(storage.loadPending().map((item) => (item.token === from ? { ...item, token: to } : item)));
  for (const stash of storage.allDailies()) {
    if (stash.ranked?.token === from) storage.storeDaily({ ...stash, ranked: { ...stash.ranked, token: to } });
  }
}

/** Wires the panel's forms to the player store and shows its player. Returns `{ quiet }`. */
export function createPlayerPanel(player) {
  let revealed = false;   // the recovery code is shown

  /** Shows a message: a text, or a list of texts and elements (a player's name). */
  function say(text, problem = false, where = 'player-message') {
    const message = $(where);
    message.replaceChildren(...[text].flat());
    message.classList.toggle('problem', problem);
  }

  function busy(formId, on) {
    if (on) {
      say('');
      say('', false, 'recover-message');
    }
    for (const control of $(formId).querySelectorAll('input, button')) control.disabled = on;
  }

  function closeRename() {
    $('rename-form').hidden = true;
    $('rename-open').setAttribute('aria-expanded', 'false');
  }

  /** Shows (`open`) or hides the warning that comes before a new recovery code. */
  function showConfirm(open) {
    $('recovery-confirm').hidden = !open;
    $('recovery-new').setAttribute('aria-expanded', String(open));
  }

  function render() {
    const current = player.current();
    const known = Boolean(current);
    const rejected = Boolean(current?.rejected);
    $('player-join').hidden = known && !rejected;
    // A replaced code: entering the new one comes first, joining as a new player last.
    if (rejected) $('player-panel').append($('player-join'));
    else $('player-panel').prepend($('player-join'));
    $('join-heading').textContent = rejected ? 'Or join as a new player' : 'Join the shared leaderboard';
    $('player-known').hidden = !known;
    $('recover-summary').textContent = !known ? 'Joined in another browser? Use your recovery code'
      : rejected ? 'Enter your new recovery code' : 'Use another recovery code';
    if (!known) return;
    $('player-name').textContent = current.name;
    $('player-rejected').hidden = !rejected;
    $('recovery').hidden = rejected;   // the old code, which works nowhere now
    if (rejected) $('recover').open = true;
    $('recovery-code').textContent = revealed ? current.token : HIDDEN_CODE;
    $('recovery-code').classList.toggle('revealed', revealed);
    $('recovery-show').textContent = revealed ? 'Hide' : 'Show';
    $('recovery-show').setAttribute('aria-expanded', String(revealed));
  }

  player.onChange(() => {
    revealed = false;
    render();
  });

  $('join-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const name = $('join-name').value.trim();
    if (!name) return say('Type a name first.', true);
    busy('join-form', true);
    api.join(name)
      .then(({ id, name: joined, token }) => {
        player.set({ id, name: joined, token });
        say(['Welcome, ', nameElement(joined), '! Your games in Random mode are now ranked.']);
        $('join-name').value = '';
        $('rename-open').focus();   // the join form is gone: focus stays in the panel
      })
      .catch((error) => say(`Could not join: ${error.message}.`, true))
      .finally(() => busy('join-form', false));
  });

  $('rename-open').addEventListener('click', () => {
    $('rename-form').hidden = false;
    $('rename-open').setAttribute('aria-expanded', 'true');
    $('rename-name').value = player.current()?.name ?? '';
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
    api.rename(player.current().token, name)
      .then(({ name: renamed }) => {
        closeRename();
        player.set({ ...player.current(), name: renamed });
        say(['You are now ', nameElement(renamed), '.']);
        $('rename-open').focus();
      })
      .catch((error) => {
        if (error.status === 401) player.refused(player.current().token);   // the panel then asks for the new code
        say(`Could not rename: ${error.message}.`, true);
      })
      .finally(() => busy('rename-form', false));
  });

  $('recovery-show').addEventListener('click', () => {
    revealed = !revealed;
    render();
  });
  $('recovery-copy').addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(player.current().token);
      say('Recovery code copied. Keep it somewhere safe.');
    } catch {
      revealed = true;
      render();
      say('Copying is not allowed here; the code is shown so you can copy it by hand.');
    }
  });

  $('recovery-new').addEventListener('click', () => showConfirm($('recovery-confirm').hidden));
  $('recovery-keep').addEventListener('click', () => {
    showConfirm(false);
    $('recovery-new').focus();
  });
  $('recovery-replace').addEventListener('click', () => {
    const before = player.current();
    busy('recovery-confirm', true);
    newToken(before.token)
      .then(({ id, name, token }) => {
        carryKeptGames(before.token, token);
        player.set({ id, name, token });
        showConfirm(false);
        revealed = true;
        render();
        say('Here is your new recovery code; the old one no longer works anywhere. Enter it on your other devices.');
        $('recovery-copy').focus();
      })
      .catch((error) => {
        if (error.status === 401) player.refused(before.token);
        say(`Could not make a new code: ${error.message}.`, true);
      })
      .finally(() => busy('recovery-confirm', false));
  });

  $('recover-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const code = $('recover-code').value.trim();
    if (!code) return say('Paste a recovery code first.', true, 'recover-message');
    busy('recover-form', true);
    api.me(code)
      .then(({ id, name }) => {
        const before = player.current();
        if (before?.id === id) carryKeptGames(before.token, code);   // the same player's new code
        player.set({ id, name, token: code });
        $('recover-code').value = '';
        $('recover').open = false;
        $('rename-open').focus();
        say('', false, 'recover-message');
        say(['Welcome back, ', nameElement(name), '! This browser now plays as you.']);
      })
      .catch((error) => say(error.status === 401 ? 'The server does not know that recovery code. Check it and try again.'
        : `Could not check the code: ${error.message}.`, true, 'recover-message'))
      .finally(() => busy('recover-form', false));
  });
  render();

  return {
    /** Clears the panel's last message and hides the recovery code again: called when the tab is shown anew. */
    quiet() {
      say('');
      say('', false, 'recover-message');
      closeRename();
      showConfirm(false);
      if (revealed) {
        revealed = false;
        render();
      }
      $('recovery').open = false;
    },
  };
}
