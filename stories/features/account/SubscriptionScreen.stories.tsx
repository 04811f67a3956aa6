import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http, type HttpHandler } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { linkTo } from '../../../src/app/linkTo';
import type { Subscription } from '../../../src/features/account/subscription';
import { SubscriptionScreen } from '../../../src/features/account/SubscriptionScreen';
import { SUBSCRIPTION_TEXT as T } from '../../../src/features/account/subscriptionTexts';
import { fill, TEXT } from '../../../src/lib/spec/text';
import { errorBody } from '../../../src/mocks/errors';
import { buildSubscription, userPreset } from '../../../src/mocks/fixtures';
import { handlerGroups } from '../../../src/mocks/handlers';
import { http as apiHttp } from '../../../src/mocks/http';
import { errorFor, neverResolves } from '../../../src/mocks/variants';
import { withScreenContext } from '../screenContext';

const OWNER = { user: { ...userPreset('full'), isLoggedIn: true } };
/** The subscription the mock API lists: Rivalscope Basic, active, monthly. */
const BASIC = buildSubscription();
const CANCELLED: Subscription = {
  ...BASIC,
  status: 'cancelled',
  nextBillingDate: null,
  pausedUntil: null,
  canPause: false,
};
const PRODUCT = BASIC.productName;

/** A button's accessible name: its visible text, then the subscription it acts on. */
const on = (text: string) => `${text}: ${PRODUCT}`;
type Canvas = ReturnType<typeof within>;

/** The subscription's card, once the list has loaded. */
async function subscriptionCard(canvas: Canvas) {
  return within(await canvas.findByRole('region', { name: PRODUCT }));
}

/** The cancellation dialog renders in a portal on the body, outside the story's root. */
async function cancelDialog() {
  return within(await screen.findByRole('dialog', { name: fill(T.cancelTitle, { product: PRODUCT }) }));
}

/** Waits for `text` to be announced in the live region of `role` ('status' or 'alert'). */
async function announced(canvas: Canvas, text: string, role: 'status' | 'alert') {
  const element = await canvas.findByText(text, { exact: role === 'status' });
  await expect(element.closest(`[role="${role}"]`)).not.toBeNull();
  return element;
}

/** Handlers for the nsa-account area with `first` ahead of the mock API's (gate included). */
const nsaAccount = (...first: HttpHandler[]) => ({
  msw: { handlers: { ...handlerGroups, 'nsa-account': [...first, ...handlerGroups['nsa-account']] } },
});

/** The account's one subscription is cancelled when the page loads. */
const listsCancelled = apiHttp.get('/NsaApi/Account/GetSubscriptionList', ({ response }) =>
  response(200).json({ subscriptions: [CANCELLED] }),
);

// What the page sent, seen on the way to the mock API (these handlers answer nothing). Reset before each run.
let listCalls = 0;
let couponsSent: (string | null)[] = [];
let surveysSent: unknown[] = [];
let surveyCalls = 0;

const failFirstList = http.get('/NsaApi/Account/GetSubscriptionList', () => {
  listCalls += 1;
  return listCalls === 1 ? HttpResponse.json(errorBody(500), { status: 500 }) : undefined;
});
const recordCoupon = http.get('/NsaApi/Account/GetReactivateSubscription', ({ request }) => {
  couponsSent.push(new URL(request.url).searchParams.get('couponCode'));
  return undefined;
});
const recordSurvey = http.post('/NsaApi/Account/SubmitCancellationSurvey', async ({ request }) => {
  surveysSent.push(await request.clone().json());
  return undefined;
});
const failFirstSurvey = http.post('/NsaApi/Account/SubmitCancellationSurvey', () => {
  surveyCalls += 1;
  return surveyCalls === 1 ? HttpResponse.json(errorBody(500), { status: 500 }) : undefined;
});

const meta = {
  title: 'Pages/Account/Subscription',
  component: SubscriptionScreen,
  decorators: [withScreenContext('account:subscription')],
  parameters: { router: { initialEntry: linkTo('account:subscription') }, mockDb: { user: 'full' }, state: OWNER },
  beforeEach: () => {
    listCalls = 0;
    couponsSent = [];
    surveysSent = [];
    surveyCalls = 0;
  },
} satisfies Meta<typeof SubscriptionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
    const card = await subscriptionCard(canvas);
    await expect(card.getByText(T.statusActive)).toBeVisible();
    await expect(card.getByText('$39.00 a month')).toBeVisible();
    await expect(card.getByText('Jun 18th, 2025')).toBeVisible();
    await expect(card.getByRole('button', { name: on(T.pause) })).toBeEnabled();
    await expect(card.getByRole('button', { name: on(T.cancel) })).toBeEnabled();
    // The page sits in the account section, marked as the current page.
    await expect(canvas.getByRole('link', { name: 'Subscription' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Loading: Story = {
  parameters: nsaAccount(neverResolves('listSubscriptions')),
  play: async ({ canvas }) => {
    await announced(canvas, T.loading, 'status');
    await expect(canvas.queryByRole('region', { name: PRODUCT })).toBeNull();
  },
};

export const LoadFailed: Story = {
  name: 'Load failed, then retried',
  parameters: nsaAccount(failFirstList),
  play: async ({ canvas }) => {
    await announced(canvas, T.loadFailed, 'alert');
    await userEvent.click(canvas.getByRole('button', { name: T.retry }));
    const card = await subscriptionCard(canvas);
    await expect(card.getByText(T.statusActive)).toBeVisible();
    await expect(canvas.queryByText(T.loadFailed)).toBeNull();
  },
};

export const Paused: Story = {
  play: async ({ canvas }) => {
    const card = await subscriptionCard(canvas);
    await userEvent.click(card.getByRole('button', { name: on(T.pause) }));
    await announced(canvas, fill(T.pausedOutcome, { product: PRODUCT, date: 'Aug 18th, 2025' }), 'status');
    await expect(card.getByText(T.statusPaused)).toBeVisible();
    await expect(card.getByText(T.pausedUntil)).toBeVisible();
    await expect(card.queryByRole('button', { name: on(T.pause) })).toBeNull();
    await expect(card.getByRole('button', { name: on(T.unpause) })).toBeEnabled();
    // The pressed button is gone: focus waits on the subscription's heading, not at the top of the page.
    await waitFor(() => expect(canvas.getByRole('heading', { name: PRODUCT })).toHaveFocus());
  },
};

export const PausedThenResumed: Story = {
  name: 'Paused, then resumed',
  play: async ({ canvas }) => {
    const card = await subscriptionCard(canvas);
    await userEvent.click(card.getByRole('button', { name: on(T.pause) }));
    await userEvent.click(await card.findByRole('button', { name: on(T.unpause) }));
    await announced(canvas, fill(T.activeAgain, { product: PRODUCT, date: 'Jun 18th, 2025' }), 'status');
    await expect(card.getByText(T.statusActive)).toBeVisible();
    await expect(card.getByRole('button', { name: on(T.pause) })).toBeEnabled();
  },
};

export const Pausing: Story = {
  name: 'Pausing (in progress)',
  parameters: nsaAccount(neverResolves('pauseSubscription')),
  play: async ({ canvas }) => {
    const card = await subscriptionCard(canvas);
    const pause = card.getByRole('button', { name: on(T.pause) });
    await userEvent.click(pause);
    await expect(canvas.getByRole('region', { name: PRODUCT })).toHaveAttribute('aria-busy', 'true');
    await expect(pause).toHaveAttribute('aria-busy', 'true');
    await expect(card.getByRole('button', { name: on(T.cancel) })).toBeDisabled();
    await expect(card.getByText(T.statusActive)).toBeVisible();
  },
};

export const PauseFailed: Story = {
  name: 'Pause failed (500), page still usable',
  parameters: nsaAccount(errorFor('pauseSubscription', 500)),
  play: async ({ canvas }) => {
    const card = await subscriptionCard(canvas);
    await userEvent.click(card.getByRole('button', { name: on(T.pause) }));
    await announced(canvas, fill(T.pauseFailed, { product: PRODUCT }), 'alert');
    // Nothing changed, nothing is stuck: the subscription is still active and every action answers.
    await expect(card.getByText(T.statusActive)).toBeVisible();
    await expect(card.getByRole('button', { name: on(T.pause) })).toBeEnabled();
    await userEvent.click(card.getByRole('button', { name: on(T.cancel) }));
    const dialog = await cancelDialog();
    await userEvent.click(dialog.getByRole('button', { name: T.keep }));
    await announced(canvas, fill(T.keptOutcome, { product: PRODUCT }), 'status');
    await expect(canvas.queryByText(fill(T.pauseFailed, { product: PRODUCT }))).toBeNull();
  },
};

export const ChangedElsewhere: Story = {
  name: 'Changed elsewhere (409)',
  parameters: nsaAccount(errorFor('pauseSubscription', 409, 'This subscription is already paused.')),
  play: async ({ canvas }) => {
    const card = await subscriptionCard(canvas);
    await userEvent.click(card.getByRole('button', { name: on(T.pause) }));
    await announced(canvas, T.changedElsewhere, 'alert');
    // The list was loaded again: the page shows the subscription as the server has it.
    await expect(card.getByText(T.statusActive)).toBeVisible();
  },
};

export const CancelledThroughSurvey: Story = {
  name: 'Cancelled through the survey',
  parameters: nsaAccount(recordSurvey),
  play: async ({ canvas }) => {
    const card = await subscriptionCard(canvas);
    await userEvent.click(card.getByRole('button', { name: on(T.cancel) }));
    const dialog = await cancelDialog();
    await userEvent.click(dialog.getByRole('button', { name: T.continueToCancel }));
    // The survey wants a reason before anything is sent.
    await userEvent.click(await dialog.findByRole('button', { name: T.confirmCancel }));
    await expect(dialog.getByText(TEXT.checkFieldsInRed)).toBeVisible();
    await expect(dialog.getByText(T.reasonRequired)).toBeVisible();
    await expect(surveysSent).toEqual([]);

    await userEvent.click(dialog.getByRole('radio', { name: T.reasons.project_ended }));
    await userEvent.type(dialog.getByRole('textbox', { name: T.commentsLabel }), 'Client campaign finished.  ');
    await userEvent.click(dialog.getByRole('button', { name: T.confirmCancel }));

    await announced(canvas, fill(T.cancelledOutcome, { product: PRODUCT }), 'status');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(card.getByText(T.statusCancelled)).toBeVisible();
    await expect(card.getByRole('textbox', { name: T.couponLabel })).toBeVisible();
    await expect(surveysSent).toEqual([
      expect.objectContaining({
        productId: BASIC.productId,
        reason: 'project_ended',
        comments: 'Client campaign finished.',
      }),
    ]);
    await waitFor(() => expect(canvas.getByRole('heading', { name: PRODUCT })).toHaveFocus());
  },
};

export const CancelFailed: Story = {
  name: 'Cancel failed (500), answers kept',
  parameters: nsaAccount(errorFor('cancelSubscription', 500)),
  play: async ({ canvas }) => {
    const card = await subscriptionCard(canvas);
    await userEvent.click(card.getByRole('button', { name: on(T.cancel) }));
    const dialog = await cancelDialog();
    await userEvent.click(dialog.getByRole('button', { name: T.continueToCancel }));
    await userEvent.click(await dialog.findByRole('radio', { name: T.reasons.too_expensive }));
    await userEvent.type(dialog.getByRole('textbox', { name: T.commentsLabel }), 'Over budget this quarter.');
    await userEvent.click(dialog.getByRole('button', { name: T.confirmCancel }));

    const message = await dialog.findByText(fill(T.cancelFailed, { product: PRODUCT }));
    await expect(message.closest('[role="alert"]')).not.toBeNull();
    // Still in the dialog, with every answer as the user left it, ready to try again.
    await expect(dialog.getByRole('radio', { name: T.reasons.too_expensive })).toBeChecked();
    await expect(dialog.getByRole('textbox', { name: T.commentsLabel })).toHaveValue('Over budget this quarter.');
    await expect(dialog.getByRole('button', { name: T.confirmCancel })).toBeEnabled();
    // Closing it leaves the subscription as it was.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(card.getByText(T.statusActive)).toBeVisible();
  },
};

export const SurveyNotSent: Story = {
  name: 'Cancelled, survey sent on the second try',
  parameters: nsaAccount(failFirstSurvey),
  play: async ({ canvas }) => {
    const card = await subscriptionCard(canvas);
    await userEvent.click(card.getByRole('button', { name: on(T.cancel) }));
    const dialog = await cancelDialog();
    await userEvent.click(dialog.getByRole('button', { name: T.continueToCancel }));
    await userEvent.click(await dialog.findByRole('radio', { name: T.reasons.other }));
    await userEvent.click(dialog.getByRole('button', { name: T.confirmCancel }));

    // The cancellation went through; only the answers are left to send.
    const done = within(await screen.findByRole('dialog', { name: fill(T.cancelledTitle, { product: PRODUCT }) }));
    await expect(done.getByRole('alert')).toHaveTextContent(T.surveyNotSent);
    await expect(card.getByText(T.statusCancelled)).toBeVisible();
    await userEvent.click(done.getByRole('button', { name: T.sendAgain }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await announced(canvas, fill(T.cancelledOutcome, { product: PRODUCT }), 'status');
    await expect(surveyCalls).toBe(2);
  },
};

export const OfferTaken: Story = {
  name: 'Cancellation: paused instead',
  play: async ({ canvas }) => {
    const card = await subscriptionCard(canvas);
    await userEvent.click(card.getByRole('button', { name: on(T.cancel) }));
    const dialog = await cancelDialog();
    await userEvent.click(dialog.getByRole('button', { name: T.offerPauseButton }));
    await announced(canvas, fill(T.pausedOutcome, { product: PRODUCT, date: 'Aug 18th, 2025' }), 'status');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(card.getByText(T.statusPaused)).toBeVisible();
  },
};

export const SwitchedToAnnual: Story = {
  name: 'Cancellation: switched to annual billing',
  play: async ({ canvas }) => {
    const card = await subscriptionCard(canvas);
    await userEvent.click(card.getByRole('button', { name: on(T.cancel) }));
    const dialog = await cancelDialog();
    await userEvent.click(dialog.getByRole('button', { name: T.offerAnnualButton }));
    await announced(canvas, fill(T.annualOutcome, { product: PRODUCT, price: '$396 a year' }), 'status');
    await expect(card.getByText(T.cycleAnnually)).toBeVisible();
    await expect(card.getByText(T.statusActive)).toBeVisible();
  },
};

export const ReactivatedWithCoupon: Story = {
  name: 'Cancelled, reactivated with a coupon',
  parameters: nsaAccount(listsCancelled, recordCoupon),
  play: async ({ canvas }) => {
    const card = await subscriptionCard(canvas);
    await expect(card.getByText(T.statusCancelled)).toBeVisible();
    await userEvent.type(card.getByRole('textbox', { name: T.couponLabel }), ' SPRING ');
    await userEvent.click(card.getByRole('button', { name: on(T.reactivate) }));
    await announced(canvas, fill(T.reactivatedWithCoupon, { product: PRODUCT, coupon: 'SPRING' }), 'status');
    await expect(card.getByText(T.statusActive)).toBeVisible();
    await expect(card.queryByRole('textbox', { name: T.couponLabel })).toBeNull();
    await expect(couponsSent).toEqual(['SPRING']);
  },
};

export const ReactivateDeclined: Story = {
  name: 'Reactivation declined (402), coupon kept',
  parameters: nsaAccount(listsCancelled, errorFor('reactivateSubscription', 402)),
  play: async ({ canvas }) => {
    const card = await subscriptionCard(canvas);
    const coupon = card.getByRole('textbox', { name: T.couponLabel });
    await userEvent.type(coupon, 'SPRING');
    await userEvent.click(card.getByRole('button', { name: on(T.reactivate) }));
    await announced(canvas, T.declined, 'alert');
    await expect(canvas.getByRole('link', { name: T.updateCard })).toHaveAttribute('href', linkTo('account:settings'));
    await expect(coupon).toHaveValue('SPRING');
    await expect(card.getByRole('button', { name: on(T.reactivate) })).toBeEnabled();
    await expect(card.getByText(T.statusCancelled)).toBeVisible();
  },
};
