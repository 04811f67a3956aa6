import { useId, useMemo, useState } from 'react';
import {
  Autocomplete,
  Button,
  Dialog,
  DialogTrigger,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  SearchField,
  type Key,
} from 'react-aria-components';

import styles from './Select.module.css';
import { fill, TEXT, UI_TEXT } from '../../lib/spec/text';
import { GLYPH } from '../Icon/Icon';
import {
  assertOptionsHaveValues,
  assertValidMax,
  CREATE_NEW_TEMPLATE,
  CREATE_OPTION_KEY,
  DEFAULT_MAX,
  type DropdownMax,
  type DropdownOption,
  filterOptions,
  shouldOfferCreate,
} from '../SearchableDropdown/searchableDropdownRules';

// Our own wording, kept beside the widget (spec texts live in src/lib/spec/text.ts): the spec gives no wording for these.
const SEARCH_LABEL = 'Search options';
const DEFAULT_PLACEHOLDER = 'Select an option';
const CURRENT_LABEL = '(current)';

export interface SelectProps {
  /** The visible label of the field. */
  label: string;
  /** Every option needs a value (a developer error otherwise). */
  options: readonly DropdownOption[];
  /** The chosen option's value (controlled); null or undefined for none. */
  value?: string | null;
  onChange?: (value: string) => void;
  /** Offer 'Create new' for a search no option matches exactly. */
  allowCreate?: boolean;
  /** Called with the trimmed search when 'Create new' is chosen. */
  onCreate?: (text: string) => void;
  /** How many options to list: a positive number, or false for all. Default 5. */
  max?: DropdownMax;
  placeholder?: string;
  isDisabled?: boolean;
}

interface Item {
  id: string;
  label: string;
  isCreate: boolean;
}

/**
 * A button that opens a searchable list of options (doc 2 §5, §9): at most `max` options are
 * listed (5 by default), 'No matches found.' when the search matches nothing, and 'Create new'
 * when creating is allowed and no option matches the trimmed search exactly, ignoring case.
 */
export function Select({
  label,
  options,
  value = null,
  onChange,
  allowCreate = false,
  onCreate,
  max = DEFAULT_MAX,
  placeholder = DEFAULT_PLACEHOLDER,
  isDisabled,
}: SelectProps) {
  assertValidMax(max);
  assertOptionsHaveValues(options);
  const [search, setSearch] = useState('');
  const [isOpen, setOpen] = useState(false);
  const labelId = useId();
  const valueId = useId();
  const selectedLabel = options.find((o) => o.value === value)?.label;

  const items = useMemo<Item[]>(() => {
    const list: Item[] = filterOptions(options, search, max).map((o) => ({
      id: o.value,
      label: o.label,
      isCreate: false,
    }));
    if (shouldOfferCreate(options, search, allowCreate)) {
      list.push({ id: CREATE_OPTION_KEY, label: fill(CREATE_NEW_TEMPLATE, { text: search.trim() }), isCreate: true });
    }
    return list;
  }, [options, search, max, allowCreate]);

  /** An option (or 'Create new') was chosen: an action, not a selection, so a choice the host
   * does not take (create) never fights the controlled value. */
  function handleAction(key: Key) {
    setOpen(false);
    if (key === CREATE_OPTION_KEY) onCreate?.(search.trim());
    else onChange?.(String(key));
  }

  return (
    <div className={styles.root}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <DialogTrigger
        isOpen={isOpen}
        onOpenChange={(open) => {
          if (open) setSearch(''); // each opening starts with an empty search
          setOpen(open);
        }}
      >
        <Button className={styles.trigger} isDisabled={isDisabled} aria-labelledby={`${labelId} ${valueId}`}>
          <span id={valueId} className={selectedLabel === undefined ? styles.placeholder : styles.value}>
            {selectedLabel ?? placeholder}
          </span>
          <span aria-hidden="true" className={styles.chevron}>
            {GLYPH.caret}
          </span>
        </Button>
        <Popover className={styles.popover} placement="bottom start" offset={4}>
          <Dialog className={styles.dialog} aria-labelledby={labelId}>
            <Autocomplete inputValue={search} onInputChange={setSearch}>
              {/* The search is the first thing in the opened list: focus lands there so typing filters. */}
              {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
              <SearchField aria-label={SEARCH_LABEL} className={styles.search} autoFocus>
                <Input className={styles.searchInput} placeholder={UI_TEXT.groupsFilterPlaceholder} />
              </SearchField>
              <ListBox<Item>
                className={styles.list}
                aria-labelledby={labelId}
                items={items}
                onAction={handleAction}
                renderEmptyState={() => <p className={styles.empty}>{TEXT.noMatchesFound}</p>}
              >
                {(item) => (
                  <ListBoxItem
                    id={item.id}
                    textValue={item.label}
                    className={item.isCreate ? `${styles.item} ${styles.create}` : styles.item}
                  >
                    {item.label}
                    {item.id === value && (
                      <span className={styles.check} aria-label={CURRENT_LABEL}>
                        {GLYPH.check}
                      </span>
                    )}
                  </ListBoxItem>
                )}
              </ListBox>
            </Autocomplete>
          </Dialog>
        </Popover>
      </DialogTrigger>
    </div>
  );
}
