/**
 * The prerender step of `vite build` (vite.config.ts runs it after the browser build): bundles
 * ./renderPage.tsx with Vite's SSR build, renders every public page (./pages.ts) and writes each
 * into the built index.html, under prerendered/ in the output with a pages.json index the server
 * reads (src/server/spa.ts). No network, no browser: a few seconds.
 *
 * Each page links the stylesheets its markup uses, so it paints styled before any script runs:
 * a lazily loaded chunk's CSS module is found by its class names in the markup. The page's
 * chunks are also modulepreloaded, so hydration does not wait on a chain of imports.
 *
 * The research pages, rendered in the browser, get a map (prerendered/routes.json, beside
 * pages.json) from each route's path to the stylesheets and chunks its first render loads beyond
 * index.html's: the server names them in the page it sends (src/server/spa.ts), so they arrive with
 * the entry instead of in the waves of imports its code would ask for them in.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

import { build, minifySync, type Manifest } from 'vite';

import { PRERENDERED_ATTRIBUTE } from './markers.ts';
import type { ResearchRoute } from './pages';
import type { RenderedPage } from './renderPage';

/** Where the browser build's manifest is written; read here, then removed from the output. */
export const CLIENT_MANIFEST = '.vite/prerender-manifest.json';
/**
 * Where the browser build writes the chunk file of each of its modules (vite.config.ts): a module
 * that is also imported statically elsewhere has no manifest entry of its own, but sits in a chunk
 * that has one. Read here, then removed from the output with the manifest.
 */
export const CLIENT_MODULES = '.vite/prerender-modules.json';
export const PAGES_INDEX = 'prerendered/pages.json';
/** The research routes' files, by path (read by src/server/spa.ts readRouteLinks). */
export const ROUTE_ASSETS_INDEX = 'prerendered/routes.json';
/**
 * The screens' loaders (src/app/router.tsx loadScreen): the build's index.html modulepreloads their
 * chunk with a link marked by SCREENS_PRELOAD_ATTRIBUTE (vite.config.ts), which a prerendered page
 * whose screen does not load through them drops.
 */
export const SCREENS_MODULE = 'src/app/routes/screens.tsx';
export const SCREENS_PRELOAD_ATTRIBUTE = 'data-screens';

interface RenderModule {
  renderPage: (path: string) => Promise<RenderedPage | null>;
  prerenderedPaths: () => string[];
  prerenderedFile: (path: string) => string;
  researchRoutes: () => ResearchRoute[];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The class names a stylesheet defines. */
const classesOf = (css: string) => new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1] as string));

/** The class names used in markup. */
const classesUsedIn = (html: string) =>
  new Set([...html.matchAll(/\bclass="([^"]*)"/g)].flatMap((m) => (m[1] as string).split(/\s+/).filter(Boolean)));

/** Adds `key` and every chunk it imports statically, directly or not, to `into`. */
function addWithStaticImports(manifest: Manifest, key: string, into: Set<string>): void {
  if (into.has(key) || !manifest[key]) return;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) addWithStaticImports(manifest, imported, into);
}

/** The manifest's chunks, each after the chunks it imports (the order their CSS applies in). */
function chunksInImportOrder(manifest: Manifest): string[] {
  const ordered: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
    ordered.push(key);
    for (const imported of manifest[key].dynamicImports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  for (const key of Object.keys(manifest)) visit(key);
  return ordered;
}

/**
 * Modules whose part of a page hydrates after the rest (src/app/appRouter.tsx: the footer, and
 * src/app/siteHeaderSlot.tsx: the header, load after the first paint): their stylesheets are linked,
 * as the markup needs them, but their chunks are not modulepreloaded, so they do not compete with
 * what the hydration waits for.
 */
export const DEFERRED_HYDRATION_MODULES: readonly string[] = [
  'src/features/layout/SiteFooter.tsx',
  'src/features/layout/SiteHeader.tsx',
];

/**
 * The module of each screen's component, by screen kind, from the screens' loaders in
 * SCREENS_MODULE (`kind: () => import('../../features/auth/LoginScreen')…`): paths relative to
 * `root`, with the extension the manifest names them by.
 */
export function screenModules(source: string, root: string): Map<string, string> {
  const modules = new Map<string, string>();
  const fromDir = dirname(join(root, SCREENS_MODULE));
  const moduleOf = (specifier: string) => {
    const path = relative(root, resolve(fromDir, specifier)).split('\\').join('/');
    return /\.[cm]?[jt]sx?$/.test(path) ? path : `${path}.tsx`;
  };
  for (const match of source.matchAll(/^\s*'?([\w-]+)'?:\s*\(\)\s*=>\s*import\('(\.[^']+)'\)/gm)) {
    const [, kind = '', specifier = ''] = match;
    modules.set(kind, moduleOf(specifier));
  }
  // A screen configured by a helper of the module (`'seo-backlinks': () => seoListScreen('backlinks')`):
  // the module the helper imports.
  for (const match of source.matchAll(/^\s*'?([\w-]+)'?:\s*\(\)\s*=>\s*(\w+)\(/gm)) {
    const [, kind = '', helper = ''] = match;
    const body = new RegExp(`^function ${helper}\\([\\s\\S]*?\\n}`, 'm').exec(source)?.[0] ?? '';
    const specifier = /import\('(\.[^']+)'\)/.exec(body)?.[1];
    if (specifier && !modules.has(kind)) modules.set(kind, moduleOf(specifier));
  }
  return modules;
}

export interface PageAssets {
  stylesheets: string[];
  modulePreloads: string[];
}

/**
 * The stylesheets and scripts a page's markup needs beyond the entry's: the chunks whose
 * stylesheets define the classes the markup uses, and the chunks those import; and the chunk of
 * the page's screen (`screenModule`, a manifest key) with its imports, which the router loads before
 * hydrating — preloaded, so the page does not wait for the screens' chunk to ask for it.
 */
export function pageAssets(
  html: string,
  manifest: Manifest,
  readAsset: (file: string) => string,
  screenModule?: string,
): PageAssets {
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const inEntry = new Set<string>();
  const addStatic = (key: string, into: Set<string>) => addWithStaticImports(manifest, key, into);
  for (const key of entryKeys) addStatic(key, inEntry);
  const entryCss = new Set([...inEntry].flatMap((key) => manifest[key]?.css ?? []));
  // A class the entry's stylesheet styles already needs nothing more (a chunk that composes one
  // of its classes repeats its rules).
  const styledByEntry = new Set([...entryCss].flatMap((file) => [...classesOf(readAsset(file))]));
  const used = new Set([...classesUsedIn(html)].filter((name) => !styledByEntry.has(name)));

  // Chunks repeat the rules of the classes they compose, so a class may be defined by several:
  // the fewest chunks that define every class the markup uses, the widest first.
  const uncovered = new Set(used);
  const defines = new Map<string, Set<string>>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (inEntry.has(key) || !chunk.css?.length) continue;
    defines.set(key, new Set(chunk.css.flatMap((file) => [...classesOf(readAsset(file))])));
  }
  const needed = new Set<string>();
  // What hydration waits for: the chosen chunks, with their imports, but the deferred modules' own
  // chunks and those they import (chosen for their stylesheets: their scripts load with them).
  const preloaded = new Set<string>();
  const deferred = new Set<string>();
  for (const key of DEFERRED_HYDRATION_MODULES) addStatic(key, deferred);
  if (screenModule && manifest[screenModule] && !inEntry.has(screenModule)) {
    addStatic(screenModule, needed);
    addStatic(screenModule, preloaded);
    for (const file of manifest[screenModule].css ?? [])
      for (const name of classesOf(readAsset(file))) uncovered.delete(name);
  }

  for (;;) {
    let best: { key: string; covers: number } | null = null;
    for (const [key, classes] of defines) {
      const covers = [...classes].filter((name) => uncovered.has(name)).length;
      if (covers > 0 && (!best || covers > best.covers)) best = { key, covers };
    }
    if (!best) break;
    for (const name of defines.get(best.key) ?? []) uncovered.delete(name);
    addStatic(best.key, needed);
    if (!deferred.has(best.key)) addStatic(best.key, preloaded);
  }
  const ordered = chunksInImportOrder(manifest).filter((key) => needed.has(key) && !inEntry.has(key));
  return {
    stylesheets: [...new Set(ordered.flatMap((key) => manifest[key]?.css ?? []))].filter((f) => !entryCss.has(f)),
    modulePreloads: ordered
      .filter((key) => preloaded.has(key))
      .map((key) => manifest[key]?.file)
      .filter((file): file is string => Boolean(file)),
  };
}

/**
 * What a research page's first render loads beside its screen: the route texts (src/app/routeTexts.ts),
 * the paywall gate and the modules it asks for beside it (src/app/Shell.tsx loadResearchGate), the site
 * header (src/app/siteHeaderSlot.tsx), and the guard chain's query lookup and count of the search
 * (src/app/guardLoader.ts). A module the build no longer has fails the build (routeAssets).
 */
export const RESEARCH_FIRST_RENDER_MODULES: readonly string[] = [
  'src/app/frame.ts',
  'src/features/shell/PaywallGate.tsx',
  'src/features/shell/paywallTexts.ts',
  'src/features/shell/registeredEvent.ts',
  'src/features/shell/useMountedRef.ts',
  'src/features/layout/SiteHeader.tsx',
  'src/api/navigation.ts',
  'src/features/shell/searchCounting.ts',
];

/** Beyond those, by screen kind: the domain overview's early read (src/app/guardLoader.ts prefetchRouteReads). */
export const SCREEN_FIRST_RENDER_MODULES: Readonly<Record<string, readonly string[]>> = {
  'domain-overview': ['src/features/research/overview/overviewPrefetch.ts'],
};

/**
 * The files an app page rendered in the browser (index.html, `template`) loads for `modules` beyond
 * what the entry imports and the template names already: their chunks with the chunks those import,
 * and their stylesheets, in import order. A module the build does not have fails the build: the
 * map would silently lose it.
 */
export function routeAssets(
  manifest: Manifest,
  modules: readonly string[],
  template: string,
  moduleFiles: Readonly<Record<string, string>> = {},
): PageAssets {
  const closure = (keys: readonly string[]) => {
    const into = new Set<string>();
    for (const key of keys) addWithStaticImports(manifest, key, into);
    return into;
  };
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const keyOf = (module: string) => (manifest[module] ? module : keyOfFile.get(moduleFiles[module] ?? ''));
  const missing = modules.filter((module) => keyOf(module) === undefined);
  if (missing.length) throw new Error(`Not modules of the build: ${missing.join(', ')}.`);
  const keys = modules.map((module) => keyOf(module) as string);
  const inEntry = closure(Object.keys(manifest).filter((key) => manifest[key]?.isEntry));
  const needed = closure(keys);
  const named = (file: string) => template.includes(`href="/${file}"`);
  const ordered = chunksInImportOrder(manifest).filter((key) => needed.has(key) && !inEntry.has(key));
  const entryCss = new Set([...inEntry].flatMap((key) => manifest[key]?.css ?? []));
  return {
    stylesheets: [...new Set(ordered.flatMap((key) => manifest[key]?.css ?? []))].filter(
      (file) => !entryCss.has(file) && !named(file),
    ),
    modulePreloads: ordered
      .map((key) => manifest[key]?.file)
      .filter((file): file is string => Boolean(file) && !named(file as string)),
  };
}

/**
 * The page's scripts — the entry and every modulepreload — are fetched at low priority: the
 * prerendered markup paints with its stylesheets alone, so on a slow link the scripts (the entry is
 * most of the bytes) must not take bandwidth from the stylesheets and the body font before the first
 * paint; hydration follows once they arrive. Chrome fetches a module script or a modulepreload at
 * high priority otherwise, and Lighthouse's simulated slow 4G then counts every script that loaded
 * before the first paint as blocking it (FCP and LCP wait on the entry's ~100 KB).
 */
export const SCRIPT_PRIORITY = 'low';

const withLowScriptPriority = (head: string) =>
  head.replace(
    /<(script type="module"|link rel="modulepreload")(?![^>]*\bfetchpriority=)/g,
    `<$1 fetchpriority="${SCRIPT_PRIORITY}"`,
  );

/**
 * Each stylesheet the page links, inlined: its rules in a <style> (the CSP allows inline styles),
 * so the page paints as soon as its HTML has arrived instead of a round trip per stylesheet later.
 * The link stays, with a type no browser styles with (so it is neither fetched nor applied; a
 * `disabled` one is still fetched), so the app's loader of a lazy chunk's CSS finds the stylesheet
 * in the page and does not add it a second time.
 */
export const INLINED_STYLESHEET_TYPE = 'text/x-inlined-css';

function withInlineStylesheets(head: string, readAsset: (file: string) => string): string {
  return head.replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g, (link, file: string) => {
    const css = readAsset(file).trim();
    if (/<\/style/i.test(css)) throw new Error(`${file} cannot be inlined: it contains "</style".`);
    return `<style>${css}</style>\n    ${link.replace(/>$/, ` type="${INLINED_STYLESHEET_TYPE}">`)}`;
  });
}

/** The script that starts a prerendered page's app after its first paint (./boot.js), as written into the build. */
export const BOOT_SCRIPT_SOURCE = 'src/prerender/boot.js';

/**
 * The page's scripts — the entry module and its modulepreloads — replaced by the boot script
 * (./boot.js), which asks for them once the page has painted: named on its data attributes, in
 * their order.
 */
function withScriptsAfterFirstPaint(head: string, bootScript: string): string {
  const preloads: string[] = [];
  let entry: string | undefined;
  const rest = head
    .replace(/\s*<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g, (_tag, src: string) => {
      if (entry !== undefined) throw new Error('index.html has more than one module script.');
      entry = src;
      return '';
    })
    .replace(/\s*<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g, (_tag, href: string) => {
      if (!preloads.includes(href)) preloads.push(href);
      return '';
    });
  if (entry === undefined) throw new Error('index.html has no module script to start the app.');
  const boot =
    `<script defer src="/${bootScript}" data-entry="${escapeHtml(entry)}"` +
    ` data-preloads="${escapeHtml(JSON.stringify(preloads))}"></script>`;
  return rest.replace(/\s*<\/head>$/, `\n    ${boot}\n  </head>`);
}

/** What `composePage` takes from the build's output, when it composes a page of it. */
export interface BuiltFiles {
  /** A file of the build, by its path in the output (its stylesheets are inlined). */
  readAsset: (file: string) => string;
  /** The boot script's path in the output: with it, the page's scripts start after its first paint. */
  bootScript?: string;
}

/**
 * The built index.html with the page's head, assets and markup; with the build's files, its
 * stylesheets inlined and (with the boot script) its scripts asked for after its first paint.
 */
export function composePage(
  template: string,
  path: string,
  page: RenderedPage,
  assets: PageAssets,
  built?: BuiltFiles,
): string {
  if (!page.needsScreensChunk)
    template = template.replace(new RegExp(`\\s*<link [^>]*${SCREENS_PRELOAD_ATTRIBUTE}[^>]*>`, 'g'), '');
  const links = [
    ...assets.stylesheets.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...assets.modulePreloads.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  let html = template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(page.description)}" />`,
    )
    .replace(/\s*<\/head>/, `\n    ${links.join('\n    ')}\n  </head>`);
  if (built) html = html.replace(/^[\s\S]*?<\/head>/, (head) => withInlineStylesheets(head, built.readAsset));
  // The boot script asks for the scripts after the first paint; without it they are fetched at once, at low priority.
  const { bootScript } = built ?? {};
  html = html.replace(/^[\s\S]*?<\/head>/, (head) =>
    bootScript ? withScriptsAfterFirstPaint(head, bootScript) : withLowScriptPriority(head),
  );
  // Inert until hydrated (src/app/main.tsx): a click or keystroke before then would be lost.
  const root = `<div id="root" ${PRERENDERED_ATTRIBUTE}="${escapeHtml(path)}" inert>${page.html}</div>`;
  if (!html.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root to prerender into.');
  html = html.replace('<div id="root"></div>', () => root);
  return html;
}

export interface PrerenderOptions {
  /** The project root (where vite.config.ts is). */
  root: string;
  /** The browser build's output directory. */
  outDir: string;
}

/** Renders every prerendered page into `outDir`; answers the paths written. */
export async function prerenderPages({ root, outDir }: PrerenderOptions): Promise<string[]> {
  // A fresh directory per build: Node keeps an imported module for the process's life, and the
  // chunks import the entry by its path (a query on it would make a second copy of the app).
  const ssrDir = join(root, 'node_modules', '.cache', `rivalscope-prerender-${process.pid}-${Date.now()}`);
  await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: join(root, 'src/prerender/renderPage.tsx'),
      outDir: ssrDir,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: false,
      rollupOptions: { output: { entryFileNames: 'renderPage.mjs' } },
    },
  });
  const manifestPath = join(outDir, CLIENT_MANIFEST);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const moduleFiles = JSON.parse(readFileSync(join(outDir, CLIENT_MODULES), 'utf8')) as Record<string, string>;
  rmSync(dirname(manifestPath), { recursive: true, force: true });
  const template = readFileSync(join(outDir, 'index.html'), 'utf8');
  const screens = screenModules(readFileSync(join(root, SCREENS_MODULE), 'utf8'), root);
  // Served as written here, unbundled: minified, so its comments do not ride on every first paint.
  const bootSource = minifySync(BOOT_SCRIPT_SOURCE, readFileSync(join(root, BOOT_SCRIPT_SOURCE), 'utf8')).code;
  const bootScript = `assets/boot-${createHash('sha256').update(bootSource).digest('base64url').slice(0, 8)}.js`;
  writeFileSync(join(outDir, bootScript), bootSource);
  const assetText = new Map<string, string>();
  const readAsset = (file: string) => {
    if (!assetText.has(file)) assetText.set(file, readFileSync(join(outDir, file), 'utf8'));
    return assetText.get(file) as string;
  };

  const index: Record<string, string> = {};
  try {
    const module = (await import(pathToFileURL(join(ssrDir, 'renderPage.mjs')).href)) as RenderModule;
    rmSync(join(outDir, 'prerendered'), { recursive: true, force: true });
    for (const path of module.prerenderedPaths()) {
      const page = await module.renderPage(path).catch((error: unknown) => {
        throw new Error(`Prerendering ${path} failed: ${error instanceof Error ? error.message : String(error)}`, {
          cause: error,
        });
      });
      if (!page) continue;
      const file = module.prerenderedFile(path);
      mkdirSync(dirname(join(outDir, file)), { recursive: true });
      writeFileSync(
        join(outDir, file),
        composePage(template, path, page, pageAssets(page.html, manifest, readAsset, screens.get(page.screen)), {
          readAsset,
          bootScript,
        }),
      );
      index[path] = file;
    }
    writeFileSync(join(outDir, PAGES_INDEX), `${JSON.stringify(index, null, 2)}\n`);
    const routes: Record<string, PageAssets> = {};
    for (const { paths, screen } of module.researchRoutes()) {
      const screenModule = screens.get(screen);
      const modules = [
        ...(screenModule ? [screenModule] : []),
        ...RESEARCH_FIRST_RENDER_MODULES,
        ...(SCREEN_FIRST_RENDER_MODULES[screen] ?? []),
      ];
      const assets = routeAssets(manifest, modules, template, moduleFiles);
      for (const path of paths) routes[path] = assets;
    }
    writeFileSync(join(outDir, ROUTE_ASSETS_INDEX), `${JSON.stringify(routes, null, 2)}\n`);
  } finally {
    rmSync(ssrDir, { recursive: true, force: true });
  }
  return Object.keys(index);
}
