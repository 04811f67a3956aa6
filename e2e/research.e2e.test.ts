/**
 * End to end: a brand-new free account walks the research screens on the real server (dist/ as
 * `npm start` serves it, a fresh SQLite database with a small demo research corpus) in Debian's
 * Chromium: a search from the home page → the domain overview with the server's figures → its SEO
 * keywords → sorted and paged → Keyword Kombat with two competitors → a keyword's overview. Every
 * figure checked is read from the same server with the same session. Run it alone with
 * `npx vite build && npx vitest run --project e2e e2e/research.e2e.test.ts`.
 */
import { describe, expect, it } from 'vitest';

import { setUpE2e } from './harness';
import { formatNumber } from '../src/lib/format';
import { UI_TEXT } from '../src/lib/spec/text';

/** A demo-corpus domain with competitors even in a small corpus (see new-project.e2e.test.ts). */
const SITE = 'amazon.com';

const e2e = setUpE2e();

interface OrganicPage {
  totalRowCount: number;
  freeRowCount: number | null;
  rows: { keyword: string; volume: number | null; isThrottled: boolean }[];
}

/** A research call as the page's user makes it (the page's cookies, so the same throttling). */
async function research<T>(path: string, query: Record<string, string | number>): Promise<T> {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await e2e.page.context().request.get(`${e2e.server.base}/NsaApi/Research/${path}?${params}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
}

/** The first cell's text of each body row of the table named `name`. */
async function firstCells(name: string | RegExp): Promise<string[]> {
  const table = e2e.page.getByRole('table', { name });
  return table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => row.querySelector('td, th')?.textContent?.trim() ?? ''));
}

describe('the research screens, as a new free user', () => {
  it('goes from a home-page search through the overview, SEO keywords and Kombat to a keyword', async () => {
    const { page, server } = e2e;
    await e2e.newFreeAccountInBrowser();

    // Home → the domain overview, with the figures the server computes.
    await page.goto(`${server.base}/`);
    const box = page.locator('input[name="domain-input"]');
    await box.fill(SITE);
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/overview/domain' && url.searchParams.get('query') === SITE);
    const overview = await research<{ current: { organicKeywords: number } }>('DomainOverview', { query: SITE });
    await expect
      .poll(() => page.getByTestId('figure-organicKeywords').locator('dd').first().textContent())
      .toBe(formatNumber(overview.current.organicKeywords));

    // The top keywords block leads to the full SEO keywords page of the domain.
    await page.getByRole('link', { name: 'View all: Top keywords' }).click();
    await page.waitForURL((url) => url.pathname === '/seo/keywords/domain' && url.searchParams.get('query') === SITE);
    await page.getByRole('heading', { level: 1, name: 'SEO Keyword Research' }).waitFor();

    // Sorted by monthly searches, most first (numeric columns start descending): the free rows are
    // the server's first rows by volume, and the rest of the page is locked.
    const table = page.getByRole('table').first();
    await table.locator('tbody tr').first().waitFor();
    await table.getByRole('button', { name: 'Monthly searches' }).click();
    await expect.poll(() => table.getAttribute('aria-busy')).not.toBe('true');
    const byVolume = await research<OrganicPage>('DomainOrganicKeywords', {
      query: SITE,
      sortBy: 'volume',
      sortDirection: 'desc',
      rowsPerPage: 20,
      startRow: 1,
    });
    const free = byVolume.rows.filter((row) => !row.isThrottled).map((row) => row.keyword);
    expect(free.length).toBeGreaterThan(0);
    // Each keyword cell shows the keyword, then its ranking URL.
    await expect
      .poll(async () =>
        (await firstCells(/keywords/i)).slice(0, free.length).map((cell, i) => cell.startsWith(free[i]!)),
      )
      .toEqual(free.map(() => true));
    expect(await table.getByRole('columnheader', { name: 'Monthly searches' }).getAttribute('aria-sort')).toBe(
      'descending',
    );

    // Rows per page 20, then the next page: every row there is past the free rows, so locked.
    expect(byVolume.totalRowCount).toBeGreaterThan(20);
    await page.getByRole('button', { name: /Rows per page/ }).click();
    await page.getByRole('option', { name: '20', exact: true }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect
      .poll(() => page.getByText(`Rows 21–${Math.min(40, byVolume.totalRowCount)} of`, { exact: false }).count())
      .toBeGreaterThan(0);
    await expect.poll(async () => new Set(await firstCells(/keywords/i))).toEqual(new Set([UI_TEXT.unlockAllTheData]));

    // Kombat with the domain's two closest organic competitors.
    const competitors = await research<{ rows: { domain: string }[] }>('DomainCompetitors', {
      query: SITE,
      context: 'organic',
      rowsPerPage: 2,
    });
    const rivals = competitors.rows.map((row) => row.domain);
    expect(rivals).toHaveLength(2);
    await page.goto(`${server.base}/seo/kombat?query=${SITE}&competitors=${rivals.join(',')}`);
    const regions = page.getByRole('list', { name: 'Keyword overlap regions' });
    // The region shared by the domain and its closest competitor (and perhaps the other).
    const shared = regions
      .getByRole('button', { name: new RegExp(`^Shared by ${SITE}.*${rivals[0]!.replace(/\./g, '\\.')}`) })
      .first();
    await shared.waitFor();
    const sharedCount = Number(((await shared.textContent()) ?? '').match(/([\d,]+) keywords/)?.[1]?.replace(/,/g, ''));
    await shared.click();
    // The choice goes through the URL (region=), so the button shows it once the page has re-read it.
    await expect.poll(() => shared.getAttribute('aria-pressed')).toBe('true');
    expect(new URL(page.url()).searchParams.get('region')).toBeTruthy();
    const kombatTable = page.getByRole('table', { name: /^Keywords: Shared by/ });
    await kombatTable.locator('tbody tr').first().waitFor();
    expect(sharedCount).toBeGreaterThan(0);
    // A shared keyword is ranked by both compared domains: their rank cells hold positions.
    const headers = await kombatTable.getByRole('columnheader').allTextContents();
    const firstRow = kombatTable.locator('tbody tr').first().locator('td, th');
    for (const domain of [SITE, rivals[0]!]) {
      const column = headers.findIndex((text) => text.trim() === `Rank: ${domain}`);
      expect(column).toBeGreaterThan(0);
      expect((await firstRow.nth(column).textContent())?.trim()).toMatch(/^\d+$/);
    }

    // A keyword of the domain: its overview shows the server's monthly searches.
    const keyword = free[0]!;
    await page.goto(`${server.base}/keyword/overview?query=${encodeURIComponent(keyword)}`);
    const keywordAnswer = await research<{ volume: number | null }>('KeywordOverview', { query: keyword });
    await expect
      .poll(() => page.getByTestId('figure-volume').locator('dd').first().textContent())
      .toBe(formatNumber(keywordAnswer.volume));
  });
});
