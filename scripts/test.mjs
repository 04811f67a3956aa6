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

// The server suite runs on SQLite and, with TEST_DATABASE_URL set, again on PostgreSQL.
console.log('\n▶ start a private PostgreSQL cluster for the server suite');
const postgres = await startPostgres();
const report = join(mkdtempSync(join(tmpdir(), 'rivalscope-test-')), 'vitest.json');
let vitest;
try {
  vitest = spawnSync('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: postgres.url },
  });
} finally {
  postgres.stop();
}

let counts = null;
if (existsSync(report)) {
  const { numPassedTests, numFailedTests, numPendingTests, numTotalTests } = JSON.parse(readFileSync(report, 'utf8'));
  counts = { passed: numPassedTests, failed: numFailedTests, skipped: numPendingTests, total: numTotalTests };
}
const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log(`\nnpm test finished in ${minutes} min.`);
if (counts) console.log(`Tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
if (vitest.status !== 0 || !counts || counts.failed > 0 || counts.total === 0) {
  console.error('✖ tests failed');
  process.exit(vitest.status || 1);
}
