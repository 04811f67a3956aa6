/**
 * The keyword universe: every keyword the collector keeps fresh, and how often.
 * - weekly: the tracked keywords — every project_keywords row (a project tracks each saved keyword),
 *   in the keyword's own country.
 * - monthly: the requested keywords still waiting (requested_keywords queued or processing) and the
 *   keywords real data arrived for (an import, or an earlier check: a real corpus keyword with a
 *   corpus month or a tracked rank; a workspace's bare placeholder keyword has neither).
 * A keyword in both is weekly. A keyword is due when its last ok check (serp_checks, on the
 * collector's device) is older than its period, less DUE_SLACK_MS; one never checked is due.
 */
import { CHECK_DEVICE, DUE_SLACK_MS, PERIOD_MS, type CheckPeriod } from './constants';
import type { Db } from '../../db';
import { normalizeTerm } from '../importers/corpusWriter';

/** Terms per `in (…)` list, well under SQLite's bound-parameter limit. */
const LOOKUP_CHUNK = 500;

/** The requested_keywords statuses of a request the collector has not answered yet. */
export const WAITING_REQUEST_STATUSES = ['queued', 'processing'] as const;

export interface UniverseKeyword {
  /** The corpus keyword; null for a requested term the corpus does not hold yet. */
  keywordId: number | null;
  /** Normalised as the corpus stores it (lower case, single spaces). */
  term: string;
  /** Lower case, as the corpus stores it. */
  country: string;
  period: CheckPeriod;
  /** A project tracks it: its check writes tracked ranks. */
  tracked: boolean;
  /** Someone requested it and is waiting. */
  requested: boolean;
  /** ISO time of its last ok check, or null. */
  lastOkAt: string | null;
  due: boolean;
}

const keyOf = (term: string, country: string) => `${country} ${term}`;

export function isDue(lastOkAt: string | null, period: CheckPeriod, now: Date): boolean {
  return lastOkAt === null || Date.parse(lastOkAt) < now.getTime() - PERIOD_MS[period] + DUE_SLACK_MS;
}

async function keywordIdsOf(
  db: Db,
  wanted: readonly { term: string; country: string }[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const byCountry = new Map<string, string[]>();
  for (const { term, country } of wanted) byCountry.set(country, [...(byCountry.get(country) ?? []), term]);
  for (const [country, terms] of byCountry) {
    for (let i = 0; i < terms.length; i += LOOKUP_CHUNK) {
      const rows = await db.kysely
        .selectFrom('keywords')
        .select(['id', 'term'])
        .where('country', '=', country)
        .where('term', 'in', terms.slice(i, i + LOOKUP_CHUNK))
        .execute();
      for (const row of rows) ids.set(keyOf(row.term, country), Number(row.id));
    }
  }
  return ids;
}

/** Every keyword of the universe, each once, with its period and whether it is due at `now`. */
export async function keywordUniverse(db: Db, now: Date): Promise<UniverseKeyword[]> {
  const entries = new Map<string, Omit<UniverseKeyword, 'lastOkAt' | 'due'>>();
  const add = (entry: Omit<UniverseKeyword, 'lastOkAt' | 'due'>) => {
    const key = keyOf(entry.term, entry.country);
    const known = entries.get(key);
    if (!known) {
      entries.set(key, entry);
      return;
    }
    known.keywordId ??= entry.keywordId;
    known.tracked ||= entry.tracked;
    known.requested ||= entry.requested;
    if (entry.period === 'weekly') known.period = 'weekly';
  };

  const tracked = await db.kysely
    .selectFrom('keywords as k')
    .select(['k.id', 'k.term', 'k.country'])
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('project_keywords as pk').select('pk.keyword_id').whereRef('pk.keyword_id', '=', 'k.id')),
    )
    .execute();
  for (const k of tracked) {
    add({
      keywordId: Number(k.id),
      term: k.term,
      country: k.country,
      period: 'weekly',
      tracked: true,
      requested: false,
    });
  }

  const real = await db.kysely
    .selectFrom('keywords as k')
    .select(['k.id', 'k.term', 'k.country'])
    .where('k.is_demo', '=', 0)
    .where(({ exists, or, selectFrom }) =>
      or([
        exists(selectFrom('keyword_volumes as kv').select('kv.keyword_id').whereRef('kv.keyword_id', '=', 'k.id')),
        exists(selectFrom('tracked_ranks as tr').select('tr.keyword_id').whereRef('tr.keyword_id', '=', 'k.id')),
      ]),
    )
    .execute();
  for (const k of real) {
    add({
      keywordId: Number(k.id),
      term: k.term,
      country: k.country,
      period: 'monthly',
      tracked: false,
      requested: false,
    });
  }

  const requests = await db.kysely
    .selectFrom('requested_keywords')
    .select(['keyword_key', 'country_code'])
    .distinct()
    .where('status', 'in', WAITING_REQUEST_STATUSES)
    .execute();
  const requested = requests
    // keyword_key is the keyword trimmed, spaces collapsed, lower case: normalised as the corpus stores terms.
    .map((r) => ({ term: normalizeTerm(r.keyword_key), country: r.country_code.trim().toLowerCase() }))
    .filter((r) => r.term !== '');
  const requestedIds = await keywordIdsOf(
    db,
    requested.filter((r) => !entries.has(keyOf(r.term, r.country))),
  );
  for (const r of requested) {
    const keywordId = requestedIds.get(keyOf(r.term, r.country)) ?? null;
    add({ keywordId, term: r.term, country: r.country, period: 'monthly', tracked: false, requested: true });
  }

  const lastChecks = await db.kysely
    .selectFrom('serp_checks')
    .select(['keyword_id', (eb) => eb.fn.max('checked_at').as('last_ok_at')])
    .where('status', '=', 'ok')
    .where('device', '=', CHECK_DEVICE)
    .groupBy('keyword_id')
    .execute();
  const lastOk = new Map(lastChecks.map((r) => [Number(r.keyword_id), r.last_ok_at]));

  return [...entries.values()].map((entry) => {
    const lastOkAt = entry.keywordId === null ? null : (lastOk.get(entry.keywordId) ?? null);
    return { ...entry, lastOkAt, due: isDue(lastOkAt, entry.period, now) };
  });
}

export interface UniverseSize {
  weekly: number;
  monthly: number;
  /** Keywords of either period due at `now`. */
  dueNow: number;
}

export async function universeSize(db: Db, now: Date): Promise<UniverseSize> {
  const universe = await keywordUniverse(db, now);
  return {
    weekly: universe.filter((k) => k.period === 'weekly').length,
    monthly: universe.filter((k) => k.period === 'monthly').length,
    dueNow: universe.filter((k) => k.due).length,
  };
}
