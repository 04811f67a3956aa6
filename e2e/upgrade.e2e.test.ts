/**
 * End to end: a brand-new free account upgrades on /upgrade with a test card, then switches to
 * annual billing on /e/:clickType, on the real server (dist/ as `npm start` serves it, a fresh
 * SQLite database) in Debian's Chromium through playwright-core. Run it alone with
 * `npx vite build && npx vitest run --project e2e e2e/upgrade.e2e.test.ts`.
 */
import { describe, expect, it } from 'vitest';

import { setUpE2e } from './harness';

const e2e = setUpE2e();

describe('upgrading a free account', () => {
  it('pays on /upgrade with a test card, becomes a full user, then switches to annual billing', async () => {
    await e2e.newFreeAccountInBrowser();

    await e2e.page.goto(`${e2e.server.base}/upgrade`);
    await e2e.page.getByRole('heading', { level: 1, name: 'Upgrade Your Account' }).waitFor();
    // Logged in: the card only, no e-mail or password.
    await e2e.page.getByText('Today you pay $39.00 for Basic, monthly.').waitFor();
    expect(await e2e.page.getByLabel('Email').count()).toBe(0);
    await e2e.page.getByLabel('Name on card').fill('Jane Upgrader');
    await e2e.page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await e2e.page.getByLabel('Expiry month').selectOption('09');
    await e2e.page.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 2));
    await e2e.page.getByLabel('Security code (CVV)').fill('123');
    await e2e.page.getByRole('button', { name: 'Start My Membership' }).click();

    await e2e.page.waitForURL((url) => url.pathname === '/account/receipt' && url.searchParams.has('receiptId'));
    await e2e.page.getByText('Rivalscope Basic - Monthly').first().waitFor();

    // A full user now: the upgrade page shows the plan instead of the form.
    await e2e.page.goto(`${e2e.server.base}/upgrade`);
    await e2e.page.getByText('You are on the Basic plan, billed monthly.').waitFor();
    expect(await e2e.page.getByLabel('Card number').count()).toBe(0);

    await e2e.page.getByRole('link', { name: 'Switch to annual billing and save' }).click();
    await e2e.page.waitForURL((url) => url.pathname === '/e/upgrade');
    await e2e.page.getByRole('heading', { level: 1, name: 'Switch to Annual Billing' }).waitFor();
    await e2e.page.getByText('You save $72.00 a year.').waitFor();
    await e2e.page.getByText('We charge $396 today to your Visa ending in 4242.').waitFor();
    await e2e.page.getByRole('button', { name: 'Switch to annual billing', exact: true }).click();
    await e2e.page.getByRole('heading', { level: 2, name: 'You are now billed annually' }).waitFor();
    await e2e.page.getByText('Your Basic plan now costs $396 a year ($33.00/month).').waitFor();

    // The server keeps it: the upgrade page now says annual, and the offer is spent.
    await e2e.page.goto(`${e2e.server.base}/upgrade`);
    await e2e.page.getByText('You are on the Basic plan, billed annually.').waitFor();
    await e2e.page.goto(`${e2e.server.base}/e/email`);
    await e2e.page.getByText('Your Basic plan is already billed annually.').waitFor();
  });
});
