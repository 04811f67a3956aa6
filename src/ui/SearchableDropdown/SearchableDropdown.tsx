import { useMemo, useState } from 'react';
import { ComboBox, Input, type Key, Label, ListBox, ListBoxItem, Popover } from 'react-aria-components';

import styles from './SearchableDropdown.module.css';
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
  shouldOpenList,
} from './searchableDropdownRules';
import { fill, TEXT } from '../../lib/spec/text';

export interface SearchableDropdownProps {
  /** The visible label of the field. */
  label: string;
  /** Every option needs a value (a developer error otherwise). */
  options: readonly DropdownOption[];
  /** The chosen option's value (controlled); null or undefined for none. */
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** Offer 'Create new' for a search no option matches exactly. */
  allowCreate?: boolean;
  /** Called with the trimmed search when 'Create new' is chosen. */
  onCreate?: (text: string) => void;
  /** How many matches to list: a positive number, or false for all. Default 5. */
  max?: DropdownMax;
  placeholder?: string;
  /** The text the field starts with (uncontrolled). */
  defaultInputValue?: string;
}

interface Item {
  id: string;
  label: string;
  isCreate: boolean;
}

/**
 * A text field that lists matching options as you type (doc 2 §5): the list opens only when the
 * trimmed text is non-empty, shows at most `max` matches, 'No matches found.' when none, and a
 * 'Create new' entry when creating is allowed and no option matches the text exactly.
 */
export function SearchableDropdown({
  label,
  options,
  value = null,
  onChange,
  allowCreate = false,
  onCreate,
  max = DEFAULT_MAX,
  placeholder,
  defaultInputValue,
}: SearchableDropdownProps) {
  assertValidMax(max);
  assertOptionsHaveValues(options);
  const selectedLabel = options.find((o) => o.value === value)?.label;
  const [inputValue, setInputValue] = useState(defaultInputValue ?? selectedLabel ?? '');
  const isOpenable = shouldOpenList(inputValue);

  const items = useMemo<Item[]>(() => {
    if (!isOpenable) return [];
    const matches: Item[] = filterOptions(options, inputValue, max).map((o) => ({
      id: o.value,
      label: o.label,
      isCreate: false,
    }));
    if (shouldOfferCreate(options, inputValue, allowCreate)) {
      const text = inputValue.trim();
      matches.push({ id: CREATE_OPTION_KEY, label: fill(CREATE_NEW_TEMPLATE, { text }), isCreate: true });
    }
    return matches;
  }, [isOpenable, options, inputValue, max, allowCreate]);

  function handleSelectionChange(key: Key | null) {
    if (key === CREATE_OPTION_KEY) {
      const text = inputValue.trim();
      setInputValue(text);
      onCreate?.(text);
      return;
    }
    const chosen = key === null ? null : String(key);
    const option = options.find((o) => o.value === chosen);
    if (option) setInputValue(option.label);
    onChange?.(chosen);
  }

  return (
    <ComboBox
      className={styles.root}
      items={items}
      inputValue={inputValue}
      onInputChange={setInputValue}
      selectedKey={value}
      onSelectionChange={handleSelectionChange}
      menuTrigger="input"
      allowsEmptyCollection={isOpenable}
      allowsCustomValue
    >
      <Label className={styles.label}>{label}</Label>
      <Input className={styles.input} placeholder={placeholder} />
      <Popover className={styles.popover} placement="bottom start" offset={4}>
        <ListBox<Item>
          className={styles.list}
          renderEmptyState={() => <p className={styles.empty}>{TEXT.noMatchesFound}</p>}
        >
          {(item) => (
            <ListBoxItem
              id={item.id}
              textValue={item.isCreate ? inputValue.trim() : item.label}
              className={item.isCreate ? `${styles.item} ${styles.create}` : styles.item}
            >
              {item.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
