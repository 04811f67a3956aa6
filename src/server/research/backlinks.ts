/**
 * Backlinks, one page at a time: the links pointing to a domain, to one of its pages, or to the
 * pages on a keyword's first page in a month. Each link has its source page and domain, the source
 * domain's strength that month (inverse-rank, metrics.ts `domainStrength`), the target page, the
 * anchor text, nofollow, and when it was first and last seen. Sorted in SQL by any column (strength
 * by the inverse-rank score it is a monotonic function of), filtered by source URL or anchor.
 */
import { sql, type RawBuilder } from 'kysely';

import { urlIdOf } from './domainStats';
import { findKeyword, researchTerm } from './keyword';
import { domainStrengths } from './keywordOverview';
import {
  directionSql,
  likeEscaped,
  limitOffset,
  listPage,
  numberOf,
  openList,
  type PageWindow,
  throttledRow,
} from './lists';
import { researchSite } from './site';
import type { components, operations } from '../../api/schema.gen';
import type { Db } from '../db';

type Schemas = components['schemas'];
type SiteParams = NonNullable<operations['getBacklinks']['parameters']['query']>;
type KeywordParams = NonNullable<operations['getKeywordBacklinks']['parameters']['query']>;
type BacklinkSort = Schemas['KeywordBacklinkColumn'];

/** Which links: those to a domain, to one page, or to a keyword's first-page pages. */
type BacklinkTarget =
  { kind: 'domain'; domainId: number } | { kind: 'url'; urlId: number } | { kind: 'keyword'; keywordId: number };

interface LinkRow {
  source_path: string;
  source_name: string;
  source_domain_id: number;
  target_path: string;
  target_name: string;
  anchor: string;
  nofollow: number;
  first_seen: string;
  last_seen: string;
  target_position: number | null;
  total: number | string;
}

function targetSql(target: BacklinkTarget, month: number) {
  switch (target.kind) {
    case 'domain':
      return { join: sql``, where: sql`b.target_domain_id = ${target.domainId}` };
    case 'url':
      return { join: sql``, where: sql`b.target_url_id = ${target.urlId}` };
    case 'keyword':
      return {
        join: sql`join (select url_id, min(rank_group) as position from serp_organic
            where keyword_id = ${target.keywordId} and month = ${month} and rank_group <= 10
            group by url_id) t on t.url_id = b.target_url_id`,
        where: sql`1 = 1`,
      };
  }
}

async function backlinksOf(db: Db, target: BacklinkTarget, month: number, sort: BacklinkSort, window: PageWindow) {
  const { join, where } = targetSql(target, month);
  const score = sql`(select coalesce(sum(r.keywords * 1.0 / r.rank_group), 0) from domain_rank_stats r
    where r.domain_id = b.source_domain_id and r.month = ${month})`;
  const sortExpressions: Record<BacklinkSort, RawBuilder<unknown>> = {
    sourceUrl: sql`(sd.name || su.path)`,
    sourceDomain: sql`sd.name`,
    sourceStrength: score,
    targetUrl: sql`(td.name || tu.path)`,
    anchor: sql`lower(b.anchor)`,
    nofollow: sql`b.nofollow`,
    firstSeen: sql`b.first_seen`,
    lastSeen: sql`b.last_seen`,
    targetPosition: target.kind === 'keyword' ? sql`t.position` : sql`0`,
  };
  const filter = window.filter
    ? sql`and (lower(sd.name || su.path) like ${`%${likeEscaped(window.filter)}%`} escape '\\'
        or lower(b.anchor) like ${`%${likeEscaped(window.filter)}%`} escape '\\')`
    : sql``;
  const from = sql`from backlinks b ${join}
    join urls su on su.id = b.source_url_id join domains sd on sd.id = b.source_domain_id
    join urls tu on tu.id = b.target_url_id join domains td on td.id = b.target_domain_id
    where ${where} ${filter}`;
  const [page, totals, strengths] = await Promise.all([
    sql<LinkRow>`
      select su.path as source_path, sd.name as source_name, b.source_domain_id, tu.path as target_path,
        td.name as target_name, b.anchor, b.nofollow, b.first_seen, b.last_seen,
        ${target.kind === 'keyword' ? sql`t.position` : sql`null`} as target_position, count(*) over () as total
      ${from}
      order by ${sortExpressions[sort]} ${directionSql(window.direction)}, b.id asc
      ${limitOffset(window)}`.execute(db.kysely),
    sql<{ links: number | string; referring: number | string }>`
      select count(*) as links, count(distinct b.source_domain_id) as referring ${from}`.execute(db.kysely),
    domainStrengths(db, month),
  ]);
  return {
    backlinks: numberOf(totals.rows[0]?.links),
    referringDomains: numberOf(totals.rows[0]?.referring),
    rows: page.rows.map((r): Schemas['BacklinkRow'] => ({
      sourceUrl: `${r.source_name}${r.source_path}`,
      sourceDomain: r.source_name,
      sourceStrength: strengths.get(Number(r.source_domain_id)) ?? 0,
      targetUrl: `${r.target_name}${r.target_path}`,
      anchor: r.anchor,
      nofollow: r.nofollow === 1,
      firstSeen: r.first_seen,
      lastSeen: r.last_seen,
      targetPosition: r.target_position === null ? null : Number(r.target_position),
      isThrottled: false,
    })),
  };
}

const hiddenRow = throttledRow('BacklinkRow', 'sourceUrl');

const NO_LINKS = { backlinks: 0, referringDomains: 0, rows: [] };

/** One page of the links to a domain or a page; rows past the free ones are throttled unless `isFullUser`. */
export async function backlinksPage(db: Db, params: SiteParams, isFullUser: boolean): Promise<Schemas['Backlinks']> {
  const site = researchSite(params.query);
  const { window, month, subject: ids, base } = await openList(db, params, isFullUser, urlIdOf(db, site));
  const target: BacklinkTarget | null = !ids
    ? null
    : site.isUrl
      ? ids.urlId === null
        ? null
        : { kind: 'url', urlId: ids.urlId }
      : { kind: 'domain', domainId: ids.domainId };
  const links =
    target && month !== null
      ? await backlinksOf(db, target, month, params.sortBy ?? 'sourceStrength', window)
      : NO_LINKS;
  return {
    domain: site.domain,
    url: site.isUrl ? `${site.host}${site.path}` : null,
    hasData: links.backlinks > 0,
    ...base,
    backlinks: links.backlinks,
    referringDomains: links.referringDomains,
    ...listPage(window, links.rows, links.backlinks, hiddenRow),
  };
}

/** One page of the links to a keyword's first-page pages in a month; throttled like any list. */
export async function keywordBacklinksPage(
  db: Db,
  params: KeywordParams,
  isFullUser: boolean,
): Promise<Schemas['KeywordBacklinks']> {
  const term = researchTerm(params.query);
  const {
    window,
    month,
    subject: keyword,
    base,
  } = await openList(
    db,
    params,
    isFullUser,
    findKeyword(db, term, params.countryCode),
    // By default the links to the best-ranked page come first.
    params.sortBy ? 'desc' : 'asc',
  );
  const links =
    keyword && month !== null
      ? await backlinksOf(
          db,
          { kind: 'keyword', keywordId: keyword.id },
          month,
          params.sortBy ?? 'targetPosition',
          window,
        )
      : NO_LINKS;
  return {
    keyword: term,
    hasData: links.backlinks > 0,
    ...base,
    backlinks: links.backlinks,
    referringDomains: links.referringDomains,
    ...listPage(window, links.rows, links.backlinks, hiddenRow),
  };
}
