import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { ComingSoonView } from '../../../src/features/shell/ComingSoonView';

const seoSection = {
  label: 'SEO Research',
  links: [
    { label: 'Overview', href: '/seo/overview?query=example.com', current: false },
    { label: 'Keywords', href: '/seo/keywords?query=example.com', current: true },
    { label: 'Backlinks', href: '/seo/backlinks?query=example.com', current: false },
  ],
};

const meta = {
  title: 'Pages/Shell/Not yet available/View',
  component: ComingSoonView,
  args: {
    title: 'SEO Keyword Research',
    description: 'The keywords a domain or URL ranks for, with positions, search volume and clicks.',
    homeHref: '/',
  },
} satisfies Meta<typeof ComingSoonView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithSearch: Story = {
  name: 'With a search',
  args: { section: seoSection, query: 'example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'SEO Keyword Research' })).toBeVisible();
    await expect(canvas.getByText('Search: example.com')).toBeVisible();
    const state = within(canvas.getByRole('region', { name: 'This page is not available yet' }));
    await expect(state.getByText('Coming soon')).toBeVisible();
    await expect(state.getByText('What you will find here')).toBeVisible();
    await expect(
      state.getByText('The keywords a domain or URL ranks for, with positions, search volume and clicks.'),
    ).toBeVisible();
    await expect(
      state.getByText(
        'Your search for “example.com” is kept in this page’s address, so the same link will show its results once the page is ready.',
      ),
    ).toBeVisible();
    await expect(state.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  },
};

export const WithoutSearch: Story = {
  name: 'Without a search',
  args: { section: seoSection },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/^Search:/)).toBeNull();
    await expect(canvas.queryByText(/Your search for/)).toBeNull();
    await expect(
      canvas.getByText('We are building this page now. It will appear at this address in a coming release.'),
    ).toBeVisible();
    const keywords = canvas.getByRole('link', { name: 'Keywords' });
    await expect(keywords).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Overview' })).toHaveFocus();
  },
};

export const OutsideASection: Story = {
  name: 'Outside a section',
  args: {
    title: 'Log Out',
    description: 'Ends your session on this device and takes you back to the home page.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Log Out' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'This page is not available yet' })).toBeVisible();
  },
};
