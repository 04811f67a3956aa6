#!/usr/bin/env node
// `npm run bench:server`: autocannon (50 connections, 10 s each) against
//   1. the real server (spawned as `npm start` runs it, on a fresh SQLite file): the demo account
//      logs in once, then every request is GET getactivestate with that session — cookie parsing,
//      session lookup and the user's state, the call every page load makes — and then, in a second
//      run, the session poll (pollSession) every open page sends; then getactivestate again as a browser asks
//      for it (Accept-Encoding: gzip, deflate, br: the answer is compressed);
//   2. a bare Fastify route answering a small JSON object, spawned the same way, as the ceiling.
// Prints requests/s, p99 latency and the ratio of each to the bare route, and the server process' CPU
// time per answered request (user + system, read from /proc). Traffic stays on 127.0.0.1.
// The bench shares the machine with the server: on a busy machine compare the ratios and the CPU per
// request, not req/s. On a machine others load, even the ratio of req/s moves with what they run
// during each 10 s: the ratio by CPU (the bare route's CPU per request over the server's) is what
// the req/s ratio comes to where each process has a core to itself, and moves far less.
//
// `npm run bench:server -- --profile <dir>` also writes a V8 CPU profile of the server process
// (node --cpu-prof, for the whole run: both routes) into <dir>, and prints its top functions by
// self time. Profiling slows the server: compare the ratio of profiled runs with each other only.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

import autocannon from 'autocannon';

import { demoLoginCookie, freePort, root, startServer, waitUntilUp } from './lib/server-process.mjs';

const { values: options } = parseArgs({
  options: { profile: { type: 'string' }, seconds: { type: 'string', default: '10' } },
});
const profileDir = options.profile ? resolve(options.profile) : null;

const startedAt = Date.now();

const CONNECTIONS = 50;
/** `--seconds N`: each run's length (10 by default). */
const DURATION_S = Number(options.seconds);

/** A process' CPU time so far (user + system) in microseconds, from /proc; null where there is none. */
function cpuMicros(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of stat (11 and 12 after the command name), in clock ticks.
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS;
  } catch {
    return null;
  }
}
const CLOCK_TICKS = 100;

/**
 * Unmeasured seconds of each server's route before its runs: the JIT's first compilations and what
 * a fresh server still does after it answers (its job queue's first turns) fell into the first run
 * (its CPU per request was a fifth above the same route's later run).
 */
const WARM_UP_S = 3;

/** autocannon against url, unmeasured, for WARM_UP_S. */
const warmUp = (url, headers) =>
  new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: WARM_UP_S, headers }, (error) =>
      error ? reject(error) : resolve(),
    );
  });

/** autocannon against url; with pid, the CPU time that process spent per answered request (µs). */
function run(url, headers, pid) {
  const before = pid === undefined ? null : cpuMicros(pid);
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers }, (error, result) => {
      if (error) return reject(error);
      const after = pid === undefined ? null : cpuMicros(pid);
      const answered = result.requests.total;
      result.cpuPerRequest = before !== null && after !== null && answered > 0 ? (after - before) / answered : null;
      resolve(result);
    });
  });
}

async function benchServer() {
  // API only: the bench measures the API.
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  const { base, child, stop } = await startServer({
    env: {
      STATIC_DIR: join(root, 'no-app'),
      RESEARCH_DEMO_KEYWORDS: '0',
    },
    nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  });
  try {
    const cookie = await demoLoginCookie(base);
    const state = `${base}/Endpoints/AccountApi/getactivestate`;
    await warmUp(state, { cookie });
    return {
      state: await run(state, { cookie }, child.pid),
      poll: await run(`${base}/endpoints/poll`, { cookie }, child.pid),
      browser: await run(state, { cookie, 'accept-encoding': 'gzip, deflate, br' }, child.pid),
    };
  } finally {
    if (profileDir) {
      // The profile is written when the process exits: a graceful stop, not the kill.
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }
    stop();
  }
}

async function benchBare() {
  const port = await freePort();
  const source = `
    const app = require('fastify')();
    app.get('/bare', async () => ({ isLoggedIn: false, userId: '00000000-0000-0000-0000-000000000000' }));
    app.listen({ port: ${port}, host: '127.0.0.1' });`;
  const child = spawn(process.execPath, ['-e', source], { cwd: root, stdio: 'ignore' });
  try {
    await waitUntilUp(`http://127.0.0.1:${port}/bare`);
    await warmUp(`http://127.0.0.1:${port}/bare`);
    return await run(`http://127.0.0.1:${port}/bare`, undefined, child.pid);
  } finally {
    child.kill('SIGKILL');
  }
}

/** Where a profiled function lives: a path under the repository (node_modules/<package>/…, src/…) or node's own. */
function placeOf({ url, lineNumber }) {
  if (!url) return '';
  const path = decodeURI(url.replace(/^file:\/\//, ''));
  const relative = path.startsWith(root) ? path.slice(root.length + 1) : path;
  return `${relative.replace(/^.*node_modules\//, '')}:${lineNumber + 1}`;
}

/**
 * The top of a .cpuprofile: functions by self time, and the project's own functions (src/) by
 * total time (the function and what it calls), as shares of the time the process was not idle.
 */
function summarizeProfile(file, top = 15) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const key = (node) => `${node.callFrame.functionName || '(anonymous)'} ${placeOf(node.callFrame)}`;
  const self = new Map();
  const total = new Map();
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const node = nodes.get(id);
    const delta = profile.timeDeltas[i] ?? 0;
    if (node.callFrame.functionName === '(idle)') return;
    busy += delta;
    self.set(key(node), (self.get(key(node)) ?? 0) + delta);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parentOf.get(at)) {
      const frame = nodes.get(at);
      if (!frame.callFrame.url.includes('/src/')) continue;
      const name = key(frame);
      if (seen.has(name)) continue;
      seen.add(name);
      total.set(name, (total.get(name) ?? 0) + delta);
    }
  });
  const rows = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, time]) => `  ${((100 * time) / busy).toFixed(1).padStart(5)} %  ${name}`)
      .join('\n');
  return `CPU profile ${file} (${(busy / 1e6).toFixed(1)} s busy)\nself time:\n${rows(self)}\nproject code, total time:\n${rows(total)}`;
}

const line = (label, r) =>
  `${label.padEnd(44)} ${String(Math.round(r.requests.average)).padStart(7)} req/s   p99 ${String(r.latency.p99).padStart(4)} ms   ` +
  `server CPU ${r.cpuPerRequest === null ? '   ?' : String(Math.round(r.cpuPerRequest)).padStart(4)} µs/req   errors ${r.errors + r.non2xx}`;

console.log(
  `autocannon: ${CONNECTIONS} connections, ${DURATION_S} s each (after ${WARM_UP_S} s unmeasured per server), on 127.0.0.1\n`,
);
const { state, poll, browser } = await benchServer();
console.log(line('server: login once, then getactivestate', state));
console.log(line('server: the same session, pollSession', poll));
console.log(line('server: getactivestate, Accept-Encoding br', browser));
const bare = await benchBare();
console.log(line('bare Fastify JSON route', bare));
const ratio = (r) => (r.requests.average / bare.requests.average).toFixed(2);
const cpuRatio = (r) =>
  r.cpuPerRequest && bare.cpuPerRequest ? (bare.cpuPerRequest / r.cpuPerRequest).toFixed(2) : '?';
console.log(`\nratio (server / bare): getactivestate ${ratio(state)}, pollSession ${ratio(poll)}`);
console.log(
  `ratio by CPU per request (bare / server): getactivestate ${cpuRatio(state)}, pollSession ${cpuRatio(poll)}, ` +
    `getactivestate compressed ${cpuRatio(browser)}`,
);
console.log(
  `load average (1, 5, 15 min): ${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')}`,
);
if (profileDir) {
  // node writes one profile per thread (tsx's module loader runs in a worker): the main thread's is the largest.
  const main = readdirSync(profileDir)
    .filter((name) => name.endsWith('.cpuprofile'))
    .map((name) => join(profileDir, name))
    .filter((file) => statSync(file).mtimeMs >= startedAt)
    .sort((a, b) => statSync(b).size - statSync(a).size)[0];
  console.log(main ? `\n${summarizeProfile(main)}` : '\nno CPU profile was written');
}
if ([state, poll, browser].some((r) => r.errors + r.non2xx > 0)) process.exit(1);
