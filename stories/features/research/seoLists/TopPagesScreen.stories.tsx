import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';

import { at, expectRowsOfLastAnswer, seoListStories, sortBy, type Story } from './seoListStories';
import { lastParam, topPageRows } from './seoListStoryKit';
import type { DomainTopPages } from '../../../../src/features/research/seoLists/seoLists';
import type { SeoListScreen } from '../../../../src/features/research/seoLists/SeoListScreen';
import { SEO_LISTS_TEXT } from '../../../../src/features/research/seoLists/seoListsTexts';
import { urlParams } from '../table/researchTableStoryKit';

const QUERY = 'wikipedia.org';
const page = 'topPages';
const T = SEO_LISTS_TEXT.topPages;
const stories = seoListStories({ page, routes: ['seo:top-pages'], query: QUERY, missed: 'wikipedya.org' });

const meta = { ...stories.meta, title: 'Research/Top pages' } satisfies Meta<typeof SeoListScreen>;
export default meta;

export const FullUser: Story = {
  ...stories.FullUser,
  name: 'Most traffic (full user)',
  play: async (context) => {
    await stories.FullUser.play!(context);
    await expect(context.canvas.getByRole('tab', { name: T.views.mosttraffic, selected: true })).toBeVisible();
    await expect(lastParam('searchType')).toBe('mosttraffic');
  },
};

export const NewPages: Story = {
  name: 'New pages',
  play: async ({ canvas, canvasElement }) => {
    await expectRowsOfLastAnswer(page, QUERY, canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: T.views.newpages }));
    await waitFor(() => expect(urlParams(canvasElement).get('searchType')).toBe('newpages'));
    await waitFor(() => expect(lastParam('searchType')).toBe('newpages'));
    const answer = await expectRowsOfLastAnswer<DomainTopPages>(page, QUERY, canvasElement);
    await expect(answer.totalRowCount).toBe(topPageRows(QUERY, 'newpages').length);
    await expect(canvas.getByText(T.hints.newpages.replace('{domain}', QUERY))).toBeVisible();
  },
};

export const KeyboardViews: Story = {
  name: 'Views by keyboard',
  play: async ({ canvas, canvasElement }) => {
    await expectRowsOfLastAnswer(page, QUERY, canvasElement);
    // The tabs take arrow keys: focus the selected one, move right to the next view.
    canvas.getByRole('tab', { name: T.views.mosttraffic, selected: true }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: T.views.newpages, selected: true })).toHaveFocus();
    await waitFor(() => expect(lastParam('searchType')).toBe('newpages'));
    await expectRowsOfLastAnswer(page, QUERY, canvasElement);
  },
};

export const NewPagesLink: Story = {
  name: 'New pages from a link',
  parameters: at('seo:top-pages', { query: QUERY, searchType: 'newpages' }),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('tab', { name: T.views.newpages, selected: true })).toBeVisible();
    await waitFor(() => expect(lastParam('searchType')).toBe('newpages'));
    await expectRowsOfLastAnswer(page, QUERY, canvasElement);
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

export const SortByClicks: Story = {
  name: 'Sort by clicks',
  play: async ({ canvasElement }) => {
    // A number sorts largest first on the first click (doc 2 §4).
    const answer = await sortBy<DomainTopPages>(page, QUERY, canvasElement, T.columns.clicks, {
      sortBy: 'clicks',
      sortDirection: 'desc',
    });
    const clicks = answer.rows.map((row) => row.clicks!);
    await expect(clicks).toEqual([...clicks].sort((a, b) => b - a));
  },
};
