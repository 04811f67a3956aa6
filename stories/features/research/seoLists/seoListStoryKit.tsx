/**
 * What the SEO list stories share (competitors, top pages, backlinks, ranking history). The default
 * mocks answer these four calls with the contract's two-row examples and do not page, sort, filter
 * or throttle them, so the stories answer from their own longer lists (built from the examples)
 * through a handler that does what the server does: filterText, sortBy/sortDirection, startRow and
 * rowsPerPage, visibleColumns (other cells null) and throttling past FREE_RESEARCH_ROWS for a
 * visitor or free user. The requests are recorded, so a play function checks what the page asked
 * for and reads the very page the mock answered.
 */
import { HttpResponse, http as mswHttp, type HttpHandler } from 'msw';
import { within } from 'storybook/test';

import type {
  Backlinks,
  BacklinkRow,
  CompetitorRow,
  DomainCompetitors,
  DomainRankingHistory,
  DomainRankingHistorySeries,
  DomainTopPages,
  RankingHistoryRow,
  RankingHistoryType,
  SeoListPageId,
  TopPageRow,
} from '../../../../src/features/research/seoLists/seoLists';
import { RANKING_HISTORY_TYPES } from '../../../../src/features/research/seoLists/seoLists';
import { blankHiddenColumns } from '../../../../src/lib/columns';
import { FREE_RESEARCH_ROWS } from '../../../../src/lib/spec/research';
import { UI_TEXT } from '../../../../src/lib/spec/text';
import { THROTTLED_CELL_PLACEHOLDER } from '../../../../src/lib/spec/workspace';
import * as db from '../../../../src/mocks/db';
import { errorBody } from '../../../../src/mocks/errors';
import {
  buildBacklinks,
  buildDomainCompetitors,
  buildDomainRankingHistory,
  buildDomainRankingHistorySeries,
  buildDomainTopPages,
  userPreset,
} from '../../../../src/mocks/fixtures';
import { handlerGroups } from '../../../../src/mocks/handlers';
import { mockFor } from '../../../../src/mocks/registry';
import type { OperationId } from '../../../../src/mocks/spec';
import { OVERVIEW } from '../overview/overviewStoryKit';

type Handlers = typeof handlerGroups;
type ListRow = { isThrottled: boolean };

export const fullUser = { mockDb: { user: 'full' }, state: { user: userPreset('full') } };
export const freeUser = { mockDb: { user: 'free' }, state: { user: userPreset('free') } };
export const visitor = { mockDb: { user: 'loggedOut' }, state: { user: userPreset('loggedOut') } };

// --- The story lists, built from the contract's examples ---

const competitorsExample = buildDomainCompetitors();
/** amazon.com's 45 organic competitors: the example's two, then 43 more with fewer shared keywords. */
export function competitorRows(): CompetitorRow[] {
  const more = Array.from({ length: 43 }, (_, i): CompetitorRow => {
    const shared = 1900 - i * 41;
    return {
      domain: `shop${String(i + 1).padStart(2, '0')}.example`,
      sharedKeywords: shared,
      share: Math.round((shared / competitorsExample.targetKeywords) * 10000) / 10000,
      keywords: 2400 + ((i * 977) % 9000),
      isThrottled: false,
    };
  });
  return [...competitorsExample.rows, ...more];
}

const topPagesExample = buildDomainTopPages();
/** wikipedia.org's 40 ranking pages (the example's two first); every third one is new this month. */
export function topPageRows(domain: string, searchType: string): TopPageRow[] {
  const more = Array.from({ length: 38 }, (_, i): TopPageRow => {
    const clicks = 2000 - i * 47;
    return {
      url: `${domain}/wiki/Topic_${i + 1}`,
      keywords: 3 + ((i * 7) % 20),
      top10Keywords: (i * 3) % 6,
      clicks,
      clickValue: Math.round(clicks * (0.3 + (i % 5) * 0.11) * 100) / 100,
      isThrottled: false,
    };
  });
  const all = [...topPagesExample.rows.map((row) => ({ ...row, url: row.url.replace(/^[^/]+/, domain) })), ...more];
  return searchType === 'newpages' ? all.filter((_, i) => i % 3 === 2) : all;
}

const backlinksExample = buildBacklinks();
const SOURCES = ['runnersworld.com', 'outdoorgear.example', 'sportsnews.example', 'blog.example', 'forum.example'];
/** nike.com's 40 links (the example's first), pointing to the page the query named (the mock's rule). */
export function backlinkRows(targetUrl: string): BacklinkRow[] {
  const more = Array.from({ length: 39 }, (_, i): BacklinkRow => {
    const source = SOURCES[i % SOURCES.length]!;
    return {
      sourceUrl: `${source}/post-${i + 1}`,
      sourceDomain: source,
      sourceStrength: 45 - i,
      targetUrl,
      anchor: i % 4 === 0 ? 'running shoes' : `Nike ${i + 1}`,
      nofollow: i % 3 === 0,
      firstSeen: `2025-${String((i % 12) + 1).padStart(2, '0')}-0${(i % 9) + 1}`,
      lastSeen: `2026-10-${String((i % 28) + 1).padStart(2, '0')}`,
      targetPosition: null,
      isThrottled: false,
    };
  });
  return [...backlinksExample.rows.map((row) => ({ ...row, targetUrl })), ...more];
}

const historyExample = buildDomainRankingHistory();
/** How many keywords each type holds in the story's answer (the tab labels show these). */
const TYPE_SIZES = [40, 12, 15, 22, 18, 30, 28, 33, 26];
const typeSize = (type: RankingHistoryType) => TYPE_SIZES[RANKING_HISTORY_TYPES.indexOf(type)] ?? 0;
export const STORY_TYPE_COUNTS = RANKING_HISTORY_TYPES.map((type) => ({ type, keywords: typeSize(type) }));

/** The keywords of one type: the example's keyword first, then others that moved the type's way. */
export function rankingHistoryRows(domain: string, type: RankingHistoryType): RankingHistoryRow[] {
  const up = !['FellFromTop10', 'NoLongerRanks', 'LostRanks', 'LostClicks'].includes(type);
  const first = historyExample.rows[0]!;
  const more = Array.from({ length: typeSize(type) - 1 }, (_, i): RankingHistoryRow => {
    const previous = 8 + (i % 30);
    const position =
      type === 'NoLongerRanks' ? null : up ? Math.max(1, previous - 1 - (i % 6)) : previous + 1 + (i % 7);
    const volume = 9000 - i * 170;
    const clicks = position === null ? 0 : Math.round(volume / (position + 2));
    const previousClicks = Math.round(volume / (previous + 2));
    return {
      keyword: `${type === 'NewKeywords' ? 'new ' : ''}keyword ${String(i + 1).padStart(2, '0')}`,
      position,
      previousPosition: type === 'NewKeywords' ? null : previous,
      rankChange: position === null || type === 'NewKeywords' ? null : previous - position,
      volume,
      cpc: Math.round((0.4 + (i % 9) * 0.35) * 100) / 100,
      clicks,
      previousClicks,
      clickChange: clicks - previousClicks,
      clickValue: Math.round(clicks * 0.9 * 100) / 100,
      url: `${domain}/wiki/Keyword_${i + 1}`,
      positions: [
        { month: '2026-09', position: type === 'NewKeywords' ? null : previous },
        { month: '2026-10', position },
      ],
      isThrottled: false,
    };
  });
  return [{ ...first, url: first.url?.replace(/^[^/]+/, domain) ?? null }, ...more];
}

/** Twelve months of the nine types' counts, ending in the example's month. */
export const SERIES: DomainRankingHistorySeries = {
  ...buildDomainRankingHistorySeries(),
  months: Array.from({ length: 12 }, (_, i) => ({
    month: new Date(Date.UTC(2026, 9 - (11 - i), 1)).toISOString().slice(0, 7),
    counts: STORY_TYPE_COUNTS.map((count, t) => ({ ...count, keywords: count.keywords + ((i * (t + 3)) % 11) })),
  })),
};

// --- The handler that pages, sorts, filters and throttles a list ---

interface ListMock<Row extends ListRow> {
  operation: OperationId;
  path: string;
  /** The list's column ids (the contract's), the first the row's name. */
  columnIds: readonly string[];
  /** The server's default sort. */
  defaultSort: { by: keyof Row & string; direction: 'asc' | 'desc' };
  /** The cells filterText looks in. */
  filterCells: (row: Row) => (string | null)[];
  throttled: Row;
  rows: (params: URLSearchParams) => Row[];
  /** The answer around the page. */
  answer: (params: URLSearchParams, page: PageOf<Row>) => object;
}

interface PageOf<Row> {
  totalRowCount: number;
  freeRowCount: number | null;
  rows: Row[];
}

/** Every list request of the running story, oldest first. */
export const listRequests: URL[] = [];
export const resetListRequests = () => {
  listRequests.length = 0;
};

function pageOf<Row extends ListRow>(mock: ListMock<Row>, params: URLSearchParams): PageOf<Row> {
  const filter = (params.get('filterText') ?? '').trim().toLowerCase();
  const matching = mock
    .rows(params)
    .filter((row) => filter === '' || mock.filterCells(row).some((cell) => cell?.toLowerCase().includes(filter)));
  const sortBy = (params.get('sortBy') ?? mock.defaultSort.by) as keyof Row & string;
  const direction = params.get('sortBy') ? params.get('sortDirection') : mock.defaultSort.direction;
  const sign = direction === 'asc' ? 1 : -1;
  const name = mock.columnIds[0] as keyof Row & string;
  const sorted = [...matching].sort((a, b) => {
    const x = a[sortBy] as unknown;
    const y = b[sortBy] as unknown;
    // Empty values last either way, then by name (the server's tie-break).
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return sign * order || String(a[name]).localeCompare(String(b[name]));
  });
  const startRow = Number(params.get('startRow') ?? 1);
  const rowsPerPage = Number(params.get('rowsPerPage') ?? 250);
  const { user } = db.getMockDb();
  const freeRowCount = user.isLoggedIn && user.isFullUser ? null : FREE_RESEARCH_ROWS;
  const visible = params.get('visibleColumns')?.split(',') ?? mock.columnIds;
  const rows = blankHiddenColumns(sorted.slice(startRow - 1, startRow - 1 + rowsPerPage), mock.columnIds, visible).map(
    (row, i) => (freeRowCount !== null && startRow + i > freeRowCount ? mock.throttled : row),
  );
  return { totalRowCount: matching.length, freeRowCount, rows };
}

function listHandler<Row extends ListRow>(mock: ListMock<Row>): HttpHandler {
  return mockFor(
    mock.operation,
    mswHttp.get(mock.path, ({ request }) => {
      const url = new URL(request.url);
      listRequests.push(url);
      return HttpResponse.json(mock.answer(url.searchParams, pageOf(mock, url.searchParams)));
    }),
  );
}

/** The mock's lower-case host of a query, without scheme or www (as the default mocks read it). */
export const hostOf = (query: string) =>
  query
    .trim()
    .replace(/^[a-z]+:\/\//i, '')
    .replace(/^www\./i, '')
    .split(/[/?#]/)[0]!
    .toLowerCase();
const pathOf = (query: string) => {
  const host = hostOf(query);
  const rest = query
    .trim()
    .replace(/^[a-z]+:\/\//i, '')
    .replace(/^www\./i, '')
    .slice(host.length);
  return `${host}${rest === '' ? '/' : rest}`;
};

export const PATHS: Record<SeoListPageId, string> = {
  competitors: '/NsaApi/Research/DomainCompetitors',
  topPages: '/NsaApi/Research/DomainTopPages',
  backlinks: '/NsaApi/Research/Backlinks',
  rankingHistory: '/NsaApi/Research/DomainRankingHistory',
};

const q = (params: URLSearchParams) => params.get('query') ?? '';

const competitorsMock: ListMock<CompetitorRow> = {
  operation: 'getDomainCompetitors',
  path: PATHS.competitors,
  columnIds: ['domain', 'sharedKeywords', 'share', 'keywords'],
  defaultSort: { by: 'sharedKeywords', direction: 'desc' },
  filterCells: (row) => [row.domain],
  throttled: {
    domain: THROTTLED_CELL_PLACEHOLDER,
    sharedKeywords: null,
    share: null,
    keywords: null,
    isThrottled: true,
  },
  rows: () => competitorRows(),
  answer: (params, page): DomainCompetitors => ({ ...competitorsExample, domain: hostOf(q(params)), ...page }),
};

const topPagesMock: ListMock<TopPageRow> = {
  operation: 'getDomainTopPages',
  path: PATHS.topPages,
  columnIds: ['url', 'keywords', 'top10Keywords', 'clicks', 'clickValue'],
  defaultSort: { by: 'clicks', direction: 'desc' },
  filterCells: (row) => [row.url.slice(row.url.indexOf('/'))],
  throttled: {
    url: THROTTLED_CELL_PLACEHOLDER,
    keywords: null,
    top10Keywords: null,
    clicks: null,
    clickValue: null,
    isThrottled: true,
  },
  rows: (params) => topPageRows(hostOf(q(params)), params.get('searchType') ?? 'mosttraffic'),
  answer: (params, page): DomainTopPages => ({
    ...topPagesExample,
    domain: hostOf(q(params)),
    searchType: params.get('searchType') === 'newpages' ? 'newpages' : 'mosttraffic',
    ...page,
  }),
};

const backlinksMock: ListMock<BacklinkRow> = {
  operation: 'getBacklinks',
  path: PATHS.backlinks,
  columnIds: [
    'sourceUrl',
    'sourceDomain',
    'sourceStrength',
    'targetUrl',
    'anchor',
    'nofollow',
    'firstSeen',
    'lastSeen',
  ],
  defaultSort: { by: 'sourceStrength', direction: 'desc' },
  filterCells: (row) => [row.sourceUrl, row.anchor],
  throttled: {
    sourceUrl: THROTTLED_CELL_PLACEHOLDER,
    sourceDomain: null,
    sourceStrength: null,
    targetUrl: null,
    anchor: null,
    nofollow: null,
    firstSeen: null,
    lastSeen: null,
    targetPosition: null,
    isThrottled: true,
  },
  rows: (params) => backlinkRows(pathOf(q(params))),
  answer: (params, page): Backlinks => {
    const host = hostOf(q(params));
    const url = pathOf(q(params));
    const referring = new Set(backlinkRows(url).map((row) => row.sourceDomain)).size;
    return {
      ...backlinksExample,
      domain: host,
      url: url === `${host}/` ? null : url,
      backlinks: page.totalRowCount,
      referringDomains: referring,
      ...page,
    };
  },
};

const typeOf = (params: URLSearchParams): RankingHistoryType =>
  RANKING_HISTORY_TYPES.find((t) => t === params.get('type')) ?? 'MostValuable';

const rankingHistoryMock: ListMock<RankingHistoryRow> = {
  operation: 'getDomainRankingHistory',
  path: PATHS.rankingHistory,
  columnIds: [
    'keyword',
    'position',
    'previousPosition',
    'rankChange',
    'volume',
    'cpc',
    'clicks',
    'previousClicks',
    'clickChange',
    'clickValue',
  ],
  defaultSort: { by: 'clickValue', direction: 'desc' },
  filterCells: (row) => [row.keyword],
  throttled: {
    keyword: THROTTLED_CELL_PLACEHOLDER,
    position: null,
    previousPosition: null,
    rankChange: null,
    volume: null,
    cpc: null,
    clicks: null,
    previousClicks: null,
    clickChange: null,
    clickValue: null,
    url: null,
    positions: [],
    isThrottled: true,
  },
  rows: (params) => rankingHistoryRows(hostOf(q(params)), typeOf(params)),
  answer: (params, page): DomainRankingHistory => ({
    ...historyExample,
    domain: hostOf(q(params)),
    type: typeOf(params),
    typeCounts: STORY_TYPE_COUNTS,
    ...page,
  }),
};

/** The ranking history charts' reads: a year of position buckets and of the types' counts. */
const overviewYear = mockFor(
  'getDomainOverview',
  mswHttp.get('/NsaApi/Research/DomainOverview', ({ request }) =>
    HttpResponse.json({ ...OVERVIEW, domain: hostOf(new URL(request.url).searchParams.get('query') ?? '') }),
  ),
);
const seriesYear = mockFor(
  'getDomainRankingHistorySeries',
  mswHttp.get('/NsaApi/Research/DomainRankingHistorySeries', ({ request }) =>
    HttpResponse.json({ ...SERIES, domain: hostOf(new URL(request.url).searchParams.get('query') ?? '') }),
  ),
);

const MOCKS = {
  competitors: competitorsMock,
  topPages: topPagesMock,
  backlinks: backlinksMock,
  rankingHistory: rankingHistoryMock,
} as const;

/** The page's answer for a search the corpus does not hold: hasData false and no rows, as the server answers. */
export function noDataHandler(page: SeoListPageId, missed: string): HttpHandler {
  const mock = MOCKS[page] as unknown as ListMock<ListRow>;
  return mockFor(
    mock.operation,
    mswHttp.get(mock.path, ({ request }) => {
      const url = new URL(request.url);
      listRequests.push(url);
      const answer = mock.answer(url.searchParams, { totalRowCount: 0, freeRowCount: null, rows: [] });
      return HttpResponse.json({ ...answer, domain: missed, url: null, hasData: false });
    }),
  );
}

export const LIST_HANDLERS: Record<SeoListPageId, HttpHandler[]> = {
  competitors: [listHandler(competitorsMock)],
  topPages: [listHandler(topPagesMock)],
  backlinks: [listHandler(backlinksMock)],
  rankingHistory: [listHandler(rankingHistoryMock), overviewYear, seriesYear],
};

/** The default handlers with `extra` research handlers, then the story lists, in front. */
export function listMsw(
  page: SeoListPageId,
  { research = [], navigation = [] }: { research?: Handlers['research']; navigation?: Handlers['navigation'] } = {},
) {
  return {
    msw: {
      handlers: {
        ...handlerGroups,
        research: [...research, ...LIST_HANDLERS[page], ...handlerGroups.research],
        navigation: [...navigation, ...handlerGroups.navigation],
      },
    },
  };
}

/** The first read of `path` fails with a 500, later ones reach the handlers after it. Reset before each run. */
let failedOnce = false;
export const resetFailFirst = () => {
  failedOnce = false;
};
export const failFirst = (page: SeoListPageId) =>
  mswHttp.get(PATHS[page], () => {
    if (failedOnce) return undefined;
    failedOnce = true;
    return HttpResponse.json(errorBody(500), { status: 500 });
  });

export const listRequestsMade = () => listRequests.length;

/** The last list request's parameter (null when absent). */
export const lastParam = (name: string) => listRequests.at(-1)?.searchParams.get(name) ?? null;

/** The page the story list answers for the last request: what the table must show. */
export async function lastAnswer<Answer>(): Promise<Answer> {
  const last = listRequests.at(-1);
  if (!last) throw new Error('No list request yet');
  const response = await fetch(last);
  listRequests.pop(); // the check's own read is not the page's
  return (await response.json()) as Answer;
}

/** A row's first cell as the table shows it: its name, or the throttle link for the viewer. */
export function expectedName(name: string, isThrottled: boolean, viewer: 'visitor' | 'loggedIn'): string {
  if (isThrottled || name === THROTTLED_CELL_PLACEHOLDER) {
    return viewer === 'visitor' ? UI_TEXT.logInToSeeAllResults : UI_TEXT.unlockAllTheData;
  }
  return name;
}

/** The cells' text of each body row of the table named `label`. */
export function bodyCells(canvas: HTMLElement, label: string): string[][] {
  const table = within(canvas).getByRole('table', { name: label });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? ''));
}
