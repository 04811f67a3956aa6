import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import {
  ACME,
  failFirstTracking,
  fullUser,
  keywordsIn,
  loggedOut,
  noChecks,
  noProjects,
  resetCalls,
  withHandlers,
} from './rankTrackingStoryKit';
import { linkTo } from '../../../src/app/linkTo';
import { firstCheckText, trackingCountText } from '../../../src/features/rankTracking/rankTracking';
import { RANK_TRACKING_TEXT as T } from '../../../src/features/rankTracking/rankTrackingTexts';
import { TrackedKeywordsScreen } from '../../../src/features/rankTracking/TrackedKeywordsScreen';
import { fill } from '../../../src/lib/spec/text';
import { EXAMPLE_NEXT_CHECK_AT } from '../../../src/mocks/fixtures';
import { neverResolves } from '../../../src/mocks/variants';
import { withScreenContext } from '../screenContext';

const PAGE = linkTo('tracking');
const ACME_PAGE = `${PAGE}?project=${ACME.id}`;

const meta = {
  title: 'Pages/Rank Tracking/Tracked Keywords',
  component: TrackedKeywordsScreen,
  decorators: [withScreenContext('tracking')],
  parameters: { router: { initialEntry: ACME_PAGE }, ...fullUser },
} satisfies Meta<typeof TrackedKeywordsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const ALPHABETICAL = [
  'backlink checker',
  'competitor analysis',
  'keyword research',
  'ppc keywords',
  'rank tracker',
  'seo tools',
  'site audit',
];

export const Full: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('weekly-tracking-count')).toHaveTextContent(trackingCountText(7));
    await expect(canvas.getByText(fill(T.weeksLabel, { domain: 'acme.com' }))).toBeVisible();
    const table = await canvas.findByRole('table', { name: T.tableLabel });
    await waitFor(() => expect(keywordsIn(table)).toEqual(ALPHABETICAL));
    // seo tools, week by week (12 checks), then the latest and the change.
    const seoTools = within(table).getByRole('row', { name: /seo tools/ });
    const cells = [...seoTools.querySelectorAll('td')].map((cell) => cell.textContent);
    await expect(cells.slice(2, 14)).toEqual(['12', '11', '11', '10', '9', '9', '8', '8', '7', '6', '5', '4']);
    await expect(cells[14]).toBe('4');
    // A gap is read as not checked, not as a rank.
    const ppc = within(within(table).getByRole('row', { name: /ppc keywords/ }));
    await expect(ppc.getByText(T.notChecked)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: T.rankTrackerLink })).toHaveAttribute(
      'href',
      linkTo('rank-tracking', {}, { project: ACME.id! }),
    );
  },
};

export const Sorting: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: T.tableLabel });
    await waitFor(() => expect(keywordsIn(table)).toEqual(ALPHABETICAL));
    await userEvent.click(within(table).getByRole('button', { name: T.latest }));
    await waitFor(() =>
      expect(keywordsIn(table)).toEqual([
        'backlink checker',
        'seo tools',
        'competitor analysis',
        'rank tracker',
        'keyword research',
        'ppc keywords',
        'site audit',
      ]),
    );
  },
};

export const NoChecks: Story = {
  name: 'No checks yet',
  parameters: noChecks,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: T.noChecksHeading })).toBeVisible();
    await expect(canvas.getByText(firstCheckText(EXAMPLE_NEXT_CHECK_AT))).toBeVisible();
    // The tracked keywords are listed all the same.
    await expect(await canvas.findByTestId('weekly-tracking-count')).toHaveTextContent(trackingCountText(7));
  },
};

export const NoKeywords: Story = {
  name: 'No keywords',
  parameters: { router: { initialEntry: PAGE } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: T.noKeywordsHeading })).toBeVisible();
  },
};

export const NoProjects: Story = {
  name: 'No projects',
  parameters: noProjects,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: T.createProject })).toHaveAttribute(
      'href',
      `${PAGE}?msf=create-project`,
    );
  },
};

export const LoggedOut: Story = {
  name: 'Logged out',
  parameters: { ...loggedOut, router: { initialEntry: PAGE } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: T.loggedOutHeading })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: withHandlers({ keywords: [neverResolves('getRankTracking')] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(T.loading)).toBeInTheDocument();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: withHandlers({ keywords: [failFirstTracking] }),
  beforeEach: resetCalls,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(T.loadFailed)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: T.retry }));
    await expect(await canvas.findByRole('table', { name: T.tableLabel })).toBeVisible();
  },
};
