/**
 * End to end: the built app (dist/, as `npm start` serves it) on the real server with a fresh
 * SQLite database and the demo account, driven in Debian's Chromium through playwright-core.
 * `npm test` builds the app before it runs this project; run it alone with
 * `npx vite build && npx vitest run --project e2e`.
 */
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';

import { setUpE2e, SURVEY } from './harness';
import { demoLoginCookie, type RunningServer } from '../scripts/lib/server-process.mjs';
import { figuresNote } from '../src/features/research/shared/figuresNote';
import { formatCurrency, formatNumber } from '../src/lib/format';

const DEMO = { email: 'demo@rivalscope.dev', password: 'rivalscope-demo' };
const MOBILE = { width: 375, height: 740 };

const e2e = setUpE2e();
// The harness's server and the current test's page, under the short names every step uses.
let server: RunningServer;
let page: Page;
beforeEach(() => {
  server = e2e.server;
  page = e2e.page;
});
const expectRefusal = (status: number) => e2e.expectRefusal(status);

async function logIn(): Promise<void> {
  await page.goto(`${server.base}/auth/login`);
  await page.getByLabel(/e-?mail/i).fill(DEMO.email);
  await page.getByLabel(/password/i).fill(DEMO.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((url) => url.pathname === '/hq');
}

/** An API session outside the browser (a cookie and its CSRF token), logged in when a cookie is given. */
async function apiSession(cookie?: string) {
  const state = await fetch(`${server.base}/Endpoints/AccountApi/getactivestate`, {
    headers: cookie ? { cookie } : {},
  });
  const session = cookie ?? state.headers.get('set-cookie')?.split(';')[0] ?? '';
  const csrf = state.headers.get('x-csrf-token') ?? '';
  return (path: string, body: unknown) =>
    fetch(`${server.base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: session, 'x-csrf-token': csrf },
      body: JSON.stringify(body),
    });
}

let accounts = 0;
/** A brand-new free account, registered through the API. */
async function newAccount(): Promise<{ email: string; password: string }> {
  accounts += 1;
  const account = { email: `e2e-${Date.now()}-${accounts}@example.com`, password: 'first-password' };
  const post = await apiSession();
  const res = await post('/auth/registerfreeaccount', { ...account, source: 'FreeAccount', token: null });
  if (!res.ok) throw new Error(`registerfreeaccount: ${res.status} ${await res.text()}`);
  return account;
}

/**
 * A brand-new paying owner (Basic, monthly, a test card on file) whose onboarding is done, made
 * through the API in one session: with the browser's login that is two sessions, the plan's limit.
 */
async function newPayingOwner(): Promise<{ email: string; password: string }> {
  accounts += 1;
  const account = { email: `e2e-owner-${Date.now()}-${accounts}@example.com`, password: 'owner-password' };
  const state = await fetch(`${server.base}/Endpoints/AccountApi/getactivestate`);
  const anonymous = state.headers.get('set-cookie')?.split(';')[0] ?? '';
  const csrf = state.headers.get('x-csrf-token') ?? '';
  const headers = { 'content-type': 'application/json', 'x-csrf-token': csrf };
  const card = {
    name: 'E2E Owner',
    number: '4242424242424242',
    expirationMonth: 9,
    expirationYear: new Date().getFullYear() + 2,
    cvv: '123',
  };
  const bought = await fetch(`${server.base}/Endpoints/PurchaseApi/Purchase`, {
    method: 'POST',
    headers: { ...headers, cookie: anonymous },
    body: JSON.stringify({ plan: 'Basic', billingCycle: 'Monthly', ...account, card, token: null }),
  });
  if (!bought.ok) throw new Error(`purchase: ${bought.status} ${await bought.text()}`);
  const cookie = bought.headers.get('set-cookie')?.split(';')[0] ?? anonymous;
  const asOwner = await apiSession(cookie);
  const survey = await asOwner('/OnboardingApi/SaveUserSurvey', SURVEY);
  if (!survey.ok) throw new Error(`survey: ${survey.status} ${await survey.text()}`);
  return account;
}

/** The link in the newest e-mail the server queued for `to` (its outbox, read from the database). */
function linkMailedTo(to: string): string {
  const db = new Database(server.databasePath, { readonly: true });
  try {
    const row = db.prepare('SELECT body FROM email_outbox WHERE to_address = ? ORDER BY id DESC LIMIT 1').get(to) as
      { body: string } | undefined;
    const link = /https?:\/\/\S+/.exec(row?.body ?? '')?.[0];
    if (!link) throw new Error(`no link mailed to ${to}`);
    return link;
  } finally {
    db.close();
  }
}

/** Fills the reset page's form and saves. */
async function chooseNewPassword(password: string): Promise<void> {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByRole('button', { name: 'Save Password and Log In' }).click();
}

describe('the assembled app on the real server', () => {
  it('searches from the home page to the overview of the domain', async () => {
    await page.goto(`${server.base}/`);
    const box = page.locator('input[name="domain-input"]');
    await box.fill('github.com');
    await box.press('Enter');
    // The guard chain looks the query up on the server and lands on the domain overview.
    await page.waitForURL(
      (url) => url.pathname === '/overview/domain' && url.searchParams.get('query') === 'github.com',
    );
    await expect.poll(() => page.title()).toContain('github.com');

    // The overview shows the figures the server computes from the demo corpus, naming their month.
    const res = await fetch(`${server.base}/NsaApi/Research/DomainOverview?query=github.com`);
    const overview = (await res.json()) as {
      hasData: boolean;
      month: string | null;
      curve: { name: string };
      current: { organicKeywords: number; seoClicks: number; seoClickValue: number };
    };
    expect(overview.hasData).toBe(true);
    expect(overview.current.organicKeywords).toBeGreaterThan(0);
    const figure = (id: string) => page.getByTestId(`figure-${id}`).locator('dd').first();
    await expect
      .poll(() => figure('organicKeywords').textContent())
      .toBe(formatNumber(overview.current.organicKeywords));
    expect(await figure('seoClicks').textContent()).toBe(formatNumber(overview.current.seoClicks));
    expect(await figure('seoClickValue').textContent()).toBe(formatCurrency(overview.current.seoClickValue));
    await expect.poll(() => page.getByText(figuresNote(overview)!).count()).toBe(1);
  });

  it('logs in with the demo account and shows the account menu', async () => {
    await logIn();
    const account = page.getByRole('button', { name: /account/i });
    await account.click();
    await expect.poll(() => page.getByRole('menuitem', { name: 'Log Out' }).isVisible()).toBe(true);
  });

  it('opens the desktop header menu', async () => {
    await page.goto(`${server.base}/seo/overview?query=github.com`);
    await page.getByRole('button', { name: 'SEO Research' }).hover();
    await expect.poll(() => page.getByRole('link', { name: 'SEO Competitor Analysis' }).isVisible()).toBe(true);
  });

  it('shows a logged-out searcher the paywall on the second search, and the sign-up form in it', async () => {
    await page.goto(`${server.base}/seo/overview?query=github.com`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByText('Save $72 with annual billing').count()).toBe(0);
    await page.goto(`${server.base}/seo/overview?query=amazon.com`);
    const paywall = page.getByRole('dialog');
    await paywall.getByText('Save $72 with annual billing').waitFor();
    await paywall.getByText('30 day money back guarantee').waitFor();
    expect(await paywall.getByRole('button', { name: 'Sign Up Free' }).isVisible()).toBe(true);
  });

  it('opens the mobile menu at a phone width', async () => {
    await page.setViewportSize(MOBILE);
    await page.goto(`${server.base}/`);
    await page.getByRole('button', { name: /menu/i }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Sign up for FREE' }).first().isVisible()).toBe(true);
  });

  it('serves a direct load of the API documentation pages as the app', async () => {
    for (const path of ['/api/v1', '/api/v2']) {
      const response = await page.goto(`${server.base}${path}`);
      expect(response?.headers()['content-type']).toMatch(/^text\/html/);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).first().textContent())
        .toMatch(/API Documentation/);
    }
  });

  it('resets a forgotten password from the e-mailed link and logs in with the new one', async () => {
    const account = await newAccount();
    await page.goto(`${server.base}/auth/login`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    // The login page has an e-mail field too: fill the reset form only once it is the one on screen.
    await page.waitForURL((url) => url.pathname === '/auth/forgotpassword');
    await page.getByRole('button', { name: 'Send Reset Link' }).waitFor();
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();

    await page.goto(linkMailedTo(account.email));
    // The account's address, masked: the link shows whose password it sets, and little more.
    await page.getByText(/^Choose a new password for .\*\*\*@example\.com\.$/).waitFor();
    await chooseNewPassword('second-password');
    // Logged in: a new account still owes its onboarding survey, so the guards send it there.
    await page.waitForURL((url) => url.pathname === '/onboarding');

    // The old password is refused (asked outside the page: the browser logs every 401 as an error) …
    const post = await apiSession();
    const oldLogin = await post('/auth/login', {
      username: account.email,
      password: account.password,
      source: 'LoginPage',
      token: null,
    });
    expect(oldLogin.status).toBe(401);
    // … and the new one logs in on the login page.
    await page.goto(`${server.base}/auth/logout`);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(`${server.base}/auth/login`);
    await page.getByLabel(/e-?mail/i).fill(account.email);
    await page.getByLabel(/password/i).fill('second-password');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL((url) => url.pathname === '/onboarding');
  });

  it('lets an invited team member set a password, and keeps the subscription out of its reach', async () => {
    const child = `e2e-team-${Date.now()}@example.com`;
    const asDemo = await apiSession(await demoLoginCookie(server.base));
    expect((await asDemo('/endpoints/childaccount', { emails: [child] })).status).toBe(200);

    await page.goto(linkMailedTo(child));
    await chooseNewPassword('team-password');
    await page.waitForURL((url) => url.pathname === '/hq');

    await page.goto(`${server.base}/account/settings`);
    await page.getByRole('link', { name: 'Receipts' }).waitFor();
    expect(await page.getByRole('link', { name: 'Subscription', exact: true }).count()).toBe(0);
    await page.goto(`${server.base}/account/subscription`);
    await page.waitForURL((url) => url.pathname === '/account/settings');
  });

  it('unlocks a login open on too many devices by ending the other sessions on /add-users', async () => {
    const account = await newAccount();
    // Two more devices log in: with the registration's, three sessions for a limit of two.
    for (const _device of [1, 2]) {
      const post = await apiSession();
      const login = await post('/auth/login', {
        username: account.email,
        password: account.password,
        source: 'LoginPage',
        token: null,
      });
      expect(login.status).toBe(200);
    }
    await page.goto(`${server.base}/auth/login`);
    await page.getByLabel(/e-?mail/i).fill(account.email);
    await page.getByLabel(/password/i).fill(account.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    // Every page now leads to /add-users, which says why and lists the sessions.
    await page.waitForURL((url) => url.pathname === '/add-users');
    await page.getByText(/^Your login is open on 4 devices, and your plan allows 2 at a time\./).waitFor();
    await page.goto(`${server.base}/company`);
    await page.waitForURL((url) => url.pathname === '/add-users');

    await page.getByRole('button', { name: 'Log out all my other sessions' }).click();
    // Within the limit again: the lock lifts at once (a new account then owes its onboarding survey).
    await page.waitForURL((url) => url.pathname === '/onboarding');
    await page.goto(`${server.base}/company`);
    await page.waitForURL((url) => url.pathname === '/company');
  });

  it('signs up free, goes through the three onboarding steps, and lands in the app', async () => {
    await page.goto(`${server.base}/`);
    await page.getByRole('link', { name: 'Sign up for FREE' }).first().click();
    await page.getByRole('heading', { level: 2, name: 'Sign up for a free account to continue' }).waitFor();
    // The demo account exists: its address is refused (409), and what was typed stays.
    expectRefusal(409);
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill('first-password');
    await page.getByRole('button', { name: 'Sign Up Free' }).click();
    await page.getByText('There is already an account associated with that email address.').waitFor();
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('first-password');
    await page.getByLabel('Email').fill(`e2e-signup-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Sign Up Free' }).click();
    // A new account owes its survey: every page of the app leads to step 1.
    await page.waitForURL((url) => url.pathname === '/onboarding');
    await page.getByRole('heading', { level: 1, name: 'Welcome to Rivalscope' }).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Please check the fields marked in red.').waitFor();
    await page.getByLabel('Your name').fill('Jane Marketer');
    // A choice is made on its label, as a user does (react-aria keeps the input itself out of sight).
    await page.locator('label', { hasText: '2–10 people' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('heading', { level: 1, name: 'Your Site' }).waitFor();
    await page.getByLabel('Your domain').fill('https://www.Example.com/');
    await page.getByLabel('Name to show for it').fill('Example Store');
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('heading', { level: 1, name: 'Your Goals' }).waitFor();
    await page
      .getByRole('radiogroup', { name: 'Are you starting a new campaign?' })
      .locator('label', { hasText: 'Yes' })
      .click();
    await page.locator('label', { hasText: 'PPC:' }).click();
    await page.locator('label', { hasText: '$1,001 – $5,000' }).click();
    expect(await page.getByRole('checkbox', { name: /^PPC/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Finish and Start Researching' }).click();

    // PPC alone: the related-keywords table opens with the PPC preset, seeded with the project's name.
    await page.waitForURL(
      (url) =>
        url.pathname === '/keyword/related-keywords' &&
        url.searchParams.get('query') === 'example store' &&
        url.searchParams.get('selectedPreset') === 'ppc',
    );
    await page.getByRole('heading', { level: 1, name: 'Related Keywords' }).waitFor();
    // The first project was made on the server, and onboarding no longer holds the app back.
    const projects = await page.context().request.get(`${server.base}/NsaApi/MySpyFu/Projects/GetProjects`);
    expect(await projects.json()).toEqual([
      expect.objectContaining({ projectName: 'Example Store', primaryDomainName: 'example.com' }),
    ]);
    await page.goto(`${server.base}/hq`);
    await page.getByRole('heading', { level: 1, name: 'My Sites' }).waitFor();
    await page.goto(`${server.base}/onboarding`);
    await page.waitForURL((url) => url.pathname === '/hq');
  });
  it('buys Professional with a test card after a declined one, sees the receipt, then pauses and resumes', async () => {
    await page.goto(`${server.base}/buy/register`);
    await page.getByRole('link', { name: 'Choose Professional' }).click();
    await page.getByText('Today you pay $876 for Professional, annually.').waitFor();
    const email = `e2e-buyer-${Date.now()}@example.com`;
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('buyer-password');
    await page.getByLabel('Name on card').fill('Jane Marketer');
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByLabel('Expiry month').selectOption('09');
    await page.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 2));
    await page.getByLabel('Security code (CVV)').fill('123');
    // The built-in provider declines this test card (402): the message stands beside the number.
    expectRefusal(402);
    await page.getByRole('button', { name: 'Start My Membership' }).click();
    const declined = 'The card was declined. Please check the details or use another card.';
    await page.locator('[role="alert"]', { hasText: declined }).waitFor();
    expect(await page.getByLabel('Card number').inputValue()).toBe('4000000000000002');
    expect(await page.getByLabel('Email').inputValue()).toBe(email);

    await page.getByLabel('Card number').fill('4242424242424242');
    await page.getByRole('button', { name: 'Start My Membership' }).click();
    await page.waitForURL((url) => url.pathname === '/account/receipt' && url.searchParams.has('receiptId'));
    await page.getByRole('heading', { level: 1, name: 'Your Receipt' }).waitFor();
    await page.getByText('Rivalscope Professional - Annually').first().waitFor();

    // Like any new account the buyer owes the onboarding survey: answered here through the API.
    const browserApi = page.context().request;
    const state = await browserApi.get(`${server.base}/Endpoints/AccountApi/getactivestate`);
    const survey = await browserApi.post(`${server.base}/OnboardingApi/SaveUserSurvey`, {
      headers: { 'x-csrf-token': state.headers()['x-csrf-token'] ?? '' },
      data: SURVEY,
    });
    expect(survey.status()).toBe(200);
    await page.goto(`${server.base}/account/subscription`);
    await page.getByRole('heading', { level: 1, name: 'Subscription' }).waitFor();
    await page.getByRole('button', { name: /^Pause subscription/ }).click();
    await page
      .getByText(/is paused/)
      .first()
      .waitFor();
    await page.getByRole('button', { name: /^Resume subscription/ }).click();
    await page
      .getByText(/is active again/)
      .first()
      .waitFor();
  });
  it('adds a team member on Team Management after the bill preview', async () => {
    const owner = await newPayingOwner();
    await page.goto(`${server.base}/auth/login`);
    await page.getByLabel(/e-?mail/i).fill(owner.email);
    await page.getByLabel(/password/i).fill(owner.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL((url) => url.pathname === '/hq');
    await page.goto(`${server.base}/account/teammanagement`);
    await page.getByRole('heading', { level: 1, name: 'Team Management' }).waitFor();
    const member = `e2e-member-${Date.now()}@example.com`;
    const field = page.getByLabel('E-mail addresses of the new users');
    await field.fill(member);
    await field.press('Enter');
    // The server prices the change before anything is charged.
    await page.getByText(/^Adding 1 user costs \$[\d.,]+ per (month|year)\. Your new total: /).waitFor();
    await page.getByRole('button', { name: 'Add users' }).click();
    await page.getByText(`${member} was added to your team. We e-mailed them a link to choose a password.`).waitFor();
    await page.getByRole('cell', { name: member }).first().waitFor();
  });
});
