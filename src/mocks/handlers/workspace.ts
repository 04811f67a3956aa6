/** Outreach import, relationships, ratings, tags, contexts and project actions (doc 2 §7). */
import * as db from '../db';
import { errorBody } from '../errors';
import {
  buildOutreachContext,
  buildOutreachRelationship,
  buildPageUrlImportResponse,
  buildPdfAlertCreateResponse,
  buildTableUrlEntry,
} from '../fixtures';
import { http } from '../http';
import { mockFor } from '../registry';
import type { Schemas } from '../spec';

const projectNotFound = () => errorBody(404, 'No such project in your account.', 'PROJECT_NOT_FOUND');

/** Suggestion sets per static-suggestion flag: the group they land in and their terms. */
const STATIC_SUGGESTIONS: Record<string, { group: string; terms: string[] }> = {
  easyWins: { group: 'Easy Wins', terms: ['seo tools free', 'best seo tools'] },
  mostSearched: { group: 'Most Searched', terms: ['seo', 'keyword research'] },
  opportunities: { group: 'Opportunities', terms: ['seo software comparison'] },
  topRecommendations: { group: 'Top Recommendations', terms: ['rank tracker', 'backlink checker'] },
  customGroups: { group: 'Custom Group', terms: ['local seo'] },
};

function relationship(
  projectId: string,
  changes: Partial<Schemas['OutreachRelationship']>,
): Schemas['OutreachRelationship'] {
  return buildOutreachRelationship({ projectId, ...changes });
}

export const workspaceHandlers = [
  mockFor(
    'importOutreach',
    http.post('/NsaApi/MySpyFu/import/OutreachImport', async ({ request, response }) => {
      const body = await request.json();
      if (!db.getProject(body.projectId)) return response(404).json(projectNotFound());
      const links = body.entries.map((entry) =>
        buildTableUrlEntry({
          projectId: body.projectId,
          urlId: db.nextRowId(),
          urlName: entry.fullUrl.replace(/^https?:\/\//, ''),
        }),
      );
      return response(200).json({ importedCount: links.length, skippedCount: 0, links });
    }),
  ),
  mockFor(
    'searchProjectsForTerms',
    http.post('/NsaApi/MySpyFu/ProjectActions/SearchProjectsForTerms', async ({ request, response }) => {
      const body = await request.json();
      const projects = db.listProjects();
      return response(200).json(
        db.splitCsv(body.termsCsv).map((term) => {
          const termId = db.getMockDb().terms.get(term.toLowerCase()) ?? null;
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
    http.get('/NsaApi/MySpyFu/ProjectActions/MoveDomainToProject', ({ query, response }) => {
      if (!db.getProject(query.get('projectId')) || !db.getProject(query.get('newProjectId'))) {
        return response(404).json(projectNotFound());
      }
      return response(200).json({ success: true, status: 'Website moved' });
    }),
  ),
  mockFor(
    'getRelationships',
    http.get('/NsaApi/MySpyFu/Relationships/GetRelationships', ({ query, response }) => {
      const projectId = query.get('projectId') ?? '';
      if (!db.getProject(projectId)) return response(404).json(projectNotFound());
      return response(200).json([
        relationship(projectId, { urlId: null }),
        relationship(projectId, { urlId: 530771, rating: 3 }),
      ]);
    }),
  ),
  mockFor(
    'updateDomainRelationship',
    http.get('/NsaApi/MySpyFu/Relationships/UpdateDomain', ({ query, response }) =>
      response(200).json(
        relationship(query.get('projectId') ?? '', {
          domainId: Number(query.get('domainId')),
          urlId: null,
          relationshipStatus: query.get('relationshipStatus') ?? 'none',
        }),
      ),
    ),
  ),
  mockFor(
    'updateUrlRelationship',
    http.get('/NsaApi/MySpyFu/Relationships/UpdateUrl', ({ query, response }) =>
      response(200).json(
        relationship(query.get('projectId') ?? '', {
          urlId: Number(query.get('urlId')),
          relationshipStatus: query.get('relationshipStatus') ?? 'none',
        }),
      ),
    ),
  ),
  mockFor(
    'updateDomainRating',
    http.get('/NsaApi/MySpyFu/Ratings/UpdateDomain', ({ query, response }) =>
      response(200).json(
        relationship(query.get('projectId') ?? '', {
          domainId: Number(query.get('domainId')),
          urlId: null,
          rating: Number(query.get('rating')),
        }),
      ),
    ),
  ),
  mockFor(
    'updateUrlRating',
    http.get('/NsaApi/MySpyFu/Ratings/UpdateUrl', ({ query, response }) =>
      response(200).json(
        relationship(query.get('projectId') ?? '', {
          urlId: Number(query.get('urlId')),
          rating: Number(query.get('rating')),
        }),
      ),
    ),
  ),
  mockFor(
    'updateTags',
    http.get('/NsaApi/MySpyFu/Tags/UpdateTags', ({ query, response }) => {
      const urlId = query.get('urlId');
      const domainId = query.get('domainId');
      return response(200).json(
        relationship(query.get('projectId') ?? '', {
          ...(domainId ? { domainId: Number(domainId) } : {}),
          urlId: urlId ? Number(urlId) : null,
          tags: db.splitCsv(query.get('tagsCsv')),
        }),
      );
    }),
  ),
  mockFor(
    'getDomainContext',
    http.get('/NsaApi/MySpyFu/Contexts/GetDomain', ({ query, response }) =>
      response(200).json(buildOutreachContext({ domainId: Number(query.get('domainId')), urlId: null })),
    ),
  ),
  mockFor(
    'getUrlContext',
    http.get('/NsaApi/MySpyFu/Contexts/GetUrl', ({ query, response }) =>
      response(200).json(buildOutreachContext({ urlId: Number(query.get('urlId')) })),
    ),
  ),
  mockFor(
    'importPageUrl',
    http.post('/NsaApi/MySpyFu/import/PageUrlImport', async ({ request, response }) => {
      const body = await request.json();
      if (!db.getProject(body.projectId)) return response(404).json(projectNotFound());
      return response(200).json(buildPageUrlImportResponse({ urlId: db.nextRowId() }));
    }),
  ),
  mockFor(
    'importStaticSuggestions',
    http.post('/NsaApi/MySpyFu/Keywords/KeywordActions/ImportStaticSuggestions', async ({ request, response }) => {
      const body = await request.json();
      const project = db.getProject(body.projectId);
      if (!project) return response(404).json(projectNotFound());
      const chosen = Object.entries(STATIC_SUGGESTIONS).filter(([flag]) => body[flag as keyof typeof body] === true);
      const results = chosen.map(([, set]) =>
        db.importTerms(project, { terms: set.terms, groupNames: [set.group], labelNames: [] }),
      );
      const limited = results.find((r) => r.hasReachedLimit);
      const join = (key: 'termIdsCsv' | 'groupHashCsv') =>
        results
          .map((r) => r[key])
          .filter((v) => v !== '')
          .join(',');
      return response(200).json({
        hasReachedLimit: limited !== undefined,
        termCount: results.reduce((s, r) => s + r.termCount, 0),
        alreadyActiveTerms: results.flatMap((r) => r.alreadyActiveTerms),
        termIdsCsv: join('termIdsCsv'),
        groupHashCsv: join('groupHashCsv'),
        ...(limited?.message ? { message: limited.message } : {}),
      });
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
      if (!db.getProject(body.projectId)) return response(404).json(projectNotFound());
      return response(200).json(buildPdfAlertCreateResponse({ alertId: db.nextRowId() }));
    }),
  ),
];
