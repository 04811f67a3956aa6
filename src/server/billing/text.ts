/** Billing's own wording (the spec shows no billing errors) and the errors built from it. */
import { HttpError } from '../errors';

export const BILLING_TEXT = {
  notAccountOwner: 'Only the account owner can manage the subscription.',
  notAccountOwnerPayment: 'Only the account owner can change billing details.',
  notFullUser: 'This action needs a full (paying) account.',
  subscriptionNotFound: 'Subscription not found.',
  receiptNotFound: 'Receipt not found.',
  alreadyPaused: 'This subscription is already paused.',
  onlyActiveCanPause: 'Only an active subscription can be paused.',
  notPaused: 'This subscription is not paused.',
  alreadyActive: 'This subscription is already active.',
  reactivatePaused: 'This subscription is paused. Resume it instead.',
  alreadyCancelled: 'This subscription is already cancelled.',
  alreadyEnded: 'This subscription has already ended.',
  onlyActiveCanChange: 'Only an active subscription can be changed.',
  resumeBeforeChange: 'Resume your subscription before changing it.',
  alreadySubscribed: 'You already have a subscription. Change your plan on the upgrade page.',
  alreadyOnPlan: 'You are already on this plan.',
  alreadyAnnual: 'Your subscription is already billed annually.',
  couponInvalid: 'This coupon code is not valid.',
  couponRequired: 'Enter the coupon code of the offer.',
  cardOnFileDeclined: 'The card on file was declined. Please update your payment information.',
  noCardOnFile: 'There is no card on file. Please add a payment method.',
  cardTypeUnsupported: 'We accept Visa, Mastercard, Discover and American Express cards.',
  cardNumberInvalid: 'The card number is not valid.',
  cardTypeMismatch: 'The card type does not match the card number.',
  lastFourMismatch: 'The last four digits do not match the card number.',
  expirationMismatch: 'The expiration does not match the month and year.',
  cardExpired: 'The card has expired.',
  isRequired: 'is required',
  providerUnavailable: 'The payment service is not available right now. Please try again in a few minutes.',
  receiptSubject: 'Your Rivalscope receipt #{receiptId}',
  receiptBody:
    'Receipt #{receiptId}\nDate: {date}\nBilled to: {billedTo}\n\n{lines}\n\nTotal: {total}\nPaid with: {payment}\n\n' +
    'Thank you for using Rivalscope.\n',
  declinedReceiptSubject: 'Your Rivalscope payment of {total} was declined',
  creditLine: 'Credit for the unused time of {product}',
  couponLine: 'Coupon {code}: {description}',
} as const;

export const notAccountOwner = (message: string = BILLING_TEXT.notAccountOwner) =>
  new HttpError(403, message, 'NOT_PARENT_ACCOUNT');
export const notFullUser = () => new HttpError(403, BILLING_TEXT.notFullUser, 'NOT_FULL_USER');
export const subscriptionNotFound = () =>
  new HttpError(404, BILLING_TEXT.subscriptionNotFound, 'SUBSCRIPTION_NOT_FOUND');
export const receiptNotFound = () => new HttpError(404, BILLING_TEXT.receiptNotFound, 'RECEIPT_NOT_FOUND');
/** An action the subscription's status does not allow (unpause an active one, cancel twice…). */
export const invalidTransition = (message: string) => new HttpError(409, message, 'INVALID_SUBSCRIPTION_STATE');
/** A refused card or charge; `field` names the request field it is about, when there is one (Error.field). */
export const billingUnsuccessful = (message: string, field?: string) =>
  new HttpError(402, message, 'BillingUnsuccessful', field ? { field } : {});
export const providerUnavailable = () =>
  new HttpError(503, BILLING_TEXT.providerUnavailable, 'PAYMENT_PROVIDER_UNAVAILABLE');

export const alreadyOnPlan = () => new HttpError(409, BILLING_TEXT.alreadyOnPlan, 'ALREADY_ON_PLAN');
export const alreadyAnnual = () => new HttpError(409, BILLING_TEXT.alreadyAnnual, 'ALREADY_ANNUAL');
export const alreadySubscribed = () => new HttpError(409, BILLING_TEXT.alreadySubscribed, 'ALREADY_SUBSCRIBED');
