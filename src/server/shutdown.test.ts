/**
 * Graceful shutdown: the parts stop in order with fake ones (and fake timers for the grace period),
 * then the real server process drains a request in flight when it gets SIGTERM.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

import { READY_PATH } from './health';
import { JOB_STOP_GRACE_MS } from './jobs/queue';
import { gracefulShutdown, SHUTDOWN_GRACE_MS } from './shutdown';
import { SLOW_DOWN_DELAY_MS, SLOW_DOWN_PATH } from './spa';
import { startServer, type RunningServer } from '../../scripts/lib/server-process.mjs';

function parts({ appClose = () => Promise.resolve() }: { appClose?: () => Promise<void> } = {}) {
  const steps: string[] = [];
  const step = (name: string, work?: () => Promise<void>) => async () => {
    steps.push(`${name} started`);
    await (work ?? (() => Promise.resolve()))();
    steps.push(`${name} done`);
  };
  const exit = vi.fn((code: number) => steps.push(`exit ${code}`));
  const jobsStop = step('jobs');
  const jobs = { stop: vi.fn((graceMs: number) => jobsStop().then(() => graceMs)) };
  const shutdown = gracefulShutdown({
    app: { close: step('app', appClose) },
    workers: [{ stop: step('exports') }, { stop: step('mail') }],
    jobs,
    db: { close: step('db') },
    onDrain: () => steps.push('draining'),
    say: () => undefined,
    exit,
  });
  return { steps, exit, jobs, shutdown };
}

describe('gracefulShutdown', () => {
  afterEach(() => vi.useRealTimers());

  it('reports the drain, lets the requests finish, then the workers and jobs, then closes the database and exits 0', async () => {
    const { steps, jobs, shutdown } = parts();
    await shutdown('SIGTERM');
    expect(steps).toEqual([
      'draining',
      'app started',
      'app done',
      'exports started',
      'mail started',
      'jobs started',
      'exports done',
      'mail done',
      'jobs done',
      'db started',
      'db done',
      'exit 0',
    ]);
    // The running jobs get their own grace, inside the process's.
    expect(jobs.stop).toHaveBeenCalledWith(JOB_STOP_GRACE_MS);
    expect(JOB_STOP_GRACE_MS).toBeLessThan(SHUTDOWN_GRACE_MS);
  });

  it('does it once when a second signal comes during the drain', async () => {
    const { steps, exit, shutdown } = parts();
    await Promise.all([shutdown('SIGTERM'), shutdown('SIGINT')]);
    expect(steps.filter((s) => s === 'draining')).toHaveLength(1);
    expect(exit).toHaveBeenCalledTimes(1);
  });

  it('exits 1 after the grace period when a request never finishes', async () => {
    vi.useFakeTimers();
    const { exit, shutdown } = parts({ appClose: () => new Promise<void>(() => undefined) });
    void shutdown('SIGTERM');
    await vi.advanceTimersByTimeAsync(SHUTDOWN_GRACE_MS - 1);
    expect(exit).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(exit).toHaveBeenCalledWith(1);
  });

  it('exits 1 when a part fails to stop', async () => {
    const { exit, shutdown } = parts({ appClose: () => Promise.reject(new Error('socket stuck')) });
    await shutdown('SIGTERM');
    expect(exit).toHaveBeenCalledWith(1);
  });
});

describe('the server process on SIGTERM', () => {
  let server: RunningServer | undefined;
  afterEach(() => server?.stop());

  it('finishes a request in flight, answers no new one as ready, and exits 0', async () => {
    server = await startServer({ env: { RESEARCH_DEMO_KEYWORDS: '40', STATIC_DIR: '/nonexistent' } });
    const { base, child } = server;
    expect((await fetch(`${base}${READY_PATH}`)).status).toBe(200);
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

    // /slow-down answers after SLOW_DOWN_DELAY_MS: still in flight when the signal comes.
    const started = Date.now();
    const inFlight = fetch(`${base}${SLOW_DOWN_PATH}?returnUrl=%2Fpricing`, { redirect: 'manual' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    child.kill('SIGTERM');

    const answer = await inFlight;
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/pricing');
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOW_DOWN_DELAY_MS - 50);
    expect(await exited).toBe(0);
    await expect(fetch(`${base}${READY_PATH}`)).rejects.toThrow();
  }, 60_000);
});
