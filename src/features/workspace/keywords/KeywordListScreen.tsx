import { KeywordListView } from './KeywordListView';
import { KEYWORD_TEXT } from './keywordTexts';
import { useKeywordList, type KeywordListOptions } from './useKeywordList';
import { usePanel } from '../panel/panelContext';
import type { PanelViewProps } from '../panel/panelViewProps';

export type KeywordListScreenProps = PanelViewProps & Pick<KeywordListOptions, 'copyText' | 'exportPolling'>;

/**
 * Panel view keyword-list (params.projectId; a group or label from params.groupHash/labelHash):
 * the project's keywords with sort, filter, selection, columns and export.
 */
export default function KeywordListScreen({ params, copyText, exportPolling }: KeywordListScreenProps) {
  const panel = usePanel();
  const projectId = params.projectId ?? panel.activeProjectId ?? '';
  const list = useKeywordList({
    projectId,
    groupHash: params.groupHash,
    labelHash: params.labelHash,
    fileLabel: params.groupName ?? params.labelName ?? '',
    copyText,
    exportPolling,
    onImport: () => panel.navigate('keyword-import', { projectId }),
    onOpenKeyword: (row) =>
      panel.navigate('keyword-details', { projectId, termId: String(row.termId), keyword: row.keyword }),
  });
  return <KeywordListView title={KEYWORD_TEXT.listTitle} {...list} />;
}
