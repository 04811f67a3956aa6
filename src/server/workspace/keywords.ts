/**
 * Changes to a project's keywords, groups and labels (doc 2 §4 keyword import, §7): the import and
 * what its Undo calls, moves and copies, membership of groups and labels. Each change runs in one
 * transaction: an import of up to MAX_IMPORT_TERMS terms is added whole or not at all.
 *
 * A term id is a keyword of the research corpus. An imported term the corpus does not hold yet
 * (in the request's country) is added to it as a keyword without SERP data: no searches, no
 * results, so its figures read as none. Terms are the corpus's form of the text (trimmed, single
 * spaces, lower case); blanks and repeats are dropped.
 */
import { randomBytes } from 'node:crypto';

import { sql, type Kysely, type Transaction } from 'kysely';

import { groupingByName, groupingTable, keywordsInUse, membershipOf, type Grouping, type GroupingKind } from './access';
import type { components } from '../../api/schema.gen';
import { DEFAULT_COUNTRY_CODE } from '../../lib/countries';
import { keywordAllowanceReached } from '../../lib/keywordAllowance';
import { fill, TEXT } from '../../lib/spec/text';
import { MAX_IMPORT_TERMS } from '../../lib/spec/workspace';
import type { Db } from '../db';
import type { Database } from '../db/schema';
import { FieldValidationError } from '../errors';
import { NO_SERP_DATA } from '../research/keyword';
import { cleanseTerm } from '../search/queryType';

type Schemas = components['schemas'];
type Trx = Transaction<Database>;

/** Rows per INSERT or `in (…)` list: far below either database's limit on bound values. */
const BATCH = 500;

const nowIso = () => new Date().toISOString();

function batches<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += BATCH) out.push(items.slice(i, i + BATCH));
  return out;
}

/** The largest id an integer column holds: a larger one names no keyword. */
const MAX_ID = 2 ** 31 - 1;

/** The ids of a TermIdsCsv (the contract's pattern has let only digits and commas through), once each. */
export const csvIds = (csv: string) => askedIds(csv).filter((n) => n <= MAX_ID);

/** Every id a TermIdsCsv asks about, once each, in its order. */
export const askedIds = (csv: string) =>
  [...new Set(csv.split(',').map(Number))].filter((n) => Number.isSafeInteger(n) && n > 0);

/** The terms of an import: as typed (trimmed) for the answer, as the corpus keys them for the rows. */
export function importTermsOf(texts: readonly string[], field: string): { typed: string; term: string }[] {
  const seen = new Set<string>();
  const out: { typed: string; term: string }[] = [];
  for (const text of texts) {
    const typed = text.trim();
    const term = cleanseTerm(typed);
    if (term === '' || seen.has(term)) continue;
    seen.add(term);
    out.push({ typed, term });
  }
  if (out.length === 0) throw new FieldValidationError([{ field, message: 'holds no term' }]);
  if (out.length > MAX_IMPORT_TERMS) {
    throw new FieldValidationError([{ field, message: `holds more than ${MAX_IMPORT_TERMS} terms` }]);
  }
  return out;
}

/** A name the schema let through (1–100 characters) may still be only spaces. */
export function groupingNameOf(value: string, field: string): string {
  const name = value.trim();
  if (!name) throw new FieldValidationError([{ field, message: 'is empty' }]);
  return name;
}

const newHash = (kind: GroupingKind) => `${kind === 'group' ? 'g' : 'l'}${randomBytes(6).toString('hex')}`;

/** Creates a group (or label) of the project; the caller has checked that the name is free. */
export async function createGrouping(db: Kysely<Database>, kind: GroupingKind, projectId: string, name: string) {
  const hash = newHash(kind);
  const row = await db
    .insertInto(groupingTable(kind))
    .values({ project_id: projectId, hash, name, name_key: name.toLowerCase(), created_at: nowIso() })
    .returning(['id', 'hash', 'name'])
    .executeTakeFirstOrThrow();
  return row;
}

/** The project's group (or label) of this name, created when missing. */
async function ensureGrouping(trx: Trx, kind: GroupingKind, projectId: string, name: string) {
  const found = await groupingByName(trx, kind, projectId, name);
  if (found) return { grouping: found, created: false };
  return { grouping: await createGrouping(trx, kind, projectId, name), created: true };
}

/** Adds keywords of the project to a group (or label); returns how many were not in it yet. */
export async function addMembers(
  db: Kysely<Database>,
  kind: GroupingKind,
  projectId: string,
  grouping: Grouping,
  keywordIds: readonly number[],
): Promise<number> {
  let added = 0;
  for (const ids of batches(keywordIds)) {
    const { table, key } = membershipOf(kind);
    const { rows } = await sql<{ keyword_id: number }>`
      insert into ${sql.table(table)} (${sql.ref(key)}, project_id, keyword_id)
      select ${grouping.id}, pk.project_id, pk.keyword_id from project_keywords pk
      where pk.project_id = ${projectId} and pk.keyword_id in (${sql.join(ids)})
      on conflict do nothing
      returning keyword_id`.execute(db);
    added += rows.length;
  }
  return added;
}

/** Which of these keyword ids are in the group (or label). */
export async function membersAmong(
  db: Kysely<Database>,
  kind: GroupingKind,
  grouping: Grouping,
  keywordIds: readonly number[],
): Promise<Set<number>> {
  if (keywordIds.length === 0) return new Set();
  const { table, key } = membershipOf(kind);
  const { rows } = await sql<{ keyword_id: number | string }>`
    select keyword_id from ${sql.table(table)}
    where ${sql.ref(key)} = ${grouping.id} and keyword_id in (${sql.join(keywordIds)})`.execute(db);
  return new Set(rows.map((r) => Number(r.keyword_id)));
}

/** Takes keywords out of a group (or label); returns how many were in it. */
export async function removeMembers(
  db: Kysely<Database>,
  kind: GroupingKind,
  grouping: Grouping,
  keywordIds: readonly number[],
): Promise<number> {
  let removed = 0;
  for (const ids of batches(keywordIds)) {
    const result =
      kind === 'group'
        ? await db
            .deleteFrom('keyword_group_members')
            .where('group_id', '=', grouping.id)
            .where('keyword_id', 'in', ids)
            .executeTakeFirst()
        : await db
            .deleteFrom('keyword_label_members')
            .where('label_id', '=', grouping.id)
            .where('keyword_id', 'in', ids)
            .executeTakeFirst();
    removed += Number(result.numDeletedRows);
  }
  return removed;
}

/** Which of these keyword ids the project holds. */
export async function idsInProject(db: Kysely<Database>, projectId: string, keywordIds: readonly number[]) {
  const found = new Set<number>();
  for (const ids of batches(keywordIds)) {
    const rows = await db
      .selectFrom('project_keywords')
      .select('keyword_id')
      .where('project_id', '=', projectId)
      .where('keyword_id', 'in', ids)
      .execute();
    for (const r of rows) found.add(Number(r.keyword_id));
  }
  return found;
}

/** Adds corpus keywords to the project (those it holds already are skipped); returns how many. */
export async function addToProject(db: Kysely<Database>, projectId: string, keywordIds: readonly number[]) {
  const now = nowIso();
  let added = 0;
  for (const ids of batches(keywordIds)) {
    const { rows } = await sql<{ keyword_id: number }>`
      insert into project_keywords (project_id, keyword_id, added_at)
      select ${projectId}, k.id, ${now} from keywords k where k.id in (${sql.join(ids)})
      on conflict do nothing
      returning keyword_id`.execute(db);
    added += rows.length;
  }
  return added;
}

/** Deletes keywords from the project, and so from its groups and labels; returns how many. */
export async function removeFromProject(db: Kysely<Database>, projectId: string, keywordIds: readonly number[]) {
  let removed = 0;
  for (const ids of batches(keywordIds)) {
    const result = await db
      .deleteFrom('project_keywords')
      .where('project_id', '=', projectId)
      .where('keyword_id', 'in', ids)
      .executeTakeFirst();
    removed += Number(result.numDeletedRows);
  }
  return removed;
}

/** The corpus keyword ids of the terms in the country, by term (nothing is written). */
async function corpusIds(trx: Trx, terms: readonly string[], country: string, into = new Map<string, number>()) {
  for (const batch of batches(terms)) {
    const rows = await trx
      .selectFrom('keywords')
      .select(['id', 'term'])
      .where('country', '=', country)
      .where('term', 'in', batch)
      .execute();
    for (const r of rows) into.set(r.term, Number(r.id));
  }
  return into;
}

/** Adds the terms the corpus does not hold yet (`known` maps the others), and maps them too. */
async function addToCorpus(trx: Trx, terms: readonly string[], country: string, known: Map<string, number>) {
  const missing = terms.filter((t) => !known.has(t));
  for (const batch of batches(missing)) {
    await trx
      .insertInto('keywords')
      .values(batch.map((term) => ({ term, country, ...NO_SERP_DATA })))
      .onConflict((c) => c.columns(['term', 'country']).doNothing())
      .execute();
  }
  return corpusIds(trx, missing, country, known);
}

export interface ImportRequest {
  project: { id: string; name: string };
  account: number;
  dialect: Db['dialect'];
  allowance: number;
  country: string | undefined;
  /** From importTermsOf. */
  terms: { typed: string; term: string }[];
  groupNames: string[];
  labelNames: string[];
}

/**
 * The keyword import (doc 2 §4), inside the caller's transaction. Terms already in the project are
 * reported (alreadyActiveTerms), not added again, though they join the named groups and labels.
 * When the new terms would pass the allowance nothing at all is written (hasReachedLimit, the
 * tracking cap text). termIdsCsv and groupHashCsv list only what this import added or created.
 */
export async function importKeywords(trx: Trx, req: ImportRequest): Promise<Schemas['KeywordImportResponse']> {
  if (req.dialect === 'postgres') {
    // Imports of one account queue here, so two cannot both pass the allowance.
    await sql`select id from users where id = ${req.account} for update`.execute(trx);
  }
  const country = req.country ?? DEFAULT_COUNTRY_CODE;
  const terms = req.terms.map((t) => t.term);
  const known = await corpusIds(trx, terms, country);
  const inProject = await idsInProject(trx, req.project.id, [...known.values()]);
  const existing = req.terms.filter((t) => inProject.has(known.get(t.term) ?? -1));
  const fresh = req.terms.filter((t) => !inProject.has(known.get(t.term) ?? -1));
  if (fresh.length > 0) {
    const used = await keywordsInUse(trx, req.account);
    if (used + fresh.length > req.allowance) {
      return keywordAllowanceReached(
        existing.map((t) => t.typed),
        used,
        req.allowance,
      );
    }
  }
  const ids = await addToCorpus(trx, terms, country, known);
  const freshIds = fresh.map((t) => ids.get(t.term)!);
  await addToProject(trx, req.project.id, freshIds);

  const createdGroups: string[] = [];
  const allIds = req.terms.map((t) => ids.get(t.term)!);
  for (const name of req.groupNames) {
    const { grouping, created } = await ensureGrouping(trx, 'group', req.project.id, name);
    if (created) createdGroups.push(grouping.hash);
    await addMembers(trx, 'group', req.project.id, grouping, allIds);
  }
  for (const name of req.labelNames) {
    const { grouping } = await ensureGrouping(trx, 'label', req.project.id, name);
    await addMembers(trx, 'label', req.project.id, grouping, allIds);
  }

  return {
    hasReachedLimit: false,
    termCount: freshIds.length,
    alreadyActiveTerms: existing.map((t) => t.typed),
    termIdsCsv: freshIds.join(','),
    groupHashCsv: createdGroups.join(','),
    message: importMessage(req, existing, fresh),
  };
}

/** The catalogue text of a completed import's outcome (doc 2 §4, §8). */
function importMessage(req: ImportRequest, existing: ImportRequest['terms'], fresh: ImportRequest['terms']): string {
  const project = req.project.name;
  const [only] = req.terms;
  if (req.terms.length === 1 && existing.length === 1) {
    const group = req.groupNames.length === 1 ? req.groupNames[0] : undefined;
    return (
      fill(TEXT.keywordAlreadyExists, { kw: only!.typed, project }) +
      (group ? fill(TEXT.keywordAlreadyExistsGroupSuffix, { group }) : '')
    );
  }
  if (req.terms.length === 1) return fill(TEXT.addedToProject, { subject: `"${only!.typed}"`, project });
  if (fresh.length === 0) return fill(TEXT.selectedKeywordsAlreadyExist, { project });
  if (existing.length > 0) return fill(TEXT.someKeywordsAlreadyPresent, { project });
  return fill(TEXT.termsAdded, { count: fresh.length });
}
