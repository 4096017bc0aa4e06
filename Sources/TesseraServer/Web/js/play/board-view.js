// Draws the board (a grid painted on a canvas) and its tiles (elements keyed by tile id),
// and animates moves from the rules' events — never by rebuilding the board.

const SLIDE_MS = 120;

/**
 * How each game looks: the board's class, its colours and each tile's colour class. A game the
 * rules add without a look here is refused when its board is shown, never drawn as another game.
 */
const LOOKS = {
  2048: {
    boardClass: '',
    board: '#bbada0',
    cell: 'rgba(238, 228, 218, 0.35)',
    tileClass: (value) => (value <= 2048 ? `v${value}` : 'vsuper'),
  },
  triples: {
    boardClass: 'triples',
    board: '#bbd9d9',
    cell: '#d1e9e9',
    tileClass: (value) => (value === 1 || value === 2 ? `v${value}` : value >= 192 ? 'vhigh' : 'v3'),
  },
};

/** The look of `game`; throws for a game this view does not know. */
function lookOf(game) {
  const look = LOOKS[game];
  if (!look) throw new Error(`the board view has no look for the game ${game}`);
  return look;
}

export class BoardView {
  #board;
  #canvas;
  #layer;
  #tiles = new Map();   // id → { element, face, value, row, column }
  #size = 4;
  #look = LOOKS[2048];
  #reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');

  constructor(board, canvas, layer) {
    this.#board = board;
    this.#canvas = canvas;
    this.#layer = layer;
    new ResizeObserver(() => this.layout()).observe(board);
  }

  /** How long a move's animation lasts, in milliseconds. */
  get duration() {
    return this.#reducedMotion.matches ? 0 : SLIDE_MS;
  }

  /** Shows a whole state from scratch: a new game or a restored one. */
  reset(state) {
    this.#look = lookOf(state.summary.game);
    this.#size = state.size;
    for (const look of Object.values(LOOKS)) {
      if (look.boardClass) this.#board.classList.toggle(look.boardClass, look === this.#look);
    }
    for (const tile of this.#tiles.values()) tile.element.remove();
    this.#tiles.clear();
    for (const tile of state.tiles) this.#add(tile.id, tile.value, tile.at, true);
    this.layout();
  }

  /** Animates one move's events; resolves when the tiles have settled. */
  apply(outcome) {
    const settle = [];
    for (const event of outcome.events) {
      const tile = this.#tiles.get(event.id);
      switch (event.type) {
        case 'moved':
          this.#place(tile, event.to);
          break;
        case 'merged':
          this.#place(tile, event.to);
          settle.push(() => {
            this.#setValue(tile, event.value);
            this.#restart(tile.element, 'pop');
          });
          break;
        case 'removed':
          tile.element.classList.add('leaving');
          this.#place(tile, event.to);
          this.#tiles.delete(event.id);
          settle.push(() => tile.element.remove());
          break;
        case 'spawned':
          this.#add(event.id, event.value, event.at, false);
          break;
      }
    }
    return new Promise((resolve) => {
      setTimeout(() => {
        for (const step of settle) step();
        resolve();
      }, this.duration);
    });
  }

  /** Sizes the grid and every tile to the board's current size; called on every resize. */
  layout() {
    const side = this.#board.clientWidth;
    if (!side) return;
    const ratio = window.devicePixelRatio || 1;
    this.#canvas.width = Math.round(side * ratio);
    this.#canvas.height = Math.round(side * ratio);
    this.#drawGrid(side, ratio);
    const { cell } = this.#metrics(side);
    for (const tile of this.#tiles.values()) this.#settle(tile, cell);
  }

  /** Sizes a tile and puts it in its cell at once, with no glide. */
  #settle(tile, cell) {
    tile.element.style.width = tile.element.style.height = `${cell}px`;
    this.#fitText(tile, cell);
    tile.element.style.transition = 'none';
    this.#place(tile, [tile.row, tile.column]);
    void tile.element.offsetWidth;   // apply the jump before transitions come back
    tile.element.style.transition = '';
  }

  #metrics(side) {
    const gap = side * (this.#size > 5 ? 0.018 : 0.03);
    const cell = (side - gap * (this.#size + 1)) / this.#size;
    return { gap, cell };
  }

  #drawGrid(side, ratio) {
    const context = this.#canvas.getContext('2d');
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, side, side);
    context.fillStyle = this.#look.board;
    roundedRect(context, 0, 0, side, side, side * 0.02);
    context.fill();
    const { gap, cell } = this.#metrics(side);
    context.fillStyle = this.#look.cell;
    for (let row = 0; row < this.#size; row++) {
      for (let column = 0; column < this.#size; column++) {
        roundedRect(context, gap + column * (cell + gap), gap + row * (cell + gap), cell, cell, cell * 0.06);
        context.fill();
      }
    }
  }

  #add(id, value, [row, column], settled) {
    const element = document.createElement('div');
    const face = document.createElement('div');
    face.className = 'face';
    element.append(face);
    const tile = { element, face, value, row, column };
    element.className = 'tile';
    this.#setValue(tile, value);
    if (!settled) element.classList.add('appear');
    this.#layer.append(element);
    this.#settle(tile, this.#metrics(this.#board.clientWidth).cell);
    this.#tiles.set(id, tile);
  }

  #setValue(tile, value) {
    tile.value = value;
    tile.face.textContent = value;
    tile.element.className = tile.element.className.replace(/\bv\w+/g, '').trim() + ' ' + this.#look.tileClass(value);
    this.#fitText(tile, this.#metrics(this.#board.clientWidth).cell);
  }

  #fitText(tile, cell) {
    const digits = String(tile.value).length;
    const scale = digits <= 2 ? 0.5 : digits === 3 ? 0.4 : digits === 4 ? 0.31 : 1.25 / digits;
    tile.face.style.fontSize = `${cell * scale}px`;
  }

  #place(tile, [row, column]) {
    tile.row = row;
    tile.column = column;
    const { gap, cell } = this.#metrics(this.#board.clientWidth);
    tile.element.style.transform = `translate(${gap + column * (cell + gap)}px, ${gap + row * (cell + gap)}px)`;
  }

  #restart(element, name) {
    element.classList.remove(name);
    void element.offsetWidth;
    element.classList.add(name);
  }
}

/** Adds a rounded rectangle path made of straight lines and quadratic curves. */
function roundedRect(context, x, y, width, height, radius) {
  context.beginPath();
  context.moveTo(x + radius, y);
  context.lineTo(x + width - radius, y);
  context.quadraticCurveTo(x + width, y, x + width, y + radius);
  context.lineTo(x + width, y + height - radius);
  context.quadraticCurveTo(x + width, y + height, x + width - radius, y + height);
  context.lineTo(x + radius, y + height);
  context.quadraticCurveTo(x, y + height, x, y + height - radius);
  context.lineTo(x, y + radius);
  context.quadraticCurveTo(x, y, x + radius, y);
  context.closePath();
}
