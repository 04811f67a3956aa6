/**
 * Keyword Kombat story fixtures (story-only: the kombat mock answers every region with the same
 * page). Three domains, a Venn and groups answer for them, and distinct keywords per region, so a
 * play function can click a region and find that region's keywords in the list.
 */
import { HttpResponse, http as mswHttp } from 'msw';
import { userEvent, within } from 'storybook/test';

import type { components } from '../../../../src/api/schema.gen';
import {
  allRegions,
  regionAtPoint,
  regionKey,
  regionLabel,
  regionOf,
  type KombatKeywordRow,
  type Region,
  type VennCircle,
} from '../../../../src/features/research/kombat/kombat';
import { THROTTLED_CELL_PLACEHOLDER } from '../../../../src/lib/spec/workspace';
import { errorBody } from '../../../../src/mocks/errors';
import {
  buildKombatCompetingGroupsResponse,
  buildKombatKeywordRow,
  buildKombatKeywordsResponse,
  buildKombatVennData,
} from '../../../../src/mocks/fixtures';
import { handlerGroups } from '../../../../src/mocks/handlers';

type Schemas = components['schemas'];
type Handlers = typeof handlerGroups;

export const DOMAINS = ['acme.com', 'rival.com', 'other.net'] as const;
export const [YOU, RIVAL, OTHER] = DOMAINS;

export const VENN = buildKombatVennData({
  domains: [...DOMAINS],
  sets: [
    { sets: [YOU], size: 2400 },
    { sets: [RIVAL], size: 3900 },
    { sets: [OTHER], size: 1500 },
    { sets: [YOU, RIVAL], size: 812 },
    { sets: [YOU, OTHER], size: 420 },
    { sets: [RIVAL, OTHER], size: 600 },
    { sets: [YOU, RIVAL, OTHER], size: 310 },
  ],
});

/** Exclusive regions (the groups answer): each region's keywords and searches. */
export const GROUPS = buildKombatCompetingGroupsResponse({
  domains: [...DOMAINS],
  groups: [
    { domains: [YOU], keywordCount: 1478, monthlySearches: 210000 },
    { domains: [RIVAL], keywordCount: 2798, monthlySearches: 402000 },
    { domains: [OTHER], keywordCount: 790, monthlySearches: 96000 },
    { domains: [YOU, RIVAL], keywordCount: 502, monthlySearches: 154000 },
    { domains: [YOU, OTHER], keywordCount: 110, monthlySearches: 31000 },
    { domains: [RIVAL, OTHER], keywordCount: 290, monthlySearches: 47000 },
    { domains: [YOU, RIVAL, OTHER], keywordCount: 310, monthlySearches: 88000 },
  ],
});

const TOPICS: Record<string, readonly string[]> = {
  [YOU]: ['acme rocket skates', 'acme anvil price', 'buy giant magnet'],
  [RIVAL]: ['keyword research', 'rank tracker free', 'serp checker'],
  [OTHER]: ['other net login', 'net speed test'],
  [`${YOU}|${RIVAL}`]: ['seo tools', 'backlink checker', 'site audit'],
  [`${YOU}|${OTHER}`]: ['domain lookup'],
  [`${RIVAL}|${OTHER}`]: ['competitor analysis', 'ppc spy tool'],
  [`${YOU}|${RIVAL}|${OTHER}`]: ['keyword tool', 'seo software'],
};

/** The region's keywords: each region domain ranks (a position), the others do not. */
export function regionRows(region: Region): KombatKeywordRow[] {
  return (TOPICS[regionKey(region)] ?? []).map((keyword, index) =>
    buildKombatKeywordRow({
      termId: 1000 + keyword.length * 10 + index,
      keyword,
      monthlySearches: 9900 - index * 1300,
      costPerClick: 2.5 + index,
      rankingDifficulty: 40 + index * 7,
      ranks: DOMAINS.map((domain, d) => ({
        domain,
        rank: region.includes(domain) ? 1 + index * 3 + d : null,
      })),
      isThrottled: false,
    }),
  );
}

/** Every keyword: the regions' rows, one after the other. */
export const ALL_ROWS = allRegions([...DOMAINS]).flatMap(regionRows);

export function keywordsPage(rows: readonly KombatKeywordRow[], freeRowCount: number | null = null) {
  return buildKombatKeywordsResponse({
    domains: [...DOMAINS],
    segment: 'all',
    keywords: rows.map((row, index) =>
      freeRowCount !== null && index >= freeRowCount
        ? {
            ...row,
            termId: null,
            keyword: THROTTLED_CELL_PLACEHOLDER,
            monthlySearches: null,
            costPerClick: null,
            rankingDifficulty: null,
            ranks: row.ranks.map((r) => ({ ...r, rank: null })),
            isThrottled: true,
          }
        : row,
    ),
    totalRowCount: rows.length,
    freeRowCount,
  });
}

/** The region a keywords request asks for (null: every keyword). */
export function requestedRegion(body: Schemas['KombatKeywordsRequest']): Region | null {
  return body.rankingDomains && body.rankingDomains.length > 0 ? regionOf(body.rankingDomains, body.domains) : null;
}

/** Every GetOrganicKombatKeywords body of the running story, oldest first. */
export const keywordRequests: Schemas['KombatKeywordsRequest'][] = [];
export const resetKeywordRequests = () => {
  keywordRequests.length = 0;
};

const KEYWORDS_PATH = '/NsaApi/KeywordKombat/GetOrganicKombatKeywords';

/** The rows of every region of `domains` (a comparison of two of the three drops the third's). */
export function allRows(domains: readonly string[]): KombatKeywordRow[] {
  return allRegions(domains).flatMap((region) =>
    regionRows(region).map((row) => ({ ...row, ranks: row.ranks.filter((r) => domains.includes(r.domain)) })),
  );
}

/** Answers each region with its rows; `freeRowCount` throttles the rows after it (a free user or visitor). */
export function regionKeywords(freeRowCount: number | null = null) {
  return mswHttp.post(KEYWORDS_PATH, async ({ request }) => {
    const body = (await request.json()) as Schemas['KombatKeywordsRequest'];
    keywordRequests.push(body);
    const region = requestedRegion(body);
    return HttpResponse.json({
      ...keywordsPage(region ? regionRows(region) : allRows(body.domains), freeRowCount),
      domains: body.domains,
    });
  });
}

const within3 = (names: readonly string[], domains: readonly string[]) => names.every((n) => domains.includes(n));

/** The fixtures of the domains asked about (all three, or two of them). */
const vennAnswer = mswHttp.post('/NsaApi/KeywordKombat/GetOrganicKombatVennData', async ({ request }) => {
  const { domains } = (await request.json()) as { domains: string[] };
  return HttpResponse.json({ ...VENN, domains, sets: VENN.sets.filter((s) => within3(s.sets, domains)) });
});
const groupsAnswer = mswHttp.post(
  '/NsaApi/KeywordKombat/GetOrganicKombatCompetingDomainsKeywordsGroups',
  async ({ request }) => {
    const { domains } = (await request.json()) as { domains: string[] };
    return HttpResponse.json({ ...GROUPS, domains, groups: GROUPS.groups.filter((g) => within3(g.domains, domains)) });
  },
);

/** No domain ranks: empty regions are left out, so the groups answer is empty. */
export const noDataAnswers = [
  mswHttp.post('/NsaApi/KeywordKombat/GetOrganicKombatVennData', () =>
    HttpResponse.json({ ...VENN, sets: VENN.sets.map((s) => ({ ...s, size: 0 })) }),
  ),
  mswHttp.post('/NsaApi/KeywordKombat/GetOrganicKombatCompetingDomainsKeywordsGroups', () =>
    HttpResponse.json({ ...GROUPS, groups: [] }),
  ),
];

/** The Venn fails with a 500 (the validation and the keywords still answer). */
export const vennFails = mswHttp.post('/NsaApi/KeywordKombat/GetOrganicKombatVennData', () =>
  HttpResponse.json(errorBody(500), { status: 500 }),
);

/** The default handlers with the three-domain fixtures (and `kombat` extras) in front. */
export function kombatMsw({
  kombat = [],
  freeRowCount = null,
}: { kombat?: Handlers['kombat']; freeRowCount?: number | null } = {}) {
  return {
    msw: {
      handlers: {
        ...handlerGroups,
        kombat: [...kombat, regionKeywords(freeRowCount), vennAnswer, groupsAnswer, ...handlerGroups.kombat],
      },
    },
  };
}

/** The circles the Venn drew (their SVG attributes). */
function circlesIn(chart: HTMLElement): VennCircle[] {
  return [...chart.querySelectorAll('[data-testid="venn-circle"]')].map((circle) => ({
    name: circle.getAttribute('data-set') ?? '',
    x: Number(circle.getAttribute('cx')),
    y: Number(circle.getAttribute('cy')),
    r: Number(circle.getAttribute('r')),
  }));
}

/** A point of the chart inside `region` and 4 px clear of every circle's edge. */
export function pointIn(chart: HTMLElement, region: Region): { x: number; y: number } {
  const circles = circlesIn(chart);
  const svg = chart.querySelector('svg')!;
  const width = Number(svg.getAttribute('width'));
  const height = Number(svg.getAttribute('height'));
  for (let y = 2; y < height; y += 2) {
    for (let x = 2; x < width; x += 2) {
      const clear = circles.every((c) => Math.abs(Math.hypot(x - c.x, y - c.y) - c.r) > 4);
      const hit = regionAtPoint({ x, y }, circles, [...DOMAINS]);
      if (clear && hit && regionKey(hit) === regionKey(region)) return { x, y };
    }
  }
  throw new Error(`No point of region ${regionKey(region)} on the chart`);
}

/** Clicks the Venn inside `region`, as a pointer would. */
export async function clickVennRegion(canvas: HTMLElement, region: Region) {
  const chart = within(canvas).getByTestId('kombat-venn');
  const svg = chart.querySelector('svg')!;
  const { x, y } = pointIn(chart, region);
  const box = svg.getBoundingClientRect();
  await userEvent.pointer({
    keys: '[MouseLeft]',
    target: svg,
    coords: { clientX: box.left + x, clientY: box.top + y },
  });
}

/** The first cell's text of each body row of the table named `label`. */
export function firstCells(canvas: HTMLElement, label: string): string[] {
  const table = within(canvas).getByRole('table', { name: label });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td')?.textContent ?? '');
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The region's button in the list of regions (its name is the label, then its counts). */
export function regionButton(canvas: HTMLElement, region: Region): HTMLElement {
  const label = regionLabel(region, [...DOMAINS]);
  return within(canvas).getByRole('button', { name: new RegExp(`^${escaped(label)}\\s?\\d`) });
}
