import { defineStore } from './registry';
import type { components } from '../api/schema.gen';

type ContractTrackingState = components['schemas']['TrackingState'];

/**
 * Doc 1 §3 "Tracking state": the contract's fields, every optional one given a default so a reset
 * (and a fresh getactivestate that leaves one out) puts it back.
 */
export type TrackingState = Required<ContractTrackingState>;

export function initialTracking(): TrackingState {
  return {
    billingMonths: 0,
    billingCycle: 'None',
    daysSinceSignUp: 0,
    signUpDate: null,
    latestActiveDate: null,
    enableScraperFreewall: false,
    isPrerendering: false,
    homepageSuggestionType: 'default',
    searchCount: 0,
    isPaywallDisabled: false,
    showPaywall: false,
    showScheduleDemo: false,
    footerCtaText: '',
    footerCtaLink: '',
    enableScraperTokenTracking: false,
  };
}

export const tracking = defineStore<TrackingState>('tracking', initialTracking);

/** Replaces the tracking state with a server answer; fields it leaves out fall back to their defaults. */
export function applyTracking(next: ContractTrackingState): void {
  const present = Object.fromEntries(Object.entries(next).filter(([, value]) => value !== undefined));
  Object.assign(tracking, initialTracking(), present);
}
