import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http as mswHttp } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { DECLINED, GOOD_CARD, sectionOf, statusOf, TODAY, typeCard } from './settingsStoryKit';
import { linkTo } from '../../../../src/app/linkTo';
import { SettingsScreen } from '../../../../src/features/account/settings/SettingsScreen';
import { SETTINGS_TEXT } from '../../../../src/features/account/settings/settingsTexts';
import { CARD_FIELDS_TEXT } from '../../../../src/features/shell/cardFieldsText';
import { fill, TEXT } from '../../../../src/lib/spec/text';
import { getMockDb } from '../../../../src/mocks/db';
import { errorBody, validationError } from '../../../../src/mocks/errors';
import { buildAccountInfo, userPreset } from '../../../../src/mocks/fixtures';
import { handlerGroups } from '../../../../src/mocks/handlers';
import { http } from '../../../../src/mocks/http';
import { errorFor, neverResolves } from '../../../../src/mocks/variants';
import { user } from '../../../../src/state';
import { withScreenContext } from '../../screenContext';

const FULL = userPreset('full');
const LOGGED_IN = { user: { ...FULL, isLoggedIn: true } };

/** The page has loaded once its first section shows the account's name. */
const loaded = async (canvas: { findByRole: (role: 'textbox', options: { name: string }) => Promise<HTMLElement> }) =>
  canvas.findByRole('textbox', { name: SETTINGS_TEXT.nameLabel });

const withAccount = (...handlers: typeof handlerGroups.account) => ({
  msw: { handlers: { ...handlerGroups, account: [...handlers, ...handlerGroups.account] } },
});

/** The first GetAccountInfo fails with a 500; later ones reach the mock API. Reset before each run. */
let accountInfoCalls = 0;
const failFirstLoad = mswHttp.get('/Endpoints/AccountApi/GetAccountInfo', () => {
  accountInfoCalls += 1;
  // Returning nothing hands the request on to the mock API's handler.
  return accountInfoCalls === 1 ? HttpResponse.json(errorBody(500), { status: 500 }) : undefined;
});

/** An account that has not accepted the terms of service yet. */
const termsNotAccepted = http.get('/Endpoints/AccountApi/GetAccountInfo', ({ response }) =>
  response(200).json(buildAccountInfo({ hasAcceptedTermsOfService: false })),
);

/** A server whose password policy refuses what the form lets through. */
const passwordRefused = http.post('/Endpoints/AccountApi/JsonChangePassword', ({ response }) =>
  response(400).json(validationError([{ field: 'body.newPassword', message: TEXT.passwordTooShort }])),
);

const meta = {
  title: 'Pages/Account/Settings',
  component: SettingsScreen,
  args: { today: TODAY },
  decorators: [withScreenContext('account:settings')],
  parameters: { router: { initialEntry: linkTo('account:settings') }, mockDb: { user: 'full' }, state: LOGGED_IN },
} satisfies Meta<typeof SettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: withAccount(neverResolves('getAccountInfo')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(SETTINGS_TEXT.loading)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

export const Owner: Story = {
  name: 'Account owner',
  play: async ({ canvas, canvasElement }) => {
    await expect(await loaded(canvas)).toHaveValue('Jane Marketer');
    // The account section's navigation marks this page.
    await expect(canvas.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('textbox', { name: SETTINGS_TEXT.emailLabel })).toHaveValue('jane@example.com');
    await expect(
      within(sectionOf(canvasElement, SETTINGS_TEXT.cardHeading)).getByText('Visa ending in 1111'),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: fill(SETTINGS_TEXT.emailsLabel, { n: 1 }) })).toHaveValue(
      'billing@example.com',
    );
    await expect(canvas.getByRole('textbox', { name: SETTINGS_TEXT.city })).toHaveValue('Scottsdale');
    await expect(canvas.getByRole('link', { name: SETTINGS_TEXT.termsLink })).toHaveAttribute(
      'href',
      linkTo('marketing:termsconditions'),
    );
  },
};

export const LoadFailed: Story = {
  name: 'Load failed, then retried',
  parameters: withAccount(failFirstLoad),
  beforeEach: () => {
    accountInfoCalls = 0;
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(SETTINGS_TEXT.loadFailed));
    await userEvent.click(canvas.getByRole('button', { name: SETTINGS_TEXT.retry }));
    await expect(await loaded(canvas)).toHaveValue('Jane Marketer');
    await expect(canvas.queryByText(SETTINGS_TEXT.loadFailed)).toBeNull();
  },
};

export const ChangeName: Story = {
  name: 'Change the name',
  play: async ({ canvas, canvasElement }) => {
    const name = await loaded(canvas);
    await userEvent.clear(name);
    await userEvent.type(name, 'Jane M.');
    await userEvent.click(canvas.getByRole('button', { name: SETTINGS_TEXT.nameSave }));
    await waitFor(() =>
      expect(statusOf(sectionOf(canvasElement, SETTINGS_TEXT.nameHeading))).toHaveTextContent(
        fill(SETTINGS_TEXT.nameSaved, { name: 'Jane M.' }),
      ),
    );
    await expect(getMockDb().user.name).toBe('Jane M.');
    // The user state is reloaded, so the header shows the new name.
    await waitFor(() => expect(user.name).toBe('Jane M.'));
  },
};

export const NameServerError: Story = {
  name: 'Name not saved (server error)',
  parameters: withAccount(errorFor('changeDisplayName', 500)),
  play: async ({ canvas, canvasElement }) => {
    const name = await loaded(canvas);
    await userEvent.clear(name);
    await userEvent.type(name, 'Jane M.');
    await userEvent.click(canvas.getByRole('button', { name: SETTINGS_TEXT.nameSave }));
    const section = within(sectionOf(canvasElement, SETTINGS_TEXT.nameHeading));
    await waitFor(() => expect(section.getByRole('alert')).toHaveTextContent(SETTINGS_TEXT.nameFailed));
    await expect(name).toHaveValue('Jane M.');
    await expect(getMockDb().user.name).toBe('Jane Marketer');
  },
};

export const ChangeEmail: Story = {
  name: 'Change the e-mail',
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvas);
    const email = canvas.getByRole('textbox', { name: SETTINGS_TEXT.emailLabel });
    await userEvent.clear(email);
    await userEvent.type(email, 'jane.new@example.com');
    await userEvent.click(canvas.getByRole('button', { name: SETTINGS_TEXT.emailSave }));
    await waitFor(() =>
      expect(statusOf(sectionOf(canvasElement, SETTINGS_TEXT.emailHeading))).toHaveTextContent(
        fill(SETTINGS_TEXT.emailSaved, { email: 'jane.new@example.com' }),
      ),
    );
    // Receipts now go to the new address too, and the header shows it.
    await expect(
      canvas.getByText(fill(SETTINGS_TEXT.emailsLead, { email: 'jane.new@example.com', max: 10 })),
    ).toBeVisible();
    await waitFor(() => expect(user.email).toBe('jane.new@example.com'));
  },
};

export const DuplicateEmail: Story = {
  name: 'E-mail already used by another account',
  parameters: withAccount(errorFor('changeEmail', 409, TEXT.duplicateEmail, 'DuplicateEmail')),
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvas);
    const email = canvas.getByRole('textbox', { name: SETTINGS_TEXT.emailLabel });
    await userEvent.clear(email);
    await userEvent.type(email, 'marketing@example.com');
    await userEvent.click(canvas.getByRole('button', { name: SETTINGS_TEXT.emailSave }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(TEXT.duplicateEmail));
    await expect(within(sectionOf(canvasElement, SETTINGS_TEXT.emailHeading)).getByRole('alert')).toHaveTextContent(
      TEXT.checkFieldsInRed,
    );
    await expect(email).toHaveValue('marketing@example.com');
    await expect(getMockDb().user.email).toBe('jane@example.com');
  },
};

export const TeamMember: Story = {
  name: 'Team member (child account)',
  parameters: { mockDb: { user: 'child' } },
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvas);
    const email = canvas.getByRole('textbox', { name: SETTINGS_TEXT.emailLabel });
    // The member's own login, and no billing of its own.
    await expect(email).toHaveValue('sam@example.com');
    await expect(canvas.getByText(SETTINGS_TEXT.emailChildLead)).toBeVisible();
    await expect(canvas.queryByRole('region', { name: SETTINGS_TEXT.cardHeading })).toBeNull();
    await expect(sectionOf(canvasElement, SETTINGS_TEXT.billingHeading)).toHaveTextContent(SETTINGS_TEXT.childBilling);
    // The owner's address belongs to another login: the mock API answers 409.
    await userEvent.clear(email);
    await userEvent.type(email, 'jane@example.com');
    await userEvent.click(canvas.getByRole('button', { name: SETTINGS_TEXT.emailSave }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(TEXT.duplicateEmail));
    // Another address is the member's to take; the owner's e-mail stays as it was.
    await userEvent.clear(email);
    await userEvent.type(email, 'sam.new@example.com');
    await userEvent.click(canvas.getByRole('button', { name: SETTINGS_TEXT.emailSave }));
    await waitFor(() =>
      expect(statusOf(sectionOf(canvasElement, SETTINGS_TEXT.emailHeading))).toHaveTextContent(
        fill(SETTINGS_TEXT.emailSaved, { email: 'sam.new@example.com' }),
      ),
    );
    await expect(getMockDb().user.childUserEmail).toBe('sam.new@example.com');
    await expect(getMockDb().user.email).toBe('jane@example.com');
  },
};

export const ChangePassword: Story = {
  name: 'Change the password',
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvas);
    await userEvent.type(canvas.getByLabelText(SETTINGS_TEXT.newPasswordLabel), 'n3w-s3cret');
    await userEvent.type(canvas.getByLabelText(SETTINGS_TEXT.confirmPasswordLabel), 'n3w-s3cret');
    await userEvent.click(canvas.getByRole('button', { name: SETTINGS_TEXT.passwordSave }));
    await waitFor(() =>
      expect(statusOf(sectionOf(canvasElement, SETTINGS_TEXT.passwordHeading))).toHaveTextContent(
        SETTINGS_TEXT.passwordSaved,
      ),
    );
    await expect(canvas.getByLabelText(SETTINGS_TEXT.newPasswordLabel)).toHaveValue('');
  },
};

export const PasswordRefused: Story = {
  name: 'Password refused by the server (too short)',
  parameters: withAccount(passwordRefused),
  play: async ({ canvas }) => {
    await loaded(canvas);
    const password = canvas.getByLabelText(SETTINGS_TEXT.newPasswordLabel);
    await userEvent.type(password, 'secret');
    await userEvent.type(canvas.getByLabelText(SETTINGS_TEXT.confirmPasswordLabel), 'secret');
    await userEvent.click(canvas.getByRole('button', { name: SETTINGS_TEXT.passwordSave }));
    await waitFor(() => expect(password).toHaveAccessibleDescription(TEXT.passwordTooShort));
    await expect(password).toHaveValue('secret');
  },
};

export const ChangeCard: Story = {
  name: 'Change the card',
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvas);
    const card = sectionOf(canvasElement, SETTINGS_TEXT.cardHeading);
    await userEvent.click(within(card).getByRole('button', { name: SETTINGS_TEXT.changeCard }));
    await typeCard(card, GOOD_CARD);
    await userEvent.click(within(card).getByRole('button', { name: SETTINGS_TEXT.cardSave }));
    await waitFor(() =>
      expect(statusOf(card)).toHaveTextContent(fill(SETTINGS_TEXT.cardSaved, { card: 'Mastercard ending in 0004' })),
    );
    await expect(within(card).getByText('Mastercard ending in 0004')).toBeVisible();
    await expect(within(card).queryByLabelText(CARD_FIELDS_TEXT.number)).toBeNull();
  },
};

export const CardDeclined: Story = {
  name: 'Card declined',
  parameters: withAccount(errorFor('changePaymentInfo', 402, DECLINED, 'BillingUnsuccessful')),
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvas);
    const card = sectionOf(canvasElement, SETTINGS_TEXT.cardHeading);
    await userEvent.click(within(card).getByRole('button', { name: SETTINGS_TEXT.changeCard }));
    await typeCard(card, { ...GOOD_CARD, number: '4000000000000002' });
    await userEvent.click(within(card).getByRole('button', { name: SETTINGS_TEXT.cardSave }));
    const fields = within(card);
    await waitFor(() => expect(fields.getByRole('alert')).toHaveTextContent(DECLINED));
    await expect(fields.getByLabelText(CARD_FIELDS_TEXT.number)).toHaveAccessibleDescription(
      SETTINGS_TEXT.cardDeclinedHere,
    );
    await expect(fields.getByLabelText(CARD_FIELDS_TEXT.number)).toHaveValue('4000000000000002');
    await expect(fields.getByLabelText(CARD_FIELDS_TEXT.cvv)).toHaveValue('123');
    await expect(fields.getByText('Visa ending in 1111')).toBeVisible();
  },
};

export const CardServerError: Story = {
  name: 'Card not saved (server error)',
  parameters: withAccount(errorFor('changePaymentInfo', 500)),
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvas);
    const card = sectionOf(canvasElement, SETTINGS_TEXT.cardHeading);
    await userEvent.click(within(card).getByRole('button', { name: SETTINGS_TEXT.changeCard }));
    await typeCard(card, GOOD_CARD);
    await userEvent.click(within(card).getByRole('button', { name: SETTINGS_TEXT.cardSave }));
    await waitFor(() => expect(within(card).getByRole('alert')).toHaveTextContent(SETTINGS_TEXT.cardFailed));
    await expect(within(card).getByLabelText(CARD_FIELDS_TEXT.name)).toHaveValue(GOOD_CARD.name);
  },
};

export const FreeUser: Story = {
  name: 'Free user',
  parameters: { mockDb: { user: 'free' } },
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvas);
    const card = within(sectionOf(canvasElement, SETTINGS_TEXT.cardHeading));
    await expect(card.getByText(SETTINGS_TEXT.noCard)).toBeVisible();
    await expect(card.getByRole('button', { name: SETTINGS_TEXT.addCard })).toBeEnabled();
  },
};

export const ExtraAddresses: Story = {
  name: 'Add a receipt address',
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: SETTINGS_TEXT.emailsAdd }));
    await userEvent.keyboard('reports@agency.example');
    await userEvent.click(canvas.getByRole('button', { name: SETTINGS_TEXT.emailsSave }));
    await waitFor(() =>
      expect(statusOf(sectionOf(canvasElement, SETTINGS_TEXT.emailsHeading))).toHaveTextContent(
        SETTINGS_TEXT.emailsSaved,
      ),
    );
    await expect(canvas.getByRole('textbox', { name: fill(SETTINGS_TEXT.emailsLabel, { n: 2 }) })).toHaveValue(
      'reports@agency.example',
    );
  },
};

export const ContactDetails: Story = {
  name: 'Update the contact details',
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvas);
    const city = canvas.getByRole('textbox', { name: SETTINGS_TEXT.city });
    await userEvent.clear(city);
    await userEvent.type(city, 'Phoenix');
    await userEvent.click(canvas.getByRole('button', { name: SETTINGS_TEXT.contactSave }));
    await waitFor(() =>
      expect(statusOf(sectionOf(canvasElement, SETTINGS_TEXT.contactHeading))).toHaveTextContent(
        SETTINGS_TEXT.contactSaved,
      ),
    );
    await expect(city).toHaveValue('Phoenix');
  },
};

export const AcceptTerms: Story = {
  name: 'Accept the terms of service',
  parameters: withAccount(termsNotAccepted),
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvas);
    const terms = sectionOf(canvasElement, SETTINGS_TEXT.termsHeading);
    await expect(within(terms).getByText(SETTINGS_TEXT.termsPending)).toBeVisible();
    await userEvent.click(within(terms).getByRole('button', { name: SETTINGS_TEXT.termsAccept }));
    await waitFor(() => expect(statusOf(terms)).toHaveTextContent(SETTINGS_TEXT.termsSaved));
    await expect(within(terms).getByText(SETTINGS_TEXT.termsAccepted)).toBeVisible();
  },
};
