/**
 * The setup an end-to-end file shares: the built app (dist/) on the real server with a fresh SQLite
 * database and a small demo research corpus, Debian's Chromium, and a page per test that fails the
 * test on any error it throws or logs.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import { root, startServer, type RunningServer } from '../scripts/lib/server-process.mjs';

const DESKTOP = { width: 1280, height: 900 };

/** Onboarding answers: a new account owes its survey before the app's pages open. */
export const SURVEY = {
  name: 'E2E User',
  onboardingDomain: 'example.com',
  onboardingDisplay: 'Example Store',
  isNewCampaign: false,
  interestedInPpc: false,
  interestedInSeo: true,
  interestedInCompetitiveIntelligence: false,
  interestedInClientReporting: false,
  interestedInSalesProspecting: false,
};

export interface E2e {
  readonly server: RunningServer;
  readonly page: Page;
  /** A refusal the test provokes: the browser logs every failed request, this one is no fault. */
  expectRefusal(status: number): void;
  /**
   * A brand-new free account, signed up and surveyed through the API in the page's own context:
   * the page is then logged in to it, with a single session.
   */
  newFreeAccountInBrowser(): Promise<string>;
  /**
   * A brand-new paying account (Basic, monthly, a test card), bought and surveyed through the API
   * in the page's own context: the page is then logged in to it as a full user.
   */
  newPayingAccountInBrowser(): Promise<string>;
}

/** Registers the file's hooks; the returned object reads the server and the current test's page. */
export function setUpE2e(): E2e {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  /** Errors the page threw or logged: any one fails the test, unless the test said to expect it. */
  let pageErrors: string[];
  let expectedErrors: RegExp[];
  let accounts = 0;

  beforeAll(async () => {
    const dist = join(root, 'dist');
    if (!existsSync(join(dist, 'index.html'))) throw new Error('dist/ is not built: run `npx vite build` first.');
    server = await startServer({ env: { STATIC_DIR: dist, SEED_DEMO: 'true', RESEARCH_DEMO_KEYWORDS: '500' } });
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  });

  afterAll(async () => {
    await browser?.close();
    server?.stop();
  });

  beforeEach(async () => {
    pageErrors = [];
    expectedErrors = [];
    page = await browser.newPage({ viewport: DESKTOP });
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      // The location names the resource of a failed load ("… status of 401" alone says not which).
      if (message.type() === 'error') pageErrors.push(`${message.text()} (${message.location().url})`);
    });
  });

  afterEach(async () => {
    await page.close();
    expect(pageErrors.filter((error) => !expectedErrors.some((expected) => expected.test(error)))).toEqual([]);
  });

  return {
    get server() {
      return server;
    },
    get page() {
      return page;
    },
    expectRefusal(status) {
      expectedErrors.push(new RegExp(`^Failed to load resource: the server responded with a status of ${status}\\b`));
    },
    async newFreeAccountInBrowser() {
      accounts += 1;
      const api = page.context().request;
      const email = `e2e-${Date.now()}-${accounts}@example.com`;
      const anonymous = await api.get(`${server.base}/Endpoints/AccountApi/getactivestate`);
      const registered = await api.post(`${server.base}/auth/registerfreeaccount`, {
        headers: { 'x-csrf-token': anonymous.headers()['x-csrf-token'] ?? '' },
        data: { email, password: 'free-password', source: 'FreeAccount', token: null },
      });
      expect(registered.status()).toBe(200);
      // The login gave the session a new CSRF token: read it again.
      const state = await api.get(`${server.base}/Endpoints/AccountApi/getactivestate`);
      const stateBody = (await state.json()) as { user: { isLoggedIn: boolean; isFullUser: boolean } };
      expect(stateBody.user).toMatchObject({ isLoggedIn: true, isFullUser: false });
      const survey = await api.post(`${server.base}/OnboardingApi/SaveUserSurvey`, {
        headers: { 'x-csrf-token': state.headers()['x-csrf-token'] ?? '' },
        data: SURVEY,
      });
      expect(survey.status()).toBe(200);
      return email;
    },
    async newPayingAccountInBrowser() {
      accounts += 1;
      const api = page.context().request;
      const email = `e2e-paying-${Date.now()}-${accounts}@example.com`;
      const anonymous = await api.get(`${server.base}/Endpoints/AccountApi/getactivestate`);
      const card = {
        name: 'E2E Buyer',
        number: '4242424242424242',
        expirationMonth: 9,
        expirationYear: new Date().getFullYear() + 2,
        cvv: '123',
      };
      const bought = await api.post(`${server.base}/Endpoints/PurchaseApi/Purchase`, {
        headers: { 'x-csrf-token': anonymous.headers()['x-csrf-token'] ?? '' },
        data: { plan: 'Basic', billingCycle: 'Monthly', email, password: 'paying-password', card, token: null },
      });
      expect(bought.status(), await bought.text()).toBe(200);
      const state = await api.get(`${server.base}/Endpoints/AccountApi/getactivestate`);
      const stateBody = (await state.json()) as { user: { isLoggedIn: boolean; isFullUser: boolean } };
      expect(stateBody.user).toMatchObject({ isLoggedIn: true, isFullUser: true });
      const survey = await api.post(`${server.base}/OnboardingApi/SaveUserSurvey`, {
        headers: { 'x-csrf-token': state.headers()['x-csrf-token'] ?? '' },
        data: SURVEY,
      });
      expect(survey.status()).toBe(200);
      return email;
    },
  };
}
