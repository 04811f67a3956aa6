// @ts-check
import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * One-way imports (DESIGN.md): lib ← ui ← features ← app; api and state serve features and app;
 * mocks serve stories, tests and the dev-only mock switch; server is reached by nothing else.
 * Each zone lists what a folder may NOT import.
 */
const zone = (target, from, message) => ({ target, from, message });
/** The feature folders other than the shell, which every feature may use. */
const otherFeatures = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shell')
  .map((entry) => entry.name);
const srcNeverStories = zone(
  './src',
  ['./stories', './.storybook', './scripts'],
  'src never imports stories, Storybook config or scripts.',
);
const layers = [
  zone(
    './src/lib',
    ['./src/ui', './src/features', './src/app', './src/api', './src/state', './src/mocks', './src/server'],
    'lib is pure logic: it imports nothing but lib.',
  ),
  zone(
    './src/ui',
    ['./src/api', './src/state', './src/features', './src/app', './src/mocks', './src/server'],
    'ui is presentational: props in, callbacks out.',
  ),
  zone(
    './src/api',
    ['./src/ui', './src/features', './src/app', './src/mocks', './src/server'],
    'api talks HTTP; it knows no screens.',
  ),
  zone(
    './src/state',
    ['./src/ui', './src/features', './src/app', './src/mocks', './src/server'],
    'state holds data; it knows no screens.',
  ),
  zone(
    './src/features',
    ['./src/app', './src/mocks', './src/server'],
    'features never reach into the shell, the mocks or the server.',
  ),
  // A feature imports only itself and the shared shell (bulletproof-react's rule): what two
  // features share moves into features/shell, ui or lib.
  ...otherFeatures.map((feature) =>
    zone(
      `./src/features/${feature}`,
      otherFeatures.filter((other) => other !== feature).map((other) => `./src/features/${other}`),
      'a feature imports only itself, features/shell, ui, lib, api and state.',
    ),
  ),
  zone('./src/app', ['./src/server'], 'the browser app never imports server code.'),
  zone(
    './src/mocks',
    ['./src/ui', './src/features', './src/app', './src/server'],
    'mocks describe the API, not screens.',
  ),
  zone(
    './src/server',
    ['./src/ui', './src/features', './src/app', './src/state', './src/mocks'],
    'the server shares only lib and the API types with the browser.',
  ),
  srcNeverStories,
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'storybook-static',
      'coverage',
      'node_modules',
      'public/mockServiceWorker.js',
      'src/api/schema.gen.ts',
      '.vitest-attachments',
      'data',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  importPlugin.flatConfigs.recommended,
  importPlugin.flatConfigs.typescript,
  jsxA11y.flatConfigs.recommended,
  reactHooks.configs.flat.recommended,
  ...storybook.configs['flat/recommended'],
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      // What runs in both places (lib) sees only what both have; see the browser and Node blocks below.
      globals: globals['shared-node-browser'],
    },
    settings: {
      // Node resolution with TypeScript extensions is all the path rules need; whether every
      // import resolves (package export maps included) is TypeScript's job, so no-unresolved is off.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: layers }],
      // Import cycles are checked by scripts/check-cycles.mjs (part of `npm run lint`): the same
      // rule as import/no-cycle in one walk of the graph instead of one per file.
      'import/no-unresolved': 'off',
      'import/no-duplicates': 'error',
      'import/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          'newlines-between': 'always',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Browser code sees the browser's globals, never Node's.
    files: ['src/{ui,features,app,state,api}/**', 'stories/**', '.storybook/**'],
    languageOptions: { globals: globals.browser },
  },
  {
    // Server code, scripts and configuration run in Node.
    files: ['src/server/**', 'scripts/**', 'e2e/**', '*.config.{js,ts}', '.storybook/main.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    // Tests, test support and the mocks run in both (Vitest in Node with jsdom; MSW in either).
    files: ['src/**/*.test.{ts,tsx}', 'src/testing/**', 'src/mocks/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // A jsdom test may render a story (composeStories) instead of staging the same state again.
    files: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...layers.filter((layer) => layer !== srcNeverStories),
            zone('./src', ['./.storybook', './scripts'], 'src never imports Storybook config or scripts.'),
          ],
        },
      ],
    },
  },
  {
    // A server test that runs the real server process starts it as the benchmarks and e2e do.
    files: ['src/server/**/*.test.ts'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...layers.filter((layer) => layer !== srcNeverStories),
            zone('./src', './.storybook', 'src never imports Storybook config.'),
            {
              ...zone('./src', './scripts', 'src never imports scripts, but for the server process launcher.'),
              except: ['./lib/server-process.mjs'],
            },
          ],
        },
      ],
    },
  },
  {
    // The parity tests run the same cases against the MSW mock and the real server, so they import
    // both; nothing else in src/server may import the mocks.
    files: ['src/server/parity/**'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: layers.map((z) =>
            z.target === './src/server' ? { ...z, from: z.from.filter((f) => f !== './src/mocks') } : z,
          ),
        },
      ],
    },
  },
  {
    // Node scripts and config files may print.
    files: ['scripts/**', '*.config.{js,ts}', '.storybook/main.ts'],
    rules: { 'no-console': 'off', 'import/no-named-as-default-member': 'off' },
  },
);
