// The Sketch tab's tools: pen or eraser, the colour (a swatch or a custom one), the base width and the
// living-width toggle. It keeps what is chosen for the next visit and shows it on the buttons.

import { COLORS, WIDTHS } from './markup.js';
import * as store from './store.js';

const COLOR = /^#[0-9a-f]{6}$/;

/** Wires the toolbar in `panel`; `current()` is `{ eraser, color, width, living }` (the eraser's size goes with the width). */
export function createToolbar(panel) {
  const $ = (id) => panel.querySelector(`#${id}`);
  const saved = store.loadTools();
  const state = {
    eraser: false,
    color: COLOR.test(saved.color) ? saved.color : COLORS[0][0],
    width: WIDTHS.some(([width]) => width === saved.width) ? saved.width : WIDTHS[1][0],
    living: saved.living !== false,
  };
  const custom = $('sketch-color');

  function show() {
    $('sketch-pen').setAttribute('aria-pressed', String(!state.eraser));
    $('sketch-eraser').setAttribute('aria-pressed', String(state.eraser));
    $('sketch-living').setAttribute('aria-pressed', String(state.living));
    let swatched = false;
    for (const swatch of panel.querySelectorAll('.sketch-swatch')) {
      const pressed = swatch.dataset.color === state.color;
      swatched ||= pressed;
      swatch.setAttribute('aria-pressed', String(pressed));
    }
    custom.value = state.color;
    custom.parentElement.classList.toggle('chosen', !swatched);
    for (const button of panel.querySelectorAll('.sketch-width')) {
      button.setAttribute('aria-pressed', String(Number(button.dataset.width) === state.width));
    }
    panel.querySelector('.sketch-tools').style.setProperty('--ink', state.color);
  }

  /** Changes tools (`{ eraser, color, width, living }`, any of them) and keeps the choice. */
  function choose(change) {
    Object.assign(state, change);
    store.storeTools({ color: state.color, width: state.width, living: state.living });
    show();
  }

  $('sketch-pen').addEventListener('click', () => choose({ eraser: false }));
  $('sketch-eraser').addEventListener('click', () => choose({ eraser: true }));
  $('sketch-living').addEventListener('click', () => choose({ living: !state.living }));
  for (const swatch of panel.querySelectorAll('.sketch-swatch')) {
    swatch.addEventListener('click', () => choose({ color: swatch.dataset.color, eraser: false }));
  }
  for (const button of panel.querySelectorAll('.sketch-width')) {
    button.addEventListener('click', () => choose({ width: Number(button.dataset.width) }));
  }
  custom.addEventListener('input', () => {
    if (COLOR.test(custom.value)) choose({ color: custom.value, eraser: false });
  });
  show();

  return {
    current: () => ({ ...state }),
    choose,
  };
}
