import { useId, useState, type FormEvent } from 'react';

import styles from './ListTable.module.css';
import { Button } from '../../ui/Button/Button';

/** The filter form's buttons, the same on every list. */
export const LIST_TABLE_TEXT = {
  applyFilter: 'Apply filter',
  clearFilter: 'Clear filter',
} as const;

export interface ListFilterFormProps {
  /** The form's and the input's name ('Filter keywords'). */
  label: string;
  placeholder: string;
  /** The filter the list is showing (from the URL): Clear is offered while it is not empty. */
  filterText: string;
  onFilterTextChange: (text: string) => void;
  /** Sends the typed text without its outer spaces. */
  trims?: boolean;
  /** The input's class where a list wants another width than the shared one. */
  inputClassName?: string;
}

/**
 * A server-filtered list's filter (the research lists, the workspace keyword list): the text is
 * kept as typed and sent on Apply or Enter; Clear and Escape empty it and send the empty filter.
 */
export function ListFilterForm({
  label,
  placeholder,
  filterText,
  onFilterTextChange,
  trims = false,
  inputClassName = styles.filterInput,
}: ListFilterFormProps) {
  const id = useId();
  const [draft, setDraft] = useState(filterText);

  function submit(event: FormEvent) {
    event.preventDefault();
    onFilterTextChange(trims ? draft.trim() : draft);
  }

  function clear() {
    setDraft('');
    onFilterTextChange('');
  }

  return (
    <form role="search" className={styles.filter} onSubmit={submit} aria-label={label}>
      <label htmlFor={id} className={styles.filterLabel}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        className={inputClassName}
        value={draft}
        placeholder={placeholder}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && draft !== '') {
            event.preventDefault();
            clear();
          }
        }}
      />
      <Button type="submit" size="small" variant="secondary">
        {LIST_TABLE_TEXT.applyFilter}
      </Button>
      {filterText !== '' && (
        <Button size="small" variant="ghost" onPress={clear}>
          {LIST_TABLE_TEXT.clearFilter}
        </Button>
      )}
    </form>
  );
}

export interface LoadFailedProps {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}

/** The box a list shows instead of its rows when they could not be read, with the way to ask again. */
export function LoadFailed({ message, retryLabel, onRetry }: LoadFailedProps) {
  return (
    <div className={styles.loadFailed} role="alert">
      <p className={styles.loadFailedText}>{message}</p>
      <Button size="small" onPress={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
