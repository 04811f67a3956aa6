import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { ScraperFreewallView } from '../../../src/features/errors/ScraperFreewallView';

const meta = {
  title: 'Pages/Errors/Scraper freewall/View',
  component: ScraperFreewallView,
  args: { returnUrl: '/seo/overview?query=example.com' },
} satisfies Meta<typeof ScraperFreewallView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Benefits: Story = {
  args: { section: 'benefits' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Why sign up' })).toHaveAttribute('aria-current', 'location');
    const benefits = within(canvas.getByRole('region', { name: 'What you get' }));
    await expect(benefits.getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
  },
};

export const SignUp: Story = {
  name: 'Sign up',
  args: { section: 'signup' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute('aria-current', 'location');
    await expect(canvas.getByRole('link', { name: 'Why sign up' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('heading', { name: 'Sign up for a free account to continue' })).toBeVisible();
    await expect(canvas.getByText('(no credit card required)')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign Up Free' })).toHaveAttribute(
      'href',
      '/freeaccount?returnUrl=%2Fseo%2Foverview%3Fquery%3Dexample.com',
    );
  },
};

export const LogIn: Story = {
  name: 'Log in',
  args: { section: 'login' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('aria-current', 'location');
    await expect(canvas.getByRole('heading', { name: 'Already a member?' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Login to your account' })).toHaveAttribute(
      'href',
      '/auth/login?returnUrl=%2Fseo%2Foverview%3Fquery%3Dexample.com',
    );
  },
};
