#!/usr/bin/env node
// `npm run bench:import [-- --rows N] [--db sqlite|postgres] [--kind keyword-planner|serp-json]`: writes an
// N-row Keyword Planner export and an N-row SERP JSON Lines file (default 1,000,000 each, with the
// formats' fixture generator) in a temp folder, imports each into a fresh database with the real
// CLI in a child process (`npm run import`), and prints rows/s and the child's peak memory (max
// RSS) against the goal (≥ 50,000 rows/s, ≤ 300 MB on SQLite), with the child's CPU time and the
// load average (the machine may be shared: a loaded machine stretches the wall time, not the CPU
// time). A row of the Keyword Planner export is a keyword (a line); a row of the SERP file is a
// SERP item, one organic result or one ad (DataForSEO's items[], SerpApi's organic_results[] and
// ads[]): the N-row SERP file holds N items, 11 a results page (10 organic results and 1 ad, the
// last page fewer), and its results pages per second are printed beside. The keywords, domains and
// pages a SERP import derives are not rows. Everything stays on this machine.
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
/** SERP items on a generated results page (the generator's GENERATED_SERP_ITEMS: 10 organic results and 1 ad). */
const SERP_ITEMS_PER_PAGE = 11;
/** What one row of each file is: the unit the goal counts. */
const ROW_OF = { 'keyword-planner': 'keywords', 'serp-json': 'SERP items' };

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
      : `await g.writeSerpJsonLinesItemsFile(${JSON.stringify(join(dir, FILE_OF[kind]))}, ${rows});`,
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
  // Also the main thread's own CPU time (Linux: /proc/self/task/<pid>/stat, utime and stime in
  // clock ticks of 1/100 s): with the file read on a second thread, the writing thread's time is
  // what bounds the wall time on a machine with a core to spare.
  const reportRss = `data:text/javascript,import {readFileSync} from 'node:fs';process.on('exit',()=>{const u=process.resourceUsage();let t=-1;try{const f=readFileSync('/proc/self/task/'+process.pid+'/stat','utf8').split(') ')[1].split(' ');t=(Number(f[11])+Number(f[12]))*1e4}catch{}process.stderr.write('${RSS_MARKER} '+u.maxRSS+' '+(u.userCPUTime+u.systemCPUTime)+' '+t+'\\n')})`;
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
      // The last report: a reader thread inherits the report too, and ends before the process does.
      const rss = [...stderr.matchAll(new RegExp(`${RSS_MARKER} (\\d+) (\\d+) (-?\\d+)`, 'g'))].at(-1);
      if (code !== 0) reject(new Error(`The import of ${file} failed:\n${stderr}`));
      else
        resolve({
          seconds,
          maxRssMb: rss ? Number(rss[1]) / 1024 : NaN,
          cpuSeconds: rss ? Number(rss[2]) / 1e6 : NaN,
          mainCpuSeconds: rss && Number(rss[3]) >= 0 ? Number(rss[3]) / 1e6 : NaN,
        });
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
    const { seconds, maxRssMb, cpuSeconds, mainCpuSeconds } = await importInChild(kind, file, target);
    results.push({
      kind,
      rowsPerSecond: options.rows / seconds,
      seconds,
      maxRssMb,
      cpuSeconds,
      mainCpuSeconds,
      load,
      loadEnd: loadavg()[0],
    });
  }
  console.log(
    `\nImport of ${options.rows.toLocaleString('en-US')} rows per file on ${options.db} (a row: a Keyword Planner keyword; a SERP item, an organic result or an ad):`,
  );
  for (const r of results) {
    const speed = r.rowsPerSecond >= GOAL_ROWS_PER_SECOND ? 'ok' : 'SLOW';
    const memory = r.maxRssMb <= GOAL_MAX_RSS_MB ? 'ok' : 'OVER';
    console.log(
      `  ${r.kind.padEnd(16)} ${Math.round(r.rowsPerSecond).toLocaleString('en-US').padStart(8)} rows/s = ${ROW_OF[r.kind]}/s (${speed}, goal ≥ ${GOAL_ROWS_PER_SECOND.toLocaleString('en-US')})` +
        `  ${r.seconds.toFixed(1)} s  max RSS ${r.maxRssMb.toFixed(0)} MB (${memory}, goal ≤ ${GOAL_MAX_RSS_MB} MB)`,
    );
    const pages = Math.ceil(options.rows / SERP_ITEMS_PER_PAGE);
    console.log(
      `  ${''.padEnd(16)} ${r.cpuSeconds.toFixed(1)} s CPU (${Math.round(options.rows / r.cpuSeconds).toLocaleString('en-US')} rows per CPU second` +
        (Number.isNaN(r.mainCpuSeconds)
          ? ')'
          : `; main thread ${r.mainCpuSeconds.toFixed(1)} s, ${Math.round(options.rows / r.mainCpuSeconds).toLocaleString('en-US')} rows per its CPU second)`) +
        (r.kind === 'serp-json'
          ? `, ${Math.round(pages / r.seconds).toLocaleString('en-US')} results pages/s (${pages.toLocaleString('en-US')} pages, ${Math.round(pages / r.cpuSeconds).toLocaleString('en-US')} per CPU second)`
          : '') +
        `, load average ${r.load.toFixed(2)} at the start, ${r.loadEnd.toFixed(2)} at the end`,
    );
  }
} finally {
  await postgres?.stop();
  rmSync(dir, { recursive: true, force: true });
}
