import { defineStore } from './registry';
import { DEFAULT_COUNTRY_CODE } from '../lib/countries';

/** Doc 1 §3 "Environment": where the visitor is and how bot detection is configured. */
export interface EnvironmentState {
  countryCode: string;
  percentOfBotsAllowed: number;
  loggedOutBotDetection: boolean;
  loggedInBotDetection: boolean;
  enableBotDetectionHasLiedOs: boolean;
  enableBotDetectionHasLiedBrowser: boolean;
}

/**
 * The captcha settings the server hands out with the environment (ours, x-inferred): whether it
 * verifies captcha tokens, and the public site key the browser asks the provider with (doc 1 §4,
 * §8, §9). Off until the active state says otherwise.
 */
export interface CaptchaSettings {
  isCaptchaEnabled: boolean;
  captchaSiteKey: string | null;
}

/**
 * Where /mainpurchase lives (doc 1 §2: "In production it lives on a separate purchase host;
 * otherwise it is a relative path"): the host the server hands out, or null for a relative path.
 */
export interface PurchaseSettings {
  purchaseHost: string | null;
}

/** The environment before the active state arrives: bot detection off, captcha off, relative purchase links. */
export const initialEnvironment = (): EnvironmentState & CaptchaSettings & PurchaseSettings => ({
  countryCode: DEFAULT_COUNTRY_CODE,
  percentOfBotsAllowed: 0,
  loggedOutBotDetection: false,
  loggedInBotDetection: false,
  enableBotDetectionHasLiedOs: false,
  enableBotDetectionHasLiedBrowser: false,
  isCaptchaEnabled: false,
  captchaSiteKey: null,
  purchaseHost: null,
});

export const environment = defineStore('environment', initialEnvironment);
