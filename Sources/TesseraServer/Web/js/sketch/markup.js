// The Sketch tab's markup: the pad (file bar, toolbar, stage, status line), the read-only view of a shared
// drawing, and the one dialog the tab opens (join, open, share, confirm). Icons are drawn inline.

/** The colours offered (a custom one is chosen with the colour input beside them). */
export const COLORS = [
  ['#1f2937', 'Ink'], ['#ffffff', 'White'], ['#e03131', 'Red'], ['#f08c00', 'Orange'], ['#fcc419', 'Yellow'],
  ['#2f9e44', 'Green'], ['#1971c2', 'Blue'], ['#7048e8', 'Purple'], ['#8f7a66', 'Brown'],
];

/** The base widths offered, in drawing units (a new drawing has one unit per CSS pixel). */
export const WIDTHS = [[2, 'Fine'], [5, 'Medium'], [10, 'Bold'], [20, 'Broad']];

const ICONS = {
  pen: 'M4 20l4.5-1L19 8.5 15.5 5 5 15.5zM13.5 7l3.5 3.5',
  eraser: 'M9 20h11M4.5 15.5l9.5-9.5 5 5-8.5 8.5H8.5zM9.5 10.5l5 5',
  undo: 'M9 14L4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11',
  redo: 'M15 14l5-5-5-5M20 9H9.5a5.5 5.5 0 0 0 0 11H13',
  clear: 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
  new: 'M14 3H6v18h12V7zM14 3v4h4M12 11v6M9 14h6',
  open: 'M3 6h6l2 2h10v11H3z',
  save: 'M5 3h11l3 3v15H5zM8 3v5h7V3M8 21v-7h8v7',
  share: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  living: 'M3 17c4-9 7 3 10-4s5-6 8-5',
  copy: 'M8 8h12v12H8zM16 8V4H4v12h4',
};

const icon = (name) => `<svg class="sketch-icon" viewBox="0 0 24 24" aria-hidden="true"><path d="${ICONS[name]}"/></svg>`;

/** A button with an icon and a label (the label hides on narrow screens; the button keeps its name). */
const button = (id, name, label, title, extra = '') =>
  `<button id="${id}" type="button" title="${title}" aria-label="${label}" ${extra}>${icon(name)}<span>${label}</span></button>`;

const swatches = COLORS.map(([color, name]) =>
  `<button type="button" class="sketch-swatch" data-color="${color}" title="${name}" aria-label="${name}" aria-pressed="false"></button>`).join('');

const widths = WIDTHS.map(([width, name]) =>
  `<button type="button" class="sketch-width" data-width="${width}" title="${name} (${width})" aria-label="${name}" aria-pressed="false"></button>`).join('');

export const MARKUP = `
  <h2 class="visually-hidden">Sketchpad</h2>
  <div class="sketch">
    <div class="sketch-pad">
      <div class="sketch-bar">
        <label class="sketch-name"><span class="visually-hidden">Drawing name</span>
          <input id="sketch-name" autocomplete="off" spellcheck="false" enterkeyhint="done"></label>
        <div class="sketch-files" role="group" aria-label="Drawing">
          ${button('sketch-new', 'new', 'New', 'A new drawing')}
          ${button('sketch-open', 'open', 'Open', 'Open one of your saved drawings')}
          ${button('sketch-save', 'save', 'Save', 'Save to the server')}
          ${button('sketch-share', 'share', 'Share', 'Save, then share a read-only link')}
          ${button('sketch-svg', 'download', 'SVG', 'Export as SVG', 'class="sketch-export"')}
          ${button('sketch-png', 'download', 'PNG', 'Export as PNG (2× size)', 'class="sketch-export"')}
        </div>
      </div>
      <div class="sketch-tools" role="toolbar" aria-label="Tools">
        <div class="sketch-group">
          ${button('sketch-pen', 'pen', 'Pen', 'Pen (P)', 'aria-pressed="true"')}
          ${button('sketch-eraser', 'eraser', 'Eraser', 'Eraser: removes whole strokes (E)', 'aria-pressed="false"')}
        </div>
        <div class="sketch-group" role="group" aria-label="Width">${widths}
          ${button('sketch-living', 'living', 'Living width', 'Width by speed, or by pressure with a pen', 'aria-pressed="true"')}
        </div>
        <div class="sketch-group">
          ${button('sketch-undo', 'undo', 'Undo', 'Undo (Ctrl+Z)')}
          ${button('sketch-redo', 'redo', 'Redo', 'Redo (Shift+Ctrl+Z or Ctrl+Y)')}
          ${button('sketch-clear', 'clear', 'Clear', 'Clear the drawing (undoable)')}
        </div>
        <div class="sketch-group sketch-colors" role="group" aria-label="Colour">${swatches}
          <label class="sketch-custom" title="Another colour"><span class="visually-hidden">Another colour</span>
            <input id="sketch-color" type="color" value="#1f2937"></label>
        </div>
      </div>
      <div id="sketch-stage" class="sketch-stage" role="img" aria-label="Drawing canvas: draw with a mouse, a finger or a pen"></div>
      <p class="sketch-status"><span id="sketch-count"></span><span id="sketch-message" role="status"></span></p>
    </div>
    <div class="sketch-shared" hidden>
      <div class="sketch-bar">
        <p class="sketch-shared-title"><span class="sketch-badge">Read-only</span> <strong id="sketch-shared-name"></strong></p>
        <div class="sketch-files" role="group" aria-label="Shared drawing">
          ${button('sketch-copy', 'copy', 'Make a copy', 'Make a copy to draw on')}
          ${button('sketch-shared-svg', 'download', 'SVG', 'Export as SVG', 'class="sketch-export"')}
          ${button('sketch-shared-png', 'download', 'PNG', 'Export as PNG (2× size)', 'class="sketch-export"')}
        </div>
      </div>
      <div id="sketch-shared-stage" class="sketch-stage" role="img" aria-label="The shared drawing"></div>
      <p class="sketch-status"><span id="sketch-shared-message" role="status"></span>
        <a id="sketch-shared-home" class="sketch-shared-home" href="/sketch">Draw on your own pad</a></p>
    </div>
    <dialog id="sketch-dialog" class="sketch-dialog" aria-labelledby="sketch-dialog-title"></dialog>
  </div>`;

/**
 * Gives each swatch its colour and each width button its dot, as style properties: the page's
 * Content-Security-Policy allows no style attributes in markup.
 */
export function styleTools(panel) {
  for (const swatch of panel.querySelectorAll('.sketch-swatch')) swatch.style.setProperty('--swatch', swatch.dataset.color);
  for (const button of panel.querySelectorAll('.sketch-width')) {
    button.style.setProperty('--dot', `${Math.min(22, 3 + Number(button.dataset.width))}px`);
  }
}
