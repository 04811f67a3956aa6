import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { at, expectRowsOfLastAnswer, seoListStories, sortBy, type Story } from './seoListStories';
import { lastParam } from './seoListStoryKit';
import type { Backlinks } from '../../../../src/features/research/seoLists/seoLists';
import type { SeoListScreen } from '../../../../src/features/research/seoLists/SeoListScreen';
import { SEO_LISTS_TEXT } from '../../../../src/features/research/seoLists/seoListsTexts';
import { formatNumber } from '../../../../src/lib/format';

const QUERY = 'nike.com';
const PAGE_QUERY = 'nike.com/running';
const page = 'backlinks';
const B = SEO_LISTS_TEXT.backlinks;
const stories = seoListStories({
  page,
  routes: ['seo:backlinks', 'seo:backlinks:domain', 'seo:backlinks:url'],
  query: QUERY,
  missed: 'nikee.com',
});

const meta = { ...stories.meta, title: 'Research/Backlinks' } satisfies Meta<typeof SeoListScreen>;
export default meta;

export const FullUser: Story = stories.FullUser;

export const OnePage: Story = {
  name: 'One page (URL variant)',
  parameters: at('seo:backlinks:url', { query: PAGE_QUERY }),
  play: async ({ canvas, canvasElement }) => {
    const answer = await expectRowsOfLastAnswer<Backlinks>(page, PAGE_QUERY, canvasElement);
    await expect(lastParam('query')).toBe(PAGE_QUERY);
    // Only links to that page: the answer names it, and so does the table.
    await expect(answer.url).toBe(PAGE_QUERY);
    await expect(canvas.getByRole('table', { name: B.tableLabel.replace('{domain}', PAGE_QUERY) })).toBeVisible();
    await expect(
      canvas.getByText(
        B.counts
          .replace('{backlinks}', formatNumber(answer.backlinks))
          .replace('{domains}', formatNumber(answer.referringDomains)),
      ),
    ).toBeVisible();
  },
};

export const Loading: Story = stories.Loading;
export const NoData: Story = stories.NoData;
export const ServerError: Story = stories.ServerError;
export const ServerErrorRetry: Story = stories.ServerErrorRetry;
export const ThrottledFree: Story = stories.ThrottledFree;
export const ThrottledVisitor: Story = stories.ThrottledVisitor;
export const FilterNoMatch: Story = stories.FilterNoMatch;
export const NoSearch: Story = stories.NoSearch;
export const ExportCsv: Story = stories.ExportCsv;

export const SortByAnchor: Story = {
  name: 'Sort by anchor text',
  play: async ({ canvasElement }) => {
    // Text sorts A to Z on the first click (doc 2 §4).
    const answer = await sortBy<Backlinks>(page, QUERY, canvasElement, B.columns.anchor, {
      sortBy: 'anchor',
      sortDirection: 'asc',
    });
    const anchors = answer.rows.map((row) => row.anchor ?? '');
    await expect(anchors).toEqual([...anchors].sort((a, b) => a.localeCompare(b)));
  },
};
