/**
 * The workspace operations about outreach websites and pages (doc 2 §7): the outreach and page-URL
 * imports, moving a website to another project, relationships, ratings, tags and contexts
 * (src/server/workspace/outreach.ts, outreachFigures.ts). Reads accept the all-projects id;
 * changes name one project of the caller's account, and another account's ids answer 404.
 */
import type { FastifyRequest } from 'fastify';

import { FieldValidationError } from '../../errors';
import { projectAccountOf } from '../../workspace/access';
import {
  changePage,
  changeWebsite,
  existingPage,
  findPage,
  findWebsite,
  importPages,
  inTransaction,
  insertPage,
  moveWebsite,
  onceMoreOnConflict,
  pageAddressOf,
  readableProjects,
  relationships,
  tagsOfCsv,
  writableProject,
  type ImportEntry,
} from '../../workspace/outreach';
import { pageContexts, websiteContexts } from '../../workspace/outreachFigures';
import { requireUser, type HandlerContext } from '../context';
import type { TagHandlers } from '../operation';

export function createOutreachHandlers(ctx: HandlerContext): TagHandlers<'workspace'> {
  const { db } = ctx;
  const accountOf = (request: FastifyRequest) => projectAccountOf(requireUser(request));
  const readable = (request: FastifyRequest, projectId: string) =>
    readableProjects(db.kysely, accountOf(request), projectId);
  const writable = async (request: FastifyRequest, projectId: string, field?: string) =>
    (await writableProject(db.kysely, accountOf(request), projectId, field)).id;

  return {
    async importOutreach(request) {
      const { projectId, entries } = request.body;
      // Every entry is read before anything is written: one bad entry refuses the whole import.
      const pages = entries.map((entry, i): ImportEntry => {
        const at = `body.entries.${i}`;
        return {
          address: pageAddressOf(entry.fullUrl, `${at}.fullUrl`),
          tags: tagsOfCsv(entry.tagsCsv, `${at}.tagsCsv`),
          contactName: entry.contactName?.trim() || undefined,
          contactEmail: entry.contactEmail?.trim() || undefined,
        };
      });
      return importPages(db, await writable(request, projectId, 'body.projectId'), pages);
    },

    async importPageUrl(request) {
      // Where the page was found (the research table's query, filters and figures) is kept with it.
      const { fullUrl, projectId: asked, ...source } = request.body;
      const projectId = await writable(request, asked, 'body.projectId');
      const address = pageAddressOf(fullUrl, 'body.fullUrl');
      const linksTo = source.linksToIdOrQuery ? ` (links to ${source.linksToIdOrQuery})` : '';
      return onceMoreOnConflict(() =>
        inTransaction(db, async (trx) => {
          // A page already in the project keeps its state: its ids come back, nothing changes.
          const existing = await existingPage(trx, projectId, address.key);
          if (existing) return { domainId: existing.domain_id, urlId: existing.id };
          return insertPage(trx, projectId, {
            address,
            source,
            description: `Added ${address.key}${linksTo}`,
          });
        }),
      );
    },

    async moveDomainToProject(request) {
      const account = accountOf(request);
      const { projectId, domainId, newProjectId } = request.query;
      const from = await writableProject(db.kysely, account, projectId);
      const to = await writableProject(db.kysely, account, newProjectId, 'query.newProjectId');
      await moveWebsite(db, from, domainId, to);
      return { success: true, status: 'Website moved' };
    },

    async getRelationships(request) {
      const { projectId, domainId, urlId } = request.query;
      return relationships(db.kysely, await readable(request, projectId), { domainId, urlId });
    },

    async updateDomainRelationship(request) {
      const { projectId, domainId, relationshipStatus } = request.query;
      return changeWebsite(db, await writable(request, projectId), domainId, {
        kind: 'relationship',
        value: relationshipStatus,
      });
    },

    async updateUrlRelationship(request) {
      const { projectId, urlId, relationshipStatus } = request.query;
      return changePage(db, await writable(request, projectId), urlId, {
        kind: 'relationship',
        value: relationshipStatus,
      });
    },

    async updateDomainRating(request) {
      const { projectId, domainId, rating } = request.query;
      return changeWebsite(db, await writable(request, projectId), domainId, { kind: 'rating', value: rating });
    },

    async updateUrlRating(request) {
      const { projectId, urlId, rating } = request.query;
      return changePage(db, await writable(request, projectId), urlId, { kind: 'rating', value: rating });
    },

    async updateTags(request) {
      const { projectId, domainId, urlId, tagsCsv } = request.query;
      if ((domainId === undefined) === (urlId === undefined)) {
        const message =
          domainId === undefined ? 'name a website (domainId) or a page (urlId)' : 'name domainId or urlId, not both';
        throw new FieldValidationError([{ field: 'query.urlId', message }]);
      }
      const change = { kind: 'tags' as const, value: tagsOfCsv(tagsCsv, 'query.tagsCsv') };
      const project = await writable(request, projectId);
      return urlId === undefined
        ? changeWebsite(db, project, domainId!, change)
        : changePage(db, project, urlId, change);
    },

    async getDomainContext(request) {
      const { projectId, domainId } = request.query;
      const site = await findWebsite(db.kysely, await readable(request, projectId), domainId);
      return { domainId: site.id, urlId: null, contexts: await websiteContexts(db, site.name) };
    },

    async getUrlContext(request) {
      const { projectId, urlId } = request.query;
      const page = await findPage(db.kysely, await readable(request, projectId), urlId);
      return { domainId: page.domain_id, urlId: page.id, contexts: await pageContexts(db, page.full_url) };
    },
  };
}
