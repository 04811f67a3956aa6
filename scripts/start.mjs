#!/usr/bin/env node
// `npm start`: builds the browser app (vite build) and runs the server (src/server/main.ts through
// tsx), which serves dist/ and the API on one port (PORT, default 3000).
//   node scripts/start.mjs              build, then serve
//   node scripts/start.mjs --no-build   serve the existing dist/ (also SKIP_BUILD=1)
// Every server setting is an environment variable; see src/server/config.ts.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const skipBuild = process.argv.includes('--no-build') || process.env.SKIP_BUILD === '1';

if (!skipBuild) {
  console.log('▶ building the app (vite build)');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('✖ vite build failed');
    process.exit(build.status || 1);
  }
}

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'src/server/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
