import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { formatCurrency } from '../../src/lib/format';
import { TEXT, UI_TEXT } from '../../src/lib/spec/text';
import { THROTTLED_CELL_PLACEHOLDER } from '../../src/lib/spec/workspace';
import { Table, type TableColumn } from '../../src/ui/Table/Table';

interface KeywordRow {
  id: string;
  keyword: string;
  monthlySearches: number | null;
  costPerClick: number | null;
  rankingDifficulty: number | null;
}

const ROWS: KeywordRow[] = [
  { id: 'kw-1', keyword: 'seo tools', monthlySearches: 12100, costPerClick: 8.5, rankingDifficulty: 71 },
  { id: 'kw-2', keyword: 'keyword research', monthlySearches: 9900, costPerClick: null, rankingDifficulty: 64 },
  { id: 'kw-3', keyword: 'Backlink checker', monthlySearches: null, costPerClick: 4.2, rankingDifficulty: 55 },
  { id: 'kw-4', keyword: 'competitor analysis', monthlySearches: 2400, costPerClick: 12.75, rankingDifficulty: null },
  { id: 'kw-5', keyword: 'ppc audit', monthlySearches: 880, costPerClick: 3.1, rankingDifficulty: 38 },
  { id: 'kw-6', keyword: 'rank tracker', monthlySearches: 5400, costPerClick: 6.8, rankingDifficulty: 49 },
];

const COLUMNS: TableColumn<KeywordRow>[] = [
  { id: 'keyword', header: 'Keyword', value: (r) => r.keyword, isThrottleable: true, width: '40%' },
  {
    id: 'monthlySearches',
    header: 'Monthly searches',
    value: (r) => r.monthlySearches,
    sortKind: 'numeric',
    nulls: 'low',
    align: 'right',
  },
  {
    id: 'costPerClick',
    header: 'Cost per click',
    value: (r) => r.costPerClick,
    render: (r) => formatCurrency(r.costPerClick),
    sortKind: 'numeric',
    nulls: 'high',
    align: 'right',
  },
  {
    id: 'rankingDifficulty',
    header: 'Ranking difficulty',
    value: (r) => r.rankingDifficulty,
    sortKind: 'numeric',
    align: 'center',
  },
];

const THROTTLED_ROWS: KeywordRow[] = [
  ROWS[0]!,
  { id: 'kw-t1', keyword: THROTTLED_CELL_PLACEHOLDER, monthlySearches: 720, costPerClick: 2.4, rankingDifficulty: 33 },
  { id: 'kw-t2', keyword: 'log in to see all results', monthlySearches: 590, costPerClick: 1.9, rankingDifficulty: 29 },
  { id: 'kw-t3', keyword: '', monthlySearches: 480, costPerClick: 1.2, rankingDifficulty: 21 },
];

/** 10,000 deterministic rows. */
const MANY_ROWS: KeywordRow[] = Array.from({ length: 10_000 }, (_, i) => ({
  id: `row-${i + 1}`,
  keyword: `keyword ${i + 1}`,
  monthlySearches: (i * 7919) % 100_000,
  costPerClick: ((i * 37) % 2000) / 100,
  rankingDifficulty: (i * 13) % 101,
}));

const KeywordTable = Table<KeywordRow>;

function keywordOrder(canvasElement: HTMLElement): string[] {
  return [...canvasElement.querySelectorAll('tbody tr[data-row-id] td:nth-last-child(4)')].map(
    (cell) => cell.textContent ?? '',
  );
}

function columnText(canvasElement: HTMLElement, columnFromEnd: number): string[] {
  return [...canvasElement.querySelectorAll(`tbody tr[data-row-id] td:nth-last-child(${columnFromEnd})`)].map(
    (cell) => cell.textContent ?? '',
  );
}

const meta = {
  title: 'UI/Table',
  component: KeywordTable,
  args: {
    label: 'Saved keywords',
    columns: COLUMNS,
    rows: ROWS,
    getRowId: (row) => row.id,
    getRowLabel: (row) => row.keyword,
    purchaseHref: '/mainpurchase',
    loginHref: '/auth/login',
  },
  decorators: [
    (Story) => (
      <div style={{ padding: '24px', maxWidth: '960px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof KeywordTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: 'Saved keywords' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Keyword', 'Monthly searches', 'Cost per click', 'Ranking difficulty']);
    for (const header of within(table).getAllByRole('columnheader')) {
      await expect(header).toHaveAttribute('aria-sort', 'none');
    }
    await expect(keywordOrder(canvasElement)).toEqual(ROWS.map((r) => r.keyword));
    // Empty values show the null symbol; numbers have thousands separators.
    await expect(columnText(canvasElement, 3)).toEqual(['12,100', '9,900', '-', '2,400', '880', '5,400']);
    // 6 rows: the body animates in (doc 2 §9: 1 to 50 rows).
    await expect(canvasElement.querySelector('tbody')).toHaveAttribute('data-animated', 'true');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const SortingText: Story = {
  name: 'Sorting text',
  args: { onSortChange: fn() },
  play: async ({ canvas, canvasElement, args }) => {
    const header = canvas.getByRole('columnheader', { name: 'Keyword' });
    const button = within(header).getByRole('button', { name: 'Keyword' });

    await userEvent.click(button);
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ columnId: 'keyword', direction: 'asc' });
    await expect(keywordOrder(canvasElement)).toEqual([
      'Backlink checker',
      'competitor analysis',
      'keyword research',
      'ppc audit',
      'rank tracker',
      'seo tools',
    ]);

    await userEvent.click(button);
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(keywordOrder(canvasElement)[0]).toBe('seo tools');
    await expect(keywordOrder(canvasElement).at(-1)).toBe('Backlink checker');

    await userEvent.click(button);
    await expect(header).toHaveAttribute('aria-sort', 'none');
    await expect(args.onSortChange).toHaveBeenLastCalledWith(null);
    await expect(keywordOrder(canvasElement)).toEqual(ROWS.map((r) => r.keyword));

    // Leave it ascending for the screenshot.
    await userEvent.click(button);
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
  },
};

export const SortingNumbers: Story = {
  name: 'Sorting numbers',
  play: async ({ canvas, canvasElement }) => {
    // Monthly searches: numeric, empty values low (last when descending, first when ascending).
    const searches = canvas.getByRole('columnheader', { name: 'Monthly searches' });
    const searchesButton = within(searches).getByRole('button');
    await userEvent.click(searchesButton);
    await expect(searches).toHaveAttribute('aria-sort', 'descending');
    await expect(columnText(canvasElement, 3)).toEqual(['12,100', '9,900', '5,400', '2,400', '880', '-']);
    await userEvent.click(searchesButton);
    await expect(searches).toHaveAttribute('aria-sort', 'ascending');
    await expect(columnText(canvasElement, 3)).toEqual(['-', '880', '2,400', '5,400', '9,900', '12,100']);
    await userEvent.click(searchesButton);
    await expect(searches).toHaveAttribute('aria-sort', 'none');
    await expect(keywordOrder(canvasElement)).toEqual(ROWS.map((r) => r.keyword));

    // Cost per click: numeric, empty values high (first when descending, last when ascending).
    const cpc = canvas.getByRole('columnheader', { name: 'Cost per click' });
    const cpcButton = within(cpc).getByRole('button');
    await userEvent.click(cpcButton);
    await expect(cpc).toHaveAttribute('aria-sort', 'descending');
    await expect(searches).toHaveAttribute('aria-sort', 'none');
    await expect(columnText(canvasElement, 2)).toEqual(['-', '$12.75', '$8.50', '$6.80', '$4.20', '$3.10']);
    await userEvent.click(cpcButton);
    await expect(cpc).toHaveAttribute('aria-sort', 'ascending');
    await expect(columnText(canvasElement, 2)).toEqual(['$3.10', '$4.20', '$6.80', '$8.50', '$12.75', '-']);
  },
};

export const Selection: Story = {
  args: { selectable: true, onSelectionChange: fn() },
  play: async ({ canvas, args }) => {
    const all = canvas.getByRole('checkbox', { name: 'Select all rows' });
    await expect(all).not.toBeChecked();

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select keyword research' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['kw-2']);
    await expect(canvas.getByRole('checkbox', { name: 'Select keyword research' })).toBeChecked();
    await expect(all).toHaveProperty('indeterminate', true);

    await userEvent.click(all);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(ROWS.map((r) => r.id));
    await expect(all).toBeChecked();

    await userEvent.click(all);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([]);
    await expect(canvas.getByRole('checkbox', { name: 'Select seo tools' })).not.toBeChecked();

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select seo tools' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select ppc audit' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['kw-1', 'kw-5']);
    await expect(canvas.getByRole('row', { name: /ppc audit/ })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Alignment: Story = {
  play: async ({ canvas }) => {
    const row = canvas.getByRole('row', { name: /seo tools/ });
    const [keyword, searches, cpc, difficulty] = within(row).getAllByRole('cell');
    await expect(getComputedStyle(keyword!).textAlign).toBe('left');
    await expect(getComputedStyle(searches!).textAlign).toBe('right');
    await expect(getComputedStyle(cpc!).textAlign).toBe('right');
    await expect(getComputedStyle(difficulty!).textAlign).toBe('center');
    await expect(getComputedStyle(canvas.getByRole('columnheader', { name: 'Ranking difficulty' })).textAlign).toBe(
      'center',
    );
  },
};

export const ThrottledForVisitors: Story = {
  name: 'Throttled for visitors',
  args: { rows: THROTTLED_ROWS, viewer: 'visitor' },
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link', { name: UI_TEXT.logInToSeeAllResults });
    await expect(links).toHaveLength(3);
    for (const link of links) await expect(link).toHaveAttribute('href', '/auth/login');
    await expect(canvas.queryByText(UI_TEXT.unlockAllTheData)).toBeNull();
    await expect(canvas.queryByText(THROTTLED_CELL_PLACEHOLDER)).toBeNull();
    await expect(canvas.getByRole('row', { name: /seo tools/ })).toBeVisible();
  },
};

export const ThrottledForLoggedInUsers: Story = {
  name: 'Throttled for logged-in users',
  args: { rows: THROTTLED_ROWS, viewer: 'loggedIn' },
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link', { name: UI_TEXT.unlockAllTheData });
    await expect(links).toHaveLength(3);
    for (const link of links) await expect(link).toHaveAttribute('href', '/mainpurchase');
    await expect(canvas.queryByText(UI_TEXT.logInToSeeAllResults)).toBeNull();
    await expect(canvas.queryByText(THROTTLED_CELL_PLACEHOLDER)).toBeNull();
  },
};

export const Tripwire: Story = {
  args: { tripwireEnabled: true, viewer: 'visitor' },
  play: async ({ canvas }) => {
    const overlay = canvas.getByTestId('tripwire-overlay');
    await expect(overlay).toBeVisible();
    await expect(within(overlay).getByRole('link', { name: UI_TEXT.logInToSeeAllResults })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    // The overlay covers the lower rows of the table it belongs to.
    const frame = canvas.getByRole('table').closest('[data-tripwire]');
    await expect(frame).toContainElement(overlay);
  },
};

export const LoadingWithSpinner: Story = {
  name: 'Loading with spinner',
  args: { rows: [], isLoading: true, expectedRowCount: 20 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText(TEXT.noItemsFoundWithFilter)).toBeNull();
  },
};

export const LoadingFewRows: Story = {
  name: 'Loading few rows (no spinner)',
  args: { rows: [], isLoading: true, expectedRowCount: 5 },
  play: async ({ canvas, canvasElement }) => {
    // 5 expected rows is not more than 5: no spinner (doc 2 §9), placeholder rows instead.
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelectorAll('tbody tr[aria-hidden="true"]')).toHaveLength(5);
  },
};

export const Empty: Story = {
  args: { rows: [], emptyMessage: TEXT.noItemsFoundWithFilter, selectable: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('cell', { name: TEXT.noItemsFoundWithFilter })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Select all rows' })).toBeDisabled();
    await expect(canvasElement.querySelector('tbody')).not.toHaveAttribute('data-animated');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const ExpandedRows: Story = {
  name: 'Expanded rows',
  args: {
    rows: ROWS.slice(0, 4),
    onExpandedChange: fn(),
    renderExpandedRow: (row) => <p>Details for {row.keyword}: 12 months of history.</p>,
  },
  play: async ({ canvas, args }) => {
    const expandOne = canvas.getByRole('button', { name: 'Show details for keyword research' });
    await expect(expandOne).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(expandOne);
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(['kw-2']);
    await expect(canvas.getByText('Details for keyword research: 12 months of history.')).toBeVisible();
    await expect(canvas.queryByText(/Details for seo tools/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Hide details for keyword research' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Expand all rows' }));
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(['kw-1', 'kw-2', 'kw-3', 'kw-4']);
    await expect(canvas.getAllByText(/: 12 months of history\.$/)).toHaveLength(4);

    await userEvent.click(canvas.getByRole('button', { name: 'Collapse all rows' }));
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith([]);
    await expect(canvas.queryAllByText(/: 12 months of history\.$/)).toHaveLength(0);

    await userEvent.click(canvas.getByRole('button', { name: 'Show details for seo tools' }));
    await expect(canvas.getByText('Details for seo tools: 12 months of history.')).toBeVisible();
  },
};

export const TenThousandRowsVirtualised: Story = {
  name: '10,000 rows virtualised',
  args: { rows: MANY_ROWS, label: 'All keywords', maxHeight: 560 },
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: 'All keywords' });
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    const rendered = () => canvasElement.querySelectorAll('tbody tr[data-row-id]').length;
    await waitFor(() => expect(rendered()).toBeGreaterThan(5));
    await expect(rendered()).toBeLessThan(100);
    await expect(canvas.getByRole('cell', { name: 'keyword 1' })).toBeVisible();
    await expect(canvas.queryByRole('cell', { name: 'keyword 5000' })).toBeNull();
    // 10,000 rows do not animate (only bodies of 1 to 50 rows do).
    await expect(canvasElement.querySelector('tbody')).not.toHaveAttribute('data-animated');

    const scroller = canvas.getByRole('region', { name: 'All keywords' });
    scroller.scrollTop = 41 * 4990;
    await waitFor(() => expect(canvas.getByRole('cell', { name: 'keyword 5000' })).toBeInTheDocument());
    await expect(canvas.queryByRole('cell', { name: 'keyword 1' })).toBeNull();
    await expect(rendered()).toBeLessThan(100);

    // Sorting still applies to all 10,000 rows, not only the rendered ones.
    scroller.scrollTop = 0;
    await userEvent.click(within(canvas.getByRole('columnheader', { name: 'Keyword' })).getByRole('button'));
    await waitFor(() => expect(canvas.getByRole('cell', { name: 'keyword 1' })).toBeInTheDocument());
    await expect(keywordOrder(canvasElement).slice(0, 3)).toEqual(['keyword 1', 'keyword 2', 'keyword 3']);
    await userEvent.click(within(canvas.getByRole('columnheader', { name: 'Keyword' })).getByRole('button'));
    await waitFor(() => expect(canvas.getByRole('cell', { name: 'keyword 10000' })).toBeInTheDocument());
    await expect(rendered()).toBeLessThan(100);
  },
};
