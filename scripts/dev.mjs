#!/usr/bin/env node
// `npm run dev`: the API server and Vite together, both watching.
//   api  tsx watch src/server/main.ts on API_PORT (default 3001, bound to 127.0.0.1), the demo
//        account seeded unless SEED_DEMO=false; restarts when a server file changes.
//   web  Vite on http://localhost:5173 with hot reload; it proxies the API's paths to the server
//        (vite.config.ts reads them from the contract), so the browser talks to one origin.
// Every other server setting is an environment variable, as for `npm start` (src/server/config.ts).
// Ctrl-C stops both; when either one exits on its own, the other is stopped too.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.API_PORT || '3001';
const WEB_PORT = '5173';
/** How long a child may take to stop before it is killed. */
const STOP_GRACE_MS = 5000;

/** The JavaScript entry of a package's command, run with this Node (no npx or shell in between). */
function bin(pkg) {
  const { bin: entry } = JSON.parse(readFileSync(join(root, 'node_modules', pkg, 'package.json'), 'utf8'));
  return join(root, 'node_modules', pkg, typeof entry === 'string' ? entry : entry[pkg]);
}

const shared = { ...process.env, API_PORT: apiPort, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}) };
const commands = [
  {
    name: 'api',
    args: [bin('tsx'), 'watch', '--clear-screen=false', 'src/server/main.ts'],
    env: {
      ...shared,
      PORT: apiPort,
      HOST: process.env.API_HOST || '127.0.0.1',
      SEED_DEMO: process.env.SEED_DEMO || 'true',
    },
    stdin: 'ignore',
  },
  // The keyboard goes to Vite (its shortcuts: r restart, o open, q quit).
  { name: 'web', args: [bin('vite'), '--port', WEB_PORT], env: shared, stdin: 'inherit' },
];

/** Copies a child's output line by line, each line tagged with the child's name. */
function tagLines(stream, name, out) {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) out.write(`[${name}] ${line}\n`);
  });
  stream.on('end', () => {
    if (pending) out.write(`[${name}] ${pending}\n`);
  });
}

console.log(
  `▶ Rivalscope dev: open http://localhost:${WEB_PORT} (Vite, hot reload); the API runs on ` +
    `http://127.0.0.1:${apiPort} behind Vite's proxy. Ctrl-C stops both.`,
);

let exitCode = 0;
let stopping = false;
const running = new Set();

function stopAll(signal) {
  if (stopping) return;
  stopping = true;
  for (const child of running) child.kill(signal);
  setTimeout(() => {
    for (const child of running) child.kill('SIGKILL');
  }, STOP_GRACE_MS).unref();
}

for (const { name, args, env, stdin } of commands) {
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: [stdin, 'pipe', 'pipe'] });
  running.add(child);
  tagLines(child.stdout, name, process.stdout);
  tagLines(child.stderr, name, process.stderr);
  child.on('exit', (code, signal) => {
    running.delete(child);
    if (!stopping) {
      console.error(`✖ ${name} exited (${signal ?? `code ${code}`}): stopping the other one`);
      exitCode = code || 1;
      stopAll('SIGTERM');
    }
    if (running.size === 0) process.exit(exitCode);
  });
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));
