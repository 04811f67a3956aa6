/**
 * What the rank-tracking stories share: the example project's twelve weekly checks
 * (src/mocks/fixtures/rankTracking.ts) and the figures they give at the latest check, the seeds of
 * each state, and handlers that fail a read once.
 */
import { HttpResponse, http as mswHttp, type HttpHandler } from 'msw';
import { fn } from 'storybook/test';

import type { Project, RankTracking } from '../../../src/features/rankTracking/rankTracking';
import { exampleSeedProjects, getProject, rankTracking, resetMockDb, type SeedProject } from '../../../src/mocks/db';
import { errorBody } from '../../../src/mocks/errors';
import { EXAMPLE_SEARCH_CONSOLE, exampleProjects, userPreset } from '../../../src/mocks/fixtures';
import { handlerGroups } from '../../../src/mocks/handlers';

/** Acme Corp (acme.com, seven keywords, rival.com and widgets.co.uk), Rival watch (nothing yet). */
export const [ACME, RIVAL_WATCH] = exampleSeedProjects() as [SeedProject, SeedProject];

/** Each domain's summary at the latest check (2026-11-23), as the fixture's header works them out. */
export const LATEST_FIGURES = [
  { domain: 'acme.com', averagePosition: '19.1', gains: '4', losses: '0', top3: '1', top10: '4', top100: '7' },
  { domain: 'rival.com', averagePosition: '9.4', gains: '0', losses: '2', top3: '2', top10: '3', top100: '5' },
  { domain: 'widgets.co.uk', averagePosition: '13.3', gains: '1', losses: '1', top3: '1', top10: '2', top100: '4' },
] as const;

/** Acme's keywords by acme.com's latest position, best first (the page's first sort). */
export const BY_POSITION = [
  'backlink checker',
  'seo tools',
  'competitor analysis',
  'rank tracker',
  'keyword research',
  'ppc keywords',
  'site audit',
];

export const fullUser = { mockDb: { user: 'full' }, state: { user: userPreset('full') } };
export const loggedOut = { mockDb: { user: 'loggedOut' }, state: { user: userPreset('loggedOut') } };
export const noProjects = { mockDb: { user: 'full', projects: 'none' }, state: { user: userPreset('full') } };
export const noChecks = { mockDb: { user: 'full', trackedRanks: 'none' }, state: { user: userPreset('full') } };
/** The example project's domain (acme.com) with its Search Console data imported. */
export const withSearchConsole = {
  mockDb: { user: 'full', searchConsole: 'example' },
  state: { user: userPreset('full') },
};
/** acme.com's Search Console figures (fixtures/searchConsole.ts). */
export const ACME_SEARCH_CONSOLE = EXAMPLE_SEARCH_CONSOLE['acme.com']!;

/** The text of the keyword table's cell in a keyword's row, under the column `header`. */
export function cellText(table: HTMLElement, keyword: string, header: string): string {
  const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim());
  const column = headers.indexOf(header);
  const row = [...table.querySelectorAll('tbody tr')].find(
    (tr) => tr.querySelector('td, th')?.textContent?.trim() === keyword,
  );
  if (column < 0 || !row) throw new Error(`no cell ${keyword} / ${header} (columns: ${headers.join(', ')})`);
  return row.querySelectorAll('th, td')[column]?.textContent?.trim() ?? '';
}

let calls = 0;
export const resetCalls = () => {
  calls = 0;
};

/** GetRankTracking answers 500 the first time, then the mock API answers. */
export const failFirstTracking: HttpHandler = mswHttp.get(
  '/NsaApi/MySpyFu/Keywords/KeywordTracking/GetRankTracking',
  () => {
    calls += 1;
    // Returning nothing hands the request on to the mock API's handler.
    return calls === 1 ? HttpResponse.json(errorBody(500), { status: 500 }) : undefined;
  },
);

type Handlers = typeof handlerGroups;

/** The default handlers, with these put in front of their groups. */
export const withHandlers = ({
  projects = [],
  keywords = [],
}: {
  projects?: Handlers['projects'];
  keywords?: Handlers['keywords'];
}) => ({
  msw: {
    handlers: {
      ...handlerGroups,
      projects: [...projects, ...handlerGroups.projects],
      keywords: [...keywords, ...handlerGroups.keywords],
    },
  },
});

/** The first cells (keywords) of a table's body rows, in order. */
export function keywordsIn(table: HTMLElement): string[] {
  return [...table.querySelectorAll('tbody tr')].map((row) => row.querySelector('td, th')?.textContent ?? '');
}

/** The example project's answer as the mock API gives it (by acme.com's position, 20 rows); with its Search Console data when asked. */
export function exampleTracking({ searchConsole = false } = {}): RankTracking {
  resetMockDb(searchConsole ? { searchConsole: 'example' } : {});
  return rankTracking(getProject(ACME.id)!, {
    weeks: 12,
    device: 'desktop',
    sortColumn: 'position',
    sortDomainIndex: 0,
    sortDirection: 'asc',
    startRow: 1,
    rowsToDisplay: 20,
  });
}

/** The props a view story shares: the example projects, Acme Corp chosen, its answer, no-op handlers. */
export function viewArgs(data: RankTracking | null) {
  const projects = exampleProjects() as Project[];
  return {
    title: 'Rank Tracker',
    access: 'ready' as const,
    projects,
    projectId: ACME.id!,
    onProjectChange: fn(),
    load: 'ready' as const,
    data,
    sort: { columnId: 'position:0', direction: 'asc' as const },
    onSortChange: fn(),
    filter: '',
    onFilterChange: fn(),
    startRow: 1,
    pageSize: 20,
    onStartRowChange: fn(),
    onPageSizeChange: fn(),
    loginHref: '/login',
    createProjectHref: '/rank-tracking?msf=create-project',
    addKeywordsHref: '/rank-tracking?msf=keyword-import',
    onRetryProjects: fn(),
    onRetry: fn(),
  };
}
