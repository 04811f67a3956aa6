#!/usr/bin/env node
// `npm run bench:server`: autocannon (50 connections, 10 s each) against
//   1. the real server (spawned as `npm start` runs it, on a fresh SQLite file): the demo account
//      logs in once, then every request is GET getactivestate with that session — cookie parsing,
//      session lookup and the user's state, the call every page load makes — and then, in a second
//      run, the session poll (pollSession) every open page sends;
//   2. a bare Fastify route answering a small JSON object, spawned the same way, as the ceiling.
// Prints requests/s, p99 latency and the ratio of each to the bare route. Traffic stays on 127.0.0.1.
// The bench shares the machine with the server: on a busy machine compare the ratios, not req/s.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

import autocannon from 'autocannon';

import { demoLoginCookie, freePort, root, startServer, waitUntilUp } from './lib/server-process.mjs';

const CONNECTIONS = 50;
const DURATION_S = 10;

function run(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

async function benchServer() {
  // API only: the bench measures the API.
  const { base, stop } = await startServer({ env: { STATIC_DIR: join(root, 'no-app'), RESEARCH_DEMO_KEYWORDS: '0' } });
  try {
    const cookie = await demoLoginCookie(base);
    return {
      state: await run(`${base}/Endpoints/AccountApi/getactivestate`, { cookie }),
      poll: await run(`${base}/endpoints/poll`, { cookie }),
    };
  } finally {
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
    return await run(`http://127.0.0.1:${port}/bare`);
  } finally {
    child.kill('SIGKILL');
  }
}

const line = (label, r) =>
  `${label.padEnd(44)} ${String(Math.round(r.requests.average)).padStart(7)} req/s   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${r.errors + r.non2xx}`;

console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION_S} s each, on 127.0.0.1\n`);
const { state, poll } = await benchServer();
console.log(line('server: login once, then getactivestate', state));
console.log(line('server: the same session, pollSession', poll));
const bare = await benchBare();
console.log(line('bare Fastify JSON route', bare));
const ratio = (r) => (r.requests.average / bare.requests.average).toFixed(2);
console.log(`\nratio (server / bare): getactivestate ${ratio(state)}, pollSession ${ratio(poll)}`);
if ([state, poll].some((r) => r.errors + r.non2xx > 0)) process.exit(1);
