import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { ScraperFreewallScreen } from '../../../src/features/errors/ScraperFreewallScreen';

const meta = {
  title: 'Pages/Errors/Scraper freewall',
  component: ScraperFreewallScreen,
} satisfies Meta<typeof ScraperFreewallScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HashKept: Story = {
  name: 'A known hash (#login) picks its section',
  parameters: { router: { initialEntry: '/scraper-freewall#login' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('aria-current', 'location');
  },
};

export const UnknownHash: Story = {
  name: 'Any other hash means #benefits',
  parameters: { router: { initialEntry: '/scraper-freewall#pricing' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Why sign up' })).toHaveAttribute('aria-current', 'location');
  },
};

export const ReturnUrl: Story = {
  name: 'The return URL reaches sign-up and login',
  parameters: { router: { initialEntry: '/scraper-freewall?returnUrl=%2Fkeyword%2Foverview%3Fquery%3Dshoes#signup' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Sign Up Free' })).toHaveAttribute(
      'href',
      '/freeaccount?returnUrl=%2Fkeyword%2Foverview%3Fquery%3Dshoes',
    );
    await expect(canvas.getByRole('link', { name: 'Login to your account' })).toHaveAttribute(
      'href',
      '/auth/login?returnUrl=%2Fkeyword%2Foverview%3Fquery%3Dshoes',
    );
  },
};

export const ForeignReturnUrl: Story = {
  name: 'A return URL to another site is refused',
  parameters: { router: { initialEntry: '/scraper-freewall?returnUrl=https%3A%2F%2Fevil.example#signup' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Sign Up Free' })).toHaveAttribute(
      'href',
      '/freeaccount?returnUrl=%2F',
    );
  },
};
