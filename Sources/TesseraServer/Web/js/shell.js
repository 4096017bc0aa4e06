// Tessera's page shell, its entry module: the tabs and their addresses, read from the nav links the
// server writes from sections.json (one link per section: its path, tab and controller module). Play's
// controller is loaded at start; every other tab's when it first opens, or once the page is idle. The
// shell also loads the rules and the player, which the tabs share, and registers the service worker.

import { loadRules } from './rules.js';
import * as storage from './storage.js';
import { createPlayer } from './player.js';

/**
 * The sections as the nav lists them, first the home tab (Play): `{ tab, path, title, controller, link, panel }`.
 */
function readSections() {
  return [...document.querySelectorAll('nav.tabs a[data-tab]')].map((link) => ({
    tab: link.dataset.tab,
    path: link.getAttribute('href'),
    title: link.textContent.trim(),
    controller: link.dataset.controller,
    link,
    panel: document.getElementById(link.dataset.tab),
  }));
}

/** Runs `task` once the browser is idle (or after a moment, where it cannot tell). */
function whenIdle(task) {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 4000 });
  else setTimeout(task, 1200);
}

/**
 * Loads the rules, then moves this browser's score lists to the rules' board keys (with board-keys.js, loaded
 * only when a list has an earlier key). Both tabs then read the lists under the new keys. Rejects when the rules
 * cannot load.
 */
async function loadRulesAndMigrate() {
  const rules = await loadRules();
  try {
    if (!Object.keys(storage.loadScores()).some((key) => key.includes(' '))) return rules;
    const { migrateBoardKeys } = await import('./board-keys.js');
    migrateBoardKeys((game, size, spawn) => {
      try {
        return rules.board({ game, size, spawn }).board;
      } catch {
        return null;   // a board these rules do not know: its list stays where it is
      }
    });
  } catch {
    // Lists this page cannot read stay as they are; they never keep the page from starting.
  }
  return rules;
}

/** Starts the page: shows the tab the address names, loads Play, then the rest when idle. */
async function main() {
  if ('serviceWorker' in navigator && window.isSecureContext) {
    navigator.serviceWorker.register('/sw.js').catch(() => {});
  }
  const sections = readSections();
  const home = sections[0];
  const pageTitle = document.title;
  const pending = new Map();   // tab → the promise of its controller
  const loaded = new Map();    // tab → its controller, once made
  let current = null;          // the section showing

  const rules = loadRulesAndMigrate();
  rules.catch(() => {});       // the Play tab says why the page could not start

  /** What every controller's `create(shell)` receives. */
  const shell = {
    /** A promise of the rules (the tile games' wasm with its catalog). */
    rules,
    /** The player on the shared leaderboard. */
    player: createPlayer(),
    /** Shows a tab (pushing its address) with what its controller's `show` takes; resolves once shown. */
    open: (tab, detail) => show(sections.find((section) => section.tab === tab), true, detail),
    /** True while a tab is the one showing. */
    isOpen: (tab) => current?.tab === tab,
    /** Asks a tab to reload what it shows, if it is showing (and has anything to reload). */
    refresh(tab) {
      if (current?.tab === tab) loaded.get(tab)?.refresh?.();
    },
    /** The board being played (its key), for tabs that show a board's scores; null before a game. */
    boardInPlay() {
      for (const controller of loaded.values()) {
        const board = controller.board?.();
        if (board) return board;
      }
      return null;
    },
  };

  // A shared drawing's address (/s/<key>) is the Sketch tab's too: it shows the drawing read-only.
  const byPath = (path) => sections.find((section) => section.path === path)
    ?? sections.find((section) => section.tab === 'sketch' && path.startsWith('/s/')) ?? home;

  /** The controller of a section, imported and made once. */
  function load(section) {
    if (!pending.has(section.tab)) {
      const made = import(section.controller)
        .catch((error) => {
          pending.delete(section.tab);   // not fetched (offline, say): the next opening tries again
          throw error;
        })
        .then((module) => module.create(shell))
        .then((controller) => {
          loaded.set(section.tab, controller);
          return controller;
        });
      pending.set(section.tab, made);
    }
    return pending.get(section.tab);
  }

  /** Makes a section the one showing: its panel, its link marked current, the page's title. */
  function select(section) {
    const previous = current;
    current = section;
    for (const other of sections) {
      if (other.panel) other.panel.hidden = other !== section;
      if (other === section) other.link.setAttribute('aria-current', 'page');
      else other.link.removeAttribute('aria-current');
    }
    document.title = section === home ? pageTitle : `${section.title} — Tessera`;
    if (previous && previous !== section) loaded.get(previous.tab)?.hide?.();
  }

  /** Shows a section (pushing its address when `push`), loading its controller if need be. */
  async function show(section = home, push = false, detail = {}) {
    if (push && location.pathname !== section.path) {
      history.pushState(null, '', section.path);
      window.scrollTo(0, 0);
    }
    select(section);
    const controller = await load(section);
    if (current === section) controller.show?.(detail);
  }

  for (const section of sections) {
    section.panel.tabIndex = -1;
    section.link.addEventListener('click', (event) => {
      event.preventDefault();
      show(section, true).then(() => {
        // The focus goes on into the tab chosen (a screen reader names it), unless its controller has put it
        // somewhere already: from there Tab reaches the tab's first control, and the tab's keys act.
        const focused = document.activeElement;
        if (current === section && (focused === section.link || focused === document.body)) {
          section.panel.focus({ preventScroll: true });
        }
      }).catch(() => {});
    });
  }
  // A letter or sign typed on the header (its section links) is no tab's shortcut: a stray N there never starts
  // a new game (WCAG 2.1.4). The tabs' keys listen on the document, which such a key then does not reach.
  document.querySelector('header').addEventListener('keydown', (event) => {
    if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) event.stopPropagation();
  });
  window.addEventListener('popstate', () => show(byPath(location.pathname)).catch(() => {}));

  const initial = byPath(location.pathname);
  select(initial);
  try {
    // The tab the address names shows while Play loads beside it, not after it.
    await Promise.all([load(home), show(initial)]);
  } catch {
    return;   // the rules or a tab could not load; the Play tab says why
  }
  shell.player.refresh();
  performance.mark('tessera-ready');
  document.body.dataset.ready = 'true';
  whenIdle(() => {
    for (const section of sections) load(section).catch(() => {});
  });
}

main();
