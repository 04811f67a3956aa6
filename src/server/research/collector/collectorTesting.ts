/**
 * Test support for the collector: a scripted SERP provider, the rows a test sets up (an account's
 * project tracking keywords, requests, earlier checks), and a dump of what a collection stores
 * keyed by names rather than generated ids, so two databases compare equal when they hold the same.
 */
import { sql } from 'kysely';

import type { Db } from '../../db';
import { createAccount } from '../../handlers/context';
import { ProviderError, type ProviderErrorKind, type SerpCheck, type SerpProvider, type SerpQuery } from '../providers';
import type { OrganicResult } from '../records';

/** The organic results a scripted provider answers for a term, as [url, rank]. */
export type ScriptedPage = [string, number][];

/** A SerpProvider answering from a script (the wire format is the adapters' tests' concern). */
export class ScriptedProvider implements SerpProvider {
  readonly name = 'dataforseo' as const;
  readonly maxDepth = 100;
  readonly calls: SerpQuery[] = [];
  /** The next answers, taken in order; once used up every call gets `page`. */
  readonly failures: ProviderErrorKind[] = [];
  costUsd = 0.002;
  /** Runs inside each call, before it answers (a test looks at the database then). */
  during: (query: SerpQuery) => Promise<void> = () => Promise.resolve();

  constructor(private readonly page: (term: string) => ScriptedPage) {}

  async fetchSerp(query: SerpQuery): Promise<SerpCheck> {
    this.calls.push(query);
    await this.during(query);
    const failure = this.failures.shift();
    if (failure) throw new ProviderError(this.name, failure, `scripted ${failure}`);
    const organic: OrganicResult[] = this.page(query.term).map(([url, rank]) => ({
      rankGroup: rank,
      rankAbsolute: rank,
      url,
      title: url,
    }));
    return {
      record: {
        kind: 'serp',
        term: query.term,
        country: query.country,
        device: query.device,
        month: query.month,
        checkedDepth: Math.min(query.depth, this.maxDepth),
        organic,
        ads: [],
      },
      cost: { amount: this.costUsd, unit: 'usd' },
    };
  }
}

let accounts = 0;

/** A keyword of the corpus; `real` data (a corpus month) makes it an imported keyword. */
export async function addKeyword(
  db: Db,
  term: string,
  { country = 'us', demo = false, real = false }: { country?: string; demo?: boolean; real?: boolean } = {},
): Promise<number> {
  const row = await db.kysely
    .insertInto('keywords')
    .values({
      term,
      country,
      volume: 1000,
      cpc_cents: 100,
      difficulty: 10,
      competition: 10,
      is_question: 0,
      is_transactional: 0,
      is_content: 0,
      is_demo: demo ? 1 : 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  if (real || demo)
    await db.kysely.insertInto('keyword_volumes').values({ keyword_id: id, month: 202610, volume: 1000 }).execute();
  return id;
}

/** An account with a project on `domain` (and competitors) tracking the keywords; answers the user id. */
export async function addProject(
  db: Db,
  { domain, competitors = [], keywordIds }: { domain: string; competitors?: string[]; keywordIds: number[] },
): Promise<number> {
  accounts += 1;
  const user = await createAccount(db, {
    email: `collector-${accounts}-${Date.now()}@example.com`,
    password: 's3cret-pass',
  });
  const now = new Date().toISOString();
  const projectId = `00000000-0000-4000-8000-${String(accounts).padStart(12, '0')}`;
  await db.kysely
    .insertInto('projects')
    .values({
      id: projectId,
      account_user_id: user!.id,
      name: `Project ${accounts}`,
      name_key: `project ${accounts}`,
      primary_domain_name: domain,
      created_at: now,
      last_used_at: now,
    })
    .execute();
  for (const keywordId of keywordIds) {
    await db.kysely
      .insertInto('project_keywords')
      .values({ project_id: projectId, keyword_id: keywordId, added_at: now })
      .execute();
  }
  for (const [i, competitor] of competitors.entries()) {
    await db.kysely
      .insertInto('project_competitors')
      .values({ project_id: projectId, slot: i + 1, domain: competitor, created_at: now })
      .execute();
  }
  return user!.id;
}

/** A request of a keyword by the user, in the requested_keywords status given. */
export async function addRequest(db: Db, userId: number, keyword: string, status = 'queued', countryCode = 'US') {
  await db.kysely
    .insertInto('requested_keywords')
    .values({
      user_id: userId,
      country_code: countryCode,
      keyword,
      keyword_key: keyword.toLowerCase().replace(/\s+/g, ' ').trim(),
      status,
      term_id: null,
      requested_at: new Date().toISOString(),
    })
    .execute();
}

/** An earlier check of a keyword. */
export async function addCheck(
  db: Db,
  keywordId: number,
  checkedAt: Date,
  { status = 'ok', costUsd = null }: { status?: 'ok' | 'failed'; costUsd?: number | null } = {},
) {
  await db.kysely
    .insertInto('serp_checks')
    .values({
      keyword_id: keywordId,
      country: 'us',
      device: 'desktop',
      provider: 'dataforseo',
      checked_at: checkedAt.toISOString(),
      status,
      error_kind: status === 'ok' ? null : 'server',
      error_message: status === 'ok' ? null : 'dataforseo: server: down',
      cost_usd: costUsd,
      depth: 100,
      job_id: null,
    })
    .execute();
}

const DUMPS = {
  serp_organic: sql`select k.term, s.month, s.rank_group, d.name, u.path, s.checked_depth
    from serp_organic s join keywords k on k.id = s.keyword_id join urls u on u.id = s.url_id
    join domains d on d.id = s.domain_id where s.is_demo = 0 order by k.term, s.month, s.rank_group`,
  tracked_ranks: sql`select k.term, t.device, d.name, t.date, t.position, u.path from tracked_ranks t
    join keywords k on k.id = t.keyword_id join domains d on d.id = t.domain_id
    left join urls u on u.id = t.url_id order by k.term, t.device, d.name, t.date`,
  serp_checks: sql`select k.term, c.country, c.device, c.provider, c.status, c.error_kind, c.cost_usd, c.depth
    from serp_checks c join keywords k on k.id = c.keyword_id order by k.term, c.status, c.error_kind`,
  requested_keywords: sql`select r.keyword, r.status, k.term from requested_keywords r
    left join keywords k on k.id = r.term_id order by r.keyword, r.user_id`,
};

/** What a collection stored, keyed by names. */
export async function collectedDump(db: Db): Promise<Record<keyof typeof DUMPS, unknown[]>> {
  const dump = {} as Record<keyof typeof DUMPS, unknown[]>;
  for (const [table, query] of Object.entries(DUMPS)) {
    dump[table as keyof typeof DUMPS] = (await query.execute(db.kysely)).rows;
  }
  return dump;
}
