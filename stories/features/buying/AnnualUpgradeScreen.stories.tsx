import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http, type HttpHandler } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor } from 'storybook/test';

import { linkTo } from '../../../src/app/linkTo';
import { routeNamed } from '../../../src/app/routes';
import { AnnualUpgradeScreen } from '../../../src/features/buying/AnnualUpgradeScreen';
import { ANNUAL_TEXT, BUYING_TEXT } from '../../../src/features/buying/texts';
import { errorBody } from '../../../src/mocks/errors';
import { buildAnnualUpgradeOffer, userPreset } from '../../../src/mocks/fixtures';
import { handlerGroups } from '../../../src/mocks/handlers';
import { http as apiHttp } from '../../../src/mocks/http';
import { errorFor, neverResolves } from '../../../src/mocks/variants';
import { tracking } from '../../../src/state';
import { withScreenContext } from '../screenContext';

const ANNUAL_ROUTE_PATH = routeNamed('upgrade:annual')?.path;
if (!ANNUAL_ROUTE_PATH) throw new Error('The route table has no upgrade:annual route.');

/** The screen reads :clickType from its route match, as in the app (withScreenContext renders no route table). */
const withAnnualRoute: Decorator = (Story) => (
  <Routes>
    <Route path={ANNUAL_ROUTE_PATH} element={<Story />} />
  </Routes>
);

const OFFER_PATH = linkTo('upgrade:annual', { clickType: 'email' });
const FULL = { user: { ...userPreset('full'), isLoggedIn: true } };
const CARD_ON_FILE_DECLINED = 'The card on file was declined. Please update your payment information.';
const ALREADY_ANNUAL = 'Your subscription is already billed annually.';

/** Handlers for the purchase area with `first` ahead of the mock API's (gate included). */
const purchase = (...first: HttpHandler[]) => ({
  msw: { handlers: { ...handlerGroups, purchase: [...first, ...handlerGroups.purchase] } },
});

const offering = (offer: Parameters<typeof buildAnnualUpgradeOffer>[0]) =>
  apiHttp.get('/Endpoints/PurchaseApi/GetAnnualUpgradeOffer', ({ response }) =>
    response(200).json(buildAnnualUpgradeOffer(offer)),
  );

// What the page sent and how often, seen on the way to the mock API. Reset before each run.
let offerQueries: (string | null)[] = [];
let switchesSent: unknown[] = [];
let offerCalls = 0;
let switchCalls = 0;

const recordOfferQuery = http.get('/Endpoints/PurchaseApi/GetAnnualUpgradeOffer', ({ request }) => {
  offerQueries.push(new URL(request.url).searchParams.get('clickType'));
  return undefined;
});
const recordSwitch = http.post('/Endpoints/PurchaseApi/UpgradeToAnnual', async ({ request }) => {
  switchesSent.push(await request.clone().json());
  return undefined;
});
const failFirstOffer = http.get('/Endpoints/PurchaseApi/GetAnnualUpgradeOffer', () => {
  offerCalls += 1;
  return offerCalls === 1 ? HttpResponse.json(errorBody(500), { status: 500 }) : undefined;
});
const declineFirstSwitch = http.post('/Endpoints/PurchaseApi/UpgradeToAnnual', () => {
  switchCalls += 1;
  return switchCalls === 1
    ? HttpResponse.json(errorBody(402, CARD_ON_FILE_DECLINED, 'BillingUnsuccessful'), { status: 402 })
    : undefined;
});
/** The offer is monthly when the page opens and annual once switched elsewhere; the switch says so (409). */
const switchedElsewhere = [
  http.get('/Endpoints/PurchaseApi/GetAnnualUpgradeOffer', () => {
    offerCalls += 1;
    return offerCalls === 1
      ? undefined
      : HttpResponse.json(buildAnnualUpgradeOffer({ isEligible: false, currentBillingCycle: 'Annually' }));
  }),
  errorFor('upgradeToAnnual', 409, ALREADY_ANNUAL, 'ALREADY_ANNUAL'),
];

const meta = {
  title: 'Pages/Buying/Annual billing',
  component: AnnualUpgradeScreen,
  decorators: [withAnnualRoute, withScreenContext('upgrade:annual')],
  parameters: { router: { initialEntry: OFFER_PATH }, mockDb: { user: 'full' }, state: FULL },
  beforeEach: () => {
    offerQueries = [];
    switchesSent = [];
    offerCalls = 0;
    switchCalls = 0;
  },
} satisfies Meta<typeof AnnualUpgradeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// First: it also bears the cost of the file’s first render.
export const Loading: Story = {
  parameters: purchase(neverResolves('getAnnualUpgradeOffer')),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(ANNUAL_TEXT.loading));
  },
};

export const Switched: Story = {
  name: 'Offer, one click, the new billing',
  parameters: purchase(recordOfferQuery, recordSwitch),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You save $72.00 a year.')).toBeVisible();
    await expect(canvas.getByText('We charge $396 today to your Visa ending in 1111.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: ANNUAL_TEXT.confirm }));
    await expect(await canvas.findByRole('heading', { level: 2, name: ANNUAL_TEXT.doneHeading })).toBeVisible();
    await expect(canvas.getByText('Your Basic plan now costs $396 a year ($33.00/month).')).toBeVisible();
    await expect(canvas.getByRole('link', { name: ANNUAL_TEXT.viewReceipt })).toHaveAttribute(
      'href',
      linkTo('account:receipt', {}, { receiptId: 50233 }),
    );
    // The path's click type went with both calls; the user state now says annual.
    await expect(offerQueries).toEqual(['email']);
    await expect(switchesSent).toEqual([{ clickType: 'email' }]);
    await waitFor(() => expect(tracking.billingCycle).toBe('Annually'));
  },
};

export const WithoutClickType: Story = {
  name: 'At /e: no click type sent',
  parameters: { router: { initialEntry: linkTo('upgrade:annual') }, ...purchase(recordOfferQuery, recordSwitch) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: ANNUAL_TEXT.confirm }));
    await canvas.findByRole('heading', { level: 2, name: ANNUAL_TEXT.doneHeading });
    await expect(offerQueries).toEqual([null]);
    await expect(switchesSent).toEqual([{ clickType: null }]);
  },
};

export const LoadFailedThenRetried: Story = {
  name: 'Offer failed to load, then a retry',
  parameters: purchase(failFirstOffer),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(ANNUAL_TEXT.loadFailed)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: BUYING_TEXT.retry }));
    await expect(await canvas.findByRole('button', { name: ANNUAL_TEXT.confirm })).toBeEnabled();
  },
};

export const DeclinedThenRetried: Story = {
  name: 'Card declined (402), then a retry',
  parameters: purchase(declineFirstSwitch),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: ANNUAL_TEXT.confirm }));
    await expect(await canvas.findByText(CARD_ON_FILE_DECLINED)).toBeVisible();
    await expect(canvas.getByRole('link', { name: ANNUAL_TEXT.updateCard })).toHaveAttribute(
      'href',
      linkTo('account:settings'),
    );
    await userEvent.click(canvas.getByRole('button', { name: BUYING_TEXT.retry }));
    await expect(await canvas.findByRole('heading', { level: 2, name: ANNUAL_TEXT.doneHeading })).toBeVisible();
  },
};

export const AlreadyAnnual: Story = {
  name: 'Already billed annually',
  parameters: purchase(offering({ isEligible: false, currentBillingCycle: 'Annually' })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your Basic plan is already billed annually.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: ANNUAL_TEXT.confirm })).toBeNull();
  },
};

export const SwitchedElsewhere: Story = {
  name: 'Already annual when confirmed (409): the offer read again',
  parameters: purchase(...switchedElsewhere),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: ANNUAL_TEXT.confirm }));
    await expect(await canvas.findByText('Your Basic plan is already billed annually.')).toBeVisible();
    await expect(canvas.getByText(ALREADY_ANNUAL)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: ANNUAL_TEXT.confirm })).toBeNull();
  },
};

export const NoPaidPlan: Story = {
  name: 'Not eligible: a free account',
  parameters: {
    mockDb: { user: 'free' },
    state: { user: { ...userPreset('free'), isLoggedIn: true } },
    ...purchase(offering({ isEligible: false, currentBillingCycle: 'None', payment: null })),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(ANNUAL_TEXT.noPlan)).toBeVisible();
    await expect(canvas.getByRole('link', { name: ANNUAL_TEXT.upgrade })).toHaveAttribute('href', linkTo('upgrade'));
  },
};

export const LoggedOut: Story = {
  name: 'Logged out: a login that returns here',
  parameters: { mockDb: { user: 'loggedOut' }, state: { user: userPreset('loggedOut') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: ANNUAL_TEXT.logIn })).toHaveAttribute(
      'href',
      linkTo('auth:login', {}, { returnUrl: OFFER_PATH }),
    );
  },
};

export const SessionEnded: Story = {
  name: 'Session ended (401): a login that returns here',
  parameters: purchase(errorFor('getAnnualUpgradeOffer', 401)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(ANNUAL_TEXT.loggedOutLead)).toBeVisible();
  },
};

export const TeamMember: Story = {
  name: 'Team member: billing is the owner’s (403)',
  parameters: {
    mockDb: { user: 'child' },
    state: { user: { ...userPreset('child'), isLoggedIn: true } },
    ...purchase(
      errorFor(
        'getAnnualUpgradeOffer',
        403,
        'Only the account owner can manage the subscription.',
        'NOT_PARENT_ACCOUNT',
      ),
    ),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(ANNUAL_TEXT.ownerOnly)).toBeVisible();
  },
};
