import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { NEW_DOMAIN, noDataOverview, overviewOf } from './mySitesStoryKit';
import { keywordCountText, siteFigures, type Project } from '../../../src/features/mySites/mySites';
import { MY_SITES_TEXT } from '../../../src/features/mySites/mySitesTexts';
import { MySitesView } from '../../../src/features/mySites/MySitesView';
import { fill } from '../../../src/lib/spec/text';

const project = (id: string, projectName: string, primaryDomainName: string | null): Project => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  projectName,
  name: projectName,
  primaryDomainName,
});
const READY = project('1', 'Acme Corp', 'acme.com');
const LOADING = project('2', 'Blog', 'blog.example.org');
const FAILED = project('3', 'Outlet', 'outlet.example.com');
const NO_DATA = project('4', 'New shop', NEW_DOMAIN);

const meta = {
  title: 'Pages/My Sites/View',
  component: MySitesView,
  args: {
    title: 'My Sites',
    load: 'ready',
    sites: [
      {
        project: READY,
        overview: { load: 'ready', data: overviewOf('acme.com') },
        keywordCount: { load: 'ready', data: 1312 },
      },
      { project: LOADING, overview: { load: 'loading' }, keywordCount: { load: 'loading' } },
      { project: FAILED, overview: { load: 'failed' }, keywordCount: { load: 'failed' } },
      {
        project: NO_DATA,
        overview: { load: 'ready', data: noDataOverview(NEW_DOMAIN) },
        keywordCount: { load: 'ready', data: 1 },
      },
    ],
    createProjectHref: '/hq?msf=create-project',
    overviewHref: (domain: string) => `/overview/domain?query=${domain}`,
    keywordsHref: (projectId: string) => `/hq?msf=keyword-list&msfProjectId=${projectId}`,
    editProjectHref: (projectId: string) => `/hq?msf=edit-project&msfProjectId=${projectId}`,
    onRetry: fn(),
    onRetryOverview: fn(),
    onRetryKeywordCount: fn(),
  },
} satisfies Meta<typeof MySitesView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CardsInEveryState: Story = {
  name: 'Cards in every state',
  play: async ({ args, canvas }) => {
    const card = (p: Project) => within(canvas.getByTestId(`site-${p.id}`));
    await expect(card(READY).getByTestId('figure-seoClickValue')).toHaveTextContent(
      siteFigures(overviewOf('acme.com'))[2]!.value,
    );
    await expect(card(READY).getByTestId('keyword-count')).toHaveTextContent(keywordCountText(1312));
    await expect(card(LOADING).getByTestId('research-skeleton')).toBeInTheDocument();
    await expect(card(NO_DATA).getByText(MY_SITES_TEXT.noDataYet)).toBeVisible();
    await expect(card(NO_DATA).getByTestId('keyword-count')).toHaveTextContent(MY_SITES_TEXT.keywordCountOne);
    // Each failed read retries that project alone.
    await userEvent.click(
      card(FAILED).getByRole('button', {
        name: fill(MY_SITES_TEXT.retryFiguresOf, { domain: FAILED.primaryDomainName! }),
      }),
    );
    await expect(args.onRetryOverview).toHaveBeenCalledWith(FAILED.id);
    await userEvent.click(
      card(FAILED).getByRole('button', {
        name: fill(MY_SITES_TEXT.retryKeywordCountOf, { project: FAILED.projectName }),
      }),
    );
    await expect(args.onRetryKeywordCount).toHaveBeenCalledWith(FAILED.id);
  },
};

export const PageFailed: Story = {
  name: 'Projects failed to load',
  args: { load: 'failed', sites: [] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(MY_SITES_TEXT.loadFailed);
    await userEvent.click(canvas.getByRole('button', { name: MY_SITES_TEXT.retry }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
