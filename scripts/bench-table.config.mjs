// The config of `npm run bench:table` (scripts/bench-table.mjs): the research table bench, in the
// same Chromium the story tests drive, outside the test projects (it is a measurement, not a test run).
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';

export default defineConfig({
  root: new URL('..', import.meta.url).pathname,
  plugins: [react()],
  // Production React, as users run it: development React's checks would dominate the figure.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react-router-dom',
      'react-aria-components',
    ],
  },
  test: {
    include: ['stories/features/research/table/ResearchTable.bench.tsx'],
    testTimeout: 120_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS } }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
