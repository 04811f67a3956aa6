#!/usr/bin/env node
// `npm test`: every check CI runs, in order, stopping at the first failure. It ends with the
// test runner's counts and a plain "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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

/** Stories run in Debian's Chromium. As root we install it; otherwise we say how. */
function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `No Chromium at ${CHROMIUM}. Install Debian's package (sudo apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
  run('apt-get update', 'apt-get', ['update', '-qq']);
  run('install chromium', 'apt-get', ['install', '-y', '-qq', 'chromium'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

const npm = (script) => ['npm', ['run', '--silent', script]];

ensureChromium();
run('typecheck', ...npm('typecheck'));
run('lint', ...npm('lint'));
run('format', ...npm('format:check'));
run('check-stories', ...npm('check-stories'));
run('lint:api', ...npm('lint:api'));
run('gen:api drift', ...npm('gen:api:check'));
run('spec coverage', ...npm('check-spec-coverage'));
run('build app', ...npm('build'));
run('build storybook', ...npm('build-storybook'));

const report = join(mkdtempSync(join(tmpdir(), 'rivalscope-test-')), 'vitest.json');
const vitest = spawnSync(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
  { stdio: 'inherit' },
);

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
