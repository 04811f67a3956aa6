#!/usr/bin/env node
// `npm run bench:bundle`: the gzip size of the JS and CSS the home route loads at first.
// Builds the app unless --no-build, serves it with the real server on a free port, opens / in
// Debian's Chromium (playwright-core) and records every script and stylesheet the page fetched
// until the network went idle: the entry, its preloaded chunks and the lazy home-route chunk.
// Each file is gzipped here (level 9, as a static server would) and summed. Target: 90 KB.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { chromium } from 'playwright-core';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { root, startServer } from './lib/server-process.mjs';

export const HOME_BUDGET_KB = 90;

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status || 1);
}

const server = await startServer({ env: { STATIC_DIR: join(root, 'dist') } });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const page = await browser.newPage();
  const assets = new Set();
  page.on('response', (response) => {
    const url = new URL(response.url());
    const type = response.request().resourceType();
    if (url.origin === server.base && (type === 'script' || type === 'stylesheet')) assets.add(url.pathname);
  });
  await page.goto(`${server.base}/`, { waitUntil: 'networkidle' });

  const rows = [...assets].sort().map((path) => {
    const bytes = readFileSync(join(root, 'dist', path));
    return { path, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  const kb = (n) => (n / 1024).toFixed(1).padStart(7);
  console.log(`home route (/): ${rows.length} files\n`);
  for (const r of rows) console.log(`${r.path.padEnd(52)} ${kb(r.raw)} KB  gzip ${kb(r.gzip)} KB`);
  const sum = (kind) => rows.filter((r) => r.path.endsWith(kind)).reduce((n, r) => n + r.gzip, 0);
  const total = sum('.js') + sum('.css');
  console.log(`\nJS  gzip ${kb(sum('.js'))} KB\nCSS gzip ${kb(sum('.css'))} KB`);
  console.log(
    `total gzip ${kb(total)} KB (budget ${HOME_BUDGET_KB} KB: ${total / 1024 <= HOME_BUDGET_KB ? 'within' : 'OVER'})`,
  );
  if (rows.length === 0) throw new Error('the home route loaded no script: is dist/ built?');
} finally {
  await browser.close();
  server.stop();
}
