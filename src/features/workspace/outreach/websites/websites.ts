/**
 * The websites views' rules that need no DOM: a website's row (its outreach state from
 * GetRelationships joined with the count of its pages from GetLinks), the filter, the pages of one
 * website, its research context in words, and the projects it can move to.
 */
import { WEBSITES_TEXT } from './websitesTexts';
import type { components } from '../../../../api/schema.gen';
import { formatNumber } from '../../../../lib/format';
import { fill } from '../../../../lib/spec/text';
import { RELATIONSHIP_WORDS, type OutreachRelationship, type TableUrlEntry } from '../outreach';

type Schemas = components['schemas'];
export type OutreachContext = Schemas['OutreachContext'];
export type ResearchContext = Schemas['ResearchContext'];
export type Project = Schemas['Project'];

/** A row of the websites table: the website's own state and how many of its pages are links. */
export interface WebsiteRow extends OutreachRelationship {
  pageCount: number;
  /** The project's name, shown in the all-projects state ('' when unknown). */
  projectName: string;
}

/** One website of one project: domain ids are per project, so the pair names it. */
const siteKey = (projectId: string, domainId: number) => `${projectId}/${domainId}`;

/**
 * The websites of GetRelationships (its rows with urlId null; page rows are skipped), each with the
 * number of GetLinks entries of the same project and domain, and its project's name.
 */
export function websiteRows(
  relationships: readonly OutreachRelationship[],
  links: readonly TableUrlEntry[],
  projects: readonly Project[] = [],
): WebsiteRow[] {
  const pages = new Map<string, number>();
  for (const link of links) {
    const key = siteKey(link.projectId, link.domainId);
    pages.set(key, (pages.get(key) ?? 0) + 1);
  }
  const names = new Map(projects.map((p) => [p.id, p.projectName]));
  return relationships
    .filter((r) => r.urlId === null)
    .map((r) => ({
      ...r,
      pageCount: pages.get(siteKey(r.projectId, r.domainId)) ?? 0,
      projectName: names.get(r.projectId) ?? '',
    }));
}

/** The rows whose website, project, relationship or a tag contains the text (any case); blank keeps all. */
export function filterWebsiteRows(rows: readonly WebsiteRow[], text: string): WebsiteRow[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...rows];
  return rows.filter(
    (row) =>
      row.domainName.toLowerCase().includes(needle) ||
      row.projectName.toLowerCase().includes(needle) ||
      RELATIONSHIP_WORDS[row.relationshipStatus].toLowerCase().includes(needle) ||
      row.tags.some((tag) => tag.toLowerCase().includes(needle)),
  );
}

/** The links of one website (its project and domain), in the order GetLinks gave them. */
export const websitePages = (
  links: readonly TableUrlEntry[],
  site: { projectId: string; domainId: number },
): TableUrlEntry[] => links.filter((l) => l.projectId === site.projectId && l.domainId === site.domainId);

/** A website's weight in one research context, in words; a context the server did not list is 'Not seen'. */
export interface ContextLine {
  context: ResearchContext;
  label: string;
  keywords: string;
  clicks: string;
}

const CONTEXT_LABELS: Readonly<Record<ResearchContext, string>> = {
  organic: WEBSITES_TEXT.contextOrganic,
  paid: WEBSITES_TEXT.contextPaid,
};

/** Organic then paid, each with its keyword count and monthly clicks formatted (doc 2 §9 number format). */
export function contextLines(context: OutreachContext): ContextLine[] {
  return (Object.keys(CONTEXT_LABELS) as ResearchContext[]).map((name) => {
    const entry = context.contexts.find((c) => c.context === name);
    return {
      context: name,
      label: CONTEXT_LABELS[name],
      keywords: entry
        ? fill(WEBSITES_TEXT.contextKeywords, { count: formatNumber(entry.keywordCount) })
        : WEBSITES_TEXT.contextNone,
      clicks: entry ? fill(WEBSITES_TEXT.contextClicks, { count: formatNumber(entry.monthlyClicks) }) : '',
    };
  });
}

/** The user's projects a website can move to: every one but its own, in the server's order. */
export const moveTargets = (projects: readonly Project[], currentProjectId: string): Project[] =>
  projects.filter((p) => p.id !== currentProjectId);

/** '1 page', '3 pages', 'no pages'. */
export function pageCountWords(count: number): string {
  if (count === 0) return WEBSITES_TEXT.pageCountNone;
  if (count === 1) return WEBSITES_TEXT.pageCountOne;
  return fill(WEBSITES_TEXT.pageCountMany, { count: formatNumber(count) });
}
