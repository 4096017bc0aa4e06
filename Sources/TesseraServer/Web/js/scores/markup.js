// The High Scores tab's markup: the player panel (join, rename, the recovery code and a new one) and the
// three boards (shared, the player's own, this browser's). The controller writes it into the tab when it is
// made, so that it never weighs on the Play tab's first paint; the lists in it come from the rules' catalog.

/** The tab's markup, with its style in /scores.css. */
export const MARKUP = `
  <div class="scores-head">
    <h2 id="scores-heading">High Scores</h2>
    <label>Board
      <select id="scores-setting"></select>
    </label>
  </div>

  <section id="player-panel" class="card player-panel" aria-label="Your player">
    <div id="player-join">
      <h3 id="join-heading">Join the shared leaderboard</h3>
      <p class="hint">Pick a name. Your games in Random mode are then ranked: the server replays your moves before a score counts.</p>
      <form id="join-form" class="inline-form">
        <label for="join-name" class="visually-hidden">Your name</label>
        <input id="join-name" aria-describedby="player-message" name="name" autocomplete="nickname" placeholder="Your name" required>
        <button type="submit">Join</button>
      </form>
    </div>
    <div id="player-known" hidden>
      <p class="player-line">Playing as <strong id="player-name" dir="auto"></strong>
        <button id="rename-open" type="button" class="link" aria-expanded="false" aria-controls="rename-form">Rename</button></p>
      <p id="player-rejected" class="problem" hidden>This browser's recovery code no longer works: it was replaced
        with a new one, on another device. Enter the new code below to play as yourself again.</p>
      <form id="rename-form" class="inline-form" hidden>
        <label for="rename-name" class="visually-hidden">New name</label>
        <input id="rename-name" aria-describedby="player-message" name="name" autocomplete="nickname" required>
        <button type="submit">Save</button>
        <button id="rename-cancel" type="button" class="secondary">Cancel</button>
      </form>
      <details id="recovery" class="recovery">
        <summary>Your recovery code</summary>
        <p class="hint">It lets you play as yourself in another browser. Keep it secret.</p>
        <p class="recovery-code"><code id="recovery-code"></code>
          <button id="recovery-show" type="button" class="link" aria-expanded="false" aria-controls="recovery-code">Show</button>
          <button id="recovery-copy" type="button" class="link">Copy</button></p>
        <p class="recovery-new"><button id="recovery-new" type="button" class="link" aria-expanded="false"
          aria-controls="recovery-confirm">New recovery code</button></p>
        <div id="recovery-confirm" class="recovery-confirm" hidden>
          <p class="hint">A new code replaces this one: the old code stops working on every other device, each of
            which then asks for the new one. Do it if the code may have leaked.</p>
          <button id="recovery-replace" type="button">Make a new code</button>
          <button id="recovery-keep" type="button" class="secondary">Keep this one</button>
        </div>
      </details>
    </div>
    <p id="player-message" class="player-message" role="status"></p>
    <details id="recover">
      <summary id="recover-summary">Joined in another browser? Use your recovery code</summary>
      <form id="recover-form" class="inline-form">
        <label for="recover-code" class="visually-hidden">Recovery code</label>
        <input id="recover-code" aria-describedby="recover-message" name="code" autocomplete="off" spellcheck="false" placeholder="Paste the code">
        <button type="submit">Use code</button>
      </form>
      <p id="recover-message" class="player-message" role="status"></p>
    </details>
  </section>

  <div class="boards">
    <section class="card shared" aria-labelledby="shared-heading">
      <h3 id="shared-heading">Shared leaderboard</h3>
      <div class="periods" role="group" aria-label="Period">
        <button type="button" data-period="all" aria-pressed="true">All time</button>
        <button type="button" data-period="week" aria-pressed="false">This week</button>
        <button type="button" data-period="today" aria-pressed="false">Today</button>
        <button type="button" data-period="daily" aria-pressed="false">Daily challenge</button>
      </div>
      <p id="shared-note" class="note"></p>
      <p id="shared-status" class="status" role="status"></p>
      <div class="table-scroll">
        <table id="shared-table" class="score-table shared-table" hidden>
          <caption id="shared-caption" class="visually-hidden">Shared leaderboard</caption>
          <thead><tr><th scope="col">#</th><th scope="col">Player</th><th scope="col">Score</th><th scope="col">Max tile</th><th scope="col">Moves</th><th scope="col">Date</th></tr></thead>
          <tbody id="shared-body"></tbody>
        </table>
      </div>
    </section>
    <section class="card mine" aria-labelledby="mine-heading">
      <h3 id="mine-heading">Your best</h3>
      <p id="mine-status" class="status" role="status"></p>
      <table id="mine-table" class="score-table" hidden>
        <caption class="visually-hidden">Your verified games on this board</caption>
        <thead><tr><th scope="col">#</th><th scope="col">Score</th><th scope="col">Max tile</th><th scope="col">Moves</th><th scope="col">Date</th></tr></thead>
        <tbody id="mine-body"></tbody>
      </table>
    </section>
    <section class="card local-scores" aria-labelledby="local-heading">
      <h3 id="local-heading">This browser</h3>
      <p class="note">Your ten best games played here on each board, ranked or not, ended or left for a new one; those the AI helped with are tagged Hints or AI. Kept in this browser, so it works offline.</p>
      <table id="scores-table" class="score-table">
        <caption class="visually-hidden">Games played in this browser</caption>
        <thead><tr><th scope="col">#</th><th scope="col">Score</th><th scope="col">Max tile</th><th scope="col">Date</th></tr></thead>
        <tbody id="scores-body"></tbody>
      </table>
      <p id="scores-empty" class="empty" hidden>No games on this board yet. Go and play one!</p>
    </section>
  </div>`;
