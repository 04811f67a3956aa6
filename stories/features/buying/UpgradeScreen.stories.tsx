import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http, type HttpHandler } from 'msw';
import type { within } from 'storybook/test';
import { expect, userEvent, waitFor } from 'storybook/test';

import { linkTo } from '../../../src/app/linkTo';
import { BUYING_TEXT, UPGRADE_TEXT } from '../../../src/features/buying/texts';
import { UpgradeScreen } from '../../../src/features/buying/UpgradeScreen';
import { CARD_FIELDS_TEXT } from '../../../src/features/shell/cardFieldsText';
import { CARD_REFUSAL_TEXT, TEST_CARDS } from '../../../src/lib/testCards';
import { errorBody } from '../../../src/mocks/errors';
import { buildPlanCatalogue, userPreset } from '../../../src/mocks/fixtures';
import { handlerGroups } from '../../../src/mocks/handlers';
import { http as apiHttp } from '../../../src/mocks/http';
import { errorFor, neverResolves } from '../../../src/mocks/variants';
import { user } from '../../../src/state';
import { arrivedAt, withScreenContext } from '../screenContext';

type Canvas = ReturnType<typeof within>;

const UPGRADE_PATH = linkTo('upgrade');
const FREE = { user: { ...userPreset('free'), isLoggedIn: true } };
const FULL = { user: { ...userPreset('full'), isLoggedIn: true } };

/** Handlers for the purchase area with `first` ahead of the mock API's (gate included). */
const purchase = (...first: HttpHandler[]) => ({
  msw: { handlers: { ...handlerGroups, purchase: [...first, ...handlerGroups.purchase] } },
});

/** The mock API lists no current plan; a full user's answer names it. */
const onBasicMonthly = apiHttp.get('/Endpoints/PurchaseApi/GetPlans', ({ response }) =>
  response(200).json(buildPlanCatalogue({ currentPlan: 'Basic', currentBillingCycle: 'Monthly' })),
);

/** The first plans call fails with a 500; later ones reach the mock API. Reset before each run. */
let planCalls = 0;
const failFirstPlans = http.get('/Endpoints/PurchaseApi/GetPlans', () => {
  planCalls += 1;
  return planCalls === 1 ? HttpResponse.json(errorBody(500), { status: 500 }) : undefined;
});

/** The account bought a plan in another tab: the purchase is refused (409), and the plans now name it. */
const boughtElsewhere = [
  http.get('/Endpoints/PurchaseApi/GetPlans', () => {
    planCalls += 1;
    return planCalls === 1
      ? undefined
      : HttpResponse.json(buildPlanCatalogue({ currentPlan: 'Basic', currentBillingCycle: 'Monthly' }));
  }),
  errorFor(
    'purchasePlan',
    409,
    'You already have a subscription. Change your plan on the upgrade page.',
    'ALREADY_SUBSCRIBED',
  ),
];

/** What the plan change sent, seen on the way to the mock API. Reset before each run. */
let changesSent: unknown[] = [];
const recordChange = http.post('/Endpoints/PurchaseApi/Upgrade', async ({ request }) => {
  changesSent.push(await request.clone().json());
  return undefined;
});

async function payWith(canvas: Canvas, number: string) {
  await userEvent.type(await canvas.findByLabelText(CARD_FIELDS_TEXT.name), 'Jane Marketer');
  await userEvent.type(canvas.getByLabelText(CARD_FIELDS_TEXT.number), number);
  await userEvent.selectOptions(canvas.getByLabelText(CARD_FIELDS_TEXT.month), '09');
  await userEvent.selectOptions(canvas.getByLabelText(CARD_FIELDS_TEXT.year), String(new Date().getFullYear() + 2));
  await userEvent.type(canvas.getByLabelText(CARD_FIELDS_TEXT.cvv), '123');
  await userEvent.click(canvas.getByRole('button', { name: BUYING_TEXT.submit }));
}

const meta = {
  title: 'Pages/Buying/Upgrade',
  component: UpgradeScreen,
  decorators: [withScreenContext('upgrade')],
  parameters: { router: { initialEntry: UPGRADE_PATH }, mockDb: { user: 'free' }, state: FREE },
} satisfies Meta<typeof UpgradeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// First: it also bears the cost of the file’s first render.
export const Loading: Story = {
  parameters: purchase(neverResolves('listPlans')),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(BUYING_TEXT.loading));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Upgrade Your Account' })).toBeVisible();
  },
};

export const Upgraded: Story = {
  name: 'Free account pays, then the receipt',
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Today you pay $39.00 for Basic, monthly.')).toBeVisible();
    await expect(canvas.queryByLabelText(BUYING_TEXT.emailLabel)).toBeNull();
    await payWith(canvas, TEST_CARDS.succeeds);
    await expect(await canvas.findByText(arrivedAt(linkTo('account:receipt', {}, { receiptId: 50231 })))).toBeVisible();
    // The user state was reloaded: a full user now.
    await expect(user.isFullUser).toBe(true);
  },
};

export const FromAnUpsell: Story = {
  name: 'From an upsell: the plan and cycle of the query chosen',
  parameters: { router: { initialEntry: `${UPGRADE_PATH}?plan=professional&cycle=annually` } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Today you pay $876 for Professional, annually.')).toBeVisible();
  },
};

export const Declined: Story = {
  name: 'Declined card: the message beside the number, the form kept',
  play: async ({ canvas }) => {
    await payWith(canvas, TEST_CARDS.declined);
    const number = canvas.getByLabelText(CARD_FIELDS_TEXT.number);
    await waitFor(() => expect(number).toHaveAccessibleDescription(CARD_REFUSAL_TEXT.declined));
    await expect(number).toHaveValue(TEST_CARDS.declined);
    await expect(canvas.getByLabelText(CARD_FIELDS_TEXT.name)).toHaveValue('Jane Marketer');
    await expect(canvas.getByLabelText(CARD_FIELDS_TEXT.cvv)).toHaveValue('123');
    await expect(canvas.getByRole('button', { name: BUYING_TEXT.submit })).toBeEnabled();
    await expect(user.isFullUser).toBe(false);
  },
};

export const VerificationFailed: Story = {
  name: 'Security code not verified: the message beside the code',
  play: async ({ canvas }) => {
    await payWith(canvas, TEST_CARDS.failsVerification);
    await waitFor(() =>
      expect(canvas.getByLabelText(CARD_FIELDS_TEXT.cvv)).toHaveAccessibleDescription(
        CARD_REFUSAL_TEXT.verificationFailed,
      ),
    );
  },
};

export const LoadFailedThenRetried: Story = {
  name: 'Plans failed to load, then a retry',
  parameters: purchase(failFirstPlans),
  beforeEach: () => {
    planCalls = 0;
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(BUYING_TEXT.loadFailed)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: BUYING_TEXT.retry }));
    await expect(await canvas.findByLabelText(CARD_FIELDS_TEXT.number)).toBeVisible();
    await expect(canvas.queryByText(BUYING_TEXT.loadFailed)).toBeNull();
  },
};

export const BoughtElsewhere: Story = {
  name: 'Bought in another tab (409): the plan it has now',
  parameters: purchase(...boughtElsewhere),
  beforeEach: () => {
    planCalls = 0;
  },
  play: async ({ canvas }) => {
    await payWith(canvas, TEST_CARDS.succeeds);
    await expect(await canvas.findByText('You are on the Basic plan, billed monthly.')).toBeVisible();
    await expect(canvas.queryByLabelText(CARD_FIELDS_TEXT.number)).toBeNull();
  },
};

export const LoggedOut: Story = {
  name: 'Logged out: a login that returns here',
  parameters: { mockDb: { user: 'loggedOut' }, state: { user: userPreset('loggedOut') } },
  play: async ({ canvas }) => {
    const login = await canvas.findByRole('link', { name: UPGRADE_TEXT.logInToUpgrade });
    await expect(login).toHaveAttribute('href', linkTo('auth:login', {}, { returnUrl: UPGRADE_PATH }));
    await expect(canvas.getByRole('link', { name: UPGRADE_TEXT.seePlans })).toHaveAttribute(
      'href',
      linkTo('buy:register'),
    );
  },
};

export const TeamMember: Story = {
  name: 'Team member: the plan is the owner’s (403)',
  parameters: {
    mockDb: { user: 'child' },
    state: { user: { ...userPreset('child'), isLoggedIn: true } },
    ...purchase(
      errorFor('listPlans', 403, 'Only the account owner can manage the subscription.', 'NOT_PARENT_ACCOUNT'),
    ),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(UPGRADE_TEXT.ownerOnly)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: BUYING_TEXT.retry })).toBeNull();
  },
};

export const FullUser: Story = {
  name: 'Full user: the current plan, then a change to Professional',
  parameters: { mockDb: { user: 'full' }, state: FULL, ...purchase(recordChange, onBasicMonthly) },
  beforeEach: () => {
    changesSent = [];
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You are on the Basic plan, billed monthly.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: UPGRADE_TEXT.annualOffer })).toHaveAttribute(
      'href',
      linkTo('upgrade:annual', { clickType: 'upgrade' }),
    );
    await expect(canvas.getByRole('link', { name: UPGRADE_TEXT.manageSubscription })).toHaveAttribute(
      'href',
      linkTo('account:subscription'),
    );
    await userEvent.click(canvas.getByRole('radio', { name: /^Professional/ }));
    await userEvent.click(canvas.getByRole('button', { name: UPGRADE_TEXT.changeSubmit }));
    await expect(await canvas.findByText(arrivedAt(linkTo('account:receipt', {}, { receiptId: 50232 })))).toBeVisible();
    await expect(changesSent).toEqual([
      { plan: 'Professional', billingCycle: 'Monthly', couponCode: null, click: null },
    ]);
  },
};

export const FullUserCardDeclined: Story = {
  name: 'Full user: the card on file declined (402), the choice kept',
  parameters: {
    mockDb: { user: 'full' },
    state: FULL,
    ...purchase(
      onBasicMonthly,
      errorFor(
        'upgradePlan',
        402,
        'The card on file was declined. Please update your payment information.',
        'BillingUnsuccessful',
      ),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: /^Professional/ }));
    await userEvent.click(canvas.getByRole('button', { name: UPGRADE_TEXT.changeSubmit }));
    await expect(
      await canvas.findByText('The card on file was declined. Please update your payment information.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: UPGRADE_TEXT.updateCard })).toHaveAttribute(
      'href',
      linkTo('account:settings'),
    );
    await expect(canvas.getByRole('radio', { name: /^Professional/ })).toBeChecked();
    await expect(canvas.getByRole('button', { name: UPGRADE_TEXT.changeSubmit })).toBeEnabled();
  },
};
