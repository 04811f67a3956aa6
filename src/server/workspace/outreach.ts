/**
 * A project's outreach (doc 2 §3 "Outreach (link) entity", §7): its websites (domainId) and pages
 * (urlId, the link manager's links), each with a relationship status, a star rating and tags.
 *
 * Semantics (our design): a website is a host of a project, `www.` dropped; a page is a URL on it,
 * one per host + path + query in a project (the fragment and scheme do not make another page).
 * Adding a page adds its website when the project does not have it yet. Every change to a page
 * writes a LinkHistoryEntry row in the same transaction (linkHistory.ts); a website's own state
 * has no link, so changing it writes none. Every lookup is scoped to the caller's account: an id
 * of another account's project, website or page answers 404 exactly like an unknown one.
 */
import type { Kysely } from 'kysely';

import { projectNotFound } from './access';
import { recordHistory } from './linkHistory';
import { pageFigures } from './outreachFigures';
import type { components } from '../../api/schema.gen';
import { OUTREACH_CHANGE_ACTION, outreachChangeText, type OutreachChange } from '../../lib/outreachChange';
import { ALL_PROJECTS_ID } from '../../lib/spec/identity';
import type { Db } from '../db';
import type { Database } from '../db/schema';
import { FieldValidationError, HttpError } from '../errors';
import { researchSite } from '../research/site';

type Schemas = components['schemas'];
type Status = Schemas['OutreachRelationshipStatus'];

export const linkNotFound = () => new HttpError(404, 'No such link in this project.', 'LINK_NOT_FOUND');
export const websiteNotFound = () => new HttpError(404, 'No such website in this project.', 'WEBSITE_NOT_FOUND');
export const duplicateLink = () => new HttpError(409, 'This link is already in the project.', 'DUPLICATE_LINK');

/** The largest id an integer column holds: a larger one names nothing (and must not reach the SQL). */
const MAX_ID = 2 ** 31 - 1;
export const isStorableId = (id: number) => Number.isSafeInteger(id) && id >= 1 && id <= MAX_ID;
/** A tag's longest length (a TagsCsv may be long, one tag may not). */
const MAX_TAG_LENGTH = 100;

const nowIso = () => new Date().toISOString();

/** The projects a read names: one of the account's, or all of them for the all-projects id. */
export async function readableProjects(db: Kysely<Database>, account: number, projectId: string): Promise<string[]> {
  const query = db.selectFrom('projects').select('id').where('account_user_id', '=', account);
  if (projectId === ALL_PROJECTS_ID)
    return (await query.orderBy('created_at').orderBy('id').execute()).map((r) => r.id);
  const row = await query.where('id', '=', projectId).executeTakeFirst();
  if (!row) throw projectNotFound();
  return [row.id];
}

/** The project a change names: one of the account's (the all-projects view is not one). */
export async function writableProject(
  db: Kysely<Database>,
  account: number,
  projectId: string,
  field = 'query.projectId',
): Promise<{ id: string; name: string }> {
  if (projectId === ALL_PROJECTS_ID) {
    throw new FieldValidationError([{ field, message: 'The all-projects view is not a project; name one.' }]);
  }
  const row = await db
    .selectFrom('projects')
    .select(['id', 'name'])
    .where('account_user_id', '=', account)
    .where('id', '=', projectId)
    .executeTakeFirst();
  if (!row) throw projectNotFound();
  return row;
}

// ------------------------------------------------------------------ rows as the contract shows them

export interface PageRow {
  id: number;
  project_id: string;
  domain_id: number;
  url_key: string;
  full_url: string;
  relationship_status: string;
  rating: number;
  tags: string;
  created_at: string;
  domain_name: string;
}

export interface WebsiteRow {
  id: number;
  project_id: string;
  name: string;
  relationship_status: string;
  rating: number;
  tags: string;
}

const PAGE_COLUMNS = [
  'u.id',
  'u.project_id',
  'u.domain_id',
  'u.url_key',
  'u.full_url',
  'u.relationship_status',
  'u.rating',
  'u.tags',
  'u.created_at',
  'd.name as domain_name',
] as const;

const tagsOf = (json: string): string[] => {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.map(String) : [];
};

/** The pages of these projects (optionally only these ids), in the order they were added. */
export function pagesQuery(db: Kysely<Database>, projectIds: readonly string[]) {
  return db
    .selectFrom('outreach_urls as u')
    .innerJoin('outreach_domains as d', 'd.id', 'u.domain_id')
    .select(PAGE_COLUMNS)
    .where('u.project_id', 'in', projectIds.length ? [...projectIds] : [''])
    .orderBy('u.id');
}

/** A page of these projects; a 404 otherwise. */
export async function findPage(db: Kysely<Database>, projectIds: readonly string[], urlId: number): Promise<PageRow> {
  if (!isStorableId(urlId)) throw linkNotFound();
  const row = await pagesQuery(db, projectIds).where('u.id', '=', urlId).executeTakeFirst();
  if (!row) throw linkNotFound();
  return row;
}

/** A website of these projects; a 404 otherwise. */
export async function findWebsite(
  db: Kysely<Database>,
  projectIds: readonly string[],
  domainId: number,
): Promise<WebsiteRow> {
  if (!isStorableId(domainId) || projectIds.length === 0) throw websiteNotFound();
  const row = await db
    .selectFrom('outreach_domains')
    .select(['id', 'project_id', 'name', 'relationship_status', 'rating', 'tags'])
    .where('project_id', 'in', [...projectIds])
    .where('id', '=', domainId)
    .executeTakeFirst();
  if (!row) throw websiteNotFound();
  return row;
}

/** The links-table rows of pages, with their corpus figures. */
export async function tableEntries(db: Db, pages: readonly PageRow[]): Promise<Schemas['TableUrlEntry'][]> {
  const figures = await pageFigures(
    db,
    pages.map((p) => ({ id: p.id, fullUrl: p.full_url })),
  );
  return pages.map((p) => ({
    domainId: p.domain_id,
    projectId: p.project_id,
    urlId: p.id,
    urlName: p.url_key,
    urlMonthlyOrganicClicks: figures.get(p.id)?.urlMonthlyOrganicClicks ?? 0,
    urlRankedKeywords: figures.get(p.id)?.urlRankedKeywords ?? 0,
  }));
}

/** One link with its details (the link-details view). */
export async function outreachLink(db: Db, page: PageRow): Promise<Schemas['OutreachLink']> {
  const [entry] = await tableEntries(db, [page]);
  return {
    ...entry!,
    fullUrl: page.full_url,
    domainName: page.domain_name,
    relationshipStatus: page.relationship_status as Status,
    rating: page.rating,
    tags: tagsOf(page.tags),
    createdAt: page.created_at,
  };
}

export const pageRelationship = (page: PageRow): Schemas['OutreachRelationship'] => ({
  projectId: page.project_id,
  domainId: page.domain_id,
  urlId: page.id,
  domainName: page.domain_name,
  relationshipStatus: page.relationship_status as Status,
  rating: page.rating,
  tags: tagsOf(page.tags),
});

export const websiteRelationship = (site: WebsiteRow): Schemas['OutreachRelationship'] => ({
  projectId: site.project_id,
  domainId: site.id,
  urlId: null,
  domainName: site.name,
  relationshipStatus: site.relationship_status as Status,
  rating: site.rating,
  tags: tagsOf(site.tags),
});

// ------------------------------------------------------------------ input

/** A page as a URL names it: its website (host) and its key (host + path and query). */
export interface PageAddress {
  host: string;
  key: string;
  fullUrl: string;
}

/** The page a fullUrl names, or a 400 naming `field` (not a web page of a public domain). */
export function pageAddressOf(fullUrl: string, field: string): PageAddress {
  const trimmed = fullUrl.trim();
  if (!/^https?:\/\//i.test(trimmed)) {
    throw new FieldValidationError([{ field, message: 'must be an http or https URL' }]);
  }
  const site = researchSite(trimmed, field);
  return { host: site.host, key: `${site.host}${site.path}`, fullUrl: trimmed };
}

/** Tags of a TagsCsv: trimmed, blanks and (case-insensitive) repeats dropped; '' means none. */
export function tagsOfCsv(csv: string | undefined, field: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const part of (csv ?? '').split(',')) {
    const tag = part.trim();
    if (tag === '' || seen.has(tag.toLowerCase())) continue;
    if (tag.length > MAX_TAG_LENGTH) {
      throw new FieldValidationError([{ field, message: `holds a tag longer than ${MAX_TAG_LENGTH} characters` }]);
    }
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}

// ------------------------------------------------------------------ adding pages

export interface NewPage {
  address: PageAddress;
  tags?: string[];
  contactName?: string | undefined;
  contactEmail?: string | undefined;
  /** Where a page-URL import found the page (stored as JSON). */
  source?: Record<string, unknown> | undefined;
  /** The 'added' history row's text; `Added <page>` unless given. */
  description?: string;
}

/** Rows per `in (…)` list or multi-row INSERT: far below either database's limit on bound values. */
function chunks<T>(items: readonly T[], size = 500): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

const contactText = (e: { contactName?: string | undefined; contactEmail?: string | undefined }) =>
  e.contactName ? ` (contact: ${e.contactName}${e.contactEmail ? ` <${e.contactEmail}>` : ''})` : '';

/** The project's websites of these hosts (host → id), the missing ones added. */
async function websitesFor(trx: Kysely<Database>, projectId: string, hosts: readonly string[]) {
  const ids = new Map<string, number>();
  for (const part of chunks(hosts)) {
    const rows = await trx
      .selectFrom('outreach_domains')
      .select(['id', 'name'])
      .where('project_id', '=', projectId)
      .where('name', 'in', part)
      .execute();
    for (const r of rows) ids.set(r.name, r.id);
  }
  const now = nowIso();
  for (const part of chunks(hosts.filter((h) => !ids.has(h)))) {
    const rows = await trx
      .insertInto('outreach_domains')
      .values(part.map((name) => ({ project_id: projectId, name, created_at: now })))
      .returning(['id', 'name'])
      .execute();
    for (const r of rows) ids.set(r.name, r.id);
  }
  return ids;
}

/** A unique index refused a row (another request added the same page or website just before). */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * Runs a change that adds pages; when a concurrent request added the same page or website first
 * (PostgreSQL runs requests side by side), the change runs once more and now sees that row.
 */
export async function onceMoreOnConflict<T>(change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return change();
  }
}

/** The project's page at this address, if it has it. */
export async function existingPage(trx: Kysely<Database>, projectId: string, key: string) {
  return trx
    .selectFrom('outreach_urls')
    .select(['id', 'domain_id'])
    .where('project_id', '=', projectId)
    .where('url_key', '=', key)
    .executeTakeFirst();
}

/** Adds a page (and its website when new) with its 'added' history row, inside the caller's transaction. */
export async function insertPage(
  trx: Kysely<Database>,
  projectId: string,
  page: NewPage,
): Promise<{ domainId: number; urlId: number }> {
  const domainId = (await websitesFor(trx, projectId, [page.address.host])).get(page.address.host)!;
  const now = nowIso();
  const inserted = await trx
    .insertInto('outreach_urls')
    .values({
      project_id: projectId,
      domain_id: domainId,
      url_key: page.address.key,
      full_url: page.address.fullUrl,
      tags: JSON.stringify(page.tags ?? []),
      contact_name: page.contactName ?? null,
      contact_email: page.contactEmail ?? null,
      source: page.source ? JSON.stringify(page.source) : null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordHistory(trx, inserted.id, 'added', page.description ?? `Added ${page.address.key}`);
  return { domainId, urlId: inserted.id };
}

/** Runs `work` in one transaction (a page's change and its history row are written together). */
export const inTransaction = <T>(db: Db, work: (trx: Kysely<Database>) => Promise<T>) =>
  db.kysely.transaction().execute(work);

// ------------------------------------------------------------------ the import

export interface ImportEntry {
  address: PageAddress;
  tags: string[];
  contactName?: string | undefined;
  contactEmail?: string | undefined;
}

/**
 * The outreach import, all or nothing: the entries' pages not in the project yet are added (a
 * page twice in the import, or already in the project, is skipped); the added links come back.
 */
export async function importPages(
  db: Db,
  projectId: string,
  entries: readonly ImportEntry[],
): Promise<Schemas['OutreachImportResponse']> {
  const added = await onceMoreOnConflict(() =>
    inTransaction(db, async (trx) => {
      const existing = new Set<string>();
      for (const keys of chunks([...new Set(entries.map((e) => e.address.key))])) {
        const rows = await trx
          .selectFrom('outreach_urls')
          .select('url_key')
          .where('project_id', '=', projectId)
          .where('url_key', 'in', keys)
          .execute();
        for (const r of rows) existing.add(r.url_key);
      }
      // A page already in the project, or met earlier in the import, is skipped.
      const fresh = entries.filter((e) => !existing.has(e.address.key) && existing.add(e.address.key));
      const sites = await websitesFor(trx, projectId, [...new Set(fresh.map((e) => e.address.host))]);
      const now = nowIso();
      const ids: number[] = [];
      // Multi-row INSERTs: an import of 1,000 pages is a few statements, not thousands.
      for (const part of chunks(fresh, 200)) {
        const rows = await trx
          .insertInto('outreach_urls')
          .values(
            part.map((e) => ({
              project_id: projectId,
              domain_id: sites.get(e.address.host)!,
              url_key: e.address.key,
              full_url: e.address.fullUrl,
              tags: JSON.stringify(e.tags),
              contact_name: e.contactName ?? null,
              contact_email: e.contactEmail ?? null,
              created_at: now,
            })),
          )
          .returning(['id', 'url_key'])
          .execute();
        const idOf = new Map(rows.map((r) => [r.url_key, r.id]));
        const partIds = part.map((e) => idOf.get(e.address.key)!);
        await trx
          .insertInto('outreach_history')
          .values(
            part.map((e, i) => ({
              url_id: partIds[i]!,
              action: 'added',
              description: `Imported ${e.address.key}${contactText(e)}`,
              occurred_at: now,
            })),
          )
          .execute();
        ids.push(...partIds);
      }
      return ids;
    }),
  );
  const pages = added.length ? await pagesQuery(db.kysely, [projectId]).where('u.id', 'in', added).execute() : [];
  return {
    importedCount: added.length,
    skippedCount: entries.length - added.length,
    links: await tableEntries(db, pages),
  };
}

// ------------------------------------------------------------------ changing a page or a website

export type PageChange = OutreachChange<Status>;

const columnsOf = (change: PageChange) =>
  change.kind === 'relationship'
    ? { relationship_status: change.value }
    : change.kind === 'rating'
      ? { rating: change.value }
      : { tags: JSON.stringify(change.value) };

/** Changes a page's state; a real change writes its history row in the same transaction. */
export async function changePage(
  db: Db,
  projectId: string,
  urlId: number,
  change: PageChange,
): Promise<Schemas['OutreachRelationship']> {
  return inTransaction(db, async (trx) => {
    const page = await findPage(trx, [projectId], urlId);
    const text = outreachChangeText(change, {
      relationshipStatus: page.relationship_status,
      rating: page.rating,
      tags: tagsOf(page.tags),
    });
    if (text === null) return pageRelationship(page);
    await trx.updateTable('outreach_urls').set(columnsOf(change)).where('id', '=', page.id).execute();
    await recordHistory(trx, page.id, OUTREACH_CHANGE_ACTION[change.kind], text);
    return pageRelationship(await findPage(trx, [projectId], urlId));
  });
}

/** Changes a website's own state (no link, so no history row). */
export async function changeWebsite(
  db: Db,
  projectId: string,
  domainId: number,
  change: PageChange,
): Promise<Schemas['OutreachRelationship']> {
  return inTransaction(db, async (trx) => {
    const site = await findWebsite(trx, [projectId], domainId);
    await trx.updateTable('outreach_domains').set(columnsOf(change)).where('id', '=', site.id).execute();
    return websiteRelationship(await findWebsite(trx, [projectId], domainId));
  });
}

/**
 * Moves a website with its pages (and their notes, tasks, events and history) to another project
 * of the account; each page gets a 'moved' history row. A project that already has the website
 * cannot take a second one (a 400 naming newProjectId), nor can the website's own project.
 */
export async function moveWebsite(
  db: Db,
  from: { id: string; name: string },
  domainId: number,
  to: { id: string; name: string },
): Promise<void> {
  // A page of the same host added to the target meanwhile makes the second run see the clash.
  await onceMoreOnConflict(() =>
    inTransaction(db, async (trx) => {
      const site = await findWebsite(trx, [from.id], domainId);
      if (to.id === from.id) {
        throw new FieldValidationError([{ field: 'query.newProjectId', message: 'is the project the website is in' }]);
      }
      const clash = await trx
        .selectFrom('outreach_domains')
        .select('id')
        .where('project_id', '=', to.id)
        .where('name', '=', site.name)
        .executeTakeFirst();
      if (clash) {
        throw new FieldValidationError([
          { field: 'query.newProjectId', message: `already has the website ${site.name}` },
        ]);
      }
      await trx.updateTable('outreach_domains').set({ project_id: to.id }).where('id', '=', site.id).execute();
      const pages = await trx.selectFrom('outreach_urls').select('id').where('domain_id', '=', site.id).execute();
      await trx.updateTable('outreach_urls').set({ project_id: to.id }).where('domain_id', '=', site.id).execute();
      for (const page of pages) {
        await recordHistory(trx, page.id, 'moved', `Moved from ${from.name} to ${to.name}`);
      }
    }),
  );
}

/** Websites and pages of these projects as relationships: each website, then its pages. */
export async function relationships(
  db: Kysely<Database>,
  projectIds: readonly string[],
  only: { domainId?: number | undefined; urlId?: number | undefined },
): Promise<Schemas['OutreachRelationship'][]> {
  if (only.urlId !== undefined) {
    const page = await findPage(db, projectIds, only.urlId);
    if (only.domainId !== undefined && page.domain_id !== only.domainId) throw linkNotFound();
    return [pageRelationship(page)];
  }
  if (projectIds.length === 0) return [];
  let sites = db
    .selectFrom('outreach_domains')
    .select(['id', 'project_id', 'name', 'relationship_status', 'rating', 'tags'])
    .where('project_id', 'in', [...projectIds])
    .orderBy('id');
  let pages = pagesQuery(db, projectIds);
  if (only.domainId !== undefined) {
    const site = await findWebsite(db, projectIds, only.domainId);
    sites = sites.where('id', '=', site.id);
    pages = pages.where('u.domain_id', '=', site.id);
  }
  const [siteRows, pageRows] = await Promise.all([sites.execute(), pages.execute()]);
  const bySite = new Map<number, PageRow[]>();
  for (const p of pageRows) {
    const list = bySite.get(p.domain_id);
    if (list) list.push(p);
    else bySite.set(p.domain_id, [p]);
  }
  return siteRows.flatMap((s) => [websiteRelationship(s), ...(bySite.get(s.id) ?? []).map(pageRelationship)]);
}
