import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { PlansView } from '../../../src/features/buying/PlansView';
import { BUYING_TEXT } from '../../../src/features/buying/texts';
import { UI_TEXT } from '../../../src/lib/spec/text';
import { buildPlanCatalogue } from '../../../src/mocks/fixtures';

const meta = {
  title: 'Pages/Buying/Plans/View',
  component: PlansView,
  args: {
    title: 'Plans and Pricing',
    catalogue: buildPlanCatalogue(),
    onRetry: fn(),
    checkoutHref: (plan, cycle) => `/mainpurchase?plan=${plan}&cycle=${cycle}`,
  },
} satisfies Meta<typeof PlansView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Annual: Story = {
  name: 'Annual prices first',
  play: async ({ canvas }) => {
    const basic = within(canvas.getByRole('listitem', { name: 'Basic' }));
    await expect(basic.getByText('$33.00')).toBeVisible();
    await expect(basic.getByText('billed annually: $396 a year')).toBeVisible();
    await expect(canvas.getByText(UI_TEXT.saveWithAnnualBilling)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Choose Professional' })).toHaveAttribute(
      'href',
      '/mainpurchase?plan=Professional&cycle=Annually',
    );
  },
};

export const Monthly: Story = {
  name: 'Monthly prices',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Monthly'));
    await expect(within(canvas.getByRole('listitem', { name: 'Basic' })).getByText('$39.00')).toBeVisible();
    await expect(within(canvas.getByRole('listitem', { name: 'Professional' })).getByText('$79.00')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Choose Basic' })).toHaveAttribute(
      'href',
      '/mainpurchase?plan=Basic&cycle=Monthly',
    );
  },
};

export const Coupon: Story = {
  name: 'Coupon not valid',
  args: { catalogue: buildPlanCatalogue({ couponCode: 'expired', isCouponValid: false }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(BUYING_TEXT.couponInvalid)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { catalogue: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(BUYING_TEXT.loading);
  },
};

export const LoadFailed: Story = {
  name: 'Plans failed to load',
  args: { catalogue: 'failed' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(BUYING_TEXT.loadFailed);
    await userEvent.click(canvas.getByRole('button', { name: BUYING_TEXT.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
