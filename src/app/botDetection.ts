/**
 * The bot heuristic of the guard chain's step 4 (./guards.ts botRule; the heuristic is ours, the
 * spec does not show one). A chunk of its own, imported by nothing at run time: the chain loads it
 * only while bot detection is on for the visitor's login state (the active state's environment),
 * so a page's first paint does not carry it.
 */
import type { BotReason, BotSignals, EnvironmentSnapshot } from './guards';

const HEADLESS_PATTERN = /headlesschrome|phantomjs|slimerjs|selenium|webdriver|puppeteer|playwright|nightmare/i;
const SCRIPTED_CLIENT_PATTERN =
  /python-requests|python-urllib|aiohttp|curl\/|wget\/|scrapy|httpclient|go-http-client|okhttp|node-fetch|axios\/|java\/|libwww-perl|httpie/i;
const CRAWLER_PATTERN = /bot\b|bot\/|crawler|spider|scraper/i;

/** The operating system the user agent claims, if any. */
function claimedOs(userAgent: string): 'windows' | 'mac' | 'ios' | 'android' | 'linux' | null {
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  if (/android/i.test(userAgent)) return 'android';
  if (/windows/i.test(userAgent)) return 'windows';
  if (/macintosh|mac os x/i.test(userAgent)) return 'mac';
  if (/linux|x11|cros/i.test(userAgent)) return 'linux';
  return null;
}

/** The user agent claims an operating system navigator.platform contradicts. */
export function hasLiedOs(signals: BotSignals): boolean {
  const platform = signals.platform.toLowerCase();
  const os = claimedOs(signals.userAgent);
  if (platform === '' || os === null) return false;
  switch (os) {
    case 'windows':
      return !platform.startsWith('win');
    case 'mac':
      return !platform.startsWith('mac');
    case 'ios':
      // iPadOS in desktop mode reports MacIntel.
      return !/iphone|ipad|ipod|mac/.test(platform);
    case 'android':
    case 'linux':
      return !/linux|android|arm|aarch|x86/.test(platform);
  }
}

/** The user agent claims a browser navigator.vendor contradicts. */
export function hasLiedBrowser(signals: BotSignals): boolean {
  const ua = signals.userAgent;
  const vendor = signals.vendor;
  if (/firefox\//i.test(ua) && !/seamonkey/i.test(ua)) return vendor !== '';
  if (/crios|fxios|edgios/i.test(ua)) return vendor !== 'Apple Computer, Inc.';
  if (/chrome\/|chromium\//i.test(ua)) return vendor !== 'Google Inc.';
  if (/version\/[\d.]+.*safari\//i.test(ua)) return vendor !== 'Apple Computer, Inc.';
  return false;
}

/** Every heuristic the browser matches; the "has lied" checks count only when switched on. */
export function botReasons(signals: BotSignals, environment: EnvironmentSnapshot): BotReason[] {
  const reasons: BotReason[] = [];
  const ua = signals.userAgent.trim();
  if (ua === '') reasons.push('no-user-agent');
  if (signals.webdriver) reasons.push('automation');
  if (HEADLESS_PATTERN.test(ua)) reasons.push('headless');
  if (SCRIPTED_CLIENT_PATTERN.test(ua)) reasons.push('scripted-client');
  if (CRAWLER_PATTERN.test(ua)) reasons.push('crawler');
  if (signals.languageCount === 0) reasons.push('no-languages');
  if (environment.enableBotDetectionHasLiedOs && hasLiedOs(signals)) reasons.push('lied-os');
  if (environment.enableBotDetectionHasLiedBrowser && hasLiedBrowser(signals)) reasons.push('lied-browser');
  return reasons;
}
