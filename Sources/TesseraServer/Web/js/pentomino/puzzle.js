// The puzzle as the page plays it: the rules' state, how the tray's pieces are turned, the hints used,
// and the undo and redo lists. Every change goes through the rules' exports (undo and redo replay the
// recorded placements through them too); this module only remembers what they answered.

import { PentominoError, TURNS } from './rules.js';

const KEEP = 400;   // undo steps kept
/** Each turn and the turn that undoes it. */
const UNDONE = { rotate: 'rotateBack', rotateBack: 'rotate', flip: 'flip', flipVertically: 'flipVertically' };
const compact = (placement) => (placement ? { orientation: placement.orientation, origin: [...placement.origin] } : null);

/** A board in progress on the page. Every method that changes it throws a PentominoError when the rules refuse. */
export class Puzzle {
  #rules;
  #turns;
  state;
  tray = {};       // piece → orientation of a piece waiting in the tray
  hints = 0;
  undoList = [];   // each entry: [{ piece, from, to, how }], from and to `{ orientation, origin }` or null, and how
  redoList = [];   // the turn that made a turn (see turn); a reset's ends with { piece: null, cleared: { hints, elapsed } },
                   // what it set back to 0
  #elapsedToResume = null;

  /** Makes a puzzle over the rules and their turn table (see PentominoRules.turns), on an empty board. */
  constructor(rules, turns, board) {
    this.#rules = rules;
    this.#turns = turns;
    this.state = rules.newPuzzle(board);
  }

  /** Where a piece is on the board; null while it is in the tray. */
  placementOf(piece) {
    return this.state.placements.find((placement) => placement.piece === piece) ?? null;
  }

  /** The orientation a piece has on the board or in the tray. */
  orientationOf(piece) {
    return this.placementOf(piece)?.orientation ?? this.tray[piece] ?? 0;
  }

  /** What a turn ('rotate', 'rotateBack', 'flip' or 'flipVertically') makes of a piece's orientation, as the rules say. */
  turned(piece, orientation, how) {
    return this.#turns[piece][orientation][how];
  }

  /** Starts an empty board. */
  start(board) {
    this.state = this.#rules.newPuzzle(board);
    Object.assign(this, { tray: {}, hints: 0, undoList: [], redoList: [] });
  }

  /** What is kept for a reload: the rules' save text and the page's extras. */
  snapshot() {
    return { save: this.#rules.save(), hints: this.hints, tray: this.tray, undo: this.undoList, redo: this.redoList };
  }

  /**
   * Resumes a snapshot kept for `board`; throws, leaving the puzzle to be started again, when the rules
   * refuse its save text, the save is another board's, or its tray turns a piece in a way it has not.
   */
  resume(kept, board) {
    const state = this.#rules.restore(String(kept.save));
    if (state.board !== board) throw new PentominoError(`it is the ${state.board} board's puzzle, not ${board}'s`);
    const tray = kept.tray && typeof kept.tray === 'object' ? kept.tray : {};
    for (const [piece, orientation] of Object.entries(tray)) {
      if (this.#turns[piece]?.[orientation] === undefined) throw new PentominoError(`its tray turns ${piece} to ${orientation}`);
    }
    const list = (value) => (Array.isArray(value) ? value : []);
    this.state = state;
    this.hints = Number.isInteger(kept.hints) && kept.hints > 0 ? kept.hints : 0;
    this.tray = tray;
    this.undoList = list(kept.undo);
    this.redoList = list(kept.redo);
  }

  /** Puts a piece where it landed (a placement the rules' fit gave): from the tray, or moved on the board. */
  put(piece, landed) {
    return this.#record([this.#set(piece, compact(landed))]);
  }

  /** Takes a placed piece back to the tray. */
  remove(piece) {
    return this.#record([this.#set(piece, null)]);
  }

  /**
   * Turns or mirrors a piece (`how` as PentominoRules.turn names it): in the tray by the rules' turn table; on the board where
   * the rules land it (where it lies, or the nearest place with room). Returns how to draw it: `{ [piece]: how }`,
   * as asked (a mirrored V or W looks like a turned one, but the player asked for a mirror);
   * throws the rules' refusal when it has no room near.
   */
  turn(piece, how) {
    const placement = this.placementOf(piece);
    if (!placement) {
      this.tray[piece] = this.turned(piece, this.orientationOf(piece), how);
      return { [piece]: how };
    }
    const answer = this.#rules.turn(piece, how);
    this.state = answer.state;
    this.#record([{ piece, from: compact(placement), to: compact(answer.change.to), how }]);
    return { [piece]: how };
  }

  /** Places the piece the rules' hint names; returns how to draw it, or null on a dead end or a solved board. */
  hint() {
    const hint = this.#rules.hint();
    if (!hint) return null;
    const motion = this.#record([this.#set(hint.piece, compact(hint))]);
    this.hints += 1;
    return motion;
  }

  /**
   * Takes every piece back to the tray and counts hints from 0 again. One undo step puts the pieces back
   * with the hints and the time (`elapsed`, in ms) they had, or more; undo and redo never lower either,
   * so that no round of them hides a hint or wins time.
   */
  reset(elapsed) {
    const placed = this.state.placements.map((placement) => placement.piece);
    if (!placed.length) return {};
    const motion = this.#record(placed.map((piece) => this.#set(piece, null)), { hints: this.hints, elapsed });
    this.hints = 0;
    return motion;
  }

  /** The time an undo of a reset brought back (the game's clock takes it if it is more), once; else null. */
  takeElapsed() {
    const elapsed = this.#elapsedToResume;
    this.#elapsedToResume = null;
    return elapsed;
  }

  /** Undoes the last change; returns how to draw it, or null when there is none. */
  undo() {
    return this.#replay(this.undoList, this.redoList, 'from');
  }

  /** Redoes the last change undone; returns how to draw it, or null when there is none. */
  redo() {
    return this.#replay(this.redoList, this.undoList, 'to');
  }

  #replay(source, target, side) {
    const entry = source.pop();
    if (!entry) return null;
    const steps = side === 'from' ? [...entry].reverse() : entry;
    const motion = {};
    try {
      for (const step of steps) {
        if (step.piece === null) this.#replayReset(step.cleared, side);
        else {
          const how = side === 'from' ? UNDONE[step.how] : step.how;
          Object.assign(motion, this.#motion({ ...this.#set(step.piece, step[side]), how }));
        }
      }
    } catch (error) {
      // The list no longer matches the board (an old save, say): it is forgotten, the board stays as the rules have it.
      this.#elapsedToResume = null;
      this.state = this.#rules.state();
      this.undoList = [];
      this.redoList = [];
      throw error;
    }
    target.push(entry);
    return motion;
  }

  /** Undoing a reset brings back its hints and time where they were more than now; redoing it changes neither. */
  #replayReset(cleared, side) {
    const { hints, elapsed } = cleared ?? {};
    if (!Number.isInteger(hints) || hints < 0 || !Number.isFinite(elapsed) || elapsed < 0) {
      throw new PentominoError('the undo list holds a garbled reset');
    }
    if (side !== 'from') return;
    this.hints = Math.max(this.hints, hints);
    this.#elapsedToResume = elapsed;
  }

  #record(steps, cleared = null) {
    const changed = steps.filter((step) => JSON.stringify(step.from) !== JSON.stringify(step.to));
    if (changed.length) {
      this.undoList.push(cleared ? [...changed, { piece: null, cleared }] : changed);
      if (this.undoList.length > KEEP) this.undoList.shift();
      this.redoList = [];
    }
    const motion = {};
    for (const step of steps) Object.assign(motion, this.#motion(step));
    return motion;
  }

  /**
   * How to draw a step: as the turn that made it (its `how`, undone or redone), for a step from before the undo
   * list kept it as a turn when the orientations are a quarter turn or a mirror apart, else a slide.
   */
  #motion({ piece, from, to, how }) {
    if (from && to && from.orientation !== to.orientation) {
      if (Object.hasOwn(UNDONE, how)) return { [piece]: how };
      const turns = this.#turns[piece];
      for (const how of TURNS) {
        if (turns[from.orientation][how] === to.orientation) return { [piece]: how };
      }
    }
    return { [piece]: 'slide' };
  }

  /** Makes a piece's placement `target` (null: the tray) through the rules; returns the step. */
  #set(piece, target) {
    const rules = this.#rules;
    const current = this.placementOf(piece);
    const step = { piece, from: compact(current), to: target };
    if (!target) {
      if (!current) return step;
      this.state = rules.remove(piece).state;
      this.tray[piece] = current.orientation;
    } else if (!current) {
      this.state = rules.place({ piece, ...target }).state;
    } else if (current.orientation === target.orientation) {
      if (current.origin[0] !== target.origin[0] || current.origin[1] !== target.origin[1]) {
        this.state = rules.move(piece, target.origin).state;
      }
    } else {
      rules.remove(piece);
      try {
        this.state = rules.place({ piece, ...target }).state;
      } catch (error) {
        this.state = rules.place(current).state;   // it goes back where it was
        throw error;
      }
    }
    return step;
  }
}

export { PentominoError };
