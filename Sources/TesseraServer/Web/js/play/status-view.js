// What the Play tab shows around the board: the score and best score with the last move's "+N", the
// game's label, the overlay (win, game over, a start that failed) and the spoken announcements.
// It shows numbers the rules computed; it computes none.

const $ = (id) => document.getElementById(id);
let scoresSpoken = true;

/** Whether each move's score is said to screen readers (off while Autoplay plays: its own line speaks). */
export function speakScores(on) {
  scoresSpoken = on;
}

/** Says something to screen readers (the page's polite live region). */
export function announce(text) {
  $('announcer').textContent = text;
}

/** Shows a state's score, the `best` score, the "+N" of the last move (`gain`) and the game's `label`. */
export function showScore(state, best, gain, label) {
  $('board').dataset.notation = state.summary.board;
  $('score').textContent = state.summary.score;
  $('best').textContent = best;
  const rise = $('gain');
  rise.classList.remove('rise');
  if (gain > 0) {
    rise.textContent = `+${gain}`;
    void rise.offsetWidth;
    rise.classList.add('rise');
  }
  $('game-label').textContent = label;
  $('board-text').textContent = boardInWords(state.summary.board);
}

/** The board (the rules' notation, rows of values, 0 for empty) in words, row by row: what the board describes. */
export function boardInWords(notation) {
  return notation.split('/').map((row, index) =>
    `Row ${index + 1}: ${row.split(',').map((value) => (value === '0' ? 'empty' : value)).join(', ')}.`).join(' ');
}

/**
 * Says a move to screen readers (not while Autoplay plays: its own line speaks): the tile it brought in
 * (an outcome's `spawned` event) and the score, when the move raised it.
 */
export function announceMove(outcome, score) {
  if (!scoresSpoken) return;
  const spawned = outcome.events.find((event) => event.type === 'spawned');
  const parts = spawned ? [`New ${spawned.value} at row ${spawned.at[0] + 1}, column ${spawned.at[1] + 1}.`] : [];
  if (outcome.scoreGain > 0) parts.push(`Score ${score}, plus ${outcome.scoreGain}.`);
  if (parts.length > 0) announce(parts.join(' '));
}

/** Shows the win overlay, with Keep going. */
export function showWinOverlay(score) {
  $('overlay').className = 'overlay won';
  $('overlay-title').textContent = 'You win!';
  $('overlay-text').textContent = `You made 2048 with ${score} points.`;
  $('keep-going').hidden = false;
  $('overlay').hidden = false;
  announce('You win! Keep going or start a new game.');
  // Enter keeps going, unless the player's focus is on a control (the page, the tab or the board hold none).
  if ([document.body, $('play'), $('board')].includes(document.activeElement)) $('keep-going').focus();
}

/** Shows the game-over overlay with the final score. */
export function showOverOverlay(score) {
  $('overlay').className = 'overlay over';
  $('overlay-title').textContent = 'Game over';
  $('overlay-text').textContent = `Final score: ${score}`;
  $('keep-going').hidden = true;
  $('overlay').hidden = false;
}

/**
 * Hides the overlay and clears its verdict: a game goes on or a new one starts. A focus on one of its buttons
 * goes on to the board, where the keys play, not back to the page.
 */
export function hideOverlay() {
  const focused = $('overlay').contains(document.activeElement);
  $('overlay').hidden = $('overlay-retry').hidden = true;
  $('overlay-verdict').textContent = '';
  if (focused) $('board').focus({ preventScroll: true });
}

/** Says on the board that the page could not start (the rules did not load), and why. */
export function showStartFailure(error) {
  $('announcer').textContent = $('overlay-text').textContent = `${error.message}. Reload to try again.`;
  $('overlay-title').textContent = 'Tessera could not start';
  document.querySelector('.overlay-buttons').hidden = true;
  $('overlay').hidden = false;
}
