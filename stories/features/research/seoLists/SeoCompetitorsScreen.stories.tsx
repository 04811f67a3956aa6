import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { seoListStories, sortBy, type Story } from './seoListStories';
import { competitorRows } from './seoListStoryKit';
import type { DomainCompetitors } from '../../../../src/features/research/seoLists/seoLists';
import type { SeoListScreen } from '../../../../src/features/research/seoLists/SeoListScreen';

const QUERY = 'amazon.com';
const stories = seoListStories({
  page: 'competitors',
  routes: ['seo:competitors', 'seo:competitors:domain', 'seo:competitors:url'],
  query: QUERY,
  missed: 'amazn.com',
});

const meta = { ...stories.meta, title: 'Research/SEO competitors' } satisfies Meta<typeof SeoListScreen>;
export default meta;

export const FullUser: Story = stories.FullUser;
export const Loading: Story = stories.Loading;
export const NoData: Story = stories.NoData;
export const ServerError: Story = stories.ServerError;
export const ServerErrorRetry: Story = stories.ServerErrorRetry;
export const ThrottledFree: Story = stories.ThrottledFree;
export const ThrottledVisitor: Story = stories.ThrottledVisitor;
export const FilterNoMatch: Story = stories.FilterNoMatch;
export const NoSearch: Story = stories.NoSearch;
export const ExportCsv: Story = stories.ExportCsv;

export const SortByName: Story = {
  name: 'Sort by competitor',
  play: async ({ canvasElement }) => {
    const answer = await sortBy<DomainCompetitors>('competitors', QUERY, canvasElement, 'Competitor', {
      sortBy: 'domain',
      sortDirection: 'asc',
    });
    // The server's order: the first page of the story list by name.
    const names = competitorRows()
      .map((row) => row.domain)
      .sort((a, b) => a.localeCompare(b));
    await expect(answer.rows.map((row) => row.domain)).toEqual(names.slice(0, 20));
  },
};
