/**
 * End to end: a brand-new free account starts a competitor project on /new-project/2, on the real
 * server (dist/ as `npm start` serves it, a fresh SQLite database with a small demo research
 * corpus) in Debian's Chromium through playwright-core. Run it alone with
 * `npx vite build && npx vitest run --project e2e e2e/new-project.e2e.test.ts`.
 */
import { describe, expect, it } from 'vitest';

import { setUpE2e } from './harness';

/**
 * A domain of the demo corpus's list (src/server/search/demoDomains.ts) that has competitors even
 * in a small corpus: a generalist site, a candidate for every keyword (research/demoCorpus.ts).
 */
const SITE = 'amazon.com';

const e2e = setUpE2e();

describe('a new competitor project', () => {
  it('picks a suggested competitor for the site, creates the project and opens the domain comparison', async () => {
    await e2e.newFreeAccountInBrowser();

    await e2e.page.goto(`${e2e.server.base}/new-project/2?domain=${SITE}`);
    await e2e.page.getByRole('heading', { level: 1, name: 'Choose Competitors' }).waitFor();
    expect(await e2e.page.getByRole('textbox', { name: 'Your site' }).inputValue()).toBe(SITE);

    // The server's competitors of the site, read at once for a prefilled domain.
    const suggestions = e2e.page.getByRole('group', { name: `Sites that compete with ${SITE} for organic keywords` });
    const first = suggestions.locator('label').first();
    await first.waitFor();
    expect(await suggestions.getByRole('checkbox').count()).toBeGreaterThan(1);
    const name = (await first.textContent()) ?? '';
    expect(name).toMatch(/ shared keywords? · \d+% of your keywords$/);
    const competitor = name.split(' ')[0]!;
    // A choice is made on its label, as a user does (react-aria keeps the input itself out of sight).
    await first.click();
    expect(await suggestions.getByRole('checkbox').first().isChecked()).toBe(true);
    await e2e.page.getByRole('list', { name: 'Your competitors' }).getByText(competitor).waitFor();

    await e2e.page.getByRole('button', { name: 'Create project' }).click();
    await e2e.page.waitForURL(
      (url) =>
        url.pathname === '/seo/kombat' &&
        url.searchParams.get('query') === SITE &&
        url.searchParams.get('competitors') === competitor,
    );
    await e2e.page.getByRole('heading', { level: 1, name: 'Domain Comparison' }).waitFor();

    // The project is on the server, named after its domain.
    const projects = await e2e.page.context().request.get(`${e2e.server.base}/NsaApi/MySpyFu/Projects/GetProjects`);
    expect(await projects.json()).toEqual([expect.objectContaining({ projectName: SITE, primaryDomainName: SITE })]);

    // Step 1 of the route table is no page of its own: a logged-in user goes on to hq (doc 1 §5).
    await e2e.page.goto(`${e2e.server.base}/new-project`);
    await e2e.page.waitForURL((url) => url.pathname === '/hq');
  });
});
