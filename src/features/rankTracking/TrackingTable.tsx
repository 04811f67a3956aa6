import { useState, type FormEvent } from 'react';

import {
  domainColumnId,
  latestPosition,
  movementCell,
  positionText,
  type RankTracking,
  type TrackedKeywordRow,
} from './rankTracking';
import styles from './RankTracking.module.css';
import { RANK_TRACKING_TEXT as T } from './rankTrackingTexts';
import { formatNumber } from '../../lib/format';
import { Button } from '../../ui/Button/Button';
import { Input } from '../../ui/Input/Input';
import { Pagination } from '../../ui/Pagination/Pagination';
import { countColumn } from '../../ui/Table/countColumn';
import { Table, type TableColumn, type TableSort } from '../../ui/Table/Table';

export interface TrackingTableControls {
  sort: TableSort | null;
  onSortChange: (sort: TableSort | null) => void;
  /** The filter applied (the field applies on Enter or the Filter button). */
  filter: string;
  onFilterChange: (filter: string) => void;
  startRow: number;
  pageSize: number;
  onStartRowChange: (startRow: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

function PositionCell({
  row,
  domainIndex,
  dateIndex,
}: {
  row: TrackedKeywordRow;
  domainIndex: number;
  dateIndex?: number;
}) {
  const text = positionText(row, domainIndex, dateIndex);
  const isPosition = /^\d/.test(text);
  return isPosition ? (
    <>{text}</>
  ) : (
    <span className={styles.notRanked}>
      <span aria-hidden="true">{formatNumber(null)}</span>
      <span className="visually-hidden">{text}</span>
    </span>
  );
}

function ChangeCell({ row, domainIndex }: { row: TrackedKeywordRow; domainIndex: number }) {
  const cell = movementCell(row.domains[domainIndex]);
  return (
    <span className={styles[cell.tone]}>
      <span aria-hidden="true">{cell.shown}</span>
      <span className="visually-hidden">{cell.spoken}</span>
    </span>
  );
}

export function keywordColumns(): TableColumn<TrackedKeywordRow>[] {
  return [
    { id: 'keyword', header: T.keyword, value: (r) => r.keyword, sortKind: 'text' },
    countColumn('searches', T.searches, (r) => r.searches),
  ];
}

// Positions sort best first: 'text' starts the cycle ascending.
export const positionColumn = (header: string, i: number): TableColumn<TrackedKeywordRow> => ({
  id: domainColumnId('position', i),
  header,
  value: (r) => latestPosition(r, i),
  render: (r) => <PositionCell row={r} domainIndex={i} />,
  sortKind: 'text',
  align: 'right',
});

export const changeColumn = (header: string, i: number): TableColumn<TrackedKeywordRow> => ({
  id: domainColumnId('change', i),
  header,
  value: (r) => r.domains[i]?.change ?? null,
  render: (r) => <ChangeCell row={r} domainIndex={i} />,
  sortKind: 'numeric',
  align: 'right',
});

/**
 * The project domain's real clicks and average position from its Search Console data (not sortable:
 * the server sorts by tracked figures); a keyword without a Search Console row shows a dash.
 */
export function searchConsoleColumns(): TableColumn<TrackedKeywordRow>[] {
  return [
    {
      id: 'searchConsoleClicks',
      header: T.searchConsoleClicks,
      value: (r) => r.searchConsole?.clicks ?? null,
      render: (r) => formatNumber(r.searchConsole?.clicks ?? null),
      isSortable: false,
      align: 'right',
    },
    {
      id: 'searchConsolePosition',
      header: T.searchConsolePosition,
      value: (r) => r.searchConsole?.position ?? null,
      render: (r) => formatNumber(r.searchConsole?.position ?? null, 1),
      isSortable: false,
      align: 'right',
    },
  ];
}

/** One week's position of a domain (not sortable: the server sorts by the latest check). */
export const weekColumn = (header: string, domainIndex: number, dateIndex: number): TableColumn<TrackedKeywordRow> => ({
  id: `week:${dateIndex}`,
  header,
  value: (r) => (r.checked[dateIndex] ? (r.domains[domainIndex]?.positions[dateIndex] ?? null) : null),
  render: (r) => <PositionCell row={r} domainIndex={domainIndex} dateIndex={dateIndex} />,
  isSortable: false,
  align: 'right',
});

/** The filter field, the table and its pages: the same on both pages. */
export function TrackingTable({
  data,
  columns,
  isLoading,
  sort,
  onSortChange,
  filter,
  onFilterChange,
  startRow,
  pageSize,
  onStartRowChange,
  onPageSizeChange,
}: TrackingTableControls & {
  data: RankTracking;
  columns: TableColumn<TrackedKeywordRow>[];
  isLoading: boolean;
}) {
  const [typed, setTyped] = useState(filter);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onFilterChange(typed.trim());
  };
  return (
    <>
      <form className={styles.filter} onSubmit={apply} role="search">
        <Input label={T.filter} placeholder={T.filterPlaceholder} value={typed} onChange={setTyped} size="small" />
        <Button type="submit" variant="secondary" size="small">
          {T.applyFilter}
        </Button>
      </form>
      <Table
        label={T.tableLabel}
        columns={columns}
        rows={data.keywords}
        getRowId={(r) => String(r.termId)}
        getRowLabel={(r) => r.keyword}
        manualSorting
        sort={sort}
        onSortChange={onSortChange}
        isLoading={isLoading}
        expectedRowCount={Math.min(pageSize, data.totalRowCount)}
        emptyMessage={T.noMatches}
      />
      <Pagination
        startRow={startRow}
        pageSize={pageSize}
        totalRows={data.totalRowCount}
        onStartRowChange={onStartRowChange}
        onPageSizeChange={onPageSizeChange}
      />
    </>
  );
}
