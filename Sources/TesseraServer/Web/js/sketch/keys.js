// The Sketch tab's keys: Ctrl/Cmd+Z undoes, Shift+Ctrl/Cmd+Z and Ctrl+Y redo, P takes the pen, E the eraser.
// Keys typed into a field (the drawing's name) or a dialog are theirs.

/** Listens while `isActive()`; calls `undo`, `redo`, `pen` or `eraser`. */
export function listenForKeys({ isActive, undo, redo, pen, eraser }) {
  document.addEventListener('keydown', (event) => {
    if (!isActive() || event.defaultPrevented || event.target.closest?.('input, textarea, select, dialog')) return;
    const key = event.key.toLowerCase();
    const command = event.ctrlKey || event.metaKey;
    if (command && !event.altKey && (key === 'z' || key === 'y')) {
      event.preventDefault();
      if (key === 'z' && !event.shiftKey) undo();
      else redo();
      return;
    }
    if (command || event.altKey || event.shiftKey) return;
    if (key === 'p') pen();
    else if (key === 'e') eraser();
  });
}
