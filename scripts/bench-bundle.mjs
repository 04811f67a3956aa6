#!/usr/bin/env node
// `npm run bench:bundle`: the gzip size of the JS and CSS the home route and the domain overview load.
// Builds the app unless --no-build, serves it with the real server on a free port and opens each
// route in Debian's Chromium (playwright-core). Every script and stylesheet of our origin is recorded
// with the time its request started. "Initial" is what was requested before the app owned the page's
// <h1> (React's first render, or its hydration of a prerendered page — src/prerender): the entry,
// its preloaded chunks, the CSS and the route's lazy chunk, everything the page needs before it
// answers a click. "Deferred" is what the page asks for after that, by design (doc 1 §4: the
// below-the-fold sections and the membership widget). Each file is gzipped here (level 9, as a
// static server would). The domain overview is opened on a small demo corpus, as a searcher meets it.
//
// What the browser was actually sent is printed too: each file's encoded body (the server sends the
// build's precompressed .br, scripts/lib/precompress.mjs, so it must equal that file) and the page's
// HTML, compressed per request (its inline CSS rides in it). A file sent uncompressed is flagged.
//
// The same run builds two one-line apps with the same Vite settings (and React Router's production
// build, as the app's: scripts/lib/reactRouterProduction.mjs) and prints their size: React
// alone, and React with react-router's data router (createBrowserRouter, which the guard chain
// runs in as a loader). That is the floor any screen of ours starts from.
//   --no-build     measure the existing build
//   --dist=DIR     build into (or, with --no-build, measure) this folder instead of dist/
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

import { chromium } from 'playwright-core';
import { build } from 'vite';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { reactRouterProduction } from './lib/reactRouterProduction.mjs';
import { root, startServer } from './lib/server-process.mjs';

/** The home route's JS and CSS before it is interactive (the React 19 + react-router 7 floor is about 95 KB). */
export const HOME_BUDGET_KB = 125;
/** The domain overview's render-blocking JS and CSS. */
export const OVERVIEW_BUDGET_KB = 160;
const OVERVIEW_PATH = '/overview/domain?query=github.com';
/** src/prerender/markers.ts HYDRATED_MARK (Node runs this script without TypeScript). */
const HYDRATED_MARK = 'rivalscope:hydrated';

const kb = (n) => (n / 1024).toFixed(1).padStart(7);
const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length;
/** The size of the build's precompressed brotli file beside a static file; undefined without one. */
const brSize = (path) => {
  try {
    return statSync(join(dist, `${path}.br`)).size;
  } catch {
    return undefined;
  }
};

const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const dist = resolve(root, option('dist') ?? 'dist');
if (!process.argv.includes('--no-build')) {
  const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', dist, '--emptyOutDir'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status || 1);
}

const home = await measureRoute('/', { RESEARCH_DEMO_KEYWORDS: '0' });
const { initial, deferred } = home;
const overview = await measureRoute(OVERVIEW_PATH, { RESEARCH_DEMO_KEYWORDS: '1000' });
const floor = await measureFrameworkFloor();

const sum = (rows, kind) => rows.filter((r) => !kind || r.path.endsWith(kind)).reduce((n, r) => n + r.gzip, 0);
const printRows = (rows) => {
  for (const r of rows) {
    const how = r.br === undefined ? ' (small: as is)' : r.sent === r.br ? ' (= .br)' : '';
    const sent = r.sent === undefined ? '' : `  sent ${kb(r.sent)} KB${how}`;
    console.log(`  ${r.path.padEnd(52)} ${kb(r.raw)} KB  gzip ${kb(r.gzip)} KB${sent}`);
  }
};
/**
 * What the browser was sent for a route's initial files and its page: a file sent other than as the
 * build's .br, or the page's HTML sent uncompressed, is named, and fails the run.
 */
const wireProblems = [];
const printWire = (label, { initial: rows, html }) => {
  const files = rows.filter((r) => r.sent !== undefined);
  const filesSent = files.reduce((n, r) => n + r.sent, 0);
  // A file without a .br is below the build's precompress threshold: sent as it is, by design.
  for (const r of files) {
    if (r.br !== undefined && r.sent !== r.br) wireProblems.push(`${label}: ${r.path} was not sent as its .br`);
  }
  if (html && html.sent >= html.decoded) wireProblems.push(`${label}: the page's HTML was sent uncompressed`);
  const htmlSent = html?.sent ?? 0;
  console.log(
    `  sent over the wire: files ${kb(filesSent).trim()} KB (br; gzip above: ${kb(sum(files)).trim()} KB) + page HTML ${kb(htmlSent).trim()} KB (${kb(html?.decoded ?? 0).trim()} KB decoded) = ${kb(filesSent + htmlSent).trim()} KB`,
  );
};

console.log(
  `home route (/), initial: ${initial.length} files, requested before the app owned the page (rendered or hydrated)`,
);
printRows(initial);
console.log(`\n  JS  gzip ${kb(sum(initial, '.js'))} KB\n  CSS gzip ${kb(sum(initial, '.css'))} KB`);
const total = sum(initial);
console.log(
  `  initial gzip ${kb(total)} KB (budget ${HOME_BUDGET_KB} KB: ${total / 1024 <= HOME_BUDGET_KB ? 'within' : 'OVER'})`,
);
printWire('home', home);
console.log(`\nhome route (/), deferred: ${deferred.length} files, requested after that`);
printRows(deferred);
console.log(`  deferred gzip ${kb(sum(deferred))} KB`);
const overviewTotal = sum(overview.initial);
console.log(`\ndomain overview (${OVERVIEW_PATH}), initial: ${overview.initial.length} files, render-blocking`);
printRows(overview.initial);
console.log(`\n  JS  gzip ${kb(sum(overview.initial, '.js'))} KB\n  CSS gzip ${kb(sum(overview.initial, '.css'))} KB`);
console.log(
  `  initial gzip ${kb(overviewTotal)} KB (budget ${OVERVIEW_BUDGET_KB} KB: ${overviewTotal / 1024 <= OVERVIEW_BUDGET_KB ? 'within' : 'OVER'})`,
);
printWire('domain overview', overview);
console.log(`  deferred: ${overview.deferred.length} files, gzip ${kb(sum(overview.deferred))} KB`);
console.log('\nframework floor (a one-line app, same build settings):');
console.log(`  react + react-dom                              gzip ${kb(floor.react)} KB`);
console.log(`  react + react-dom + react-router data router   gzip ${kb(floor.router)} KB`);
console.log(`  our code and CSS on the home route (initial)   gzip ${kb(total - floor.router)} KB`);
if (initial.length === 0 || overview.initial.length === 0) throw new Error('a route loaded no script: is dist/ built?');
if (wireProblems.length > 0) throw new Error(`not sent compressed:\n  ${wireProblems.join('\n  ')}`);

/* global document, window, MutationObserver -- the functions given to Playwright run in the page */

/** Opens `path` on the built app and splits the assets at the moment the page's heading appears. */
async function measureRoute(path, env) {
  const server = await startServer({ env: { STATIC_DIR: dist, ...env } });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    // Set before any script of the page runs: the moment React owns the heading — it drew it, or
    // hydrated the prerendered one and lifted the page's inert (src/prerender/hydration.tsx).
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        const heading = document.querySelector('h1');
        if (!heading || document.getElementById('root')?.hasAttribute('inert')) return;
        if (!Object.keys(heading).some((key) => key.startsWith('__reactFiber$'))) return;
        window.firstRenderAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['inert'] });
    });
    const response = await page.goto(`${server.base}${path}`);
    // Stylesheets the page carries inline (a prerendered page's <style> elements) block its render
    // as a linked one does: counted with the files, as one row.
    const inlineCss = [...((await response?.text()) ?? '').matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
      .map((match) => match[1])
      .join('\n');
    await page.waitForFunction(() => window.firstRenderAt !== undefined);
    // The footer hydrates (or renders) after the page's first paint (src/app/appRouter.tsx): wait
    // for it, so its chunk is counted as deferred rather than missed.
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('footer a') ?? {}).some((key) => key.startsWith('__reactFiber$')),
    );
    await page.waitForLoadState('networkidle');
    const {
      firstRenderAt,
      requests,
      document: html,
    } = await page.evaluate(
      (mark) => ({
        // A hydrated page marks its hydration's commit (src/prerender/hydration.tsx): exact, where the
        // observer above only runs after the updates that commit set off have started their imports.
        firstRenderAt: performance.getEntriesByName(mark)[0]?.startTime ?? window.firstRenderAt,
        requests: performance
          .getEntriesByType('resource')
          .map((entry) => ({ url: entry.name, startTime: entry.startTime, sent: entry.encodedBodySize })),
        document: performance.getEntriesByType('navigation').map((entry) => ({
          sent: entry.encodedBodySize,
          decoded: entry.decodedBodySize,
        }))[0],
      }),
      HYDRATED_MARK,
    );
    const own = requests
      .map(({ url, startTime, sent }) => ({ url: new URL(url), startTime, sent }))
      .filter(({ url }) => url.origin === server.base && /\.(js|css)$/.test(url.pathname));
    const row = ({ url, sent }) => {
      const bytes = readFileSync(join(dist, url.pathname));
      return { path: url.pathname, raw: bytes.length, gzip: gzipSize(bytes), br: brSize(url.pathname), sent };
    };
    const byPath = (a, b) => a.path.localeCompare(b.path);
    const inlineRow = inlineCss
      ? [{ path: '(inline <style> of the HTML).css', raw: Buffer.byteLength(inlineCss), gzip: gzipSize(inlineCss) }]
      : [];
    return {
      initial: [
        ...inlineRow,
        ...own
          .filter((r) => r.startTime <= firstRenderAt)
          .map(row)
          .sort(byPath),
      ],
      deferred: own
        .filter((r) => r.startTime > firstRenderAt)
        .map(row)
        .sort(byPath),
      html,
    };
  } finally {
    await browser.close();
    server.stop();
  }
}

/** Builds React alone and React with the data router, each as a one-line app, and gzips their JS. */
async function measureFrameworkFloor() {
  const apps = {
    react: `createRoot(document.getElementById('root')).render(createElement('p', null, 'floor'));`,
    router: `import { createBrowserRouter, RouterProvider } from 'react-router-dom';
const router = createBrowserRouter([{ path: '/', element: createElement('p', null, 'floor') }]);
createRoot(document.getElementById('root')).render(createElement(RouterProvider, { router }));`,
  };
  const sizes = {};
  // Inside the project, so the app's own node_modules resolve.
  const scratch = join(root, 'node_modules', '.cache', 'bench-floor');
  for (const [name, body] of Object.entries(apps)) {
    const dir = join(scratch, name);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, 'main.js'),
      `import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\n${body}\n`,
    );
    writeFileSync(join(dir, 'index.html'), '<div id="root"></div><script type="module" src="./main.js"></script>');
    // React Router resolved as the app's build resolves it (its production build).
    await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      plugins: [reactRouterProduction()],
      build: { outDir: join(dir, 'dist') },
    });
    const assets = join(dir, 'dist', 'assets');
    sizes[name] = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .reduce((n, file) => n + gzipSize(readFileSync(join(assets, file))), 0);
  }
  rmSync(scratch, { recursive: true, force: true });
  return sizes;
}
