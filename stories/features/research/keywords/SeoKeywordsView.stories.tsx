import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { DEFAULT_ORGANIC_COLUMN_STATE } from '../../../../src/features/research/keywords/seoKeywords';
import { SEO_KEYWORDS_TEXT } from '../../../../src/features/research/keywords/seoKeywordsTexts';
import { SeoKeywordsView } from '../../../../src/features/research/keywords/SeoKeywordsView';
import { RESEARCH_TEXT } from '../../../../src/features/research/shared/researchTexts';
import { initialListQuery } from '../../../../src/features/research/table/researchTable';
import { RESEARCH_TABLE_TEXT } from '../../../../src/features/research/table/researchTableTexts';
import { formatCurrency, formatNumber } from '../../../../src/lib/format';
import { fill } from '../../../../src/lib/spec/text';
import { buildDomainOrganicKeywords, buildOrganicKeywordRows } from '../../../../src/mocks/fixtures';

const DOMAIN = 'github.com';
const ROWS = buildOrganicKeywordRows(DOMAIN).slice(0, 20);
const PAGE = buildDomainOrganicKeywords({ domain: DOMAIN, totalRowCount: 45, rows: ROWS });
const LABEL = fill(SEO_KEYWORDS_TEXT.tableLabel, { domain: DOMAIN });

const meta = {
  title: 'Research/SEO keywords/View',
  component: SeoKeywordsView,
  args: {
    title: 'SEO Keyword Research',
    query: DOMAIN,
    segment: 'all',
    load: 'ready',
    data: PAGE,
    list: initialListQuery(DEFAULT_ORGANIC_COLUMN_STATE),
    viewer: 'full',
    purchaseHref: '/mainpurchase',
    loginHref: '/auth/login',
    onSearch: fn(),
    onSegmentChange: fn(),
    onSortChange: fn(),
    onFilterTextChange: fn(),
    onStartRowChange: fn(),
    onRowsPerPageChange: fn(),
    onColumnsChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof SeoKeywordsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  name: 'A page of keywords',
  play: async ({ args, canvas }) => {
    const table = canvas.getByRole('table', { name: LABEL });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(ROWS.length);
    const first = ROWS[0]!;
    await expect(within(rows[0]!).getByText(first.keyword)).toBeVisible();
    await expect(within(rows[0]!).getByText(first.url!)).toBeVisible();
    await expect(within(rows[0]!).getByText(formatNumber(first.volume))).toBeVisible();
    await expect(within(rows[0]!).getByText(formatCurrency(first.clickValue))).toBeVisible();
    // The keyword column sorts as text: its first click asks for ascending.
    await userEvent.click(within(table).getByRole('button', { name: 'Keyword' }));
    await expect(args.onSortChange).toHaveBeenCalledWith({ columnId: 'keyword', direction: 'asc' });
    // The segments are tabs.
    await userEvent.click(canvas.getByRole('tab', { name: SEO_KEYWORDS_TEXT.segments.questions }));
    await expect(args.onSegmentChange).toHaveBeenCalledWith('questions');
  },
};

export const Loading: Story = {
  args: { load: 'loading', data: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: LABEL })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByTestId('answer-facts')).toBeNull();
  },
};

export const Failed: Story = {
  name: 'Server error',
  args: { load: 'failed', data: null },
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: RESEARCH_TABLE_TEXT.retry }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const NoData: Story = {
  name: 'No data',
  args: {
    query: 'gihtub.com',
    data: buildDomainOrganicKeywords({ domain: 'gihtub.com', hasData: false, totalRowCount: 0, rows: [] }),
    similar: [{ value: 'github.com', href: '/seo/keywords?query=github.com' }],
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: fill(RESEARCH_TEXT.noDataHeading, { query: 'gihtub.com' }) }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'github.com' })).toHaveAttribute(
      'href',
      '/seo/keywords?query=github.com',
    );
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const NoSearch: Story = {
  name: 'No search yet',
  args: { query: null, data: null, load: 'loading' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: RESEARCH_TEXT.promptHeading })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: RESEARCH_TEXT.promptLabel }), 'github.com{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('github.com');
  },
};
