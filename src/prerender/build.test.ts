import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';

import {
  composePage,
  DEFERRED_HYDRATION_MODULES,
  INLINED_STYLESHEET_TYPE,
  pageAssets,
  routeAssets,
  screenModules,
} from './build';

/** A build's manifest in small: the entry, a screen with its CSS module, and a chunk repeating one of its rules. */
const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    css: ['assets/index-1.css'],
    imports: ['_shared-1.js'],
    dynamicImports: ['src/Home.tsx', 'src/Checkout.tsx'],
  },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  '_loginFlow-1.js': { file: 'assets/loginFlow-1.js', imports: ['_shared-1.js'] },
  'src/Login.tsx': { file: 'assets/Login-1.js', imports: ['_loginFlow-1.js', '_Button-1.js'] },
  '_Button-1.js': { file: 'assets/Button-1.js', css: ['assets/Button-1.css'] },
  'src/Home.tsx': { file: 'assets/Home-1.js', css: ['assets/Home-1.css'], imports: ['_Button-1.js'] },
  'src/Checkout.tsx': { file: 'assets/Checkout-1.js', css: ['assets/Checkout-1.css'], imports: ['_Button-1.js'] },
};
const CSS: Record<string, string> = {
  'assets/index-1.css': '._header_a1{color:red}',
  'assets/Button-1.css': '._button_b1{padding:0}',
  'assets/Home-1.css': '._home_c1{margin:0}._title_c1{font-size:2rem}',
  // Composes the home title: repeats its rule, but the page does not need this chunk for it.
  'assets/Checkout-1.css': '._title_c1{font-size:2rem}._form_d1{display:grid}',
};
const read = (file: string) => CSS[file] ?? '';

describe('a prerendered page', () => {
  it('links the fewest stylesheets that style its markup, after the ones they import, and preloads their chunks', () => {
    const html = '<header class="_header_a1"></header><main class="_home_c1"><h1 class="_title_c1">Hi</h1></main>';
    expect(pageAssets(html, MANIFEST, read)).toEqual({
      // The screen's chunk brings its imports' stylesheets along, as it does in the browser.
      stylesheets: ['assets/Button-1.css', 'assets/Home-1.css'],
      modulePreloads: ['assets/Button-1.js', 'assets/Home-1.js'],
    });
  });

  it('links the stylesheet of a part that hydrates later (the footer) but does not preload its chunk or its imports', () => {
    const [footer = ''] = DEFERRED_HYDRATION_MODULES;
    const manifest: Manifest = {
      ...MANIFEST,
      [footer]: {
        file: 'assets/SiteFooter-1.js',
        css: ['assets/SiteFooter-1.css'],
        imports: ['_Button-1.js', '_texts-1.js'],
      },
      // Imported by the footer alone: it loads with the footer's chunk, after the first paint.
      '_texts-1.js': { file: 'assets/texts-1.js', css: ['assets/texts-1.css'] },
    };
    const css: Record<string, string> = {
      ...CSS,
      'assets/SiteFooter-1.css': '._footer_e1{margin:0}',
      'assets/texts-1.css': '._note_f1{margin:0}',
    };
    const html = '<main class="_home_c1"></main><footer class="_footer_e1"><p class="_note_f1"></p></footer>';
    expect(pageAssets(html, manifest, (file) => css[file] ?? '')).toEqual({
      stylesheets: ['assets/Button-1.css', 'assets/Home-1.css', 'assets/texts-1.css', 'assets/SiteFooter-1.css'],
      modulePreloads: ['assets/Button-1.js', 'assets/Home-1.js'],
    });
  });

  it("preloads its screen's chunk and the chunks that imports, which carry no class of its markup", () => {
    const html = '<main><button class="_button_b1">Log In</button></main>';
    expect(pageAssets(html, MANIFEST, read)).toEqual({
      stylesheets: ['assets/Button-1.css'],
      modulePreloads: ['assets/Button-1.js'],
    });
    expect(pageAssets(html, MANIFEST, read, 'src/Login.tsx')).toEqual({
      stylesheets: ['assets/Button-1.css'],
      // Not the shared chunk: the entry imports it.
      modulePreloads: ['assets/Button-1.js', 'assets/loginFlow-1.js', 'assets/Login-1.js'],
    });
    // A screen the build does not know adds nothing.
    expect(pageAssets(html, MANIFEST, read, 'src/Gone.tsx').modulePreloads).toEqual(['assets/Button-1.js']);
  });

  it("finds each screen's module in the screens' loaders", () => {
    const source = `export const SCREENS = {
  'error-notfound': () =>
    import('../../features/errors/ErrorScreen').then(({ ErrorScreen }) => ErrorScreen),
  login: () => import('../../features/auth/LoginScreen').then((m) => m.LoginScreen),
  'onboarding-1': () => onboardingStep(1),
};`;
    expect(Object.fromEntries(screenModules(source, '/repo'))).toEqual({
      'error-notfound': 'src/features/errors/ErrorScreen.tsx',
      login: 'src/features/auth/LoginScreen.tsx',
    });
  });

  it('finds the module a screen helper of the loaders imports', () => {
    const source = `export const SCREENS = {
  'seo-backlinks': () => seoListScreen('backlinks'),
  'onboarding-1': () => onboardingStep(1),
};

function seoListScreen(page: 'competitors' | 'backlinks'): Promise<ComponentType> {
  return import('../../features/research/seoLists/SeoListScreen').then(({ SeoListScreen }) => {
    return function SeoListPageScreen() {
      return <SeoListScreen page={page} />;
    };
  });
}
`;
    expect(Object.fromEntries(screenModules(source, '/repo'))).toEqual({
      'seo-backlinks': 'src/features/research/seoLists/SeoListScreen.tsx',
    });
  });

  it("needs nothing beyond the entry when the entry's stylesheet styles it all", () => {
    expect(pageAssets('<header class="_header_a1"></header>', MANIFEST, read)).toEqual({
      stylesheets: [],
      modulePreloads: [],
    });
  });

  it('is the built index.html with its title, description, links and inert markup', () => {
    const template =
      '<html><head><meta name="description" content="Rivalscope" />\n<title>Rivalscope</title>\n  </head>' +
      '<body><div id="root"></div></body></html>';
    const html = composePage(
      template,
      '/company',
      {
        html: '<h1>About &amp; us</h1>',
        title: 'About "Rivalscope"',
        description: 'Who we are & why',
        needsScreensChunk: true,
        screen: 'marketing',
      },
      { stylesheets: ['assets/Home-1.css'], modulePreloads: ['assets/Home-1.js'] },
    );
    expect(html).toContain('<title>About &quot;Rivalscope&quot;</title>');
    expect(html).toContain('<meta name="description" content="Who we are &amp; why" />');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/Home-1.css">');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/Home-1.js">');
    expect(html).toContain('<div id="root" data-prerendered="/company" inert><h1>About &amp; us</h1></div>');
  });

  it("keeps the template's preload of the screens' chunk only on a page whose screen loads through it", () => {
    const template =
      '<html><head><title>Rivalscope</title>\n    <link rel="modulepreload" crossorigin href="/assets/screens-1.js" data-screens>' +
      '\n  </head><body><div id="root"></div></body></html>';
    const page = { html: '<h1>Hi</h1>', title: 'Hi', description: 'Hi', screen: 'marketing' as const };
    const none = { stylesheets: [], modulePreloads: [] };
    const preload =
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/screens-1.js" data-screens>';
    expect(composePage(template, '/company', { ...page, needsScreensChunk: true }, none)).toContain(preload);
    const home = composePage(template, '/', { ...page, needsScreensChunk: false }, none);
    expect(home).not.toContain('screens-1.js');
    expect(home).toContain('<title>Hi</title>');
  });

  it("carries its stylesheets' rules inline, in their order, each beside its link that is no longer fetched", () => {
    const template =
      '<html><head><title>Rivalscope</title>\n    <link rel="stylesheet" crossorigin href="/assets/index-1.css">' +
      '\n  </head><body><div id="root"></div></body></html>';
    const page = { html: '<p class="_home_c1">Hi</p>', title: 'Hi', description: 'Hi', screen: 'home' as const };
    const assets = { stylesheets: ['assets/Button-1.css', 'assets/Home-1.css'], modulePreloads: [] };
    const html = composePage(template, '/', { ...page, needsScreensChunk: false }, assets, { readAsset: read });
    const head = html.slice(0, html.indexOf('</head>'));
    expect([...head.matchAll(/<style>([^<]*)<\/style>/g)].map((m) => m[1])).toEqual([
      '._header_a1{color:red}',
      '._button_b1{padding:0}',
      '._home_c1{margin:0}._title_c1{font-size:2rem}',
    ]);
    expect(head).toContain(
      `<link rel="stylesheet" crossorigin href="/assets/Home-1.css" type="${INLINED_STYLESHEET_TYPE}">`,
    );
    expect(head).not.toMatch(/<link rel="stylesheet"(?![^>]*type=)/);
    // Without the build's files (a test of the page's parts) the links stay as they are.
    expect(composePage(template, '/', { ...page, needsScreensChunk: false }, assets)).not.toContain('<style>');
  });

  it('refuses a stylesheet that would end its inline <style> early', () => {
    const template =
      '<html><head><link rel="stylesheet" crossorigin href="/assets/x-1.css"></head><body><div id="root"></div></body></html>';
    const page = { html: '', title: 'Hi', description: 'Hi', screen: 'home' as const, needsScreensChunk: false };
    expect(() =>
      composePage(
        template,
        '/',
        page,
        { stylesheets: [], modulePreloads: [] },
        { readAsset: () => 'a{content:"</style>"}' },
      ),
    ).toThrow(/x-1\.css/);
  });

  it('with the boot script, asks for its scripts only after the first paint: the boot script names them, in order', () => {
    const template =
      '<html><head><title>Rivalscope</title>\n    <script type="module" crossorigin src="/assets/index-1.js"></script>' +
      '\n    <link rel="modulepreload" crossorigin href="/assets/react-1.js">' +
      '\n    <link rel="stylesheet" crossorigin href="/assets/index-1.css">' +
      '\n  </head><body><div id="root"></div></body></html>';
    const page = { html: '<h1>Hi</h1>', title: 'Hi', description: 'Hi', screen: 'marketing' as const };
    const assets = { stylesheets: [], modulePreloads: ['assets/Login-1.js', 'assets/react-1.js'] };
    const html = composePage(template, '/auth/login', { ...page, needsScreensChunk: true }, assets, {
      readAsset: () => '._login{margin:0}',
      bootScript: 'assets/boot-1.js',
    });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    const boot =
      /<script defer src="\/assets\/boot-1\.js" data-entry="([^"]+)" data-preloads="([^"]+)"><\/script>/.exec(head);
    expect(boot?.[1]).toBe('/assets/index-1.js');
    expect(JSON.parse((boot?.[2] ?? '').replaceAll('&quot;', '"'))).toEqual([
      '/assets/react-1.js',
      '/assets/Login-1.js',
    ]);
    expect(head).toContain('<style>._login{margin:0}</style>');
    expect(html).toContain('<h1>Hi</h1>');
  });

  it('fetches its scripts at low priority, behind the stylesheets and the font its first paint needs', () => {
    const template =
      '<html><head><title>Rivalscope</title>\n    <script type="module" crossorigin src="/assets/index-1.js"></script>' +
      '\n    <link rel="modulepreload" crossorigin href="/assets/react-1.js">' +
      '\n    <link rel="stylesheet" crossorigin href="/assets/index-1.css">' +
      '\n    <link rel="preload" as="font" type="font/woff2" href="/assets/inter-1.woff2" crossorigin="">' +
      '\n  </head><body><div id="root"></div></body></html>';
    const html = composePage(
      template,
      '/company',
      {
        html: '<p>link rel="modulepreload"</p>',
        title: 'Hi',
        description: 'Hi',
        needsScreensChunk: true,
        screen: 'marketing',
      },
      { stylesheets: ['assets/Home-1.css'], modulePreloads: ['assets/Home-1.js'] },
    );
    const scripts = [...html.matchAll(/<(?:script type="module"|link rel="modulepreload")[^>]*>/g)].map((m) => m[0]);
    expect(scripts).toEqual([
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js">',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-1.js">',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/Home-1.js">',
    ]);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/Home-1.css">');
    expect(html).toContain(
      '<link rel="preload" as="font" type="font/woff2" href="/assets/inter-1.woff2" crossorigin="">',
    );
    expect(html).not.toMatch(/(stylesheet|as="font")[^>]*fetchpriority/);
    expect(html).toContain('<p>link rel="modulepreload"</p>');
  });
});

describe("a research route's files (the page rendered in the browser)", () => {
  const TEMPLATE = `<head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/loginFlow-1.js">
  </head>`;

  it("are its modules' chunks with their imports and stylesheets, in import order, beyond the entry and the template", () => {
    expect(routeAssets(MANIFEST, ['src/Checkout.tsx', 'src/Login.tsx'], TEMPLATE)).toEqual({
      stylesheets: ['assets/Button-1.css', 'assets/Checkout-1.css'],
      // Not the shared chunk (the entry imports it) nor the login flow (the template preloads it).
      modulePreloads: ['assets/Button-1.js', 'assets/Checkout-1.js', 'assets/Login-1.js'],
    });
  });

  it('are found by chunk for a module with no manifest entry of its own (one imported statically elsewhere too)', () => {
    const moduleFiles = { 'src/loginFlow.ts': 'assets/loginFlow-1.js', 'src/buttonText.ts': 'assets/Button-1.js' };
    expect(routeAssets(MANIFEST, ['src/buttonText.ts'], TEMPLATE, moduleFiles)).toEqual({
      stylesheets: ['assets/Button-1.css'],
      modulePreloads: ['assets/Button-1.js'],
    });
    // Its chunk is named by the template already.
    expect(routeAssets(MANIFEST, ['src/loginFlow.ts'], TEMPLATE, moduleFiles)).toEqual({
      stylesheets: [],
      modulePreloads: [],
    });
  });

  it('are nothing more for a module the entry has', () => {
    expect(routeAssets(MANIFEST, ['index.html'], TEMPLATE)).toEqual({ stylesheets: [], modulePreloads: [] });
  });

  it('fail the build for a module the build does not have, rather than leave it out', () => {
    expect(() => routeAssets(MANIFEST, ['src/Checkout.tsx', 'src/Gone.tsx'], TEMPLATE)).toThrow(/src\/Gone\.tsx/);
  });
});
