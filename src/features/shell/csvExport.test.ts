import { beforeEach, describe, expect, it, vi } from 'vitest';

import { exportFilename, MAX_EXPORT_POLLS, runCsvExport } from './csvExport';
import { downloadCsv } from '../../api/download';
import { getExportStatus } from '../../api/export';
import { EXPORT_POLL_MS } from '../../lib/spec/workspace';
import { exportNotification, type ExportNotificationChanges } from '../../testing/exportNotification';

vi.mock('../../api/download', () => ({ downloadCsv: vi.fn() }));
vi.mock('../../api/export', () => ({ getExportStatus: vi.fn() }));

const notification = (changes: ExportNotificationChanges = {}) => exportNotification('a.csv', changes);
const PAYLOAD = { source: { report: 'seo-keywords' as const, query: 'a.com', segment: 'all' as const } };
const noWait = () => Promise.resolve();

beforeEach(() => {
  vi.mocked(downloadCsv).mockReset();
  vi.mocked(getExportStatus).mockReset();
});

describe('runCsvExport', () => {
  it('sends the payload as jsonString; a file answered at once ends without polling', async () => {
    vi.mocked(downloadCsv).mockResolvedValue({ kind: 'file', filename: 'a.csv' });
    await expect(runCsvExport('a', PAYLOAD)).resolves.toEqual({ kind: 'file' });
    expect(downloadCsv).toHaveBeenCalledWith({ filename: 'a', jsonString: JSON.stringify(PAYLOAD) });
    expect(getExportStatus).not.toHaveBeenCalled();
  });

  it('polls a queued export at the interval (EXPORT_POLL_MS by default) until it is ready', async () => {
    vi.mocked(downloadCsv).mockResolvedValue({ kind: 'queued', notification: notification() });
    const ready = notification({ isReady: true, url: '/download/1' });
    vi.mocked(getExportStatus).mockResolvedValueOnce(notification()).mockResolvedValueOnce(ready);
    const wait = vi.fn(noWait);
    await expect(runCsvExport('a', PAYLOAD, { wait })).resolves.toEqual({ kind: 'notification', notification: ready });
    expect(wait.mock.calls).toEqual([[EXPORT_POLL_MS], [EXPORT_POLL_MS]]);
    expect(getExportStatus).toHaveBeenCalledWith({ sessionId: ready.sessionId });
  });

  it('stops at a failed export', async () => {
    vi.mocked(downloadCsv).mockResolvedValue({ kind: 'queued', notification: notification() });
    vi.mocked(getExportStatus).mockResolvedValue(notification({ isError: true }));
    const end = await runCsvExport('a', PAYLOAD, { intervalMs: 10, wait: noWait });
    expect(end).toEqual({ kind: 'notification', notification: notification({ isError: true }) });
    expect(getExportStatus).toHaveBeenCalledTimes(1);
  });

  it('gives up on a stuck export after the last poll, with its pending notification', async () => {
    vi.mocked(downloadCsv).mockResolvedValue({ kind: 'queued', notification: notification() });
    vi.mocked(getExportStatus).mockResolvedValue(notification());
    const end = await runCsvExport('a', PAYLOAD, { wait: noWait });
    expect(getExportStatus).toHaveBeenCalledTimes(MAX_EXPORT_POLLS);
    expect(end).toEqual({ kind: 'notification', notification: notification() });
  });
});

describe('exportFilename', () => {
  it('joins the parts and drops the characters the contract refuses', () => {
    expect(exportFilename('Brand/terms?', 'keywords')).toBe('Brand_terms_-keywords');
    expect(exportFilename('', 'github.com', ' ', 'seo-keywords')).toBe('github.com-seo-keywords');
    expect(exportFilename('a'.repeat(300))).toHaveLength(200);
  });
});
