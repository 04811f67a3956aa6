import { describe, expect, it } from 'vitest';

import {
  cancelJob,
  createImportJob,
  failedLineOf,
  retryFailedBatches,
  runImportJob,
  summarize,
  type ImportJob,
  type OutreachImportResponse,
} from './importRunner';
import type { OutreachImportEntry } from './outreachImport';
import { deferred } from '../../../../testing/deferred';

const entries = (n: number): OutreachImportEntry[] =>
  Array.from({ length: n }, (_, i) => ({ fullUrl: `https://site${i}.example.com/` }));

const newJob = (n: number, batchSize?: number) =>
  createImportJob(
    {
      importId: 'imp-1',
      projectId: 'p-1',
      projectName: 'Acme Corp',
      entries: entries(n),
      lines: entries(n).map((_, i) => i + 2),
    },
    batchSize,
  );

const answer = (batch: readonly OutreachImportEntry[], skipped = 0): OutreachImportResponse => ({
  importedCount: batch.length - skipped,
  skippedCount: skipped,
  links: [],
});

/** Runs the job against `send`, keeping the job in a variable as a store would. */
function harness(
  job: ImportJob,
  send: (entries: readonly OutreachImportEntry[], call: number) => Promise<OutreachImportResponse>,
) {
  const state = { job, calls: [] as number[] };
  let call = 0;
  const run = () =>
    runImportJob({
      get: () => state.job,
      set: (next) => {
        state.job = next;
      },
      send: (batch) => {
        state.calls.push(batch.length);
        call += 1;
        return send(batch, call);
      },
      failureOf: (error) => ({ message: (error as Error).message }),
    });
  return { state, run };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createImportJob', () => {
  it('splits the entries into batches of at most 1000, in order', () => {
    const job = newJob(2500);
    expect(job.batches.map((b) => b.entries.length)).toEqual([1000, 1000, 500]);
    expect(job.batches[1]!.entries[0]).toEqual({ fullUrl: 'https://site1000.example.com/' });
    expect(job.batches[2]!.lines[0]).toBe(2002);
    expect(job.status).toBe('ready');
    expect(newJob(1000).batches).toHaveLength(1);
  });

  it('is finished at once when there is nothing to send', () => {
    expect(newJob(0).status).toBe('finished');
  });
});

describe('runImportJob', () => {
  it('sends one call per batch, in order, and sums the answers', async () => {
    const { state, run } = harness(newJob(2500), async (batch, call) => answer(batch, call === 2 ? 10 : 0));
    await run();
    expect(state.calls).toEqual([1000, 1000, 500]);
    expect(state.job.status).toBe('finished');
    expect(summarize(state.job)).toMatchObject({
      total: 2500,
      processed: 2500,
      importedCount: 2490,
      skippedCount: 10,
      failedEntries: 0,
      unsentEntries: 0,
      isRunning: false,
    });
  });

  it('notes a failed batch, goes on with the next, and Retry sends the failed ones only', async () => {
    let failSecond = true;
    const { state, run } = harness(newJob(2500), async (batch, call) => {
      if (call === 2 && failSecond) throw new Error('Server error');
      return answer(batch);
    });
    await run();
    expect(state.calls).toEqual([1000, 1000, 500]);
    const summary = summarize(state.job);
    expect(summary.failedBatches.map((b) => [b.index, b.failure])).toEqual([[1, { message: 'Server error' }]]);
    expect(summary).toMatchObject({ processed: 1500, importedCount: 1500, failedEntries: 1000 });
    expect(state.job.status).toBe('finished');

    failSecond = false;
    state.job = retryFailedBatches(state.job);
    expect(state.job.status).toBe('running');
    await run();
    expect(state.calls).toEqual([1000, 1000, 500, 1000]);
    expect(summarize(state.job)).toMatchObject({ processed: 2500, importedCount: 2500, failedEntries: 0 });
    expect(state.job.status).toBe('finished');
  });

  it('Cancel lets the batch on the wire finish and sends no more', async () => {
    const second = deferred<OutreachImportResponse>();
    const { state, run } = harness(newJob(2500), (batch, call) =>
      call === 2 ? second.promise : Promise.resolve(answer(batch)),
    );
    const done = run();
    await flush();
    expect(state.job.batches.map((b) => b.status)).toEqual(['done', 'sending', 'pending']);
    state.job = cancelJob(state.job);
    expect(state.job.cancelRequested).toBe(true);
    expect(state.job.status).toBe('running');
    second.resolve(answer(state.job.batches[1]!.entries, 3));
    await done;
    expect(state.calls).toEqual([1000, 1000]);
    expect(state.job.status).toBe('cancelled');
    expect(state.job.batches.map((b) => b.status)).toEqual(['done', 'done', 'cancelled']);
    expect(summarize(state.job)).toMatchObject({
      processed: 2000,
      importedCount: 1997,
      skippedCount: 3,
      unsentEntries: 500,
    });
    // A cancelled job's unsent batches are not failures: Retry has nothing to send.
    expect(retryFailedBatches(state.job)).toBe(state.job);
  });

  it('Cancel while the batch on the wire fails still stops, and Retry then sends that batch only', async () => {
    const second = deferred<OutreachImportResponse>();
    const { state, run } = harness(newJob(2500), (batch, call) =>
      call === 2 ? second.promise : Promise.resolve(answer(batch)),
    );
    const done = run();
    await flush();
    state.job = cancelJob(state.job);
    second.reject(new Error('Timed out'));
    await done;
    expect(state.job.batches.map((b) => b.status)).toEqual(['done', 'failed', 'cancelled']);
    state.job = retryFailedBatches(state.job);
    await run();
    expect(state.calls).toEqual([1000, 1000, 1000]);
    expect(state.job.batches.map((b) => b.status)).toEqual(['done', 'done', 'cancelled']);
    expect(state.job.status).toBe('finished');
  });

  it('Cancel before anything is sent stops at once; a finished job ignores it', async () => {
    const job = cancelJob(newJob(1500));
    expect(job.status).toBe('cancelled');
    const { state, run } = harness(job, async (batch) => answer(batch));
    await run();
    expect(state.calls).toEqual([]);
    const finished = { ...newJob(1), status: 'finished' as const };
    expect(cancelJob(finished)).toBe(finished);
  });

  it('collects the links the answers return', async () => {
    const link = {
      domainId: 1,
      projectId: 'p-1',
      urlId: 7,
      urlMonthlyOrganicClicks: 0,
      urlName: 'site0.example.com/',
      urlRankedKeywords: 0,
    };
    const { state, run } = harness(newJob(3, 2), async (batch) => ({ ...answer(batch), links: [link] }));
    await run();
    expect(state.job.links).toEqual([link, link]);
  });
});

describe('failedLineOf', () => {
  it('maps the entry a refusal names to its source line', () => {
    const batch = newJob(2500).batches[1]!;
    expect(failedLineOf(batch, 'body.entries.3.fullUrl')).toBe(1005);
    expect(failedLineOf(batch, 'body.projectId')).toBeUndefined();
    expect(failedLineOf(batch, undefined)).toBeUndefined();
  });
});
