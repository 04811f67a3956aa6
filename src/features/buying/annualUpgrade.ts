/**
 * The one-click upgrade to annual billing (doc 1 §2 "Buying": /e/:clickType?). The offer
 * (getAnnualUpgradeOffer) says what the account pays now and what annual billing costs and saves;
 * one confirmation (upgradeToAnnual) charges the annual price to the card on file.
 */
import { ANNUAL_TEXT } from './texts';
import { ApiError } from '../../api/client';
import type { components } from '../../api/schema.gen';

export type AnnualUpgradeOffer = components['schemas']['AnnualUpgradeOffer'];
export type PurchaseResult = components['schemas']['PurchaseResult'];

/**
 * What the offer allows: the switch (a paying account billed monthly), nothing because it is
 * already annual, nothing because there is no paid plan ('None': buy one on /upgrade), or nothing
 * until the monthly subscription is active again (paused or cancelled).
 */
export type AnnualOfferState = 'eligible' | 'alreadyAnnual' | 'noPlan' | 'notActive';

export function annualOfferStateOf(offer: AnnualUpgradeOffer): AnnualOfferState {
  if (offer.isEligible) return 'eligible';
  if (offer.currentBillingCycle === 'Annually') return 'alreadyAnnual';
  if (offer.currentBillingCycle === 'None') return 'noPlan';
  return 'notActive';
}

/** What twelve months cost at the monthly price (what the saving is measured against). */
export const yearAtMonthlyPrice = (offer: AnnualUpgradeOffer) => offer.monthlyPrice * 12;

/** Why the offer could not be shown: no session (401), a team account (403), or anything else (retry). */
export type AnnualLoadFailure = 'loggedOut' | 'ownerOnly' | 'failed';

export function annualLoadFailureOf(error: unknown): AnnualLoadFailure {
  if (error instanceof ApiError && error.status === 401) return 'loggedOut';
  if (error instanceof ApiError && error.status === 403) return 'ownerOnly';
  return 'failed';
}

/**
 * A refused switch: the session ended (401); the card on file was declined or there is none (402:
 * the server's decline text, and a new card is the way on); the subscription is no longer what the
 * offer showed (403 NOT_FULL_USER, 409 ALREADY_ANNUAL or a paused one: the offer is read again);
 * anything else may be tried again.
 */
export type AnnualFailure =
  | { kind: 'loggedOut' }
  | { kind: 'declined'; message: string }
  | { kind: 'changed'; message: string }
  | { kind: 'failed'; message: string };

export function annualFailureOf(error: unknown): AnnualFailure {
  if (!(error instanceof ApiError)) return { kind: 'failed', message: ANNUAL_TEXT.failed };
  if (error.status === 401) return { kind: 'loggedOut' };
  if (error.status === 402) return { kind: 'declined', message: error.message || ANNUAL_TEXT.failed };
  if (error.status === 403 || error.status === 409) return { kind: 'changed', message: error.message };
  if (error.status === 429 && error.message) return { kind: 'failed', message: error.message };
  return { kind: 'failed', message: ANNUAL_TEXT.failed };
}

/** The body of upgradeToAnnual: the path's click type, when there is one. */
export const annualRequestOf = (clickType: string | undefined) => ({ clickType: clickType?.trim() || null });
