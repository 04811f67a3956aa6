import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { Table, type TableColumn } from './Table';
import { isThrottledText, shouldAnimateBody, shouldShowSpinner, toSortingState } from './tableModel';
import { TEXT } from '../../lib/spec/text';
import { THROTTLED_CELL_PLACEHOLDER } from '../../lib/spec/workspace';

interface Row {
  id: string;
  name: string | null;
  score: number | null;
}

const columns: TableColumn<Row>[] = [
  { id: 'name', header: 'Name', value: (r) => r.name, isThrottleable: true },
  { id: 'score', header: 'Score', value: (r) => r.score, sortKind: 'numeric', nulls: 'high', align: 'right' },
];

const rows = (n: number): Row[] =>
  Array.from({ length: n }, (_, i) => ({ id: `r${i + 1}`, name: `n${i + 1}`, score: i }));

function renderTable(props: Partial<Parameters<typeof Table<Row>>[0]> = {}) {
  return render(<Table<Row> label="Test table" columns={columns} rows={rows(3)} getRowId={(r) => r.id} {...props} />);
}

function names(): string[] {
  return screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');
}

describe('table rules', () => {
  it('throttles empty, the placeholder and "log in to see all results" (any case) only', () => {
    expect(isThrottledText('')).toBe(true);
    expect(isThrottledText('   ')).toBe(true);
    expect(isThrottledText(null)).toBe(true);
    expect(isThrottledText(THROTTLED_CELL_PLACEHOLDER)).toBe(true);
    expect(isThrottledText('log in to see all results')).toBe(true);
    expect(isThrottledText('Log in to see all results')).toBe(true);
    expect(isThrottledText('seo tools')).toBe(false);
    expect(isThrottledText('0')).toBe(false);
  });

  it('animates bodies of 1 to 50 rows only', () => {
    expect(shouldAnimateBody(0)).toBe(false);
    expect(shouldAnimateBody(1)).toBe(true);
    expect(shouldAnimateBody(50)).toBe(true);
    expect(shouldAnimateBody(51)).toBe(false);
  });

  it('shows the spinner only when loading more than 5 rows', () => {
    expect(shouldShowSpinner(true, 5)).toBe(false);
    expect(shouldShowSpinner(true, 6)).toBe(true);
    expect(shouldShowSpinner(false, 600)).toBe(false);
  });

  it('maps the sort to TanStack sorting state', () => {
    expect(toSortingState(null)).toEqual([]);
    expect(toSortingState({ columnId: 'a', direction: 'none' })).toEqual([]);
    expect(toSortingState({ columnId: 'a', direction: 'desc' })).toEqual([{ id: 'a', desc: true }]);
  });
});

describe('Table', { timeout: 20_000 }, () => {
  it('throws the spec error for a column with no display text', () => {
    const bad: TableColumn<Row>[] = [{ id: 'name', header: '  ', value: (r) => r.name }];
    expect(() => render(<Table<Row> label="t" columns={bad} rows={[]} getRowId={(r) => r.id} />)).toThrow(
      TEXT.noColumnDisplayText,
    );
  });

  it('uses presetText when there is no header', () => {
    renderTable({ columns: [{ id: 'name', presetText: 'Preset name', value: (r) => r.name }] });
    expect(screen.getByRole('columnheader', { name: 'Preset name' })).toBeInTheDocument();
  });

  it('animates 50 rows but not 51', () => {
    const { container, rerender } = renderTable({ rows: rows(50) });
    expect(container.querySelector('tbody')).toHaveAttribute('data-animated', 'true');
    rerender(<Table<Row> label="Test table" columns={columns} rows={rows(51)} getRowId={(r) => r.id} />);
    expect(container.querySelector('tbody')).not.toHaveAttribute('data-animated');
  });

  it('shows the spinner for 6 expected rows, not for 5', () => {
    const { rerender } = renderTable({ rows: [], isLoading: true, expectedRowCount: 5 });
    expect(screen.queryByRole('status')).toBeNull();
    rerender(
      <Table<Row>
        label="Test table"
        columns={columns}
        rows={[]}
        getRowId={(r) => r.id}
        isLoading
        expectedRowCount={6}
      />,
    );
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('cycles a numeric column none → desc → asc → none with empties high', async () => {
    const user = userEvent.setup();
    const data: Row[] = [
      { id: 'a', name: 'a', score: 2 },
      { id: 'b', name: 'b', score: null },
      { id: 'c', name: 'c', score: 9 },
    ];
    const onSortChange = vi.fn();
    renderTable({ rows: data, onSortChange });
    const header = screen.getByRole('columnheader', { name: 'Score' });
    const button = within(header).getByRole('button');
    await user.click(button);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['b', 'c', 'a']);
    await user.click(button);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['a', 'c', 'b']);
    await user.click(button);
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(names()).toEqual(['a', 'b', 'c']);
    expect(onSortChange.mock.calls).toEqual([
      [{ columnId: 'score', direction: 'desc' }],
      [{ columnId: 'score', direction: 'asc' }],
      [null],
    ]);
  });

  it('with manual sorting reports the sort but keeps the row order', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    renderTable({ manualSorting: true, onSortChange, rows: rows(3).reverse() });
    await user.click(within(screen.getByRole('columnheader', { name: 'Name' })).getByRole('button'));
    expect(onSortChange).toHaveBeenCalledWith({ columnId: 'name', direction: 'asc' });
    expect(names()).toEqual(['n3', 'n2', 'n1']);
  });

  it('follows a controlled selection', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    renderTable({ selectable: true, selectedRowIds: ['r2'], onSelectionChange });
    expect(screen.getByRole('checkbox', { name: 'Select row 2' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select row 1' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(['r1', 'r2']);
    // Controlled: the parent did not update, so the box stays unchecked.
    expect(screen.getByRole('checkbox', { name: 'Select row 1' })).not.toBeChecked();
  });

  it('shows throttled cells as plain text when no link is given', () => {
    renderTable({ rows: [{ id: 'x', name: '', score: 1 }], viewer: 'visitor' });
    expect(screen.getByText('Log in to see all results')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows the null symbol for empty values of columns that are not throttleable', () => {
    renderTable({ rows: [{ id: 'x', name: 'a', score: null }] });
    expect(within(screen.getAllByRole('row')[1]!).getAllByRole('cell')[1]).toHaveTextContent('-');
  });
});
