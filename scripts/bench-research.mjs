#!/usr/bin/env node
// `npm run bench:research [-- --keywords N] [--db sqlite|postgres|both]`: seeds a research corpus of
// N keywords (default 40,000: about 10M organic rows) into a fresh SQLite file and a private
// PostgreSQL cluster, starts the real server on each, and times 200 sequential requests of every
// research operation the server answers, over a rotation of big and small domains, as the demo
// account (a full user, so lists are not throttled). Prints p50 and p95 per operation against the
// goal. Traffic stays on 127.0.0.1.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { demoLoginCookie, root, startServer } from './lib/server-process.mjs';
import { startPostgres } from './postgres.mjs';

const REQUESTS = 200;
const DOMAINS = [
  'wikipedia.org',
  'amazon.com',
  'google.com',
  'youtube.com',
  'reddit.com',
  'github.com',
  'nytimes.com',
  'etsy.com',
  'zillow.com',
  'espn.com',
];

/** The operations timed, each with the p95 goal of the research issue. */
const OPERATIONS = [
  {
    name: 'domain overview',
    goalMs: 50,
    url: (i) => `/NsaApi/Research/DomainOverview?query=${DOMAINS[i % DOMAINS.length]}&countryCode=US`,
  },
  {
    name: '250 organic keywords by clicks',
    goalMs: 50,
    url: (i) =>
      `/NsaApi/Research/DomainOrganicKeywords?query=${DOMAINS[i % DOMAINS.length]}&sortBy=clicks&rowsPerPage=250`,
  },
  {
    name: 'keyword overview',
    goalMs: 50,
    // The brands of the domains above: each a keyword of the corpus.
    url: (i) => `/NsaApi/Research/KeywordOverview?query=${DOMAINS[i % DOMAINS.length].split('.')[0]}`,
  },
];

function parseArgs(argv) {
  const args = { keywords: 40_000, db: 'both' };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--keywords') args.keywords = Number(argv[(i += 1)]);
    else if (argv[i] === '--db') args.db = argv[(i += 1)];
    else
      throw new Error(
        `Unknown argument ${argv[i]}. Usage: npm run bench:research -- [--keywords N] [--db sqlite|postgres|both]`,
      );
  }
  if (!Number.isInteger(args.keywords) || args.keywords < 1) throw new Error('--keywords takes a whole number.');
  if (!['sqlite', 'postgres', 'both'].includes(args.db)) throw new Error('--db is sqlite, postgres or both.');
  return args;
}

function seed(databaseUrl, keywords) {
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(root, 'src/server/cli/seedResearch.ts'), '--keywords', String(keywords)],
    { cwd: root, stdio: 'inherit', env: { ...process.env, DATABASE_URL: databaseUrl } },
  );
  if (result.status !== 0) throw new Error(`seeding failed (${result.status})`);
  return (Date.now() - started) / 1000;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function time(base, cookie, operation) {
  const headers = { cookie };
  await fetch(`${base}${operation.url(0)}`, { headers }); // warm the statement caches
  const ms = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    const t0 = performance.now();
    const res = await fetch(`${base}${operation.url(i)}`, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${operation.name}: HTTP ${res.status}`);
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  return { p50: percentile(ms, 50), p95: percentile(ms, 95) };
}

async function benchDatabase(label, databaseUrl, keywords) {
  console.log(`\n${label}: seeding ${keywords.toLocaleString('en-US')} keywords`);
  const seconds = seed(databaseUrl, keywords);
  console.log(`${label}: seeded in ${seconds.toFixed(0)} s`);
  const server = await startServer({
    env: { DATABASE_URL: databaseUrl, STATIC_DIR: join(root, 'no-app'), RESEARCH_DEMO_KEYWORDS: '0' },
  });
  try {
    const cookie = await demoLoginCookie(server.base);
    const rows = [];
    for (const operation of OPERATIONS) {
      const { p50, p95 } = await time(server.base, cookie, operation);
      rows.push({
        database: label,
        operation: operation.name,
        'p50 ms': p50.toFixed(1),
        'p95 ms': p95.toFixed(1),
        goal: `≤ ${operation.goalMs} ms`,
        '': p95 <= operation.goalMs ? 'within' : 'OVER',
      });
    }
    return rows;
  } finally {
    server.stop();
  }
}

const args = parseArgs(process.argv.slice(2));
const results = [];
if (args.db !== 'postgres') {
  const dir = mkdtempSync(join(tmpdir(), 'rivalscope-bench-research-'));
  try {
    results.push(...(await benchDatabase('SQLite', join(dir, 'bench.sqlite'), args.keywords)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
if (args.db !== 'sqlite') {
  const postgres = await startPostgres();
  try {
    results.push(...(await benchDatabase('PostgreSQL', postgres.url, args.keywords)));
  } finally {
    postgres.stop();
  }
}
console.log(`\n${REQUESTS} sequential requests per operation, ${args.keywords.toLocaleString('en-US')} keywords:`);
console.table(results);
