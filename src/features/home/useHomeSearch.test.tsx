/**
 * Doc 1 §4 "Home search", §5, §9: suggestions 300 ms after the last key press, Backspace or Delete;
 * no call for an empty query; choosing a suggestion searches at once; submit trims, flags the
 * search and clears the suggestions. Timings run on fake timers.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { HomeSearchForm } from './HomeSearchForm';
import { HOME_TEXT } from './texts';
import { useHomeSearch, type HomeSearchOptions, type SuggestionList } from './useHomeSearch';
import { SUGGESTION_DEBOUNCE_MS } from '../../lib/spec/navigation';

function answer(query: string): SuggestionList {
  return {
    query,
    suggestions: [
      { value: `${query}.com`, resultType: 'domain' },
      { value: `${query} tools`, resultType: 'term' },
    ],
    isDemoData: true,
  };
}

function Harness(props: HomeSearchOptions) {
  const s = useHomeSearch(props);
  return (
    <HomeSearchForm
      query={s.query}
      onQueryChange={s.changeQuery}
      territory={s.territory}
      onTerritoryChange={s.changeTerritory}
      suggestions={s.suggestions}
      isDemoData={s.isDemoData}
      onChoose={s.choose}
      onSubmit={s.submit}
      isSearching={s.isSearching}
      submitLabel="Search"
    />
  );
}

let suggest: ReturnType<typeof vi.fn<HomeSearchOptions['suggest']>>;
let onSearch: ReturnType<typeof vi.fn<HomeSearchOptions['onSearch']>>;

/**
 * Synchronous events, as the other fake-timer tests of the repo do (Testing Library's user-event
 * waits on real timers): a key goes down, the text changes as that key changes it, the key goes up.
 */
function press(box: HTMLElement, key: string, text?: string) {
  fireEvent.keyDown(box, { key });
  if (text !== undefined) fireEvent.change(box, { target: { value: text } });
  fireEvent.keyUp(box, { key });
}

/** Types `text` at the end of the field, a key at a time. */
function type(box: HTMLElement, text: string) {
  for (const char of text) press(box, char, (box as HTMLInputElement).value + char);
}

function setup(options: Partial<HomeSearchOptions> = {}) {
  render(<Harness initialTerritory="US" suggest={suggest} onSearch={onSearch} {...options} />);
  const box = screen.getByRole('combobox', { name: HOME_TEXT.searchLabel });
  const territory = screen.getByRole('combobox', { name: HOME_TEXT.territoryLabel });
  return { box, territory };
}

const option = (name: RegExp) => screen.getByRole('option', { name });

/** Lets the debounce run out and the answer arrive. */
async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  suggest = vi.fn<HomeSearchOptions['suggest']>((query) => Promise.resolve(answer(query)));
  onSearch = vi.fn<HomeSearchOptions['onSearch']>();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('home search suggestions', () => {
  it('is the input named domain-input, with the territory defaulting to the given country', () => {
    const { box, territory } = setup({ initialTerritory: 'DE' });
    expect(box).toHaveAttribute('name', 'domain-input');
    expect(territory).toHaveValue('DE');
  });

  it('fetches 300 ms after the last key press, once, with the trimmed query and the territory', async () => {
    expect(SUGGESTION_DEBOUNCE_MS).toBe(300);
    const { box } = setup();
    type(box, ' spy');
    await wait(SUGGESTION_DEBOUNCE_MS - 1);
    expect(suggest).not.toHaveBeenCalled();
    await wait(1);
    expect(suggest).toHaveBeenCalledTimes(1);
    expect(suggest).toHaveBeenCalledWith('spy', 'US');
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['spy.comDomain', 'spy toolsKeyword']);
    expect(screen.getByText(HOME_TEXT.demoSuggestions)).toBeInTheDocument();
  });

  it('restarts the wait on every key press', async () => {
    const { box } = setup();
    type(box, 's');
    await wait(200);
    type(box, 'p');
    await wait(200);
    expect(suggest).not.toHaveBeenCalled();
    await wait(100);
    expect(suggest).toHaveBeenCalledTimes(1);
    expect(suggest).toHaveBeenLastCalledWith('sp', 'US');
  });

  it('fetches after Backspace and after Delete, debounced the same way', async () => {
    const { box } = setup();
    type(box, 'spy');
    await wait(SUGGESTION_DEBOUNCE_MS);
    press(box, 'Backspace', 'sp');
    await wait(SUGGESTION_DEBOUNCE_MS - 1);
    expect(suggest).toHaveBeenCalledTimes(1);
    await wait(1);
    expect(suggest).toHaveBeenLastCalledWith('sp', 'US');
    press(box, 'Delete', 'p');
    await wait(SUGGESTION_DEBOUNCE_MS);
    expect(suggest).toHaveBeenCalledTimes(3);
    expect(suggest).toHaveBeenLastCalledWith('p', 'US');
  });

  it('makes no call for an empty or blank query, and clears the suggestions', async () => {
    const { box } = setup();
    type(box, '   ');
    await wait(1000);
    expect(suggest).not.toHaveBeenCalled();
    type(box, 'a');
    await wait(SUGGESTION_DEBOUNCE_MS);
    expect(suggest).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    press(box, 'Backspace', '   ');
    expect(screen.queryByRole('listbox')).toBeNull();
    press(box, 'Delete', '');
    await wait(1000);
    expect(suggest).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('drops a pending fetch when the query is emptied before the wait ends', async () => {
    const { box } = setup();
    type(box, 'sp');
    await wait(200);
    press(box, 'Backspace', 's');
    press(box, 'Backspace', '');
    await wait(1000);
    expect(suggest).not.toHaveBeenCalled();
  });

  it('shows only the answer to the latest request', async () => {
    const pending: ((list: SuggestionList) => void)[] = [];
    suggest.mockImplementation(() => new Promise((resolve) => pending.push(resolve)));
    const { box } = setup();
    type(box, 'sp');
    await wait(SUGGESTION_DEBOUNCE_MS);
    type(box, 'y');
    await wait(SUGGESTION_DEBOUNCE_MS);
    expect(pending).toHaveLength(2);
    await act(async () => pending[1]?.(answer('spy')));
    await act(async () => pending[0]?.(answer('sp')));
    expect(option(/^spy\.com/)).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /^sp\.com/ })).toBeNull();
  });

  it('shows no suggestions when the call fails', async () => {
    suggest.mockRejectedValue(new Error('down'));
    const { box } = setup();
    type(box, 'spy');
    await wait(SUGGESTION_DEBOUNCE_MS);
    expect(suggest).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('asks for the territory chosen', async () => {
    const { box, territory } = setup();
    fireEvent.change(territory, { target: { value: 'UK' } });
    type(box, 'spy');
    await wait(SUGGESTION_DEBOUNCE_MS);
    expect(suggest).toHaveBeenCalledWith('spy', 'UK');
  });
});

describe('home search submit', () => {
  it('trims the query, flags the search, clears the suggestions and cancels a pending fetch', async () => {
    const { box } = setup();
    type(box, 'spy');
    await wait(SUGGESTION_DEBOUNCE_MS);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    type(box, '.com  ');
    fireEvent.submit(box.closest('form')!);
    expect(onSearch).toHaveBeenCalledWith({ query: 'spy.com', territory: 'US' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('button', { name: HOME_TEXT.searching })).toHaveAttribute('aria-busy', 'true');
    await wait(1000);
    expect(suggest).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('listbox')).toBeNull();
    // A second submit while searching does nothing.
    fireEvent.submit(box.closest('form')!);
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('does nothing for an empty query', () => {
    const { box } = setup();
    type(box, '  ');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Search' })).not.toHaveAttribute('aria-busy');
  });

  it('searches at once for a suggestion chosen with the arrows and Enter', async () => {
    const { box } = setup();
    type(box, 'spy');
    await wait(SUGGESTION_DEBOUNCE_MS);
    press(box, 'ArrowDown');
    press(box, 'ArrowDown');
    expect(option(/^spy tools/)).toHaveAttribute('aria-selected', 'true');
    press(box, 'Enter');
    expect(onSearch).toHaveBeenCalledWith({ query: 'spy tools', territory: 'US' });
    expect(box).toHaveValue('spy tools');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('searches at once for a clicked suggestion, with the territory chosen', async () => {
    const { box, territory } = setup();
    fireEvent.change(territory, { target: { value: 'DE' } });
    type(box, 'spy');
    await wait(SUGGESTION_DEBOUNCE_MS);
    fireEvent.click(option(/^spy\.com/));
    expect(onSearch).toHaveBeenCalledWith({ query: 'spy.com', territory: 'DE' });
    expect(box).toHaveValue('spy.com');
  });

  it('closes the list on Escape without searching', async () => {
    const { box } = setup();
    type(box, 'spy');
    await wait(SUGGESTION_DEBOUNCE_MS);
    press(box, 'Escape');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onSearch).not.toHaveBeenCalled();
  });
});
