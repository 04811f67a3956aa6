// Spawning the real server (src/server/main.ts through tsx, as `npm start` runs it) on a free port
// with a throwaway data directory: shared by the benchmarks and the end-to-end test.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const root = join(import.meta.dirname, '..', '..');

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

export async function waitUntilUp(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`${url} did not come up within ${timeoutMs / 1000} s`);
}

/**
 * Starts the server on a fresh SQLite file; resolves once it answers. `env` adds or overrides
 * variables (STATIC_DIR pointing nowhere makes it API-only); `upWithinMs` is how long it may take to
 * answer (seeding the full demo corpus takes minutes on a busy machine); `nodeArgs` go to node
 * before the script (--cpu-prof). `stop()` kills it and removes the data.
 */
export async function startServer({ env = {}, stdio = 'ignore', upWithinMs = 60_000, nodeArgs = [] } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'rivalscope-run-'));
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', join(root, 'src/server/main.ts')], {
    cwd: root,
    stdio,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: join(dataDir, 'run.sqlite'),
      LOG_LEVEL: 'silent',
      ...env,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await Promise.race([
      waitUntilUp(`${base}/healthz`, upWithinMs),
      new Promise((_, reject) => child.once('exit', (code) => reject(new Error(`the server exited (${code})`)))),
    ]);
  } catch (error) {
    stop();
    throw error;
  }
  // databasePath: the SQLite file, for a test that reads what the server wrote (the mail outbox).
  return { base, port, child, stop, databasePath: join(dataDir, 'run.sqlite') };
}

/**
 * Logs the demo account (seeded by the server on an empty database) in, as a browser would: an
 * anonymous session and its CSRF token first, then the login. Resolves with the session cookie.
 */
export async function demoLoginCookie(base) {
  const first = await fetch(`${base}/Endpoints/AccountApi/getactivestate`);
  const anonymous = first.headers.get('set-cookie')?.split(';')[0] ?? '';
  const csrf = first.headers.get('x-csrf-token') ?? '';
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: anonymous, 'x-csrf-token': csrf },
    body: JSON.stringify({
      username: 'demo@rivalscope.dev',
      password: 'rivalscope-demo',
      remember: false,
      source: 'LoginPage',
      token: null,
    }),
  });
  if (!login.ok) throw new Error(`demo login failed: ${login.status} ${await login.text()}`);
  const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? anonymous;
  const check = await (await fetch(`${base}/Endpoints/AccountApi/getactivestate`, { headers: { cookie } })).json();
  if (!check.user?.isLoggedIn) throw new Error('the session is not logged in');
  return cookie;
}

/**
 * The demo account logged in over HTTP, as a caller: `send(method, path, body?)` sends its session
 * cookie and CSRF token and answers `{ status, body }` (the JSON body).
 */
export async function demoCaller(base) {
  const cookie = await demoLoginCookie(base);
  const state = await fetch(`${base}/Endpoints/AccountApi/getactivestate`, { headers: { cookie } });
  const csrf = state.headers.get('x-csrf-token') ?? '';
  return async (method, path, body) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { cookie, 'x-csrf-token': csrf, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, body: await res.json() };
  };
}
