/**
 * What the research list pages (SEO keywords, the SEO lists, both Kombats) hand their ResearchTable
 * untouched: the query, who is looking, where the throttle and export links go, and the callbacks.
 * A view's props extend ListTableControls and pass them on with tableControlsOf, so the list is
 * wired the same way on every page.
 */
import { numericColumn as sharedNumericColumn } from '../../../lib/columns';
import { formatCurrency } from '../../../lib/format';
import type { ResearchTableProps } from '../table/ResearchTable';
import type { ResearchColumn, ResearchListQuery } from '../table/researchTable';

/** The table's pass-through props as a view takes them: `list` is the table's `query`. */
export type ListTableControls = Omit<PassedTableProps, 'query'> & { list: ResearchListQuery };

/** The ResearchTable props a page passes through; the page adds its label, columns, load and rows. */
export type PassedTableProps = Omit<
  ResearchTableProps<{ isThrottled?: boolean }>,
  'label' | 'columns' | 'presets' | 'extraColumns' | 'load' | 'rows' | 'totalRowCount'
>;

/** The pass-through props of a view's controls (the view's `list` is the table's `query`). */
export function tableControlsOf(controls: ListTableControls): PassedTableProps {
  return {
    query: controls.list,
    viewer: controls.viewer,
    purchaseHref: controls.purchaseHref,
    loginHref: controls.loginHref,
    maxExportRows: controls.maxExportRows,
    hasUnlimitedExportRows: controls.hasUnlimitedExportRows,
    onExportCsv: controls.onExportCsv,
    copyText: controls.copyText,
    onSortChange: controls.onSortChange,
    onFilterTextChange: controls.onFilterTextChange,
    onStartRowChange: controls.onStartRowChange,
    onRowsPerPageChange: controls.onRowsPerPageChange,
    onColumnsChange: controls.onColumnsChange,
    onRetry: controls.onRetry,
  };
}

/** A right-aligned numeric column (lib/columns' numericColumn) with a research column's extras. */
export function numericColumn<Row>(
  id: string,
  header: string,
  value: (row: Row) => number | null,
  more: Partial<ResearchColumn<Row>> = {},
): ResearchColumn<Row> {
  return { ...sharedNumericColumn(id, header, value), value, ...more };
}

/** A numeric column of US dollars, shown as currency ('$1.25', '$1,200'). */
export function currencyColumn<Row>(
  id: string,
  header: string,
  value: (row: Row) => number | null,
  more: Partial<ResearchColumn<Row>> = {},
): ResearchColumn<Row> {
  return numericColumn(id, header, value, { render: (row) => formatCurrency(value(row)), ...more });
}
