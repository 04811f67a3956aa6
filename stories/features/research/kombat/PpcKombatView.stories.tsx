import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { DEFAULT_PAID_COLUMN_STATE, type PaidKeywordRow } from '../../../../src/features/research/kombat/kombat';
import { KOMBAT_TEXT } from '../../../../src/features/research/kombat/kombatTexts';
import { PpcKombatView } from '../../../../src/features/research/kombat/PpcKombatView';
import { RESEARCH_TEXT } from '../../../../src/features/research/shared/researchTexts';
import { initialListQuery } from '../../../../src/features/research/table/researchTable';
import { RESEARCH_TABLE_TEXT } from '../../../../src/features/research/table/researchTableTexts';
import { formatCurrency } from '../../../../src/lib/format';
import { UI_TEXT, fill } from '../../../../src/lib/spec/text';
import { THROTTLED_CELL_PLACEHOLDER } from '../../../../src/lib/spec/workspace';
import { buildDomainPaidKeywords } from '../../../../src/mocks/fixtures';

const DOMAIN = 'amazon.com';
const RIVALS = ['walmart.com', 'target.com'];
const BASE = buildDomainPaidKeywords();
/** Consider Buying: keywords a compared competitor buys, each row that competitor's ad. */
const CONSIDER = buildDomainPaidKeywords({
  domain: DOMAIN,
  segment: 'considerbuying',
  comparedWith: RIVALS,
  rows: BASE.rows.map((row, index) => ({ ...row, advertiser: RIVALS[index % 2]! })),
});
const throttledRow = (row: PaidKeywordRow): PaidKeywordRow => ({
  ...row,
  keyword: THROTTLED_CELL_PLACEHOLDER,
  advertiser: null,
  block: null,
  position: null,
  volume: null,
  cpc: null,
  clicks: null,
  cost: null,
  monthsAdvertised: null,
  headline: null,
  description: null,
  displayUrl: null,
  isThrottled: true,
});
const THROTTLED = buildDomainPaidKeywords({
  domain: DOMAIN,
  freeRowCount: 1,
  rows: [BASE.rows[0]!, throttledRow(BASE.rows[1]!), throttledRow(BASE.rows[1]!)],
  totalRowCount: 3,
});
const label = (set: keyof typeof KOMBAT_TEXT.sets) =>
  fill(KOMBAT_TEXT.paidTableLabel, { domain: DOMAIN, set: KOMBAT_TEXT.sets[set] });

const meta = {
  title: 'Research/Keyword Kombat/PPC view',
  component: PpcKombatView,
  args: {
    title: 'PPC Kombat',
    values: [DOMAIN],
    validation: { load: 'ready', errors: [null] },
    domain: DOMAIN,
    set: 'considerbuying',
    load: 'ready',
    data: CONSIDER,
    list: initialListQuery(DEFAULT_PAID_COLUMN_STATE),
    viewer: 'full',
    purchaseHref: '/mainpurchase',
    loginHref: '/auth/login',
    onCompare: fn(),
    onCheck: fn(() => Promise.resolve(null)),
    onRetryValidation: fn(),
    onSetChange: fn(),
    onSortChange: fn(),
    onFilterTextChange: fn(),
    onStartRowChange: fn(),
    onRowsPerPageChange: fn(),
    onColumnsChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof PpcKombatView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PpcSets: Story = {
  name: 'PPC sets',
  play: async ({ args, canvas }) => {
    const tabs = canvas.getByRole('tablist', { name: KOMBAT_TEXT.setsLabel });
    await expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['All', 'Core', 'Consider Buying', 'Potential Ad Waste']);
    await expect(canvas.getByRole('tab', { name: 'Consider Buying', selected: true })).toBeVisible();
    // The competitors the data compares with, named from the answer.
    await expect(canvas.getByTestId('compared-with')).toHaveTextContent(
      fill(KOMBAT_TEXT.paidComparedWith, { domain: DOMAIN, rivals: CONSIDER.comparedWith.join(', ') }),
    );
    // Each row shows whose ad it is.
    const table = canvas.getByRole('table', { name: label('considerbuying') });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(CONSIDER.rows.length);
    await expect(within(rows[0]!).getByText(CONSIDER.rows[0]!.advertiser!)).toBeVisible();
    await expect(within(rows[0]!).getByText(formatCurrency(CONSIDER.rows[0]!.cost))).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Potential Ad Waste' }));
    await expect(args.onSetChange).toHaveBeenCalledWith('adwaste');
  },
};

export const EnteredCompetitors: Story = {
  name: 'PPC sets with entered competitors',
  args: { values: [DOMAIN, 'ebay.com'], validation: { load: 'ready', errors: [null, null] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(KOMBAT_TEXT.paidCompetitorsNote)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { load: 'loading', data: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: label('considerbuying') })).toHaveAttribute('aria-busy', 'true');
  },
};

export const NoData: Story = {
  name: 'No data',
  args: { set: 'all', data: buildDomainPaidKeywords({ domain: DOMAIN, hasData: false, totalRowCount: 0, rows: [] }) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: fill(RESEARCH_TEXT.noDataHeading, { query: DOMAIN }) }),
    ).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const ThrottledFree: Story = {
  name: 'Throttled (free)',
  args: { set: 'all', viewer: 'free', data: THROTTLED },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link', { name: UI_TEXT.unlockAllTheData })).toHaveLength(2);
    await expect(canvas.getByText(THROTTLED.rows[0]!.keyword)).toBeVisible();
    await expect(canvas.queryByText(/!~~sub~~fo~~mo~~!/)).toBeNull();
  },
};

export const ServerError: Story = {
  name: 'Server error',
  args: { load: 'failed', data: null },
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(RESEARCH_TABLE_TEXT.loadFailed);
    await userEvent.click(within(alert).getByRole('button', { name: RESEARCH_TABLE_TEXT.retry }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const InvalidDomain: Story = {
  name: 'Invalid domain',
  args: {
    values: ['amazon'],
    validation: { load: 'ready', errors: [fill(KOMBAT_TEXT.notADomain, { value: 'amazon' })] },
    domain: null,
    data: null,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(KOMBAT_TEXT.invalidHeading);
    await expect(canvas.getByRole('textbox', { name: KOMBAT_TEXT.yourDomain })).toHaveAccessibleDescription(
      fill(KOMBAT_TEXT.notADomain, { value: 'amazon' }),
    );
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};
