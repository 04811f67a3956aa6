/**
 * End to end: the built app (dist/, as `npm start` serves it) on the real server with a fresh
 * SQLite database and the demo account, driven in Debian's Chromium through playwright-core.
 * `npm test` builds the app before it runs this project; run it alone with
 * `npx vite build && npx vitest run --project e2e`.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import { root, startServer, type RunningServer } from '../scripts/lib/server-process.mjs';

const DEMO = { email: 'demo@rivalscope.dev', password: 'rivalscope-demo' };
const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 375, height: 740 };

let server: RunningServer;
let browser: Browser;
let page: Page;
/** Errors the page threw or logged: any one fails the test. */
let pageErrors: string[];

beforeAll(async () => {
  const dist = join(root, 'dist');
  if (!existsSync(join(dist, 'index.html'))) throw new Error('dist/ is not built: run `npx vite build` first.');
  // A small research corpus: the walk needs some data, not the whole demo corpus's seeding time.
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

async function logIn(): Promise<void> {
  await page.goto(`${server.base}/auth/login`);
  await page.getByLabel(/e-?mail/i).fill(DEMO.email);
  await page.getByLabel(/password/i).fill(DEMO.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((url) => url.pathname === '/hq');
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

  it('opens the mobile menu at a phone width', async () => {
    await page.setViewportSize(MOBILE);
    await page.goto(`${server.base}/`);
    await page.getByRole('button', { name: /menu/i }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Sign up for FREE' }).first().isVisible()).toBe(true);
  });
});
