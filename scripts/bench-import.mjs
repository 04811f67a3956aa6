#!/usr/bin/env node
// `npm run bench:import [-- --rows N] [--db sqlite|postgres] [--kind keyword-planner|serp-json]`: writes an
// N-row Keyword Planner export and an N-result SERP JSON Lines file (default 1,000,000 each, with the
// formats' fixture generator) in a temp folder, imports each into a fresh database with the real
// CLI in a child process (`npm run import`), and prints rows/s and the child's peak memory (max
// RSS) against the goal (≥ 50,000 rows/s, ≤ 300 MB on SQLite), with the child's CPU time and the
// load average (the machine may be shared: a loaded machine stretches the wall time, not the CPU
// time). A row is a row of the file: a keyword of the Keyword Planner export, a SERP result (one
// keyword's results page, one line) of the JSON Lines file; the goal counts those. A SERP result
// stores 11 table rows (10 organic results and 1 ad), so its table rows per second are printed too,
// beside the goal, not instead of it. Everything stays on this machine.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

import { root } from './lib/server-process.mjs';
import { startPostgres } from './postgres.mjs';

const GOAL_ROWS_PER_SECOND = 50_000;
const GOAL_MAX_RSS_MB = 300;
const KINDS = ['keyword-planner', 'serp-json'];
const FILE_OF = { 'keyword-planner': 'planner.tsv', 'serp-json': 'serps.jsonl' };
const RSS_MARKER = 'bench-import-max-rss-kib';
/** Table rows a generated SERP result stores: GENERATED_SERP_DEPTH organic results and one ad. */
const STORED_ROWS_PER_RESULT = { 'keyword-planner': 1, 'serp-json': 11 };
/** What one row of each file is: the unit the goal counts. */
const ROW_OF = { 'keyword-planner': 'keywords', 'serp-json': 'SERP results' };

function parseArgs(argv) {
  const options = { rows: 1_000_000, db: 'sqlite', kinds: KINDS };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = argv[(i += 1)];
    if (arg === '--rows') {
      options.rows = Number(value);
      if (!Number.isInteger(options.rows) || options.rows < 1) throw new Error('--rows takes a whole number of rows');
    } else if (arg === '--db') {
      if (value !== 'sqlite' && value !== 'postgres') throw new Error('--db takes sqlite or postgres');
      options.db = value;
    } else if (arg === '--kind') {
      if (!KINDS.includes(value)) throw new Error(`--kind takes ${KINDS.join(' or ')}`);
      options.kinds = [value];
    } else {
      throw new Error(`Unknown argument ${arg}`);
    }
  }
  return options;
}

/** Writes the files with the fixture generator (TypeScript, so in a tsx child). */
function generate(dir, rows, kinds) {
  const calls = kinds.map((kind) =>
    kind === 'keyword-planner'
      ? `await g.writeKeywordPlannerFile(${JSON.stringify(join(dir, FILE_OF[kind]))}, ${rows});`
      : `await g.writeSerpJsonLinesFile(${JSON.stringify(join(dir, FILE_OF[kind]))}, ${rows});`,
  );
  const script = `const g = await import(${JSON.stringify(
    join(root, 'src/server/research/importers/formats/fixtures/generate.ts'),
  )}); ${calls.join(' ')}`;
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('Generating the files failed');
}

/** Runs the import CLI; resolves with its wall time and peak RSS (reported by the child itself on exit). */
function importInChild(kind, file, target) {
  // The child writes its own peak RSS when it exits: the number a user's import would reach.
  const reportRss = `data:text/javascript,process.on('exit',()=>{const u=process.resourceUsage();process.stderr.write('${RSS_MARKER} '+u.maxRSS+' '+(u.userCPUTime+u.systemCPUTime)+'\\n')})`;
  // The command `npm run import` runs (its node flags included), plus the report.
  const [, ...command] = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts.import.split(' ');
  const args = ['--import', reportRss, ...command, kind, file, '--month', '2026-10'];
  const started = performance.now();
  const child = spawn(process.execPath, [...args, ...target], { cwd: root, stdio: ['ignore', 'inherit', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d.toString()));
  return new Promise((resolve, reject) =>
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      const rss = new RegExp(`${RSS_MARKER} (\\d+) (\\d+)`).exec(stderr);
      if (code !== 0) reject(new Error(`The import of ${file} failed:\n${stderr}`));
      else
        resolve({ seconds, maxRssMb: rss ? Number(rss[1]) / 1024 : NaN, cpuSeconds: rss ? Number(rss[2]) / 1e6 : NaN });
    }),
  );
}

const options = parseArgs(process.argv.slice(2));
const dir = mkdtempSync(join(tmpdir(), 'rivalscope-bench-import-'));
const postgres = options.db === 'postgres' ? await startPostgres() : null;
try {
  console.log(`Writing ${options.rows.toLocaleString('en-US')}-row files in ${dir}…`);
  generate(dir, options.rows, options.kinds);
  const results = [];
  for (const kind of options.kinds) {
    const file = join(dir, FILE_OF[kind]);
    const target = postgres
      ? ['--database-url', postgres.url, '--database-schema', `bench_${kind.replace('-', '_')}`]
      : ['--database-url', join(dir, `${kind}.sqlite`)];
    console.log(`\n${kind}: ${(statSync(file).size / 1e6).toFixed(0)} MB file into a fresh ${options.db} database`);
    const load = loadavg()[0];
    const { seconds, maxRssMb, cpuSeconds } = await importInChild(kind, file, target);
    results.push({ kind, rowsPerSecond: options.rows / seconds, seconds, maxRssMb, cpuSeconds, load });
  }
  console.log(
    `\nImport of ${options.rows.toLocaleString('en-US')} rows per file on ${options.db} (a row is a line of the file: a Keyword Planner keyword, a SERP result page):`,
  );
  for (const r of results) {
    const speed = r.rowsPerSecond >= GOAL_ROWS_PER_SECOND ? 'ok' : 'SLOW';
    const memory = r.maxRssMb <= GOAL_MAX_RSS_MB ? 'ok' : 'OVER';
    console.log(
      `  ${r.kind.padEnd(16)} ${Math.round(r.rowsPerSecond).toLocaleString('en-US').padStart(8)} rows/s = ${ROW_OF[r.kind]}/s (${speed}, goal ≥ ${GOAL_ROWS_PER_SECOND.toLocaleString('en-US')})` +
        `  ${r.seconds.toFixed(1)} s  max RSS ${r.maxRssMb.toFixed(0)} MB (${memory}, goal ≤ ${GOAL_MAX_RSS_MB} MB)`,
    );
    const tableRows = STORED_ROWS_PER_RESULT[r.kind];
    console.log(
      `  ${''.padEnd(16)} ${r.cpuSeconds.toFixed(1)} s CPU (${Math.round(options.rows / r.cpuSeconds).toLocaleString('en-US')} rows per CPU second)` +
        (tableRows > 1
          ? `, ${Math.round((options.rows * tableRows) / r.seconds).toLocaleString('en-US')} table rows/s (${tableRows} a result; not what the goal counts)`
          : '') +
        `, load average ${r.load.toFixed(2)} at the start`,
    );
  }
} finally {
  await postgres?.stop();
  rmSync(dir, { recursive: true, force: true });
}
