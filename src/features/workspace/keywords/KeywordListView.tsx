import { useId, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

import {
  KEYWORD_COLUMNS,
  KEYWORD_LIST_ROWS_PER_PAGE,
  shownKeywordColumns,
  type KeywordListQuery,
  type KeywordRow,
} from './keywordList';
import { KEYWORD_TEXT } from './keywordTexts';
import styles from './KeywordViews.module.css';
import type { ColumnState } from '../../../lib/columns';
import { formatNumber } from '../../../lib/format';
import { TEXT, fill } from '../../../lib/spec/text';
import { MAX_EXPORT_ROWS_DEFAULT } from '../../../lib/spec/workspace';
import { Button } from '../../../ui/Button/Button';
import { ColumnSelector } from '../../../ui/ColumnSelector/ColumnSelector';
import { ExportMenu, type UpsellRequest } from '../../../ui/ExportMenu/ExportMenu';
import type { ExportKind } from '../../../ui/ExportMenu/exportRules';
import { Modal } from '../../../ui/Modal/Modal';
import { Pagination } from '../../../ui/Pagination/Pagination';
import { Table, type TableColumn, type TableSort } from '../../../ui/Table/Table';
import { ListFilterForm, LoadFailed } from '../../shell/ListTableParts';

/** Google Sheets and PDF reports come with their own issues: in the menu, disabled, saying so. */
const UNAVAILABLE_KEYWORD_EXPORTS: readonly ExportKind[] = ['googleSheets', 'report'];

export type KeywordListLoad = 'loading' | 'ready' | 'failed';

export interface KeywordListViewProps {
  /** The heading ('Keywords', 'Group: Brand terms'). */
  title: string;
  /** Beside the heading: e.g. the rename control of a group. */
  headerActions?: ReactNode;
  load: KeywordListLoad;
  rows: readonly KeywordRow[];
  totalRowCount: number;
  query: KeywordListQuery;
  columns: ColumnState;
  selectedIds: readonly string[];
  /** The plan's export limit (doc 2 §5, §9). */
  maxExportRows?: number;
  hasUnlimitedExportRows?: boolean;
  /** The purchase page, offered by the over-limit upsell. */
  purchaseHref: string;
  onSortChange: (sort: TableSort | null) => void;
  onFilterTextChange: (text: string) => void;
  onStartRowChange: (row: number) => void;
  onColumnsChange: (state: ColumnState) => void;
  onSelectionChange: (ids: string[]) => void;
  onRetry: () => void;
  onImport: () => void;
  onExportCsv: () => void;
  onCopyRows: () => void;
  onCopyKeywords: () => void;
  /** The actions on the selected rows (add to a group or label, remove), shown beside the count. */
  selectionActions?: ReactNode;
  /** Opens a keyword's details (the keyword cell becomes a button); without it the cell is text. */
  onOpenKeyword?: (row: KeywordRow) => void;
}

/**
 * A project's keyword list in the panel (doc 2 §2 "Keyword list view"): sort (the doc 2 §4 cycle,
 * done by the server), filter text, row selection, 250 rows a page, the column selector (1 to 5
 * columns, in the URL) and the export menu (CSV, copy, copy keywords; over the plan's limit the
 * upsell).
 */
export function KeywordListView({
  title,
  headerActions,
  load,
  rows,
  totalRowCount,
  query,
  columns,
  selectedIds,
  maxExportRows = MAX_EXPORT_ROWS_DEFAULT,
  hasUnlimitedExportRows = false,
  purchaseHref,
  onSortChange,
  onFilterTextChange,
  onStartRowChange,
  onColumnsChange,
  onSelectionChange,
  onRetry,
  onImport,
  onExportCsv,
  onCopyRows,
  onCopyKeywords,
  onOpenKeyword,
  selectionActions,
}: KeywordListViewProps) {
  const ids = useId();
  const [upsell, setUpsell] = useState<UpsellRequest | null>(null);

  const tableColumns = useMemo<TableColumn<KeywordRow>[]>(
    () =>
      shownKeywordColumns(columns).map((column) => ({
        id: column.id,
        header: column.header,
        value: column.value,
        render:
          column.id === 'keyword' && onOpenKeyword
            ? (row: KeywordRow) => (
                <button type="button" className={styles.link} onClick={() => onOpenKeyword(row)}>
                  {column.display(row)}
                </button>
              )
            : column.display,
        sortKind: column.sortKind,
        nulls: column.nulls,
        align: column.align,
      })),
    [columns, onOpenKeyword],
  );

  const isEmptyProject = load === 'ready' && totalRowCount === 0 && query.filterText === '';

  return (
    <section className={styles.root} aria-labelledby={`${ids}-title`}>
      <div className={styles.header}>
        <h2 id={`${ids}-title`} className={styles.title}>
          {title}
        </h2>
        <div className={styles.tools}>
          {headerActions}
          <Button size="small" variant="secondary" onPress={onImport}>
            {KEYWORD_TEXT.importKeywords}
          </Button>
        </div>
      </div>
      <div className={styles.toolbar}>
        <ListFilterForm
          label={KEYWORD_TEXT.filterLabel}
          placeholder={KEYWORD_TEXT.filterPlaceholder}
          filterText={query.filterText}
          onFilterTextChange={onFilterTextChange}
          trims
          inputClassName={styles.input}
        />
        <div className={styles.tools}>
          <ColumnSelector columns={KEYWORD_COLUMNS} value={columns} onChange={onColumnsChange} />
          <ExportMenu
            rowCount={totalRowCount}
            maxExportRows={maxExportRows}
            hasUnlimitedExportRows={hasUnlimitedExportRows}
            isDisabled={load !== 'ready' || totalRowCount === 0}
            unavailable={UNAVAILABLE_KEYWORD_EXPORTS}
            onUpsell={setUpsell}
            onExportCsv={onExportCsv}
            onCopyToClipboard={onCopyRows}
            onCopyKeywords={onCopyKeywords}
          />
        </div>
      </div>
      <p className={styles.status} role="status">
        {load === 'loading'
          ? KEYWORD_TEXT.loading
          : selectedIds.length > 0
            ? fill(KEYWORD_TEXT.selectedCount, { count: formatNumber(selectedIds.length) })
            : ''}
      </p>
      {load === 'ready' && selectedIds.length > 0 && selectionActions}

      {load === 'failed' ? (
        <LoadFailed message={KEYWORD_TEXT.loadFailed} retryLabel={KEYWORD_TEXT.retry} onRetry={onRetry} />
      ) : isEmptyProject ? (
        <div className={styles.empty}>
          <p className={styles.emptyText}>{KEYWORD_TEXT.noKeywords}</p>
          <Button size="small" onPress={onImport}>
            {KEYWORD_TEXT.importKeywords}
          </Button>
        </div>
      ) : (
        <>
          <Table
            label={KEYWORD_TEXT.tableLabel}
            columns={tableColumns}
            rows={rows}
            getRowId={(row) => String(row.termId)}
            getRowLabel={(row) => row.keyword}
            sort={query.sort}
            onSortChange={onSortChange}
            manualSorting
            selectable
            selectedRowIds={selectedIds}
            onSelectionChange={onSelectionChange}
            isLoading={load === 'loading'}
            expectedRowCount={KEYWORD_LIST_ROWS_PER_PAGE}
            emptyMessage={TEXT.noItemsFoundWithFilter}
          />
          <Pagination
            startRow={query.startRow}
            pageSize={KEYWORD_LIST_ROWS_PER_PAGE}
            pageSizes={[KEYWORD_LIST_ROWS_PER_PAGE]}
            totalRows={totalRowCount}
            onStartRowChange={onStartRowChange}
          />
        </>
      )}

      <Modal
        isOpen={upsell !== null}
        onClose={() => setUpsell(null)}
        title={KEYWORD_TEXT.upsellTitle}
        size="small"
        footer={
          <>
            <Button size="small" variant="secondary" onPress={() => setUpsell(null)}>
              {KEYWORD_TEXT.close}
            </Button>
            <Link to={purchaseHref} className={styles.link}>
              {KEYWORD_TEXT.seePlans}
            </Link>
          </>
        }
      >
        {upsell && (
          <p className={styles.emptyText}>
            {fill(KEYWORD_TEXT.upsellBody, {
              rows: formatNumber(upsell.rowCount),
              limit: formatNumber(upsell.maxExportRows),
            })}
          </p>
        )}
      </Modal>
    </section>
  );
}
