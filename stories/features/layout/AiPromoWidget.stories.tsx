import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent } from 'storybook/test';

import { aiPromoUrl } from './footerPlay';
import { AiPromoWidget } from '../../../src/features/layout/AiPromoWidget';
import { userPreset } from '../../../src/mocks/fixtures/account';

const USER_ID = userPreset('free').userId;

/** The widget sits in the dark footer; the stories show it there, at the width of its column. */
const inFooterColumn: Decorator = (Story) => (
  <div style={{ maxWidth: 560, padding: 'var(--space-8)', background: 'var(--color-brand-900)' }}>
    <Story />
  </div>
);

const meta = {
  title: 'Pages/Layout/Footer/AI promo',
  component: AiPromoWidget,
  decorators: [inFooterColumn],
  args: { page: 'home', sfu: 'free' },
} satisfies Meta<typeof AiPromoWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Is your content ready for AI search?' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Domain to scan' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'Domain to scan' })).toHaveAttribute('placeholder', 'example.com');
    await expect(canvas.getByRole('button', { name: 'Scan with AI' })).toBeEnabled();
    await expect(canvas.getByText('The scan opens on our partner’s site in a new tab.')).toBeVisible();
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

export const EmptyDomain: Story = {
  name: 'Empty domain',
  play: async ({ canvas }) => {
    const open = spyOn(window, 'open').mockImplementation(() => null);
    try {
      const field = canvas.getByRole('textbox', { name: 'Domain to scan' });
      await userEvent.type(field, '   ');
      await userEvent.click(canvas.getByRole('button', { name: 'Scan with AI' }));
      await expect(open).not.toHaveBeenCalled();
      await expect(canvas.getByRole('alert')).toHaveTextContent('Enter a domain to scan, such as example.com.');
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      // What was typed is kept.
      await expect(field).toHaveValue('   ');
    } finally {
      open.mockRestore();
    }
  },
};

export const LoggedOutScan: Story = {
  name: 'Scan, logged out',
  args: { page: 'seo:overview', defaultDomain: 'example.com' },
  play: async ({ canvas }) => {
    const open = spyOn(window, 'open').mockImplementation(() => null);
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Scan with AI' }));
      await expect(open).toHaveBeenCalledTimes(1);
      await expect(open).toHaveBeenCalledWith(aiPromoUrl('example.com', 'seo:overview', 'free'), '_blank', 'noopener');
      await expect(open.mock.calls[0]?.[0]).toBe(
        'https://partners.rivalscope.dev/ai-content-scan?domain=example.com&page=seo%3Aoverview&sfu=free',
      );
      await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
    } finally {
      open.mockRestore();
    }
  },
};

export const LoggedInScan: Story = {
  name: 'Scan, logged in',
  args: { page: 'hq', sfu: USER_ID, defaultDomain: 'shop.example.org' },
  play: async ({ canvas }) => {
    const open = spyOn(window, 'open').mockImplementation(() => null);
    try {
      // Enter scans too.
      await userEvent.type(canvas.getByRole('textbox', { name: 'Domain to scan' }), '{Enter}');
      await expect(open).toHaveBeenCalledWith(aiPromoUrl('shop.example.org', 'hq', USER_ID), '_blank', 'noopener');
    } finally {
      open.mockRestore();
    }
  },
};
