/**
 * CSV export of a project's keyword list (doc 2 §4 Export, §7 ExportCsv): the server builds the file
 * from a `keyword-list` source (the project id as the query, the chosen columns), so the file holds
 * every keyword the plan allows, not just the page on screen. A queued export is polled every 3 s
 * until it is ready (a download link) or failed.
 */
import { KEYWORD_TEXT } from './keywordTexts';
import { downloadCsv } from '../../../api/download';
import { getExportStatus } from '../../../api/export';
import type { components } from '../../../api/schema.gen';
import type { ColumnState } from '../../../lib/columns';
import { EXPORT_POLL_MS } from '../../../lib/spec/workspace';

type ExportSource = components['schemas']['ExportSource'];
type ExportNotification = components['schemas']['ExportNotification'];

/** What the view says once an export ends: a sentence, and the file's link when it is ready. */
export interface KeywordExportResult {
  text: string;
  isError?: boolean;
  download?: { href: string; file: string };
}

/** Stop asking after this many polls (ours): a stuck export is reported as failed. */
export const MAX_EXPORT_POLLS = 100;

export interface ExportPolling {
  intervalMs?: number;
  /** Waits between polls; tests pass fake timers' setTimeout through the default. */
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

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
export function keywordExportFilename(...parts: string[]): string {
  return parts
    .filter((part) => part.trim() !== '')
    .join('-')
    .replace(/[\\/:*?"<>|]+/g, '_')
    .slice(0, 200);
}

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

/** The decoded jsonString of ExportCsv: a server-side source, or the rows (and columns) a table holds. */
export type ExportCsvPayload =
  | { source: ExportSource }
  | { columns: components['schemas']['ExportColumn'][]; rows: Record<string, string | number | null>[] };

/** ExportCsv of any payload (the server writes the file, quoting as CSV needs), polled like the list's. */
export async function exportCsvPayload(
  filename: string,
  payload: ExportCsvPayload,
  { intervalMs = EXPORT_POLL_MS, wait = sleep }: ExportPolling = {},
): Promise<KeywordExportResult> {
  const started = await downloadCsv({ filename, jsonString: JSON.stringify(payload) });
  if (started.kind === 'file') return { text: KEYWORD_TEXT.exportReady };
  let notification = started.notification;
  for (let poll = 0; poll < MAX_EXPORT_POLLS && !notification.isReady && !notification.isError; poll += 1) {
    await wait(intervalMs);
    notification = await getExportStatus({ sessionId: notification.sessionId });
  }
  return resultOf(notification);
}
