#!/usr/bin/env node
// `npm run bench`: every benchmark in turn — the bundle sizes of the home route and the domain overview,
// the overview's Lighthouse score, the server, the research API, the research table, then the keyword workspace.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

for (const script of [
  'bench-bundle.mjs',
  'bench-lighthouse.mjs',
  'bench-server.mjs',
  'bench-research.mjs',
  'bench-table.mjs',
  'bench-workspace.mjs',
]) {
  const run = spawnSync(process.execPath, [join(import.meta.dirname, script), ...process.argv.slice(2)], {
    stdio: 'inherit',
  });
  if (run.status !== 0) process.exit(run.status || 1);
  console.log('');
}
