import {
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type ExpandedState,
  type Row as TableRow,
  type RowSelectionState,
  type Updater,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useMemo, useRef, type CSSProperties, type ReactNode } from 'react';
import { Checkbox } from 'react-aria-components';

import styles from './Table.module.css';
import {
  VIRTUALIZE_ABOVE_ROWS,
  ariaSort,
  cellText,
  displayCellText,
  idsFromRecord,
  isThrottledText,
  recordFromIds,
  shouldAnimateBody,
  shouldShowSpinner,
  toSortingState,
  useControllable,
  type CellAlignment,
  type TableSort,
  type Viewer,
} from './tableModel';
import { columnDisplayText } from '../../lib/columns';
import {
  compareValues,
  nextSortDirection,
  type NullPlacement,
  type SortKind,
  type SortValue,
} from '../../lib/sortCycle';
import { UI_TEXT, fill } from '../../lib/spec/text';
import { CheckIcon, ChevronIcon, DashIcon, SortIcon } from '../Icon/Icon';

export type { CellAlignment, TableSort, Viewer };

// Our own wording, kept beside the widget (spec texts live in src/lib/spec/text.ts): the spec does not word these controls.
const TABLE_TEXT = {
  selectAllRows: 'Select all rows',
  selectRow: 'Select {row}',
  expandAllRows: 'Expand all rows',
  collapseAllRows: 'Collapse all rows',
  expandRow: 'Show details for {row}',
  collapseRow: 'Hide details for {row}',
  rowFallback: 'row {n}',
  loading: 'Loading…',
  empty: 'There is nothing to show here yet.',
} as const;

/** A column of the table: its display text, the value it sorts by, how it shows and aligns. */
export interface TableColumn<Row> {
  id: string;
  /** The display text; `presetText` is the fallback. A column with neither throws (doc 2 §5). */
  header?: string;
  presetText?: string;
  /** The cell value, used for sorting and, without `render`, for display. */
  value: (row: Row) => SortValue;
  /** Custom cell content; a throttled cell shows the throttle link instead. */
  render?: (row: Row) => ReactNode;
  /** 'text' sorts none → asc → desc, 'numeric' none → desc → asc (doc 2 §4). Default 'text'. */
  sortKind?: SortKind;
  /** Default true. */
  isSortable?: boolean;
  /** Where null and empty values go: 'high' or 'low' (doc 2 §4). Default 'low'. */
  nulls?: NullPlacement;
  /** doc 2 §5 — left, right or center. Default 'left'. */
  align?: CellAlignment;
  /** Cells of this column are checked for the throttled texts (doc 2 §6). */
  isThrottleable?: boolean;
  /** A CSS width for the column, e.g. '12rem' or '20%'. */
  width?: string;
}

export interface TableProps<Row> {
  /** The table's accessible name. */
  label: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  /** Names a row in the checkbox and expand-button labels ('Select seo tools'). */
  getRowLabel?: (row: Row) => string;

  /** Controlled sort; `null` is unsorted. */
  sort?: TableSort | null;
  defaultSort?: TableSort | null;
  onSortChange?: (sort: TableSort | null) => void;
  /** The rows arrive sorted (server-side sorting): the table only reports the new sort. */
  manualSorting?: boolean;

  /** A checkbox per row and a select-all checkbox. */
  selectable?: boolean;
  selectedRowIds?: readonly string[];
  defaultSelectedRowIds?: readonly string[];
  onSelectionChange?: (rowIds: string[]) => void;

  /** Rows can expand to show this content below them (one row, or all with the header button). */
  renderExpandedRow?: (row: Row) => ReactNode;
  expandedRowIds?: readonly string[];
  defaultExpandedRowIds?: readonly string[];
  onExpandedChange?: (rowIds: string[]) => void;

  /** doc 2 §6 — who is looking: throttled cells link visitors to log in, others to purchase. */
  viewer?: Viewer;
  /** The purchase page, e.g. '/mainpurchase'. */
  purchaseHref?: string;
  /** The login page. */
  loginHref?: string;
  /** doc 2 §6 — tables marked tripwire-enabled show the tripwire overlay. */
  tripwireEnabled?: boolean;
  /** Replaces the tripwire overlay's default content (the throttle link). */
  tripwireContent?: ReactNode;

  isLoading?: boolean;
  /** How many rows the load will bring; the spinner shows only above 5 (doc 2 §9). */
  expectedRowCount?: number;
  /** Shown when there are no rows and nothing is loading. */
  emptyMessage?: ReactNode;

  /** Bodies with more rows than this are virtualised. Default 100. */
  virtualizeAbove?: number;
  /** The height of the scrolling body when virtualised, in px. Default 480. */
  maxHeight?: number;
  /** The estimated height of a row, in px, before it is measured. Default 41. */
  estimatedRowHeight?: number;
}

type Entry<Row> = { kind: 'row'; row: TableRow<Row> } | { kind: 'detail'; row: TableRow<Row> };

const NO_IDS: readonly string[] = [];
const ALIGN_CLASS: Record<CellAlignment, string | undefined> = {
  left: styles.alignLeft,
  right: styles.alignRight,
  center: styles.alignCenter,
};

function Tick({ isSelected, isIndeterminate }: { isSelected: boolean; isIndeterminate: boolean }) {
  return (
    <span className={styles.box} aria-hidden="true">
      {isIndeterminate ? <DashIcon /> : isSelected ? <CheckIcon /> : null}
    </span>
  );
}

/**
 * The shared data table (doc 2 §4–§6, §9): a three-step sort cycle per column with null placement,
 * row selection, per-column alignment, throttled cells for visitors and logged-in users, a tripwire
 * overlay, loading, empty and animated states, row expansion, and a virtualised body for long tables.
 * The model is @tanstack/react-table; long bodies are virtualised with @tanstack/react-virtual.
 */
export function Table<Row>({
  label,
  columns,
  rows,
  getRowId,
  getRowLabel,
  sort: sortProp,
  defaultSort = null,
  onSortChange,
  manualSorting = false,
  selectable = false,
  selectedRowIds,
  defaultSelectedRowIds = NO_IDS,
  onSelectionChange,
  renderExpandedRow,
  expandedRowIds,
  defaultExpandedRowIds = NO_IDS,
  onExpandedChange,
  viewer = 'loggedIn',
  purchaseHref,
  loginHref,
  tripwireEnabled = false,
  tripwireContent,
  isLoading = false,
  expectedRowCount = 0,
  emptyMessage = TABLE_TEXT.empty,
  virtualizeAbove = VIRTUALIZE_ABOVE_ROWS,
  maxHeight = 480,
  estimatedRowHeight = 41,
}: TableProps<Row>) {
  // Throws 'No display text could be found for the column' for a column without one (doc 2 §5).
  const headers = useMemo(() => columns.map((column) => columnDisplayText(column)), [columns]);

  const [sort, setSort] = useControllable<TableSort | null>(sortProp, defaultSort, onSortChange);
  const [selected, setSelected] = useControllable<readonly string[]>(
    selectedRowIds,
    defaultSelectedRowIds,
    onSelectionChange as ((ids: readonly string[]) => void) | undefined,
  );
  const [expanded, setExpanded] = useControllable<readonly string[]>(
    expandedRowIds,
    defaultExpandedRowIds,
    onExpandedChange as ((ids: readonly string[]) => void) | undefined,
  );

  const allIds = useMemo(() => rows.map(getRowId), [rows, getRowId]);
  const rowSelection = useMemo(() => recordFromIds(selected), [selected]);
  const expandedState = useMemo(() => recordFromIds(expanded), [expanded]);

  const columnDefs = useMemo<ColumnDef<Row, SortValue>[]>(
    () =>
      columns.map((column, index) => ({
        id: column.id,
        header: headers[index],
        accessorFn: (row: Row) => column.value(row) ?? null,
        enableSorting: column.isSortable !== false,
        sortUndefined: false,
        sortingFn: (a, b, id) =>
          compareValues(a.getValue<SortValue>(id), b.getValue<SortValue>(id), 'asc', column.nulls ?? 'low'),
      })),
    [columns, headers],
  );

  const onRowSelectionChange = useCallback(
    (updater: Updater<RowSelectionState>) => {
      const next = typeof updater === 'function' ? updater(rowSelection) : updater;
      setSelected(idsFromRecord(next, allIds));
    },
    [rowSelection, setSelected, allIds],
  );
  const onExpandedStateChange = useCallback(
    (updater: Updater<ExpandedState>) => {
      const next = typeof updater === 'function' ? updater(expandedState) : updater;
      setExpanded(next === true ? allIds : idsFromRecord(next, allIds));
    },
    [expandedState, setExpanded, allIds],
  );

  const data = rows as Row[];
  const sorting = useMemo(() => toSortingState(sort), [sort]);
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table: one instance, read each render.
  const table = useReactTable<Row>({
    data,
    columns: columnDefs,
    getRowId: (row) => getRowId(row),
    state: { sorting, rowSelection, expanded: expandedState },
    manualSorting,
    enableRowSelection: selectable,
    getRowCanExpand: () => renderExpandedRow !== undefined,
    onRowSelectionChange,
    onExpandedChange: onExpandedStateChange,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });

  const modelRows = table.getRowModel().rows;
  // Each row, followed by its detail row when expanded (one virtual item each).
  const entries: Entry<Row>[] = [];
  for (const row of modelRows) {
    entries.push({ kind: 'row', row });
    if (renderExpandedRow && row.getIsExpanded()) entries.push({ kind: 'detail', row });
  }

  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualised = rows.length > virtualizeAbove;
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLTableRowElement>({
    count: entries.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimatedRowHeight,
    getItemKey: (index) => {
      const entry = entries[index];
      return entry ? `${entry.kind}:${entry.row.id}` : index;
    },
    overscan: 8,
    enabled: virtualised,
  });

  const canExpand = renderExpandedRow !== undefined;
  const columnCount = columns.length + (selectable ? 1 : 0) + (canExpand ? 1 : 0);
  const showSpinner = shouldShowSpinner(isLoading, expectedRowCount);
  const isEmpty = !isLoading && rows.length === 0;
  const animate = !isLoading && shouldAnimateBody(rows.length);
  const rowName = (row: TableRow<Row>) =>
    getRowLabel ? getRowLabel(row.original) : fill(TABLE_TEXT.rowFallback, { n: row.index + 1 });

  const throttleLink =
    viewer === 'visitor' ? (
      loginHref ? (
        <a href={loginHref}>{UI_TEXT.logInToSeeAllResults}</a>
      ) : (
        UI_TEXT.logInToSeeAllResults
      )
    ) : purchaseHref ? (
      <a href={purchaseHref}>{UI_TEXT.unlockAllTheData}</a>
    ) : (
      UI_TEXT.unlockAllTheData
    );

  function changeSort(column: TableColumn<Row>) {
    const current = sort?.columnId === column.id ? sort.direction : 'none';
    const direction = nextSortDirection(current, column.sortKind ?? 'text');
    setSort(direction === 'none' ? null : { columnId: column.id, direction });
  }

  function renderCell(column: TableColumn<Row>, row: Row): ReactNode {
    const value = column.value(row);
    if (column.isThrottleable && isThrottledText(cellText(value))) {
      return (
        <span className={styles.throttled} data-throttled="true">
          {throttleLink}
        </span>
      );
    }
    return column.render ? column.render(row) : displayCellText(value);
  }

  function renderEntry(entry: Entry<Row>, index: number) {
    const { row } = entry;
    const measure = virtualised ? virtualizer.measureElement : undefined;
    const rowIndex = virtualised ? index + 2 : undefined;
    if (entry.kind === 'detail') {
      return (
        <tr
          key={`detail:${row.id}`}
          ref={measure}
          data-index={index}
          aria-rowindex={rowIndex}
          className={styles.detailRow}
          data-detail-for={row.id}
        >
          <td colSpan={columnCount}>{renderExpandedRow?.(row.original)}</td>
        </tr>
      );
    }
    const isSelected = row.getIsSelected();
    const isExpanded = row.getIsExpanded();
    return (
      <tr
        key={`row:${row.id}`}
        ref={measure}
        data-index={index}
        data-row-id={row.id}
        aria-rowindex={rowIndex}
        aria-selected={selectable ? isSelected : undefined}
        className={styles.row}
      >
        {selectable && (
          <td className={styles.controlCell}>
            <Checkbox
              className={styles.checkbox}
              aria-label={fill(TABLE_TEXT.selectRow, { row: rowName(row) })}
              isSelected={isSelected}
              onChange={(value) => row.toggleSelected(value)}
            >
              {(state) => <Tick isSelected={state.isSelected} isIndeterminate={false} />}
            </Checkbox>
          </td>
        )}
        {canExpand && (
          <td className={styles.controlCell}>
            <button
              type="button"
              className={styles.iconButton}
              aria-expanded={isExpanded}
              aria-label={fill(isExpanded ? TABLE_TEXT.collapseRow : TABLE_TEXT.expandRow, { row: rowName(row) })}
              onClick={() => row.toggleExpanded()}
            >
              <ChevronIcon className={styles.chevron} open={isExpanded} />
            </button>
          </td>
        )}
        {columns.map((column) => (
          <td key={column.id} className={ALIGN_CLASS[column.align ?? 'left']}>
            {renderCell(column, row.original)}
          </td>
        ))}
      </tr>
    );
  }

  function renderBody() {
    if (isLoading && rows.length === 0) {
      const placeholders = Math.min(Math.max(expectedRowCount, 1), 10);
      return Array.from({ length: placeholders }, (_, i) => (
        <tr key={`placeholder:${i}`} className={styles.placeholderRow} aria-hidden="true">
          <td colSpan={columnCount}>
            <span className={styles.placeholderBar} />
          </td>
        </tr>
      ));
    }
    if (isEmpty) {
      return (
        <tr>
          <td colSpan={columnCount} className={styles.empty}>
            {emptyMessage}
          </td>
        </tr>
      );
    }
    if (!virtualised) return entries.map((entry, index) => renderEntry(entry, index));
    const items = virtualizer.getVirtualItems();
    const first = items[0];
    const last = items[items.length - 1];
    const paddingTop = first ? first.start : 0;
    const paddingBottom = last ? virtualizer.getTotalSize() - last.end : 0;
    return (
      <>
        {paddingTop > 0 && (
          <tr className={styles.spacer} aria-hidden="true" style={{ height: paddingTop }}>
            <td colSpan={columnCount} />
          </tr>
        )}
        {items.map((item) => {
          const entry = entries[item.index];
          return entry ? renderEntry(entry, item.index) : null;
        })}
        {paddingBottom > 0 && (
          <tr className={styles.spacer} aria-hidden="true" style={{ height: paddingBottom }}>
            <td colSpan={columnCount} />
          </tr>
        )}
      </>
    );
  }

  const allSelected = selectable && rows.length > 0 && table.getIsAllRowsSelected();
  const someSelected = selectable && !allSelected && table.getIsSomeRowsSelected();
  const allExpanded = canExpand && rows.length > 0 && table.getIsAllRowsExpanded();
  const scrollStyle: CSSProperties | undefined = virtualised ? { maxHeight } : undefined;

  return (
    <div className={styles.frame} data-tripwire={tripwireEnabled || undefined}>
      <div
        ref={scrollRef}
        className={virtualised ? styles.scroller : styles.plain}
        style={scrollStyle}
        data-virtualised={virtualised || undefined}
        // A scrolling region must be reachable by keyboard (axe: scrollable-region-focusable).
        {...(virtualised ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
      >
        <table
          className={styles.table}
          aria-label={label}
          aria-busy={isLoading || undefined}
          aria-rowcount={virtualised ? entries.length + 1 : undefined}
        >
          <colgroup>
            {selectable && <col className={styles.controlCol} />}
            {canExpand && <col className={styles.controlCol} />}
            {columns.map((column) => (
              <col key={column.id} style={column.width ? { width: column.width } : undefined} />
            ))}
          </colgroup>
          <thead className={styles.head}>
            <tr aria-rowindex={virtualised ? 1 : undefined}>
              {selectable && (
                <th scope="col" className={styles.controlCell}>
                  <Checkbox
                    className={styles.checkbox}
                    aria-label={TABLE_TEXT.selectAllRows}
                    isSelected={allSelected}
                    isIndeterminate={someSelected}
                    isDisabled={rows.length === 0}
                    onChange={(value) => table.toggleAllRowsSelected(value)}
                  >
                    {(state) => <Tick isSelected={state.isSelected} isIndeterminate={state.isIndeterminate} />}
                  </Checkbox>
                </th>
              )}
              {canExpand && (
                <th scope="col" className={styles.controlCell}>
                  <button
                    type="button"
                    className={styles.iconButton}
                    aria-expanded={allExpanded}
                    aria-label={allExpanded ? TABLE_TEXT.collapseAllRows : TABLE_TEXT.expandAllRows}
                    disabled={rows.length === 0}
                    onClick={() => table.toggleAllRowsExpanded(!allExpanded)}
                  >
                    <ChevronIcon className={styles.chevron} open={allExpanded} />
                  </button>
                </th>
              )}
              {columns.map((column, index) => {
                const text = headers[index];
                const align = ALIGN_CLASS[column.align ?? 'left'];
                if (column.isSortable === false) {
                  return (
                    <th key={column.id} scope="col" className={align}>
                      {text}
                    </th>
                  );
                }
                const direction = sort?.columnId === column.id ? sort.direction : 'none';
                return (
                  <th key={column.id} scope="col" className={align} aria-sort={ariaSort(direction)}>
                    <button
                      type="button"
                      className={styles.sortButton}
                      data-sort-kind={column.sortKind ?? 'text'}
                      onClick={() => changeSort(column)}
                    >
                      <span>{text}</span>
                      <SortIcon className={styles.sortIcon} activeClassName={styles.sortOn} direction={direction} />
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody
            className={[styles.body, animate ? styles.animated : '', isLoading && rows.length > 0 ? styles.stale : '']
              .filter(Boolean)
              .join(' ')}
            data-animated={animate || undefined}
          >
            {renderBody()}
          </tbody>
        </table>
      </div>
      {showSpinner && (
        <div className={styles.spinnerLayer}>
          <div className={styles.spinner} role="status">
            <span className={styles.spinnerWheel} aria-hidden="true" />
            <span className={styles.spinnerText}>{TABLE_TEXT.loading}</span>
          </div>
        </div>
      )}
      {tripwireEnabled && (
        <div className={styles.tripwire} data-testid="tripwire-overlay">
          <div className={styles.tripwireCard}>{tripwireContent ?? throttleLink}</div>
        </div>
      )}
    </div>
  );
}
