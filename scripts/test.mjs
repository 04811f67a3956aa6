#!/usr/bin/env node
// `npm test`: every check CI runs, stopping after the first group with a failure. The checks and
// builds before the tests run side by side, each one's output printed whole when it ends. It ends
// with the test runner's counts and a plain "N passed, N failed" line.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';

import { CHROMIUM_PATH as CHROMIUM } from './lib/chromium.mjs';
import { findPostgresBin, startPostgres } from './postgres.mjs';

const started = Date.now();

/** Runs one step with its output (stdout and stderr, in the order written) kept until it ends. */
function runBuffered(label, command, args) {
  return new Promise((resolvePromise) => {
    const t0 = Date.now();
    const chunks = [];
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    const done = (status) => resolvePromise({ label, status, seconds: ((Date.now() - t0) / 1000).toFixed(1), chunks });
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${error.stack ?? error}\n`));
      done(1);
    });
    child.on('close', (code, signal) => done(code ?? signal));
  });
}

/**
 * Runs the steps side by side, as many at once as the machine has cores (the first listed start
 * first: list the longest first). Each step's output is printed whole, under its name, when it
 * ends, so that two steps' lines never interleave; after all have ended, a failure exits.
 */
async function runTogether(steps) {
  const queue = [...steps];
  const failed = [];
  const worker = async () => {
    for (let step = queue.shift(); step; step = queue.shift()) {
      const { label, status, seconds, chunks } = await runBuffered(...step);
      console.log(`\n▶ ${label}`);
      process.stdout.write(Buffer.concat(chunks));
      if (status === 0) console.log(`✔ ${label} (${seconds}s)`);
      else {
        console.error(`\n✖ ${label} failed after ${seconds}s (exit ${status}).`);
        failed.push(label);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), steps.length) }, worker));
  if (failed.length > 0) {
    console.error(`\n✖ failed: ${failed.join(', ')}`);
    process.exit(1);
  }
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
// Independent of each other; the longest first (seconds on the 2-core CI machine: lint 58,
// typecheck 25, build storybook 19, format 19, build app 9). The tests start once all have passed
// (the e2e suite needs the built app).
await runTogether([
  ['lint', ...npm('lint')],
  ['typecheck', ...npm('typecheck')],
  ['build storybook', ...npm('build-storybook')],
  ['format', ...npm('format:check')],
  ['build app', ...npm('build')],
  ['spec coverage', ...npm('check-spec-coverage')],
  ['gen:api drift', ...npm('gen:api:check')],
  ['lint:api', ...npm('lint:api')],
  ['check-stories', ...npm('check-stories')],
]);

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
