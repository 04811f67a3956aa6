/**
 * End to end: a brand-new paying account builds its workspace on the real server (dist/ as
 * `npm start` serves it, a fresh SQLite database) in Debian's Chromium: My Sites → create a project
 * in the side panel → import keywords, some already there, and undo → group three and label one →
 * export the list as CSV and read the file → import an outreach URL and give it a note and a task
 * → reload, and find all of it still there → add a keyword from a research row and see the open
 * keyword list gain it, then lose it on Undo. Run it alone with
 * `npx vite build && npx vitest run --project e2e e2e/workspace.e2e.test.ts`.
 */
import { describe, expect, it } from 'vitest';

import { setUpE2e } from './harness';
import { MY_SITES_TEXT } from '../src/features/mySites/mySitesTexts';
import { ADD_TO_PROJECT_TEXT } from '../src/features/workspace/addToProject/addToProjectTexts';
import { KEYWORD_TEXT } from '../src/features/workspace/keywords/keywordTexts';
import { SELECTED_KEYWORDS_TEXT } from '../src/features/workspace/keywords/selectedKeywordsTexts';
import { IMPORT_TEXT } from '../src/features/workspace/outreach/import/importTexts';
import { OUTREACH_TEXT } from '../src/features/workspace/outreach/outreachTexts';
import { PANEL_TEXT } from '../src/features/workspace/panel/panelTexts';
import { fill, TEXT, UI_TEXT } from '../src/lib/spec/text';
import { EXPORT_MENU_TEXT } from '../src/ui/ExportMenu/exportRules';

const e2e = setUpE2e();

const PROJECT = 'Trail Store';
const FIRST = ['running shoes', 'trail shoes', 'hiking boots'];
const SECOND = ['running shoes', 'trail shoes', 'rain jacket', 'wool socks', 'tent stakes'];
const PAGE_URL = 'https://blog.example.org/best-running-shoes';

/** The keyword cells of the keyword table, top to bottom. */
async function listedKeywords(): Promise<string[]> {
  const table = e2e.page.getByRole('table', { name: KEYWORD_TEXT.tableLabel });
  await table.waitFor();
  return table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td')[1]?.textContent?.trim() ?? ''));
}

/** Selects rows by keyword and runs a toolbar action that names a new group or label. */
async function addSelectedTo(keywords: string[], action: string, field: string, name: string) {
  const { page } = e2e;
  for (const keyword of keywords)
    await page.getByRole('checkbox', { name: `Select ${keyword}` }).check({ force: true }); // a visually hidden input
  await page
    .getByRole('toolbar', { name: SELECTED_KEYWORDS_TEXT.toolbarLabel })
    .getByRole('button', { name: action })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(field).fill(name);
  await dialog.getByRole('button', { name: SELECTED_KEYWORDS_TEXT.add }).click();
}

describe('the workspace, as a new paying user', () => {
  it('creates a project, imports, groups, labels, exports and tracks a link, and keeps it all', async () => {
    const { page, server } = e2e;
    await e2e.newPayingAccountInBrowser();

    // My Sites has no project yet and leads to the panel's create-project view.
    await page.goto(`${server.base}/hq`);
    await page.getByRole('heading', { name: MY_SITES_TEXT.emptyHeading }).waitFor();
    await page.getByRole('link', { name: MY_SITES_TEXT.createFirstProject }).click();
    await page.getByLabel(PANEL_TEXT.projectName).fill(PROJECT);
    await page.getByLabel(PANEL_TEXT.domain).fill('amazon.com');
    await page.getByRole('button', { name: UI_TEXT.createProject }).click();

    // The new project's keyword list is empty; import three keywords.
    await page.getByText(KEYWORD_TEXT.noKeywords).waitFor();
    await page.getByRole('button', { name: KEYWORD_TEXT.importKeywords }).first().click();
    await page.getByLabel(KEYWORD_TEXT.importTermsLabel).fill(FIRST.join('\n'));
    await page.getByRole('button', { name: KEYWORD_TEXT.importSubmit, exact: true }).click();
    await page.getByText(fill(TEXT.termsAdded, { count: 3 })).waitFor();

    // Five more, two of them already there: the spec's message, then Undo removes the three new.
    await page.getByLabel(KEYWORD_TEXT.importTermsLabel).fill(SECOND.join('\n'));
    await page.getByRole('button', { name: KEYWORD_TEXT.importSubmit, exact: true }).click();
    const someAlreadyPresent = fill(TEXT.someKeywordsAlreadyPresent, { project: PROJECT });
    await page.getByText(someAlreadyPresent).waitFor();
    // The Undo of this import's alert (the first import's alert offers its own).
    await page
      .getByRole('listitem')
      .filter({ hasText: someAlreadyPresent })
      .getByRole('button', { name: KEYWORD_TEXT.undo })
      .click();
    await page
      .getByText(new RegExp(TEXT.undoMessages.map((m) => m.replace(/[.'?]/g, '\\$&')).join('|')))
      .first()
      .waitFor();
    await page.getByRole('button', { name: PANEL_TEXT.keywordUniverse, exact: true }).click();
    await expect.poll(async () => (await listedKeywords()).sort()).toEqual([...FIRST].sort());

    // Group the three, label one.
    await addSelectedTo(FIRST, SELECTED_KEYWORDS_TEXT.addToGroup, SELECTED_KEYWORDS_TEXT.newGroupField, 'Footwear');
    await page.getByText(fill(SELECTED_KEYWORDS_TEXT.addedToGroup, { count: 3, name: 'Footwear' })).waitFor();
    // The toast comes before the list reloads: select the next row once the rows show their group.
    const keywordRows = page.getByRole('table', { name: KEYWORD_TEXT.tableLabel }).locator('tbody tr');
    await expect.poll(() => keywordRows.filter({ hasText: 'Footwear' }).count()).toBe(FIRST.length);
    await addSelectedTo(
      ['hiking boots'],
      SELECTED_KEYWORDS_TEXT.addToLabel,
      SELECTED_KEYWORDS_TEXT.newLabelField,
      'Priority',
    );
    await page.getByText(fill(SELECTED_KEYWORDS_TEXT.addedToLabel, { count: 1, name: 'Priority' })).waitFor();

    // Export the list as CSV and read the file the server built.
    await page.getByRole('button', { name: EXPORT_MENU_TEXT.button }).click();
    await page.getByRole('menuitem', { name: EXPORT_MENU_TEXT.csv }).click();
    const download = page.getByRole('link', { name: /^Download / });
    await download.waitFor();
    const file = await page.context().request.get(new URL((await download.getAttribute('href'))!, server.base).href);
    expect(file.status()).toBe(200);
    const lines = (await file.text()).trim().split('\r\n');
    expect(lines[0]?.split(',')[0]).toBe('keyword');
    expect(
      lines
        .slice(1)
        .map((line) => line.split(',')[0])
        .sort(),
    ).toEqual([...FIRST].sort());
    expect(lines.slice(1).every((line) => line.includes('Footwear'))).toBe(true);

    // Outreach: import a page, then give it a note and a task.
    await page.getByRole('button', { name: PANEL_TEXT.links, exact: true }).click();
    await page.getByRole('button', { name: OUTREACH_TEXT.importUrls }).first().click();
    await page.getByLabel(IMPORT_TEXT.linesLabel).fill(PAGE_URL);
    await page.getByRole('button', { name: IMPORT_TEXT.startImportOne }).click();
    await page.getByRole('heading', { name: IMPORT_TEXT.progressTitleDone }).waitFor();
    await page.getByRole('button', { name: IMPORT_TEXT.openLinks }).click();
    await page
      .getByRole('button', { name: /best-running-shoes/ })
      .first()
      .click();
    await page.getByLabel(OUTREACH_TEXT.noteLabel).fill('Editor likes data-led pitches.');
    await page.getByRole('button', { name: OUTREACH_TEXT.addNote }).click();
    await page.getByText('Editor likes data-led pitches.', { exact: true }).waitFor();
    await page.getByLabel(OUTREACH_TEXT.taskTextLabel).fill('Send the pitch');
    await page.getByRole('button', { name: OUTREACH_TEXT.addTask }).click();
    await page.getByText('Send the pitch', { exact: true }).waitFor();

    // A reload finds the link with its note and task, and the keywords with their group.
    await page.reload();
    await page.getByText('Editor likes data-led pitches.', { exact: true }).waitFor();
    await page.getByText('Send the pitch', { exact: true }).waitFor();
    await page.getByRole('button', { name: PANEL_TEXT.keywordUniverse, exact: true }).click();
    await expect.poll(async () => (await listedKeywords()).sort()).toEqual([...FIRST].sort());
    await expect
      .poll(() => page.getByRole('table', { name: KEYWORD_TEXT.tableLabel }).getByText('Footwear').count())
      .toBe(3);
    await page.getByRole('button', { name: PANEL_TEXT.labels, exact: true }).click();
    await page.getByText('Priority').first().waitFor();

    // A keyword added from a research row shows in the panel's open keyword list, and Undo takes it out.
    await page.getByRole('button', { name: PANEL_TEXT.keywordUniverse, exact: true }).click();
    await expect.poll(async () => (await listedKeywords()).length).toBe(FIRST.length);
    const panelQuery = [...new URL(page.url()).searchParams].filter(([key]) => key.startsWith('msf'));
    const research = new URLSearchParams([['query', 'amazon.com'], ...panelQuery]);
    // A wide desktop, where the open panel leaves the research table's keyword column in view.
    await page.setViewportSize({ width: 1920, height: 1000 });
    await page.goto(`${server.base}/seo/keywords/domain?${research}`);
    // Only research rows have add buttons (the panel's list does not).
    const addButton = page.getByRole('button', { name: /^Add ".+" to your project$/ }).first();
    await addButton.waitFor();
    const term = /^Add "(.+)" to your project$/.exec((await addButton.getAttribute('aria-label')) ?? '')![1]!;
    await expect.poll(async () => (await listedKeywords()).length).toBe(FIRST.length);
    await addButton.click();
    await expect.poll(async () => (await listedKeywords()).sort()).toEqual([...FIRST, term].sort());
    await page.getByRole('button', { name: fill(ADD_TO_PROJECT_TEXT.undoKeyword, { term }) }).click();
    await expect.poll(async () => (await listedKeywords()).sort()).toEqual([...FIRST].sort());
  });
});
