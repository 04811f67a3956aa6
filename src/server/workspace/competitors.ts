/**
 * A project's competitor domains (project_competitors, our design): up to 3 registrable domains its
 * rank tracking compares with the project's own, in the order they were saved.
 */
import type { Kysely } from 'kysely';

import { storedDomain } from './keywordMetrics';
import type { TrackedDomain } from './rankTracking';
import type { Database } from '../db/schema';
import { FieldValidationError, type FieldError } from '../errors';
import { researchSite } from '../research/site';

export async function competitorsOf(db: Kysely<Database>, projectId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('project_competitors')
    .select('domain')
    .where('project_id', '=', projectId)
    .orderBy('slot')
    .execute();
  return rows.map((r) => r.domain);
}

/**
 * The registrable domains of a competitor list, or a 400 naming each bad entry: a page, a bare
 * public suffix, the project's own domain or a repeat (`www.` and subdomains read as their site).
 */
export function competitorDomains(values: readonly string[], projectDomain: string | null): string[] {
  const problems: FieldError[] = [];
  const domains: string[] = [];
  values.forEach((value, i) => {
    const field = `body.competitors.${i}`;
    let domain: string;
    try {
      const site = researchSite(value.trim(), field);
      if (site.isUrl) {
        problems.push({ field, message: 'must be a domain, not a page' });
        return;
      }
      domain = site.domain;
    } catch (error) {
      if (!(error instanceof FieldValidationError)) throw error;
      problems.push(...error.fields);
      return;
    }
    if (domain === projectDomain) problems.push({ field, message: "is the project's own domain" });
    else if (domains.includes(domain)) problems.push({ field, message: 'is already in the list' });
    else domains.push(domain);
  });
  if (problems.length > 0) throw new FieldValidationError(problems);
  return domains;
}

/** Replaces the project's competitors (one transaction). */
export async function saveCompetitors(
  db: Kysely<Database>,
  projectId: string,
  domains: readonly string[],
  now: string,
) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('project_competitors').where('project_id', '=', projectId).execute();
    if (domains.length === 0) return;
    await trx
      .insertInto('project_competitors')
      .values(domains.map((domain, i) => ({ project_id: projectId, slot: i + 1, domain, created_at: now })))
      .execute();
  });
}

/** The domains a project's rank tracking reads: its own (when it has one) first, then its competitors. */
export async function trackedDomainsOf(
  db: Kysely<Database>,
  project: { id: string; primaryDomainName: string | null },
): Promise<TrackedDomain[]> {
  const own = storedDomain(project.primaryDomainName);
  const competitors = await competitorsOf(db, project.id);
  const names = [...(own === null ? [] : [own]), ...competitors.filter((c) => c !== own)];
  const rows =
    names.length === 0
      ? []
      : await db.selectFrom('domains').select(['id', 'name']).where('name', 'in', names).execute();
  const ids = new Map(rows.map((r) => [r.name, Number(r.id)]));
  return names.map((domain, i) => ({
    domain,
    id: ids.get(domain) ?? null,
    isProjectDomain: own !== null && i === 0,
  }));
}
