/**
 * ExportCsv and its polling (doc 2 §4 Export, §7 ExportCsv), shared by the research lists and the
 * workspace's keyword and group lists: start the export, save a file answered at once, else poll
 * the queued export every EXPORT_POLL_MS until it is ready or failed. Each caller words the end.
 */
import { downloadCsv } from '../../api/download';
import { getExportStatus } from '../../api/export';
import type { components } from '../../api/schema.gen';
import { EXPORT_POLL_MS } from '../../lib/spec/workspace';

export type ExportSource = components['schemas']['ExportSource'];
export type ExportNotification = components['schemas']['ExportNotification'];

/** The decoded jsonString of ExportCsv: a server-side source, or the rows (and columns) a table holds. */
export type ExportCsvPayload =
  | { source: ExportSource }
  | { columns: components['schemas']['ExportColumn'][]; rows: Record<string, string | number | null>[] };

/** Stop asking after this many polls (ours): a stuck export is reported as failed. */
export const MAX_EXPORT_POLLS = 100;

export interface ExportPolling {
  intervalMs?: number;
  /** Waits between polls; tests pass fake timers' setTimeout through the default. */
  wait?: (ms: number) => Promise<void>;
}

/**
 * How an export ended: the file was saved at once, or the last notification the polling saw (still
 * pending when the export got stuck past MAX_EXPORT_POLLS).
 */
export type CsvExportEnd = { kind: 'file' } | { kind: 'notification'; notification: ExportNotification };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Start ExportCsv of `payload` as `filename` and poll a queued export to its end (or the poll limit). */
export async function runCsvExport(
  filename: string,
  payload: ExportCsvPayload,
  { intervalMs = EXPORT_POLL_MS, wait = sleep }: ExportPolling = {},
): Promise<CsvExportEnd> {
  const started = await downloadCsv({ filename, jsonString: JSON.stringify(payload) });
  if (started.kind === 'file') return { kind: 'file' };
  let notification = started.notification;
  for (let poll = 0; poll < MAX_EXPORT_POLLS && !isFinished(notification); poll += 1) {
    await wait(intervalMs);
    notification = await getExportStatus({ sessionId: notification.sessionId });
  }
  return { kind: 'notification', notification };
}

/** Ready or failed: polling stops. */
export const isFinished = (notification: ExportNotification): boolean => notification.isReady || notification.isError;

/** A file name without the characters the contract refuses ('github.com-seo-keywords-core'). */
export function exportFilename(...parts: string[]): string {
  return parts
    .filter((part) => part.trim() !== '')
    .join('-')
    .replace(/[\\/:*?"<>|]+/g, '_')
    .slice(0, 200);
}
