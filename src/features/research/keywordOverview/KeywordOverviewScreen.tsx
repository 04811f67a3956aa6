import { useEffect, useRef } from 'react';

import { KEYWORD_OVERVIEW_ROWS, keywordOverviewEvent, type KeywordOverview } from './keywordOverview';
import { KeywordOverviewView, type KeywordOverviewBlockId } from './KeywordOverviewView';
import {
  getKeywordAdHistory,
  getKeywordOverview,
  getKeywordSerpAnalysis,
  getRelatedKeywords,
} from '../../../api/research';
import { useFrame } from '../../shell/frameContext';
import { useLinkTo } from '../../shell/links';
import { useLoader } from '../../shell/useLoader';
import { blockStateOf as stateOf, whenSearched } from '../shared/blockLoaders';
import { trackResearchEvent } from '../shared/researchEvents';
import { useResearchQuery } from '../shared/researchQuery';
import { useMissedSearch } from '../shared/useMissedSearch';
import { useOverviewPageLinks } from '../shared/useOverviewPageLinks';

/**
 * Route keyword:overview: reads the keyword from the URL and loads its overview
 * (GetKeywordOverview: searches, CPC, difficulty, click split, ranking history), its results page
 * (GetKeywordSerpAnalysis), advertisers (GetKeywordAdHistory) and related keywords
 * (GetRelatedKeywords), each on its own, so one failing read leaves the rest. Lists ask only for
 * the columns they show (visibleColumns). A keyword without data shows the no-data state and, for
 * a logged-in user, logs the missed search (performloggedineventlogging, doc 1 §7).
 */
export function KeywordOverviewScreen() {
  const { title, section } = useFrame();
  const linkTo = useLinkTo();
  const query = useResearchQuery();
  const pageLinks = useOverviewPageLinks();
  const deps = [query];

  const overview = useLoader<KeywordOverview | null>(
    whenSearched(query, (q) => getKeywordOverview({ query: q })),
    null,
    deps,
  );
  const serp = useLoader(
    whenSearched(query, (q) => getKeywordSerpAnalysis({ query: q })),
    null,
    deps,
  );
  const advertisers = useLoader(
    whenSearched(query, (q) =>
      getKeywordAdHistory({
        query: q,
        rowsPerPage: KEYWORD_OVERVIEW_ROWS,
        visibleColumns: 'domain,monthsAdvertised,lastMonth',
      }),
    ),
    null,
    deps,
  );
  const related = useLoader(
    whenSearched(query, (q) =>
      getRelatedKeywords({
        query: q,
        type: 'similar',
        rowsPerPage: KEYWORD_OVERVIEW_ROWS,
        visibleColumns: 'keyword,volume,cpc,difficulty',
      }),
    ),
    null,
    deps,
  );

  const answer = overview.load === 'ready' ? overview.data : null;

  // Once per answer (a new search or a retry brings a new answer object; StrictMode's second run does not).
  const reported = useRef<KeywordOverview | null>(null);
  useEffect(() => {
    if (!answer || !query || reported.current === answer) return;
    reported.current = answer;
    trackResearchEvent(keywordOverviewEvent(answer));
  }, [answer, query]);
  const similar = useMissedSearch('keyword', query, answer !== null && !answer.hasData, (keyword) =>
    linkTo('keyword:overview', {}, { query: keyword }),
  );

  const loaders = { overview, serp, advertisers, related };
  const fullPage = (name: Parameters<typeof linkTo>[0]) => (query ? linkTo(name, {}, { query }) : undefined);

  return (
    <KeywordOverviewView
      title={title}
      section={section}
      query={query}
      overview={stateOf(overview)}
      serp={stateOf(serp)}
      advertisers={stateOf(advertisers)}
      related={stateOf(related)}
      links={{
        serp: fullPage('keyword:serp-analysis'),
        rankingHistory: fullPage('keyword:ranking-history'),
        advertisers: fullPage('keyword:ad-history'),
        related: fullPage('keyword:related-keywords'),
      }}
      similar={similar}
      {...pageLinks}
      onRetry={(block: KeywordOverviewBlockId) => loaders[block].retry()}
    />
  );
}
