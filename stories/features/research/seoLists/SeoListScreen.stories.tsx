import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { at, definitionOf, expectRowsOfLastAnswer } from './seoListStories';
import { fullUser, listMsw, resetListRequests } from './seoListStoryKit';
import type { SeoListPageId } from '../../../../src/features/research/seoLists/seoLists';
import { SeoListScreen } from '../../../../src/features/research/seoLists/SeoListScreen';
import { withScreenContext } from '../../screenContext';
import { withLocationProbe } from '../table/researchTableStoryKit';

/**
 * The one screen of the four SEO lists, on each page's /domain variant: the `page` prop picks the
 * definition (call, columns, wording). Each page's own stories are under Research/SEO competitors,
 * Research/Top pages, Research/Backlinks and Research/Ranking history.
 */
const meta = {
  title: 'Research/SEO lists/Screen',
  component: SeoListScreen,
  args: { page: 'competitors', copyText: fn(() => Promise.resolve()) },
  decorators: [
    withScreenContext('seo:competitors:domain', 'seo:top-pages', 'seo:backlinks:domain', 'seo:ranking-history:domain'),
    withLocationProbe,
  ],
  parameters: fullUser,
  beforeEach: () => {
    resetListRequests();
  },
} satisfies Meta<typeof SeoListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

function onPage(page: SeoListPageId, route: string, query: string, heading: string): Story {
  return {
    args: { page },
    parameters: { ...at(route, { query }), ...listMsw(page) },
    play: async ({ canvas, canvasElement }) => {
      await expect(canvas.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const answer = await expectRowsOfLastAnswer(page, query, canvasElement);
      await expect(canvas.getByText(definitionOf(page).facts(answer)[0]!)).toBeVisible();
    },
  };
}

export const Competitors: Story = onPage('competitors', 'seo:competitors:domain', 'amazon.com', 'SEO Competitors');
export const TopPages: Story = onPage('topPages', 'seo:top-pages', 'wikipedia.org', 'Top Pages');
export const Backlinks: Story = onPage('backlinks', 'seo:backlinks:domain', 'nike.com', 'Competitor Backlinks');
export const RankingHistory: Story = onPage(
  'rankingHistory',
  'seo:ranking-history:domain',
  'wikipedia.org',
  'SEO Ranking History',
);
