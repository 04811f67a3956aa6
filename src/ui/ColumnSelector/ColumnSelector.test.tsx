import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import { ColumnSelector } from './ColumnSelector';
import { useColumnQueryState, writeColumnQuery } from './useColumnQueryState';
import { createColumnState, defaultColumnState, type ColumnDefinition } from '../../lib/columns';
import { TEXT } from '../../lib/spec/text';

const COLUMNS: ColumnDefinition[] = [
  { id: 'keyword', header: 'Keyword', isAlwaysPresent: true },
  { id: 'groups', header: 'Groups' },
  { id: 'labels', header: 'Labels' },
  { id: 'costPerClick', header: 'Cost per click', matchType: 'broad' },
  { id: 'monthlySearches', header: 'Monthly searches', matchType: 'broad' },
  { id: 'currentRank', header: 'Current rank' },
  { id: 'clickChange', header: 'Click change' },
];

function withRouter(initialEntry: string) {
  let location = '';
  function Spy() {
    const current = useLocation();
    location = current.search;
    return null;
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[initialEntry]}>
      {children}
      <Spy />
    </MemoryRouter>
  );
  return { wrapper, search: () => decodeURIComponent(location) };
}

describe('writeColumnQuery', () => {
  it('replaces the four column parameters and keeps the others', () => {
    const params = new URLSearchParams('msf=keyword-list&custom=true&matchTypes=a:exact&q=seo');
    const next = writeColumnQuery(params, { ...createColumnState(['groups']), selectedPreset: 'seo' });
    expect(decodeURIComponent(next.toString())).toBe('msf=keyword-list&q=seo&visibleColumns=groups&selectedPreset=seo');
  });
});

describe('useColumnQueryState', () => {
  it('falls back to the table defaults when the URL has no column parameters', () => {
    const { wrapper } = withRouter('/keywords?msf=keyword-list');
    const { result } = renderHook(() => useColumnQueryState({ fallback: 'keywords' }), { wrapper });
    expect(result.current[0]).toEqual(defaultColumnState('keywords'));
  });

  it('reads the state from the URL and writes changes back to it', () => {
    const { wrapper, search } = withRouter('/k?msf=keyword-list&visibleColumns=groups,labels&custom=true');
    const { result } = renderHook(() => useColumnQueryState({ fallback: 'groups' }), { wrapper });
    expect(result.current[0]).toEqual({
      visibleColumns: ['groups', 'labels'],
      selectedPreset: null,
      custom: true,
      matchTypes: {},
    });
    act(() => result.current[1]({ ...createColumnState(['currentRank']), matchTypes: { currentRank: 'phrase' } }));
    expect(search()).toBe('?msf=keyword-list&visibleColumns=currentRank&matchTypes=currentRank:phrase');
    expect(result.current[0].visibleColumns).toEqual(['currentRank']);
  });
});

// The first render loads react-aria's overlays in jsdom, which is slow on a cold cache.
describe('ColumnSelector', { timeout: 20_000 }, () => {
  it('refuses a sixth column and keeps the state', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <ColumnSelector
        columns={COLUMNS}
        defaultValue={defaultColumnState('keywords')}
        onChange={onChange}
        defaultOpen
      />,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Labels' }));
    expect(screen.getByRole('alert')).toHaveTextContent(TEXT.tooManyColumns);
    expect(screen.getByRole('checkbox', { name: 'Labels' })).not.toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('offers match-type radios only for columns that have a match type', () => {
    render(<ColumnSelector columns={COLUMNS} defaultValue={defaultColumnState('keywords')} defaultOpen />);
    expect(screen.getAllByRole('radiogroup').map((g) => g.getAttribute('aria-label'))).toEqual([
      'Cost per click match type',
      'Monthly searches match type',
    ]);
  });

  it('in controlled mode shows the value it is given', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <ColumnSelector
        columns={COLUMNS}
        value={createColumnState(['groups', 'labels'])}
        onChange={onChange}
        defaultOpen
      />,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Current rank' }));
    expect(onChange).toHaveBeenCalledWith(
      expect.objectContaining({ visibleColumns: ['groups', 'labels', 'currentRank'], custom: true }),
    );
    expect(screen.getByRole('checkbox', { name: 'Current rank' })).not.toBeChecked();
  });
});
