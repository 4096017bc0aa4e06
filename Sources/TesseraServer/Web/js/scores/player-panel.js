// The High Scores tab's player panel: joining with a name, renaming, the recovery code (the player's
// token, kept in this browser), replacing it with a new one, and adopting a code from another browser.
// The server decides which names are allowed and which codes are known; this panel shows what it says.

import * as api from '../api.js';
import { adopt, hasPendingCode, replaceCode, settle } from '../player-code.js';
import { nameElement } from '../player.js';

const $ = (id) => document.getElementById(id);
const HIDDEN_CODE = '••••••••';

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
    // The dots are not read out one by one.
    if (revealed) $('recovery-code').removeAttribute('aria-hidden');
    else $('recovery-code').setAttribute('aria-hidden', 'true');
    $('recovery-show').textContent = revealed ? 'Hide' : 'Show';
    $('recovery-show').setAttribute('aria-expanded', String(revealed));
  }

  /**
   * A code refused while a new one sent from this browser is unsettled (its answer was lost): asks whether
   * the new one took, and plays with it if so. The panel is made on every visit, once the page is idle.
   */
  let settling = false;
  function settleRefused() {
    const current = player.current();
    if (settling || !current?.rejected || !hasPendingCode(player)) return;
    settling = true;
    settle(player).finally(() => {
      settling = false;
    });
  }

  player.onChange(() => {
    revealed = false;
    render();
    settleRefused();
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
  const cancelRename = () => {
    closeRename();
    $('rename-open').focus();
  };
  $('rename-cancel').addEventListener('click', cancelRename);
  $('rename-form').addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !event.isComposing && !$('rename-cancel').disabled) cancelRename();   // as Cancel does
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
    busy('recovery-confirm', true);
    replaceCode(player)
      .then(() => {
        showConfirm(false);
        revealed = true;
        render();
        say('Here is your new recovery code; the old one no longer works anywhere. Enter it on your other devices.');
        $('recovery-copy').focus();
      })
      .catch((error) => say(error.unreachable
        ? `Could not make a new code: ${error.message}. If the server took it, this browser finds out and uses it the next time it reaches the server.`
        : `Could not make a new code: ${error.message}.`, true))
      .finally(() => busy('recovery-confirm', false));
  });

  $('recover-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const code = $('recover-code').value.trim();
    if (!code) return say('Paste a recovery code first.', true, 'recover-message');
    busy('recover-form', true);
    api.me(code)
      .then(({ id, name }) => {
        adopt(player, { id, name, token: code });   // the same player's new code takes the kept games along
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
  settleRefused();

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
