#!/usr/bin/env node
// `npm run bench:table`: a 1,000-row research keyword table rendered and re-sorted in Chromium, 20
// times each; prints the medians (performance marks around React's synchronous commit) against the
// 50 ms goal and fails above it. The bench itself: stories/features/research/table/ResearchTable.bench.tsx.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const run = spawnSync('npx', ['vitest', 'run', '--config', join(import.meta.dirname, 'bench-table.config.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
