import { KeywordListView } from './KeywordListView';
import { KEYWORD_TEXT } from './keywordTexts';
import { useKeywordList, type KeywordListOptions } from './useKeywordList';
import { fill } from '../../../lib/spec/text';
import { usePanel } from '../panel/panelContext';
import type { PanelViewProps } from '../panel/panelViewProps';

export type LabelDetailsScreenProps = PanelViewProps & Pick<KeywordListOptions, 'copyText' | 'exportPolling'>;

/** Panel view label-details (projectId, labelHash, labelName): the keyword list of one label. */
export default function LabelDetailsScreen({ params, copyText, exportPolling }: LabelDetailsScreenProps) {
  const panel = usePanel();
  const projectId = params.projectId ?? panel.activeProjectId ?? '';
  const list = useKeywordList({
    projectId,
    labelHash: params.labelHash,
    fileLabel: params.labelName ?? '',
    copyText,
    exportPolling,
    onImport: () => panel.navigate('keyword-import', { projectId }),
    onOpenKeyword: (row) =>
      panel.navigate('keyword-details', { projectId, termId: String(row.termId), keyword: row.keyword }),
  });
  return <KeywordListView title={fill(KEYWORD_TEXT.labelListTitle, { label: params.labelName ?? '' })} {...list} />;
}
