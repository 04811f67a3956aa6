import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { exampleTracking, viewArgs } from './rankTrackingStoryKit';
import { trackingCountText } from '../../../src/features/rankTracking/rankTracking';
import { RANK_TRACKING_TEXT as T } from '../../../src/features/rankTracking/rankTrackingTexts';
import { TrackedKeywordsView } from '../../../src/features/rankTracking/TrackedKeywordsView';

const DATA = exampleTracking();

const meta = {
  title: 'Pages/Rank Tracking/Tracked Keywords/View',
  component: TrackedKeywordsView,
  args: {
    ...viewArgs(DATA),
    title: 'Tracked Keywords',
    editProjectHref: '/tracking?msf=edit-project',
    rankTrackerHref: '/rank-tracking',
  },
} satisfies Meta<typeof TrackedKeywordsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('weekly-tracking-count')).toHaveTextContent(trackingCountText(7));
    // One column per checked week, besides keyword, searches, latest and change.
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(DATA.dates.length + 4);
  },
};

export const WithoutDomain: Story = {
  name: 'Without a domain',
  args: { data: { ...DATA, domains: [], summaries: [], keywords: DATA.keywords.map((k) => ({ ...k, domains: [] })) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(T.noDomain)).toBeVisible();
    await expect(canvas.getByRole('link', { name: T.addDomain })).toHaveAttribute('href', '/tracking?msf=edit-project');
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(2);
  },
};
