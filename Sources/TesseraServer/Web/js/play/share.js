// The Play tab's Share this game: a link that starts the same game for anyone (its board and seed). A
// ranked game's link waits until the server has verified the game, so that its tiles cannot be played
// ahead elsewhere. Loaded the first time the button is pressed.

const $ = (id) => document.getElementById(id);

/** The share link of a game: its board's settings (those its game takes), its seed and the rules version. */
export function shareLink(rules, board, seed) {
  const { game, size, spawn } = rules.settingsOf(board);
  const params = new URLSearchParams({ game, seed });
  if (size != null) params.set('size', size);
  if (spawn != null) params.set('spawn', spawn);
  params.set('v', rules.version);
  return `${location.origin}/?${params}`;
}

/**
 * Copies the link of the game in `state` (the rules' state) and shows it. With `state` null (a ranked game
 * not yet verified) it says when the game can be shared instead.
 */
export async function share(rules, state) {
  const result = $('share-result');
  if (!state) {
    result.textContent = 'A ranked game can be shared once it is sent and verified; until then its seed stays hidden.';
    return;
  }
  const link = shareLink(rules, rules.boardOf(state.board), state.seed);
  try {
    await navigator.clipboard.writeText(link);
    result.textContent = `Link copied: ${link}`;
  } catch {
    result.textContent = link;
  }
}
