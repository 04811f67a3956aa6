import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';

import { composePage, DEFERRED_HYDRATION_MODULES, pageAssets } from './build';

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
      },
      { stylesheets: ['assets/Home-1.css'], modulePreloads: ['assets/Home-1.js'] },
    );
    expect(html).toContain('<title>About &quot;Rivalscope&quot;</title>');
    expect(html).toContain('<meta name="description" content="Who we are &amp; why" />');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/Home-1.css">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/Home-1.js">');
    expect(html).toContain('<div id="root" data-prerendered="/company" inert><h1>About &amp; us</h1></div>');
  });

  it("keeps the template's preload of the screens' chunk only on a page whose screen loads through it", () => {
    const template =
      '<html><head><title>Rivalscope</title>\n    <link rel="modulepreload" crossorigin href="/assets/screens-1.js" data-screens>' +
      '\n  </head><body><div id="root"></div></body></html>';
    const page = { html: '<h1>Hi</h1>', title: 'Hi', description: 'Hi' };
    const none = { stylesheets: [], modulePreloads: [] };
    const preload = '<link rel="modulepreload" crossorigin href="/assets/screens-1.js" data-screens>';
    expect(composePage(template, '/company', { ...page, needsScreensChunk: true }, none)).toContain(preload);
    const home = composePage(template, '/', { ...page, needsScreensChunk: false }, none);
    expect(home).not.toContain('screens-1.js');
    expect(home).toContain('<title>Hi</title>');
  });
});
