// The Sketch tab: draw with a mouse, a finger or a pen. This module makes the tab's markup and stylesheet
// when the shell loads it (perhaps while the page is idle); the pad's code and sketch.wasm are fetched only
// when the tab first shows. A shared drawing's address (/s/<key>) shows it read-only in the same tab.

import { MARKUP, styleTools } from './markup.js';
import { loadStylesheet } from '../stylesheet.js';

const STYLESHEET = '/sketch.css';
const SHARED = /^\/s\/([^/]+)\/?$/;

/** Loads the pad's code and the model, and makes the pad and the shared view (each with its own model). */
async function load(panel, shell) {
  const [{ compileSketch, instantiateSketch }, { createPad }, { createViewer }, { createDialogs }] = await Promise.all([
    import('./model.js'), import('./pad.js'), import('./viewer.js'), import('./dialogs.js'),
  ]);
  const module = await compileSketch();
  const dialogs = createDialogs(panel.querySelector('#sketch-dialog'));
  const pad = createPad(panel, await instantiateSketch(module), { player: shell.player, dialogs });
  const viewer = createViewer(panel, await instantiateSketch(module), {
    async copy(wire) {
      if (await pad.adopt(wire)) shell.open('sketch');
    },
  });
  return { pad, viewer };
}

/**
 * Makes the Sketch controller for the shell: the tab's markup now, the pad when the tab first shows. A
 * failed load says why on the tab and is tried again the next time it shows.
 */
export async function create(shell) {
  const panel = document.getElementById('sketch');
  await loadStylesheet(STYLESHEET);
  panel.setAttribute('aria-label', 'Sketch');
  panel.innerHTML = MARKUP;
  styleTools(panel);
  const padRoot = panel.querySelector('.sketch-pad');
  const sharedRoot = panel.querySelector('.sketch-shared');
  let loading = null;
  let loaded = null;
  let showing = false;

  /** Shows the pad, or the shared view when the address names a shared drawing; its match, if so. */
  function choose() {
    const shared = SHARED.exec(location.pathname);
    padRoot.hidden = Boolean(shared);
    sharedRoot.hidden = !shared;
    return shared;
  }

  /** Says something on the part showing (while the pad and the view are not made yet). */
  function tell(text, problem = false) {
    const message = panel.querySelector(sharedRoot.hidden ? '#sketch-message' : '#sketch-shared-message');
    message.textContent = text;
    message.classList.toggle('problem', problem);
  }

  function present({ pad, viewer }) {
    if (!showing) return;
    const shared = choose();
    if (shared) {
      pad.hide();
      viewer.show(shared[1]);
    } else {
      pad.show();
    }
    panel.dataset.ready = 'true';
  }

  return {
    /** The tab is showing: the pad, or the shared drawing its address names; loaded the first time. */
    show() {
      showing = true;
      choose();
      if (!loading) {
        tell('Loading the sketchpad…');
        loading = load(panel, shell).then((made) => {
          loaded = made;
          tell('');
          return made;
        }, (error) => {
          loading = null;
          tell(`The sketchpad could not be loaded (${error.message}). Open the tab again to retry.`, true);
          throw error;
        });
      }
      loading.then(present).catch(() => {});
    },

    /** The tab is hidden: a stroke in progress is dropped and the drawing kept. */
    hide() {
      showing = false;
      loaded?.pad.hide();
    },
  };
}
