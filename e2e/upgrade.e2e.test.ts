/**
 * End to end: a brand-new free account upgrades on /upgrade with a test card, then switches to
 * annual billing on /e/:clickType, on the real server (dist/ as `npm start` serves it, a fresh
 * SQLite database) in Debian's Chromium through playwright-core. Run it alone with
 * `npx vite build && npx vitest run --project e2e e2e/upgrade.e2e.test.ts`.
 *
 * The setup is the minimum of e2e/app.e2e.test.ts (server, browser, a page that fails on any error
 * it logs), copied until those helpers live in a shared module.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import { root, startServer, type RunningServer } from '../scripts/lib/server-process.mjs';

const DESKTOP = { width: 1280, height: 900 };

/** Onboarding answers: a new account owes its survey before the app's pages open. */
const SURVEY = {
  name: 'E2E Upgrader',
  onboardingDomain: 'example.com',
  onboardingDisplay: 'Example Store',
  isNewCampaign: false,
  interestedInPpc: false,
  interestedInSeo: true,
  interestedInCompetitiveIntelligence: false,
  interestedInClientReporting: false,
  interestedInSalesProspecting: false,
};

let server: RunningServer;
let browser: Browser;
let page: Page;
/** Errors the page threw or logged: any one fails the test. */
let pageErrors: string[];

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
  page = await browser.newPage({ viewport: DESKTOP });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(message.text());
  });
});

afterEach(async () => {
  await page.close();
  expect(pageErrors).toEqual([]);
});

/**
 * A brand-new free account, signed up and surveyed through the API in the browser's own context:
 * the page is then logged in to it, with a single session.
 */
async function newFreeAccountInBrowser(): Promise<string> {
  const api = page.context().request;
  const email = `e2e-upgrade-${Date.now()}@example.com`;
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
}

describe('upgrading a free account', () => {
  it('pays on /upgrade with a test card, becomes a full user, then switches to annual billing', async () => {
    await newFreeAccountInBrowser();

    await page.goto(`${server.base}/upgrade`);
    await page.getByRole('heading', { level: 1, name: 'Upgrade Your Account' }).waitFor();
    // Logged in: the card only, no e-mail or password.
    await page.getByText('Today you pay $39.00 for Basic, monthly.').waitFor();
    expect(await page.getByLabel('Email').count()).toBe(0);
    await page.getByLabel('Name on card').fill('Jane Upgrader');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry month').selectOption('09');
    await page.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 2));
    await page.getByLabel('Security code (CVV)').fill('123');
    await page.getByRole('button', { name: 'Start My Membership' }).click();

    await page.waitForURL((url) => url.pathname === '/account/receipt' && url.searchParams.has('receiptId'));
    await page.getByText('Rivalscope Basic - Monthly').first().waitFor();

    // A full user now: the upgrade page shows the plan instead of the form.
    await page.goto(`${server.base}/upgrade`);
    await page.getByText('You are on the Basic plan, billed monthly.').waitFor();
    expect(await page.getByLabel('Card number').count()).toBe(0);

    await page.getByRole('link', { name: 'Switch to annual billing and save' }).click();
    await page.waitForURL((url) => url.pathname === '/e/upgrade');
    await page.getByRole('heading', { level: 1, name: 'Switch to Annual Billing' }).waitFor();
    await page.getByText('You save $72.00 a year.').waitFor();
    await page.getByText('We charge $396 today to your Visa ending in 4242.').waitFor();
    await page.getByRole('button', { name: 'Switch to annual billing', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: 'You are now billed annually' }).waitFor();
    await page.getByText('Your Basic plan now costs $396 a year ($33.00/month).').waitFor();

    // The server keeps it: the upgrade page now says annual, and the offer is spent.
    await page.goto(`${server.base}/upgrade`);
    await page.getByText('You are on the Basic plan, billed annually.').waitFor();
    await page.goto(`${server.base}/e/email`);
    await page.getByText('Your Basic plan is already billed annually.').waitFor();
  });
});
