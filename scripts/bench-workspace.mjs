#!/usr/bin/env node
// `npm run bench:workspace [-- --db sqlite|postgres|both] [--requests N] [--imports N] [--only list,groups,details,import]`: the keyword
// workspace at scale. Seeds the demo research corpus (10,000 keywords with their results)
// plus 91,000 long-tail keywords with monthly searches (a third of them ranked by the project
// domain), then, straight into the workspace tables, the demo account's project of 100,000 keywords
// (amazon.com) in 200 groups of skewed sizes and 50 labels. It starts the real server on the
// database and times, through HTTP:
//   - GetKeywordList: a 250-row page of one group, filtered, sorted by monthly searches (desc);
//   - GetGroups with their figures (all 200 rows: keywords, rank change, click change, impression share);
//   - Groups/Details of one group (no goal in the issue; shown for reference);
//   - Import of 1,000 corpus terms into a new group and a label, each then undone (RemoveTermIds,
//     DeleteGroup) so that every run starts from the same state. The allowance (15,000 keywords on
//     Professional) refuses any import into an account holding 100,000, so the imports go into a
//     second account's project of 10,000 keywords, in the same database and corpus.
// Prints p50/p95/max per operation and database against the goal, with the machine's load average
// (1 min) when the operation's requests ended and the server process's CPU time per timed request
// (user + system, from /proc: what the request cost the server whatever else the machine runs).
// Traffic stays on 127.0.0.1. `--only` runs some operations (list: GetKeywordList; groups: both
// GetGroups rows; details; import).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { demoLoginCookie, root, startServer } from './lib/server-process.mjs';
import { startPostgres } from './postgres.mjs';

const CORPUS_KEYWORDS = 10_000;
const PROJECT_KEYWORDS = 100_000;
const GROUPS = 200;
const LABELS = 50;
const IMPORT_TERMS = 1_000;
const IMPORT_PROJECT_KEYWORDS = 10_000;
const PROJECT_DOMAIN = 'amazon.com';
const IMPORT_ACCOUNT = { email: 'bench-import@rivalscope.dev', password: 'bench-import-password' };
/** Words appended to the demo terms to make the long tail; the list filters by some of them. */
const MODIFIERS = ['best', 'cheap', 'near me', 'reviews', 'for sale', 'online', 'price', 'deals', 'how to', 'ideas'];
const FILTERS = ['best', 'cheap', 'reviews', 'price', 'online'];
const KW = '/NsaApi/MySpyFu/Keywords';
const BIG_PROJECT = { id: '0b1f8d1c-4e5a-4c3b-9d2e-7a6f5e4d3c2b', name: 'Bench: 100,000 keywords' };
const IMPORT_PROJECT = { id: '1b1f8d1c-4e5a-4c3b-9d2e-7a6f5e4d3c2b', name: 'Bench: imports' };
const OPERATIONS = ['list', 'groups', 'details', 'import'];

function parseArgs(argv) {
  const args = { db: 'both', requests: 200, imports: 30, only: OPERATIONS };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--db') args.db = argv[(i += 1)];
    else if (argv[i] === '--requests') args.requests = Number(argv[(i += 1)]);
    else if (argv[i] === '--imports') args.imports = Number(argv[(i += 1)]);
    else if (argv[i] === '--seed-workspace') args.seedOnly = true;
    else if (argv[i] === '--sqlite-file') args.sqliteFile = argv[(i += 1)];
    else if (argv[i] === '--postgres-url') args.postgresUrl = argv[(i += 1)];
    else if (argv[i] === '--only') args.only = argv[(i += 1)].split(',');
    else
      throw new Error(
        `Unknown argument ${argv[i]}. Usage: npm run bench:workspace -- [--db sqlite|postgres|both] [--requests N] [--imports N] [--sqlite-file F] [--postgres-url U] [--only ${OPERATIONS.join(',')}]`,
      );
  }
  if (!['sqlite', 'postgres', 'both'].includes(args.db)) throw new Error('--db is sqlite, postgres or both.');
  if (args.only.length === 0 || args.only.some((o) => !OPERATIONS.includes(o))) {
    throw new Error(`--only takes some of ${OPERATIONS.join(',')}.`);
  }
  for (const key of ['requests', 'imports']) {
    if (!Number.isInteger(args[key]) || args[key] < 1) throw new Error(`--${key} takes a whole number.`);
  }
  return args;
}

// ------------------------------------------------------------------ seeding (a tsx child process)

/** Deterministic pseudo-random numbers, so every run seeds the same workspace. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Runs in a child started with tsx: the server's own database code, then plain SQL in bulk. */
async function seedWorkspace() {
  const load = (path) => import(pathToFileURL(join(root, path)).href);
  const [{ sql }, { loadConfig }, { openDatabase }, { seedDemo, DEMO_ACCOUNT }, { createAccount }, research, progress] =
    await Promise.all([
      import('kysely'),
      load('src/server/config.ts'),
      load('src/server/db/index.ts'),
      load('src/server/seed.ts'),
      load('src/server/handlers/index.ts'),
      load('src/server/research/seedResearchCorpus.ts'),
      load('src/server/cli/progress.ts'),
    ]);
  const db = await openDatabase(loadConfig().database);
  const k = db.kysely;
  const started = performance.now();
  const step = (text) => console.log(`  ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s  ${text}`);
  /** Multi-row INSERTs of at most ~20,000 bound values each. */
  const insertMany = async (table, rows, onBatch) => {
    if (rows.length === 0) return;
    const perInsert = Math.floor(20_000 / Object.keys(rows[0]).length);
    for (let i = 0; i < rows.length; i += perInsert) {
      await k
        .insertInto(table)
        .values(rows.slice(i, i + perInsert))
        .execute();
      onBatch?.(Math.min(rows.length, i + perInsert), rows.length);
    }
  };
  try {
    // A database kept from an earlier run (--sqlite-file, --postgres-url) is used as it is.
    if (await k.selectFrom('projects').select('id').where('id', '=', BIG_PROJECT.id).executeTakeFirst()) {
      console.log('  the workspace is seeded already');
      const first = await k.selectFrom('keywords').select('term').orderBy('id').limit(IMPORT_TERMS).execute();
      writeFileSync(process.env.BENCH_IMPORT_TERMS_FILE, first.map((r) => r.term).join(','));
      return;
    }
    await seedDemo(db);
    await createAccount(db, {
      ...IMPORT_ACCOUNT,
      displayName: 'Bench import',
      plan: 'Professional',
      isFullUser: true,
      maxExportRows: 0,
      hasUnlimitedExportRows: false,
      shouldShowOnboarding: false,
    });
    const corpusLine = progress.progressLine('research corpus');
    const corpus = await research.seedResearchCorpus(db, {
      keywords: CORPUS_KEYWORDS,
      onProgress: ({ phase, done, total }) => phase === 'keywords' && corpusLine.update(done, total, 'keywords'),
    });
    corpusLine.done(
      `${corpus.keywords.toLocaleString('en-US')} keywords, ${corpus.organicRows.toLocaleString('en-US')} organic rows`,
    );

    // The long tail: each demo term with a modifier, its monthly searches, and amazon.com ranking
    // for a third of them (one URL of its own), every corpus month.
    const demoTerms = (await k.selectFrom('keywords').select('term').orderBy('id').execute()).map((r) => r.term);
    // A demo term with a modifier may be a demo term already: each term once.
    const taken = new Set(demoTerms);
    const tail = [];
    for (const modifier of MODIFIERS) {
      for (const term of demoTerms) {
        const longer = `${term} ${modifier}`;
        if (!taken.has(longer)) tail.push(longer);
        taken.add(longer);
      }
    }
    const needed = PROJECT_KEYWORDS + IMPORT_TERMS - demoTerms.length;
    const rand = random(15);
    const tailRows = tail.slice(0, needed).map((term) => ({
      term,
      country: 'US',
      volume: 10 + Math.floor(5_000 * rand() ** 3),
      cpc_cents: Math.floor(500 * rand()),
      difficulty: Math.floor(100 * rand()),
      competition: Math.floor(100 * rand()),
      is_question: term.includes('how to') ? 1 : 0,
      is_transactional: 0,
      is_content: 0,
      is_demo: 1,
    }));
    const [{ id: firstTail }] = await sql`select coalesce(max(id), 0) + 1 as id from keywords`
      .execute(k)
      .then((r) => r.rows);
    const tailLine = progress.progressLine('long-tail keywords');
    await insertMany('keywords', tailRows, (done, total) => tailLine.update(done, total, 'keywords'));
    tailLine.done(`${tailRows.length.toLocaleString('en-US')} keywords`);
    const domain = await k
      .selectFrom('domains')
      .select('id')
      .where('name', '=', PROJECT_DOMAIN)
      .executeTakeFirstOrThrow();
    const url = await k
      .insertInto('urls')
      .values({ domain_id: domain.id, path: '/bench-long-tail', is_demo: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`insert into keyword_volumes (keyword_id, month, volume)
      select k.id, m.month, k.volume * (80 + (k.id * 7 + m.month) % 41) / 100
      from keywords k cross join research_months m where k.id >= ${firstTail}`.execute(k);
    step('long-tail monthly searches');
    await sql`insert into serp_organic (keyword_id, month, rank_group, rank_absolute, url_id, domain_id, volume, checked_depth, is_demo)
      select v.keyword_id, v.month, 1 + (v.keyword_id * 13 + v.month * 7) % 40, 1 + (v.keyword_id * 13 + v.month * 7) % 40,
        ${url.id}, ${domain.id}, v.volume, 100, 1
      from keyword_volumes v where v.keyword_id >= ${firstTail} and v.keyword_id % 3 = 0`.execute(k);
    step(`long-tail ${PROJECT_DOMAIN} results`);

    // The demo account's project: the first 100,000 keywords (the demo corpus, then the long tail).
    const now = new Date().toISOString();
    const users = await k.selectFrom('users').select(['id', 'email']).execute();
    const userId = (email) => users.find((u) => u.email === email).id;
    const project = BIG_PROJECT;
    const importProject = IMPORT_PROJECT;
    for (const [p, email] of [
      [project, DEMO_ACCOUNT.email],
      [importProject, IMPORT_ACCOUNT.email],
    ]) {
      await k
        .insertInto('projects')
        .values({
          id: p.id,
          account_user_id: userId(email),
          name: p.name,
          name_key: p.name.toLowerCase(),
          primary_domain_name: PROJECT_DOMAIN,
          created_at: now,
          last_used_at: now,
        })
        .execute();
    }
    const ids = (await k.selectFrom('keywords').select('id').orderBy('id').execute()).map((r) => Number(r.id));
    const projectIds = ids.slice(0, PROJECT_KEYWORDS);
    // Added over time, so the default order (when added) is not the id order.
    const addedAt = (i) => new Date(Date.parse(now) - ((i * 7919) % PROJECT_KEYWORDS) * 1000).toISOString();
    const keywordLine = progress.progressLine('project keywords');
    await insertMany(
      'project_keywords',
      projectIds.map((id, i) => ({ project_id: project.id, keyword_id: id, added_at: addedAt(i) })),
      (done, total) => keywordLine.update(done, total, 'keywords'),
    );
    keywordLine.done(`${projectIds.length.toLocaleString('en-US')} keywords`);

    /** Groups (or labels) of a project, `count` of them, created in order; their ids. */
    const groupings = async (table, projectId, prefix, count, name) => {
      await insertMany(
        table,
        Array.from({ length: count }, (_, i) => ({
          project_id: projectId,
          hash: `${prefix}bench${String(i).padStart(4, '0')}`,
          name: name(i),
          name_key: name(i).toLowerCase(),
          created_at: now,
        })),
      );
      const rows = await k.selectFrom(table).select('id').where('project_id', '=', projectId).orderBy('id').execute();
      return rows.map((r) => Number(r.id));
    };
    // Group sizes fall off as 1/(i + 10): from about 3,300 keywords down to about 160.
    const weights = Array.from({ length: GROUPS }, (_, i) => 1 / (i + 10));
    const cumulative = [];
    weights.reduce((sum, w, i) => (cumulative[i] = sum + w), 0);
    const pickGroup = (u) => cumulative.findIndex((c) => c >= u * cumulative[GROUPS - 1]);
    const groupIds = await groupings('keyword_groups', project.id, 'g', GROUPS, (i) => `Group ${i + 1}`);
    const labelIds = await groupings('keyword_labels', project.id, 'l', LABELS, (i) => `Label ${i + 1}`);
    const groupRand = random(200);
    const memberLine = progress.progressLine('group and label members');
    // Every keyword in one group, a tenth in a second; three in ten carry a label.
    const groupMembers = [];
    const labelMembers = [];
    for (const id of projectIds) {
      const first = pickGroup(groupRand());
      groupMembers.push({ group_id: groupIds[first], project_id: project.id, keyword_id: id });
      if (groupRand() < 0.1) {
        const second = Math.floor(groupRand() * GROUPS);
        if (second !== first) groupMembers.push({ group_id: groupIds[second], project_id: project.id, keyword_id: id });
      }
      if (groupRand() < 0.3) {
        labelMembers.push({
          label_id: labelIds[Math.floor(groupRand() * LABELS)],
          project_id: project.id,
          keyword_id: id,
        });
      }
    }
    const members = groupMembers.length + labelMembers.length;
    await insertMany('keyword_group_members', groupMembers, (done) => memberLine.update(done, members, 'rows'));
    await insertMany('keyword_label_members', labelMembers, (done) =>
      memberLine.update(groupMembers.length + done, members, 'rows'),
    );
    memberLine.done(
      `${groupMembers.length.toLocaleString('en-US')} group and ${labelMembers.length.toLocaleString('en-US')} label members`,
    );

    // The import account's project: 10,000 long-tail keywords, 20 groups, 5 labels.
    const importIds = ids.slice(CORPUS_KEYWORDS, CORPUS_KEYWORDS + IMPORT_PROJECT_KEYWORDS);
    await insertMany(
      'project_keywords',
      importIds.map((id, i) => ({ project_id: importProject.id, keyword_id: id, added_at: addedAt(i) })),
    );
    const importGroups = await groupings('keyword_groups', importProject.id, 'g', 20, (i) => `Group ${i + 1}`);
    await groupings('keyword_labels', importProject.id, 'l', 5, (i) => `Label ${i + 1}`);
    await insertMany(
      'keyword_group_members',
      importIds.map((id, i) => ({ group_id: importGroups[i % 20], project_id: importProject.id, keyword_id: id })),
    );
    // What the imports add: 1,000 demo corpus terms (with research data) the import project lacks.
    writeFileSync(process.env.BENCH_IMPORT_TERMS_FILE, demoTerms.slice(0, IMPORT_TERMS).join(','));
    step('import project');

    // The server's match-type job stores the new corpus's phrase and broad sums after an import; it is
    // background work of its own (README "Match types"), so the seed does it here and the timed
    // requests meet a server whose background work is done.
    const { ensureMatchTypeVolumes } = await load('src/server/research/matchTypes.ts');
    await ensureMatchTypeVolumes(db, { paced: false });
    step('match-type sums');

    if (db.dialect === 'postgres') {
      await sql`vacuum (analyze) keywords, keyword_volumes, serp_organic, urls, project_keywords, keyword_groups, keyword_group_members, keyword_labels, keyword_label_members`.execute(
        k,
      );
    } else {
      await sql`analyze`.execute(k);
    }
    step('planner statistics');
  } finally {
    await db.close();
  }
}

function seed(databaseUrl, termsFile) {
  const started = Date.now();
  const result = spawnSync(process.execPath, ['--import', 'tsx', import.meta.filename, '--seed-workspace'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: databaseUrl, BENCH_IMPORT_TERMS_FILE: termsFile },
  });
  if (result.status !== 0) throw new Error(`seeding failed (${result.status})`);
  return (Date.now() - started) / 1000;
}

// ------------------------------------------------------------------ timing through HTTP

/** Logs an account in as a browser would (an anonymous session's CSRF token, then the login). */
async function login(base, { email, password }) {
  const first = await fetch(`${base}/Endpoints/AccountApi/getactivestate`);
  const anonymous = first.headers.get('set-cookie')?.split(';')[0] ?? '';
  const res = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: anonymous,
      'x-csrf-token': first.headers.get('x-csrf-token') ?? '',
    },
    body: JSON.stringify({ username: email, password, remember: false, source: 'LoginPage', token: null }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return res.headers.get('set-cookie')?.split(';')[0] ?? anonymous;
}

async function sessionOf(base, cookie) {
  const state = await fetch(`${base}/Endpoints/AccountApi/getactivestate`, { headers: { cookie } });
  return { base, cookie, csrf: state.headers.get('x-csrf-token') ?? '' };
}

async function call(session, method, url, body) {
  const res = await fetch(`${session.base}${url}`, {
    method,
    headers: {
      cookie: session.cookie,
      // DeleteGroup is a GET that changes state: every call carries the token.
      'x-csrf-token': session.csrf,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: HTTP ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** A process's CPU time (user + system) in ms, from /proc (Linux); null elsewhere. */
function cpuMsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // clock ticks of 10 ms
  } catch {
    return null;
  }
}

/**
 * Times `run(i)` n times after one warm-up; `untimed(i, answer)` runs after each, off the clock
 * (and off the CPU count). `pid`: the server process whose CPU time the timed requests take.
 */
async function time(pid, n, run, untimed) {
  await untimed?.(-1, await run(-1));
  const ms = [];
  let cpu = 0;
  for (let i = 0; i < n; i += 1) {
    const c0 = cpuMsOf(pid);
    const t0 = performance.now();
    const answer = await run(i);
    ms.push(performance.now() - t0);
    const c1 = cpuMsOf(pid);
    cpu = c0 === null || c1 === null || cpu === null ? null : cpu + c1 - c0;
    await untimed?.(i, answer);
  }
  ms.sort((a, b) => a - b);
  return {
    p50: percentile(ms, 50),
    p95: percentile(ms, 95),
    max: ms.at(-1),
    cpu: cpu === null ? null : cpu / n,
    load: loadavg()[0],
  };
}

async function benchDatabase(label, databaseUrl, args, termsFile) {
  console.log(`\n${label}: seeding`);
  const seconds = seed(databaseUrl, termsFile);
  console.log(`${label}: seeded in ${seconds.toFixed(0)} s`);
  const server = await startServer({
    env: { DATABASE_URL: databaseUrl, STATIC_DIR: join(root, 'no-app'), RESEARCH_DEMO_KEYWORDS: '0' },
  });
  try {
    const owner = await sessionOf(server.base, await demoLoginCookie(server.base));
    const importer = await sessionOf(server.base, await login(server.base, IMPORT_ACCOUNT));
    const big = BIG_PROJECT.id;
    const importProjectId = IMPORT_PROJECT.id;
    const groups = await call(owner, 'GET', `${KW}/Groups/GetGroups?projectId=${big}&maxResults=1000`);
    if (groups.length !== GROUPS) throw new Error(`the project has ${groups.length} groups, not ${GROUPS}`);
    // The list rotates over groups of every size (the biggest first) and the filter words.
    const listUrl = (i) => {
      const group = groups[(Math.max(i, 0) * 37) % GROUPS];
      const filter = FILTERS[Math.max(i, 0) % FILTERS.length];
      return `${KW}/Keywords/GetKeywordList?projectId=${big}&groupHash=${group.groupHash}&filterTerm=${encodeURIComponent(
        filter,
      )}&sortColumn=monthlySearches&sortDirection=desc&rowsToDisplay=250&startRow=1`;
    };
    const held = (
      await call(importer, 'GET', `${KW}/Keywords/GetKeywordList?projectId=${importProjectId}&rowsToDisplay=1`)
    ).totalRowCount;
    if (held !== IMPORT_PROJECT_KEYWORDS) throw new Error(`the import project has ${held} keywords`);
    const importCsv = readFileSync(termsFile, 'utf8');
    const rows = [];
    const record = (operation, goalMs, figures, n) =>
      rows.push({
        database: label,
        operation,
        n,
        'p50 ms': figures.p50.toFixed(1),
        'p95 ms': figures.p95.toFixed(1),
        'max ms': figures.max.toFixed(1),
        goal: goalMs ? `≤ ${goalMs} ms` : '—',
        '': goalMs ? (figures.p95 <= goalMs ? 'within' : 'OVER') : '',
        'server CPU ms/req': figures.cpu === null ? '—' : figures.cpu.toFixed(1),
        load: figures.load.toFixed(1),
      });
    const pid = server.child.pid;
    const runs = (operation) => args.only.includes(operation);

    if (runs('list')) {
      record(
        'GetKeywordList: 250 rows of a group, filtered, by monthly searches',
        25,
        await time(pid, args.requests, (i) => call(owner, 'GET', listUrl(i))),
        args.requests,
      );
    }
    if (runs('groups')) {
      record(
        `GetGroups with figures (all ${GROUPS})`,
        50,
        await time(pid, args.requests, () =>
          call(owner, 'GET', `${KW}/Groups/GetGroups?projectId=${big}&maxResults=1000`),
        ),
        args.requests,
      );
      // A keyword joins a group, then leaves it, between the requests: each reads one group's figures anew.
      const [moved] = (await call(owner, 'GET', `${KW}/Keywords/GetKeywordList?projectId=${big}&rowsToDisplay=1`))
        .keywords;
      const own = new Set(moved.groupsCsv.split(','));
      const others = groups.filter((g) => !own.has(g.name));
      const changedGroup = (i) => others[(i * 37) % others.length].groupHash;
      const change = (i) =>
        i % 2 === 0
          ? call(owner, 'POST', `${KW}/KeywordActions/MigrateToGroup`, {
              projectId: big,
              newGroupHash: changedGroup(i >> 1),
              termIdsCsv: String(moved.termId),
            })
          : call(owner, 'POST', `${KW}/GroupActions/RemoveKeywords`, {
              projectId: big,
              groupHash: changedGroup(i >> 1),
              termIdsCsv: String(moved.termId),
            });
      let changes = 0;
      await change(changes++);
      record(
        `GetGroups with figures, after one group changed`,
        50,
        await time(
          pid,
          args.requests,
          () => call(owner, 'GET', `${KW}/Groups/GetGroups?projectId=${big}&maxResults=1000`),
          () => change(changes++),
        ),
        args.requests,
      );
      if (changes % 2 === 1) await change(changes++);
    }
    if (runs('details')) {
      record(
        'Groups/Details of one group',
        undefined,
        await time(pid, args.requests, (i) =>
          call(
            owner,
            'GET',
            `${KW}/Groups/Details?projectId=${big}&groupHash=${groups[(Math.max(i, 0) * 37) % GROUPS].groupHash}`,
          ),
        ),
        args.requests,
      );
    }

    if (runs('import')) {
      record(
        `Import of ${IMPORT_TERMS.toLocaleString('en-US')} terms (then undone)`,
        500,
        await time(
          pid,
          args.imports,
          () =>
            call(importer, 'POST', `${KW}/KeywordActions/Import`, {
              projectId: importProjectId,
              termCsv: importCsv,
              groupNameCsv: 'Bench import',
              labelNameCsv: 'Label 1',
            }),
          async (_, answer) => {
            if (answer.hasReachedLimit || answer.termCount !== IMPORT_TERMS) {
              throw new Error(`the import added ${answer.termCount} terms: ${answer.message}`);
            }
            await call(importer, 'POST', `${KW}/KeywordActions/RemoveTermIds`, {
              projectId: importProjectId,
              termIdsCsv: answer.termIdsCsv,
            });
            await call(
              importer,
              'GET',
              `${KW}/Groups/DeleteGroup?projectId=${importProjectId}&groupHashCsv=${answer.groupHashCsv}`,
            );
          },
        ),
        args.imports,
      );
    }
    return rows;
  } finally {
    server.stop();
  }
}

const args = parseArgs(process.argv.slice(2));
if (args.seedOnly) {
  await seedWorkspace();
} else {
  const results = [];
  const dir = mkdtempSync(join(tmpdir(), 'rivalscope-bench-workspace-'));
  const termsFile = join(dir, 'import-terms.csv');
  try {
    if (args.db !== 'postgres') {
      results.push(...(await benchDatabase('SQLite', args.sqliteFile ?? join(dir, 'bench.sqlite'), args, termsFile)));
    }
    if (args.db !== 'sqlite' && args.postgresUrl) {
      results.push(...(await benchDatabase('PostgreSQL', args.postgresUrl, args, termsFile)));
    } else if (args.db !== 'sqlite') {
      const postgres = await startPostgres();
      try {
        results.push(...(await benchDatabase('PostgreSQL', postgres.url, args, termsFile)));
      } finally {
        postgres.stop();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(
    `\nA project of ${PROJECT_KEYWORDS.toLocaleString('en-US')} keywords in ${GROUPS} groups and ${LABELS} labels, ` +
      `sequential requests (the imports into a second account's ${IMPORT_PROJECT_KEYWORDS.toLocaleString('en-US')}-keyword project):`,
  );
  console.table(results);
}
