// The About tab: a drawing made in code with Bézier curves, and a box of tiles to throw around.
// Loaded when the tab first opens, or in the background once the page is idle.

import { drawArt } from './art.js';
import { createToy } from './toy.js';

const $ = (id) => document.getElementById(id);

/** Makes the About controller for the shell: the toy runs only while the tab shows. */
export function create() {
  const toy = createToy($('toy'), $('toy-drop'));
  return {
    /** The tab is showing: draws the art (at the current width) and runs the toy. */
    show() {
      drawArt($('about-art'));
      toy.start();
    },

    /** The tab is hidden: the toy stops. */
    hide() {
      toy.stop();
    },
  };
}
