/**
 * What the Account Settings stories share: a fixed today (so the card's expiry years and rules do
 * not move with the calendar), the account data of the views, the card a story types, and a hook
 * that answers a section's save the way a story asks (busy, saved or failed).
 */
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';

import type {
  AccountInfo,
  ContactInfo,
  EmailAddresses,
  SectionStatus,
  SettingsData,
} from '../../../../src/features/account/settings/settingsModel';
import { CARD_FIELDS_TEXT } from '../../../../src/features/shell/cardFieldsText';
import type { FormFailure } from '../../../../src/features/shell/formFailure';

/** The stories' today: the card years offered run 2025-2039. */
export const TODAY = new Date(2026, 10, 25, 12);

/** The provider's text for a declined card (the contract's 402 example). */
export const DECLINED = 'The card was declined. Please check the details or use another card.';

export const OWNER_ACCOUNT: AccountInfo = {
  userId: '3f2b8c1e-6a4d-4e8b-9c1a-2d7e5f0b9a11',
  email: 'jane@example.com',
  childUserEmail: null,
  name: 'Jane Marketer',
  username: 'jane@example.com',
  createdAt: '2024-03-18T15:04:05Z',
  isChildAccount: false,
  isFullUser: true,
  plan: 'Basic',
  billingCycle: 'Monthly',
  nextBillingDate: '2026-12-18',
  payment: { cardType: 'Visa', lastFour: '1111' },
  hasAcceptedTermsOfService: true,
  hasGoogleAuthorization: false,
};

export const EMAILS: EmailAddresses = { primaryEmail: 'jane@example.com', additionalEmails: ['billing@example.com'] };

export const CONTACT: ContactInfo = {
  firstName: 'Jane',
  lastName: 'Marketer',
  companyName: 'Acme Growth LLC',
  phone: '+1 555 0100',
  address1: '100 Main St',
  address2: '',
  city: 'Scottsdale',
  region: 'AZ',
  postalCode: '85251',
  addressCountry: 'United States',
};

export const OWNER_DATA: SettingsData = { account: OWNER_ACCOUNT, emails: EMAILS, contact: CONTACT };

export const CHILD_DATA: SettingsData = {
  account: {
    ...OWNER_ACCOUNT,
    userId: '7b3d9f1a-5c2e-4d8b-9a6f-0e1d2c3b4a59',
    email: 'sam@example.com',
    childUserEmail: 'sam@example.com',
    name: 'Sam Team',
    username: 'sam@example.com',
    isChildAccount: true,
    nextBillingDate: null,
    payment: null,
  },
  emails: { primaryEmail: 'sam@example.com', additionalEmails: [] },
  contact: { ...CONTACT, firstName: 'Sam', lastName: 'Team' },
};

export const FREE_DATA: SettingsData = {
  ...OWNER_DATA,
  account: {
    ...OWNER_ACCOUNT,
    isFullUser: false,
    plan: null,
    billingCycle: 'None',
    nextBillingDate: null,
    payment: null,
  },
  emails: { ...EMAILS, additionalEmails: [] },
};

export interface TypedCard {
  name: string;
  number: string;
  /** As the month list shows it: '11'. */
  month: string;
  year: string;
  cvv: string;
}

/** A Mastercard the mock API accepts. */
export const GOOD_CARD: TypedCard = {
  name: 'Jane Marketer',
  number: '5500000000000004',
  month: '11',
  year: '2029',
  cvv: '123',
};

/** Types a card into the card fields inside `container`. */
export async function typeCard(container: HTMLElement, card: TypedCard): Promise<void> {
  const fields = within(container);
  await userEvent.type(fields.getByLabelText(CARD_FIELDS_TEXT.name), card.name);
  await userEvent.type(fields.getByLabelText(CARD_FIELDS_TEXT.number), card.number);
  await userEvent.selectOptions(fields.getByLabelText(CARD_FIELDS_TEXT.month), card.month);
  await userEvent.selectOptions(fields.getByLabelText(CARD_FIELDS_TEXT.year), card.year);
  await userEvent.type(fields.getByLabelText(CARD_FIELDS_TEXT.cvv), card.cvv);
}

/** The section of the page headed `heading` (each is a region named by its heading). */
export function sectionOf(canvas: HTMLElement, heading: string): HTMLElement {
  return within(canvas).getByRole('region', { name: heading });
}

/** The status region of a section (the last one: a busy button carries its own before it). */
export function statusOf(section: HTMLElement): HTMLElement {
  const regions = within(section).getAllByRole('status');
  return regions[regions.length - 1]!;
}

/** How a story answers a section's save. */
export type Outcome<Field extends string> = 'saving' | 'saved' | FormFailure<Field>;

/**
 * A section's status, answered as the story asks when the section saves: busy for good ('saving'),
 * saved, or the given failure. `spy` hears every save.
 */
export function useOutcome<Field extends string, Args extends unknown[]>(
  outcome: Outcome<Field> | undefined,
  spy: (...args: Args) => void,
  onSaved?: (...args: Args) => void,
): [SectionStatus<Field>, (...args: Args) => void] {
  const [status, setStatus] = useState<SectionStatus<Field>>({ saving: false, saved: false, failure: null });
  const save = (...args: Args) => {
    spy(...args);
    if (outcome === undefined) return;
    if (outcome === 'saving') setStatus({ saving: true, saved: false, failure: null });
    else if (outcome === 'saved') {
      onSaved?.(...args);
      setStatus({ saving: false, saved: true, failure: null });
    } else setStatus({ saving: false, saved: false, failure: { ...outcome } });
  };
  return [status, save];
}

/** The button is busy: pressed and waiting for the save (aria-busy, its status says why). */
export async function expectBusy(button: HTMLElement, label: string): Promise<void> {
  await expect(button).toHaveAttribute('aria-busy', 'true');
  await expect(button.parentElement).toHaveTextContent(label);
}
