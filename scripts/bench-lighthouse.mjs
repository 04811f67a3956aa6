#!/usr/bin/env node
// `npm run bench:lighthouse`: Lighthouse's performance score of the domain overview on a phone.
// Builds the app unless --no-build, starts the real server on the demo corpus (as `npm start` does)
// and runs Lighthouse's default mobile audit (a mid-range phone, simulated slow 4G) in Debian's
// Chromium against /overview/domain?query=github.com, three times; prints the median score and the
// metrics behind it. Lighthouse is fetched by npx at the pinned version below (it is a benchmark
// tool, not a dependency of the app or its tests). Goal (issue 14): a score of at least 90.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { root, startServer } from './lib/server-process.mjs';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const PATH = '/overview/domain?query=github.com';
const RUNS = 3;
export const SCORE_GOAL = 90;

if (!process.argv.includes('--no-build')) {
  const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status || 1);
}

console.log('starting the server on the demo corpus…');
const server = await startServer({ env: { STATIC_DIR: join(root, 'dist') }, upWithinMs: 600_000 });
const out = mkdtempSync(join(tmpdir(), 'rivalscope-lighthouse-'));
const runs = [];
try {
  for (let run = 1; run <= RUNS; run += 1) {
    const report = join(out, `run-${run}.json`);
    const result = spawnSync(
      'npx',
      [
        '--yes',
        LIGHTHOUSE,
        `${server.base}${PATH}`,
        '--only-categories=performance',
        '--output=json',
        `--output-path=${report}`,
        '--quiet',
        `--chrome-flags=--headless=new ${CHROMIUM_FLAGS.join(' ')}`,
      ],
      { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, CHROME_PATH: CHROMIUM_PATH } },
    );
    if (result.status !== 0) throw new Error(`lighthouse run ${run} failed (${result.status})`);
    const { categories, audits } = JSON.parse(readFileSync(report, 'utf8'));
    const ms = (id) => audits[id].numericValue;
    runs.push({
      score: Math.round(categories.performance.score * 100),
      fcp: ms('first-contentful-paint'),
      lcp: ms('largest-contentful-paint'),
      tbt: ms('total-blocking-time'),
      cls: audits['cumulative-layout-shift'].numericValue,
      si: ms('speed-index'),
    });
    const last = runs.at(-1);
    console.log(
      `run ${run}: score ${last.score}  FCP ${(last.fcp / 1000).toFixed(2)} s  LCP ${(last.lcp / 1000).toFixed(2)} s  ` +
        `TBT ${Math.round(last.tbt)} ms  CLS ${last.cls.toFixed(3)}  SI ${(last.si / 1000).toFixed(2)} s`,
    );
  }
} finally {
  server.stop();
  rmSync(out, { recursive: true, force: true });
}

const median = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];
console.log(
  `\ndomain overview (${PATH}), Lighthouse mobile, median of ${RUNS}: score ${median.score} ` +
    `(goal ${SCORE_GOAL}: ${median.score >= SCORE_GOAL ? 'met' : 'NOT met'})`,
);
