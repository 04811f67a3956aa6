import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { FreeAccountView } from '../../../src/features/auth/FreeAccountView';
import { FREE_ACCOUNT_TEXT } from '../../../src/features/auth/texts';
import { UI_TEXT } from '../../../src/lib/spec/text';

const meta = {
  title: 'Pages/Auth/Free account/View',
  component: FreeAccountView,
  args: {
    title: 'Create a Free Account',
    loginHref: '/auth/login',
    plansHref: '/buy/register',
    onSubmit: fn(),
  },
} satisfies Meta<typeof FreeAccountView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create a Free Account' })).toBeVisible();
    for (const benefit of FREE_ACCOUNT_TEXT.benefits) await expect(canvas.getByText(benefit)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: UI_TEXT.signUpHeading })).toBeVisible();
  },
};

export const Phone: Story = {
  name: 'On a phone',
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvas }) => {
    // One column: the form comes below the benefits.
    const benefits = canvas.getByRole('list').getBoundingClientRect();
    const form = canvas.getByRole('form').getBoundingClientRect();
    await expect(form.top).toBeGreaterThan(benefits.bottom);
  },
};
