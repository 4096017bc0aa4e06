// Saving the drawing to the server, the player's saved drawings (open, share, delete), a read-only share
// link, and joining from this tab when there is no player yet (saving needs one). Answers are shown as given.

import * as api from '../api.js';
import * as drawings from './drawings.js';
import { make } from './dialogs.js';

const when = (iso) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
};

/**
 * The caller gives `dialogs`, `player` (the shell's), `drawing()` (`{ wire, id, version }` of the drawing in
 * progress), `saved(id, version)` once that version of it is saved (the pad may have changed since),
 * `forgot(id)` when a saved drawing is deleted, `open(wire, id)` to open one (resolves false when the player
 * keeps the drawing in progress instead), and `tell(text, problem)`.
 */
export function createLibrary({ dialogs, player, drawing, saved, forgot, open, tell }) {
  /** Marks the player refused when the server no longer knows their token (replaced elsewhere), and says so. */
  function refused(error, what) {
    if (error.status === 401 && player.current()) player.refused(player.current().token);
    tell(`${what}: ${error.message}.`, true);
  }

  /** The player's token, after joining here if need be; null when they chose not to. */
  async function token() {
    const current = player.current();
    if (current && !current.rejected) return current.token;
    // No maxlength, as on High Scores: the server counts a name's characters (24 at most) and says what is wrong.
    const input = make('input', { name: 'name', autocomplete: 'nickname', placeholder: 'Your name', ariaLabel: 'Your name' });
    const why = current?.rejected
      ? 'This browser\'s recovery code was replaced: enter the new one on High Scores, or join here as a new player.'
      : 'Drawings are saved on the server for a player. Pick a name (the leaderboard shows the same one).';
    const joined = await dialogs.ask('Join to save', [make('p', { textContent: why }), make('label', {}, input)],
      [['Cancel', ''], ['Join', 'join', true]], async () => {
        const name = input.value.trim();
        if (!name) throw new Error('Pick a name first.');
        player.set(await api.join(name));
        return true;
      });
    return joined ? player.current().token : null;
  }

  let saving = Promise.resolve();   // the saves asked for, one after another

  /**
   * Saves the drawing in progress (over its earlier save, if any); resolves with its id, or null. A Save pressed
   * while one is on its way waits for it, so that it saves over the drawing the first one made, not a copy.
   */
  function save() {
    const next = saving.then(send);
    saving = next.catch(() => null);
    return next;
  }

  async function send() {
    const key = await token();
    if (!key) return null;
    const { wire, id, version } = drawing();
    const body = JSON.parse(wire);
    tell('Saving…');
    try {
      let savedId = id;
      if (id) {
        try {
          await drawings.replaceDrawing(key, id, body);
        } catch (error) {
          if (error.status !== 404) throw error;
          savedId = null;   // deleted since, or another player's: saved anew
        }
      }
      savedId ??= (await drawings.createDrawing(key, body)).id;
      saved(savedId, version);
      // The player's name is set apart by the isolates (U+2068 … U+2069) that dir=auto stands for in plain text.
      tell(`Saved “${body.name}” for \u2068${player.current().name}\u2069.`);
      return savedId;
    } catch (error) {
      refused(error, 'Not saved');
      return null;
    }
  }

  /** Shows a drawing's share link, with Copy and Stop sharing. */
  async function showLink(key, id) {
    let url;
    try {
      ({ url } = await drawings.shareDrawing(key, id));
    } catch (error) {
      refused(error, 'Not shared');
      return;
    }
    const href = new URL(url, location.origin).href;
    const field = make('input', { readOnly: true, value: href, id: 'sketch-link', ariaLabel: 'Share link' });
    field.addEventListener('focus', () => field.select());
    await dialogs.ask('Share a read-only link', [
      make('p', { textContent: 'Anyone with this link sees the drawing and can make a copy of their own; yours stays yours.' }),
      field,
    ], [['Stop sharing', 'stop'], ['Done', ''], ['Copy link', 'copy', true]], async (value) => {
      if (value === 'stop') {
        await drawings.unshareDrawing(key, id);
        tell('The share link no longer works.');
        return true;
      }
      field.select();
      await navigator.clipboard.writeText(href).then(() => dialogs.say('Copied.'), () => dialogs.say('Copy the selected link.'));
      return false;
    });
  }

  /** One row of the saved drawings: its name, size and date, and what can be done with it. */
  function row({ id, name, strokeCount, updated }) {
    const details = `${strokeCount} stroke${strokeCount === 1 ? '' : 's'} · ${when(updated)}`;
    // Each button names its drawing to a screen reader, which meets the buttons apart from the names.
    const button = (action, text, className = '') =>
      make('button', { type: 'submit', value: `${action} ${id}`, className, textContent: text, ariaLabel: `${text} “${name}”` });
    return make('li', {},
      make('span', { className: 'sketch-drawing-name' }, make('strong', { textContent: name }), make('small', { textContent: details })),
      button('open', 'Open'), button('share', 'Share', 'secondary'), button('delete', 'Delete', 'secondary'));
  }

  /** Lists the player's drawings to open, share or delete. */
  async function browse() {
    const key = await token();
    if (!key) return;
    let list;
    try {
      list = await drawings.listDrawings(key);
    } catch (error) {
      refused(error, 'Your drawings could not be listed');
      return;
    }
    const items = make('ul', { className: 'sketch-drawings' }, ...list.map(row));
    const empty = make('p', { textContent: 'No drawings saved yet: Save keeps the one on the pad.', hidden: list.length > 0 });
    const chosen = await dialogs.ask('Your drawings', [items, empty], [['Close', '']], async (value) => {
      const [action, id] = value.split(' ');
      if (action === 'open' || action === 'share') return true;
      if (action === 'delete') {
        const button = items.querySelector(`button[value="delete ${CSS.escape(id)}"]`);
        button.value = `really ${id}`;
        button.textContent = 'Delete for good';
        button.ariaLabel = button.ariaLabel.replace('Delete', 'Delete for good');
        return false;
      }
      if (action === 'really') {
        await drawings.deleteDrawing(key, id);
        const gone = items.querySelector(`button[value="really ${CSS.escape(id)}"]`).closest('li');
        // The focus was on the row's button: it goes on to the next row's first button, or the one before's
        // (with no row left, the dialog gives it to Close).
        const next = (gone.nextElementSibling ?? gone.previousElementSibling)?.querySelector('button');
        gone.remove();
        next?.focus();
        empty.hidden = items.children.length > 0;
        forgot(id);
        dialogs.say('Deleted.');
      }
      return false;
    });
    const [action, id] = (chosen ?? '').split(' ');
    if (action === 'share') await showLink(key, id);
    if (action !== 'open') return;
    try {
      const wire = JSON.stringify(await drawings.fetchDrawing(key, id));
      if (await open(wire, id)) tell(`Opened “${JSON.parse(wire).name}”.`);
    } catch (error) {
      refused(error, 'Not opened');
    }
  }

  return {
    save,
    browse,
    /** Saves the drawing in progress, then shows its share link. */
    async share() {
      const id = await save();
      if (id) await showLink(player.current().token, id);
    },
  };
}
