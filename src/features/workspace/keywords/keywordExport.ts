/**
 * CSV export of a project's keyword list (doc 2 §4 Export, §7 ExportCsv): the server builds the file
 * from a `keyword-list` source (the project id as the query, the chosen columns), so the file holds
 * every keyword the plan allows, not just the page on screen. The start and the polling are the
 * shell's (csvExport); this file words the end: ready (a download link) or failed.
 */
import { KEYWORD_TEXT } from './keywordTexts';
import type { ColumnState } from '../../../lib/columns';
import {
  exportFilename,
  runCsvExport,
  type ExportCsvPayload,
  type ExportNotification,
  type ExportPolling,
  type ExportSource,
} from '../../shell/csvExport';

export { MAX_EXPORT_POLLS, type ExportCsvPayload, type ExportPolling } from '../../shell/csvExport';

/** What the view says once an export ends: a sentence, and the file's link when it is ready. */
export interface KeywordExportResult {
  text: string;
  isError?: boolean;
  download?: { href: string; file: string };
}

/** The export source of a project's keyword list (or one group's or label's) with the columns the selector shows. */
export function keywordListSource(
  projectId: string,
  columns: ColumnState,
  scope: { groupHash?: string | undefined; labelHash?: string | undefined } = {},
): ExportSource {
  return {
    report: 'keyword-list',
    query: projectId,
    ...(scope.groupHash ? { groupHash: scope.groupHash } : {}),
    ...(scope.labelHash ? { labelHash: scope.labelHash } : {}),
    visibleColumns: columns.visibleColumns.join(','),
    ...(Object.keys(columns.matchTypes).length > 0 ? { matchTypes: { ...columns.matchTypes } } : {}),
  };
}

/** A file name without the characters the contract refuses. */
export const keywordExportFilename = exportFilename;

function resultOf(notification: ExportNotification): KeywordExportResult {
  if (notification.isError) return { text: notification.labels.error, isError: true };
  if (notification.isReady && notification.url) {
    return { text: notification.labels.ready, download: { href: notification.url, file: notification.labels.title } };
  }
  return { text: KEYWORD_TEXT.exportFailed, isError: true };
}

/** Start the export, poll a queued one every EXPORT_POLL_MS to its end; a direct file is saved at once. */
export function exportKeywordListCsv(
  filename: string,
  source: ExportSource,
  polling: ExportPolling = {},
): Promise<KeywordExportResult> {
  return exportCsvPayload(filename, { source }, polling);
}

/** ExportCsv of any payload (the server writes the file, quoting as CSV needs), polled like the list's. */
export async function exportCsvPayload(
  filename: string,
  payload: ExportCsvPayload,
  polling?: ExportPolling,
): Promise<KeywordExportResult> {
  const end = await runCsvExport(filename, payload, polling);
  return end.kind === 'file' ? { text: KEYWORD_TEXT.exportReady } : resultOf(end.notification);
}
