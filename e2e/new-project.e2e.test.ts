/**
 * End to end: a brand-new free account starts a competitor project on /new-project/2, on the real
 * server (dist/ as `npm start` serves it, a fresh SQLite database with a small demo research
 * corpus) in Debian's Chromium through playwright-core. Run it alone with
 * `npx vite build && npx vitest run --project e2e e2e/new-project.e2e.test.ts`.
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

/**
 * A domain of the demo corpus's list (src/server/search/demoDomains.ts) that has competitors even
 * in a small corpus: a generalist site, a candidate for every keyword (research/demoCorpus.ts).
 */
const SITE = 'amazon.com';

/** Onboarding answers: a new account owes its survey before the app's pages open. */
const SURVEY = {
  name: 'E2E Project Owner',
  onboardingDomain: 'example.com',
  onboardingDisplay: 'Example Store',
  isNewCampaign: true,
  interestedInPpc: false,
  interestedInSeo: true,
  interestedInCompetitiveIntelligence: true,
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
  // A small research corpus, as in app.e2e.test.ts: the page needs some competitors, not the whole corpus.
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
  const email = `e2e-project-${Date.now()}@example.com`;
  const anonymous = await api.get(`${server.base}/Endpoints/AccountApi/getactivestate`);
  const registered = await api.post(`${server.base}/auth/registerfreeaccount`, {
    headers: { 'x-csrf-token': anonymous.headers()['x-csrf-token'] ?? '' },
    data: { email, password: 'project-password', source: 'FreeAccount', token: null },
  });
  expect(registered.status()).toBe(200);
  // The login gave the session a new CSRF token: read it again.
  const state = await api.get(`${server.base}/Endpoints/AccountApi/getactivestate`);
  const survey = await api.post(`${server.base}/OnboardingApi/SaveUserSurvey`, {
    headers: { 'x-csrf-token': state.headers()['x-csrf-token'] ?? '' },
    data: SURVEY,
  });
  expect(survey.status()).toBe(200);
  return email;
}

describe('a new competitor project', () => {
  it('picks a suggested competitor for the site, creates the project and opens the domain comparison', async () => {
    await newFreeAccountInBrowser();

    await page.goto(`${server.base}/new-project/2?domain=${SITE}`);
    await page.getByRole('heading', { level: 1, name: 'Choose Competitors' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Your site' }).inputValue()).toBe(SITE);

    // The server's competitors of the site, read at once for a prefilled domain.
    const suggestions = page.getByRole('group', { name: `Sites that compete with ${SITE} for organic keywords` });
    const first = suggestions.locator('label').first();
    await first.waitFor();
    expect(await suggestions.getByRole('checkbox').count()).toBeGreaterThan(1);
    const name = (await first.textContent()) ?? '';
    expect(name).toMatch(/ shared keywords? · \d+% of your keywords$/);
    const competitor = name.split(' ')[0]!;
    // A choice is made on its label, as a user does (react-aria keeps the input itself out of sight).
    await first.click();
    expect(await suggestions.getByRole('checkbox').first().isChecked()).toBe(true);
    await page.getByRole('list', { name: 'Your competitors' }).getByText(competitor).waitFor();

    await page.getByRole('button', { name: 'Create project' }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/seo/kombat' &&
        url.searchParams.get('query') === SITE &&
        url.searchParams.get('competitors') === competitor,
    );
    await page.getByRole('heading', { level: 1, name: 'Domain Comparison' }).waitFor();

    // The project is on the server, named after its domain.
    const projects = await page.context().request.get(`${server.base}/NsaApi/MySpyFu/Projects/GetProjects`);
    expect(await projects.json()).toEqual([expect.objectContaining({ projectName: SITE, primaryDomainName: SITE })]);

    // Step 1 of the route table is no page of its own: a logged-in user goes on to hq (doc 1 §5).
    await page.goto(`${server.base}/new-project`);
    await page.waitForURL((url) => url.pathname === '/hq');
  });
});
