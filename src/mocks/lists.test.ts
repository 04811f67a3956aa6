/**
 * The research list mocks answer as the server does (src/server/research/lists.ts and each list's
 * SQL): what a caller sees of paging, sorting both ways, filtering, visibleColumns, throttling and
 * months, checked through HTTP against computations over the mock's own unfiltered answers, never
 * against the mock's helpers.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { resetMockDb } from './db';
import { compareCells, filterRows, pageRows, pageWindow, sortRows } from './lists';
import { listenMockServer, server } from './node';
import { bundle } from './spec';
import { schemaEnum } from '../lib/openapi/operations';
import { FREE_RESEARCH_ROWS, RANKING_HISTORY_TYPES } from '../lib/spec/research';
import { THROTTLED_CELL_PLACEHOLDER } from '../lib/spec/workspace';

type Row = Record<string, unknown>;
interface Answer {
  totalRowCount: number;
  freeRowCount: number | null;
  rows: Row[];
  [field: string]: unknown;
}

/** A page request in the research lists' terms (Kombat's body names them otherwise). */
interface PageParams {
  startRow?: number;
  rowsPerPage?: number;
  sortBy?: string;
  sortDirection?: 'asc' | 'desc';
  filterText?: string;
  visibleColumns?: string;
  month?: string;
}

interface ListCase {
  name: string;
  /** The list's column ids (the contract's), the row's name first. */
  columns: string[];
  /** What the contract says filterText looks in. */
  filterCells: (row: Row) => unknown[];
  /** A filter that keeps some rows but not all (spaces and capitals, which the server ignores). */
  filterText: string;
  /** What a column sorts by, where it is not the cell itself. */
  sortValue?: (column: string, row: Row) => unknown;
  fetchPage: (params: PageParams) => Promise<{ status: number; body: Answer }>;
}

async function getJson(path: string, query: Record<string, string | number | undefined>) {
  const url = new URL(path, location.origin);
  for (const [name, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(name, String(value));
  const res = await fetch(url);
  return { status: res.status, body: (await res.json()) as Answer };
}

async function postJson(path: string, body: object) {
  const res = await fetch(new URL(path, location.origin), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': 'test' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Answer };
}

const researchList = (
  name: string,
  path: string,
  query: Record<string, string>,
  columns: string,
  rest: Pick<ListCase, 'filterCells' | 'filterText' | 'sortValue'>,
): ListCase => ({
  name,
  columns: schemaEnum(bundle, columns),
  ...rest,
  fetchPage: (params) => getJson(path, { ...query, ...params }),
});

const KOMBAT_DOMAINS = ['acme.com', 'rival.com', 'other.net'];
const kombatList = (segment: string): ListCase => ({
  name: `Kombat keywords (${segment})`,
  columns: schemaEnum(bundle, 'KombatSortColumn'),
  filterCells: (row) => [row.keyword],
  filterText: ' SEO ',
  fetchPage: async ({ rowsPerPage, sortBy, filterText, visibleColumns: _none, ...params }) => {
    const { status, body } = await postJson('/NsaApi/KeywordKombat/GetOrganicKombatKeywords', {
      domains: KOMBAT_DOMAINS,
      segment,
      ...params,
      ...(rowsPerPage === undefined ? {} : { rowsToDisplay: rowsPerPage }),
      ...(sortBy === undefined ? {} : { sortColumn: sortBy }),
      ...(filterText === undefined ? {} : { filterTerm: filterText }),
    });
    const { keywords, ...rest } = body as Answer & { keywords: Row[] };
    return { status, body: { ...rest, rows: keywords } as Answer };
  },
});

const pathOf = (url: unknown) => String(url).slice(String(url).indexOf('/'));

const LISTS: ListCase[] = [
  ...['all', 'core', 'missing', 'questions', 'content', 'transactional'].map((segment) =>
    researchList(
      `organic keywords (${segment})`,
      '/NsaApi/Research/DomainOrganicKeywords',
      { query: 'github.com', segment },
      'OrganicKeywordColumn',
      { filterCells: (row) => [row.keyword], filterText: ' Code ' },
    ),
  ),
  ...['organic', 'paid'].map((context) =>
    researchList(
      `${context} competitors`,
      '/NsaApi/Research/DomainCompetitors',
      { query: 'amazon.com', context },
      'CompetitorColumn',
      { filterCells: (row) => [row.domain], filterText: 'MART' },
    ),
  ),
  researchList(
    'top pages (mosttraffic)',
    '/NsaApi/Research/DomainTopPages',
    { query: 'wikipedia.org', searchType: 'mosttraffic' },
    'TopPageColumn',
    {
      filterCells: (row) => [pathOf(row.url)],
      filterText: '_History',
      sortValue: (column, row) => (column === 'url' ? pathOf(row.url) : row[column]),
    },
  ),
  researchList(
    'top pages (newpages)',
    '/NsaApi/Research/DomainTopPages',
    { query: 'wikipedia.org', searchType: 'newpages', month: '2026-06' },
    'TopPageColumn',
    {
      filterCells: (row) => [pathOf(row.url)],
      filterText: 'ing',
      sortValue: (column, row) => (column === 'url' ? pathOf(row.url) : row[column]),
    },
  ),
  researchList('backlinks', '/NsaApi/Research/Backlinks', { query: 'nike.com' }, 'BacklinkColumn', {
    filterCells: (row) => [row.sourceUrl, row.anchor],
    filterText: 'Forum',
    sortValue: (column, row) => (column === 'anchor' ? String(row.anchor).toLowerCase() : row[column]),
  }),
  ...RANKING_HISTORY_TYPES.map((type) =>
    researchList(
      `ranking history (${type})`,
      '/NsaApi/Research/DomainRankingHistory',
      { query: 'wikipedia.org', type },
      'RankingHistoryColumn',
      { filterCells: (row) => [row.keyword], filterText: 'How To' },
    ),
  ),
  kombatList('core'),
  kombatList('all'),
  kombatList('missing'),
];

/** Two cells in the database's order: numbers by value, false before true, text by code point. */
const databaseOrder = (a: unknown, b: unknown) =>
  typeof a === 'number' && typeof b === 'number'
    ? a - b
    : typeof a === 'boolean' && typeof b === 'boolean'
      ? Number(a) - Number(b)
      : String(a) < String(b)
        ? -1
        : String(a) > String(b)
          ? 1
          : 0;

/** Where `rows` are not in `direction` by `value` (empty cells last either way). */
function orderErrors(rows: readonly Row[], value: (row: Row) => unknown, direction: 'asc' | 'desc') {
  const sign = direction === 'asc' ? 1 : -1;
  const errors: string[] = [];
  for (let i = 1; i < rows.length; i += 1) {
    const a = value(rows[i - 1]!) ?? null;
    const b = value(rows[i]!) ?? null;
    const inOrder = b === null || (a !== null && sign * databaseOrder(a, b) <= 0);
    if (!inOrder) errors.push(`row ${i}: ${JSON.stringify(a)} then ${JSON.stringify(b)}`);
  }
  return errors;
}

const asFull = () => resetMockDb({ user: 'full' });
const nameOf = (list: ListCase, row: Row) => row[list.columns[0]!];

beforeAll(listenMockServer);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe.each(LISTS.map((list) => [list.name, list] as const))('the %s mock', (_name, list) => {
  beforeEach(asFull);

  const all = async (params: PageParams = {}) => (await list.fetchPage({ rowsPerPage: 1000, ...params })).body;

  it('holds a realistic list and counts it', async () => {
    const answer = await all();
    expect(answer.rows.length).toBeGreaterThanOrEqual(list.name.includes('newpages') ? 3 : 10);
    expect(answer.totalRowCount).toBe(answer.rows.length);
    expect(answer.freeRowCount).toBeNull();
    expect(answer.rows.every((row) => row.isThrottled === false)).toBe(true);
  });

  it('continues page 1 on page 2, without overlap, in the order of the whole list', async () => {
    const whole = await all();
    const size = Math.max(1, Math.floor(whole.totalRowCount / 3));
    const first = (await list.fetchPage({ rowsPerPage: size })).body;
    const second = (await list.fetchPage({ rowsPerPage: size, startRow: size + 1 })).body;
    expect(first.rows).toHaveLength(size);
    expect([...first.rows, ...second.rows]).toEqual(whole.rows.slice(0, 2 * size));
    expect(new Set([...first.rows, ...second.rows].map((row) => JSON.stringify(row))).size).toBe(
      first.rows.length + second.rows.length,
    );
    expect(second.totalRowCount).toBe(whole.totalRowCount);
    const beyond = (await list.fetchPage({ startRow: whole.totalRowCount + 1 })).body;
    expect(beyond.rows).toEqual([]);
    expect(beyond.totalRowCount).toBe(whole.totalRowCount);
  });

  it('sorts by every column both ways, empty cells last', async () => {
    for (const column of list.columns) {
      const value = (row: Row) => (list.sortValue ? list.sortValue(column, row) : row[column]);
      const asc = (await all({ sortBy: column, sortDirection: 'asc' })).rows;
      const desc = (await all({ sortBy: column, sortDirection: 'desc' })).rows;
      expect(orderErrors(asc, value, 'asc'), `${column} asc`).toEqual([]);
      expect(orderErrors(desc, value, 'desc'), `${column} desc`).toEqual([]);
      // The same rows either way.
      expect(new Set(asc.map((row) => JSON.stringify(row)))).toEqual(new Set(desc.map((row) => JSON.stringify(row))));
      const distinct = new Set(asc.map((row) => JSON.stringify(value(row) ?? null)));
      if (distinct.size > 1 && !distinct.has('null')) {
        expect(value(asc[0]!), `${column}: asc and desc open alike`).not.toEqual(value(desc[0]!));
      }
    }
  });

  it('keeps the rows whose cells contain filterText, ignoring case and spaces around it', async () => {
    const whole = await all();
    const text = list.filterText.trim().toLowerCase();
    const expected = whole.rows.filter((row) =>
      list.filterCells(row).some((cell) => typeof cell === 'string' && cell.toLowerCase().includes(text)),
    );
    const filtered = await all({ filterText: list.filterText });
    expect(filtered.rows).toEqual(expected);
    expect(filtered.totalRowCount).toBe(expected.length);
    if (!list.name.startsWith('ranking history') && !list.name.includes('newpages')) {
      expect(expected.length).toBeGreaterThan(0);
    }
    expect(expected.length).toBeLessThan(whole.rows.length);
  });

  it('fills only the visible columns (and the row name) when visibleColumns names them', async () => {
    if (list.name.startsWith('Kombat')) return; // Kombat's request names no columns
    const [nameColumn, shown, hidden] = list.columns as [string, string, ...string[]];
    const whole = await all();
    const narrowed = await all({ visibleColumns: shown });
    expect(narrowed.rows.map((row) => [row[nameColumn], row[shown]])).toEqual(
      whole.rows.map((row) => [row[nameColumn], row[shown]]),
    );
    for (const column of list.columns.slice(2)) {
      expect(
        narrowed.rows.every((row) => row[column] === null),
        column,
      ).toBe(true);
    }
    const unknown = await list.fetchPage({ visibleColumns: `${shown},nosuchcolumn` });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ fields: [{ field: 'query.visibleColumns' }] });
    expect(hidden).toBeDefined();
  });

  it('answers a filter matching nothing with no rows, the list still having data', async () => {
    const none = await all({ filterText: 'zzqx-no-such-text' });
    expect([none.totalRowCount, none.rows]).toEqual([0, []]);
    if ('hasData' in none) expect(none.hasData).toBe(true);
  });

  it.each(['free', 'loggedOut'] as const)('throttles a %s caller past the free rows', async (user) => {
    if (user === 'loggedOut' && list.name.startsWith('Kombat')) return; // Kombat needs a session
    const whole = await all();
    resetMockDb({ user });
    const first = (await list.fetchPage({ rowsPerPage: 15 })).body;
    expect(first.freeRowCount).toBe(FREE_RESEARCH_ROWS);
    expect(first.totalRowCount).toBe(whole.totalRowCount);
    const free = Math.min(FREE_RESEARCH_ROWS, whole.totalRowCount);
    expect(first.rows.slice(0, free)).toEqual(whole.rows.slice(0, free));
    expect(first.rows).toHaveLength(Math.min(15, whole.totalRowCount));
    for (const row of first.rows.slice(free)) {
      expect(row.isThrottled).toBe(true);
      expect(nameOf(list, row)).toBe(THROTTLED_CELL_PLACEHOLDER);
      expect(list.columns.slice(1).every((column) => row[column] === null)).toBe(true);
    }
    const later = (await list.fetchPage({ rowsPerPage: 5, startRow: FREE_RESEARCH_ROWS + 1 })).body;
    expect(later.rows).toHaveLength(Math.max(0, Math.min(5, whole.totalRowCount - FREE_RESEARCH_ROWS)));
    expect(later.rows.every((row) => row.isThrottled === true)).toBe(true);
  });
});

describe('months', () => {
  beforeEach(asFull);

  it('answers an earlier month of the year with its own figures, and 400 for a month the data lacks', async () => {
    const latest = await getJson('/NsaApi/Research/DomainCompetitors', { query: 'amazon.com' });
    const earlier = await getJson('/NsaApi/Research/DomainCompetitors', { query: 'amazon.com', month: '2026-01' });
    expect(earlier.body.month).toBe('2026-01');
    expect(earlier.body.rows.map((row) => row.sharedKeywords)).not.toEqual(
      latest.body.rows.map((row) => row.sharedKeywords),
    );
    const missing = await getJson('/NsaApi/Research/DomainTopPages', { query: 'wikipedia.org', month: '2020-01' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ fields: [{ field: 'query.month' }] });
  });

  it('lists as new pages those that rank this month and ranked in no earlier month', async () => {
    const pagesIn = async (month: string, searchType: string) =>
      (
        await getJson('/NsaApi/Research/DomainTopPages', {
          query: 'wikipedia.org',
          month,
          searchType,
          rowsPerPage: 1000,
        })
      ).body.rows.map((row) => row.url as string);
    const months = ['2026-05', '2026-06'];
    const before = new Set(await pagesIn(months[0]!, 'mosttraffic'));
    const now = await pagesIn(months[1]!, 'mosttraffic');
    const fresh = await pagesIn(months[1]!, 'newpages');
    expect(fresh.length).toBeGreaterThan(0);
    expect(fresh.every((url) => now.includes(url) && !before.has(url))).toBe(true);
  });
});

describe('the ranking history mock', () => {
  beforeEach(asFull);
  const history = (query: Record<string, string | number>) =>
    getJson('/NsaApi/Research/DomainRankingHistory', { query: 'wikipedia.org', ...query });

  it("counts each type as its list's length, and the series' last month as the latest lists", async () => {
    const { body } = await history({});
    const typeCounts = body.typeCounts as { type: string; keywords: number }[];
    for (const { type, keywords } of typeCounts) {
      expect((await history({ type })).body.totalRowCount, type).toBe(keywords);
    }
    expect(typeCounts.filter((t) => t.keywords > 0).length).toBe(RANKING_HISTORY_TYPES.length);
    const series = await getJson('/NsaApi/Research/DomainRankingHistorySeries', { query: 'wikipedia.org' });
    const months = series.body.months as { month: string; counts: unknown[] }[];
    expect(months).toHaveLength(11);
    expect(months.at(-1)).toEqual({ month: body.month, counts: typeCounts });
  });

  it('pairs the month asked with the one before, and each row with its positions month by month', async () => {
    const { body } = await history({ month: '2026-03', type: 'GainedRanks', rowsPerPage: 1000 });
    expect([body.month, body.previousMonth]).toEqual(['2026-03', '2026-02']);
    for (const row of body.rows) {
      const positions = row.positions as { month: string; position: number | null }[];
      expect(positions).toHaveLength(12);
      expect(positions.find((p) => p.month === '2026-03')?.position).toBe(row.position);
      expect(positions.find((p) => p.month === '2026-02')?.position).toBe(row.previousPosition);
      expect(row.rankChange).toBe((row.previousPosition as number) - (row.position as number));
      expect(row.rankChange).toBeGreaterThan(0);
    }
    const first = await history({ month: '2025-11' });
    expect(first.body.previousMonth).toBeNull();
  });

  it("opens each type in the server's order: what the type is about, largest first", async () => {
    const opening = { GainedRanks: ['rankChange', 'desc'], LostClicks: ['clickChange', 'asc'] } as const;
    for (const [type, [column, direction]] of Object.entries(opening)) {
      const { body } = await history({ type, rowsPerPage: 1000 });
      expect(
        orderErrors(body.rows, (row) => row[column], direction),
        type,
      ).toEqual([]);
    }
  });
});

describe('the Kombat mocks', () => {
  beforeEach(asFull);
  const kombat = (name: string, body: object) =>
    postJson(`/NsaApi/KeywordKombat/${name}`, { domains: KOMBAT_DOMAINS, ...body });

  it('count the same keywords in the regions, the Venn and the keyword pages', async () => {
    const every = (await kombat('GetOrganicKombatKeywords', { segment: 'all', rowsToDisplay: 1000 })).body;
    const groups = (await kombat('GetOrganicKombatCompetingDomainsKeywordsGroups', {})).body.groups as {
      domains: string[];
      keywordCount: number;
    }[];
    const venn = (await kombat('GetOrganicKombatVennData', {})).body.sets as { sets: string[]; size: number }[];
    const keywords = every.keywords as Row[];
    const ranking = (row: Row) =>
      (row.ranks as { domain: string; rank: number | null }[]).filter((r) => r.rank !== null).map((r) => r.domain);
    expect(groups.reduce((sum, g) => sum + g.keywordCount, 0)).toBe(every.totalRowCount);
    for (const group of groups) {
      expect(keywords.filter((row) => ranking(row).join() === group.domains.join()).length).toBe(group.keywordCount);
    }
    for (const set of venn) {
      expect(keywords.filter((row) => set.sets.every((d) => ranking(row).includes(d))).length).toBe(set.size);
    }
    const region = await kombat('GetOrganicKombatKeywords', {
      segment: 'all',
      rankingDomains: ['rival.com'],
      notRankingDomains: ['acme.com'],
      rowsToDisplay: 1000,
    });
    const expected = keywords.filter((row) => ranking(row).includes('rival.com') && !ranking(row).includes('acme.com'));
    expect(region.body.keywords).toEqual(expected);
  });

  it('answer 400 for a region domain that is not compared', async () => {
    const wrong = await kombat('GetOrganicKombatKeywords', { rankingDomains: ['elsewhere.org'] });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ fields: [{ field: 'body.rankingDomains.0' }] });
  });
});

describe('the list rules', () => {
  const rows = [
    { name: 'b', n: 2 },
    { name: 'a', n: null },
    { name: 'c', n: 1 },
    { name: 'd', n: 2 },
  ];

  it('sorts empty cells last either way and keeps ties in list order', () => {
    expect(sortRows(rows, (r) => r.n, 'asc').map((r) => r.name)).toEqual(['c', 'b', 'd', 'a']);
    expect(sortRows(rows, (r) => r.n, 'desc').map((r) => r.name)).toEqual(['b', 'd', 'c', 'a']);
    expect(compareCells(false, true)).toBeLessThan(0);
    expect(compareCells('B', 'a')).toBeLessThan(0);
  });

  it('filters on any named cell and pages with placeholder rows past the free ones', () => {
    expect(filterRows(rows, 'c', (r) => [r.name]).map((r) => r.name)).toEqual(['c']);
    const hidden = { name: THROTTLED_CELL_PLACEHOLDER, n: null };
    const window = pageWindow({ startRow: 3, rowsPerPage: 3 }, false);
    expect(window.visibleRows).toBe(FREE_RESEARCH_ROWS >= 3 ? Math.min(3, FREE_RESEARCH_ROWS - 2) : 0);
    const page = pageRows(pageWindow({ startRow: 3, rowsPerPage: 3 }, true), rows, hidden);
    expect(page).toEqual({ totalRowCount: 4, freeRowCount: null, rows: rows.slice(2) });
  });
});

describe('match types of the searches column', () => {
  beforeEach(asFull);
  const organic = (matchTypes?: string) =>
    getJson('/NsaApi/Research/DomainOrganicKeywords', { query: 'github.com', rowsPerPage: 1000, matchTypes });

  it('adds up the keywords holding a keyword’s words in order (phrase) or anywhere (broad)', async () => {
    const exact = (await organic()).body.rows as { keyword: string; volume: number }[];
    const own = (keyword: string) => exact.find((row) => row.keyword === keyword)!.volume;
    const holding = (test: (keyword: string) => boolean) =>
      exact.filter((row) => test(row.keyword)).reduce((sum, row) => sum + row.volume, 0);
    const phrase = (await organic('volume:phrase')).body.rows as { keyword: string; volume: number }[];
    const broad = (await organic('volume:broad')).body.rows as { keyword: string; volume: number }[];
    const of = (rows: typeof exact, keyword: string) => rows.find((row) => row.keyword === keyword)!.volume;
    // "code review" is held by every "<modifier> code review"; "how to use code review" by itself alone.
    expect(of(phrase, 'code review')).toBe(holding((k) => k.endsWith('code review')));
    expect(of(phrase, 'code review')).toBeGreaterThan(own('code review'));
    expect(of(phrase, 'how to use code review')).toBe(own('how to use code review'));
    // "git hosting" in any order: the same keywords here, as no keyword swaps the words.
    expect(of(broad, 'git hosting')).toBe(holding((k) => k.includes('git') && k.includes('hosting')));
    expect(of(broad, 'wiki')).toBe(holding((k) => k.split(' ').includes('wiki')));
  });

  it('refuses a column without a match type with a 400 naming the field', async () => {
    const res = await organic('cpc:phrase');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ fields: [{ field: 'query.matchTypes' }] });
  });
});
