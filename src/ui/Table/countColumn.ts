import type { TableColumn } from './Table';
import { formatNumber } from '../../lib/format';

/**
 * A column of whole counts (pages, events, clicks, searches): shown with thousands separators,
 * aligned right, sorted as numbers (largest first on the first click, doc 2 §4); a missing count shows
 * the null symbol.
 */
export function countColumn<Row>(id: string, header: string, count: (row: Row) => number | null): TableColumn<Row> {
  return { id, header, value: count, render: (row) => formatNumber(count(row)), sortKind: 'numeric', align: 'right' };
}
