import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { AnnualUpgradeView } from '../../../src/features/buying/AnnualUpgradeView';
import { ANNUAL_TEXT, BUYING_TEXT } from '../../../src/features/buying/texts';
import { buildAnnualUpgradeOffer, buildPurchaseResult } from '../../../src/mocks/fixtures';

const OFFER = buildAnnualUpgradeOffer();
const CARD_ON_FILE_DECLINED = 'The card on file was declined. Please update your payment information.';

type Canvas = ReturnType<typeof within>;
const pageAlert = (canvas: Canvas) => canvas.getAllByRole('alert')[0];

const meta = {
  title: 'Pages/Buying/Annual billing/View',
  component: AnnualUpgradeView,
  args: {
    title: 'Switch to Annual Billing',
    load: 'ready',
    offer: OFFER,
    onRetry: fn(),
    confirmation: { kind: 'idle' },
    onConfirm: fn(),
    links: {
      login: '/auth/login?returnUrl=%2Fe%2Femail',
      subscription: '/account/subscription',
      settings: '/account/settings',
      upgrade: '/upgrade',
      receipt: (receiptId: number) => `/account/receipt?receiptId=${receiptId}`,
    },
  },
} satisfies Meta<typeof AnnualUpgradeView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offer: Story = {
  name: 'Offer: monthly against annual, the saving, one click',
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Switch to Annual Billing' })).toBeVisible();
    await expect(canvas.getByText('Your Basic plan, paid once a year instead of every month.')).toBeVisible();
    const now = within(canvas.getByRole('region', { name: ANNUAL_TEXT.nowLabel }));
    await expect(now.getByText('$39.00/month')).toBeVisible();
    await expect(now.getByText('billed monthly: $468 a year')).toBeVisible();
    const annual = within(canvas.getByRole('region', { name: ANNUAL_TEXT.annualLabel }));
    await expect(annual.getByText('$33.00/month')).toBeVisible();
    await expect(annual.getByText('billed annually: $396 a year')).toBeVisible();
    await expect(canvas.getByText('You save $72.00 a year.')).toBeVisible();
    await expect(canvas.getByText('We charge $396 today to your Visa ending in 1111.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: ANNUAL_TEXT.confirm }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const NoCardOnFile: Story = {
  name: 'No card on file: add one first',
  args: { offer: { ...OFFER, payment: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(ANNUAL_TEXT.noCard)).toBeVisible();
    await expect(canvas.getByRole('link', { name: ANNUAL_TEXT.addCard })).toHaveAttribute('href', '/account/settings');
    await expect(canvas.getByRole('button', { name: ANNUAL_TEXT.confirm })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { load: 'loading', offer: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(ANNUAL_TEXT.loading);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const LoadFailed: Story = {
  name: 'Offer failed to load: retry',
  args: { load: 'failed', offer: null },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(ANNUAL_TEXT.loadFailed);
    await userEvent.click(canvas.getByRole('button', { name: BUYING_TEXT.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LoggedOut: Story = {
  name: 'Logged out: log in first',
  args: { load: 'loggedOut', offer: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(ANNUAL_TEXT.loggedOutLead)).toBeVisible();
    await expect(canvas.getByRole('link', { name: ANNUAL_TEXT.logIn })).toHaveAttribute(
      'href',
      '/auth/login?returnUrl=%2Fe%2Femail',
    );
  },
};

export const TeamMember: Story = {
  name: 'Team member: billing is the owner’s',
  args: { load: 'ownerOnly', offer: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(ANNUAL_TEXT.ownerOnly)).toBeVisible();
    await expect(canvas.getByRole('link', { name: ANNUAL_TEXT.toSettings })).toBeVisible();
  },
};

export const Confirming: Story = {
  name: 'Switching',
  args: { confirmation: { kind: 'confirming' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: ANNUAL_TEXT.confirm })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText(ANNUAL_TEXT.confirming)).toBeInTheDocument();
  },
};

export const Done: Story = {
  name: 'Done: the new billing',
  args: {
    confirmation: {
      kind: 'done',
      result: buildPurchaseResult({ receiptId: 50233, billingCycle: 'Annually', amountCharged: 396 }),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: ANNUAL_TEXT.doneHeading })).toBeVisible();
    await expect(canvas.getByText('Your Basic plan now costs $396 a year ($33.00/month).')).toBeVisible();
    await expect(canvas.getByText('We charged $396 to your Visa ending in 1111.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: ANNUAL_TEXT.viewReceipt })).toHaveAttribute(
      'href',
      '/account/receipt?receiptId=50233',
    );
    await expect(canvas.getByRole('link', { name: ANNUAL_TEXT.manageSubscription })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: ANNUAL_TEXT.confirm })).toBeNull();
  },
};

export const Declined: Story = {
  name: 'Card declined: the decline text, a new card, retry',
  args: { confirmation: { kind: 'failed', failure: { kind: 'declined', message: CARD_ON_FILE_DECLINED } } },
  play: async ({ args, canvas }) => {
    const alert = pageAlert(canvas);
    await expect(alert).toHaveTextContent(CARD_ON_FILE_DECLINED);
    await expect(within(alert).getByRole('link', { name: ANNUAL_TEXT.updateCard })).toHaveAttribute(
      'href',
      '/account/settings',
    );
    // The offer stays; its button tries again.
    await expect(canvas.getByText('You save $72.00 a year.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: BUYING_TEXT.retry }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const Failed: Story = {
  name: 'Switch failed: retry',
  args: { confirmation: { kind: 'failed', failure: { kind: 'failed', message: ANNUAL_TEXT.failed } } },
  play: async ({ canvas }) => {
    await expect(pageAlert(canvas)).toHaveTextContent(ANNUAL_TEXT.failed);
    await expect(canvas.queryByRole('link', { name: ANNUAL_TEXT.updateCard })).toBeNull();
    await expect(canvas.getByRole('button', { name: BUYING_TEXT.retry })).toBeEnabled();
  },
};

export const AlreadyAnnual: Story = {
  name: 'Already billed annually',
  args: { offer: { ...OFFER, isEligible: false, currentBillingCycle: 'Annually' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your Basic plan is already billed annually.')).toBeVisible();
    await expect(canvas.getByText('$33.00/month, billed annually: $396 a year')).toBeVisible();
    await expect(canvas.getByRole('link', { name: ANNUAL_TEXT.manageSubscription })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const SwitchedElsewhere: Story = {
  name: 'Already annual when confirmed (409): the server’s word, the offer read again',
  args: {
    offer: { ...OFFER, isEligible: false, currentBillingCycle: 'Annually' },
    confirmation: {
      kind: 'failed',
      failure: { kind: 'changed', message: 'Your subscription is already billed annually.' },
    },
  },
  play: async ({ canvas }) => {
    await expect(pageAlert(canvas)).toHaveTextContent('Your subscription is already billed annually.');
    await expect(canvas.getByText('Your Basic plan is already billed annually.')).toBeVisible();
  },
};

export const NoPaidPlan: Story = {
  name: 'Not eligible: no paid plan',
  args: { offer: { ...OFFER, isEligible: false, currentBillingCycle: 'None', payment: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(ANNUAL_TEXT.noPlan)).toBeVisible();
    await expect(canvas.getByRole('link', { name: ANNUAL_TEXT.upgrade })).toHaveAttribute('href', '/upgrade');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const NotActive: Story = {
  name: 'Not eligible: subscription paused or cancelled',
  args: { offer: { ...OFFER, isEligible: false, currentBillingCycle: 'Monthly' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(ANNUAL_TEXT.notActive)).toBeVisible();
    await expect(canvas.getByRole('link', { name: ANNUAL_TEXT.manageSubscription })).toHaveAttribute(
      'href',
      '/account/subscription',
    );
  },
};
