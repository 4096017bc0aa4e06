// The puzzle as the page plays it: the rules' state and how the tray's pieces are turned. Every change, undo
// and redo goes through the rules' exports, which keep the undo and redo lists and count the hints; this
// module remembers what they answered and says how to draw it.

import { PentominoError, TURNS } from './rules.js';

/** Each turn and the turn that undoes it. */
const UNDONE = { rotate: 'rotateBack', rotateBack: 'rotate', flip: 'flip', flipVertically: 'flipVertically' };
/** A step as its undo plays it: from where it ended to where it began, by the turn that undoes its turn. */
const undoing = (step) => ({ ...step, from: step.to, to: step.from, turn: UNDONE[step.turn] ?? null });

/** A board in progress on the page. Every method that changes it throws a PentominoError when the rules refuse. */
export class Puzzle {
  #rules;
  #turns;
  state;
  tray = {};        // piece → orientation of a piece waiting in the tray
  hints = 0;        // the hints used, as the rules count them
  undoSteps = 0;    // how many changes an undo can take back
  redoSteps = 0;    // how many a redo can make again
  lastChange = null;   // the last change made, undone or redone (`{ steps, cleared }`, the steps as just played); null before one
  #elapsedToResume = null;

  /** Makes a puzzle over the rules and their turn table (see PentominoRules.turns), on an empty board. */
  constructor(rules, turns, board) {
    this.#rules = rules;
    this.#turns = turns;
    this.start(board);
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
    this.tray = {};
    this.lastChange = null;
    this.#count(this.#rules.history());
  }

  /** What is kept for a reload: the rules' save text, the hints and the lists as the rules write them, the tray. */
  snapshot() {
    const { hints, lists } = this.#rules.history();
    return { save: this.#rules.save(), hints, history: lists, tray: this.tray };
  }

  /**
   * Resumes a snapshot kept for `board`; throws, leaving the puzzle to be started again, when the rules refuse its
   * save text or hints, the save is another board's, or its tray turns a piece in a way it has not. Undo and redo
   * lists the rules cannot resume are dropped and the board is resumed without them: returns why, else null.
   */
  resume(kept, board) {
    const state = this.#rules.restore(String(kept.save));
    if (state.board !== board) throw new PentominoError(`it is the ${state.board} board's puzzle, not ${board}'s`);
    const tray = kept.tray && typeof kept.tray === 'object' ? kept.tray : {};
    for (const [piece, orientation] of Object.entries(tray)) {
      if (this.#turns[piece]?.[orientation] === undefined) throw new PentominoError(`its tray turns ${piece} to ${orientation}`);
    }
    const hints = kept.hints ?? 0;
    let dropped = null;
    try {
      this.#count(this.#rules.resume(hints, typeof kept.history === 'string' ? kept.history : listsOfOldSave(kept)));
    } catch (error) {
      if (!(error instanceof PentominoError)) throw error;
      this.#count(this.#rules.resume(hints, ''));   // throws when the hints themselves are refused
      dropped = error.message;
    }
    this.state = state;
    this.tray = tray;
    this.lastChange = null;
    return dropped;
  }

  /** Puts a piece where it landed (a placement the rules' fit gave): from the tray, or moved or turned on the board. */
  put(piece, landed) {
    const { orientation, origin } = landed;
    const change = this.#take(this.#rules.put({ piece, orientation, origin }));
    return { [piece]: this.#motion(change.steps[0] ?? {}) };   // put back where it lay: it slides home
  }

  /** Takes a placed piece back to the tray, which keeps how it was turned. */
  remove(piece) {
    return this.#drawn(this.#take(this.#rules.remove(piece)));
  }

  /**
   * Turns or mirrors a piece (`how` as PentominoRules.turn names it): in the tray by the rules' turn table; on the board where
   * the rules land it (where it lies, or the nearest place with room). Returns how to draw it: `{ [piece]: how }`,
   * as asked (a mirrored V or W looks like a turned one, but the player asked for a mirror);
   * throws the rules' refusal when it has no room near.
   */
  turn(piece, how) {
    if (this.placementOf(piece)) this.#take(this.#rules.turn(piece, how));
    else this.tray[piece] = this.turned(piece, this.orientationOf(piece), how);
    return { [piece]: how };
  }

  /** Places the piece the rules' hint names; returns how to draw it, or null on a dead end or a solved board. */
  hint() {
    const change = this.#take(this.#rules.hint());
    return change.steps.length ? this.#drawn(change) : null;
  }

  /**
   * Takes every piece back to the tray and counts hints from 0 again. One undo puts the pieces back with the hints
   * and the time (`elapsed`, in ms) they had, or more: the rules never lower either by an undo or a redo, so that
   * no round of them hides a hint or wins time.
   */
  reset(elapsed) {
    return this.#drawn(this.#take(this.#rules.reset(Math.round(elapsed))));
  }

  /** The time an undo of a reset brought back (the game's clock takes it if it is more), once; else null. */
  takeElapsed() {
    const elapsed = this.#elapsedToResume;
    this.#elapsedToResume = null;
    return elapsed;
  }

  /** Undoes the last change; returns how to draw it, or null when there is none. */
  undo() {
    const answer = this.#replayed(() => this.#rules.undo());
    const change = this.#take({ ...answer, steps: answer.steps.map(undoing) });
    if (!change.steps.length) return null;
    this.#elapsedToResume = change.cleared?.elapsed ?? null;
    return this.#drawn(change);
  }

  /** Redoes the last change undone; returns how to draw it, or null when there is none. */
  redo() {
    const change = this.#take(this.#replayed(() => this.#rules.redo()));
    return change.steps.length ? this.#drawn(change) : null;
  }

  /**
   * An undo's or a redo's answer. When the change no longer matches the board, the rules forget both lists and
   * refuse: the counts and the state are read again before the refusal goes on.
   */
  #replayed(replay) {
    try {
      return replay();
    } catch (error) {
      if (!(error instanceof PentominoError)) throw error;
      this.state = this.#rules.state();
      this.#count(this.#rules.history());
      throw error;
    }
  }

  /**
   * Takes what the rules answered for a change, its steps as they were just played: the state, the counts, and (when
   * it moved a piece) the change as the last one; a piece taken to the tray keeps how it was turned.
   */
  #take(answer) {
    this.state = answer.state;
    this.#count(answer.history);
    if (answer.steps.length) this.lastChange = { steps: answer.steps, cleared: answer.cleared };
    for (const { piece, from, to } of answer.steps) {
      if (from && !to) this.tray[piece] = from.orientation;
    }
    return answer;
  }

  #count({ hints, undo, redo }) {
    Object.assign(this, { hints, undoSteps: undo, redoSteps: redo });
  }

  /** How to draw a change as it was just played: each piece by the turn that made it, else a slide. */
  #drawn(change) {
    return Object.fromEntries(change.steps.map((step) => [step.piece, this.#motion(step)]));
  }

  /**
   * How to draw a step: as the turn asked for, when the player asked for one; else as the turn its orientations are a
   * quarter turn or a mirror apart by, when they are; else a slide.
   */
  #motion({ piece, from, to, turn }) {
    if (!from || !to || from.orientation === to.orientation) return 'slide';
    if (turn) return turn;
    return TURNS.find((how) => this.#turns[piece][from.orientation][how] === to.orientation) ?? 'slide';
  }
}

/**
 * The undo and redo lists of a save kept before the rules kept them (the page's own lists, `undo` and `redo`), spelled
 * as the rules write lists (TesseraPentomino's PentominoHistoryText.swift: its header and the pentomino rules version
 * 1, when the page kept its own lists), for the rules to check: each step `L:<from>:<to>[:<turn>]`, a place
 * `orientation.row.column` or `-` for the tray, a reset's `*:hints:elapsed`. Only the spelling is done here: what
 * does not match the board is the rules' to refuse.
 */
function listsOfOldSave({ undo, redo }) {
  const place = (placement) => (placement ? `${placement.orientation}.${placement.origin?.[0]}.${placement.origin?.[1]}` : '-');
  const step = (step) => (step?.piece === null
    ? `*:${step.cleared?.hints}:${Math.round(step.cleared?.elapsed)}`
    : `${step?.piece}:${place(step?.from)}:${place(step?.to)}${step?.how ? `:${step.how}` : ''}`);
  const list = (entries) => (Array.isArray(entries) ? entries.map((entry) => [entry].flat().map(step).join(',')).join('|') : '');
  if (!Array.isArray(undo) && !Array.isArray(redo)) return '';
  return `tessera-pentomino-history;v=1;undo=${list(undo)};redo=${list(redo)}`;
}

export { PentominoError };
