// Loads a tab's own stylesheet when its controller is made, so that it never weighs on the first paint.

/** Adds the stylesheet (once); resolves when it applies, or after a moment if it cannot load. */
export function loadStylesheet(href) {
  const existing = document.querySelector(`link[href="${href}"]`);
  if (existing) return Promise.resolve();
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  const loaded = new Promise((resolve) => {
    link.addEventListener('load', resolve);
    link.addEventListener('error', resolve);
    setTimeout(resolve, 3000);
  });
  document.head.append(link);
  return loaded;
}
