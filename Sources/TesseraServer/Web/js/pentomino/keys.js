// Full keyboard play: Tab, or the arrow keys (to the nearest piece that way), to choose a piece, Enter to
// pick it up, the arrows to move it over the board, R to turn it (Shift+R back), F to flip it (Shift+F top to bottom), Enter to place
// it where the outline shows, Escape to put it back; Delete takes a placed piece off; U and Y undo and
// redo, H asks for a hint. What a key does to the puzzle is the caller's (which asks the rules); this
// module only keeps the held piece's position.

const MOVES = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] };
const TURN_KEYS = { r: ['rotate', 'rotateBack'], f: ['flip', 'flipVertically'] };

/** The turn a key asks for (R and F, with Shift the other way), or null. Caps Lock alone keeps the plain turn. */
function turnOf(event) {
  const key = event.key.toLowerCase();
  return Object.hasOwn(TURN_KEYS, key) ? TURN_KEYS[key][event.shiftKey ? 1 : 0] : null;
}

/**
 * The element of `elements` nearest `from` in a direction (`[rows, columns]`, one of them ±1) by their middles
 * on screen, or null when none lies that way. One straight that way beats one nearer but off to the side.
 */
function nearestToward(from, elements, [down, right]) {
  const middle = (element) => {
    const box = element.getBoundingClientRect();
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  };
  const start = middle(from);
  let nearest = null;
  let least = Infinity;
  for (const element of elements) {
    if (element === from) continue;
    const { x, y } = middle(element);
    const along = (x - start.x) * right + (y - start.y) * down;
    const aside = Math.abs((x - start.x) * down) + Math.abs((y - start.y) * right);
    if (along < 1) continue;
    const cost = along + 2 * aside;
    if (cost < least) [nearest, least] = [element, cost];
  }
  return nearest;
}

/**
 * Listens for keys while `isActive()`. The caller gives:
 * - `pieceOf(element)`: the piece an element is (null for anything else); `pieces()`: their elements;
 * - `selected()`: the piece the buttons act on (null for none);
 * - `begin(piece)`: `{ orientation, origin }` to hold a piece at, or null when it cannot be held;
 * - `size(piece, orientation)`: `{ rows, columns }` of its shape; `board()`: `{ rows, columns }`;
 * - `turned(piece, orientation, how)`: the orientation after a turn ('rotate', 'rotateBack') or a mirror
 *   ('flip', 'flipVertically');
 * - `show(hold)`: draw the held piece (`{ piece, orientation, origin }`, and `turn`, the kind of its last turn)
 *   and where it would land;
 * - `place(hold)`: put it where it would land (true when it was put), `cancel(hold)`: put it back;
 * - `turn(piece, how)`, `remove(piece)`, `undo()`, `redo()`, `hint()`;
 * - `noPieceThatWay(direction)`: an arrow found no piece that way ('left', 'right', 'up' or 'down').
 * Returns `{ cancel(), redraw(), holding() }`: the first puts a held piece back, the second draws it again (after
 * the stage was drawn anew around it), the third is true while a piece is held.
 */
export function listenForKeys(actions) {
  let hold = null;

  function clamp() {
    const { rows, columns } = actions.size(hold.piece, hold.orientation);
    const board = actions.board();
    hold.origin = [
      Math.max(0, Math.min(board.rows - rows, hold.origin[0])),
      Math.max(0, Math.min(board.columns - columns, hold.origin[1])),
    ];
  }

  function end(placed) {
    const held = hold;
    hold = null;
    if (!placed) actions.cancel(held);
  }

  function whileHolding(event) {
    const key = event.key;
    if (MOVES[key]) {
      hold.origin = [hold.origin[0] + MOVES[key][0], hold.origin[1] + MOVES[key][1]];
    } else if (turnOf(event)) {
      hold.turn = turnOf(event);
      hold.orientation = actions.turned(hold.piece, hold.orientation, hold.turn);
    } else if (key === 'Enter' || key === ' ') {
      event.preventDefault();
      if (actions.place(hold)) hold = null;
      return true;
    } else if (key === 'Escape' || key === 'Tab') {
      if (key === 'Escape') event.preventDefault();
      end(false);
      return true;
    } else if (key === 'Delete' || key === 'Backspace') {
      event.preventDefault();
      const piece = hold.piece;
      end(false);
      actions.remove(piece);
      return true;
    } else {
      return false;
    }
    event.preventDefault();
    clamp();
    actions.show(hold);
    return true;
  }

  document.addEventListener('keydown', (event) => {
    if (!actions.isActive() || event.altKey) return;
    const target = event.target;
    if (target instanceof HTMLSelectElement || target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) return;
    const key = event.key;
    const command = event.ctrlKey || event.metaKey;
    if (command) {
      if (key === 'z' || key === 'Z') {
        event.preventDefault();
        if (event.shiftKey) actions.redo();
        else actions.undo();
      } else if (key === 'y' || key === 'Y') {
        event.preventDefault();
        actions.redo();
      }
      return;
    }
    if (hold && whileHolding(event)) return;
    const focused = actions.pieceOf(target);
    if ((key === 'Enter' || key === ' ') && focused) {
      event.preventDefault();
      const start = actions.begin(focused);
      if (!start) return;
      hold = { piece: focused, ...start };
      clamp();
      actions.show(hold);
    } else if (turnOf(event)) {
      const piece = actions.selected() ?? focused;
      if (!piece) return;
      event.preventDefault();
      actions.turn(piece, turnOf(event));
    } else if ((key === 'Delete' || key === 'Backspace') && focused) {
      event.preventDefault();
      actions.remove(focused);
    } else if (key === 'u' || key === 'U') {
      event.preventDefault();
      actions.undo();
    } else if (key === 'y' || key === 'Y') {
      event.preventDefault();
      actions.redo();
    } else if (key === 'h' || key === 'H') {
      event.preventDefault();
      actions.hint();
    } else if (MOVES[key] && focused) {
      // The arrows go to the nearest piece that way, as the pieces lie on screen (in the tray or on the board).
      event.preventDefault();
      const next = nearestToward(target, actions.pieces(), MOVES[key]);
      if (next) next.focus();
      else actions.noPieceThatWay(key.slice(5).toLowerCase());
    }
  });

  return {
    cancel() {
      if (hold) end(false);
    },
    redraw() {
      if (hold) actions.show(hold);
    },
    holding: () => hold !== null,
  };
}
