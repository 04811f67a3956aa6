/**
 * The rules of the new competitor project page (route new-project:2, our design): which domains
 * may be chosen as competitors, what the suggested competitors are, what a refused creation says,
 * and where the user goes next.
 */
import { NEW_PROJECT_TEXT } from './texts';
import { ApiError, type Data } from '../../api/client';
import { normalizeDomain } from '../../lib/onboarding';
import { fill, TEXT } from '../../lib/spec/text';

/** Keyword Kombat compares at most 3 domains, the first being the user's own (openapi KombatDomains). */
export const KOMBAT_DOMAIN_LIMIT = 3;
/** Competitors a project starts with: what is left of Kombat's comparison beside the user's site. */
export const MAX_COMPETITORS = KOMBAT_DOMAIN_LIMIT - 1;
/** Suggestions read: a free account sees the first 10 competitors unthrottled, and a short list reads best. */
export const SUGGESTION_COUNT = 10;

/** A competitor the research corpus finds for the site. */
export interface Suggestion {
  domain: string;
  /** Keywords both rank for in the latest month. */
  sharedKeywords: number;
  /** sharedKeywords as a share (0–1) of the site's own keywords. */
  share: number;
}

type CompetitorPage = Data<'getDomainCompetitors'>;

/** The rows a user can pick: throttled rows (no domain) and the site itself are left out. */
export function suggestionsOf(page: CompetitorPage, site: string): Suggestion[] {
  return page.rows.flatMap((row) =>
    row.isThrottled || row.sharedKeywords === null || row.share === null || row.domain === site
      ? []
      : [{ domain: row.domain, sharedKeywords: row.sharedKeywords, share: row.share }],
  );
}

export type CompetitorRefusal =
  | { kind: 'empty' }
  | { kind: 'invalid' }
  | { kind: 'ownSite'; domain: string }
  | { kind: 'duplicate'; domain: string }
  | { kind: 'overLimit'; domain: string };

export type CompetitorChange =
  { ok: true; competitors: string[]; domain: string } | { ok: false; refusal: CompetitorRefusal };

/**
 * Adds a domain to the chosen competitors, as typed (scheme, www and path are dropped): refused
 * when it is no domain, is the user's own site, is already chosen, or would pass the limit.
 */
export function addCompetitor(competitors: readonly string[], typed: string, site: string | null): CompetitorChange {
  if (!typed.trim()) return { ok: false, refusal: { kind: 'empty' } };
  const domain = normalizeDomain(typed);
  if (!domain) return { ok: false, refusal: { kind: 'invalid' } };
  if (domain === site) return { ok: false, refusal: { kind: 'ownSite', domain } };
  if (competitors.includes(domain)) return { ok: false, refusal: { kind: 'duplicate', domain } };
  if (competitors.length >= MAX_COMPETITORS) return { ok: false, refusal: { kind: 'overLimit', domain } };
  return { ok: true, competitors: [...competitors, domain], domain };
}

/** Ticks or unticks a suggested competitor; ticking follows the rules of `addCompetitor`. */
export function toggleCompetitor(
  competitors: readonly string[],
  domain: string,
  selected: boolean,
  site: string | null,
): CompetitorChange {
  if (!selected) return { ok: true, competitors: competitors.filter((each) => each !== domain), domain };
  if (competitors.includes(domain)) return { ok: true, competitors: [...competitors], domain };
  return addCompetitor(competitors, domain, site);
}

/** What the user reads about a refused competitor. */
export function refusalText(refusal: CompetitorRefusal): string {
  switch (refusal.kind) {
    case 'empty':
      return NEW_PROJECT_TEXT.addEmpty;
    case 'invalid':
      return NEW_PROJECT_TEXT.addInvalid;
    case 'ownSite':
      return fill(NEW_PROJECT_TEXT.ownSite, { domain: refusal.domain });
    case 'duplicate':
      return fill(NEW_PROJECT_TEXT.duplicate, { domain: refusal.domain });
    case 'overLimit':
      return fill(NEW_PROJECT_TEXT.overLimit, { domain: refusal.domain, max: MAX_COMPETITORS });
  }
}

/** The site field's own message: required, not a domain, or none. */
export function siteProblem(typed: string): string | undefined {
  if (!typed.trim()) return NEW_PROJECT_TEXT.siteRequired;
  return normalizeDomain(typed) ? undefined : NEW_PROJECT_TEXT.siteInvalid;
}

/**
 * The chosen competitors' message before creating: at least one (Kombat compares two domains or
 * more), never the site itself (the site may have been changed after a competitor was chosen).
 */
export function competitorsProblem(competitors: readonly string[], site: string | null): string | undefined {
  if (competitors.length === 0) return NEW_PROJECT_TEXT.competitorsRequired;
  if (site && competitors.includes(site)) return fill(NEW_PROJECT_TEXT.competitorIsSite, { domain: site });
  return undefined;
}

/** The fields of the page a refusal can stand under. */
export type NewProjectField = 'site' | 'projectName';

/** The request fields a 400 names (createProject's and the competitors read's query), by page field. */
const FIELD_OF: Readonly<Record<string, NewProjectField>> = {
  'query.primaryDomainName': 'site',
  'query.query': 'site',
  'query.projectName': 'projectName',
};

export interface CreateFailure {
  /** For the page's alert region. */
  message: string;
  /** Messages under their fields. */
  fields: Partial<Record<NewProjectField, string>>;
  /** The name was refused (taken, or invalid): the page offers a name field. */
  nameRefused: boolean;
}

/**
 * A refused call, as the page shows it: a taken name (409) in the server's words under a name
 * field; a 400's messages under the fields they name (the rest in the alert); anything else our
 * own text (the form keeps every answer either way).
 */
export function failureOf(error: unknown): CreateFailure {
  if (error instanceof ApiError && error.status === 409) {
    return { message: error.message, fields: { projectName: error.message }, nameRefused: true };
  }
  if (error instanceof ApiError && error.status === 400) {
    const fields: Partial<Record<NewProjectField, string>> = {};
    const others: string[] = [];
    for (const { field, message } of error.fields) {
      const name = FIELD_OF[field];
      if (name) fields[name] ??= message;
      else others.push(message);
    }
    const named = Object.keys(fields).length > 0;
    return {
      message: others.join(' ') || (named ? TEXT.checkFieldsInRed : error.message) || NEW_PROJECT_TEXT.createFailed,
      fields,
      nameRefused: fields.projectName !== undefined,
    };
  }
  return { message: NEW_PROJECT_TEXT.createFailed, fields: {}, nameRefused: false };
}

/** The query of the domain comparison (seo:kombat) for the new project: the site, then its competitors. */
export function kombatQuery(site: string, competitors: readonly string[]): { query: string; competitors: string } {
  return { query: site, competitors: competitors.join(',') };
}
