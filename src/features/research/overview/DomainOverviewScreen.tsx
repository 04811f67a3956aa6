import { useEffect, useRef } from 'react';
import { createSearchParams, useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';

import { DomainOverviewView, OVERVIEW_ROWS, type OverviewBlockId } from './DomainOverviewView';
import { overviewEvent, type OverviewAnswer, type OverviewKind } from './overview';
import {
  getDomainCompetitors,
  getDomainOrganicKeywords,
  getDomainOverview,
  getDomainPaidKeywords,
  getDomainTopPages,
  getUrlOverview,
} from '../../../api/research';
import { isSignedIn, user } from '../../../state/user';
import { useFrame } from '../../shell/frameContext';
import { useLinkTo } from '../../shell/links';
import { useLoader } from '../../shell/useLoader';
import { blockStateOf as stateOf, whenSearched } from '../shared/blockLoaders';
import { trackResearchEvent } from '../shared/researchEvents';
import { QUERY_PARAM, useResearchQuery } from '../shared/researchQuery';
import { useMissedSearch } from '../shared/useMissedSearch';

/**
 * Routes overview, overview:domain and overview:homepage (the domain overview) and overview:url
 * (the URL overview, for the one page): reads the search from the URL and loads the overview
 * (GetDomainOverview / GetUrlOverview) and each list block on its own, a few rows each, so one
 * failing read leaves the rest. A search without data suggests similar domains (getdomainsuggestions)
 * and, for a logged-in user, logs the missed search (performloggedineventlogging, doc 1 §7). Each
 * answer reports the domain-overview analytics event with its SEO keyword-count bucket.
 */
export function DomainOverviewScreen() {
  const { title, section } = useFrame();
  const linkTo = useLinkTo();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const query = useResearchQuery();
  const loggedIn = isSignedIn(useSnapshot(user));
  const kind: OverviewKind = pathname === linkTo('overview:url') ? 'url' : 'domain';
  const isDomain = kind === 'domain';
  const deps = [query, kind];

  const overview = useLoader<OverviewAnswer | null>(
    whenSearched(query, (q) => (kind === 'url' ? getUrlOverview({ query: q }) : getDomainOverview({ query: q }))),
    null,
    deps,
  );
  const organicCompetitors = useLoader(
    whenSearched(query, (q) =>
      isDomain
        ? getDomainCompetitors({
            query: q,
            context: 'organic',
            rowsPerPage: OVERVIEW_ROWS,
            visibleColumns: 'domain,sharedKeywords,share,keywords',
          })
        : Promise.resolve(null),
    ),
    null,
    deps,
  );
  const topKeywords = useLoader(
    whenSearched(query, (q) =>
      getDomainOrganicKeywords({
        query: q,
        sortBy: 'clicks',
        sortDirection: 'desc',
        rowsPerPage: OVERVIEW_ROWS,
        visibleColumns: 'keyword,position,volume,clicks,clickValue',
      }),
    ),
    null,
    deps,
  );
  const topPages = useLoader(
    whenSearched(query, (q) =>
      isDomain
        ? getDomainTopPages({
            query: q,
            searchType: 'mosttraffic',
            rowsPerPage: OVERVIEW_ROWS,
            visibleColumns: 'url,keywords,clicks,clickValue',
          })
        : Promise.resolve(null),
    ),
    null,
    deps,
  );
  const paidCompetitors = useLoader(
    whenSearched(query, (q) =>
      isDomain
        ? getDomainCompetitors({
            query: q,
            context: 'paid',
            rowsPerPage: OVERVIEW_ROWS,
            visibleColumns: 'domain,sharedKeywords,share',
          })
        : Promise.resolve(null),
    ),
    null,
    deps,
  );
  const topAds = useLoader(
    whenSearched(query, (q) =>
      getDomainPaidKeywords({
        query: q,
        sortBy: 'cost',
        sortDirection: 'desc',
        rowsPerPage: OVERVIEW_ROWS,
        visibleColumns: 'keyword,position,cost',
      }),
    ),
    null,
    deps,
  );

  const answer = overview.load === 'ready' ? overview.data : null;
  const missed = answer !== null && !answer.hasData;

  const similar = useMissedSearch(kind, query, missed, (domain) => linkTo('overview:domain', {}, { query: domain }));

  // Once per answer (a new search or a retry brings a new answer object; StrictMode's second run does not).
  const reported = useRef<OverviewAnswer | null>(null);
  useEffect(() => {
    if (!answer || !query || reported.current === answer) return;
    reported.current = answer;
    trackResearchEvent(overviewEvent(kind, answer));
  }, [answer, kind, query]);

  const loaders = { overview, organicCompetitors, topKeywords, topPages, paidCompetitors, topAds };
  const fullPage = (name: Parameters<typeof linkTo>[0]) => (query ? linkTo(name, {}, { query }) : undefined);

  return (
    <DomainOverviewView
      title={title}
      section={section}
      kind={kind}
      query={query}
      overview={stateOf(overview)}
      organicCompetitors={isDomain ? stateOf(organicCompetitors) : undefined}
      topKeywords={stateOf(topKeywords)}
      topPages={isDomain ? stateOf(topPages) : undefined}
      paidCompetitors={isDomain ? stateOf(paidCompetitors) : undefined}
      topAds={stateOf(topAds)}
      links={{
        organicCompetitors: fullPage('seo:competitors:domain'),
        topKeywords: fullPage(isDomain ? 'seo:keywords:domain' : 'seo:keywords:url'),
        topPages: fullPage('seo:top-pages'),
        paidCompetitors: fullPage('ppc:competitors:domain'),
        topAds: fullPage(isDomain ? 'ppc:keywords:domain' : 'ppc:keywords:url'),
      }}
      similar={similar}
      viewer={loggedIn ? 'loggedIn' : 'visitor'}
      purchaseHref={linkTo('mainpurchase')}
      loginHref={linkTo('auth:login')}
      domainHref={(domain) => linkTo('overview:domain', {}, { query: domain })}
      keywordHref={(keyword) => linkTo('keyword:overview', {}, { query: keyword })}
      urlHref={(url) => linkTo('overview:url', {}, { query: url })}
      onRetry={(block: OverviewBlockId) => loaders[block].retry()}
      onSearch={(next) => void navigate({ pathname, search: `?${createSearchParams({ [QUERY_PARAM]: next })}` })}
    />
  );
}
