import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ResearchTable, type ResearchTableProps } from './ResearchTable';
import { initialListQuery, type ResearchColumn } from './researchTable';
import { createColumnState } from '../../../lib/columns';
import { UI_TEXT } from '../../../lib/spec/text';
import { START_ROW_DEBOUNCE_MS, THROTTLED_CELL_PLACEHOLDER } from '../../../lib/spec/workspace';

interface Row {
  name: string;
  volume: number | null;
  isThrottled: boolean;
}

const COLUMNS: ResearchColumn<Row>[] = [
  { id: 'name', header: 'Name', value: (r) => r.name, sortKind: 'text', isAlwaysPresent: true },
  { id: 'volume', header: 'Volume', value: (r) => r.volume, sortKind: 'numeric' },
];
const ROWS: Row[] = [
  { name: 'git', volume: 1200, isThrottled: false },
  { name: THROTTLED_CELL_PLACEHOLDER, volume: null, isThrottled: true },
];

function renderTable(props: Partial<ResearchTableProps<Row>> = {}) {
  const handlers = {
    onSortChange: vi.fn(),
    onFilterTextChange: vi.fn(),
    onStartRowChange: vi.fn(),
    onRowsPerPageChange: vi.fn(),
    onColumnsChange: vi.fn(),
    onRetry: vi.fn(),
  };
  render(
    <MemoryRouter>
      <ResearchTable
        label="Names"
        columns={COLUMNS}
        query={initialListQuery(createColumnState(['volume']))}
        load="ready"
        rows={ROWS}
        totalRowCount={95}
        viewer="free"
        purchaseHref="/mainpurchase"
        loginHref="/auth/login"
        {...handlers}
        {...props}
      />
    </MemoryRouter>,
  );
  return handlers;
}

describe('ResearchTable', () => {
  describe('start row', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it(`asks for the typed start row ${START_ROW_DEBOUNCE_MS} ms after typing stops`, () => {
      const { onStartRowChange } = renderTable();
      fireEvent.change(screen.getByRole('textbox', { name: 'Start row' }), { target: { value: '41' } });
      act(() => vi.advanceTimersByTime(START_ROW_DEBOUNCE_MS - 1));
      expect(onStartRowChange).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(onStartRowChange).toHaveBeenCalledWith(41);
    });
  });

  it('offers a logged-in user without a full account the purchase page on throttled rows', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Names' });
    expect(within(table).getByRole('link', { name: UI_TEXT.unlockAllTheData })).toHaveAttribute(
      'href',
      '/mainpurchase',
    );
    expect(within(table).queryByText(THROTTLED_CELL_PLACEHOLDER)).toBeNull();
  });

  it('asks a visitor to log in on throttled rows and in the tripwire overlay over them', () => {
    renderTable({ viewer: 'visitor' });
    const links = screen.getAllByRole('link', { name: UI_TEXT.logInToSeeAllResults });
    for (const link of links) expect(link).toHaveAttribute('href', '/auth/login');
    const overlay = screen.getByTestId('tripwire-overlay');
    expect(links.filter((link) => overlay.contains(link))).toHaveLength(1);
  });

  it('shows no tripwire overlay to a logged-in user', () => {
    renderTable({ viewer: 'free' });
    expect(screen.queryByTestId('tripwire-overlay')).toBeNull();
  });

  it('applies the filter on submit', () => {
    const { onFilterTextChange } = renderTable();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter' }), { target: { value: ' git ' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(onFilterTextChange).toHaveBeenCalledWith(' git ');
  });
});
