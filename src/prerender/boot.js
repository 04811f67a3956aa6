/* global document, requestAnimationFrame -- a browser script, served as it is (not bundled) */
// A prerendered page's first script (a classic, deferred one: src/prerender/build.ts writes it into
// the build as assets/boot-<hash>.js). The page paints from its HTML and inline styles alone; its app
// (the entry module and the modules it preloads, named on this script's data attributes) is asked for
// only once that first paint is on screen, so on a slow link the scripts do not take the bandwidth
// the first paint's font and markup need. A hidden tab paints no frame: a timer starts it there.
(() => {
  const boot = document.currentScript;
  if (!boot) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of JSON.parse(boot.dataset.preloads ?? '[]')) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = boot.dataset.entry ?? '';
    document.head.append(entry);
  };
  requestAnimationFrame(() => setTimeout(start));
  setTimeout(start, 1000);
})();
