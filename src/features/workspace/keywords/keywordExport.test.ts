import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { exportKeywordListCsv, keywordExportFilename, keywordListSource, MAX_EXPORT_POLLS } from './keywordExport';
import { KEYWORD_TEXT } from './keywordTexts';
import { downloadCsv } from '../../../api/download';
import { getExportStatus } from '../../../api/export';
import { defaultColumnState } from '../../../lib/columns';
import { EXPORT_POLL_MS } from '../../../lib/spec/workspace';
import { exportNotification, type ExportNotificationChanges } from '../../../testing/exportNotification';

vi.mock('../../../api/download', () => ({ downloadCsv: vi.fn() }));
vi.mock('../../../api/export', () => ({ getExportStatus: vi.fn() }));

const PROJECT = 'b1f8d1c2-4e5a-4c3b-9d2e-7a6f5e4d3c2b';
const notification = (changes: ExportNotificationChanges = {}) => exportNotification('acme-keywords.csv', changes);
const SOURCE = keywordListSource(PROJECT, defaultColumnState('keywords'));

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(downloadCsv).mockReset();
  vi.mocked(getExportStatus).mockReset();
});
afterEach(() => vi.useRealTimers());

describe('keyword list CSV export', () => {
  it('asks for the project keyword list with the shown columns', () => {
    expect(SOURCE).toEqual({
      report: 'keyword-list',
      query: PROJECT,
      visibleColumns: 'groups,costPerClick,monthlySearches,currentRank,clickChange',
    });
    const withMatch = keywordListSource(PROJECT, {
      ...defaultColumnState('keywords'),
      matchTypes: { costPerClick: 'exact' },
    });
    expect(withMatch.matchTypes).toEqual({ costPerClick: 'exact' });
  });

  it("asks for one group's or one label's keywords when the list shows one", () => {
    const columns = defaultColumnState('keywords');
    expect(keywordListSource(PROJECT, columns, { groupHash: 'g1' })).toMatchObject({ query: PROJECT, groupHash: 'g1' });
    expect(keywordListSource(PROJECT, columns, { labelHash: 'l1' })).toMatchObject({ query: PROJECT, labelHash: 'l1' });
    expect(keywordListSource(PROJECT, columns, {})).not.toHaveProperty('groupHash');
  });

  it('a file answered at once is ready without polling', async () => {
    vi.mocked(downloadCsv).mockResolvedValue({ kind: 'file', filename: 'a.csv' });
    await expect(exportKeywordListCsv('acme-keywords', SOURCE)).resolves.toEqual({ text: KEYWORD_TEXT.exportReady });
    expect(downloadCsv).toHaveBeenCalledWith({
      filename: 'acme-keywords',
      jsonString: JSON.stringify({ source: SOURCE }),
    });
    expect(getExportStatus).not.toHaveBeenCalled();
  });

  it('polls a queued export every 3 s until it is ready', async () => {
    vi.mocked(downloadCsv).mockResolvedValue({ kind: 'queued', notification: notification() });
    vi.mocked(getExportStatus)
      .mockResolvedValueOnce(notification())
      .mockResolvedValueOnce(notification({ isReady: true, url: '/Endpoints/Core/Download/1' }));
    const result = exportKeywordListCsv('acme-keywords', SOURCE);
    await vi.advanceTimersByTimeAsync(EXPORT_POLL_MS - 1);
    expect(getExportStatus).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(getExportStatus).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(EXPORT_POLL_MS);
    expect(getExportStatus).toHaveBeenCalledTimes(2);
    await expect(result).resolves.toEqual({
      text: 'Ready.',
      download: { href: '/Endpoints/Core/Download/1', file: 'acme-keywords.csv' },
    });
  });

  it('a failed export is an error', async () => {
    vi.mocked(downloadCsv).mockResolvedValue({ kind: 'queued', notification: notification() });
    vi.mocked(getExportStatus).mockResolvedValue(notification({ isError: true }));
    const result = exportKeywordListCsv('f', SOURCE);
    await vi.advanceTimersByTimeAsync(EXPORT_POLL_MS);
    await expect(result).resolves.toEqual({ text: 'Failed.', isError: true });
  });

  it('a stuck export stops after the last poll and fails', async () => {
    vi.mocked(downloadCsv).mockResolvedValue({ kind: 'queued', notification: notification() });
    vi.mocked(getExportStatus).mockResolvedValue(notification());
    const result = exportKeywordListCsv('f', SOURCE);
    await vi.advanceTimersByTimeAsync(EXPORT_POLL_MS * (MAX_EXPORT_POLLS + 5));
    expect(getExportStatus).toHaveBeenCalledTimes(MAX_EXPORT_POLLS);
    await expect(result).resolves.toEqual({ text: KEYWORD_TEXT.exportFailed, isError: true });
  });

  it('names the file without the characters the contract refuses', () => {
    expect(keywordExportFilename('Brand/terms?', 'keywords')).toBe('Brand_terms_-keywords');
    expect(keywordExportFilename('', 'keywords')).toBe('keywords');
  });
});
