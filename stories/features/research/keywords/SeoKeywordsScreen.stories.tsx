import type { Meta, StoryObj } from '@storybook/react-vite';
import { http as mswHttp } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { linkTo } from '../../../../src/app/linkTo';
import { SeoKeywordsScreen } from '../../../../src/features/research/keywords/SeoKeywordsScreen';
import { SEO_KEYWORDS_TEXT } from '../../../../src/features/research/keywords/seoKeywordsTexts';
import { figuresNote } from '../../../../src/features/research/shared/figuresNote';
import { RESEARCH_TEXT } from '../../../../src/features/research/shared/researchTexts';
import { RESEARCH_TABLE_TEXT } from '../../../../src/features/research/table/researchTableTexts';
import { formatNumber } from '../../../../src/lib/format';
import { TEXT, UI_TEXT, fill } from '../../../../src/lib/spec/text';
import { MATCH_TYPES_PENDING_RETRY_MS } from '../../../../src/lib/spec/workspace';
import {
  buildDomainOrganicKeywords,
  buildOrganicKeywordRows,
  buildReadyExportNotification,
  userPreset,
} from '../../../../src/mocks/fixtures';
import { handlerGroups } from '../../../../src/mocks/handlers';
import { http } from '../../../../src/mocks/http';
import { mockFor } from '../../../../src/mocks/registry';
import { errorFor, neverResolves } from '../../../../src/mocks/variants';
import { displayCellText } from '../../../../src/ui/Table/tableModel';
import { withScreenContext } from '../../screenContext';
import {
  ORGANIC_PATH,
  bodyRows,
  expectedFirstCell,
  failFirstOrganic,
  firstCells,
  headers,
  lastAnswer,
  lastParam,
  organicRequests,
  researchMsw,
  resetFailFirst,
  resetOrganicRequests,
  urlParams,
  withLocationProbe,
} from '../table/researchTableStoryKit';

const DOMAIN = 'github.com';
const MISSPELT = 'gihtub.com';
const at = (query?: string, extra: Record<string, string> = {}) => ({
  router: { initialEntry: linkTo('seo:keywords', {}, query === undefined ? extra : { query, ...extra }) },
});
const fullUser = { mockDb: { user: 'full' }, state: { user: userPreset('full') } };
const freeUser = { mockDb: { user: 'free' }, state: { user: userPreset('free') } };
const visitor = { mockDb: { user: 'loggedOut' }, state: { user: userPreset('loggedOut') } };

const tableLabel = (domain = DOMAIN) => fill(SEO_KEYWORDS_TEXT.tableLabel, { domain });

/** The table shows the page the mock answered, each keyword with its ranking URL. */
async function expectRowsOfLastAnswer(canvas: HTMLElement, viewer: 'visitor' | 'loggedIn' = 'loggedIn') {
  const answer = await lastAnswer();
  await waitFor(() =>
    expect(firstCells(canvas, tableLabel())).toEqual(answer.rows.map((row) => expectedFirstCell(row, viewer, true))),
  );
  return answer;
}

/** hasData false for the misspelt domain: an empty list in the corpus's month. */
const noDataAnswer = mockFor(
  'getDomainOrganicKeywords',
  http.get(ORGANIC_PATH, ({ response }) =>
    response(200).json(
      buildDomainOrganicKeywords({ domain: MISSPELT, hasData: false, totalRowCount: 0, freeRowCount: null, rows: [] }),
    ),
  ),
);

/** The missed searches the page logged (doc 1 §7), collected per story. */
const missedSearches: URL[] = [];
const recordMissedSearch = mswHttp.get('/endpoints/accountapi/performloggedineventlogging', ({ request }) => {
  missedSearches.push(new URL(request.url));
  return undefined;
});

/** The CSV exports the page asked for (their request bodies), collected per story. */
const csvExports: { filename: string; jsonString: string }[] = [];
const recordCsvExport = mswHttp.post('/Endpoints/Core/ExportCsv', async ({ request }) => {
  csvExports.push((await request.clone().json()) as { filename: string; jsonString: string });
  return undefined;
});

const meta = {
  title: 'Research/SEO keywords/Screen',
  component: SeoKeywordsScreen,
  args: { copyText: fn(() => Promise.resolve()), exportPolling: { intervalMs: 10 } },
  decorators: [withScreenContext('seo:keywords', 'seo:keywords:domain', 'seo:keywords:url'), withLocationProbe],
  parameters: { ...at(DOMAIN), ...fullUser, ...researchMsw() },
  beforeEach: () => {
    resetOrganicRequests();
    resetFailFirst();
    missedSearches.length = 0;
    csvExports.length = 0;
  },
} satisfies Meta<typeof SeoKeywordsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FullUser: Story = {
  name: 'Full user',
  parameters: {
    msw: { handlers: { ...researchMsw().msw.handlers, export: [recordCsvExport, ...handlerGroups.export] } },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'SEO Keyword Research' })).toBeVisible();
    await waitFor(() => expect(bodyRows(canvasElement, tableLabel())).toHaveLength(20));
    const answer = await expectRowsOfLastAnswer(canvasElement);
    // The month and the curve the figures follow, and the list's size.
    await expect(canvas.getByText(figuresNote(answer)!)).toBeVisible();
    await expect(
      canvas.getByText(fill(SEO_KEYWORDS_TEXT.rowCount, { count: formatNumber(answer.totalRowCount) })),
    ).toBeVisible();
    await expect(canvas.getByRole('tab', { name: SEO_KEYWORDS_TEXT.segments.all, selected: true })).toBeVisible();
    await expect(lastParam('segment')).toBe('all');
    await expect(lastParam('query')).toBe(DOMAIN);

    // A sort is done by the server: the request carries it and the rows are its answer.
    await userEvent.click(canvas.getByRole('button', { name: 'Rank' }));
    await waitFor(() => expect(lastParam('sortBy')).toBe('position'));
    await expect(lastParam('sortDirection')).toBe('desc');
    await expectRowsOfLastAnswer(canvasElement);

    // CSV through the server: queued, polled, then a download link.
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('menuitem', { name: 'CSV' }));
    const ready = buildReadyExportNotification();
    const download = await canvas.findByRole('link', {
      name: fill(RESEARCH_TABLE_TEXT.exportDownload, { file: ready.labels.title }),
    });
    await expect(download).toBeVisible();
    await expect(canvas.getByTestId('table-notice')).toHaveTextContent(ready.labels.ready);
    // The file is built by the server from the same query the table shows.
    await expect(JSON.parse(csvExports[0]!.jsonString)).toEqual({
      source: {
        report: 'seo-keywords',
        query: DOMAIN,
        segment: 'all',
        // The chosen columns (the contract's 1 to 5); the file starts with the keyword anyway.
        visibleColumns: 'position,rankChange,volume,clicks,clickValue',
      },
    });
  },
};

export const Loading: Story = {
  parameters: researchMsw({ research: [neverResolves('getDomainOrganicKeywords')] }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: SEO_KEYWORDS_TEXT.segments.all, selected: true })).toBeVisible();
    await expect(canvas.getByRole('table', { name: tableLabel() })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText(RESEARCH_TABLE_TEXT.loading)).toBeInTheDocument();
  },
};

export const NoData: Story = {
  name: 'No data',
  parameters: {
    ...at(MISSPELT),
    ...researchMsw({ research: [noDataAnswer], navigation: [recordMissedSearch] }),
  },
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', {
      name: fill(RESEARCH_TEXT.noDataHeading, { query: MISSPELT }),
    });
    await expect(heading).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    // Similar domains from the suggestions API, each opening this page for it.
    const suggestions = (await (await fetch('/NsaApi/suggest/getdomainsuggestions?query=gih')).json()) as {
      suggestions: { value: string }[];
    };
    const first = suggestions.suggestions[0]!.value;
    const link = await canvas.findByRole('link', { name: first });
    await expect(link).toHaveAttribute('href', linkTo('seo:keywords', {}, { query: first, segment: 'all' }));
    // A logged-in user's missed search is logged.
    await waitFor(() => expect(missedSearches).toHaveLength(1));
    await expect(missedSearches[0]!.searchParams.get('eventAction')).toBe(`domain:${MISSPELT}`);
  },
};

export const ServerError: Story = {
  name: 'Server error',
  parameters: researchMsw({ research: [errorFor('getDomainOrganicKeywords', 500)] }),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(RESEARCH_TABLE_TEXT.loadFailed);
    await expect(within(alert).getByRole('button', { name: RESEARCH_TABLE_TEXT.retry })).toBeVisible();
  },
};

export const ServerErrorRetry: Story = {
  name: 'Server error, then Retry',
  parameters: researchMsw({ research: [failFirstOrganic] }),
  play: async ({ canvas, canvasElement }) => {
    const alert = await canvas.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: RESEARCH_TABLE_TEXT.retry }));
    await waitFor(() => expect(bodyRows(canvasElement, tableLabel())).toHaveLength(20));
    await expectRowsOfLastAnswer(canvasElement);
  },
};

export const ThrottledFree: Story = {
  name: 'Throttled (free user)',
  parameters: freeUser,
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(bodyRows(canvasElement, tableLabel())).toHaveLength(20));
    const answer = await expectRowsOfLastAnswer(canvasElement);
    const links = canvas.getAllByRole('link', { name: UI_TEXT.unlockAllTheData });
    await expect(links).toHaveLength(answer.rows.filter((row) => row.isThrottled).length);
    await expect(links[0]).toHaveAttribute('href', linkTo('mainpurchase'));
    await expect(canvas.queryByText(/!~~sub~~fo~~mo~~!/)).toBeNull();
  },
};

export const ThrottledVisitor: Story = {
  name: 'Throttled (visitor)',
  parameters: visitor,
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(bodyRows(canvasElement, tableLabel())).toHaveLength(20));
    const answer = await expectRowsOfLastAnswer(canvasElement, 'visitor');
    const links = canvas.getAllByRole('link', { name: UI_TEXT.logInToSeeAllResults });
    // Each throttled row's link, and the tripwire overlay's.
    await expect(links).toHaveLength(answer.rows.filter((row) => row.isThrottled).length + 1);
    for (const link of links) await expect(link).toHaveAttribute('href', linkTo('auth:login'));
  },
};

export const VisitorTripwire: Story = {
  name: 'Visitor tripwire',
  parameters: visitor,
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(bodyRows(canvasElement, tableLabel())).toHaveLength(20));
    const answer = await expectRowsOfLastAnswer(canvasElement, 'visitor');
    await expect(answer.freeRowCount).toBeGreaterThan(0);
    // The tripwire overlay lies over the throttled rows of the table and asks the visitor to log in.
    const overlay = canvas.getByTestId('tripwire-overlay');
    await expect(overlay).toBeVisible();
    await expect(canvas.getByRole('table', { name: tableLabel() }).closest('[data-tripwire]')).toContainElement(
      overlay,
    );
    await expect(within(overlay).getByRole('link', { name: UI_TEXT.logInToSeeAllResults })).toHaveAttribute(
      'href',
      linkTo('auth:login'),
    );
    await expect(canvas.queryByText(UI_TEXT.unlockAllTheData)).toBeNull();
  },
};

export const FilterNoMatch: Story = {
  name: 'Filter with no match',
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(bodyRows(canvasElement, tableLabel())).toHaveLength(20));
    await userEvent.type(canvas.getByRole('searchbox', { name: RESEARCH_TABLE_TEXT.filterLabel }), 'zzz{Enter}');
    await waitFor(() => expect(lastParam('filterText')).toBe('zzz'));
    await expect(await canvas.findByText(TEXT.noItemsFoundWithFilter)).toBeVisible();
    await expect(canvas.getByText('Rows 0–0 of 0')).toBeVisible();
    // The domain has data: an empty page is "no match", not the no-data state.
    await expect((await lastAnswer()).hasData).toBe(true);
    await expect(
      canvas.queryByRole('heading', { name: fill(RESEARCH_TEXT.noDataHeading, { query: DOMAIN }) }),
    ).toBeNull();
    await expect(canvas.getByRole('table', { name: tableLabel() })).toBeVisible();
  },
};

export const ColumnSelector: Story = {
  name: 'Column selector (5-column limit)',
  // A preset report link (doc 2 §2) opens the page with its columns.
  parameters: at(DOMAIN, { visibleColumns: 'volume,cpc', selectedPreset: 'cost' }),
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(bodyRows(canvasElement, tableLabel())).toHaveLength(20));
    await expect(headers(canvasElement, tableLabel())).toEqual(['Keyword', 'Monthly searches', 'Cost per click']);
    await expect(lastParam('visibleColumns')).toBe('keyword,volume,cpc');
    await expectRowsOfLastAnswer(canvasElement);

    await userEvent.click(canvas.getByRole('button', { name: /^Columns/ }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    for (const name of ['Rank', 'Difficulty', 'Est. monthly clicks']) {
      await userEvent.click(within(dialog).getByRole('checkbox', { name }));
    }
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Monthly click value' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(TEXT.tooManyColumns);
    await waitFor(() =>
      expect(urlParams(canvasElement).get('visibleColumns')).toBe('volume,cpc,position,difficulty,clicks'),
    );
    await expect(urlParams(canvasElement).get('custom')).toBe('true');
    await expect(urlParams(canvasElement).get('query')).toBe(DOMAIN);
    await waitFor(() => expect(lastParam('visibleColumns')).toBe('keyword,volume,cpc,position,difficulty,clicks'));
    await userEvent.keyboard('{Escape}');
  },
};

export const SegmentCoreWithRivals: Story = {
  name: 'Segment core with rivals',
  parameters: at(DOMAIN, { segment: 'core' }),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('tab', { name: SEO_KEYWORDS_TEXT.segments.core, selected: true })).toBeVisible();
    await waitFor(() => expect(lastParam('segment')).toBe('core'));
    const answer = await expectRowsOfLastAnswer(canvasElement);
    await expect(answer.comparedWith.length).toBeGreaterThan(0);
    await expect(canvas.getByTestId('compared-with')).toHaveTextContent(answer.comparedWith.join(', '));
    const rivalHeaders = answer.comparedWith;
    await expect(headers(canvasElement, tableLabel()).slice(-rivalHeaders.length)).toEqual(rivalHeaders);
    // Each row's rival positions, in comparedWith order.
    const rows = bodyRows(canvasElement, tableLabel());
    for (const [index, row] of answer.rows.entries()) {
      const cells = within(rows[index]!).getAllByRole('cell').slice(-rivalHeaders.length);
      await expect(cells.map((cell) => cell.textContent)).toEqual(row.rivalRanks.map((r) => String(r.rank ?? '-')));
    }

    // Another segment: the URL and the request follow.
    await userEvent.click(canvas.getByRole('tab', { name: SEO_KEYWORDS_TEXT.segments.missing }));
    await waitFor(() => expect(urlParams(canvasElement).get('segment')).toBe('missing'));
    await waitFor(() => expect(lastParam('segment')).toBe('missing'));
    await expectRowsOfLastAnswer(canvasElement);
  },
};

/** The fixture's searches of `keyword` in a match type: the fixture keywords holding its words in order, or all of them. */
function fixtureSearches(keyword: string, matchType: 'phrase' | 'broad'): number {
  const words = keyword.split(' ');
  return buildOrganicKeywordRows(DOMAIN)
    .filter((other) =>
      matchType === 'phrase'
        ? ` ${other.keyword} `.includes(` ${keyword} `)
        : words.every((word) => other.keyword.split(' ').includes(word)),
    )
    .reduce((sum, other) => sum + (other.volume ?? 0), 0);
}

/** Each shown row's searches cell (the column after the keyword) against the fixture's sums. */
async function expectSearchesOf(canvasElement: HTMLElement, matchType: 'phrase' | 'broad') {
  const answer = await lastAnswer();
  const rows = bodyRows(canvasElement, tableLabel());
  let larger = 0;
  for (const [index, row] of answer.rows.entries()) {
    if (row.isThrottled) continue;
    const expected = fixtureSearches(row.keyword, matchType);
    await expect(row.volume).toBe(expected);
    await expect(within(rows[index]!).getAllByRole('cell')[1]).toHaveTextContent(displayCellText(expected));
    const own = buildOrganicKeywordRows(DOMAIN).find((other) => other.keyword === row.keyword)!.volume;
    if (expected > (own ?? 0)) larger += 1;
  }
  // Short keywords gather their longer variants' searches.
  await expect(larger).toBeGreaterThan(0);
}

export const MatchTypePhrase: Story = {
  name: 'Match type phrase',
  // A link with the column settings (doc 2 §3): the searches in phrase match.
  parameters: {
    ...at(DOMAIN, { visibleColumns: 'volume,cpc', custom: 'true', matchTypes: 'volume:phrase' }),
    msw: { handlers: { ...researchMsw().msw.handlers, export: [recordCsvExport, ...handlerGroups.export] } },
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(lastParam('matchTypes')).toBe('volume:phrase'));
    await waitFor(() => expect(bodyRows(canvasElement, tableLabel())).toHaveLength(20));
    await expect(headers(canvasElement, tableLabel())).toEqual([
      'Keyword',
      'Monthly searches (Phrase)',
      'Cost per click',
    ]);
    await expectSearchesOf(canvasElement, 'phrase');

    // Broad in the column selector: the URL, the request and the header follow.
    await userEvent.click(canvas.getByRole('button', { name: /^Columns/ }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    const group = within(dialog).getByRole('radiogroup', { name: SEO_KEYWORDS_TEXT.volumeMatchType });
    await expect(within(group).getByRole('radio', { name: 'Phrase' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: 'Broad' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(urlParams(canvasElement).get('matchTypes')).toBe('volume:broad'));
    await waitFor(() => expect(lastParam('matchTypes')).toBe('volume:broad'));
    await waitFor(() =>
      expect(headers(canvasElement, tableLabel())).toEqual(['Keyword', 'Monthly searches (Broad)', 'Cost per click']),
    );
    await waitFor(() => expectSearchesOf(canvasElement, 'broad'));

    // The CSV file holds the searches the table shows: the export carries the match type.
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('menuitem', { name: 'CSV' }));
    await waitFor(() => expect(csvExports).toHaveLength(1));
    await expect(JSON.parse(csvExports[0]!.jsonString)).toMatchObject({
      source: { report: 'seo-keywords', visibleColumns: 'volume,cpc', matchTypes: { volume: 'broad' } },
    });
  },
};

export const MatchTypesPending: Story = {
  name: 'Match type phrase while the figures are prepared',
  // The server is still storing the phrase and broad sums: it answers the exact figures and says so.
  parameters: {
    ...at(DOMAIN, { visibleColumns: 'volume,cpc', custom: 'true', matchTypes: 'volume:phrase' }),
    ...fullUser,
    mockDb: { user: 'full', matchTypesPending: 1_000 },
  },
  play: async ({ canvasElement }) => {
    const line = await within(canvasElement).findByTestId('match-types-pending');
    await expect(line).toHaveTextContent(RESEARCH_TABLE_TEXT.matchTypesPending);
    await waitFor(() => expect(bodyRows(canvasElement, tableLabel())).toHaveLength(20));
    // Until then the searches are each keyword's own (exact), under the header of the match type asked for.
    await expect(headers(canvasElement, tableLabel())).toEqual([
      'Keyword',
      'Monthly searches (Phrase)',
      'Cost per click',
    ]);
    const own = new Map(buildOrganicKeywordRows(DOMAIN).map((row) => [row.keyword, row.volume]));
    for (const row of bodyRows(canvasElement, tableLabel()).slice(0, 5)) {
      const [keyword, searches] = within(row).getAllByRole('cell');
      // The keyword cell also holds the ranking URL: the longest fixture keyword it starts with.
      const text = keyword!.textContent ?? '';
      const term = [...own.keys()].filter((k) => text.startsWith(k)).sort((a, b) => b.length - a.length)[0];
      await expect(term).toBeDefined();
      await expect(searches).toHaveTextContent(displayCellText(own.get(term!) ?? null));
    }
    // The page asks again after MATCH_TYPES_PENDING_RETRY_MS, with the same match type, and keeps the line.
    const asked = organicRequests.length;
    await waitFor(() => expect(organicRequests.length).toBeGreaterThan(asked), {
      timeout: MATCH_TYPES_PENDING_RETRY_MS + 2_000,
    });
    await expect(lastParam('matchTypes')).toBe('volume:phrase');
    await expect(within(canvasElement).getByTestId('match-types-pending')).toBeVisible();
  },
};

export const MatchTypeHiddenColumn: Story = {
  name: 'Match type on a hidden column (error text)',
  parameters: at(DOMAIN, { visibleColumns: 'position,cpc', selectedPreset: 'cost' }),
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(bodyRows(canvasElement, tableLabel())).toHaveLength(20));
    await userEvent.click(canvas.getByRole('button', { name: /^Columns/ }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(dialog).getByRole('checkbox', { name: SEO_KEYWORDS_TEXT.columns.volume })).not.toBeChecked();
    const group = within(dialog).getByRole('radiogroup', { name: SEO_KEYWORDS_TEXT.volumeMatchType });
    await userEvent.click(within(group).getByRole('radio', { name: 'Phrase' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      fill(TEXT.addColumnBeforeMatchType, { column: SEO_KEYWORDS_TEXT.columns.volume }),
    );
    // Nothing changed: the column's own match type, no matchTypes in the URL or the request.
    await expect(within(group).getByRole('radio', { name: 'Exact' })).toBeChecked();
    await expect(urlParams(canvasElement).get('matchTypes')).toBeNull();
    await expect(urlParams(canvasElement).get('selectedPreset')).toBe('cost');
    await expect(lastParam('matchTypes')).toBeNull();
  },
};
