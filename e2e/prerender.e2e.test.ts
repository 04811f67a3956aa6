/**
 * End to end: the public pages prerendered by `vite build` (src/prerender) as the real server sends
 * them, and their hydration in Chromium. Any console error (a hydration mismatch is one) fails the
 * test through the harness.
 */
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';

import { setUpE2e } from './harness';
import type { RunningServer } from '../scripts/lib/server-process.mjs';
import { linkTo } from '../src/app/linkTo';
import { homeRoutes } from '../src/app/routes/home';
import { MEMBERSHIP } from '../src/features/home/sectionTexts';
import { FOOTER_TEXT } from '../src/features/layout/siteFooterTexts';
import { MAIN_PURCHASE_CLICK, MAIN_PURCHASE_DEFAULT_PAGE } from '../src/lib/spec/purchase';

const e2e = setUpE2e();
let server: RunningServer;
let page: Page;
beforeEach(() => {
  server = e2e.server;
  page = e2e.page;
});

const HOME_TITLE = homeRoutes[0].meta.title;
const PRERENDERED = [
  '/',
  '/company',
  '/termsconditions',
  '/semrush-alternative',
  '/ahrefs-alternative',
  '/auth/login',
  '/error/notfound',
];

/** Opens `path`, keeps the heading the server sent, and waits for the app to take the page over. */
async function openHydrated(path: string) {
  await page.goto(`${server.base}${path}`);
  await page.evaluate(() => {
    (window as unknown as { sentHeading: Element | null }).sentHeading = document.querySelector('h1');
  });
  await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('inert'));
  // The same element: hydrated, not thrown away and drawn again.
  return page.evaluate(() => {
    const sent = (window as unknown as { sentHeading: Element | null }).sentHeading;
    return sent !== null && sent === document.querySelector('h1');
  });
}

describe('prerendered public pages', () => {
  it('sends the home page drawn: heading and search form, no membership widget', async () => {
    const res = await fetch(`${server.base}/`);
    const html = await res.text();
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(html).toMatch(/<meta name="csrf-token" content="[\w-]{40,}"/);
    expect(html).toContain(`<title>${HOME_TITLE}</title>`);
    const root = html.slice(html.indexOf('<div id="root"'));
    expect(root).toMatch(/<h1[^>]*>.*SEO and PPC Competitor Research.*<\/h1>/s);
    expect(root).toMatch(/<form[^>]*>.*<input[^>]*name="domain-input"/s);
    expect(root).not.toContain(MEMBERSHIP.heading);
    expect(root).not.toMatch(/<script\b/);
    // The footer's call to action, as the browser draws it for a visitor who is not a member.
    const ctaHref = linkTo('mainpurchase', {}, { page: MAIN_PURCHASE_DEFAULT_PAGE, click: MAIN_PURCHASE_CLICK });
    const footer = root.slice(root.indexOf('<footer'));
    expect(footer).toContain(`href="${ctaHref.replace(/&/g, '&amp;')}"`);
    expect(footer).toContain(`>${FOOTER_TEXT.defaultCta}</a>`);
  });

  it('hydrates the footer after the page, keeping the element sent, and its links navigate in the app', async () => {
    await page.goto(`${server.base}/company`);
    const cta = page.getByRole('contentinfo').getByRole('link', { name: FOOTER_TEXT.defaultCta });
    await cta.evaluate((link) => {
      (window as unknown as { sentCta: Element }).sentCta = link;
    });
    // Owned by React once its deferred chunk has loaded (src/app/appRouter.tsx).
    await page.waitForFunction(() => {
      const link = (window as unknown as { sentCta: Element }).sentCta;
      return link.isConnected && Object.keys(link).some((key) => key.startsWith('__reactFiber$'));
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Jobs' }).click();
    await page.waitForURL((url) => url.pathname === '/jobs');
    // A client navigation: the page that sent /company is still the one running.
    expect(await page.evaluate(() => (window as unknown as { sentCta?: Element }).sentCta !== undefined)).toBe(true);
  });

  it.each(PRERENDERED)('hydrates %s without a mismatch', async (path) => {
    expect(await openHydrated(path)).toBe(true);
    expect(new URL(page.url()).pathname).toBe(path);
  });

  it('shows the membership widget and the deferred sections after hydration, and searches', async () => {
    expect(await openHydrated('/')).toBe(true);
    await expect.poll(() => page.getByRole('heading', { name: MEMBERSHIP.heading }).count()).toBe(1);
    const box = page.locator('input[name="domain-input"]');
    await box.fill('github.com');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/overview/domain');
  });

  it('sends a page the guards turn anonymous visitors away from as the app page, and the guards redirect', async () => {
    const html = await (await fetch(`${server.base}/rivalflow-offer`)).text();
    expect(html).toContain('<div id="root"></div>');
    await page.goto(`${server.base}/rivalflow-offer`);
    await page.waitForURL(
      (url) => url.pathname === '/auth/login' && url.searchParams.get('returnUrl') === '/rivalflow-offer',
    );
  });

  it('sends a logged-in user the app page, which renders their own header', async () => {
    await e2e.newFreeAccountInBrowser();
    const response = await page.goto(`${server.base}/company`);
    expect(await response?.text()).toContain('<div id="root"></div>');
    await expect.poll(() => page.locator('h1').count()).toBe(1);
    await expect.poll(() => page.getByRole('link', { name: /log in/i }).count()).toBe(0);
  });
});
