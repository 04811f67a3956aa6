import { afterEach, describe, expect, it } from 'vitest';

import {
  addImportJob,
  batchFailureOf,
  cancelImportJob,
  clearImportJobs,
  getImportJob,
  retryImportJob,
  startImportJob,
  type SendBatch,
} from './importJobs';
import { createImportJob } from './importRunner';
import type { OutreachImportEntry } from './outreachImport';
import { ApiError } from '../../../../api/client';

const entries = (n: number): OutreachImportEntry[] =>
  Array.from({ length: n }, (_, i) => ({ fullUrl: `https://site${i}.example.com/` }));

const ok: SendBatch = async (batch) => ({ importedCount: batch.length, skippedCount: 0, links: [] });

afterEach(() => clearImportJobs());

describe('the import store', () => {
  it('keeps a job under the id it makes, nothing sent until started', () => {
    const id = addImportJob({ projectId: 'p-1', projectName: 'Acme Corp', entries: entries(3) }, () => 'imp-1');
    expect(id).toBe('imp-1');
    expect(getImportJob('imp-1')).toMatchObject({ status: 'ready', total: 3 });
    expect(getImportJob('unknown')).toBeUndefined();
    expect(getImportJob(undefined)).toBeUndefined();
  });

  it('runs a job without any view, and a second start while it runs sends nothing twice', async () => {
    const id = addImportJob({ projectId: 'p-1', projectName: 'Acme Corp', entries: entries(1500) });
    const sent: number[] = [];
    const send: SendBatch = async (batch) => {
      sent.push(batch.length);
      return ok(batch);
    };
    await Promise.all([startImportJob(id, send), startImportJob(id, send)]);
    expect(sent).toEqual([1000, 500]);
    expect(getImportJob(id)?.status).toBe('finished');
    // A finished job started again (a view mounted anew) sends nothing.
    await startImportJob(id, send);
    expect(sent).toEqual([1000, 500]);
  });

  it('cancels after the batch on the wire and retries the failed batches only', async () => {
    const id = addImportJob({ projectId: 'p-1', projectName: 'Acme Corp', entries: entries(2500) });
    const sent: number[] = [];
    const running = startImportJob(id, async (batch) => {
      sent.push(batch.length);
      if (sent.length === 1) throw new Error('Server error');
      cancelImportJob(id);
      return ok(batch);
    });
    await running;
    expect(getImportJob(id)?.batches.map((b) => b.status)).toEqual(['failed', 'done', 'cancelled']);
    await retryImportJob(id, async (batch) => {
      sent.push(batch.length);
      return ok(batch);
    });
    expect(sent).toEqual([1000, 1000, 1000]);
    expect(getImportJob(id)?.batches.map((b) => b.status)).toEqual(['done', 'done', 'cancelled']);
  });
});

describe('batchFailureOf', () => {
  const batch = createImportJob({
    importId: 'i',
    projectId: 'p',
    projectName: 'P',
    entries: entries(3),
    lines: [4, 7, 9],
  }).batches[0]!;

  it('names the line of the entry a 400 is about, with the field message', () => {
    const error = new ApiError(400, 'Invalid request', {
      fields: [{ field: 'body.entries.1.fullUrl', message: 'must be an http or https URL' }],
    });
    expect(batchFailureOf(error, batch)).toEqual({ message: 'must be an http or https URL', line: 7 });
  });

  it('keeps the message of any other failure', () => {
    expect(batchFailureOf(new ApiError(500, 'Something went wrong.'), batch)).toEqual({
      message: 'Something went wrong.',
    });
    expect(batchFailureOf(new TypeError('Failed to fetch'), batch)).toEqual({ message: 'Failed to fetch' });
  });
});
