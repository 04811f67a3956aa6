/**
 * What the My Sites and Competitor Projects stories share: the projects they seed (the contract's
 * examples plus a shop), the research answers per domain (the contract's github.com overview for a
 * domain the corpus holds, zeros and hasData false for a new one), competitors (the contract's two
 * and one more; a free user's throttled rows), and the MSW handlers that answer with them.
 */
import { HttpResponse, http as mswHttp } from 'msw';

import { throttledRow } from '../../../src/api/throttledRow';
import type { DomainCompetitors, DomainOverview } from '../../../src/features/mySites/mySites';
import type { SeedProject } from '../../../src/mocks/db';
import { exampleSeedProjects } from '../../../src/mocks/db';
import { errorBody } from '../../../src/mocks/errors';
import { buildDomainCompetitors, buildDomainOverview, userPreset } from '../../../src/mocks/fixtures';
import { handlerGroups } from '../../../src/mocks/handlers';
import { http } from '../../../src/mocks/http';
import { mockFor } from '../../../src/mocks/registry';

/** A domain the research corpus does not hold yet. */
export const NEW_DOMAIN = 'brand-new-shop.example';

/** Acme Corp (acme.com, seven keywords), Rival watch (no domain), and a shop on a domain without data. */
export const [ACME, RIVAL_WATCH] = exampleSeedProjects() as [SeedProject, SeedProject];
export const NEW_SHOP: SeedProject = {
  id: '5e000000-0000-4000-8000-000000000042',
  projectName: 'New shop',
  primaryDomainName: NEW_DOMAIN,
  keywords: [{ keyword: 'running shoes' }],
};
export const PROJECTS: SeedProject[] = [ACME, RIVAL_WATCH, NEW_SHOP];

/** The overview the corpus gives a domain it holds: the contract's example (1,240 organic keywords …). */
export const overviewOf = (domain: string): DomainOverview => ({ ...buildDomainOverview(), domain });
/** A domain without data: zeros and hasData false, as the server answers. */
export const noDataOverview = (domain: string): DomainOverview => {
  const example = buildDomainOverview();
  const zero = { delta: 0, ratio: null };
  return {
    ...example,
    domain,
    hasData: false,
    current: {
      ...example.current!,
      organicKeywords: 0,
      top10Keywords: 0,
      seoClicks: 0,
      seoClickValue: 0,
      paidKeywords: 0,
      ppcBudget: 0,
    },
    history: [],
    change: {
      organicKeywords: zero,
      top10Keywords: zero,
      seoClicks: zero,
      seoClickValue: zero,
      paidKeywords: zero,
      ppcBudget: zero,
    },
    backlinks: 0,
    referringDomains: 0,
  };
};

/** The domain overview answers: the example's figures, zeros for NEW_DOMAIN. */
export const overviews = mockFor(
  'getDomainOverview',
  http.get('/NsaApi/Research/DomainOverview', ({ query, response }) => {
    const domain = query.get('query') ?? '';
    return response(200).json(domain === NEW_DOMAIN ? noDataOverview(domain) : overviewOf(domain));
  }),
);

/** The first overview read of `domain` fails with a 500; later ones are answered. Reset before each run. */
let failedOnce = new Set<string>();
export const resetFailures = () => {
  failedOnce = new Set();
};
export const failFirstOverviewOf = (domain: string) =>
  mswHttp.get('/NsaApi/Research/DomainOverview', ({ request }) => {
    if (new URL(request.url).searchParams.get('query') !== domain || failedOnce.has(domain)) return undefined;
    failedOnce.add(domain);
    return HttpResponse.json(errorBody(500), { status: 500 });
  });

/** The first projects read fails with a 500; the retry reaches the mock API. Reset before each run. */
let projectCalls = 0;
export const resetProjectCalls = () => {
  projectCalls = 0;
};
export const failFirstProjects = mswHttp.get('/NsaApi/MySpyFu/Projects/GetProjects', () => {
  projectCalls += 1;
  // Returning nothing hands the request on to the mock API's handler.
  return projectCalls === 1 ? HttpResponse.json(errorBody(500), { status: 500 }) : undefined;
});

const example = buildDomainCompetitors();
/** The contract's two organic competitors (wikipedia.org, walmart.com) and a third. */
export const COMPETITORS: DomainCompetitors = {
  ...example,
  rows: [
    ...example.rows,
    { domain: 'target.com', sharedKeywords: 912, share: 0.1781, keywords: 1630, isThrottled: false },
  ],
};
/** A free user's answer when the free rows are used up: the first row, then throttled rows. */
export const THROTTLED_COMPETITORS: DomainCompetitors = {
  ...COMPETITORS,
  freeRowCount: 1,
  rows: [COMPETITORS.rows[0]!, throttledRow('CompetitorRow', 'domain'), throttledRow('CompetitorRow', 'domain')],
};

export const competitorsAnswer = (answer: DomainCompetitors) =>
  mockFor(
    'getDomainCompetitors',
    http.get('/NsaApi/Research/DomainCompetitors', ({ query, response }) =>
      response(200).json({ ...answer, domain: query.get('query') ?? '' }),
    ),
  );

/** No competitors for NEW_DOMAIN (hasData false), `answer` for the others. */
export const competitorsPerDomain = (answer: DomainCompetitors) =>
  mockFor(
    'getDomainCompetitors',
    http.get('/NsaApi/Research/DomainCompetitors', ({ query, response }) => {
      const domain = query.get('query') ?? '';
      return response(200).json(
        domain === NEW_DOMAIN
          ? { ...answer, domain, hasData: false, rows: [], totalRowCount: 0 }
          : { ...answer, domain },
      );
    }),
  );

type Handlers = typeof handlerGroups;

/** The default handlers, with research and projects handlers put in front of their groups. */
export const withHandlers = ({
  research = [],
  projects = [],
  keywords = [],
}: {
  research?: Handlers['research'];
  projects?: Handlers['projects'];
  keywords?: Handlers['keywords'];
}) => ({
  msw: {
    handlers: {
      ...handlerGroups,
      research: [...research, ...handlerGroups.research],
      projects: [...projects, ...handlerGroups.projects],
      keywords: [...keywords, ...handlerGroups.keywords],
    },
  },
});

export const fullUser = { mockDb: { user: 'full', projects: PROJECTS }, state: { user: userPreset('full') } };
export const freeUser = { mockDb: { user: 'free', projects: PROJECTS }, state: { user: userPreset('free') } };
export const noProjects = { mockDb: { user: 'full', projects: 'none' }, state: { user: userPreset('full') } };
