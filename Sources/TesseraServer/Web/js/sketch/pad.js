// The Sketch tab's pad: wires the model (sketch.wasm), the canvases, pointer and keyboard input, the toolbar,
// the drawing kept in this browser and the player's drawings on the server. Every decision about the drawing
// is the model's; this module forwards input and shows what the model answers.

import { StrokeBook } from './strokes.js';
import { Surface } from './surface.js';
import { CommittedView } from './committed.js';
import { listenForStrokes } from './pointer.js';
import { listenForKeys } from './keys.js';
import { createToolbar } from './toolbar.js';
import { createLibrary } from './library.js';
import { exportPng, exportSvg } from './exporter.js';
import { SketchError } from './model.js';
import * as store from './store.js';

/** How full a drawing is, in percent, when the count line starts to say so. */
const FULL_FROM = 75;
/** What the pad says while this browser cannot keep the drawing. */
const NOT_KEPT = 'This drawing could not be kept in this browser (too large, or storage full or off): save it to the server to keep it.';

/** Makes the pad in `panel` over its `model`, with the shell's `player` and the tab's `dialogs`. */
export function createPad(panel, model, { player, dialogs }) {
  const $ = (id) => panel.querySelector(`#${id}`);
  const stage = $('sketch-stage');
  const nameField = $('sketch-name');
  const book = new StrokeBook();
  const surface = new Surface(stage, { onResize: () => { committed.repaint(); pointer.redraw(); }, reshape });
  const committed = new CommittedView(surface, book);
  const toolbar = createToolbar(panel);
  const keeper = store.debounce(keep);
  const controls = panel.querySelector('.sketch-pad');
  controls.inert = true;   // until the first drawing opens (the tab takes a place to keep it first)
  let state = null;      // the model's state of the drawing
  let place = null;      // where this tab keeps its drawing in the browser (store.js)
  let starting = null;   // the first opening: of the drawing kept at the place this tab takes, or a new one
  let serverId = null;   // where the drawing is saved on the server
  let opening = 0;       // drawings opened on the pad so far: a save's answer for an earlier one is not this one's
  // The history's places: `marks[i]` names the strokes after i steps, and the model stands at `marks[at]`. Undo
  // and redo move along it, a new step drops what could have been redone: so undoing a stroke drawn after a
  // save, or redoing one undone before it, comes back to the saved strokes.
  let marks = [0];
  let at = 0;
  let marked = 0;        // marks given out
  let savedAt = null;    // `{ mark, name }` when the server last had it as it is (or it opened unchanged); null for never
  let shown = false;
  let shapedFor = null;  // the last stage size an untouched drawing was reshaped for (see reshape)
  let sent = false;      // the drawing opened was handed to a save (or a share) on its way to the server
  let kept = true;       // whether this browser holds the drawing as it is (false when storage refused it)

  /** Shows a message under the pad (empty clears it); `problem` shows it as one; `link` (an element) follows it. */
  function tell(text, problem = false, link = null) {
    $('sketch-message').replaceChildren(text, ...(link ? [' ', link] : []));
    $('sketch-message').classList.toggle('problem', problem);
  }

  /** Changed since the server last had it (or never saved there, and not opened unchanged). */
  const unsaved = () => savedAt?.mark !== marks[at] || savedAt.name !== state.name;

  function keep() {
    if (!state) return;
    kept = store.storeDrawing(place, { wire: model.save(), id: serverId, unsaved: unsaved() });
    if (!kept) tell(NOT_KEPT, true);
    else if ($('sketch-message').textContent === NOT_KEPT) tell('');   // kept again: the warning is over
    showCount();
  }

  /**
   * The count line: the strokes, how full the drawing is once it nears what it may hold (from 75 %), and where
   * it is kept (on the server, in this browser, or nowhere yet).
   */
  function showCount() {
    const strokes = `${state.strokeCount.toLocaleString()} stroke${state.strokeCount === 1 ? '' : 's'}`;
    const full = state.percentFull >= FULL_FROM ? ` · ${state.percentFull} % full` : '';
    const where = serverId && !unsaved() ? 'saved' : kept ? 'kept in this browser' : 'not kept in this browser';
    $('sketch-count').textContent = `${strokes}${full} · ${where}`;
  }

  function showState(next) {
    state = next;
    const focused = document.activeElement;
    $('sketch-undo').disabled = !state.canUndo;
    $('sketch-redo').disabled = !state.canRedo;
    $('sketch-clear').disabled = state.strokeCount === 0;
    // A button pressed until it has nothing left to do hands the focus on (Undo to Redo, say), not to the page.
    if (focused?.disabled) [$('sketch-undo'), $('sketch-redo')].find((button) => !button.disabled)?.focus();
    if (document.activeElement !== nameField) nameField.value = state.name;
    showCount();
    Object.assign(stage.dataset, {
      strokes: state.strokeCount, canUndo: state.canUndo, canRedo: state.canRedo, name: state.name,
      saved: Boolean(serverId && !unsaved()), checkpoints: `${committed.checkpoints.count}/${committed.checkpoints.limit}`,
    });
  }

  /** A new step of the history, after the place the model stood. */
  function step() {
    marks.length = at + 1;
    marks.push(++marked);
    at += 1;
  }

  /**
   * Shows a change the model made, moves along the history (`move`: a new step unless told) and keeps the drawing
   * soon; an empty one (an eraser tap on bare paper) changes nothing.
   */
  function show(change, move = step) {
    if (change.removed.length > 0 || change.inserted.length > 0) {
      committed.apply(change);
      move();
      keeper.soon();
    }
    showState(change.state);
  }

  /** Shows a drawing the model has just opened (`{ state, strokes, order }`, a new history), and keeps it. */
  function load(opened, id, changed) {
    state = opened.state;   // before the paper is fitted, which may ask reshape about it
    controls.inert = false;
    serverId = id;
    sent = false;
    const mine = ++opening;
    marks = [0];
    at = 0;
    savedAt = changed ? null : { mark: 0, name: opened.state.name };
    committed.load(opened);
    surface.fit(opened.state.width, opened.state.height);
    if (opening !== mine) return;   // reshape opened a new drawing the stage's shape instead, and showed it
    showState(opened.state);
    keep();
  }

  /** Opens a drawing's wire JSON on the pad; throws a SketchError when the model refuses it. */
  const opened = (wire, id, changed) => load(model.open(wire), id, changed);

  /** A new, empty drawing the shape of the stage (1200 × 800 while it is hidden), one unit per CSS pixel. */
  const newDrawing = () => load(model.newDrawing(stage.clientWidth || 1200, stage.clientHeight || 800), null, false);

  /**
   * Gives a drawing nobody has touched (new, or kept from a new one: blank, named as it opened, with nothing to
   * undo or redo, never sent to the server) the shape of the stage's `room`, so a phone turned before drawing
   * gets paper that fills the screen: true when it did. A room is tried once, in case the model's limits keep
   * the drawing from taking its size.
   */
  function reshape(room) {
    if (!state) return false;   // the stage showed before the first drawing opened
    const untouched = serverId === null && !sent && !unsaved() && state.strokeCount === 0 && !state.canUndo
      && !state.canRedo;
    const tried = shapedFor?.width === room.width && shapedFor?.height === room.height;
    const fits = state.width === room.width && state.height === room.height;
    if (!untouched || tried || fits || pointer.active()) return false;
    shapedFor = room;
    newDrawing();
    return true;
  }

  /**
   * True when the drawing in progress may be replaced: nothing would be lost (it is saved, or blank with nothing
   * to undo or redo: a cleared drawing can be brought back), or the player says so.
   */
  async function mayReplace() {
    if (!unsaved() || (state.strokeCount === 0 && !state.canUndo && !state.canRedo)) return true;
    return dialogs.confirm('Replace this drawing?',
      `“${state.name}” has changes that are not saved to the server; they will be lost.`, 'Replace it');
  }

  /** Takes a place to keep the drawing and opens what it holds, or a new drawing (saying why a kept one could not be opened). */
  async function start() {
    place = await store.claimPlace();
    stage.dataset.kept = place;
    try {
      const kept = store.loadDrawing(place);
      if (kept) {
        opened(kept.wire, kept.id, kept.unsaved);
        return;
      }
    } catch (error) {
      tell(`Your drawing could not be restored (${error.message}); a new one starts.`, true, store.setAsideDrawing(place));
    }
    newDrawing();
  }

  /** The first opening, started once. */
  const started = () => (starting ??= start());

  function command(run, move) {
    if (pointer.active()) return;
    show(run(), move);
  }

  const undo = () => state?.canUndo && command(() => model.undo(), () => { at -= 1; });
  const redo = () => state?.canRedo && command(() => model.redo(), () => { at += 1; });

  const pointer = listenForStrokes(surface, {
    model, book, tool: toolbar.current, background: () => committed.background, onChange: show,
    onRefused: (text) => tell(text, true),
  });
  listenForKeys({
    isActive: () => shown && !dialogs.isOpen(), undo, redo,
    pen: () => toolbar.choose({ eraser: false }), eraser: () => toolbar.choose({ eraser: true }),
  });
  const library = createLibrary({
    dialogs, player, tell,
    drawing() {
      sent = true;
      return { wire: model.save(), id: serverId, version: { opening, mark: marks[at], name: state.name } };
    },
    saved(id, version) {
      // Another drawing opened while this one was sent: the answer is the other's, which keeps its own id.
      if (version.opening !== opening) return;
      serverId = id;
      savedAt = { mark: version.mark, name: version.name };   // strokes drawn while it was sent are not on the server yet
      showState(state);
      keep();
    },
    forgot(id) {
      if (id !== serverId) return;
      serverId = null;
      savedAt = null;
      showState(state);
      // The message may still say it was saved or opened: that copy is gone (keep() may then warn over this).
      tell(`“${state.name}” was deleted from your drawings; the pad keeps it, and Save stores it again.`);
      keep();
    },
    async open(wire, id) {
      if (!(await mayReplace())) return false;
      opened(wire, id, false);
      return true;
    },
  });

  $('sketch-undo').addEventListener('click', undo);
  $('sketch-redo').addEventListener('click', redo);
  $('sketch-clear').addEventListener('click', () => state?.strokeCount > 0 && command(() => model.clear()));
  $('sketch-new').addEventListener('click', async () => {
    if (state && (await mayReplace())) {
      newDrawing();
      tell('');
    }
  });
  $('sketch-save').addEventListener('click', () => library.save());
  $('sketch-open').addEventListener('click', () => library.browse());
  $('sketch-share').addEventListener('click', () => library.share());
  $('sketch-svg').addEventListener('click', () => exportSvg(model.svg(), state.name));
  $('sketch-png').addEventListener('click', () => {
    exportPng(committed, state).then(
      (scale) => tell(scale < 2 ? `Exported at ${scale.toFixed(2)}×: a browser cannot make a larger image.` : ''),
      (error) => tell(`No PNG: ${error.message}.`, true));
  });
  // A refused name comes back to the field, focused, to be mended; leaving the field (or Escape) puts the
  // drawing's name back. `mending` is true while the field holds it.
  let mending = false;
  nameField.addEventListener('change', () => {
    try {
      const next = model.rename(nameField.value);
      showState(next);
      keeper.soon();
      tell('');
    } catch (error) {
      if (!(error instanceof SketchError)) throw error;
      tell(`That name will not do: ${error.message}; the drawing keeps “${state.name}”.`, true);
      const typed = nameField.value;
      mending = false;
      setTimeout(() => {   // after the blur that sent the change
        nameField.value = typed;
        nameField.focus();
        mending = true;
      });
    }
  });
  nameField.addEventListener('blur', () => {
    if (!mending) return;
    mending = false;
    nameField.value = state.name;
  });
  nameField.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') nameField.blur();
    if (event.key === 'Escape') {
      nameField.value = state.name;
      nameField.blur();
    }
  });
  addEventListener('pagehide', () => keeper.now());
  document.addEventListener('visibilitychange', () => {
    if (document.hidden) keeper.now();
  });

  return {
    /** The tab shows the pad: opens the kept drawing the first time, and fits the paper. */
    show() {
      shown = true;
      if (!state) started();
      else surface.layout();
    },

    /** The pad is hidden: a stroke in progress is dropped, the drawing kept. */
    hide() {
      shown = false;
      pointer.cancel();
      keeper.now();
    },

    /** Opens a copy of a drawing (its wire JSON) on the pad, unsaved; false when the player keeps theirs. */
    async adopt(wire) {
      await started();
      if (!(await mayReplace())) return false;
      opened(wire, null, true);
      tell(`A copy of “${state.name}”: yours to draw on.`);
      return true;
    },
  };
}
