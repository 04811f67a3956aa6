#!/usr/bin/env node
// `npm test`: every check CI runs, in order, stopping at the first failure. It ends with the
// test runner's counts and a plain "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { CHROMIUM_PATH as CHROMIUM } from './lib/chromium.mjs';
import { findPostgresBin, startPostgres } from './postgres.mjs';

const started = Date.now();

function run(label, command, args, options = {}) {
  console.log(`\n▶ ${label}`);
  const t0 = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed after ${seconds}s (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
  console.log(`✔ ${label} (${seconds}s)`);
}

function hasPostgres() {
  try {
    findPostgresBin();
    return true;
  } catch {
    return false;
  }
}

/**
 * Stories run in Debian's Chromium and the server suite runs on Debian's PostgreSQL too. `npm test`
 * installs nothing (CI's .ci/run does): it says what is missing and how to install it.
 */
function requireDebianPackages() {
  const missing = [];
  if (!existsSync(CHROMIUM)) missing.push('chromium');
  if (!hasPostgres()) missing.push('postgresql');
  if (missing.length === 0) return;
  console.error(
    `Missing Debian packages: ${missing.join(' ')}. Install them first: sudo apt-get install -y ${missing.join(' ')}`,
  );
  process.exit(1);
}

const npm = (script) => ['npm', ['run', '--silent', script]];

requireDebianPackages();
run('typecheck', ...npm('typecheck'));
run('lint', ...npm('lint'));
run('format', ...npm('format:check'));
run('check-stories', ...npm('check-stories'));
run('lint:api', ...npm('lint:api'));
run('gen:api drift', ...npm('gen:api:check'));
run('spec coverage', ...npm('check-spec-coverage'));
run('build app', ...npm('build'));
run('build storybook', ...npm('build-storybook'));

/**
 * Story files run in shards, each in a fresh Chromium: one renderer that ran all the story files in
 * turn grew past a gigabyte while the suite slowed to 26 minutes; a new browser per shard bounds it.
 */
const STORY_SHARDS = 4;

/** Runs vitest with the arguments, and returns its exit status and the counts of its JSON report. */
function vitestRun(label, args, env) {
  console.log(`\n▶ ${label}`);
  const report = join(mkdtempSync(join(tmpdir(), 'rivalscope-test-')), 'vitest.json');
  const result = spawnSync(
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    { stdio: 'inherit', env },
  );
  if (!existsSync(report)) return { status: result.status ?? 1, counts: null };
  const { numPassedTests, numFailedTests, numPendingTests, numTotalTests } = JSON.parse(readFileSync(report, 'utf8'));
  return {
    status: result.status ?? 1,
    counts: { passed: numPassedTests, failed: numFailedTests, skipped: numPendingTests, total: numTotalTests },
  };
}

// The server suite runs on SQLite and, with TEST_DATABASE_URL set, again on PostgreSQL.
console.log('\n▶ start a private PostgreSQL cluster for the server suite');
const postgres = await startPostgres();
const runs = [];
try {
  const env = { ...process.env, TEST_DATABASE_URL: postgres.url };
  runs.push(
    vitestRun('unit, server and e2e tests', ['--project', 'unit', '--project', 'server', '--project', 'e2e'], env),
  );
} finally {
  postgres.stop();
}
for (let shard = 1; shard <= STORY_SHARDS; shard += 1) {
  runs.push(
    vitestRun(
      `story tests, shard ${shard} of ${STORY_SHARDS}`,
      ['--project', 'storybook', `--shard=${shard}/${STORY_SHARDS}`],
      process.env,
    ),
  );
}

const counts = runs.every((run) => run.counts)
  ? runs.reduce(
      (sum, { counts: c }) => ({
        passed: sum.passed + c.passed,
        failed: sum.failed + c.failed,
        skipped: sum.skipped + c.skipped,
        total: sum.total + c.total,
      }),
      { passed: 0, failed: 0, skipped: 0, total: 0 },
    )
  : null;
const failedRun = runs.find((run) => run.status !== 0);
const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log(`\nnpm test finished in ${minutes} min.`);
if (counts) console.log(`Tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
if (failedRun || !counts || counts.failed > 0 || counts.total === 0) {
  console.error('✖ tests failed');
  process.exit(failedRun?.status || 1);
}
