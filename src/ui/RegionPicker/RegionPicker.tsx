import { useEffect, useMemo, useRef, useState } from 'react';
import { Autocomplete, Button, Dialog, Input, ListBox, ListBoxItem, Popover, SearchField } from 'react-aria-components';

import { filterRegions, REGION_PICKER_TEXT, regionOptions } from './regionOptions';
import styles from './RegionPicker.module.css';
import { type Country, findCountry, UNKNOWN_COUNTRY } from '../../lib/countries';
import { TEXT } from '../../lib/spec/text';
import { REGION_DROPDOWN_FOCUS_DELAY_MS, REGION_DROPDOWN_TOGGLE_DEBOUNCE_MS } from '../../lib/spec/widgets';
import { GLYPH } from '../Icon/Icon';

export interface RegionPickerProps {
  /** The chosen country code (controlled), e.g. 'US', 'UK', 'GLOBAL'. */
  value: string;
  onChange: (code: string) => void;
  /** Names the picker; default 'Region'. */
  label?: string;
  /** The countries offered; default: priority order, then Global and Unknown. */
  countries?: readonly Country[];
}

/**
 * The region (country) picker (doc 2 §9): a button showing the chosen country's icon and name.
 * Opening and closing are debounced 150 ms; once open, focus moves into the search field after
 * 100 ms. The search filters by name (or exact code); 'No matches found.' when nothing matches.
 */
export function RegionPicker({ value, onChange, label = REGION_PICKER_TEXT.label, countries }: RegionPickerProps) {
  const all = useMemo(() => countries ?? regionOptions(), [countries]);
  const current = all.find((c) => c.code === value) ?? findCountry(value) ?? UNKNOWN_COUNTRY;
  const [isOpen, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const triggerRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const toggleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  /** Debounced: the last request within 150 ms wins. */
  function requestOpen(next: boolean | 'toggle') {
    clearTimeout(toggleTimer.current);
    toggleTimer.current = setTimeout(() => {
      setSearch(''); // every opening starts with an empty search
      setOpen((open) => (next === 'toggle' ? !open : next));
    }, REGION_DROPDOWN_TOGGLE_DEBOUNCE_MS);
  }

  useEffect(() => () => clearTimeout(toggleTimer.current), []);

  useEffect(() => {
    if (!isOpen) return undefined;
    const timer = setTimeout(() => searchRef.current?.focus(), REGION_DROPDOWN_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isOpen]);

  const shown = filterRegions(all, search);

  return (
    <div className={styles.root}>
      <Button
        ref={triggerRef}
        className={styles.trigger}
        aria-label={`${label}: ${current.name}`}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPress={() => requestOpen('toggle')}
      >
        <span aria-hidden="true" className={styles.icon}>
          {current.icon}
        </span>
        <span>{current.name}</span>
        <span aria-hidden="true" className={styles.chevron}>
          {GLYPH.caret}
        </span>
      </Button>
      <Popover
        className={styles.popover}
        triggerRef={triggerRef}
        isOpen={isOpen}
        onOpenChange={(open) => {
          if (!open) requestOpen(false);
        }}
        placement="bottom start"
        offset={4}
      >
        <Dialog className={styles.dialog} aria-label={label}>
          <Autocomplete inputValue={search} onInputChange={setSearch}>
            <SearchField
              className={styles.search}
              aria-label={REGION_PICKER_TEXT.search}
              onKeyDown={(e) => {
                // Escape in an empty search closes the picker (debounced like every toggle);
                // with text in it, Escape clears the text first.
                if (e.key === 'Escape' && search === '') requestOpen(false);
                else e.continuePropagation();
              }}
            >
              <Input
                ref={searchRef}
                className={styles.searchInput}
                placeholder={REGION_PICKER_TEXT.searchPlaceholder}
              />
            </SearchField>
            <ListBox<Country>
              className={styles.list}
              aria-label={label}
              items={shown}
              selectionMode="single"
              selectedKeys={[current.code]}
              onSelectionChange={(keys) => {
                if (keys === 'all') return;
                const [code] = [...keys];
                if (code === undefined) return;
                clearTimeout(toggleTimer.current);
                setOpen(false);
                onChange(String(code));
              }}
              renderEmptyState={() => <p className={styles.empty}>{TEXT.noMatchesFound}</p>}
            >
              {(country) => (
                <ListBoxItem id={country.code} textValue={country.name} className={styles.item}>
                  <span aria-hidden="true" className={styles.icon}>
                    {country.icon}
                  </span>
                  <span>{country.name}</span>
                </ListBoxItem>
              )}
            </ListBox>
          </Autocomplete>
        </Dialog>
      </Popover>
    </div>
  );
}
