import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import type { Subscription } from '../../../src/features/account/subscription';
import { SUBSCRIPTION_TEXT as T } from '../../../src/features/account/subscriptionTexts';
import { SubscriptionView } from '../../../src/features/account/SubscriptionView';
import { fill, TEXT } from '../../../src/lib/spec/text';

const BASIC: Subscription = {
  productId: 1139,
  productName: 'Rivalscope Basic',
  plan: 'Basic',
  status: 'active',
  billingCycle: 'Monthly',
  amount: 39,
  nextBillingDate: '2025-06-18',
  pausedUntil: null,
  canPause: true,
};
const PAUSED: Subscription = {
  ...BASIC,
  status: 'paused',
  nextBillingDate: null,
  pausedUntil: '2025-08-18',
  canPause: false,
};
const CANCELLED: Subscription = { ...BASIC, status: 'cancelled', nextBillingDate: null, canPause: false };
const PRO_ANNUAL: Subscription = {
  productId: 1200,
  productName: 'Rivalscope Professional',
  plan: 'Professional',
  status: 'active',
  billingCycle: 'Annually',
  amount: 790,
  nextBillingDate: '2026-01-05',
  pausedUntil: null,
  canPause: false,
};

/** A button's accessible name: its visible text, then the subscription it acts on. */
const on = (text: string, subscription: Subscription = BASIC) => `${text}: ${subscription.productName}`;
const DIALOG_NAME = fill(T.cancelTitle, { product: BASIC.productName });

/** The cancellation dialog renders in a portal on the body, outside the story's root. */
async function cancelDialog() {
  return within(await screen.findByRole('dialog', { name: DIALOG_NAME }));
}

/** The live region (status or alert) that holds an element. */
const regionOf = (element: HTMLElement) => element.closest('[role="status"], [role="alert"]');

const meta = {
  title: 'Pages/Account/Subscription/View',
  component: SubscriptionView,
  args: {
    title: 'Subscription',
    load: 'ready',
    subscriptions: [BASIC],
    paymentHref: '/account/settings',
    plansHref: '/upgrade',
    onRetry: fn(),
    onPause: fn(),
    onUnpause: fn(),
    onReactivate: fn(),
    onStartCancel: fn(),
    onCancelStep: fn(),
    onCloseCancel: fn(),
    onUncancel: fn(),
    onConfirmCancel: fn(),
    onResendSurvey: fn(),
  },
} satisfies Meta<typeof SubscriptionView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { load: 'loading', subscriptions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(T.loading)).toHaveAttribute('role', 'status');
    await expect(canvas.queryByRole('list', { name: T.listLabel })).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const LoadFailed: Story = {
  name: 'Load failed',
  args: { load: 'failed', subscriptions: [] },
  play: async ({ args, canvas }) => {
    await expect(regionOf(canvas.getByText(T.loadFailed))).toHaveAttribute('role', 'alert');
    await userEvent.click(canvas.getByRole('button', { name: T.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  name: 'No subscription',
  args: { subscriptions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(T.empty)).toBeVisible();
    await expect(canvas.getByRole('link', { name: T.seePlans })).toHaveAttribute('href', '/upgrade');
  },
};

export const Active: Story = {
  play: async ({ args, canvas }) => {
    const card = within(canvas.getByRole('region', { name: BASIC.productName }));
    await expect(card.getByText(T.statusActive)).toBeVisible();
    // Plan, price, billing cycle and the next billing date, in the page's formats.
    await expect(card.getByText('Basic')).toBeVisible();
    await expect(card.getByText('$39.00 a month')).toBeVisible();
    await expect(card.getByText(T.cycleMonthly)).toBeVisible();
    await expect(card.getByText('Jun 18th, 2025')).toBeVisible();
    await expect(card.queryByRole('button', { name: on(T.reactivate) })).toBeNull();
    await expect(card.queryByRole('button', { name: on(T.unpause) })).toBeNull();

    await userEvent.click(card.getByRole('button', { name: on(T.pause) }));
    await expect(args.onPause).toHaveBeenCalledWith(BASIC.productId);
    // Cancel opens the cancellation flow: nothing is cancelled yet.
    await userEvent.click(card.getByRole('button', { name: on(T.cancel) }));
    await expect(args.onStartCancel).toHaveBeenCalledWith(BASIC.productId);
  },
};

export const Paused: Story = {
  args: { subscriptions: [PAUSED] },
  play: async ({ args, canvas }) => {
    const card = within(canvas.getByRole('region', { name: BASIC.productName }));
    await expect(card.getByText(T.statusPaused)).toBeVisible();
    await expect(card.getByText(T.pausedUntil)).toBeVisible();
    await expect(card.getByText('Aug 18th, 2025')).toBeVisible();
    await expect(card.queryByRole('button', { name: on(T.pause) })).toBeNull();
    // A paused subscription can still be cancelled.
    await expect(card.getByRole('button', { name: on(T.cancel) })).toBeEnabled();
    // The keyboard works the button as well as the pointer.
    card.getByRole('button', { name: on(T.unpause) }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onUnpause).toHaveBeenCalledWith(BASIC.productId);
  },
};

export const Cancelled: Story = {
  args: { subscriptions: [CANCELLED] },
  play: async ({ args, canvas }) => {
    const card = within(canvas.getByRole('region', { name: BASIC.productName }));
    await expect(card.getByText(T.statusCancelled)).toBeVisible();
    await expect(card.getByText(T.noFurtherBilling)).toBeVisible();
    await expect(card.queryByRole('button', { name: on(T.cancel) })).toBeNull();
    // The coupon is optional: blank, the reactivation goes without one.
    await userEvent.click(card.getByRole('button', { name: on(T.reactivate) }));
    await expect(args.onReactivate).toHaveBeenLastCalledWith(BASIC.productId, undefined);
    // Typed with stray spaces and sent with Enter from the field: trimmed.
    const coupon = card.getByRole('textbox', { name: T.couponLabel });
    await userEvent.type(coupon, '  SPRING {Enter}');
    await expect(args.onReactivate).toHaveBeenLastCalledWith(BASIC.productId, 'SPRING');
    // The contract's limit: the field takes 50 characters at most.
    await userEvent.clear(coupon);
    await userEvent.type(coupon, 'X'.repeat(60));
    await expect(coupon).toHaveValue('X'.repeat(50));
  },
};

export const Several: Story = {
  name: 'Several subscriptions',
  args: { subscriptions: [PRO_ANNUAL, { ...CANCELLED, status: 'expired' }] },
  play: async ({ args, canvas }) => {
    const list = canvas.getByRole('list', { name: T.listLabel });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const pro = within(canvas.getByRole('region', { name: PRO_ANNUAL.productName }));
    await expect(pro.getByText('$790 a year')).toBeVisible();
    await expect(pro.getByText(T.cycleAnnually)).toBeVisible();
    // This plan cannot be paused: the button is not offered at all.
    await expect(pro.queryByRole('button', { name: on(T.pause, PRO_ANNUAL) })).toBeNull();
    const basic = within(canvas.getByRole('region', { name: BASIC.productName }));
    await expect(basic.getByText(T.statusExpired)).toBeVisible();
    // Each button names its subscription.
    await userEvent.click(canvas.getByRole('button', { name: on(T.cancel, PRO_ANNUAL) }));
    await expect(args.onStartCancel).toHaveBeenCalledWith(PRO_ANNUAL.productId);
    await userEvent.click(canvas.getByRole('button', { name: on(T.reactivate) }));
    await expect(args.onReactivate).toHaveBeenCalledWith(BASIC.productId, undefined);
  },
};

export const Pausing: Story = {
  name: 'Pausing (in progress)',
  args: { pending: { productId: BASIC.productId, action: 'pause' } },
  play: async ({ args, canvas }) => {
    const region = canvas.getByRole('region', { name: BASIC.productName });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    const pause = within(region).getByRole('button', { name: on(T.pause) });
    await expect(pause).toHaveAttribute('aria-busy', 'true');
    await expect(pause).toHaveAttribute('aria-disabled', 'true');
    await expect(within(region).getByRole('button', { name: on(T.cancel) })).toBeDisabled();
    // The running button is announced; a second press does nothing.
    await expect(canvas.getByText(T.pausing)).toHaveAttribute('role', 'status');
    await userEvent.click(pause);
    await expect(args.onPause).not.toHaveBeenCalled();
  },
};

export const PauseFailed: Story = {
  name: 'Pause failed',
  args: { outcome: { kind: 'failed', productId: BASIC.productId, action: 'pause', reason: 'other' } },
  play: async ({ args, canvas }) => {
    const message = canvas.getByText(fill(T.pauseFailed, { product: BASIC.productName }));
    await expect(regionOf(message)).toHaveAttribute('role', 'alert');
    // Nothing changed, and the user can try again at once.
    await expect(canvas.getByText(T.statusActive)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: on(T.pause) }));
    await expect(args.onPause).toHaveBeenCalledWith(BASIC.productId);
  },
};

export const Reactivated: Story = {
  name: 'Reactivated with a coupon',
  args: { outcome: { kind: 'done', productId: BASIC.productId, action: 'reactivate', coupon: 'SPRING' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(fill(T.reactivatedWithCoupon, { product: BASIC.productName, coupon: 'SPRING' })),
    ).toHaveAttribute('role', 'status');
    await expect(canvas.getByRole('heading', { name: BASIC.productName })).toHaveFocus();
  },
};

export const ReactivateDeclined: Story = {
  name: 'Reactivation declined (card)',
  args: {
    subscriptions: [CANCELLED],
    outcome: { kind: 'failed', productId: BASIC.productId, action: 'reactivate', reason: 'declined' },
  },
  play: async ({ canvas }) => {
    await expect(regionOf(canvas.getByText(T.declined, { exact: false }))).toHaveAttribute('role', 'alert');
    await expect(canvas.getByRole('link', { name: T.updateCard })).toHaveAttribute('href', '/account/settings');
    await expect(canvas.getByRole('button', { name: on(T.reactivate) })).toBeEnabled();
  },
};

export const CouponRefused: Story = {
  name: 'Coupon refused',
  args: {
    subscriptions: [CANCELLED],
    outcome: { kind: 'failed', productId: BASIC.productId, action: 'reactivate', reason: 'coupon', coupon: 'NOPE' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(fill(T.couponRejected, { coupon: 'NOPE' }))).toBeVisible();
    const coupon = canvas.getByRole('textbox', { name: T.couponLabel });
    await expect(coupon).toHaveAttribute('aria-invalid', 'true');
    await expect(coupon).toHaveAccessibleDescription(T.couponRejectedField);
    // Editing the code clears the field's flag.
    await userEvent.type(coupon, 'SPRING');
    await expect(coupon).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText(T.couponRejectedField)).toBeNull();
  },
};

export const CancelOffers: Story = {
  name: 'Cancellation: offers to stay',
  args: { cancelFlow: { productId: BASIC.productId, step: 'offers' } },
  play: async ({ args }) => {
    const dialog = await cancelDialog();
    const offers = within(dialog.getByRole('list', { name: T.offersLabel }));
    await expect(offers.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(dialog.getByRole('button', { name: T.offerPauseButton }));
    await expect(args.onUncancel).toHaveBeenLastCalledWith(BASIC.productId, 'pause_subscription');
    await userEvent.click(dialog.getByRole('button', { name: T.offerAnnualButton }));
    await expect(args.onUncancel).toHaveBeenLastCalledWith(BASIC.productId, 'switch_to_annual');
    await userEvent.click(dialog.getByRole('button', { name: T.offerDiscountButton }));
    await expect(args.onUncancel).toHaveBeenLastCalledWith(BASIC.productId, 'accept_discount');
    await userEvent.click(dialog.getByRole('button', { name: T.keep }));
    await expect(args.onUncancel).toHaveBeenLastCalledWith(BASIC.productId, 'keep_subscription');
    await userEvent.click(dialog.getByRole('button', { name: T.continueToCancel }));
    await expect(args.onCancelStep).toHaveBeenCalledWith('survey');
    // Escape closes the dialog without cancelling.
    await userEvent.keyboard('{Escape}');
    await expect(args.onCloseCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirmCancel).not.toHaveBeenCalled();
  },
};

export const CancelOffersPaused: Story = {
  name: 'Cancellation: offers to a paused annual plan',
  args: {
    subscriptions: [{ ...PRO_ANNUAL, status: 'paused', pausedUntil: '2026-02-01', nextBillingDate: null }],
    cancelFlow: { productId: PRO_ANNUAL.productId, step: 'offers' },
  },
  play: async () => {
    const dialog = within(
      await screen.findByRole('dialog', { name: fill(T.cancelTitle, { product: PRO_ANNUAL.productName }) }),
    );
    // Already paused and already annual: only the discount is left to offer (and keeping it).
    await expect(dialog.queryByRole('button', { name: T.offerPauseButton })).toBeNull();
    await expect(dialog.queryByRole('button', { name: T.offerAnnualButton })).toBeNull();
    await expect(dialog.getByRole('button', { name: T.offerDiscountButton })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: T.keep })).toBeEnabled();
  },
};

export const OfferDeclined: Story = {
  name: 'Cancellation: offer declined (card)',
  args: {
    cancelFlow: {
      productId: BASIC.productId,
      step: 'offers',
      failure: { action: 'switch_to_annual', reason: 'declined' },
    },
  },
  play: async () => {
    const dialog = await cancelDialog();
    await expect(regionOf(dialog.getByText(T.declined, { exact: false }))).toHaveAttribute('role', 'alert');
    await expect(dialog.getByRole('link', { name: T.updateCard })).toHaveAttribute('href', '/account/settings');
    await expect(dialog.getByRole('button', { name: T.offerAnnualButton })).toBeEnabled();
  },
};

export const CancelSurvey: Story = {
  name: 'Cancellation: survey',
  args: { cancelFlow: { productId: BASIC.productId, step: 'survey' } },
  play: async ({ args }) => {
    const dialog = await cancelDialog();
    await expect(dialog.getByText(T.surveyLead)).toBeVisible();
    const reasons = dialog.getByRole('radiogroup', { name: T.surveyLabel });
    await expect(within(reasons).getAllByRole('radio')).toHaveLength(7);

    // No reason chosen: the form says what is missing and cancels nothing.
    await userEvent.click(dialog.getByRole('button', { name: T.confirmCancel }));
    await expect(dialog.getByText(TEXT.checkFieldsInRed)).toBeVisible();
    await expect(dialog.getByText(T.reasonRequired)).toBeVisible();
    await expect(args.onConfirmCancel).not.toHaveBeenCalled();
    // Focus goes to the reasons, where the fix is.
    await expect(within(reasons).getAllByRole('radio')[0]).toHaveFocus();

    await userEvent.click(dialog.getByRole('radio', { name: T.reasons.project_ended }));
    await expect(dialog.queryByText(T.reasonRequired)).toBeNull();
    const comments = dialog.getByRole('textbox', { name: T.commentsLabel });
    await userEvent.type(comments, 'Client campaign finished.');
    await expect(dialog.getByText('25/1770')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: T.confirmCancel }));
    await expect(args.onConfirmCancel).toHaveBeenCalledWith(BASIC.productId, {
      reason: 'project_ended',
      comments: 'Client campaign finished.',
    });

    await userEvent.click(dialog.getByRole('button', { name: T.back }));
    await expect(args.onCancelStep).toHaveBeenCalledWith('offers');
  },
};

export const Cancelling: Story = {
  name: 'Cancellation: cancelling (in progress)',
  args: {
    cancelFlow: { productId: BASIC.productId, step: 'survey' },
    pending: { productId: BASIC.productId, action: 'cancel' },
  },
  play: async ({ args }) => {
    const dialog = await cancelDialog();
    const confirm = dialog.getByRole('button', { name: T.confirmCancel });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(dialog.getByText(T.cancelling)).toHaveAttribute('role', 'status');
    await expect(dialog.getByRole('button', { name: T.back })).toBeDisabled();
    await expect(dialog.getByRole('textbox', { name: T.commentsLabel })).toBeDisabled();
    // The dialog stays open while the call runs, so its answer lands where the user is.
    await userEvent.keyboard('{Escape}');
    await expect(args.onCloseCancel).not.toHaveBeenCalled();
    await expect(screen.getByRole('dialog', { name: DIALOG_NAME })).toBeVisible();
  },
};

export const CancelFailed: Story = {
  name: 'Cancellation: cancel failed',
  args: {
    cancelFlow: { productId: BASIC.productId, step: 'survey', failure: { action: 'cancel', reason: 'other' } },
  },
  play: async ({ args }) => {
    const dialog = await cancelDialog();
    const message = dialog.getByText(fill(T.cancelFailed, { product: BASIC.productName }));
    await expect(regionOf(message)).toHaveAttribute('role', 'alert');
    await userEvent.click(dialog.getByRole('radio', { name: T.reasons.too_expensive }));
    await userEvent.click(dialog.getByRole('button', { name: T.confirmCancel }));
    await expect(args.onConfirmCancel).toHaveBeenCalledWith(BASIC.productId, { reason: 'too_expensive', comments: '' });
  },
};

export const SurveyNotSent: Story = {
  name: 'Cancellation: cancelled, survey not sent',
  args: {
    subscriptions: [CANCELLED],
    outcome: { kind: 'done', productId: BASIC.productId, action: 'cancel' },
    cancelFlow: { productId: BASIC.productId, step: 'survey-failed' },
  },
  play: async ({ args }) => {
    // The dialog now says the cancellation went through; only the answers are left to send.
    const dialog = within(
      await screen.findByRole('dialog', { name: fill(T.cancelledTitle, { product: BASIC.productName }) }),
    );
    await expect(dialog.getByRole('alert')).toHaveTextContent(T.surveyNotSent);
    await userEvent.click(dialog.getByRole('button', { name: T.sendAgain }));
    await expect(args.onResendSurvey).toHaveBeenCalledOnce();
    await userEvent.click(dialog.getByRole('button', { name: T.close }));
    await expect(args.onCloseCancel).toHaveBeenCalledOnce();
  },
};

export const OfferTaken: Story = {
  name: 'Cancellation: offer taken (paused instead)',
  args: {
    subscriptions: [PAUSED],
    outcome: { kind: 'done', productId: BASIC.productId, action: 'pause_subscription' },
  },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(
        canvas.getByText(fill(T.pausedOutcome, { product: BASIC.productName, date: 'Aug 18th, 2025' })),
      ).toHaveAttribute('role', 'status'),
    );
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(canvas.getByRole('button', { name: on(T.unpause) })).toBeEnabled();
  },
};
