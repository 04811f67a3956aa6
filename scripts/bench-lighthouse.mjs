#!/usr/bin/env node
// `npm run bench:lighthouse`: Lighthouse on a phone, on every prerendered public page and on the
// domain overview. Builds the app unless --no-build, starts the real server on the demo corpus (as
// `npm start` does) and runs Lighthouse's default mobile audit (a mid-range phone, simulated slow
// 4G) in Debian's Chromium, three times per page; prints each page's median scores and the metrics
// behind its median performance run. Lighthouse is fetched by npx at the pinned version below (a
// benchmark tool, not a dependency of the app or its tests).
//   --pages=/,/company   only these paths (default: every page of dist/prerendered/pages.json)
// Goals: on a prerendered page performance ≥ 95, accessibility 100, best practices 100, SEO ≥ 95;
// on the domain overview (rendered in the browser) performance ≥ 90.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { root, startServer } from './lib/server-process.mjs';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const OVERVIEW_PATH = '/overview/domain?query=github.com';
const RUNS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
export const PRERENDERED_GOALS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 95 };
export const OVERVIEW_GOALS = { performance: 90 };

if (!process.argv.includes('--no-build')) {
  const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status || 1);
}

const dist = join(root, 'dist');
const chosen = process.argv.find((arg) => arg.startsWith('--pages='))?.slice('--pages='.length);
const prerendered = Object.keys(JSON.parse(readFileSync(join(dist, 'prerendered', 'pages.json'), 'utf8')));
const pages = (chosen ? chosen.split(',') : [...prerendered, OVERVIEW_PATH]).map((path) => ({
  path,
  goals: prerendered.includes(path) ? PRERENDERED_GOALS : OVERVIEW_GOALS,
}));

console.log('starting the server on the demo corpus…');
const server = await startServer({ env: { STATIC_DIR: dist }, upWithinMs: 600_000 });
const out = mkdtempSync(join(tmpdir(), 'rivalscope-lighthouse-'));
const results = [];
try {
  for (const { path, goals } of pages) {
    const runs = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const report = join(out, `run-${run}.json`);
      const lighthouse = () =>
        spawnSync(
          'npx',
          [
            '--yes',
            LIGHTHOUSE,
            `${server.base}${path}`,
            `--only-categories=${CATEGORIES.join(',')}`,
            '--output=json',
            `--output-path=${report}`,
            '--quiet',
            `--chrome-flags=--headless=new ${CHROMIUM_FLAGS.join(' ')}`,
          ],
          { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, CHROME_PATH: CHROMIUM_PATH } },
        );
      // A loaded machine sometimes loses Lighthouse's trace (NO_NAVSTART): such a run is run again, once.
      let result = lighthouse();
      if (result.status !== 0) result = lighthouse();
      if (result.status !== 0) throw new Error(`lighthouse run ${run} of ${path} failed (${result.status})`);
      const { categories, audits } = JSON.parse(readFileSync(report, 'utf8'));
      runs.push({
        scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round(categories[id].score * 100)])),
        fcp: audits['first-contentful-paint'].numericValue,
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
      });
    }
    const median = (id) => runs.map((r) => r.scores[id]).sort((a, b) => a - b)[Math.floor(RUNS / 2)];
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, median(id)]));
    const perf = [...runs].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(RUNS / 2)];
    const met = Object.entries(goals).every(([id, goal]) => scores[id] >= goal);
    results.push({ path, met });
    console.log(
      `${path.padEnd(40)} perf ${scores.performance}  a11y ${scores.accessibility}  bp ${scores['best-practices']}  ` +
        `seo ${scores.seo}  | FCP ${(perf.fcp / 1000).toFixed(2)} s  LCP ${(perf.lcp / 1000).toFixed(2)} s  ` +
        `TBT ${Math.round(perf.tbt)} ms  CLS ${perf.cls.toFixed(3)}  ${met ? 'goals met' : 'goals NOT met'}`,
    );
  }
} finally {
  server.stop();
  rmSync(out, { recursive: true, force: true });
}

const missed = results.filter((r) => !r.met).map((r) => r.path);
console.log(
  `\nLighthouse mobile, median of ${RUNS} per page: ${results.length - missed.length} of ${results.length} pages meet their goals` +
    (missed.length ? ` (not: ${missed.join(', ')})` : ''),
);
