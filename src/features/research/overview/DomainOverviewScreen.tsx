import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

import { DomainOverviewView } from './DomainOverviewView';
import { overviewEvent, type OverviewAnswer, type OverviewKind } from './overview';
import { peekPrefetchedAnswer } from './overviewPrefetch';
import { takeBlock, type OverviewBlockId, type OverviewReadAnswers } from './overviewReads';
import { afterPaint } from '../../shell/afterPaint';
import { useFrame } from '../../shell/frameContext';
import { useLinkTo } from '../../shell/links';
import { useLoader } from '../../shell/useLoader';
import { blockStateOf as stateOf, whenSearched } from '../shared/blockLoaders';
import { trackResearchEvent } from '../shared/researchEvents';
import { useResearchQuery } from '../shared/researchQuery';
import { useMissedSearch } from '../shared/useMissedSearch';
import { useOverviewPageLinks } from '../shared/useOverviewPageLinks';

/** A read not started yet: its block shows loading until it starts. */
const notYet = () => new Promise<never>(() => undefined);

/**
 * One read of the page, loading and retried on its own; it takes what the guard chain started early
 * for this search (./overviewReads.ts), once. `started` false holds it back (it loads meanwhile).
 */
function useBlock<B extends OverviewBlockId>(kind: OverviewKind, query: string | undefined, block: B, started = true) {
  return useLoader<OverviewReadAnswers[B] | null>(
    whenSearched(query, (q) => (started ? takeBlock(kind, q, block) : notYet())),
    null,
    [query, kind, started],
  );
}

/**
 * The headline read, shown from the first render when the guard chain's early read had its answer
 * before the screen mounted (the usual case): the figures are the page's largest paint, and they
 * paint with the frame instead of one loading frame later. The read still runs and takes that same
 * answer; a retry or another search shows loading as usual.
 */
function useOverview(kind: OverviewKind, query: string | undefined) {
  const loader = useBlock(kind, query, 'overview');
  const [early] = useState(() => (query ? { kind, query, answer: peekPrefetchedAnswer(kind, query) } : null));
  const state = stateOf(loader);
  const showEarly =
    state.load === 'loading' && loader.data === null && early?.answer && early.kind === kind && early.query === query;
  return { loader, state: showEarly ? { load: 'ready' as const, data: early.answer ?? null } : state };
}

/**
 * Has the headline read answered (or failed) and its figures been painted? The list blocks below
 * them start their reads then, so the page's largest paint does not share the connections, the
 * server or the main thread with them. A new search waits again.
 */
function useFiguresPainted(overviewSettled: boolean, query: string | undefined, kind: OverviewKind): boolean {
  const [painted, setPainted] = useState<{ query: string | undefined; kind: OverviewKind } | null>(null);
  useEffect(() => {
    if (!overviewSettled) return;
    return afterPaint(() => setPainted({ query, kind }));
  }, [overviewSettled, query, kind]);
  return painted !== null && painted.query === query && painted.kind === kind;
}

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
  const query = useResearchQuery();
  const pageLinks = useOverviewPageLinks();
  const kind: OverviewKind = pathname === linkTo('overview:url') ? 'url' : 'domain';
  const isDomain = kind === 'domain';

  const { loader: overview, state: overviewState } = useOverview(kind, query);
  const lists = useFiguresPainted(overviewState.load !== 'loading', query, kind);
  const organicCompetitors = useBlock(kind, query, 'organicCompetitors', lists);
  const topKeywords = useBlock(kind, query, 'topKeywords', lists);
  const topPages = useBlock(kind, query, 'topPages', lists);
  const paidCompetitors = useBlock(kind, query, 'paidCompetitors', lists);
  const topAds = useBlock(kind, query, 'topAds', lists);

  const answer = overviewState.load === 'ready' ? overviewState.data : null;
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
      overview={overviewState}
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
      {...pageLinks}
      onRetry={(block: OverviewBlockId) => loaders[block].retry()}
    />
  );
}
