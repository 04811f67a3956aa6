import { useId, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

import {
  emptyKind,
  exportAccess,
  headerMatchType,
  isThrottledRow,
  rowNames,
  rowsAsTsv,
  shownColumns,
  showsTripwire,
  effectiveSort,
  throttleLinkKind,
  type ResearchColumn,
  type ResearchListQuery,
  type TableSort,
  type Viewer,
} from './researchTable';
import styles from './ResearchTable.module.css';
import { RESEARCH_TABLE_TEXT } from './researchTableTexts';
import { MATCH_TYPE_LABELS, type ColumnState } from '../../../lib/columns';
import { formatNumber } from '../../../lib/format';
import { TEXT, UI_TEXT, fill } from '../../../lib/spec/text';
import { MAX_EXPORT_ROWS_DEFAULT } from '../../../lib/spec/workspace';
import { ColumnSelector, type ColumnPreset } from '../../../ui/ColumnSelector/ColumnSelector';
import { ExportMenu } from '../../../ui/ExportMenu/ExportMenu';
import type { ExportKind } from '../../../ui/ExportMenu/exportRules';
import { Pagination } from '../../../ui/Pagination/Pagination';
import { Table, type TableColumn } from '../../../ui/Table/Table';
import { displayCellText } from '../../../ui/Table/tableModel';
import { ListFilterForm, LoadFailed } from '../../shell/ListTableParts';
import { rowActionFor, useResearchRowActions } from '../../shell/researchRowActions';

/** Export items whose flows come with the exports issue: in the menu, disabled, saying so. */
const UNAVAILABLE_EXPORTS: readonly ExportKind[] = ['googleSheets', 'report'];

export type ResearchTableLoad = 'loading' | 'ready' | 'failed';

/** What the table says after an export or copy: a sentence, and a link when there is a way on. */
export interface ExportNotice {
  text: string;
  link?: { href: string; text: string; isDownload?: boolean };
  isError?: boolean;
}

export interface ResearchTableProps<Row extends { isThrottled?: boolean }> {
  /** The table's accessible name ('Organic keywords of github.com'). */
  label: string;
  /** Every column the list has: the always-present ones and those the selector offers. */
  columns: readonly ResearchColumn<Row>[];
  presets?: readonly ColumnPreset[];
  /** Display-only columns after the chosen ones (not offered, not sent): e.g. the rivals' positions. */
  extraColumns?: readonly ResearchColumn<Row>[];
  query: ResearchListQuery;
  load: ResearchTableLoad;
  /**
   * The answer's matchTypesPending: its searches are the exact figures while the phrase or broad
   * ones are being prepared on the server; the notice line says so (the screen asks again).
   */
  matchTypesPending?: boolean;
  /** The page of rows the server answered (kept on screen, dimmed, while the next page loads). */
  rows: readonly Row[];
  totalRowCount: number;
  viewer: Viewer;
  /** The purchase page (route mainpurchase) and the login page, for throttled rows and exports. */
  purchaseHref: string;
  loginHref: string;
  /** The plan's export limit (doc 2 §5, §9). */
  maxExportRows?: number;
  hasUnlimitedExportRows?: boolean;
  /** CSV built by the server from the same query; absent when the list has no export operation. */
  onExportCsv?: () => Promise<ExportNotice>;
  /** Writes text to the clipboard (the browser's unless a story or test gives another). */
  copyText?: (text: string) => Promise<void>;
  onSortChange: (sort: TableSort | null) => void;
  onFilterTextChange: (text: string) => void;
  onStartRowChange: (row: number) => void;
  onRowsPerPageChange: (size: number) => void;
  onColumnsChange: (state: ColumnState) => void;
  onRetry: () => void;
}

interface Numbered<Row> {
  row: Row;
  /** The row's place in the whole list (1-based): throttled rows share a name, so this keys them. */
  rowNumber: number;
}

const writeToClipboard = (text: string) => navigator.clipboard.writeText(text);

/**
 * A research list (doc 2 §4–§6, §9) on the shared Table: the server sorts
 * (doc 2 §4 cycle per column kind), filters and pages it; the ColumnSelector (presets, 1 to 5
 * columns, its state in the URL) decides which cells the server fills. Throttled rows offer the
 * purchase page to logged-in users and the login to visitors. The export menu exports CSV through
 * the server and copies the page for full users within the plan's limit.
 */
export function ResearchTable<Row extends { isThrottled?: boolean }>({
  label,
  columns,
  presets,
  extraColumns = [],
  query,
  load,
  matchTypesPending = false,
  rows,
  totalRowCount,
  viewer,
  purchaseHref,
  loginHref,
  maxExportRows = MAX_EXPORT_ROWS_DEFAULT,
  hasUnlimitedExportRows = false,
  onExportCsv,
  copyText = writeToClipboard,
  onSortChange,
  onFilterTextChange,
  onStartRowChange,
  onRowsPerPageChange,
  onColumnsChange,
  onRetry,
}: ResearchTableProps<Row>) {
  const ids = useId();
  const [notice, setNotice] = useState<ExportNotice | null>(null);
  const rowActions = useResearchRowActions();

  const shown = useMemo(
    () => [...shownColumns(columns, query.columns), ...extraColumns],
    [columns, query.columns, extraColumns],
  );
  const sort = effectiveSort(query.sort, columns, query.columns);
  const throttle =
    throttleLinkKind(viewer) === 'login'
      ? { href: loginHref, text: UI_TEXT.logInToSeeAllResults }
      : { href: purchaseHref, text: UI_TEXT.unlockAllTheData };

  const tableColumns = useMemo<TableColumn<Numbered<Row>>[]>(
    () =>
      shown.map((column, index) => {
        const matchType = headerMatchType(column, query.columns);
        return {
          id: column.id,
          header: matchType
            ? fill(RESEARCH_TABLE_TEXT.matchTypeHeader, {
                header: column.header,
                matchType: MATCH_TYPE_LABELS[matchType],
              })
            : column.header,
          value: (entry) => column.value(entry.row),
          render: (entry): ReactNode => {
            if (isThrottledRow(entry.row)) {
              return index === 0 ? (
                <Link to={throttle.href} className={styles.throttleLink}>
                  {throttle.text}
                </Link>
              ) : (
                <span className={styles.lockedCell} aria-hidden="true" />
              );
            }
            const cell = column.render ? column.render(entry.row) : displayCellText(column.value(entry.row));
            // The app's add button beside a keyword or a page (doc 2 §4); none by default.
            const action = rowActionFor(rowActions, column.id, column.value(entry.row));
            return action ? (
              <>
                {cell} {action}
              </>
            ) : (
              cell
            );
          },
          sortKind: column.sortKind,
          nulls: column.nulls,
          align: column.align,
          isSortable: column.isSortable !== false && !extraColumns.includes(column),
          width: column.width,
        };
      }),
    [shown, extraColumns, throttle.href, throttle.text, rowActions, query.columns],
  );

  const numbered = useMemo(
    () => rows.map((row, i) => ({ row, rowNumber: query.startRow + i })),
    [rows, query.startRow],
  );

  const isLoading = load === 'loading';
  const emptyMessage =
    emptyKind(query.filterText) === 'noMatch' ? TEXT.noItemsFoundWithFilter : RESEARCH_TABLE_TEXT.noRows;

  function upsellNotice(): ExportNotice {
    return {
      text: RESEARCH_TABLE_TEXT.exportNeedsFullAccount,
      link: { href: purchaseHref, text: RESEARCH_TABLE_TEXT.seePlans },
    };
  }

  async function copy(text: string, done: string) {
    try {
      await copyText(text);
      setNotice({ text: done });
    } catch {
      setNotice({ text: RESEARCH_TABLE_TEXT.copyFailed, isError: true });
    }
  }

  function guarded(action: () => void) {
    if (exportAccess(viewer) === 'upsell') {
      setNotice(upsellNotice());
      return;
    }
    action();
  }

  const visibleRows = rows.filter((row) => !isThrottledRow(row));

  return (
    <section className={styles.root} aria-labelledby={`${ids}-label`}>
      <h2 id={`${ids}-label`} className="visually-hidden">
        {label}
      </h2>
      <div className={styles.toolbar}>
        <ListFilterForm
          label={RESEARCH_TABLE_TEXT.filterLabel}
          placeholder={RESEARCH_TABLE_TEXT.filterPlaceholder}
          filterText={query.filterText}
          onFilterTextChange={onFilterTextChange}
        />
        <div className={styles.tools}>
          <ColumnSelector columns={columns} presets={presets} value={query.columns} onChange={onColumnsChange} />
          <ExportMenu
            rowCount={totalRowCount}
            maxExportRows={maxExportRows}
            hasUnlimitedExportRows={hasUnlimitedExportRows}
            isLoggedIn={viewer !== 'visitor'}
            isDisabled={load !== 'ready' || totalRowCount === 0}
            onLoggedOutExport={() =>
              setNotice({
                text: RESEARCH_TABLE_TEXT.exportLoggedOut,
                link: { href: loginHref, text: RESEARCH_TABLE_TEXT.logIn },
              })
            }
            onUpsell={(request) =>
              exportAccess(viewer) === 'upsell'
                ? setNotice(upsellNotice())
                : setNotice({
                    text: fill(RESEARCH_TABLE_TEXT.exportOverLimit, {
                      rows: formatNumber(request.rowCount),
                      limit: formatNumber(request.maxExportRows),
                    }),
                    link: { href: purchaseHref, text: RESEARCH_TABLE_TEXT.seePlans },
                  })
            }
            // Google Sheets and PDF reports are not built yet. A list without an export source has no
            // CSV for a full user; anyone else still meets the login prompt or the upsell on it.
            unavailable={
              onExportCsv || exportAccess(viewer) !== 'allowed' ? UNAVAILABLE_EXPORTS : [...UNAVAILABLE_EXPORTS, 'csv']
            }
            onExportCsv={() =>
              guarded(() => {
                if (!onExportCsv) return;
                setNotice({ text: RESEARCH_TABLE_TEXT.exportPending });
                onExportCsv().then(setNotice, () =>
                  setNotice({ text: RESEARCH_TABLE_TEXT.exportFailed, isError: true }),
                );
              })
            }
            onCopyToClipboard={() =>
              guarded(
                () =>
                  void copy(
                    rowsAsTsv(shown, rows),
                    fill(RESEARCH_TABLE_TEXT.copied, { rows: formatNumber(visibleRows.length) }),
                  ),
              )
            }
            onCopyKeywords={() =>
              guarded(
                () =>
                  void copy(
                    rowNames(shown, rows).join('\n'),
                    fill(RESEARCH_TABLE_TEXT.keywordsCopied, { rows: formatNumber(visibleRows.length) }),
                  ),
              )
            }
          />
        </div>
      </div>
      <div role="status" className={notice?.isError ? styles.noticeError : styles.notice} data-testid="table-notice">
        {notice && (
          <>
            {notice.text}
            {notice.link && (
              <>
                {' '}
                {notice.link.isDownload ? (
                  <a href={notice.link.href} download className={styles.noticeLink}>
                    {notice.link.text}
                  </a>
                ) : (
                  <Link to={notice.link.href} className={styles.noticeLink}>
                    {notice.link.text}
                  </Link>
                )}
              </>
            )}
          </>
        )}
        {!notice && matchTypesPending && load !== 'failed' && (
          <span data-testid="match-types-pending">{RESEARCH_TABLE_TEXT.matchTypesPending}</span>
        )}
      </div>

      {load === 'failed' ? (
        <LoadFailed message={RESEARCH_TABLE_TEXT.loadFailed} retryLabel={RESEARCH_TABLE_TEXT.retry} onRetry={onRetry} />
      ) : (
        <>
          <Table
            label={label}
            columns={tableColumns}
            rows={numbered}
            getRowId={(entry) => String(entry.rowNumber)}
            sort={sort}
            onSortChange={onSortChange}
            manualSorting
            isLoading={isLoading}
            expectedRowCount={query.rowsPerPage}
            emptyMessage={emptyMessage}
            tripwireEnabled={!isLoading && showsTripwire(viewer, rows)}
            tripwireContent={
              <Link to={loginHref} className={styles.throttleLink}>
                {UI_TEXT.logInToSeeAllResults}
              </Link>
            }
          />
          <p className="visually-hidden" role="status">
            {isLoading ? RESEARCH_TABLE_TEXT.loading : ''}
          </p>
          <Pagination
            startRow={query.startRow}
            pageSize={query.rowsPerPage}
            totalRows={totalRowCount}
            onStartRowChange={onStartRowChange}
            onPageSizeChange={onRowsPerPageChange}
          />
        </>
      )}
    </section>
  );
}
