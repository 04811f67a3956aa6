/**
 * CSV export of a research list (doc 2 §4 Export, §7 ExportCsv): the server builds the file from the
 * same query the table shows (a `source`), so the file holds every row the plan allows, not just
 * the page on screen. A queued export is polled until it is ready (a download link) or failed.
 */
import type { ExportNotice } from './ResearchTable';
import { RESEARCH_TABLE_TEXT } from './researchTableTexts';
import { downloadCsv } from '../../../api/download';
import { getExportStatus } from '../../../api/export';
import type { components } from '../../../api/schema.gen';
import type { ColumnState } from '../../../lib/columns';
import { fill } from '../../../lib/spec/text';
import { EXPORT_POLL_MS } from '../../../lib/spec/workspace';

export type ExportSource = components['schemas']['ExportSource'];

/**
 * The columns an export asks for: the ones chosen in the column selector (1 to 5, as ExportSource
 * and the preset report links carry them). The row's name is not one of them: the file always
 * starts with it.
 */
export const exportColumnsOf = (columns: ColumnState) => columns.visibleColumns.join(',');
type ExportNotification = components['schemas']['ExportNotification'];

/** Stop asking after this many polls (ours): a stuck export is reported as failed. */
const MAX_POLLS = 100;

export interface ExportPolling {
  intervalMs?: number;
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A notification as the table's notice: pending, ready (with its download link) or failed. */
export function noticeOf(notification: ExportNotification): ExportNotice {
  if (notification.isError) return { text: notification.labels.error, isError: true };
  if (notification.isReady && notification.url) {
    return {
      text: notification.labels.ready,
      link: {
        href: notification.url,
        text: fill(RESEARCH_TABLE_TEXT.exportDownload, { file: notification.labels.title }),
        isDownload: true,
      },
    };
  }
  return { text: notification.labels.pending };
}

/** Export `source` as CSV named `filename`: a file at once, or a queued export polled to its end. */
export async function exportSourceCsv(
  filename: string,
  source: ExportSource,
  { intervalMs = EXPORT_POLL_MS, wait = sleep }: ExportPolling = {},
): Promise<ExportNotice> {
  const result = await downloadCsv({ filename, jsonString: JSON.stringify({ source }) });
  if (result.kind === 'file') return { text: RESEARCH_TABLE_TEXT.exportReady };
  let notification = result.notification;
  for (let poll = 0; poll < MAX_POLLS && !notification.isReady && !notification.isError; poll += 1) {
    await wait(intervalMs);
    notification = await getExportStatus({ sessionId: notification.sessionId });
  }
  if (!notification.isReady && !notification.isError) return { text: RESEARCH_TABLE_TEXT.exportFailed, isError: true };
  return noticeOf(notification);
}

/** A file name without the characters the contract refuses ('github.com-seo-keywords-core'). */
export function exportFilename(...parts: string[]): string {
  return parts
    .filter((part) => part.trim() !== '')
    .join('-')
    .replace(/[\\/:*?"<>|]+/g, '_')
    .slice(0, 200);
}
