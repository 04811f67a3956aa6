/**
 * The Account Settings page's data and rules, apart from its screens: what each section shows and
 * sends, the checks the OpenAPI adds to doc 1 §5 (the extra addresses, the phone number), and what
 * each form shows after a failed call.
 */
import { SETTINGS_TEXT } from './settingsTexts';
import { ApiError } from '../../../api/client';
import type { components } from '../../../api/schema.gen';
import { cardSummaryOf, creditCardOf, type CardEntry, type CardField } from '../../../lib/cardEntry';
import { formatExpiry } from '../../../lib/cardType';
import { BILLING_UNSUCCESSFUL_CODE } from '../../../lib/spec/purchase';
import { fill, TEXT } from '../../../lib/spec/text';
import { isValidEmail } from '../../../lib/validators';
import { formFailureFrom, type FormFailure } from '../../shell/formFailure';

type Schemas = components['schemas'];
export type AccountInfo = Schemas['AccountInfo'];
export type EmailAddresses = Schemas['AccountEmailAddresses'];
export type ContactInfo = Schemas['UserContactInfo'];
export type PaymentSummary = Schemas['PaymentMethodSummary'];
export type ChangePaymentInfoRequest = Schemas['ChangePaymentInfoRequest'];
export type ContactRequest = Schemas['SetUserContactInfoRequest'];

/** What the page loads: GetAccountInfo, GetEmailAddresses and GetUserContactInfo. */
export interface SettingsData {
  account: AccountInfo;
  emails: EmailAddresses;
  contact: ContactInfo;
}

/** Where one section's last save stands. */
export interface SectionStatus<Field extends string = never> {
  saving: boolean;
  /** The last save succeeded (until the next one starts). */
  saved: boolean;
  /** The last save failed: its text, and the server's messages by field. */
  failure: FormFailure<Field> | null;
}

export const IDLE: SectionStatus<never> = { saving: false, saved: false, failure: null };

export type NameField = 'newDisplayName';
export type EmailField = 'newEmail';
export type PasswordField = 'newPassword';
export type ContactField = keyof ContactInfo;
/** The extra addresses' messages are keyed by the row's position ('0', '1' …). */
export type AddressRow = `${number}`;

export interface SettingsStatuses {
  name: SectionStatus<NameField>;
  email: SectionStatus<EmailField>;
  password: SectionStatus<PasswordField>;
  card: SectionStatus<CardField>;
  emails: SectionStatus<AddressRow>;
  contact: SectionStatus<ContactField>;
  terms: SectionStatus;
}

export const IDLE_STATUSES: SettingsStatuses = {
  name: IDLE,
  email: IDLE,
  password: IDLE,
  card: IDLE,
  emails: IDLE,
  contact: IDLE,
  terms: IDLE,
};

/** The contact fields in the order the form shows them (UserContactInfo). */
export const CONTACT_FIELDS = [
  'firstName',
  'lastName',
  'companyName',
  'phone',
  'address1',
  'address2',
  'city',
  'region',
  'postalCode',
  'addressCountry',
] as const satisfies readonly ContactField[];

/** Their maxLength in SetUserContactInfoRequest. */
export const CONTACT_MAX_LENGTH: Readonly<Record<ContactField, number>> = {
  firstName: 100,
  lastName: 100,
  companyName: 100,
  phone: 30,
  address1: 200,
  address2: 200,
  city: 100,
  region: 100,
  postalCode: 20,
  addressCountry: 100,
};

/** AccountEmailAddresses.additionalEmails maxItems. */
export const MAX_EXTRA_EMAILS = 10;
/** SetUserContactInfoRequest.phone pattern: digits and the usual separators. */
const PHONE_PATTERN = /^[0-9+() .-]*$/;

/** The address the user logs in with: a team member's own (child) e-mail, else the account's (doc 1 §6). */
export function loginEmailOf(account: AccountInfo): string {
  return account.isChildAccount ? (account.childUserEmail ?? account.email) : account.email;
}

/** 'Visa ending in 1111'. */
export function cardLine(payment: PaymentSummary): string {
  return fill(SETTINGS_TEXT.cardOnFile, { type: payment.cardType, lastFour: payment.lastFour });
}

/** The card as JsonChangePaymentInfo takes it (ChangePaymentInfoRequest); call it once cardProblems() is empty. */
export function paymentRequestOf(card: CardEntry): ChangePaymentInfoRequest {
  const { name, number, expirationMonth, expirationYear, cvv } = creditCardOf(card);
  const { type, lastFour } = cardSummaryOf(card);
  return {
    cardName: name,
    cardNumber: number,
    expirationMonth,
    expirationYear,
    expiration: formatExpiry(expirationMonth, expirationYear),
    // The contract knows the four named types; an unknown prefix is left for the server to refuse.
    ...(type === 'Unknown' ? {} : { cardType: type }),
    lastFour,
    cvv,
  };
}

/** The phone rule of SetUserContactInfoRequest, or null (an empty phone is fine). */
export function phoneProblem(value: string): string | null {
  return PHONE_PATTERN.test(value.trim()) ? null : SETTINGS_TEXT.phoneRule;
}

/** The contact details as SetUserContactInfo takes them: every field trimmed. */
export function contactRequestOf(values: Readonly<Record<ContactField, string>>): ContactRequest {
  const request = {} as Record<ContactField, string>;
  for (const field of CONTACT_FIELDS) request[field] = (values[field] ?? '').trim();
  return request;
}

/**
 * The extra addresses' problems by row: a blank row is left out (it is dropped on save); any other
 * must pass the e-mail rule (doc 1 §5), and may be neither the login address (which gets the mail
 * already) nor a repeat of an earlier row (the contract wants each address once), case aside.
 */
export function addressProblems(rows: readonly string[], loginEmail: string): Map<number, string> {
  const problems = new Map<number, string>();
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const address = row.trim();
    if (address === '') return;
    const key = address.toLowerCase();
    if (!isValidEmail(address)) problems.set(index, TEXT.invalidEmail);
    else if (key === loginEmail.trim().toLowerCase()) problems.set(index, SETTINGS_TEXT.emailsIsLogin);
    else if (seen.has(key)) problems.set(index, SETTINGS_TEXT.emailsRepeated);
    seen.add(key);
  });
  return problems;
}

/** The rows to send: trimmed, blank ones dropped. */
export function addressesToSend(rows: readonly string[]): string[] {
  return rows.map((row) => row.trim()).filter((row) => row !== '');
}

/** The display-name form after a failed JsonChangeDisplayName. */
export function nameFailureFrom(error: unknown): FormFailure<NameField> {
  return formFailureFrom(error, ['newDisplayName'], SETTINGS_TEXT.nameFailed);
}

/** The e-mail form after a failed JsonChangeEmail: a 409 is the spec's duplicate text under the field. */
export function emailFailureFrom(error: unknown): FormFailure<EmailField> {
  if (error instanceof ApiError && error.status === 409) {
    return { message: TEXT.checkFieldsInRed, fields: { newEmail: TEXT.duplicateEmail } };
  }
  return formFailureFrom(error, ['newEmail'], SETTINGS_TEXT.emailFailed);
}

/** The password form after a failed JsonChangePassword (a short password is a 400 naming body.newPassword). */
export function passwordFailureFrom(error: unknown): FormFailure<PasswordField> {
  return formFailureFrom(error, ['newPassword'], SETTINGS_TEXT.passwordFailed);
}

/** ChangePaymentInfoRequest's fields, by the card form field they come from. */
const CARD_REQUEST_FIELDS: Readonly<Record<string, CardField>> = {
  'body.cardName': 'name',
  'body.cardNumber': 'number',
  'body.cardType': 'number',
  'body.lastFour': 'number',
  'body.expirationMonth': 'expirationMonth',
  'body.expiration': 'expirationMonth',
  'body.expirationYear': 'expirationYear',
  'body.cvv': 'cvv',
};

/**
 * The card form after a failed JsonChangePaymentInfo. A decline (402 BillingUnsuccessful) keeps
 * the provider's text for the card's alert and marks the field it names (the security code when
 * it failed verification, else the number); a 400 puts its messages under the fields; a 403 (a
 * team member) and a 429 say what the server said; anything else is our fallback.
 */
export function cardFailureFrom(error: unknown): FormFailure<CardField> {
  if (!(error instanceof ApiError)) return { message: SETTINGS_TEXT.cardFailed, fields: {} };
  if (error.status === 402 || error.code === BILLING_UNSUCCESSFUL_CODE) {
    const field = error.field ? CARD_REQUEST_FIELDS[error.field] : undefined;
    return {
      message: error.message || SETTINGS_TEXT.cardFailed,
      fields: field === 'cvv' ? { cvv: SETTINGS_TEXT.cardCheckCode } : { number: SETTINGS_TEXT.cardDeclinedHere },
    };
  }
  if (error.status === 400) {
    const fields: Partial<Record<CardField, string>> = {};
    const others: string[] = [];
    for (const { field, message } of error.fields) {
      const name = CARD_REQUEST_FIELDS[field];
      if (name) fields[name] ??= message;
      else others.push(message);
    }
    if (Object.keys(fields).length > 0 && others.length === 0) return { message: TEXT.checkFieldsInRed, fields };
    return { message: others.join(' ') || error.message || SETTINGS_TEXT.cardFailed, fields };
  }
  if ((error.status === 403 || error.status === 429) && error.message) return { message: error.message, fields: {} };
  return { message: SETTINGS_TEXT.cardFailed, fields: {} };
}

/** The extra-addresses form after a failed SetEmailAddresses: a 400 names `query.emails.N`, the Nth address sent. */
export function addressesFailureFrom(error: unknown): FormFailure<AddressRow> {
  if (error instanceof ApiError && error.status === 400) {
    const fields: Partial<Record<AddressRow, string>> = {};
    const others: string[] = [];
    for (const { field, message } of error.fields) {
      const row = /^query\.emails\.(\d+)$/.exec(field)?.[1];
      if (row !== undefined) fields[row as AddressRow] ??= message;
      else others.push(message);
    }
    if (Object.keys(fields).length > 0 && others.length === 0) return { message: TEXT.checkFieldsInRed, fields };
    return { message: others.join(' ') || error.message || SETTINGS_TEXT.emailsFailed, fields };
  }
  if (error instanceof ApiError && error.status === 429 && error.message) return { message: error.message, fields: {} };
  return { message: SETTINGS_TEXT.emailsFailed, fields: {} };
}

/** The contact form after a failed SetUserContactInfo. */
export function contactFailureFrom(error: unknown): FormFailure<ContactField> {
  return formFailureFrom(error, CONTACT_FIELDS, SETTINGS_TEXT.contactFailed);
}

/** The terms section after a failed AcceptTermsOfService. */
export function termsFailureFrom(error: unknown): FormFailure<never> {
  return formFailureFrom<never>(error, [], SETTINGS_TEXT.termsFailed);
}

/**
 * An AccountActionResult that says isSuccessful false is a failure too: its errors become the
 * failure's text (thrown, so the caller's catch shows it like any other).
 */
export class RefusedAction extends Error {
  override readonly name = 'RefusedAction';
}

export function assertSuccessful(result: { isSuccessful: boolean; errors?: string[] }): void {
  if (!result.isSuccessful) throw new RefusedAction((result.errors ?? []).join(' '));
}

/** A refused action's own text, when it gave one, else the failure worked out by `failureOf`. */
export function withRefusal<Field extends string>(
  error: unknown,
  failureOf: (error: unknown) => FormFailure<Field>,
): FormFailure<Field> {
  if (error instanceof RefusedAction && error.message) return { message: error.message, fields: {} };
  return failureOf(error);
}
