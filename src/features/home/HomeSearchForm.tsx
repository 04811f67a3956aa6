import { useId, useMemo, type FormEvent } from 'react';

import styles from './HomeSearchForm.module.css';
import { HOME_TEXT, suggestionsAnnouncement } from './texts';
import type { Suggestion } from './useHomeSearch';
import { countriesByPriority, findCountry, GLOBAL_COUNTRY, type Country } from '../../lib/countries';
import { SuggestInput, type SuggestOption } from '../../ui/SuggestInput/SuggestInput';

/** The territories offered: the main countries in priority order, then Global. */
const TERRITORIES: readonly Country[] = [...countriesByPriority(), GLOBAL_COUNTRY];

export interface HomeSearchFormProps {
  query: string;
  onQueryChange: (text: string) => void;
  /** The chosen territory's country code. */
  territory: string;
  onTerritoryChange: (code: string) => void;
  suggestions: readonly Suggestion[];
  isDemoData?: boolean;
  /** A suggestion was chosen: fill the query with it and search at once. */
  onChoose: (value: string) => void;
  onSubmit: () => void;
  isSearching?: boolean;
  submitLabel: string;
}

/**
 * The home search box (doc 1 §3 "Home search form", §4): an input named domain-input with its
 * suggestions, the territory (a native select: light enough for the home page's first render)
 * and the search button, which says 'Searching…' while the search is under way.
 */
export function HomeSearchForm({
  query,
  onQueryChange,
  territory,
  onTerritoryChange,
  suggestions,
  isDemoData = false,
  onChoose,
  onSubmit,
  isSearching = false,
  submitLabel,
}: HomeSearchFormProps) {
  const territoryId = useId();
  const options = useMemo<SuggestOption[]>(
    () => suggestions.map((s) => ({ value: s.value, detail: HOME_TEXT.resultTypes[s.resultType] })),
    [suggestions],
  );
  // The current territory is always offered, even one outside the list (Unknown).
  const territories = useMemo(() => {
    if (TERRITORIES.some((c) => c.code === territory)) return TERRITORIES;
    const current = findCountry(territory);
    return current ? [...TERRITORIES, current] : TERRITORIES;
  }, [territory]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <form role="search" aria-label={HOME_TEXT.searchFormLabel} className={styles.form} onSubmit={handleSubmit}>
      <SuggestInput
        className={styles.query}
        inputClassName={styles.queryInput}
        label={HOME_TEXT.searchLabel}
        hideLabel
        name="domain-input"
        placeholder={HOME_TEXT.searchPlaceholder}
        value={query}
        onChange={onQueryChange}
        options={options}
        onSelect={(option) => onChoose(option.value)}
        announce={suggestionsAnnouncement}
        footer={isDemoData ? HOME_TEXT.demoSuggestions : undefined}
      />
      <div className={styles.territory}>
        <label htmlFor={territoryId} className="visually-hidden">
          {HOME_TEXT.territoryLabel}
        </label>
        <select
          id={territoryId}
          name="territory"
          className={styles.select}
          value={territory}
          onChange={(event) => onTerritoryChange(event.target.value)}
        >
          {territories.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={styles.submit} aria-busy={isSearching || undefined}>
        {isSearching ? HOME_TEXT.searching : submitLabel}
      </button>
    </form>
  );
}
