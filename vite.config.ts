/// <reference types="vitest/config" />
import { spawnSync } from 'node:child_process';
import { existsSync, statfsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { relative, resolve, sep } from 'node:path';

import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import type { BrowserCommand } from 'vitest/node';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/lib/chromium.mjs';
import { firstRenderChunks } from './scripts/lib/firstRenderChunks.ts';
import { fontPreloads } from './scripts/lib/fontPreloads.ts';
import { moduleMockingTests } from './scripts/lib/moduleMockingTests.ts';
import { reactRouterProduction } from './scripts/lib/reactRouterProduction.mjs';
import { matchStoryScreenshot } from './scripts/lib/storyScreenshots.ts';
import apiContract from './src/api/openapi.gen.json' with { type: 'json' };
import {
  CLIENT_MANIFEST,
  CLIENT_MODULES,
  RESEARCH_FIRST_RENDER_MODULES,
  SCREEN_FIRST_RENDER_MODULES,
  SCREENS_MODULE,
  SCREENS_PRELOAD_ATTRIBUTE,
} from './src/prerender/build.ts';
import { precompressDir } from './src/server/precompress.ts';

/**
 * `npm run dev` (scripts/dev.mjs): Vite proxies the API to the server on API_PORT (default 3001).
 * The paths come from the contract: a first path segment holding several operations (/auth/,
 * /Endpoints/, /endpoints/, /NsaApi/) is proxied whole, a lone operation (/home/pixel,
 * /OnboardingApi/SaveUserSurvey) by its exact path, so app pages never reach the server. The
 * Host header is kept, so the server's links and cookies name the Vite origin. Off under Vitest:
 * the story tests answer the API with MSW.
 */
function apiProxy(): Record<string, ProxyOptions> {
  const bySegment = new Map<string, string[]>();
  for (const path of Object.keys(apiContract.paths)) {
    const segment = path.split('/')[1] ?? '';
    bySegment.set(segment, [...(bySegment.get(segment) ?? []), path]);
  }
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const prefixes = [...bySegment].filter(([, paths]) => paths.length > 1).map(([segment]) => escape(segment));
  const exact = [...bySegment].filter(([, paths]) => paths.length === 1).flatMap(([, paths]) => paths.map(escape));
  const pattern = `^(?:/(?:${prefixes.join('|')})/|(?:${exact.join('|')})(?:[?#]|$))`;
  return { [pattern]: { target: `http://127.0.0.1:${process.env.API_PORT || 3001}`, changeOrigin: false } };
}

/**
 * Story screenshots: Chromium paints an iframe only within its viewport, so a page taller than the
 * story viewport came out blank below it. Before its screenshot a story's frame is grown to the
 * page's height (.storybook/vitest.setup.ts); the outer page grows with it first, or the test
 * runner would scale the frame down to fit.
 */
/**
 * After the browser build: writes .br and .gz beside the output's static text files for the
 * server, then prerenders the public pages (src/prerender/cli.ts, in a process of its own). One
 * hook, so the two run in order; not in the prerender's own SSR build, nor in Storybook's.
 */
function afterBuild(): Plugin {
  let root = '.';
  let outDir = 'dist';
  // Storybook's build loads this config too: its output is neither served nor prerendered.
  let isStorybook = false;
  return {
    name: 'rivalscope-after-build',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    config: () => ({ build: { manifest: CLIENT_MANIFEST } }),
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      isStorybook = config.plugins.some((plugin) => plugin.name.startsWith('storybook:'));
    },
    // Each of our modules' chunk, for the prerender step's map of the research routes' files.
    generateBundle(_options, bundle) {
      if (isStorybook) return;
      const files: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const id of chunk.moduleIds) {
          const path = relative(root, id);
          if (!path.startsWith('..') && !path.includes('node_modules'))
            files[path.split(sep).join('/')] = chunk.fileName;
        }
      }
      this.emitFile({ type: 'asset', fileName: CLIENT_MODULES, source: JSON.stringify(files) });
    },
    closeBundle() {
      if (isStorybook) return;
      precompressDir(outDir);
      const prerender = spawnSync(
        process.execPath,
        ['--import', 'tsx', resolve(root, 'src/prerender/cli.ts'), root, outDir],
        { cwd: root, stdio: 'inherit' },
      );
      if (prerender.status !== 0) throw new Error(`The prerender step failed (exit ${prerender.status}).`);
    },
  };
}

/** Preloads the fonts of the first paint (scripts/lib/fontPreloads.ts) from the built index.html. */
function preloadFonts(): Plugin {
  return {
    name: 'rivalscope-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) =>
        fontPreloads(Object.keys(bundle ?? {})).map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
          injectTo: 'head' as const,
        })),
    },
  };
}

/**
 * Modulepreloads the screens' loaders (src/app/router.tsx loadScreen) from the built index.html: an
 * app page asks for them with the entry rather than after it has run. So too the API client
 * (src/api/client.ts, openapi-fetch), which the entry does not import (its first call is a plain
 * fetch, src/api/activeState.ts) but an app page's guard chain and screen soon ask for. A
 * prerendered page whose screen does not load through them (home) drops both links
 * (src/prerender/build.ts).
 */
const PRELOADED_WITH_SCREENS = [`/${SCREENS_MODULE}`, '/src/api/client.ts'];
/**
 * The app pages' first-render files, fewer and larger (scripts/lib/firstRenderChunks.ts): one chunk
 * for what every app page loads beside its screen and most screens share (the route frame, header,
 * paywall gate, API client, section frame), one for the research screens' shared parts, and the
 * domain overview's own. The prerendered home page, measured against its own budget, keeps its files.
 */
function firstRenderGroups() {
  const appFrame = [
    ...PRELOADED_WITH_SCREENS.map((path) => path.slice(1)),
    ...RESEARCH_FIRST_RENDER_MODULES,
    'src/features/shell/SectionFrame.tsx',
    'src/features/shell/useLoader.ts',
    'src/lib/format.ts',
  ];
  const domainOverview = [
    'src/features/research/overview/DomainOverviewScreen.tsx',
    ...(SCREEN_FIRST_RENDER_MODULES['domain-overview'] ?? []),
  ];
  return firstRenderChunks(import.meta.dirname, {
    entry: 'src/app/main.tsx',
    keepApart: ['src/features/home/HomeScreen.tsx'],
    chunks: [
      { name: 'appFrame', roots: appFrame },
      { name: 'research', roots: domainOverview, leaving: 'src/features/research/overview' },
      { name: 'DomainOverviewScreen', roots: domainOverview },
    ],
  });
}

function preloadScreens(): Plugin {
  return {
    name: 'rivalscope-preload-screens',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) =>
        Object.values(bundle ?? {})
          // Rolldown leaves a dynamic entry's facadeModuleId unset: the chunk is found by its modules.
          .filter(
            (chunk) =>
              chunk.type === 'chunk' &&
              chunk.moduleIds.some((id) => PRELOADED_WITH_SCREENS.some((module) => id.endsWith(module))),
          )
          .map((chunk) => ({
            tag: 'link',
            attrs: {
              rel: 'modulepreload',
              crossorigin: '',
              href: `/${chunk.fileName}`,
              [SCREENS_PRELOAD_ATTRIBUTE]: '',
            },
            injectTo: 'head' as const,
          })),
    },
  };
}

/** Whether a RAM disk is there with room for the suites' files (a container's /dev/shm may hold 64 MB). */
function ramDiskHasRoom(path: string): boolean {
  if (!existsSync(path)) return false;
  const { bavail, bsize } = statfsSync(path);
  return bavail * bsize >= TEST_TMPDIR_MIN_FREE_BYTES;
}
const TEST_TMPDIR_MIN_FREE_BYTES = 2 * 1024 ** 3;

/**
 * The server and e2e suites' temporary files (a SQLite file per suite, run with synchronous=FULL)
 * go to a RAM disk where there is one with room: the same code and pragmas, without waiting for the
 * disk at every commit (the server suite's SQLite half took about a third less time). TMPDIR, if
 * set, wins.
 */
const TEST_TMPDIR: Record<string, string> =
  !process.env.TMPDIR && ramDiskHasRoom('/dev/shm') ? { TMPDIR: '/dev/shm' } : {};

/**
 * In a story test run the modules do not change, yet every story file's fresh frame asks the Vite
 * server again for each of its hundreds of modules (Vite marks them `no-cache`, for a changing dev
 * tree). The run's browser keeps them instead, for as long as the run lasts: a frame after the
 * first loads the modules it shares with an earlier one from the browser's cache.
 */
function cacheModulesForTheRun(): Plugin {
  return {
    name: 'rivalscope:cache-modules-for-the-run',
    // `vitest run` only: a watching Vitest (or Storybook's test panel) must see an edited module.
    apply: () => process.env.VITEST !== undefined && process.argv.includes('run'),
    configureServer(server) {
      server.middlewares.use((_request, response, next) => {
        const setHeader = response.setHeader.bind(response);
        response.setHeader = (name, value) =>
          setHeader(
            name,
            /^cache-control$/i.test(name) && value === 'no-cache' && isModule(response) ? 'max-age=86400' : value,
          );
        next();
      });
    },
  };
}

/** A script or stylesheet answer (not the runner's pages, which carry the run's session). */
const isModule = (response: ServerResponse) =>
  /^text\/(javascript|css)\b/.test(String(response.getHeader('content-type') ?? ''));

const RUNNER_VIEWPORT = { width: 1600, height: 1200 };
/** Room the runner page keeps around its frame. */
const RUNNER_MARGIN_PX = 200;
const growRunnerViewport: BrowserCommand<[frameHeight: number]> = async (context, frameHeight) => {
  await context.page.setViewportSize({
    width: RUNNER_VIEWPORT.width,
    height: Math.max(RUNNER_VIEWPORT.height, frameHeight + RUNNER_MARGIN_PX),
  });
};

const UNIT_TESTS = ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'];
// Read only when Vitest loads the config: a build or the dev server has no use for it.
const UNIT_TESTS_MOCKING_MODULES = process.env.VITEST
  ? moduleMockingTests(import.meta.dirname, ['src', 'scripts'], ['src/server/'])
  : [];

export default defineConfig({
  plugins: [reactRouterProduction(), react(), preloadFonts(), preloadScreens(), afterBuild()],
  // Every browser the app supports has <link rel="modulepreload">: no polyfill in the entry.
  build: {
    rolldownOptions: { output: { codeSplitting: { groups: firstRenderGroups() } } },
    modulePreload: {
      polyfill: false,
      // A lazily loaded screen's preload list names its stylesheets only (its scripts follow one
      // round trip later), which keeps the entry's preload map small; the research screens, whose
      // first paint is measured against a budget and by Lighthouse, keep their scripts preloaded, and
      // so does the app frame every app page's first render waits for beside its screen (the route
      // frame, the site header, the research pages' paywall gate): their imports come with them, not
      // a round trip later.
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'js' && !/(Overview|Keywords|Kombat|SeoList)Screen-|\/appFrame-/.test(file)
          ? deps.filter((dep) => dep.endsWith('.css'))
          : deps,
    },
  },
  server: { proxy: process.env.VITEST ? {} : apiProxy() },
  optimizeDeps: {
    // Pre-bundle every browser dependency up front: discovering one mid-run makes Vite
    // re-optimise and reload, and the story tests then fail to import their modules.
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react-router-dom',
      'react-aria-components',
      '@tanstack/react-table',
      '@tanstack/react-virtual',
      'sonner',
      '@visx/shape',
      '@visx/scale',
      '@visx/group',
      '@visx/axis',
      '@visx/text',
      '@upsetjs/venn.js',
      'valtio',
      'openapi-fetch',
      'openapi-msw',
      'msw',
      'msw/browser',
      'msw-storybook-addon/csf3',
    ],
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          // One jsdom and one module graph a worker, shared by its files (src/testing/setupDom.ts
          // resets what a file may leave behind)...
          name: 'unit',
          environment: 'jsdom',
          include: UNIT_TESTS,
          exclude: ['src/server/**', ...UNIT_TESTS_MOCKING_MODULES],
          isolate: false,
          setupFiles: ['src/testing/failOnConsole.ts', 'src/testing/setupDom.ts'],
        },
      },
      {
        extends: true,
        test: {
          // ...except for the files that replace modules with vi.mock: each gets its own.
          name: 'unit-isolated',
          environment: 'jsdom',
          include: UNIT_TESTS_MOCKING_MODULES,
          setupFiles: ['src/testing/failOnConsole.ts', 'src/testing/setupDom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts'],
          env: TEST_TMPDIR,
          // A fresh PostgreSQL schema per suite, migrated, on a loaded 2-core CI machine: allow time.
          testTimeout: 20_000,
          hookTimeout: 60_000,
          setupFiles: ['src/testing/failOnConsole.ts'],
        },
      },
      {
        extends: true,
        test: {
          // The built app (dist/) on the real server, driven in Chromium: `npm test` builds first.
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.test.ts'],
          env: TEST_TMPDIR,
          setupFiles: ['src/testing/failOnConsole.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' }), cacheModulesForTheRun()],
        test: {
          name: 'storybook',
          setupFiles: ['src/testing/failOnConsole.ts', '.storybook/vitest.setup.ts'],
          // A shard's first story also waits for its fresh browser to load the app's modules.
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
              // Larger than the 1200 × 900 story viewport, so the tester frame is never scaled down.
              contextOptions: { viewport: RUNNER_VIEWPORT },
            }),
            instances: [{ browser: 'chromium' }],
            commands: { growRunnerViewport, matchStoryScreenshot },
          },
        },
      },
    ],
  },
});
