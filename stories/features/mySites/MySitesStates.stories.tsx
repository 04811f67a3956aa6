import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import {
  CardFailure,
  ResearchSkeleton,
  SitesEmpty,
  SitesFailure,
  SitesLoading,
} from '../../../src/features/mySites/MySitesStates';
import { MY_SITES_TEXT } from '../../../src/features/mySites/mySitesTexts';

const meta = {
  title: 'Pages/My Sites/States',
  component: SitesLoading,
} satisfies Meta<typeof SitesLoading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { cards: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(MY_SITES_TEXT.loading)).toBeInTheDocument();
    await expect(canvas.getByTestId('sites-skeleton').children).toHaveLength(2);
  },
};

export const Empty: Story = {
  render: () => <SitesEmpty createProjectHref="/hq?msf=create-project" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: MY_SITES_TEXT.emptyHeading })).toBeVisible();
    await expect(canvas.getByRole('link', { name: MY_SITES_TEXT.createFirstProject })).toHaveAttribute(
      'href',
      '/hq?msf=create-project',
    );
  },
};

const onRetry = fn();
export const Failures: Story = {
  name: 'Page and card failures',
  beforeEach: () => onRetry.mockClear(),
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--space-4)', maxWidth: '22rem' }}>
      <SitesFailure onRetry={onRetry} />
      <CardFailure
        message="We could not load the figures of acme.com."
        retryLabel="Retry the figures of acme.com"
        onRetry={onRetry}
      />
      <ResearchSkeleton label="Loading the figures of acme.com…" />
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry the figures of acme.com' }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText(MY_SITES_TEXT.loadFailed)).toBeVisible();
  },
};
