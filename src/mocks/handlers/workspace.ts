/**
 * Outreach import, relationships, ratings, tags, contexts and project actions (doc 2 §7), backed by
 * the mock db and answering as the server's workspace handlers do (statuses, error codes, field
 * names). Figures the server reads from the research corpus (suggestion sets, contexts, clicks) are
 * fixture values.
 */
import { DEFAULT_COUNTRY_CODE } from '../../lib/countries';
import { keywordAllowanceReached } from '../../lib/keywordAllowance';
import { ALL_PROJECTS_ID } from '../../lib/spec/identity';
import { INFERRED_TEXT, TEXT, fill } from '../../lib/spec/text';
import * as db from '../db';
import { answeringFailures, errorBody, failureResponse, MockHttpError } from '../errors';
import { buildOutreachContext, buildPdfAlertCreateResponse } from '../fixtures';
import { http } from '../http';
import { mockFor } from '../registry';
import type { Schemas } from '../spec';

const projectNotFound = () => errorBody(404, 'No such project in your account.', 'PROJECT_NOT_FOUND');

/** Suggestion sets per static-suggestion flag, in import order: the group they land in and their terms. */
const STATIC_SUGGESTIONS: Record<string, { group: string; terms: string[] }> = {
  easyWins: { group: 'Easy Wins', terms: ['seo tools free', 'best seo tools'] },
  mostSearched: { group: 'Most Searched', terms: ['seo', 'keyword research'] },
  opportunities: { group: 'Opportunities', terms: ['seo software comparison'] },
  topRecommendations: { group: 'Top Recommendations', terms: ['rank tracker', 'backlink checker'] },
  customGroups: { group: 'Custom Group', terms: ['local seo'] },
};

type StaticSuggestionRequest = Schemas['StaticSuggestionImportRequest'];

/**
 * The suggestion import as one import (the server's rule): the allowance is checked once against
 * every new term of every set, and over it nothing is written; otherwise each set goes to its group.
 */
function importSuggestions(project: db.StoredProject, body: StaticSuggestionRequest): Schemas['KeywordImportResponse'] {
  const sets = Object.entries(STATIC_SUGGESTIONS)
    .filter(([flag]) => body[flag as keyof StaticSuggestionRequest] === true)
    .map(([, set]) => set);
  const seen = new Set<string>();
  const terms = sets.flatMap((s) => s.terms).filter((t) => !seen.has(t) && seen.add(t));
  const existing = terms.filter((t) => project.keywords.has(db.termIdFor(t)));
  const freshCount = terms.length - existing.length;
  const { usedCount, totalCount } = db.keywordCount();
  const allowance = db.getMockDb().user.isFullUser ? totalCount : 0;
  if (freshCount > 0 && usedCount + freshCount > allowance) {
    return keywordAllowanceReached(existing, usedCount, allowance);
  }
  const results = sets.map((set) =>
    db.importTerms(project, { terms: set.terms, groupNames: [set.group], labelNames: [] }),
  );
  const join = (key: 'termIdsCsv' | 'groupHashCsv') =>
    results
      .map((r) => r[key])
      .filter((v) => v !== '')
      .join(',');
  const name = project.project.projectName;
  const message =
    terms.length === 0
      ? undefined
      : freshCount === 0
        ? fill(TEXT.selectedKeywordsAlreadyExist, { project: name })
        : existing.length > 0
          ? fill(TEXT.someKeywordsAlreadyPresent, { project: name })
          : fill(TEXT.termsAdded, { count: freshCount });
  return {
    hasReachedLimit: false,
    termCount: freshCount,
    alreadyActiveTerms: existing,
    termIdsCsv: join('termIdsCsv'),
    groupHashCsv: join('groupHashCsv'),
    ...(message ? { message } : {}),
  };
}

const int = (value: string | null) => Number(value ?? 0);
const optionalInt = (value: string | null) => (value === null ? undefined : Number(value));

export const workspaceHandlers = [
  mockFor(
    'importOutreach',
    http.post(
      '/NsaApi/MySpyFu/import/OutreachImport',
      answeringFailures(async ({ request, response }) => {
        const body = await request.json();
        // Every entry is read before anything is written: one bad entry refuses the whole import.
        const entries = body.entries.map((entry, i): db.ImportEntry => ({
          address: db.pageAddressOf(entry.fullUrl, `body.entries.${i}.fullUrl`),
          tags: db.tagsOfCsv(entry.tagsCsv),
          contactName: entry.contactName?.trim() || undefined,
          contactEmail: entry.contactEmail?.trim() || undefined,
        }));
        return response(200).json(db.importPages(db.writableProject(body.projectId, 'body.projectId'), entries));
      }),
    ),
  ),
  mockFor(
    'searchProjectsForTerms',
    http.post('/NsaApi/MySpyFu/ProjectActions/SearchProjectsForTerms', async ({ request, response }) => {
      const body = await request.json();
      const terms = db.csvValues(body.termsCsv);
      if (terms.length === 0) {
        return response.untyped(failureResponse(MockHttpError.invalid('body.termsCsv', 'holds no term')));
      }
      // The mock's term ids are the default country's research database: another country knows none.
      const inCountry = (body.countryCode ?? DEFAULT_COUNTRY_CODE) === DEFAULT_COUNTRY_CODE;
      const projects = db.listProjects();
      return response(200).json(
        terms.map((term) => {
          const termId = inCountry ? (db.getMockDb().terms.get(term.toLowerCase()) ?? null) : null;
          return {
            term,
            termId,
            projects: projects
              .filter((p) => termId !== null && db.getProject(p.id)?.keywords.has(termId))
              .map((p) => ({ id: p.id, projectName: p.projectName })),
          };
        }),
      );
    }),
  ),
  mockFor(
    'moveDomainToProject',
    http.get(
      '/NsaApi/MySpyFu/ProjectActions/MoveDomainToProject',
      answeringFailures(({ query, response }) => {
        const from = db.writableProject(query.get('projectId') ?? '');
        const to = db.writableProject(query.get('newProjectId') ?? '', 'query.newProjectId');
        db.moveWebsite(from, int(query.get('domainId')), to);
        return response(200).json({ success: true, status: 'Website moved' });
      }),
    ),
  ),
  mockFor(
    'getRelationships',
    http.get(
      '/NsaApi/MySpyFu/Relationships/GetRelationships',
      answeringFailures(({ query, response }) => {
        const projectIds = db.readableProjects(query.get('projectId') ?? '');
        return response(200).json(
          db.relationships(projectIds, {
            domainId: optionalInt(query.get('domainId')),
            urlId: optionalInt(query.get('urlId')),
          }),
        );
      }),
    ),
  ),
  mockFor(
    'updateDomainRelationship',
    http.get(
      '/NsaApi/MySpyFu/Relationships/UpdateDomain',
      answeringFailures(({ query, response }) => {
        const value = (query.get('relationshipStatus') ?? 'none') as Schemas['OutreachRelationshipStatus'];
        const projectId = db.writableProject(query.get('projectId') ?? '');
        return response(200).json(
          db.changeWebsite(projectId, int(query.get('domainId')), { kind: 'relationship', value }),
        );
      }),
    ),
  ),
  mockFor(
    'updateUrlRelationship',
    http.get(
      '/NsaApi/MySpyFu/Relationships/UpdateUrl',
      answeringFailures(({ query, response }) => {
        const value = (query.get('relationshipStatus') ?? 'none') as Schemas['OutreachRelationshipStatus'];
        const projectId = db.writableProject(query.get('projectId') ?? '');
        return response(200).json(db.changePage(projectId, int(query.get('urlId')), { kind: 'relationship', value }));
      }),
    ),
  ),
  mockFor(
    'updateDomainRating',
    http.get(
      '/NsaApi/MySpyFu/Ratings/UpdateDomain',
      answeringFailures(({ query, response }) => {
        const projectId = db.writableProject(query.get('projectId') ?? '');
        return response(200).json(
          db.changeWebsite(projectId, int(query.get('domainId')), { kind: 'rating', value: int(query.get('rating')) }),
        );
      }),
    ),
  ),
  mockFor(
    'updateUrlRating',
    http.get(
      '/NsaApi/MySpyFu/Ratings/UpdateUrl',
      answeringFailures(({ query, response }) => {
        const projectId = db.writableProject(query.get('projectId') ?? '');
        return response(200).json(
          db.changePage(projectId, int(query.get('urlId')), { kind: 'rating', value: int(query.get('rating')) }),
        );
      }),
    ),
  ),
  mockFor(
    'updateTags',
    http.get(
      '/NsaApi/MySpyFu/Tags/UpdateTags',
      answeringFailures(({ query, response }) => {
        const domainId = optionalInt(query.get('domainId'));
        const urlId = optionalInt(query.get('urlId'));
        if ((domainId === undefined) === (urlId === undefined)) {
          const message =
            domainId === undefined ? 'name a website (domainId) or a page (urlId)' : 'name domainId or urlId, not both';
          throw MockHttpError.invalid('query.urlId', message);
        }
        const change = { kind: 'tags' as const, value: db.tagsOfCsv(query.get('tagsCsv')) };
        const projectId = db.writableProject(query.get('projectId') ?? '');
        return response(200).json(
          urlId === undefined
            ? db.changeWebsite(projectId, domainId ?? 0, change)
            : db.changePage(projectId, urlId, change),
        );
      }),
    ),
  ),
  mockFor(
    'getDomainContext',
    http.get(
      '/NsaApi/MySpyFu/Contexts/GetDomain',
      answeringFailures(({ query, response }) => {
        const site = db.findWebsite(db.readableProjects(query.get('projectId') ?? ''), int(query.get('domainId')));
        // The contexts are the corpus's: the example's here.
        return response(200).json(buildOutreachContext({ domainId: site.domainId, urlId: null }));
      }),
    ),
  ),
  mockFor(
    'getUrlContext',
    http.get(
      '/NsaApi/MySpyFu/Contexts/GetUrl',
      answeringFailures(({ query, response }) => {
        const page = db.findPage(db.readableProjects(query.get('projectId') ?? ''), int(query.get('urlId')));
        return response(200).json(buildOutreachContext({ domainId: page.domainId, urlId: page.urlId }));
      }),
    ),
  ),
  mockFor(
    'importPageUrl',
    http.post(
      '/NsaApi/MySpyFu/import/PageUrlImport',
      answeringFailures(async ({ request, response }) => {
        const body = await request.json();
        const projectId = db.writableProject(body.projectId, 'body.projectId');
        const address = db.pageAddressOf(body.fullUrl, 'body.fullUrl');
        return response(200).json(db.importPageUrl(projectId, address, body.linksToIdOrQuery ?? undefined));
      }),
    ),
  ),
  mockFor(
    'importStaticSuggestions',
    http.post('/NsaApi/MySpyFu/Keywords/KeywordActions/ImportStaticSuggestions', async ({ request, response }) => {
      const body = await request.json();
      const project = db.getProject(body.projectId);
      if (!project) return response(404).json(projectNotFound());
      if (!Object.keys(STATIC_SUGGESTIONS).some((flag) => body[flag as keyof StaticSuggestionRequest] === true)) {
        return response.untyped(failureResponse(MockHttpError.invalid('body', 'asks for no suggestion set')));
      }
      if (!project.project.primaryDomainName) {
        return response.untyped(
          failureResponse(
            MockHttpError.invalid('body.projectId', 'names a project without a primary domain to suggest keywords for'),
          ),
        );
      }
      return response(200).json(importSuggestions(project, body));
    }),
  ),
  mockFor(
    'removeTermIds',
    http.post('/NsaApi/MySpyFu/Keywords/KeywordActions/RemoveTermIds', async ({ request, response }) => {
      const body = await request.json();
      const project = db.getProject(body.projectId);
      if (!project) return response(404).json(projectNotFound());
      return response(200).json({
        projectId: body.projectId,
        termCount: db.removeTerms(project, db.splitIds(body.termIdsCsv)),
      });
    }),
  ),
  mockFor(
    'createPdfAlert',
    http.post('/NsaApi/MySpyFu/Alerts/CreatePdfAlert', async ({ request, response }) => {
      const body = await request.json();
      // The all-projects id stands for a report about no one project (as the server accepts it).
      if (body.projectId.toLowerCase() !== ALL_PROJECTS_ID && !db.getProject(body.projectId)) {
        return response(404).json(projectNotFound());
      }
      if (!body.name.trim()) {
        return response.untyped(failureResponse(MockHttpError.invalid('body.name', INFERRED_TEXT.required)));
      }
      return response(200).json(buildPdfAlertCreateResponse({ alertId: db.nextRowId() }));
    }),
  ),
];
