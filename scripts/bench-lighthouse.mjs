#!/usr/bin/env node
// `npm run bench:lighthouse`: Lighthouse on a phone, on every prerendered public page and on the
// domain overview. Builds the app unless --no-build, starts the real server on the demo corpus (as
// `npm start` does) and runs Lighthouse's default mobile audit (a mid-range phone, simulated slow
// 4G) in Debian's Chromium, three times per page; prints each page's median scores and the metrics
// behind its median performance run. Lighthouse is fetched by npx at the pinned version below (a
// benchmark tool, not a dependency of the app or its tests).
//   --pages=/,/company   only these paths (default: every page of dist/prerendered/pages.json)
//   --dist=DIR           serve this build instead of dist/ (built there unless --no-build)
//   --reports=DIR        keep the JSON reports here (default: a new directory under the system's
//                        temporary one); the path of each page's median report is printed
//   --runs=N             Lighthouse runs per page (default 3; 1 for a quick survey of every page)
//   --why                also print, per page, what its median run spent its time on: the LCP element
//                        and its phases, render-blocking files, main-thread time by script
// Goals: on a prerendered page performance ≥ 95, accessibility 100, best practices 100, SEO ≥ 95;
// on the domain overview (rendered in the browser) performance ≥ 90.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { root, startServer } from './lib/server-process.mjs';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const OVERVIEW_PATH = '/overview/domain?query=github.com';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
export const PRERENDERED_GOALS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 95 };
export const OVERVIEW_GOALS = { performance: 90 };

const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const RUNS = Number(option('runs') ?? 3);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs must be a whole number of at least 1');
const dist = resolve(root, option('dist') ?? 'dist');
if (!process.argv.includes('--no-build')) {
  const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', dist, '--emptyOutDir'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status || 1);
}

const chosen = option('pages');
const prerendered = Object.keys(JSON.parse(readFileSync(join(dist, 'prerendered', 'pages.json'), 'utf8')));
const pages = (chosen ? chosen.split(',') : [...prerendered, OVERVIEW_PATH]).map((path) => ({
  path,
  goals: prerendered.includes(path) ? PRERENDERED_GOALS : OVERVIEW_GOALS,
}));

console.log('starting the server on the demo corpus…');
const server = await startServer({ env: { STATIC_DIR: dist }, upWithinMs: 600_000 });
const out = option('reports') ? resolve(option('reports')) : mkdtempSync(join(tmpdir(), 'rivalscope-lighthouse-'));
mkdirSync(out, { recursive: true });
const fileName = (path) => path.replace(/^\//, '').replace(/[^A-Za-z0-9.-]+/g, '_') || 'home';
const results = [];
try {
  for (const { path, goals } of pages) {
    const runs = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const report = join(out, `${fileName(path)}-${run}.json`);
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
        report,
        audits,
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
    console.log(`  report: ${perf.report}`);
    if (process.argv.includes('--why')) console.log(why(perf.audits));
  }
} finally {
  server.stop();
}

const missed = results.filter((r) => !r.met).map((r) => r.path);
console.log(
  `\nLighthouse mobile, median of ${RUNS} per page: ${results.length - missed.length} of ${results.length} pages meet their goals` +
    (missed.length ? ` (not: ${missed.join(', ')})` : ''),
);

/** What a run spent its time on, from its report's audits (those this Lighthouse version has). */
function why(audits) {
  const lines = [];
  const items = (id) => audits[id]?.details?.items ?? [];
  const ms = (value) => `${Math.round(value)} ms`;
  const shortUrl = (url) => String(url).replace(/^https?:\/\/[^/]+/, '');
  for (const item of items('largest-contentful-paint-element')) {
    if (item.type === 'table' && item.items?.[0]?.node) {
      const { node } = item.items[0];
      lines.push(`  LCP element: <${node.nodeLabel}> ${node.selector ?? ''}`);
    } else if (item.type === 'table' && item.items?.[0]?.phase) {
      lines.push(`  LCP phases: ${item.items.map((p) => `${p.phase} ${ms(p.timing)}`).join(', ')}`);
    }
  }
  const blocking = items('render-blocking-resources');
  if (blocking.length) {
    lines.push(`  render-blocking: ${blocking.map((i) => `${shortUrl(i.url)} (${ms(i.wastedMs)})`).join(', ')}`);
  }
  const scripts = items('bootup-time').slice(0, 5);
  if (scripts.length) {
    lines.push(`  main thread by script: ${scripts.map((i) => `${shortUrl(i.url)} ${ms(i.total)}`).join(', ')}`);
  }
  const tasks = items('long-tasks').slice(0, 5);
  if (tasks.length) {
    lines.push(
      `  long tasks: ${tasks.map((i) => `${shortUrl(i.url)} @${ms(i.startTime)} ${ms(i.duration)}`).join(', ')}`,
    );
  }
  const requests = items('network-requests').filter((i) => !String(i.url).startsWith('data:'));
  const api = requests.filter((i) => i.resourceType === 'Fetch' || i.resourceType === 'XHR');
  if (api.length) {
    lines.push(
      `  API calls: ${api.map((i) => `${shortUrl(i.url)} ${ms(i.networkRequestTime)}→${ms(i.networkEndTime)}`).join(', ')}`,
    );
  }
  return lines.join('\n');
}
