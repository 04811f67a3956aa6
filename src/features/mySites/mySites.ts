/**
 * My Sites and Competitor Projects, the rules without the DOM: what a project's card shows while
 * its reads load, fail or answer; the headline figures it picks from the domain overview; the top
 * organic competitors (a throttled row shows the lock, never the placeholder); and the Kombat
 * comparison a card links to. Every figure is the API's; these only pick and format them.
 */
import { MY_SITES_TEXT } from './mySitesTexts';
import type { components } from '../../api/schema.gen';
import { formatCurrency, formatNumber } from '../../lib/format';
import { fill } from '../../lib/spec/text';
import { isThrottledText } from '../../ui/Table/tableModel';

type Schemas = components['schemas'];
export type Project = Schemas['Project'];
export type DomainOverview = Schemas['DomainOverview'];
export type DomainCompetitors = Schemas['DomainCompetitors'];

/** One of a project's reads: each loads, fails and retries on its own, so one card never blocks another. */
export type ProjectRead<T> = { load: 'loading' } | { load: 'failed' } | { load: 'ready'; data: T };

export const LOADING: ProjectRead<never> = { load: 'loading' };

/** What a card's research part shows: a project without a domain has nothing to look up. */
export type ResearchState = 'noDomain' | 'loading' | 'failed' | 'noData' | 'ready';

/** The state of a research read for a project's domain; `hasData` tells a domain the corpus does not hold. */
export function researchStateOf<T extends { hasData: boolean }>(
  domain: string | null,
  read: ProjectRead<T | null>,
  hasRows: (answer: T) => boolean = () => true,
): ResearchState {
  if (!domain) return 'noDomain';
  if (read.load !== 'ready') return read.load;
  return read.data && read.data.hasData && hasRows(read.data) ? 'ready' : 'noData';
}

export interface SiteFigure {
  id: 'organicKeywords' | 'seoClicks' | 'seoClickValue' | 'paidKeywords';
  label: string;
  /** Formatted: '1,240', '$912,346'. */
  value: string;
}

/** The headline figures of a site's card, from the latest month of its domain overview. */
export function siteFigures(answer: DomainOverview): SiteFigure[] {
  const current = answer.current;
  const number = (value: number | undefined) => formatNumber(value ?? 0);
  return [
    { id: 'organicKeywords', label: MY_SITES_TEXT.organicKeywords, value: number(current?.organicKeywords) },
    { id: 'seoClicks', label: MY_SITES_TEXT.seoClicks, value: number(current?.seoClicks) },
    { id: 'seoClickValue', label: MY_SITES_TEXT.seoClickValue, value: formatCurrency(current?.seoClickValue ?? 0) },
    { id: 'paidKeywords', label: MY_SITES_TEXT.paidKeywords, value: number(current?.paidKeywords) },
  ];
}

/** '7 keywords in the project', '1 keyword in the project'. */
export function keywordCountText(count: number): string {
  return count === 1 ? MY_SITES_TEXT.keywordCountOne : fill(MY_SITES_TEXT.keywordCount, { count: formatNumber(count) });
}

/** How many organic competitors a competitor project shows. */
export const TOP_COMPETITORS = 3;

/** A competitor of the card, or a throttled row: the lock, linking to the purchase page (doc 2 §6). */
export type CompetitorEntry = { kind: 'competitor'; domain: string; sharedKeywords: string } | { kind: 'throttled' };

/** The first TOP_COMPETITORS rows of the competitors answer, in the server's order (most shared keywords). */
export function topCompetitors(answer: DomainCompetitors): CompetitorEntry[] {
  return answer.rows.slice(0, TOP_COMPETITORS).map((row) =>
    row.isThrottled || isThrottledText(row.domain)
      ? { kind: 'throttled' }
      : {
          kind: 'competitor',
          domain: row.domain,
          sharedKeywords: fill(MY_SITES_TEXT.sharedKeywords, { count: formatNumber(row.sharedKeywords ?? 0) }),
        },
  );
}

/** Kombat compares a domain with at most two competitors (KombatDomains). */
export const KOMBAT_MAX_COMPETITORS = 2;

/** The Kombat page's query for a domain against competitors: query=you.com&competitors=a.com,b.com. */
export function kombatQuery(domain: string, competitors: readonly string[]): { query: string; competitors: string } {
  return { query: domain, competitors: competitors.slice(0, KOMBAT_MAX_COMPETITORS).join(',') };
}

/** The competitors' domains a card can compare with (throttled rows have none). */
export const competitorDomains = (entries: readonly CompetitorEntry[]) =>
  entries.flatMap((entry) => (entry.kind === 'competitor' ? [entry.domain] : []));
