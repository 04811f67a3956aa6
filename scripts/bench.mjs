#!/usr/bin/env node
// `npm run bench`: every benchmark in turn — the home route's bundle size, the server, the research API, then the research table.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

for (const script of ['bench-bundle.mjs', 'bench-server.mjs', 'bench-research.mjs', 'bench-table.mjs']) {
  const run = spawnSync(process.execPath, [join(import.meta.dirname, script), ...process.argv.slice(2)], {
    stdio: 'inherit',
  });
  if (run.status !== 0) process.exit(run.status || 1);
  console.log('');
}
