// What the Pentomino tab says around the board: how many solutions remain possible (or the board's number
// of solutions, or a dead end), the time, the hints used, the solutions found, messages, and the
// celebration when a board is solved. It shows numbers the rules computed; it computes none.

import { formatTime } from './timer.js';
import { launchConfetti } from './confetti.js';

const number = (n) => Number(n).toLocaleString('en-US');
const plural = (n, one, many) => `${number(n)} ${n === 1 ? one : many}`;

/** The tab's texts, over the elements the controller made (found by id under `root`). */
export class StatusView {
  #root;
  #problems = 0;        // how many problems were shown
  #lastProblem = null;  // the last of them
  #announcements = 0;   // how many announcements were made

  constructor(root) {
    this.#root = root;
  }

  #get(id) {
    return this.#root.querySelector(`#${id}`);
  }

  /** The count is being worked out: the last figure stays, dimmed. */
  counting() {
    const line = this.#get('pento-count');
    line.classList.add('counting');
    line.dataset.state = 'counting';
    if (!line.textContent) line.textContent = 'Counting…';
  }

  /** Shows a count answer (`{ count }` or `{ error }`) for a state. */
  showCount(answer, state) {
    const line = this.#get('pento-count');
    line.classList.remove('counting', 'dead-end', 'solved');
    line.title = '';
    delete line.dataset.count;
    if (answer.error) {
      line.dataset.state = 'error';
      line.textContent = `Could not count (${answer.error})`;
      return;
    }
    line.dataset.count = answer.count;
    if (state.solved) {
      line.dataset.state = 'solved';
      line.classList.add('solved');
      line.textContent = 'Solved!';
    } else if (answer.count === 0) {
      line.dataset.state = 'dead-end';
      line.classList.add('dead-end');
      line.textContent = 'Dead end: no completion possible';
    } else if (state.placements.length === 0) {
      line.dataset.state = 'total';
      line.textContent = plural(answer.count, 'solution', 'solutions');
      line.title = 'Solutions of this board, each counted once with its turns and mirror images';
    } else {
      line.dataset.state = 'possible';
      line.textContent = `${plural(answer.count, 'solution', 'solutions')} still possible`;
      line.title = 'Solutions the pieces placed can still become, each counted once with its turns and mirror images';
    }
  }

  /** Shows the time spent. */
  showTime(ms) {
    this.#get('pento-time').textContent = formatTime(ms);
  }

  /** Shows the hints used. */
  showHints(hints) {
    this.#get('pento-hints').textContent = plural(hints, 'hint', 'hints');
  }

  /** Shows the solutions found on a board (`{ ids, best, total }` as kept). */
  showFound(found) {
    const count = found?.ids?.length ?? 0;
    const of = found?.total ? ` of ${number(found.total)}` : '';
    const best = Number.isFinite(found?.best) ? ` · best ${formatTime(found.best)}` : '';
    this.#get('pento-found').textContent = `${number(count)}${of} found${best}`;
  }

  /** Shows a message under the tools (empty clears it); `problem` shows it as one; `link` (an element) follows it. */
  message(text, problem = false, link = null) {
    const line = this.#get('pento-message');
    line.replaceChildren(text, ...(link ? [' ', link] : []));
    line.classList.toggle('problem', problem);
    if (problem) {
      this.#problems += 1;
      this.#lastProblem = text;
    }
  }

  /** Runs `action`, and returns the last problem it showed, or null when it showed none. */
  problemOf(action) {
    const before = this.#problems;
    action();
    return this.#problems === before ? null : this.#lastProblem;
  }

  /**
   * Tells screen readers what happened. The same words again ("L turned." twice) are cleared first and said a moment
   * later, as a screen reader may not say a live region whose text did not change.
   */
  announce(text) {
    const line = this.#get('pento-announcer');
    const said = ++this.#announcements;
    if (!text || line.textContent !== text) {
      line.textContent = text;
      return;
    }
    line.textContent = '';
    setTimeout(() => {
      if (said === this.#announcements) line.textContent = text;
    }, 100);
  }

  /**
   * Celebrates a solved board over the stage: the card shows the time, the hints used and the solutions
   * found (`{ ids, total, isNew, isBest }`) in `area` (`{ x, y, width, height }`, the emptied tray's place),
   * with confetti unless `confetti` is false (the card's figures only brought up to date). Each line is a
   * sentence, as the announcement reads them one after the other.
   */
  celebrate(ms, hints, found, area, confetti = true) {
    const card = this.#get('pento-solved');
    const aside = hints > 0 ? ` with ${plural(hints, 'hint', 'hints')} (not a best time)`
      : found.isBest && found.ids.length > 1 ? ' · your best' : '';
    this.#get('pento-solved-time').textContent = `Time ${formatTime(ms)}${aside}`;
    const of = found.total ? ` of ${number(found.total)}` : '';
    this.#get('pento-solved-found').textContent = `${number(found.ids.length)}${of} found`
      + (found.isNew ? ' · a new solution!' : ' · you had found this one before.');
    Object.assign(card.style, {
      left: `${area.x}px`, top: `${area.y}px`, width: `${area.width}px`, height: `${area.height}px`,
    });
    card.hidden = false;
    if (confetti) launchConfetti(this.#get('pento-confetti'));
  }

  /** Hides the celebration. */
  hideCelebration() {
    this.#get('pento-solved').hidden = true;
  }
}
