import { beforeEach, describe, expect, it, vi } from 'vitest';

import { exportFilename, exportMatchTypesOf, exportSourceCsv, noticeOf } from './researchExport';
import { RESEARCH_TABLE_TEXT } from './researchTableTexts';
import { downloadCsv } from '../../../api/download';
import { getExportStatus } from '../../../api/export';
import { exportNotification, type ExportNotificationChanges } from '../../../testing/exportNotification';

vi.mock('../../../api/download', () => ({ downloadCsv: vi.fn() }));
vi.mock('../../../api/export', () => ({ getExportStatus: vi.fn() }));

const notification = (changes: ExportNotificationChanges) => exportNotification('a.com-seo-keywords.csv', changes);
const SOURCE = { report: 'seo-keywords' as const, query: 'a.com', segment: 'all' as const };

beforeEach(() => {
  vi.mocked(downloadCsv).mockReset();
  vi.mocked(getExportStatus).mockReset();
});

describe('research CSV export', () => {
  it('asks the server for the same query as a source', async () => {
    vi.mocked(downloadCsv).mockResolvedValue({ kind: 'file', filename: 'a.csv' });
    await expect(exportSourceCsv('a.com-seo-keywords', SOURCE)).resolves.toEqual({
      text: RESEARCH_TABLE_TEXT.exportReady,
    });
    expect(downloadCsv).toHaveBeenCalledWith({
      filename: 'a.com-seo-keywords',
      jsonString: JSON.stringify({ source: SOURCE }),
    });
  });

  it('polls a queued export at the interval until it is ready', async () => {
    vi.mocked(downloadCsv).mockResolvedValue({ kind: 'queued', notification: notification({}) });
    vi.mocked(getExportStatus)
      .mockResolvedValueOnce(notification({}))
      .mockResolvedValueOnce(notification({ isReady: true, url: '/download/1' }));
    const wait = vi.fn(() => Promise.resolve());
    const notice = await exportSourceCsv('f', SOURCE, { intervalMs: 3000, wait });
    expect(wait).toHaveBeenCalledTimes(2);
    expect(wait).toHaveBeenCalledWith(3000);
    expect(notice).toEqual({
      text: 'Ready.',
      link: { href: '/download/1', text: 'Download a.com-seo-keywords.csv', isDownload: true },
    });
  });

  it('reports a failed export as an error', () => {
    expect(noticeOf(notification({ isError: true }))).toEqual({ text: 'Failed.', isError: true });
    expect(noticeOf(notification({}))).toEqual({ text: 'Preparing…' });
  });

  it('names the file without the characters the contract refuses', () => {
    expect(exportFilename('a.com/blog?x', 'seo-keywords', 'core')).toBe('a.com_blog_x-seo-keywords-core');
  });
});

describe('exportMatchTypesOf', () => {
  it('carries the match types other than exact, by column, as the export source names them', () => {
    expect(exportMatchTypesOf('volume:phrase')).toEqual({ volume: 'phrase' });
    expect(exportMatchTypesOf('monthlySearches:broad')).toEqual({ monthlySearches: 'broad' });
    expect(exportMatchTypesOf('volume:exact')).toBeUndefined();
    expect(exportMatchTypesOf(undefined)).toBeUndefined();
  });
});
