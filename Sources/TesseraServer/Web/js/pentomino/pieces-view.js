// The twelve pieces on the stage: each one an element holding its drawing, resting in its tray slot or
// on the board where the rules placed it, lifted while held, and animated when it turns, flips, slides
// home or snaps into place. It shows what the rules said; it decides nothing.

import { drawPiece, extent } from './shapes.js';

const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;
const LIFT = 1.06;   // a held piece grows this much
const TOUCH = 44;    // px: a fingertip's target, which a piece in the tray reaches each way, room allowing
const transformOf = ({ x, y, k }) => `translate(${x}px, ${y}px) scale(${k})`;

/** How a piece's turn is drawn: its new shape starts as the old one and turns (or flips) into place. */
const TURNS = {
  rotate: 'rotate(-90deg)',
  rotateBack: 'rotate(90deg)',
  flip: 'scaleX(-1)',
  flipVertically: 'scaleY(-1)',
};

/** The pieces' elements and where each one rests. */
export class PiecesView {
  #rules;
  #pieces = new Map();   // letter → { element, drawing, orientation, x, y, k, rows, columns }
  #geometry = null;

  /** Makes an element for every piece in `stage`, in piece order (the keyboard's order too). */
  constructor(stage, rules) {
    this.#rules = rules;
    for (const { piece } of rules.pieces) {
      const element = document.createElement('div');
      element.className = 'pento-piece';
      element.dataset.piece = piece;
      element.tabIndex = 0;
      element.setAttribute('role', 'button');
      stage.append(element);
      this.#pieces.set(piece, { element, drawing: null, orientation: -1, x: 0, y: 0, k: 1, rows: 0, columns: 0 });
    }
  }

  /** The letter of the piece an element (or something inside it) belongs to; null for anything else. */
  pieceOf(target) {
    return target?.closest?.('.pento-piece')?.dataset.piece ?? null;
  }

  /** A piece's element. */
  element(piece) {
    return this.#pieces.get(piece).element;
  }

  /** Where a piece is drawn now: `{ x, y, k, rows, columns, orientation }` (px, from the stage's corner). */
  drawn(piece) {
    const { x, y, k, rows, columns, orientation } = this.#pieces.get(piece);
    return { x, y, k, rows, columns, orientation };
  }

  /** Uses a new geometry (see layout.js); the next `show` draws every piece at its size. */
  set geometry(geometry) {
    this.#geometry = geometry;
  }

  /**
   * Draws every piece where it rests: placed pieces where the state says, the others in their tray
   * slots turned as `tray` says (`{ F: orientation, … }`). `motion` names how a piece got there:
   * 'slide', 'rotate', 'rotateBack', 'flip', 'flipVertically' or 'none' (the default: drawn there at once).
   */
  show(state, tray, motion = {}) {
    const placed = new Map(state.placements.map((placement) => [placement.piece, placement]));
    for (const piece of this.#pieces.keys()) {
      const placement = placed.get(piece);
      this.#rest(piece, placement ? placement.orientation : tray[piece] ?? 0, placement, motion[piece] ?? 'none');
      const element = this.element(piece);
      element.classList.remove('lifted');
      element.classList.toggle('placed', Boolean(placement));
      element.setAttribute('aria-label', placement
        ? `${piece} piece, on the board at row ${placement.origin[0] + 1}, column ${placement.origin[1] + 1}`
        : `${piece} piece, in the tray`);
    }
  }

  /** Draws a held piece lifted, in `orientation`, with its corner at (x, y) and square size `k` × the board's. */
  hover(piece, orientation, x, y, k = 1) {
    const record = this.#pieces.get(piece);
    this.#draw(piece, orientation);
    Object.assign(record, { x, y, k: k * LIFT });
    record.element.classList.add('lifted');
    record.element.style.transform = transformOf(record);
    record.element.style.setProperty('--k', record.k);
  }

  /** Marks one piece (or none) as the one the buttons and keys act on. */
  select(piece) {
    for (const [letter, { element }] of this.#pieces) element.classList.toggle('selected', letter === piece);
  }

  /** Shakes a piece: the rules refused what was asked of it. */
  shake(piece) {
    if (reducedMotion()) return;
    this.#pieces.get(piece).drawing?.animate(
      [{ transform: 'none' }, { transform: 'translateX(-6%)' }, { transform: 'translateX(6%)' }, { transform: 'none' }],
      { duration: 260, easing: 'ease-in-out' });
  }

  /** A little wave across the board: every piece hops in turn (the puzzle is solved). */
  celebrate() {
    if (reducedMotion()) return;
    let delay = 0;
    for (const { drawing } of this.#pieces.values()) {
      drawing?.animate([{ transform: 'none' }, { transform: 'translateY(-12%) scale(1.05)' }, { transform: 'none' }],
        { duration: 420, delay, easing: 'ease-in-out' });
      delay += 70;
    }
  }

  /** A piece's tray slot: `{ x, y, width, height }` in px. */
  #slot(piece) {
    return this.#geometry.slots[this.#rules.pieces.findIndex((entry) => entry.piece === piece)];
  }

  /** Where a piece rests: on the board at its placement (`null` for the tray) or centred in its slot. */
  #target(piece, orientation, placement) {
    const g = this.#geometry;
    const s = g.square;
    const { rows, columns } = extent(this.#rules.shape(piece, orientation));
    if (placement) {
      return { x: g.board.x + placement.origin[1] * s, y: g.board.y + placement.origin[0] * s, k: 1 };
    }
    const slot = this.#slot(piece);
    const size = Math.min(g.tray, (g.room.width * g.tray) / columns, (g.room.height * g.tray) / rows);
    return { x: slot.x + (slot.width - columns * size) / 2, y: slot.y + (slot.height - rows * size) / 2, k: size / s };
  }

  /**
   * Lets a piece in the tray be grabbed a little beyond a thin side (the I piece lying down is one square
   * thick), up to a fingertip's size but never past its slot. On the board the style sheet drops the
   * reach: a placed piece is held by its squares alone, so that it never covers a neighbour.
   */
  #reach(piece) {
    const { element, rows, columns, k } = this.#pieces.get(piece);
    const s = this.#geometry.square * k;
    const slot = this.#slot(piece);
    const beyond = (squares, room) => Math.max(0, Math.min(TOUCH, room) - squares * s) / 2 / k;
    element.style.setProperty('--reach-x', `${beyond(columns, slot.width)}px`);
    element.style.setProperty('--reach-y', `${beyond(rows, slot.height)}px`);
  }

  /** Draws a piece's shape in an orientation (only when it changed) at the board's square size. */
  #draw(piece, orientation) {
    const record = this.#pieces.get(piece);
    const s = this.#geometry.square;
    if (record.orientation !== orientation) {
      const squares = this.#rules.shape(piece, orientation);
      record.drawing?.remove();
      record.drawing = drawPiece(piece, squares);
      record.element.append(record.drawing);
      Object.assign(record, { orientation }, extent(squares));
    }
    record.element.style.width = `${record.columns * s}px`;
    record.element.style.height = `${record.rows * s}px`;
  }

  /** Moves a piece to where it rests, drawn with `how` ('slide', a turn, or 'none'). */
  #rest(piece, orientation, placement, how) {
    const record = this.#pieces.get(piece);
    const s = this.#geometry.square;
    const before = { x: record.x, y: record.y, k: record.k, rows: record.rows, columns: record.columns };
    this.#draw(piece, orientation);
    const target = this.#target(piece, orientation, placement);
    Object.assign(record, target);
    const element = record.element;
    element.style.transform = transformOf(target);
    element.style.setProperty('--k', target.k);   // the focus ring keeps its width at any scale
    this.#reach(piece);
    if (how === 'none' || reducedMotion()) return;
    const moving = () => {
      element.classList.add('moving');
      return () => element.classList.remove('moving');
    };
    if (TURNS[how]) {
      // The new drawing starts where the old one was, turned back, and turns into place about its middle.
      const dx = (before.x + (before.columns * s * before.k) / 2 - (target.x + (record.columns * s * target.k) / 2)) / target.k;
      const dy = (before.y + (before.rows * s * before.k) / 2 - (target.y + (record.rows * s * target.k) / 2)) / target.k;
      const done = moving();
      record.drawing.animate(
        [{ transform: `translate(${dx}px, ${dy}px) ${TURNS[how]} scale(${before.k / target.k})` }, { transform: 'none' }],
        { duration: 240, easing: 'cubic-bezier(.3,.7,.4,1)' }).finished.then(done, done);
    } else if (before.x !== target.x || before.y !== target.y || before.k !== target.k) {
      const done = moving();
      element.animate([{ transform: transformOf(before) }, { transform: transformOf(target) }],
        { duration: 220, easing: 'cubic-bezier(.2,.8,.3,1)' }).finished.then(done, done);
    }
  }
}
