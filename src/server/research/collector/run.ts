/**
 * The collection runs. A scheduled run (COLLECT_TRACKED_QUEUE weekly, COLLECT_OTHER_QUEUE monthly)
 * queues one COLLECT_SERP_QUEUE job per due keyword of its period; each of those checks one
 * results page with the SERP provider and stores it:
 * - within the month's budget (else it ends without calling the provider, and says so); a check
 *   whose answer carries no dollar cost (credit-billed providers) costs the provider's price per
 *   search (PRICE_PER_SEARCH_USD variables, providers/config.ts), a credit counting as one search,
 * - at the settings' rate (a token bucket per provider, ./rateLimit.ts),
 * - the page through the CorpusWriter (the month's serp_organic / serp_ads), and for a tracked
 *   keyword the day's tracked_ranks: each domain of the organic results at its best position, and
 *   each domain of a project tracking the keyword that was not found as null (not in the top depth),
 * - the check as a serp_checks row, and the requests waiting for the keyword as ready,
 * all in one transaction, so a job killed half-way stores nothing and its retry starts afresh, and a
 * job whose check is stored (found by its job id) does nothing more when it runs again.
 * A ProviderError is a failed serp_checks row (kind, message), never a rank: a transient kind
 * throws so the queue retries with backoff; any other ends the job (retrying cannot cure it).
 */
import { sql, type Transaction } from 'kysely';

import {
  CHECK_CONCURRENCY,
  CHECK_DEPTH,
  CHECK_DEVICE,
  CHECK_RETRY_DELAY_SECONDS,
  CHECK_RETRY_LIMIT,
  COLLECT_OTHER_QUEUE,
  COLLECT_REFRESH_QUEUE,
  COLLECT_SERP_QUEUE,
  COLLECT_TRACKED_QUEUE,
  ENQUEUE_BATCH,
  REFRESH_DELAY_SECONDS,
  type CheckPeriod,
} from './constants';
import { ProviderRateLimiter } from './rateLimit';
import { getCollectorSettings, scheduleCollectorRuns } from './settings';
import { budgetUse, monthOf, type BudgetUse } from './status';
import { isDue, keywordUniverse, WAITING_REQUEST_STATUSES, type UniverseKeyword } from './universe';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import type { JobQueue } from '../../jobs';
import type { JobHandler } from '../../jobs/queue';
import { CorpusWriter, domainOf, pageOf, refreshAfterImport } from '../importers/corpusWriter';
import { NO_SERP_DATA } from '../keyword';
import { MATCH_TYPE_QUEUE, queueMatchTypeVolumes } from '../matchTypes';
import {
  DEFAULT_PRICE_PER_SEARCH_USD,
  ProviderError,
  type ProviderCost,
  type ProviderName,
  type SerpCheck,
  type SerpProvider,
} from '../providers';
import type { CorpusMonth, Device, SerpRecord, TrackedRankRecord } from '../records';

export interface CollectRunData extends Record<string, unknown> {
  period: CheckPeriod;
}

export interface CollectSerpData extends Record<string, unknown> {
  /** Normalised, as the corpus stores it. */
  term: string;
  /** Lower case. */
  country: string;
  device: Device;
  period: CheckPeriod;
}

export interface CollectorOptions {
  db: Db;
  jobs: JobQueue;
  /** The configured SERP provider; null: runs record that none is configured and check nothing. */
  provider: SerpProvider | null;
  limiter?: ProviderRateLimiter;
  now?: () => Date;
  /** Checks run at once by this process (default CHECK_CONCURRENCY). */
  concurrency?: number;
  /** US dollars a search costs per provider (ProviderConfig.pricePerSearchUsd; default DEFAULT_PRICE_PER_SEARCH_USD). */
  pricePerSearchUsd?: Record<ProviderName, number>;
}

/**
 * The US dollars a check is recorded at: what the provider reported in dollars, else its credits
 * (one a search) or one search at the provider's price.
 */
export function checkCostUsd(cost: ProviderCost | null, pricePerSearchUsd: number): number {
  if (cost?.unit === 'usd') return cost.amount;
  const searches = cost?.unit === 'credits' ? cost.amount : 1;
  // Rounded to a millionth of a dollar, so sums of many checks stay exact enough to compare.
  return Math.round(searches * pricePerSearchUsd * 1e6) / 1e6;
}

type Trx = Transaction<Database>;

/** The job that checks a keyword once per period, whoever queues it (a re-run never double-queues). */
export const checkSingletonKey = (data: CollectSerpData) =>
  `${data.term}|${data.country}|${data.device}|${data.period}`;

const NO_PROVIDER = 'no SERP provider is configured (SERP_PROVIDER): nothing checked';

const budgetMessage = (use: BudgetUse) =>
  `the monthly budget of $${use.monthlyBudgetUsd?.toFixed(2)} is used up ($${use.costUsd.toFixed(2)} in ${use.month})`;

export const corpusMonthOf = (time: Date): CorpusMonth => time.getUTCFullYear() * 100 + time.getUTCMonth() + 1;

/**
 * The ids of the requests waiting for a keyword. A request's keyword_key is its keyword trimmed,
 * spaces collapsed and lower-cased (parseKeywordList): the term as the corpus stores it.
 */
async function waitingRequestIds(trx: Trx | Db['kysely'], term: string, country: string): Promise<number[]> {
  const rows = await trx
    .selectFrom('requested_keywords')
    .select('id')
    .where('keyword_key', '=', term)
    .where(sql<string>`lower(country_code)`, '=', country)
    .where('status', 'in', WAITING_REQUEST_STATUSES)
    .execute();
  return rows.map((r) => Number(r.id));
}

async function markRequests(
  trx: Trx | Db['kysely'],
  ids: readonly number[],
  status: 'processing' | 'ready',
  keywordId: number,
): Promise<void> {
  if (ids.length === 0) return;
  let update = trx.updateTable('requested_keywords').set({ status, term_id: keywordId }).where('id', 'in', ids);
  // A request already answered stays ready.
  if (status === 'processing') update = update.where('status', '=', 'queued');
  await update.execute();
}

/** The corpus keyword of a term, added with zero figures when the corpus has none yet. */
async function ensureKeyword(db: Db, term: string, country: string): Promise<number> {
  await db.kysely
    .insertInto('keywords')
    .values({ term, country, ...NO_SERP_DATA })
    .onConflict((oc) => oc.columns(['term', 'country']).doNothing())
    .execute();
  const row = await db.kysely
    .selectFrom('keywords')
    .select('id')
    .where('term', '=', term)
    .where('country', '=', country)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** The domains of the projects tracking a keyword: each project's own and its competitors. */
async function trackingDomains(trx: Trx, keywordId: number): Promise<string[]> {
  const own = await trx
    .selectFrom('projects as p')
    .innerJoin('project_keywords as pk', 'pk.project_id', 'p.id')
    .select('p.primary_domain_name as domain')
    .where('pk.keyword_id', '=', keywordId)
    .where('p.primary_domain_name', 'is not', null)
    .execute();
  const competitors = await trx
    .selectFrom('project_competitors as c')
    .innerJoin('project_keywords as pk', 'pk.project_id', 'c.project_id')
    .select('c.domain')
    .where('pk.keyword_id', '=', keywordId)
    .execute();
  const domains = [...own, ...competitors].flatMap(({ domain }) => {
    const name = domain === null ? null : domainOf(domain);
    return name === null ? [] : [name];
  });
  return [...new Set(domains)];
}

/** The day's tracked ranks from a results page: found domains at their best position, the others null. */
export function trackedRanksOf(
  record: SerpRecord,
  date: string,
  projectDomains: readonly string[],
): TrackedRankRecord[] {
  const best = new Map<string, { position: number; url: string }>();
  for (const result of record.organic) {
    const page = pageOf(result.url);
    if (typeof page === 'string') continue;
    const known = best.get(page.domain);
    if (!known || result.rankGroup < known.position)
      best.set(page.domain, { position: result.rankGroup, url: result.url });
  }
  const base = {
    kind: 'tracked-rank',
    term: record.term,
    country: record.country,
    device: record.device,
    date,
  } as const;
  return [
    ...[...best].map(([domain, { position, url }]) => ({ ...base, domain, position, url })),
    ...projectDomains.filter((d) => !best.has(d)).map((domain) => ({ ...base, domain, position: null, url: null })),
  ];
}

interface CheckRow {
  keywordId: number;
  data: CollectSerpData;
  provider: string;
  checkedAt: string;
  jobId: string;
}

function checkValues(check: CheckRow) {
  return {
    keyword_id: check.keywordId,
    country: check.data.country,
    device: check.data.device,
    provider: check.provider,
    checked_at: check.checkedAt,
    job_id: check.jobId,
  };
}

async function recordFailure(
  db: Trx | Db['kysely'],
  check: CheckRow,
  kind: string | null,
  message: string,
  depth: number,
): Promise<void> {
  await db
    .insertInto('serp_checks')
    .values({
      ...checkValues(check),
      status: 'failed',
      error_kind: kind,
      error_message: message,
      cost_usd: null,
      depth,
    })
    .execute();
}

/** Stores a results page with everything that follows from it, in one transaction; answers what it did. */
async function storeCheck(
  db: Db,
  check: CheckRow,
  result: SerpCheck,
  pricePerSearchUsd: number,
): Promise<{ stored: boolean; message: string }> {
  const { record, cost } = result;
  const date = check.checkedAt.slice(0, 10);
  const month = record.month;
  return db.kysely.transaction().execute(async (trx) => {
    const writer = new CorpusWriter(db);
    const stored = await writer.write(trx, [{ line: 1, record }], { month });
    const refusal = stored.refused[0];
    if (refusal) {
      // The page breaks a corpus rule (a result deeper than the check, two at one position): not stored.
      await recordFailure(trx, check, 'malformed-answer', refusal.reason, record.checkedDepth);
      return { stored: false, message: `failed: ${refusal.reason}` };
    }
    const tracked = await trx
      .selectFrom('project_keywords')
      .select('keyword_id')
      .where('keyword_id', '=', check.keywordId)
      .limit(1)
      .executeTakeFirst();
    let ranks = 0;
    if (tracked) {
      const records = trackedRanksOf(record, date, await trackingDomains(trx, check.keywordId));
      await writer.write(
        trx,
        records.map((r, i) => ({ line: i + 1, record: r })),
        { month },
      );
      ranks = records.length;
    }
    await trx
      .insertInto('serp_checks')
      .values({
        ...checkValues(check),
        status: 'ok',
        error_kind: null,
        error_message: null,
        cost_usd: checkCostUsd(cost, pricePerSearchUsd),
        depth: record.checkedDepth,
      })
      .execute();
    await markRequests(
      trx,
      await waitingRequestIds(trx, check.data.term, check.data.country),
      'ready',
      check.keywordId,
    );
    const found = `stored ${record.organic.length} results, ${record.ads.length} ads`;
    return { stored: true, message: tracked ? `${found}, ${ranks} tracked ranks` : found };
  });
}

/** The keyword's last ok check on the collector's device, when it is still within the period. */
async function freshCheckOf(
  db: Db,
  data: CollectSerpData,
  now: Date,
): Promise<{ keywordId: number; checkedAt: string } | null> {
  const last = await db.kysely
    .selectFrom('serp_checks')
    .innerJoin('keywords', 'keywords.id', 'serp_checks.keyword_id')
    .select(['serp_checks.keyword_id', (eb) => eb.fn.max('serp_checks.checked_at').as('checked_at')])
    .where('keywords.term', '=', data.term)
    .where('keywords.country', '=', data.country)
    .where('serp_checks.status', '=', 'ok')
    .where('serp_checks.device', '=', CHECK_DEVICE)
    .groupBy('serp_checks.keyword_id')
    .executeTakeFirst();
  if (!last?.checked_at) return null;
  const checkedAt = String(last.checked_at);
  return isDue(checkedAt, data.period, now) ? null : { keywordId: Number(last.keyword_id), checkedAt };
}

/** The COLLECT_SERP_QUEUE handler: one keyword's check. */
export function collectSerpHandler(options: CollectorOptions): JobHandler<CollectSerpData> {
  const { db, jobs, provider } = options;
  const limiter = options.limiter ?? new ProviderRateLimiter();
  const now = options.now ?? (() => new Date());
  return async (job) => {
    const data = job.data;
    if (!provider) {
      await job.progress(0, 1, NO_PROVIDER);
      return;
    }
    const done = await db.kysely
      .selectFrom('serp_checks')
      .select('id')
      .where('job_id', '=', job.id)
      .where('status', '=', 'ok')
      .executeTakeFirst();
    if (done) {
      await job.progress(1, 1, 'already stored');
      return;
    }
    // Two runs at once may each queue a keyword (the singleton key only holds while a check is
    // unfinished): a check that finds its keyword fresh answers from the check already stored.
    const fresh = await freshCheckOf(db, data, now());
    if (fresh) {
      await markRequests(
        db.kysely,
        await waitingRequestIds(db.kysely, data.term, data.country),
        'ready',
        fresh.keywordId,
      );
      await job.progress(1, 1, `already checked at ${fresh.checkedAt}`);
      return;
    }
    const settings = await getCollectorSettings(db);
    const budget = await budgetUse(db, provider.name, monthOf(now()));
    if (budget.exhausted) {
      await job.progress(0, 1, `not checked: ${budgetMessage(budget)}`);
      return;
    }
    const keywordId = await ensureKeyword(db, data.term, data.country);
    await markRequests(db.kysely, await waitingRequestIds(db.kysely, data.term, data.country), 'processing', keywordId);

    await limiter.take(provider.name, settings.requestsPerMinute, job.signal);
    const checkedAt = now();
    const check: CheckRow = {
      keywordId,
      data,
      provider: provider.name,
      checkedAt: checkedAt.toISOString(),
      jobId: job.id,
    };
    const depth = Math.min(CHECK_DEPTH, provider.maxDepth);
    let result: SerpCheck;
    try {
      result = await provider.fetchSerp({
        term: data.term,
        country: data.country,
        device: data.device,
        depth,
        month: corpusMonthOf(checkedAt),
      });
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      await recordFailure(db.kysely, check, error.kind, error.message, depth);
      // The queue retries a transient failure with backoff; another attempt cannot cure the others.
      if (error.transient) throw error;
      await job.progress(0, 1, `failed: ${error.message}`);
      return;
    }
    const prices = options.pricePerSearchUsd ?? DEFAULT_PRICE_PER_SEARCH_USD;
    const { stored, message } = await storeCheck(db, check, result, prices[provider.name]);
    await job.progress(1, 1, message);
    if (stored) {
      // The per-domain totals are rebuilt once after a burst of checks, not after each.
      await jobs.send(
        COLLECT_REFRESH_QUEUE,
        {},
        { singletonKey: 'refresh', startAfter: new Date(now().getTime() + REFRESH_DELAY_SECONDS * 1000) },
      );
    }
  };
}

/** The scheduled runs' handler: queues a check for each due keyword of the run's period. */
export function collectRunHandler(options: CollectorOptions): JobHandler<CollectRunData> {
  const { db, jobs, provider } = options;
  const now = options.now ?? (() => new Date());
  return async (job) => {
    const period: CheckPeriod = job.data.period === 'monthly' ? 'monthly' : 'weekly';
    if (!provider) {
      await job.progress(0, 0, NO_PROVIDER);
      return;
    }
    const budget = await budgetUse(db, provider.name, monthOf(now()));
    if (budget.exhausted) {
      await job.progress(0, 0, `nothing queued: ${budgetMessage(budget)}`);
      return;
    }
    const universe = (await keywordUniverse(db, now())).filter((k) => k.period === period);
    // A request whose keyword was checked within its period is answered by that check.
    for (const fresh of universe.filter((k) => k.requested && !k.due && k.keywordId !== null)) {
      await markRequests(
        db.kysely,
        await waitingRequestIds(db.kysely, fresh.term, fresh.country),
        'ready',
        fresh.keywordId!,
      );
    }
    const due: UniverseKeyword[] = universe.filter((k) => k.due);
    await job.progress(0, due.length, 'keywords queued');
    for (let i = 0; i < due.length; i += ENQUEUE_BATCH) {
      for (const keyword of due.slice(i, i + ENQUEUE_BATCH)) {
        const data: CollectSerpData = { term: keyword.term, country: keyword.country, device: CHECK_DEVICE, period };
        await jobs.send(COLLECT_SERP_QUEUE, data, {
          singletonKey: checkSingletonKey(data),
          retryLimit: CHECK_RETRY_LIMIT,
          retryDelaySeconds: CHECK_RETRY_DELAY_SECONDS,
          retryBackoff: true,
        });
      }
      await job.progress(Math.min(i + ENQUEUE_BATCH, due.length), due.length, 'keywords queued');
    }
  };
}

/**
 * Works the collector's queues in this process and schedules its two runs from the settings.
 * Call after jobs.start().
 */
export async function registerCollector(options: CollectorOptions): Promise<void> {
  const { db, jobs } = options;
  const withLimiter = { ...options, limiter: options.limiter ?? new ProviderRateLimiter() };
  const run = collectRunHandler(withLimiter);
  await jobs.createQueue(MATCH_TYPE_QUEUE); // the refresh below sends to it
  await jobs.work(COLLECT_TRACKED_QUEUE, run);
  await jobs.work(COLLECT_OTHER_QUEUE, run);
  await jobs.work(COLLECT_SERP_QUEUE, collectSerpHandler(withLimiter), {
    concurrency: options.concurrency ?? CHECK_CONCURRENCY,
  });
  await jobs.work(COLLECT_REFRESH_QUEUE, async () => {
    await refreshAfterImport(db);
    await queueMatchTypeVolumes(jobs); // the checks' keywords change the phrase and broad sums
  });
  await scheduleCollectorRuns(jobs, await getCollectorSettings(db));
}
