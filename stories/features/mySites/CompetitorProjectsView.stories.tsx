import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { COMPETITORS, THROTTLED_COMPETITORS } from './mySitesStoryKit';
import { CompetitorProjectsView } from '../../../src/features/mySites/CompetitorProjectsView';
import type { Project } from '../../../src/features/mySites/mySites';
import { MY_SITES_TEXT } from '../../../src/features/mySites/mySitesTexts';
import { fill, UI_TEXT } from '../../../src/lib/spec/text';

const project = (id: string, projectName: string, primaryDomainName: string | null): Project => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  projectName,
  name: projectName,
  primaryDomainName,
});
const READY = project('1', 'Acme Corp', 'acme.com');
const THROTTLED = project('2', 'Blog', 'blog.example.org');
const LOADING = project('3', 'Outlet', 'outlet.example.com');
const FAILED = project('4', 'Shop', 'shop.example.com');
const PURCHASE = '/purchase';

const meta = {
  title: 'Pages/Competitor projects/View',
  component: CompetitorProjectsView,
  args: {
    title: 'Competitor Projects',
    load: 'ready',
    projects: [
      { project: READY, competitors: { load: 'ready', data: COMPETITORS } },
      { project: THROTTLED, competitors: { load: 'ready', data: THROTTLED_COMPETITORS } },
      { project: LOADING, competitors: { load: 'loading' } },
      { project: FAILED, competitors: { load: 'failed' } },
    ],
    createProjectHref: '/competitor-projects?msf=create-project',
    purchaseHref: PURCHASE,
    overviewHref: (domain: string) => `/overview/domain?query=${domain}`,
    kombatHref: (domain: string, rivals: readonly string[]) =>
      `/seo/kombat?query=${domain}&competitors=${rivals.join(',')}`,
    editProjectHref: (projectId: string) => `/competitor-projects?msf=edit-project&msfProjectId=${projectId}`,
    onRetry: fn(),
    onRetryCompetitors: fn(),
  },
} satisfies Meta<typeof CompetitorProjectsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CardsInEveryState: Story = {
  name: 'Cards in every state',
  play: async ({ args, canvas }) => {
    const card = (p: Project) => within(canvas.getByTestId(`competitors-${p.id}`));
    const [first, second] = COMPETITORS.rows;
    await expect(
      card(READY).getByRole('link', { name: fill(MY_SITES_TEXT.kombatTopOf, { domain: READY.primaryDomainName! }) }),
    ).toHaveAttribute(
      'href',
      `/seo/kombat?query=${READY.primaryDomainName}&competitors=${first!.domain},${second!.domain}`,
    );
    await expect(card(THROTTLED).getAllByRole('link', { name: UI_TEXT.unlockAllTheData })).toHaveLength(2);
    await expect(card(LOADING).getByTestId('research-skeleton')).toBeInTheDocument();
    await userEvent.click(
      card(FAILED).getByRole('button', {
        name: fill(MY_SITES_TEXT.retryCompetitorsOf, { domain: FAILED.primaryDomainName! }),
      }),
    );
    await expect(args.onRetryCompetitors).toHaveBeenCalledWith(FAILED.id);
  },
};

export const Loading: Story = {
  args: { load: 'loading', projects: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(MY_SITES_TEXT.loading)).toBeInTheDocument();
  },
};
