/**
 * What every workspace call starts with: the project, group or label a request names, looked up
 * inside the caller's account only (projectAccountOf: a team works in its owner's workspace) —
 * another account's ids answer 404 exactly like ids that do not exist.
 */
import type { Kysely } from 'kysely';

import { KEYWORD_ALLOWANCE_BY_PLAN } from '../../lib/spec/workspace';
import type { Database, UserRow } from '../db/schema';
import { HttpError } from '../errors';

/** The account a user's projects belong to: the team's owner. */
export const projectAccountOf = (user: Pick<UserRow, 'id' | 'parent_user_id'>) => user.parent_user_id ?? user.id;

export interface OwnProject {
  id: string;
  name: string;
  primaryDomainName: string | null;
}

export interface Grouping {
  id: number;
  hash: string;
  name: string;
}

export const projectNotFound = () => new HttpError(404, 'No such project in your account.', 'PROJECT_NOT_FOUND');
export const groupNotFound = () => new HttpError(404, 'No such group in this project.', 'GROUP_NOT_FOUND');
export const labelNotFound = () => new HttpError(404, 'No such label in this project.', 'LABEL_NOT_FOUND');

/** The project when it belongs to the account; a 404 otherwise. */
export async function ownProject(db: Kysely<Database>, account: number, projectId: string): Promise<OwnProject> {
  const row = await db
    .selectFrom('projects')
    .select(['id', 'name', 'primary_domain_name'])
    .where('account_user_id', '=', account)
    .where('id', '=', projectId)
    .executeTakeFirst();
  if (!row) throw projectNotFound();
  return { id: row.id, name: row.name, primaryDomainName: row.primary_domain_name };
}

export type GroupingKind = 'group' | 'label';
export const groupingTable = (kind: GroupingKind) => (kind === 'group' ? 'keyword_groups' : 'keyword_labels');
/** A grouping kind's membership table, and its column naming the group (or label). */
export const membershipOf = (kind: GroupingKind) =>
  kind === 'group'
    ? ({ table: 'keyword_group_members', key: 'group_id' } as const)
    : ({ table: 'keyword_label_members', key: 'label_id' } as const);

/** The project's groups (or labels) with these hashes; unknown hashes are left out. */
export async function groupingsByHash(
  db: Kysely<Database>,
  kind: GroupingKind,
  projectId: string,
  hashes: readonly string[],
): Promise<Grouping[]> {
  if (hashes.length === 0) return [];
  return db
    .selectFrom(groupingTable(kind))
    .select(['id', 'hash', 'name'])
    .where('project_id', '=', projectId)
    .where('hash', 'in', [...hashes])
    .orderBy('id')
    .execute();
}

/** The project's group (or label) with this hash; a 404 otherwise. */
export async function groupingByHash(
  db: Kysely<Database>,
  kind: GroupingKind,
  projectId: string,
  hash: string,
): Promise<Grouping> {
  const [found] = await groupingsByHash(db, kind, projectId, [hash]);
  if (!found) throw kind === 'group' ? groupNotFound() : labelNotFound();
  return found;
}

/** The project's group (or label) named so, whatever the case. */
export async function groupingByName(
  db: Kysely<Database>,
  kind: GroupingKind,
  projectId: string,
  name: string,
): Promise<Grouping | undefined> {
  return db
    .selectFrom(groupingTable(kind))
    .select(['id', 'hash', 'name'])
    .where('project_id', '=', projectId)
    .where('name_key', '=', name.toLowerCase())
    .executeTakeFirst();
}

/** The plan holder's keyword allowance: none unless it is a full user (KEYWORD_ALLOWANCE_BY_PLAN). */
export function keywordAllowanceOf(planHolder: UserRow): number {
  if (planHolder.is_full_user !== 1) return 0;
  return planHolder.plan === 'Professional' ? KEYWORD_ALLOWANCE_BY_PLAN.Professional : KEYWORD_ALLOWANCE_BY_PLAN.Basic;
}

/** Keywords saved across the account's projects (a keyword in two projects counts twice). */
export async function keywordsInUse(db: Kysely<Database>, account: number): Promise<number> {
  const row = await db
    .selectFrom('project_keywords as pk')
    .innerJoin('projects as p', 'p.id', 'pk.project_id')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('p.account_user_id', '=', account)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
