// Turns keys, swipes and button presses into move requests. It decides nothing about the game.

const KEYS = {
  ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down',
  a: 'left', d: 'right', w: 'up', s: 'down', A: 'left', D: 'right', W: 'up', S: 'down',
  h: 'left', l: 'right', k: 'up', j: 'down',
};
const SWIPE_THRESHOLD = 10;

/**
 * Listens for input and calls `onMove(direction)`, `onNewGame()` or `onReadBoard()` (B: the board said aloud).
 * `isActive()` tells whether the game screen is showing (keys are ignored on other tabs).
 */
export function listen({ board, arrows, onMove, onNewGame, onReadBoard, isActive }) {
  document.addEventListener('keydown', (event) => {
    if (!isActive() || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.target instanceof HTMLSelectElement || event.target instanceof HTMLInputElement) return;
    const direction = KEYS[event.key];
    if (direction) {
      event.preventDefault();
      onMove(direction);
    } else if (event.key === 'n' || event.key === 'N' || event.key === 'r' || event.key === 'R') {
      event.preventDefault();
      onNewGame();
    } else if (event.key === 'b' || event.key === 'B') {
      onReadBoard();   // not a move: its default stays, so Autoplay (which stops for a key the game took) plays on
    }
  });

  // One pointer at a time: touch, mouse or pen. The dominant axis of a drag of at least 10 px wins.
  let start = null;
  board.addEventListener('pointerdown', (event) => {
    if (start || (event.pointerType === 'mouse' && event.button !== 0)) return;
    if (event.target.closest('button')) return;
    start = { id: event.pointerId, x: event.clientX, y: event.clientY, cancelled: false };
  });
  board.addEventListener('pointermove', (event) => {
    if (start && event.pointerId !== start.id) start.cancelled = true;   // a second finger: not a swipe
  });
  const finish = (event) => {
    if (!start || event.pointerId !== start.id) return;
    const { x, y, cancelled } = start;
    start = null;
    if (cancelled || event.type === 'pointercancel') return;
    const dx = event.clientX - x;
    const dy = event.clientY - y;
    if (Math.max(Math.abs(dx), Math.abs(dy)) < SWIPE_THRESHOLD) return;
    onMove(Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? 'right' : 'left') : (dy > 0 ? 'down' : 'up'));
  };
  board.addEventListener('pointerup', finish);
  board.addEventListener('pointercancel', finish);
  // Touch events also arrive; stop the page from scrolling under a swipe.
  board.addEventListener('touchmove', (event) => event.preventDefault(), { passive: false });

  for (const button of arrows.querySelectorAll('[data-move]')) {
    button.addEventListener('click', () => onMove(button.dataset.move));
  }
}
