// Exports a drawing: SVG as the model renders it, PNG painted from the vectors at twice the drawing's size
// (less when a canvas could not hold that many pixels). Both download under the drawing's name.

const LARGEST_SIDE = 16384;          // pixels a canvas side may have in every browser
const LARGEST_AREA = 16_777_216;     // pixels a canvas may have in every browser (Safari's limit)
const PNG_SCALE = 2;

/** A file name from a drawing's name: characters file systems refuse become spaces. */
function fileName(name, extension) {
  const base = name.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ').trim() || 'drawing';
  return `${base}.${extension}`;
}

function download(blob, name) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name, hidden: true });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Downloads the model's SVG document of the drawing. */
export function exportSvg(svg, name) {
  download(new Blob([svg], { type: 'image/svg+xml' }), fileName(name, 'svg'));
}

/**
 * Paints the drawing (a CommittedView's strokes, `state` its model state) at twice its size and downloads it
 * as a PNG; resolves with the scale it was painted at.
 */
export function exportPng(committed, { name, width, height }) {
  const scale = Math.min(PNG_SCALE, LARGEST_SIDE / Math.max(width, height), Math.sqrt(LARGEST_AREA / (width * height)));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  const context = canvas.getContext('2d');
  context.setTransform(scale, 0, 0, scale, 0, 0);
  committed.paintAll(context, width, height);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => {
      if (!blob) {
        reject(new Error('the browser could not make the image'));
        return;
      }
      download(blob, fileName(name, 'png'));
      resolve(scale);
    }, 'image/png');
  });
}
