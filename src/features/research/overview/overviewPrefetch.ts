/**
 * The domain and URL overview's headline read (its figures, the page's largest paint), started
 * early: the guard chain (src/app/guardLoader.ts) starts it for an overview URL with a search at the
 * same time as its own calls (the active state, the query lookup), instead of after them and after
 * the paywall's search count. The five list blocks below the figures are read by the screen itself,
 * so they do not compete with the chain's calls and the count for the browser's connections and the
 * server.
 *
 * What was started early is only held, never shown: the screen takes it when it mounts, which is
 * after the chain let the URL through and the paywall gate opened (a visitor held at the paywall
 * never gets the screen). An early read is taken at most once (a retry or a second mount reads
 * again); the chain drops the read of a navigation it redirected, a newer navigation's replaces it,
 * and one not taken within PREFETCH_TTL_MS is stale. A research read counts nothing: the search the
 * paywall counts is the chain's recorded one (src/features/shell/searchCounting.ts).
 *
 * The guard chain is in the app's entry: this module stays small (the client's `get`, no views).
 */
import type { OverviewAnswer, OverviewKind } from './overview';
import { get } from '../../../api/client';

/** How long an early read waits to be taken before it counts as stale. */
export const PREFETCH_TTL_MS = 30_000;

interface Prefetch {
  kind: OverviewKind;
  query: string;
  startedAt: number;
  read: Promise<OverviewAnswer>;
  /** Its answer, once it has come (a failure leaves it unset: the screen's read reports it). */
  answer?: OverviewAnswer;
}

export interface PrefetchDeps {
  /** The headline read (GetDomainOverview / GetUrlOverview), as ./overviewReads.ts asks it. */
  readOverview: (kind: OverviewKind, query: string) => Promise<OverviewAnswer>;
  now: () => number;
}

export const prefetchDeps: PrefetchDeps = {
  readOverview: (kind, query) =>
    kind === 'url'
      ? get('/NsaApi/Research/UrlOverview', { query: { query } })
      : get('/NsaApi/Research/DomainOverview', { query: { query } }),
  now: () => Date.now(),
};

/** The one navigation's early read (a newer navigation replaces it). */
let pending: Prefetch | null = null;

/**
 * Starts the headline read of this overview and search, replacing any earlier navigation's. Returns
 * what drops it again (a redirect): it drops this navigation's read only, not a later one's.
 */
export function prefetchOverview(kind: OverviewKind, query: string, deps: PrefetchDeps = prefetchDeps): () => void {
  const read = deps.readOverview(kind, query);
  const prefetch: Prefetch = { kind, query, startedAt: deps.now(), read };
  // A read nobody takes must not report an unhandled failure; the screen that takes it sees the failure.
  read.then(
    (answer) => {
      prefetch.answer = answer;
    },
    () => undefined,
  );
  pending = prefetch;
  return () => {
    if (pending === prefetch) pending = null;
  };
}

/** Drops the early read (tests). */
export function discardOverviewPrefetch(): void {
  pending = null;
}

/** The early read for this overview and search, unless it is stale (then dropped). */
function current(kind: OverviewKind, query: string, now: number): Prefetch | undefined {
  const prefetch = pending;
  if (!prefetch) return undefined;
  if (now - prefetch.startedAt > PREFETCH_TTL_MS) {
    pending = null;
    return undefined;
  }
  return prefetch.kind === kind && prefetch.query === query ? prefetch : undefined;
}

/**
 * The early read's answer when it has already come, without taking the read: the screen's first
 * render shows the figures at once (no loading frame first), and its read then takes the same answer.
 */
export function peekPrefetchedAnswer(
  kind: OverviewKind,
  query: string,
  deps: Pick<PrefetchDeps, 'now'> = prefetchDeps,
): OverviewAnswer | undefined {
  return current(kind, query, deps.now())?.answer;
}

/**
 * The early headline read for this overview and search, handed out once; undefined when there is
 * none (never started, taken already, dropped, stale, or for another search): the screen reads.
 */
export function takePrefetched(
  kind: OverviewKind,
  query: string,
  deps: Pick<PrefetchDeps, 'now'> = prefetchDeps,
): Promise<OverviewAnswer> | undefined {
  const prefetch = current(kind, query, deps.now());
  if (!prefetch) return undefined;
  pending = null;
  return prefetch.read;
}
