import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  budgetShare,
  formatBytes,
  formatUtcTime,
  IMPORT_POLL_MS,
  pollImportRun,
  settingsErrorsOf,
  settingsUpdateOf,
  type ImportRunDetail,
} from './admin';
import { ApiError } from '../../api/client';

const RUN: ImportRunDetail['run'] = {
  id: 3,
  kind: 'keyword-planner',
  fileName: 'Keyword Stats.csv',
  fileSize: 48213,
  status: 'queued',
  country: 'us',
  month: '2026-10',
  site: null,
  rowsRead: 0,
  rowsStored: 0,
  rowsRefused: 0,
  bytesRead: 0,
  startedAt: '2026-11-26T10:15:00.000Z',
  finishedAt: null,
  lastError: null,
};
const detail = (status: ImportRunDetail['run']['status'], rowsRead: number): ImportRunDetail => ({
  run: { ...RUN, status, rowsRead },
  refused: [],
});

describe('pollImportRun', () => {
  afterEach(() => vi.useRealTimers());

  it('reads the run every IMPORT_POLL_MS until it is done, handing on each answer', async () => {
    vi.useFakeTimers();
    const answers = [detail('queued', 0), detail('running', 5000), detail('done', 9000)];
    const read = vi.fn(() => Promise.resolve(answers.shift()!));
    const seen: number[] = [];
    const finished = pollImportRun(read, (d) => seen.push(d.run.rowsRead), new AbortController().signal);

    await vi.advanceTimersByTimeAsync(0);
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(IMPORT_POLL_MS - 1);
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(read).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(IMPORT_POLL_MS);
    await expect(finished).resolves.toMatchObject({ run: { status: 'done', rowsRead: 9000 } });
    expect(seen).toEqual([0, 5000, 9000]);
    await vi.advanceTimersByTimeAsync(IMPORT_POLL_MS * 5);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('stops when aborted, without another read', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const read = vi.fn(() => Promise.resolve(detail('running', 10)));
    const finished = pollImportRun(read, () => undefined, controller.signal);
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    await expect(finished).resolves.toBeNull();
    await vi.advanceTimersByTimeAsync(IMPORT_POLL_MS * 3);
    expect(read).toHaveBeenCalledTimes(1);
  });
});

describe('the settings form', () => {
  it('sends an empty budget as no limit, and names the fields that are not numbers', () => {
    const form = {
      monthlyBudgetUsd: '',
      requestsPerMinute: ' 60 ',
      trackedCron: ' 0 3 * * 1 ',
      otherCron: '0 3 1 * *',
    };
    expect(settingsUpdateOf(form, 'nan')).toEqual({
      update: { monthlyBudgetUsd: null, requestsPerMinute: 60, trackedCron: '0 3 * * 1', otherCron: '0 3 1 * *' },
    });
    expect(settingsUpdateOf({ ...form, monthlyBudgetUsd: 'ten', requestsPerMinute: '' }, 'nan')).toEqual({
      errors: { monthlyBudgetUsd: 'nan', requestsPerMinute: 'nan' },
    });
  });

  it('reads the fields of a 400 and nothing else', () => {
    const refused = new ApiError(400, 'bad', { fields: [{ field: 'body.trackedCron', message: 'not cron' }] });
    expect(settingsErrorsOf(refused)).toEqual({ trackedCron: 'not cron' });
    expect(settingsErrorsOf(new ApiError(500, 'down'))).toBeNull();
  });
});

describe('formats', () => {
  it('shows the budget share, UTC times and byte sizes', () => {
    expect(budgetShare(20, 50)).toBe(40);
    expect(budgetShare(20, null)).toBe(0);
    expect(budgetShare(1, 0)).toBe(100);
    expect(formatUtcTime('2026-11-26T03:04:11.000Z')).toBe('2026-11-26\u00a003:04');
    expect(formatUtcTime(null)).toBe('-');
    expect(formatBytes(51)).toBe('51 B');
    expect(formatBytes(5_242_880)).toBe('5.0 MB');
  });
});
