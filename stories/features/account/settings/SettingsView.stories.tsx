import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import {
  CHILD_DATA,
  CONTACT,
  FREE_DATA,
  GOOD_CARD,
  OWNER_DATA,
  sectionOf,
  statusOf,
  TODAY,
  typeCard,
} from './settingsStoryKit';
import type { SettingsStatuses } from '../../../../src/features/account/settings/settingsModel';
import { SETTINGS_TEXT } from '../../../../src/features/account/settings/settingsTexts';
import { SettingsView } from '../../../../src/features/account/settings/SettingsView';
import { fill, TEXT } from '../../../../src/lib/spec/text';

const meta = {
  title: 'Pages/Account/Settings/View',
  component: SettingsView,
  args: {
    title: 'Account Settings',
    load: 'ready',
    data: OWNER_DATA,
    termsHref: '/termsconditions',
    today: TODAY,
    onRetry: fn(),
    onSaveName: fn(),
    onSaveEmail: fn(),
    onSavePassword: fn(),
    onSaveCard: fn(),
    onSaveAddresses: fn(),
    onSaveContact: fn(),
    onAcceptTerms: fn(),
  },
} satisfies Meta<typeof SettingsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The section headings, top to bottom. */
const headings = (canvas: { getAllByRole: (role: 'heading', options: { level: number }) => HTMLElement[] }) =>
  canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

export const Loading: Story = {
  args: { load: 'loading', data: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(SETTINGS_TEXT.loading);
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

export const LoadFailed: Story = {
  name: 'Load failed',
  args: { load: 'failed', data: null },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(SETTINGS_TEXT.loadFailed);
    await userEvent.click(canvas.getByRole('button', { name: SETTINGS_TEXT.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Owner: Story = {
  name: 'Account owner',
  play: async ({ canvas, canvasElement }) => {
    await expect(headings(canvas)).toEqual([
      SETTINGS_TEXT.nameHeading,
      SETTINGS_TEXT.emailHeading,
      SETTINGS_TEXT.passwordHeading,
      SETTINGS_TEXT.cardHeading,
      SETTINGS_TEXT.emailsHeading,
      SETTINGS_TEXT.contactHeading,
      SETTINGS_TEXT.termsHeading,
    ]);
    await expect(canvas.getByRole('textbox', { name: SETTINGS_TEXT.nameLabel })).toHaveValue('Jane Marketer');
    await expect(canvas.getByRole('textbox', { name: SETTINGS_TEXT.emailLabel })).toHaveValue('jane@example.com');
    await expect(
      within(sectionOf(canvasElement, SETTINGS_TEXT.cardHeading)).getByText('Visa ending in 1111'),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: fill(SETTINGS_TEXT.emailsLabel, { n: 1 }) })).toHaveValue(
      'billing@example.com',
    );
    await expect(canvas.getByRole('textbox', { name: SETTINGS_TEXT.companyName })).toHaveValue(CONTACT.companyName);
    await expect(canvas.getByText(SETTINGS_TEXT.termsAccepted)).toBeVisible();
    await expect(canvas.queryByText(SETTINGS_TEXT.emailChildLead)).toBeNull();
  },
};

export const TeamMember: Story = {
  name: 'Team member (child account)',
  args: { data: CHILD_DATA },
  play: async ({ canvas, canvasElement }) => {
    // The member's own login, and a word that a change applies to it alone.
    await expect(canvas.getByRole('textbox', { name: SETTINGS_TEXT.emailLabel })).toHaveValue('sam@example.com');
    await expect(canvas.getByText(SETTINGS_TEXT.emailChildLead)).toBeVisible();
    // No card of its own: billing is the owner's.
    await expect(canvas.queryByRole('region', { name: SETTINGS_TEXT.cardHeading })).toBeNull();
    await expect(sectionOf(canvasElement, SETTINGS_TEXT.billingHeading)).toHaveTextContent(SETTINGS_TEXT.childBilling);
    await expect(canvas.queryByRole('button', { name: SETTINGS_TEXT.changeCard })).toBeNull();
  },
};

export const FreeUser: Story = {
  name: 'Free user, no card on file',
  args: { data: FREE_DATA },
  play: async ({ canvasElement }) => {
    const card = within(sectionOf(canvasElement, SETTINGS_TEXT.cardHeading));
    await expect(card.getByText(SETTINGS_TEXT.noCard)).toBeVisible();
    await expect(card.getByRole('button', { name: SETTINGS_TEXT.addCard })).toBeEnabled();
    await expect(
      within(sectionOf(canvasElement, SETTINGS_TEXT.emailsHeading)).getByText(SETTINGS_TEXT.emailsNone),
    ).toBeVisible();
  },
};

export const TermsToAccept: Story = {
  name: 'Terms not yet accepted',
  args: { data: { ...OWNER_DATA, account: { ...OWNER_DATA.account, hasAcceptedTermsOfService: false } } },
  play: async ({ args, canvas }) => {
    // Waiting terms come first.
    await expect(headings(canvas)[0]).toBe(SETTINGS_TEXT.termsHeading);
    await expect(canvas.getByText(SETTINGS_TEXT.termsPending)).toBeVisible();
    await expect(canvas.getByRole('link', { name: SETTINGS_TEXT.termsLink })).toHaveAttribute(
      'href',
      '/termsconditions',
    );
    await userEvent.click(canvas.getByRole('button', { name: SETTINGS_TEXT.termsAccept }));
    await expect(args.onAcceptTerms).toHaveBeenCalledOnce();
  },
};

export const EachSectionSaves: Story = {
  name: 'Each section saves on its own',
  parameters: { screenshot: false },
  play: async ({ args, canvas, canvasElement }) => {
    const name = canvas.getByRole('textbox', { name: SETTINGS_TEXT.nameLabel });
    await userEvent.clear(name);
    await userEvent.type(name, 'Jane M.');
    await userEvent.click(canvas.getByRole('button', { name: SETTINGS_TEXT.nameSave }));
    await expect(args.onSaveName).toHaveBeenCalledWith('Jane M.');

    const email = canvas.getByRole('textbox', { name: SETTINGS_TEXT.emailLabel });
    await userEvent.clear(email);
    await userEvent.type(email, 'jane.new@example.com');
    await userEvent.click(canvas.getByRole('button', { name: SETTINGS_TEXT.emailSave }));
    await expect(args.onSaveEmail).toHaveBeenCalledWith('jane.new@example.com');

    await userEvent.type(canvas.getByLabelText(SETTINGS_TEXT.newPasswordLabel), 'n3w-s3cret');
    await userEvent.type(canvas.getByLabelText(SETTINGS_TEXT.confirmPasswordLabel), 'n3w-s3cret');
    await userEvent.click(canvas.getByRole('button', { name: SETTINGS_TEXT.passwordSave }));
    await expect(args.onSavePassword).toHaveBeenCalledWith('n3w-s3cret');

    const card = sectionOf(canvasElement, SETTINGS_TEXT.cardHeading);
    await userEvent.click(within(card).getByRole('button', { name: SETTINGS_TEXT.changeCard }));
    await typeCard(card, GOOD_CARD);
    await userEvent.click(within(card).getByRole('button', { name: SETTINGS_TEXT.cardSave }));
    await expect(args.onSaveCard).toHaveBeenCalledWith({
      name: 'Jane Marketer',
      number: '5500000000000004',
      expirationMonth: '11',
      expirationYear: '2029',
      cvv: '123',
    });

    await userEvent.click(canvas.getByRole('button', { name: SETTINGS_TEXT.emailsSave }));
    await expect(args.onSaveAddresses).toHaveBeenCalledWith(['billing@example.com']);

    await userEvent.click(canvas.getByRole('button', { name: SETTINGS_TEXT.contactSave }));
    await expect(args.onSaveContact).toHaveBeenCalledWith(CONTACT);
    // One save never sets off another.
    await expect(args.onSaveName).toHaveBeenCalledOnce();
    await expect(args.onAcceptTerms).not.toHaveBeenCalled();
  },
};

const SAVING: Partial<SettingsStatuses> = Object.fromEntries(
  (['name', 'email', 'password', 'card', 'emails', 'contact', 'terms'] as const).map((key) => [
    key,
    { saving: true, saved: false, failure: null },
  ]),
);

export const Busy: Story = {
  name: 'Sections saving',
  args: {
    data: { ...OWNER_DATA, account: { ...OWNER_DATA.account, hasAcceptedTermsOfService: false } },
    statuses: SAVING,
  },
  play: async ({ canvas }) => {
    for (const label of [
      SETTINGS_TEXT.nameSave,
      SETTINGS_TEXT.emailSave,
      SETTINGS_TEXT.passwordSave,
      SETTINGS_TEXT.emailsSave,
      SETTINGS_TEXT.contactSave,
      SETTINGS_TEXT.termsAccept,
    ]) {
      await expect(canvas.getByRole('button', { name: label })).toHaveAttribute('aria-busy', 'true');
    }
    await expect(canvas.getByText(SETTINGS_TEXT.nameSaving)).toBeInTheDocument();
  },
};

export const Saved: Story = {
  name: 'Saved messages',
  args: {
    statuses: {
      name: { saving: false, saved: true, failure: null },
      email: { saving: false, saved: true, failure: null },
      password: { saving: false, saved: true, failure: null },
      card: { saving: false, saved: true, failure: null },
      emails: { saving: false, saved: true, failure: null },
      contact: { saving: false, saved: true, failure: null },
    },
  },
  play: async ({ canvasElement }) => {
    const status = (heading: string) => statusOf(sectionOf(canvasElement, heading));
    await expect(status(SETTINGS_TEXT.nameHeading)).toHaveTextContent(
      fill(SETTINGS_TEXT.nameSaved, { name: 'Jane Marketer' }),
    );
    await expect(status(SETTINGS_TEXT.emailHeading)).toHaveTextContent(
      fill(SETTINGS_TEXT.emailSaved, { email: 'jane@example.com' }),
    );
    await expect(status(SETTINGS_TEXT.passwordHeading)).toHaveTextContent(SETTINGS_TEXT.passwordSaved);
    await expect(status(SETTINGS_TEXT.cardHeading)).toHaveTextContent(
      fill(SETTINGS_TEXT.cardSaved, { card: 'Visa ending in 1111' }),
    );
    await expect(status(SETTINGS_TEXT.emailsHeading)).toHaveTextContent(SETTINGS_TEXT.emailsSaved);
    await expect(status(SETTINGS_TEXT.contactHeading)).toHaveTextContent(SETTINGS_TEXT.contactSaved);
  },
};

export const Failed: Story = {
  name: 'Saves refused',
  args: {
    statuses: {
      name: { saving: false, saved: false, failure: { message: SETTINGS_TEXT.nameFailed, fields: {} } },
      email: {
        saving: false,
        saved: false,
        failure: { message: TEXT.checkFieldsInRed, fields: { newEmail: TEXT.duplicateEmail } },
      },
      password: {
        saving: false,
        saved: false,
        failure: { message: TEXT.checkFieldsInRed, fields: { newPassword: TEXT.passwordTooShort } },
      },
      contact: { saving: false, saved: false, failure: { message: SETTINGS_TEXT.contactFailed, fields: {} } },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(within(sectionOf(canvasElement, SETTINGS_TEXT.nameHeading)).getByRole('alert')).toHaveTextContent(
      SETTINGS_TEXT.nameFailed,
    );
    await expect(canvas.getByRole('textbox', { name: SETTINGS_TEXT.emailLabel })).toHaveAccessibleDescription(
      TEXT.duplicateEmail,
    );
    await expect(canvas.getByLabelText(SETTINGS_TEXT.newPasswordLabel)).toHaveAccessibleDescription(
      TEXT.passwordTooShort,
    );
    await expect(within(sectionOf(canvasElement, SETTINGS_TEXT.contactHeading)).getByRole('alert')).toHaveTextContent(
      SETTINGS_TEXT.contactFailed,
    );
  },
};
