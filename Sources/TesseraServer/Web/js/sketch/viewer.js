// The read-only view of a shared drawing (/s/<key>): fetched without a player, drawn through an instance of
// the model of its own (the pad's drawing and history stay as they are), exported as SVG or PNG, and copied
// into the pad to draw on ("Make a copy").

import { StrokeBook } from './strokes.js';
import { Surface } from './surface.js';
import { CommittedView } from './committed.js';
import { fetchShared } from './drawings.js';
import { exportPng, exportSvg } from './exporter.js';
import { SketchError } from './model.js';

/** The key an address's last segment names (percent-encoded), or null when it is garbled (a stray “%”). */
function keyOf(segment) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Makes the view in `panel` over its own `model`; `copy(wire)` takes a copy to the pad. */
export function createViewer(panel, model, { copy }) {
  const $ = (id) => panel.querySelector(`#${id}`);
  const root = panel.querySelector('.sketch-shared');
  const message = $('sketch-shared-message');
  const surface = new Surface($('sketch-shared-stage'), { live: false, onResize: () => committed.repaint() });
  const committed = new CommittedView(surface, new StrokeBook());
  let shown = null;     // { key, wire, state } of the drawing showing
  let asked = 0;        // the latest request, so that a slow answer for an earlier key is dropped

  function tell(text, problem = false) {
    message.textContent = text;
    message.classList.toggle('problem', problem);
  }

  function enable(on) {
    for (const id of ['sketch-copy', 'sketch-shared-svg', 'sketch-shared-png']) $(id).disabled = !on;
  }

  $('sketch-copy').addEventListener('click', () => shown && copy(shown.wire));
  $('sketch-shared-svg').addEventListener('click', () => shown && exportSvg(model.svg(), shown.state.name));
  $('sketch-shared-png').addEventListener('click', () => {
    if (shown) exportPng(committed, shown.state).catch((error) => tell(`No PNG: ${error.message}.`, true));
  });

  /** Shows no drawing, and says why. */
  function fail(text) {
    shown = null;
    enable(false);
    root.dataset.state = 'missing';
    tell(text, true);
  }

  return {
    /** Shows the drawing shared under the key in `segment`, the address's last part (fetched again each time). */
    async show(segment) {
      const request = ++asked;
      const key = keyOf(segment);
      if (shown?.key !== key) {
        shown = null;
        enable(false);
        $('sketch-shared-name').textContent = '';
        tell('Loading the drawing…');
      }
      if (key === null) {
        fail('This link is garbled (a “%” that is not part of a character’s code): it names no drawing. Ask for the link again.');
        return;
      }
      let wire;
      try {
        wire = JSON.stringify(await fetchShared(key));
      } catch (error) {
        if (request !== asked) return;
        fail(error.status === 404 ? 'This link does not show a drawing: it was never shared, or is no longer.'
          : `The drawing could not be loaded: ${error.message}.`);
        return;
      }
      if (request !== asked) return;
      let opened;
      try {
        opened = model.open(wire);
      } catch (error) {
        if (!(error instanceof SketchError)) throw error;
        fail(`This drawing cannot be shown: ${error.message}.`);
        return;
      }
      shown = { key, wire, state: opened.state };
      committed.load(opened);
      surface.fit(opened.state.width, opened.state.height);
      $('sketch-shared-name').textContent = opened.state.name;
      root.dataset.state = 'shown';
      root.dataset.strokes = String(opened.state.strokeCount);
      enable(true);
      tell('');
    },
  };
}
