/// <reference types="vitest/config" />
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vite';

/**
 * Debian's Chromium, never a downloaded browser. The networking flags keep it from dialling out
 * (this machine has no internet); the rendering flags keep screenshots identical across machines.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--font-render-hinting=none',
  '--disable-lcd-text',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
];

export default defineConfig({
  plugins: [react()],
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
    passWithNoTests: true, // the server project has no tests until the server lands
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude: ['src/server/**'],
          setupFiles: ['src/testing/failOnConsole.ts', 'src/testing/setupDom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts'],
          setupFiles: ['src/testing/failOnConsole.ts'],
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          setupFiles: ['src/testing/failOnConsole.ts', '.storybook/vitest.setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
              // Larger than the 1200 × 900 story viewport, so the tester frame is never scaled down.
              contextOptions: { viewport: { width: 1600, height: 1200 } },
            }),
            instances: [{ browser: 'chromium' }],
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // A changed pixel beyond this small tolerance fails (anti-aliasing noise passes).
                comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.001 },
                // Baselines sit beside the stories they belong to, one PNG per story.
                resolveScreenshotPath: ({ root, testFileDirectory, testFileName, arg, ext }) =>
                  `${root}/${testFileDirectory}/__screenshots__/${testFileName}/${arg}${ext}`,
                resolveDiffPath: ({ root, attachmentsDir, testFileDirectory, testFileName, arg, ext }) =>
                  `${root}/${attachmentsDir}/${testFileDirectory}/${testFileName}/${arg}${ext}`,
              },
            },
          },
        },
      },
    ],
  },
});
