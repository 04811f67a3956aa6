import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { SectionFrame } from '../../../src/features/shell/SectionFrame';

const section = {
  label: 'Account',
  links: [
    { label: 'Settings', href: '/account/settings', current: false },
    { label: 'Subscription', href: '/account/subscription', current: true },
    { label: 'Receipts', href: '/account/receipts', current: false },
  ],
};

const meta = {
  title: 'Pages/Shell/Section frame',
  component: SectionFrame,
  args: {
    title: 'Subscription',
    children: <p>Your plan and billing cycle.</p>,
  },
} satisfies Meta<typeof SectionFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithSectionNavigation: Story = {
  name: 'With section navigation',
  args: { section },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Account' }));
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Settings',
      'Subscription',
      'Receipts',
    ]);
    await expect(nav.getByRole('link', { name: 'Subscription' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Settings' })).not.toHaveAttribute('aria-current');
    await expect(nav.getByRole('link', { name: 'Receipts' })).toHaveAttribute('href', '/account/receipts');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent('Your plan and billing cycle.');
  },
};

export const WithoutSection: Story = {
  name: 'Without a section',
  args: { title: 'Log Out', subtitle: 'Ends your session on this device.' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Log Out' })).toBeVisible();
    await expect(canvas.getByText('Ends your session on this device.')).toBeVisible();
  },
};
