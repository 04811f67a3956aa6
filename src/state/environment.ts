import { defineStore } from './registry';

/** Doc 1 §3 "Environment": where the visitor is and how bot detection is configured. */
export interface EnvironmentState {
  countryCode: string;
  percentOfBotsAllowed: number;
  loggedOutBotDetection: boolean;
  loggedInBotDetection: boolean;
  enableBotDetectionHasLiedOs: boolean;
  enableBotDetectionHasLiedBrowser: boolean;
}

export const environment = defineStore<EnvironmentState>('environment', () => ({
  countryCode: 'US',
  percentOfBotsAllowed: 0,
  loggedOutBotDetection: false,
  loggedInBotDetection: false,
  enableBotDetectionHasLiedOs: false,
  enableBotDetectionHasLiedBrowser: false,
}));
