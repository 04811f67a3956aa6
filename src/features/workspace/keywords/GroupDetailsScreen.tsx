import { useState, type FormEvent } from 'react';

import { KeywordListView } from './KeywordListView';
import { KEYWORD_TEXT } from './keywordTexts';
import styles from './KeywordViews.module.css';
import { useKeywordList, type KeywordListOptions } from './useKeywordList';
import { renameGroup } from '../../../api/keywords';
import { fill } from '../../../lib/spec/text';
import { Button } from '../../../ui/Button/Button';
import { toast } from '../../../ui/Toasts/Toasts';
import { usePanel } from '../panel/panelContext';
import type { PanelViewProps } from '../panel/panelViewProps';

export type GroupDetailsScreenProps = PanelViewProps & Pick<KeywordListOptions, 'copyText' | 'exportPolling'>;

/**
 * Panel view group-details (projectId, groupHash, groupName; doc 2 §2): the keyword list of one
 * group, and Rename (RenameGroup; doc 2 §4 — renaming reloads, here the view under its new name).
 */
export default function GroupDetailsScreen({ params, copyText, exportPolling }: GroupDetailsScreenProps) {
  const panel = usePanel();
  const projectId = params.projectId ?? panel.activeProjectId ?? '';
  const groupHash = params.groupHash ?? '';
  const [name, setName] = useState(params.groupName ?? '');
  const [renaming, setRenaming] = useState(false);
  const [draft, setDraft] = useState(name);
  const [error, setError] = useState<string | null>(null);
  const list = useKeywordList({
    projectId,
    groupHash,
    fileLabel: name,
    copyText,
    exportPolling,
    onImport: () => panel.navigate('keyword-import', { projectId }),
    onOpenKeyword: (row) =>
      panel.navigate('keyword-details', { projectId, termId: String(row.termId), keyword: row.keyword }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = draft.trim();
    // Like a new group, an empty name does nothing.
    if (next === '' || next === name) {
      setRenaming(false);
      return;
    }
    renameGroup({ projectId, groupHash, name: next }).then(
      () => {
        setName(next);
        setRenaming(false);
        setError(null);
        toast.info(fill(KEYWORD_TEXT.renamed, { name: next }));
        panel.navigate('group-details', { projectId, groupHash, groupName: next }, { skipHistory: true });
      },
      () => setError(KEYWORD_TEXT.renameFailed),
    );
  };

  const headerActions = renaming ? (
    <form className={styles.inline} onSubmit={submit}>
      <input
        className={styles.input}
        aria-label={KEYWORD_TEXT.renameLabel}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        // Opened on request: focus goes where the user types.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
      />
      <Button type="submit" size="small">
        {KEYWORD_TEXT.save}
      </Button>
      <Button size="small" variant="ghost" onPress={() => setRenaming(false)}>
        {KEYWORD_TEXT.cancel}
      </Button>
      {error && (
        <span className={styles.error} role="alert">
          {error}
        </span>
      )}
    </form>
  ) : (
    <Button
      size="small"
      variant="secondary"
      onPress={() => {
        setDraft(name);
        setRenaming(true);
      }}
    >
      {KEYWORD_TEXT.rename}
    </Button>
  );

  return (
    <KeywordListView
      title={fill(KEYWORD_TEXT.groupListTitle, { group: name })}
      headerActions={headerActions}
      {...list}
    />
  );
}
