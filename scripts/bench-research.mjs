#!/usr/bin/env node
// `npm run bench:research [-- --keywords N] [--db sqlite|postgres|both] [--only text]`: seeds a research corpus of
// N keywords (default 40,000: about 10M organic rows) into a fresh SQLite file and a private
// PostgreSQL cluster, starts the real server on each, and times 200 sequential requests of every
// research operation the server answers, over a rotation of big and small domains, as the demo
// account (a full user, so lists are not throttled). Prints p50 and p95 per operation against the
// goal; `--only` times the operations whose name contains the text. Traffic stays on 127.0.0.1.
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

const RANKING_HISTORY_TYPES = [
  'MostValuable',
  'FellFromTop10',
  'MadeTheTop10',
  'NewKeywords',
  'NoLongerRanks',
  'GainedRanks',
  'LostRanks',
  'GainedClicks',
  'LostClicks',
];
const RELATED_TYPES = ['similar', 'questions', 'transaction', 'buys', 'ranks'];
/** The brand of the i-th domain: a keyword of the corpus. */
const brandOf = (i) => DOMAINS[i % DOMAINS.length].split('.')[0];
/** Three big domains to compare, a different trio each time. */
const threeDomains = (i) => [0, 3, 7].map((k) => DOMAINS[(i + k) % DOMAINS.length]);

/** The operations timed, each with the p95 goal of the research issue (list pages and overviews: 50 ms). */
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
    url: (i) => `/NsaApi/Research/KeywordOverview?query=${brandOf(i)}`,
  },
  {
    name: 'URL overview (home page)',
    goalMs: 50,
    url: (i) => `/NsaApi/Research/UrlOverview?query=${DOMAINS[i % DOMAINS.length]}/`,
  },
  {
    name: '250 paid keywords by cost',
    goalMs: 50,
    url: (i) => `/NsaApi/Research/DomainPaidKeywords?query=${DOMAINS[i % DOMAINS.length]}&rowsPerPage=250`,
  },
  {
    name: 'organic competitors',
    goalMs: 50,
    url: (i) => `/NsaApi/Research/DomainCompetitors?query=${DOMAINS[i % DOMAINS.length]}&rowsPerPage=250`,
  },
  {
    name: 'paid competitors',
    goalMs: 50,
    url: (i) => `/NsaApi/Research/DomainCompetitors?query=${DOMAINS[i % DOMAINS.length]}&context=paid&rowsPerPage=250`,
  },
  {
    name: '250 top pages by clicks',
    goalMs: 50,
    url: (i) => `/NsaApi/Research/DomainTopPages?query=${DOMAINS[i % DOMAINS.length]}&rowsPerPage=250`,
  },
  {
    name: '250 new pages',
    goalMs: 50,
    url: (i) =>
      `/NsaApi/Research/DomainTopPages?query=${DOMAINS[i % DOMAINS.length]}&searchType=newpages&rowsPerPage=250`,
  },
  {
    name: '250 ranking-history keywords (one type each)',
    goalMs: 50,
    url: (i) =>
      `/NsaApi/Research/DomainRankingHistory?query=${DOMAINS[i % DOMAINS.length]}&type=${
        RANKING_HISTORY_TYPES[i % RANKING_HISTORY_TYPES.length]
      }&rowsPerPage=250`,
  },
  {
    name: 'ranking-history series',
    goalMs: 100,
    url: (i) => `/NsaApi/Research/DomainRankingHistorySeries?query=${DOMAINS[i % DOMAINS.length]}`,
  },
  {
    name: 'keyword ad history',
    goalMs: 50,
    url: (i) => `/NsaApi/Research/KeywordAdHistory?query=${brandOf(i)}`,
  },
  {
    name: 'keyword SERP analysis',
    goalMs: 50,
    url: (i) => `/NsaApi/Research/KeywordSerpAnalysis?query=${brandOf(i)}`,
  },
  {
    name: '250 related keywords (one type each)',
    goalMs: 50,
    url: (i) =>
      `/NsaApi/Research/RelatedKeywords?query=${brandOf(i)}&type=${RELATED_TYPES[i % RELATED_TYPES.length]}&rowsPerPage=250`,
  },
  {
    name: '250 backlinks of a domain',
    goalMs: 50,
    url: (i) => `/NsaApi/Research/Backlinks?query=${DOMAINS[i % DOMAINS.length]}&rowsPerPage=250`,
  },
  {
    name: '250 organic core keywords (vs the 2 closest rivals)',
    goalMs: 50,
    url: (i) =>
      `/NsaApi/Research/DomainOrganicKeywords?query=${DOMAINS[i % DOMAINS.length]}&segment=core&rowsPerPage=250`,
  },
  {
    name: '3-domain organic Kombat: 250 keywords',
    goalMs: 100,
    url: () => '/NsaApi/KeywordKombat/GetOrganicKombatKeywords',
    body: (i) => ({ domains: threeDomains(i), segment: 'all', rowsToDisplay: 250 }),
  },
  {
    name: '3-domain organic Kombat: Venn',
    goalMs: 100,
    url: () => '/NsaApi/KeywordKombat/GetOrganicKombatVennData',
    body: (i) => ({ domains: threeDomains(i) }),
  },
  {
    name: 'outreach top domains of 20 keywords',
    goalMs: 50,
    url: (i) =>
      `/NsaApi/Research/OutreachTopDomains?keywords=${encodeURIComponent(
        Array.from({ length: 20 }, (_, k) => brandOf(i + k)).join(','),
      )}&rowsPerPage=250`,
  },
  {
    name: '250 backlinks of a keyword',
    goalMs: 50,
    url: (i) => `/NsaApi/Research/KeywordBacklinks?query=${brandOf(i)}&rowsPerPage=250`,
  },
];

function parseArgs(argv) {
  const args = { keywords: 40_000, db: 'both', only: '' };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--keywords') args.keywords = Number(argv[(i += 1)]);
    else if (argv[i] === '--db') args.db = argv[(i += 1)];
    else if (argv[i] === '--only') args.only = String(argv[(i += 1)] ?? '');
    else
      throw new Error(
        `Unknown argument ${argv[i]}. Usage: npm run bench:research -- [--keywords N] [--db sqlite|postgres|both] [--only text]`,
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

/** GET, or for an operation with a body (Kombat's read-only POSTs) a JSON POST carrying the CSRF token. */
function request(base, session, operation, i) {
  const url = `${base}${operation.url(i)}`;
  if (!operation.body) return fetch(url, { headers: { cookie: session.cookie } });
  return fetch(url, {
    method: 'POST',
    headers: { cookie: session.cookie, 'x-csrf-token': session.csrf, 'content-type': 'application/json' },
    body: JSON.stringify(operation.body(i)),
  });
}

async function time(base, session, operation) {
  await request(base, session, operation, 0); // warm the statement caches
  const ms = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    const t0 = performance.now();
    const res = await request(base, session, operation, i);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${operation.name}: HTTP ${res.status}`);
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  // The slowest is a memoised list's first reading (a memo stored), which the percentiles hide.
  return { p50: percentile(ms, 50), p95: percentile(ms, 95), max: ms.at(-1) };
}

async function benchDatabase(label, databaseUrl, keywords, only) {
  console.log(`\n${label}: seeding ${keywords.toLocaleString('en-US')} keywords`);
  const seconds = seed(databaseUrl, keywords);
  console.log(`${label}: seeded in ${seconds.toFixed(0)} s`);
  const server = await startServer({
    env: { DATABASE_URL: databaseUrl, STATIC_DIR: join(root, 'no-app'), RESEARCH_DEMO_KEYWORDS: '0' },
  });
  try {
    const cookie = await demoLoginCookie(server.base);
    const state = await fetch(`${server.base}/Endpoints/AccountApi/getactivestate`, { headers: { cookie } });
    const session = { cookie, csrf: state.headers.get('x-csrf-token') ?? '' };
    const rows = [];
    for (const operation of OPERATIONS.filter((o) => o.name.includes(only))) {
      const { p50, p95, max } = await time(server.base, session, operation);
      rows.push({
        database: label,
        operation: operation.name,
        'p50 ms': p50.toFixed(1),
        'p95 ms': p95.toFixed(1),
        'max ms': max.toFixed(1),
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
    results.push(...(await benchDatabase('SQLite', join(dir, 'bench.sqlite'), args.keywords, args.only)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
if (args.db !== 'sqlite') {
  const postgres = await startPostgres();
  try {
    results.push(...(await benchDatabase('PostgreSQL', postgres.url, args.keywords, args.only)));
  } finally {
    postgres.stop();
  }
}
console.log(`\n${REQUESTS} sequential requests per operation, ${args.keywords.toLocaleString('en-US')} keywords:`);
console.table(results);
