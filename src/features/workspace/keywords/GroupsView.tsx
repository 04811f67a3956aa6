import { useId, type FocusEvent, type FormEvent } from 'react';

import { KEYWORD_TEXT } from './keywordTexts';
import styles from './KeywordViews.module.css';
import { formatNumber } from '../../../lib/format';
import { TEXT, UI_TEXT } from '../../../lib/spec/text';
import { Button } from '../../../ui/Button/Button';
import { ConfirmModal } from '../../../ui/Modal/Modal';
import { LoadFailed } from '../../shell/ListTableParts';

export interface GroupItem {
  /** groupHash or labelHash. */
  hash: string;
  name: string;
  numberOfKeywords?: number;
}

export type GroupsKind = 'groups' | 'labels';

export interface GroupsViewProps {
  kind: GroupsKind;
  load: 'loading' | 'ready' | 'failed';
  items: readonly GroupItem[];
  filterText: string;
  selectedHashes: readonly string[];
  /** The Create Group input is open (groups only). */
  isCreating: boolean;
  newName: string;
  isConfirmingDelete: boolean;
  isDeleting: boolean;
  /** Our wording for a failed create or delete. */
  error: string | null;
  onFilterTextChange: (text: string) => void;
  onSelectedChange: (hashes: string[]) => void;
  onToggleCreate: () => void;
  onCancelCreate: () => void;
  onNewNameChange: (name: string) => void;
  onCreate: () => void;
  onDelete: () => void;
  onConfirmDelete: () => void;
  onKeepDelete: () => void;
  onOpen: (item: GroupItem) => void;
  onRetry: () => void;
}

/** Items whose name contains the filter text, ignoring case. */
export const filterItems = (items: readonly GroupItem[], text: string) =>
  items.filter((item) => item.name.toLowerCase().includes(text.trim().toLowerCase()));

/**
 * The groups view inside the panel (doc 2 §2, §4, §5) and, with kind 'labels', the labels view:
 * a 'Search...' filter, a toggled Create Group input (a click outside cancels and clears it, an
 * empty name is ignored), Create PDF Report (not available yet) and Delete for the selected items
 * with a Delete or Keep confirmation.
 */
export function GroupsView(props: GroupsViewProps) {
  const { kind, load, items, filterText, selectedHashes, isCreating, newName, error } = props;
  const ids = useId();
  const isGroups = kind === 'groups';
  const shown = filterItems(items, filterText);
  // doc 2 §4 — a click outside the open new-group input (focus leaving it) cancels it and clears the text.
  const blurCreate = (event: FocusEvent<HTMLFormElement>) => {
    if (isCreating && !event.currentTarget.contains(event.relatedTarget as Node | null)) props.onCancelCreate();
  };

  const submitNew = (event: FormEvent) => {
    event.preventDefault();
    props.onCreate();
  };

  const newGroupForm = (placeholder: string | undefined) => (
    <form className={styles.inline} onSubmit={submitNew} onBlur={blurCreate}>
      <input
        className={styles.input}
        aria-label={KEYWORD_TEXT.newGroupLabel}
        placeholder={placeholder}
        value={newName}
        onChange={(event) => props.onNewNameChange(event.target.value)}
        // The input opens on the user's request: focus goes where they will type.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={isCreating}
      />
      <Button type="submit" size="small">
        {UI_TEXT.createGroup}
      </Button>
    </form>
  );

  const title = isGroups ? UI_TEXT.groupsTitle : KEYWORD_TEXT.labelsTitle;
  const toggleSelected = (hash: string) =>
    props.onSelectedChange(
      selectedHashes.includes(hash) ? selectedHashes.filter((h) => h !== hash) : [...selectedHashes, hash],
    );

  return (
    <section className={styles.root} aria-labelledby={`${ids}-title`}>
      <div className={styles.header}>
        <h2 id={`${ids}-title`} className={styles.title}>
          {title}
        </h2>
      </div>
      {load === 'failed' ? (
        <LoadFailed
          message={isGroups ? KEYWORD_TEXT.groupsLoadFailed : KEYWORD_TEXT.labelsLoadFailed}
          retryLabel={KEYWORD_TEXT.retry}
          onRetry={props.onRetry}
        />
      ) : load === 'loading' ? (
        <div aria-busy="true" aria-label={KEYWORD_TEXT.groupsLoading} role="status" className={styles.list}>
          {[0, 1, 2].map((n) => (
            <span key={n} className={styles.skeleton} />
          ))}
        </div>
      ) : items.length === 0 ? (
        isGroups ? (
          <div className={styles.empty}>{newGroupForm(UI_TEXT.newGroupPlaceholder)}</div>
        ) : (
          <div className={styles.empty}>
            <p className={styles.emptyText}>{KEYWORD_TEXT.noLabels}</p>
          </div>
        )
      ) : (
        <>
          <div className={styles.toolbar}>
            <input
              type="search"
              className={styles.input}
              aria-label={isGroups ? KEYWORD_TEXT.groupsFilterLabel : KEYWORD_TEXT.labelsFilterLabel}
              placeholder={UI_TEXT.groupsFilterPlaceholder}
              value={filterText}
              onChange={(event) => props.onFilterTextChange(event.target.value)}
            />
            <div className={styles.tools}>
              {isGroups &&
                (isCreating ? (
                  newGroupForm(undefined)
                ) : (
                  <Button size="small" variant="secondary" onPress={props.onToggleCreate}>
                    {UI_TEXT.createGroup}
                  </Button>
                ))}
              <Button size="small" variant="secondary" isDisabled aria-describedby={`${ids}-pdf`}>
                {UI_TEXT.createPdfReport}
              </Button>
              <span id={`${ids}-pdf`} className="visually-hidden">
                {KEYWORD_TEXT.notAvailableYet}
              </span>
              <Button size="small" variant="danger" isDisabled={selectedHashes.length === 0} onPress={props.onDelete}>
                {UI_TEXT.delete}
              </Button>
            </div>
          </div>
          {shown.length === 0 ? (
            <p className={styles.emptyText}>{TEXT.noItemsFoundWithFilter}</p>
          ) : (
            <ul
              className={styles.list}
              aria-label={isGroups ? KEYWORD_TEXT.groupsTableLabel : KEYWORD_TEXT.labelsTableLabel}
            >
              {shown.map((item) => (
                <li key={item.hash} className={styles.item}>
                  <input
                    type="checkbox"
                    aria-label={`Select ${item.name}`}
                    checked={selectedHashes.includes(item.hash)}
                    onChange={() => toggleSelected(item.hash)}
                  />
                  <button type="button" className={styles.link} onClick={() => props.onOpen(item)}>
                    {item.name}
                  </button>
                  {item.numberOfKeywords !== undefined && (
                    <span className={styles.itemCount}>
                      {formatNumber(item.numberOfKeywords)} {KEYWORD_TEXT.keywordsColumn.toLowerCase()}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <p className={styles.error} role="alert">
        {error ?? ''}
      </p>
      <ConfirmModal
        isOpen={props.isConfirmingDelete}
        title={isGroups ? KEYWORD_TEXT.deleteGroupsTitle : KEYWORD_TEXT.deleteLabelsTitle}
        message={isGroups ? TEXT.deleteGroupsConfirmation : KEYWORD_TEXT.deleteLabelsConfirmation}
        onConfirm={props.onConfirmDelete}
        onCancel={props.onKeepDelete}
        isConfirming={props.isDeleting}
      />
    </section>
  );
}
