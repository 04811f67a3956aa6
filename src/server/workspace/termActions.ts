/**
 * Workspace calls about terms across a project or the account (doc 2 §7 other workspace calls):
 * the import of suggestion sets, each into its own group, and which projects hold given terms.
 */
import { sql, type Kysely, type Transaction } from 'kysely';

import { keywordsInUse } from './access';
import { idsInProject, importKeywords, type ImportRequest } from './keywords';
import type { SuggestionSet } from './suggestions';
import type { components } from '../../api/schema.gen';
import { DEFAULT_COUNTRY_CODE } from '../../lib/countries';
import { keywordAllowanceReached } from '../../lib/keywordAllowance';
import { fill, TEXT } from '../../lib/spec/text';
import type { Database } from '../db/schema';

type Schemas = components['schemas'];
type Trx = Transaction<Database>;

/** Rows per `in (…)` list: far below either database's limit on bound values. */
const BATCH = 500;

function batches<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += BATCH) out.push(items.slice(i, i + BATCH));
  return out;
}

/** The corpus keyword ids of terms (in their corpus form) in one country. */
export async function corpusIdsOf(db: Kysely<Database>, terms: readonly string[], country: string | undefined) {
  const ids = new Map<string, number>();
  for (const batch of batches(terms)) {
    const rows = await db
      .selectFrom('keywords')
      .select(['id', 'term'])
      .where('country', '=', country ?? DEFAULT_COUNTRY_CODE)
      .where('term', 'in', batch)
      .execute();
    for (const r of rows) ids.set(r.term, Number(r.id));
  }
  return ids;
}

export type SuggestionImport = Omit<ImportRequest, 'terms' | 'groupNames' | 'labelNames'> & {
  sets: SuggestionSet[];
};

/**
 * Imports suggestion sets (corpus terms) inside the caller's transaction, each set into its group
 * (created when the project has none of that name), as one import: the allowance is checked once
 * against every new term of every set, and when they would pass it nothing is written. Terms the
 * project held before are reported once (alreadyActiveTerms); termIdsCsv and groupHashCsv list what
 * this import added or created, so RemoveTermIds and DeleteGroup undo it.
 */
export async function importSuggestionSets(trx: Trx, req: SuggestionImport): Promise<Schemas['KeywordImportResponse']> {
  if (req.dialect === 'postgres') {
    // As importKeywords: imports of one account queue here, so two cannot both pass the allowance.
    await sql`select id from users where id = ${req.account} for update`.execute(trx);
  }
  const terms = [...new Set(req.sets.flatMap((s) => s.terms))];
  const ids = await corpusIdsOf(trx, terms, req.country);
  const before = await idsInProject(trx, req.project.id, [...ids.values()]);
  const existing = terms.filter((t) => before.has(ids.get(t) ?? -1));
  const freshCount = terms.length - existing.length;
  if (freshCount > 0) {
    const used = await keywordsInUse(trx, req.account);
    if (used + freshCount > req.allowance) {
      return keywordAllowanceReached(existing, used, req.allowance);
    }
  }
  const added: string[] = [];
  const created: string[] = [];
  for (const set of req.sets) {
    const result = await importKeywords(trx, {
      ...req,
      terms: set.terms.map((term) => ({ typed: term, term })),
      groupNames: [set.group],
      labelNames: [],
    });
    // Within the allowance checked above, so never refused part-way.
    if (result.hasReachedLimit) throw new Error('suggestion import refused after the allowance check');
    if (result.termIdsCsv) added.push(result.termIdsCsv);
    if (result.groupHashCsv) created.push(result.groupHashCsv);
  }
  const project = req.project.name;
  const message =
    terms.length === 0
      ? undefined
      : freshCount === 0
        ? fill(TEXT.selectedKeywordsAlreadyExist, { project })
        : existing.length > 0
          ? fill(TEXT.someKeywordsAlreadyPresent, { project })
          : fill(TEXT.termsAdded, { count: freshCount });
  return {
    hasReachedLimit: false,
    termCount: freshCount,
    alreadyActiveTerms: existing,
    termIdsCsv: added.join(','),
    groupHashCsv: created.join(','),
    ...(message ? { message } : {}),
  };
}

/**
 * For each term (in its corpus form, with the text to answer with), its corpus id in the country
 * and the account's projects holding it, the most recently used first (as GetProjects lists them).
 */
export async function projectsHoldingTerms(
  db: Kysely<Database>,
  account: number,
  terms: readonly { typed: string; term: string }[],
  country: string | undefined,
): Promise<Schemas['TermProjectsMatch'][]> {
  const ids = await corpusIdsOf(
    db,
    terms.map((t) => t.term),
    country,
  );
  const holders = new Map<number, { id: string; projectName: string }[]>();
  for (const batch of batches([...new Set(ids.values())])) {
    const rows = await db
      .selectFrom('project_keywords as pk')
      .innerJoin('projects as p', 'p.id', 'pk.project_id')
      .select(['pk.keyword_id', 'p.id', 'p.name'])
      .where('p.account_user_id', '=', account)
      .where('pk.keyword_id', 'in', batch)
      .orderBy('p.last_used_at', 'desc')
      .orderBy('p.name_key')
      .orderBy('p.id')
      .execute();
    for (const r of rows) {
      const keywordId = Number(r.keyword_id);
      holders.set(keywordId, [...(holders.get(keywordId) ?? []), { id: r.id, projectName: r.name }]);
    }
  }
  return terms.map(({ typed, term }) => {
    const termId = ids.get(term) ?? null;
    return { term: typed, termId, projects: termId === null ? [] : (holders.get(termId) ?? []) };
  });
}
