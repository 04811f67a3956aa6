/**
 * CSV export of a research list (doc 2 §4 Export, §7 ExportCsv): the server builds the file from the
 * same query the table shows (a `source`), so the file holds every row the plan allows, not just
 * the page on screen. The start and the polling are the shell's (csvExport); this file words the
 * end as the table's notice: ready (a download link) or failed.
 */
import type { ExportNotice } from './ResearchTable';
import { RESEARCH_TABLE_TEXT } from './researchTableTexts';
import type { ColumnState, MatchType } from '../../../lib/columns';
import { fill } from '../../../lib/spec/text';
import {
  exportFilename,
  isFinished,
  runCsvExport,
  type ExportNotification,
  type ExportPolling,
  type ExportSource,
} from '../../shell/csvExport';

export { exportFilename, type ExportPolling, type ExportSource };

/**
 * The columns an export asks for: the ones chosen in the column selector (1 to 5, as ExportSource
 * and the preset report links carry them). The row's name is not one of them: the file always
 * starts with it.
 */
export const exportColumnsOf = (columns: ColumnState) => columns.visibleColumns.join(',');

/**
 * The match types an export asks for, from the list request's `matchTypes` ('volume:phrase'): the
 * file's searches column is then the figure the table shows. Undefined when all are exact.
 */
export function exportMatchTypesOf(matchTypes: string | undefined): ExportSource['matchTypes'] {
  // Exact is the server's default: only the other match types travel.
  const pairs = (matchTypes ?? '')
    .split(',')
    .map((pair) => pair.split(':') as [string, MatchType])
    .filter(([column, type]) => column !== '' && type !== 'exact');
  return pairs.length > 0 ? Object.fromEntries(pairs) : undefined;
}

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
  polling?: ExportPolling,
): Promise<ExportNotice> {
  const end = await runCsvExport(filename, { source }, polling);
  if (end.kind === 'file') return { text: RESEARCH_TABLE_TEXT.exportReady };
  if (!isFinished(end.notification)) return { text: RESEARCH_TABLE_TEXT.exportFailed, isError: true };
  return noticeOf(end.notification);
}
