/** doc 2 §2, §5, §6, §9 — export menu rules: items, row limits, the Google Sheets cap. */
import { GOOGLE_SHEETS_ROW_CAP, MAX_EXPORT_ROWS_DEFAULT } from '../../lib/spec/workspace';

export type ExportKind = 'csv' | 'googleSheets' | 'clipboard' | 'keywords' | 'report';

// Our own labels, kept beside the widget (spec texts live in src/lib/spec/text.ts); the spec lists these items in lower case
// ('copy to clipboard', 'copy keywords'); these are the labels as shown, plus our own button name.
export const EXPORT_MENU_TEXT = {
  button: 'Export',
  csv: 'CSV',
  googleSheets: 'Google Sheets',
  clipboard: 'Copy to clipboard',
  keywords: 'Copy keywords',
  report: 'Create Report (PDF)',
  // Ours: an item whose flow is not built yet stays in the menu, disabled, and says so.
  notAvailableYet: 'Not available yet',
} as const;

export const EXPORT_KINDS: readonly ExportKind[] = ['csv', 'googleSheets', 'clipboard', 'keywords', 'report'];

export interface ExportLimits {
  rowCount: number;
  /** The plan's maxExportRows (default 500,000). */
  maxExportRows?: number;
  hasUnlimitedExportRows?: boolean;
}

/** More rows than Google Sheets takes (100,000): the item reads 'Export 100k Rows'. */
export function isOverGoogleSheetsCap(rowCount: number): boolean {
  return rowCount > GOOGLE_SHEETS_ROW_CAP;
}

/** The rows an export of this kind would carry: Google Sheets at most 100,000; a report none. */
export function requestedRows(kind: ExportKind, rowCount: number): number {
  if (kind === 'report') return 0;
  if (kind === 'googleSheets') return Math.min(rowCount, GOOGLE_SHEETS_ROW_CAP);
  return rowCount;
}

/**
 * Over the plan's limit: the export would carry more than maxExportRows and the plan is not
 * unlimited. The user then sees the upsell instead of the export (doc 2 §5, §6).
 */
export function isOverExportLimit(kind: ExportKind, limits: ExportLimits): boolean {
  if (limits.hasUnlimitedExportRows) return false;
  return requestedRows(kind, limits.rowCount) > (limits.maxExportRows ?? MAX_EXPORT_ROWS_DEFAULT);
}
