import { useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';

import { exportKeywordListCsv, keywordExportFilename, keywordListSource, type ExportPolling } from './keywordExport';
import {
  KEYWORD_COLUMN_IDS,
  initialKeywordListQuery,
  keywordListRequest,
  keywordNames,
  keywordRowsAsTsv,
  rowsToCopy,
  shownKeywordColumns,
  type KeywordListQuery,
  type KeywordRow,
} from './keywordList';
import type { KeywordListViewProps } from './KeywordListView';
import { KEYWORD_TEXT } from './keywordTexts';
import { SelectedKeywordsActions } from './SelectedKeywordsActions';
import { useSelectedKeywordsActions } from './useSelectedKeywordsActions';
import { getKeywordList } from '../../../api/keywords';
import { formatNumber } from '../../../lib/format';
import { fill } from '../../../lib/spec/text';
import { user } from '../../../state/user';
import { useColumnQueryState } from '../../../ui/ColumnSelector/ColumnSelector';
import { toast } from '../../../ui/Toasts/Toasts';
import { useLinkTo } from '../../shell/links';
import { useLoader } from '../../shell/useLoader';
import { useRefreshOnChange } from '../workspaceChanges';

export interface KeywordListOptions {
  projectId: string;
  groupHash?: string;
  labelHash?: string;
  /** Names the export file ('keywords', a group's name). */
  fileLabel: string;
  /** Writes text to the clipboard; the browser's unless a story or test gives another. */
  copyText?: (text: string) => Promise<void>;
  exportPolling?: ExportPolling;
  onImport: () => void;
  /** Opens a keyword's details from its row. */
  onOpenKeyword?: KeywordListViewProps['onOpenKeyword'];
}

const writeToClipboard = (text: string) => navigator.clipboard.writeText(text);
const EMPTY: { keywords: KeywordRow[]; totalRowCount: number } = { keywords: [], totalRowCount: 0 };

/**
 * The state and actions of a keyword list (the keyword-list, group-details and label-details views):
 * GetKeywordList for the current sort, filter and page; the column choice in the URL; selection;
 * CSV export (started, polled, its link in a toast) and the two copies.
 */
export function useKeywordList({
  projectId,
  groupHash,
  labelHash,
  fileLabel,
  copyText = writeToClipboard,
  exportPolling,
  onImport,
  onOpenKeyword,
}: KeywordListOptions): Omit<KeywordListViewProps, 'title' | 'headerActions'> & { reload: () => void } {
  const linkTo = useLinkTo();
  const { product } = useSnapshot(user);
  const [query, setQuery] = useState<KeywordListQuery>(() => initialKeywordListQuery(projectId, groupHash, labelHash));
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [columns, setColumns] = useColumnQueryState({ fallback: 'keywords', knownColumnIds: KEYWORD_COLUMN_IDS });
  const request = useMemo(() => keywordListRequest(query), [query]);
  const list = useLoader(() => getKeywordList(request), EMPTY, [request]);
  useRefreshOnChange('keywords', projectId, list.refresh);

  /** A new sort, filter or page starts from a clean selection. */
  const change = (next: Partial<KeywordListQuery>) => {
    setSelectedIds([]);
    setQuery((current) => ({ ...current, ...next }));
  };

  async function copy(text: string, done: string) {
    try {
      await copyText(text);
      toast.info(done);
    } catch {
      toast.error(KEYWORD_TEXT.copyFailed);
    }
  }

  const chosenRows = () => rowsToCopy(list.data.keywords, selectedIds);
  const selectionActions = useSelectedKeywordsActions({
    projectId,
    selectedIds,
    onChanged: () => {
      setSelectedIds([]);
      list.retry();
    },
  });

  return {
    load: list.load,
    rows: list.data.keywords,
    totalRowCount: list.data.totalRowCount,
    query,
    columns,
    selectedIds,
    maxExportRows: product.maxExportRows,
    hasUnlimitedExportRows: product.hasUnlimitedExportRows,
    purchaseHref: linkTo('mainpurchase'),
    reload: list.retry,
    onSortChange: (sort) => change({ sort, startRow: 1 }),
    onFilterTextChange: (filterText) => change({ filterText, startRow: 1 }),
    onStartRowChange: (startRow) => change({ startRow }),
    onColumnsChange: setColumns,
    onSelectionChange: setSelectedIds,
    onRetry: list.retry,
    onImport,
    onOpenKeyword,
    selectionActions: <SelectedKeywordsActions {...selectionActions} />,
    onExportCsv: () => {
      const id = toast.info(KEYWORD_TEXT.exportPending);
      exportKeywordListCsv(
        keywordExportFilename(fileLabel, 'keywords'),
        keywordListSource(projectId, columns, { groupHash, labelHash }),
        exportPolling,
      ).then(
        (result) => {
          const action = result.download ? (
            <a href={result.download.href} download>
              {fill(KEYWORD_TEXT.exportDownload, { file: result.download.file })}
            </a>
          ) : undefined;
          if (result.isError) toast.error(result.text, { id });
          else toast.info(result.text, { id, action });
        },
        () => toast.error(KEYWORD_TEXT.exportFailed, { id }),
      );
    },
    onCopyRows: () => {
      const rows = chosenRows();
      void copy(
        keywordRowsAsTsv(shownKeywordColumns(columns), rows),
        fill(KEYWORD_TEXT.copied, { rows: formatNumber(rows.length) }),
      );
    },
    onCopyKeywords: () => {
      const rows = chosenRows();
      void copy(keywordNames(rows), fill(KEYWORD_TEXT.keywordsCopied, { rows: formatNumber(rows.length) }));
    },
  };
}
