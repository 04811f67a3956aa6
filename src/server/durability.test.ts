/**
 * Durability on the embedded database: a registration the API acknowledged survives a hard kill
 * (SIGKILL, no graceful shutdown) of the server process, and the demo account and the research
 * corpus are seeded once.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { DEMO_ACCOUNT } from './seed';
import { hardKill, startServerProcess } from './testing/serverProcess';

/** A fetch-based visitor (cookie + CSRF token) against a real listening server. */
async function visitor(base: string) {
  const state = await fetch(`${base}/Endpoints/AccountApi/getactivestate`);
  const cookie = (state.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
  const csrf = state.headers.get('x-csrf-token') ?? '';
  return (path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': csrf },
      body: JSON.stringify(body),
    });
}

describe('durability (SQLite, hard kill)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rivalscope-durability-'));
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps an acknowledged registration after SIGKILL and a restart', async () => {
    const first = await startServerProcess(dataDir, { SESSION_SECRET: '' });
    children.push(first.child);
    expect(first.output()).toContain(`demo login: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`);
    expect(first.output()).toMatch(/research corpus: seeded the demo corpus \(40 keywords/);
    const post = await visitor(first.base);
    const registered = await post('/auth/registerfreeaccount', {
      email: 'durable@example.com',
      password: 'durable-pass',
      token: null,
      source: 'FreeAccount',
    });
    expect(registered.status).toBe(200);
    expect(await registered.json()).toMatchObject({ isSuccessful: true });

    await hardKill(first.child);

    const second = await startServerProcess(dataDir, { SESSION_SECRET: '' });
    children.push(second.child);
    expect(second.output()).not.toContain('research corpus: seeded');
    const again = await visitor(second.base);
    const login = await again('/auth/login', { username: 'durable@example.com', password: 'durable-pass' });
    expect(login.status).toBe(200);
    expect(await login.json()).toMatchObject({ isSuccessful: true, user: { email: 'durable@example.com' } });
    const demoVisitor = await visitor(second.base);
    const demo = await demoVisitor('/auth/login', { username: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password });
    expect(demo.status).toBe(200);
    expect(await demo.json()).toMatchObject({ user: { isFullUser: true, product: { planName: 'Professional' } } });
    await hardKill(second.child);
  }, 60_000);
});
