import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { competitorRows, topPageRows } from './seoListStoryKit';
import {
  COMPETITORS_PAGE,
  TOP_PAGES_PAGE,
  shareText,
  type CompetitorRow,
  type DomainCompetitors,
  type DomainTopPages,
  type TopPageRow,
} from '../../../../src/features/research/seoLists/seoLists';
import { SEO_LISTS_TEXT } from '../../../../src/features/research/seoLists/seoListsTexts';
import { SeoListView, type SeoListViewProps } from '../../../../src/features/research/seoLists/SeoListView';
import { RESEARCH_TEXT } from '../../../../src/features/research/shared/researchTexts';
import { initialListQuery } from '../../../../src/features/research/table/researchTable';
import { RESEARCH_TABLE_TEXT } from '../../../../src/features/research/table/researchTableTexts';
import { formatCurrency, formatNumber } from '../../../../src/lib/format';
import { fill } from '../../../../src/lib/spec/text';
import { buildDomainCompetitors, buildDomainTopPages } from '../../../../src/mocks/fixtures';

const DOMAIN = 'amazon.com';
const ROWS = competitorRows().slice(0, 20);
const PAGE = buildDomainCompetitors({ domain: DOMAIN, totalRowCount: 45, rows: ROWS });
const LABEL = fill(SEO_LISTS_TEXT.competitors.tableLabel, { domain: DOMAIN });

/** The view with the competitors definition (the view is generic over its page's rows). */
function CompetitorsView(props: Omit<SeoListViewProps<CompetitorRow, DomainCompetitors>, 'definition'>) {
  return <SeoListView definition={COMPETITORS_PAGE} {...props} />;
}

const meta = {
  title: 'Research/SEO lists/View',
  component: CompetitorsView,
  args: {
    title: 'SEO Competitors',
    query: DOMAIN,
    view: '',
    load: 'ready',
    data: PAGE,
    list: initialListQuery(COMPETITORS_PAGE.defaultColumns),
    viewer: 'full',
    purchaseHref: '/mainpurchase',
    loginHref: '/auth/login',
    onSearch: fn(),
    onViewChange: fn(),
    onSortChange: fn(),
    onFilterTextChange: fn(),
    onStartRowChange: fn(),
    onRowsPerPageChange: fn(),
    onColumnsChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof CompetitorsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  name: 'A page of competitors',
  play: async ({ args, canvas }) => {
    const table = canvas.getByRole('table', { name: LABEL });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(ROWS.length);
    const first = ROWS[0]!;
    await expect([...rows[0]!.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      first.domain,
      formatNumber(first.sharedKeywords),
      shareText(first.share),
      formatNumber(first.keywords),
    ]);
    // The name sorts as text (ascending first), a count as a number (descending first): doc 2 §4.
    await userEvent.click(within(table).getByRole('button', { name: SEO_LISTS_TEXT.competitors.columns.domain }));
    await expect(args.onSortChange).toHaveBeenCalledWith({ columnId: 'domain', direction: 'asc' });
    await userEvent.click(within(table).getByRole('button', { name: SEO_LISTS_TEXT.competitors.columns.keywords }));
    await expect(args.onSortChange).toHaveBeenCalledWith({ columnId: 'keywords', direction: 'desc' });
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
    query: 'amazn.com',
    data: buildDomainCompetitors({ domain: 'amazn.com', hasData: false, totalRowCount: 0, rows: [] }),
    similar: [{ value: 'amazon.com', href: '/seo/competitors?query=amazon.com' }],
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: fill(RESEARCH_TEXT.noDataHeading, { query: 'amazn.com' }) }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'amazon.com' })).toHaveAttribute(
      'href',
      '/seo/competitors?query=amazon.com',
    );
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const NoSearch: Story = {
  name: 'No search yet',
  args: { query: null, data: null, load: 'loading' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: RESEARCH_TEXT.promptHeading })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: RESEARCH_TEXT.promptLabel }), 'amazon.com{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('amazon.com');
  },
};

const TOP = 'wikipedia.org';
const TOP_ROWS = topPageRows(TOP, 'mosttraffic').slice(0, 20);

/** The view with the top pages definition: a list with views (tabs). */
function TopPagesView(props: Omit<SeoListViewProps<TopPageRow, DomainTopPages>, 'definition'>) {
  return <SeoListView definition={TOP_PAGES_PAGE} {...props} />;
}

export const WithViews: StoryObj<typeof TopPagesView> = {
  name: 'A list with views (top pages)',
  render: (args) => <TopPagesView {...args} />,
  args: {
    title: 'Top Pages',
    query: TOP,
    view: 'mosttraffic',
    data: buildDomainTopPages({ domain: TOP, totalRowCount: 40, rows: TOP_ROWS }),
    list: initialListQuery(TOP_PAGES_PAGE.defaultColumns),
  },
  play: async ({ args, canvas }) => {
    const table = canvas.getByRole('table', { name: fill(SEO_LISTS_TEXT.topPages.tableLabel, { domain: TOP }) });
    const first = within(table).getAllByRole('row')[1]!;
    await expect(within(first).getByText(TOP_ROWS[0]!.url)).toBeVisible();
    await expect(within(first).getByText(formatCurrency(TOP_ROWS[0]!.clickValue))).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: SEO_LISTS_TEXT.topPages.views.newpages }));
    await expect(args.onViewChange).toHaveBeenCalledWith('newpages');
  },
};
