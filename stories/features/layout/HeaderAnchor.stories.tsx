import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor } from 'storybook/test';

import { linkTo } from '../../../src/app/linkTo';
import { HeaderAnchor } from '../../../src/features/layout/HeaderAnchor';
import { LIVE_CHAT_HREF } from '../../../src/features/layout/headerTexts';

/** Shows the story router's location, so a story can see a router link navigate. */
function Location() {
  const { pathname } = useLocation();
  return <output aria-label="Location">{pathname}</output>;
}

const meta = {
  title: 'Pages/Layout/Header/Link',
  component: HeaderAnchor,
  decorators: [
    (Story) => (
      <div style={{ display: 'grid', gap: 'var(--space-4)', padding: 'var(--space-6)' }}>
        <Story />
        <Location />
      </div>
    ),
  ],
} satisfies Meta<typeof HeaderAnchor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AppPath: Story = {
  name: 'App path: navigates in the app',
  args: { link: { label: 'SERP Checker', href: linkTo('keyword:serp-analysis') } },
  parameters: { router: { initialEntry: '/seo/overview' } },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'SERP Checker' });
    await expect(link).toHaveAttribute('href', '/keyword/serp-analysis');
    await expect(canvas.getByRole('status', { name: 'Location' })).toHaveTextContent('/seo/overview');
    // A router link: following it changes the app's route; the page itself stays.
    await userEvent.click(link);
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Location' })).toHaveTextContent('/keyword/serp-analysis'),
    );
  },
};

export const External: Story = {
  name: 'Other address: a plain link',
  args: { link: { label: 'Live chat', href: LIVE_CHAT_HREF } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Live chat' })).toHaveAttribute('href', LIVE_CHAT_HREF);
  },
};
