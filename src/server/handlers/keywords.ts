/**
 * The keywords tag (doc 2 §7 keyword project calls): a project's saved keywords with their corpus
 * figures, its groups and labels, imports and the keyword allowance (src/server/workspace/).
 * Every call works in the caller's account (projectAccountOf: a team shares its owner's
 * projects); a project, group or label of another account answers 404 and changes nothing.
 */
import { randomUUID } from 'node:crypto';

import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';

import { isFullUserRequest, nowIso, planHolderOfRequest, requireUser, type HandlerContext } from './context';
import type { TagHandlers } from './operation';
import bundle from '../../api/openapi.gen.json';
import { csvValues } from '../../lib/csv';
import { findOperation, listOperations, type OpenApiBundle } from '../../lib/openapi/operations';
import { fill, TEXT } from '../../lib/spec/text';
import { GROUP_CREATED_STATUS } from '../../lib/spec/workspace';
import { FieldValidationError, HttpError } from '../errors';
import { nextCronTime } from '../jobs/queue';
import { getCollectorSettings } from '../research/collector/settings';
import { researchSite } from '../research/site';
import {
  groupingByHash,
  groupingByName,
  groupingsByHash,
  keywordAllowanceOf,
  keywordsInUse,
  labelNotFound,
  ownProject,
  groupNotFound,
  projectAccountOf,
  type GroupingKind,
  type OwnProject,
} from '../workspace/access';
import { trackedDomainsOf } from '../workspace/competitors';
import { groupDetails, groupTableRows } from '../workspace/groupMetrics';
import { keywordListOf } from '../workspace/keywordList';
import { rankContext, storedDomain } from '../workspace/keywordMetrics';
import {
  addMembers,
  askedIds,
  addToProject,
  createGrouping,
  csvIds,
  groupingNameOf,
  idsInProject,
  importKeywords,
  importTermsOf,
  membersAmong,
  removeFromProject,
  removeMembers,
  type ImportRequest,
} from '../workspace/keywords';
import { rankTrackingPage } from '../workspace/rankTracking';

const duplicateGroup = (name: string) =>
  new HttpError(409, `A group named "${name}" already exists in this project.`, 'DUPLICATE_GROUP_NAME');

/** Research lists a URL import may read: read-only POST operations of these tags. */
const URL_IMPORT_SOURCE_TAGS = ['research', 'kombat'];
const operations = listOperations(bundle as unknown as OpenApiBundle);

/** Group and label names of an import: each one a name the contract allows (1–100 characters). */
function namesOf(csv: string | undefined, field: string): string[] {
  const names = csvValues(csv);
  if (names.some((n) => n.length > 100)) {
    throw new FieldValidationError([{ field, message: 'holds a name longer than 100 characters' }]);
  }
  return names;
}

export function createKeywordsHandlers(ctx: HandlerContext): TagHandlers<'keywords'> {
  const { db } = ctx;

  async function callerProject(request: FastifyRequest, projectId: string) {
    const account = projectAccountOf(requireUser(request));
    return { account, project: await ownProject(db.kysely, account, projectId) };
  }

  async function allowanceOf(request: FastifyRequest) {
    return keywordAllowanceOf(await planHolderOfRequest(db, request, requireUser(request)));
  }

  /** What an import needs besides its terms: the caller's allowance, the names, the country. */
  async function importRequest(
    request: FastifyRequest,
    account: number,
    project: OwnProject,
    terms: ImportRequest['terms'],
    body: { groupNameCsv?: string; labelNameCsv?: string; countryCode?: string },
  ): Promise<ImportRequest> {
    return {
      project,
      account,
      dialect: db.dialect,
      allowance: await allowanceOf(request),
      country: body.countryCode,
      terms,
      groupNames: namesOf(body.groupNameCsv, 'body.groupNameCsv'),
      labelNames: namesOf(body.labelNameCsv, 'body.labelNameCsv'),
    };
  }

  async function deleteGroupings(kind: GroupingKind, projectId: string, hashes: string[]): Promise<number> {
    const found = await groupingsByHash(db.kysely, kind, projectId, hashes);
    if (found.length === 0) throw kind === 'group' ? groupNotFound() : labelNotFound();
    const ids = found.map((g) => g.id);
    const result =
      kind === 'group'
        ? await db.kysely.deleteFrom('keyword_groups').where('id', 'in', ids).executeTakeFirst()
        : await db.kysely.deleteFrom('keyword_labels').where('id', 'in', ids).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  return {
    async getKeywordTracking(request) {
      const { project } = await callerProject(request, request.query.projectId);
      // Our design: every keyword saved in a project is in weekly rank tracking.
      const rows = await db.kysely
        .selectFrom('project_keywords')
        .select('keyword_id')
        .where('project_id', '=', project.id)
        .orderBy('keyword_id')
        .execute();
      const trackedTermIds = rows.map((r) => Number(r.keyword_id));
      return { projectId: project.id, trackedTermIds, weeklyTrackingCount: trackedTermIds.length };
    },

    async getRankTracking(request) {
      const q = request.query;
      const { project } = await callerProject(request, q.projectId);
      const [group, domains, tracked, settings] = await Promise.all([
        q.groupHash ? groupingByHash(db.kysely, 'group', project.id, q.groupHash) : undefined,
        trackedDomainsOf(db.kysely, project),
        db.kysely
          .selectFrom('project_keywords')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('project_id', '=', project.id)
          .executeTakeFirst(),
        getCollectorSettings(db),
      ]);
      const device = q.device ?? 'desktop';
      const page = await rankTrackingPage(db, {
        projectId: project.id,
        domains,
        weeks: q.weeks ?? 12,
        device,
        ...(group ? { groupId: group.id } : {}),
        filter: (q.filterTerm ?? '').trim().toLowerCase(),
        sortColumn: q.sortColumn,
        sortDomainIndex: q.sortDomainIndex ?? 0,
        direction: q.sortDirection ?? (q.sortColumn === 'keyword' || q.sortColumn === 'position' ? 'asc' : 'desc'),
        startRow: q.startRow ?? 1,
        rowsPerPage: q.rowsToDisplay ?? 100,
      });
      return {
        projectId: project.id,
        device,
        // Every saved keyword is tracked weekly (GetTracking).
        weeklyTrackingCount: Number(tracked?.n ?? 0),
        nextCheckAt: nextCronTime(settings.trackedCron, 'UTC', new Date()).toISOString(),
        ...page,
      };
    },

    async getKeywordCount(request) {
      const user = requireUser(request);
      if (!(await isFullUserRequest(db, request))) {
        return { totalCount: 0, usedCount: 0, mySpyFuCount: 0, weeklyTrackingCount: 0, keywordRankingReportCount: 0 };
      }
      const [totalCount, usedCount, reports] = await Promise.all([
        allowanceOf(request),
        keywordsInUse(db.kysely, projectAccountOf(user)),
        db.kysely
          .selectFrom('scheduled_pdf_reports')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', user.id)
          .executeTakeFirst(),
      ]);
      // Every saved keyword is tracked (weekly), so the three uses are one figure.
      return {
        totalCount,
        usedCount,
        mySpyFuCount: usedCount,
        weeklyTrackingCount: usedCount,
        keywordRankingReportCount: Number(reports?.n ?? 0),
      };
    },

    async getKeywordList(request) {
      const q = request.query;
      const account = projectAccountOf(requireUser(request));
      let domain: string | undefined;
      try {
        domain = q.projectDomain ? researchSite(q.projectDomain, 'query.projectDomain').domain : undefined;
      } catch (error) {
        // Another account's project answers 404 before its domain is looked at.
        await ownProject(db.kysely, account, q.projectId);
        throw error;
      }
      // The project's check, the group and label, the rank context and the page in one statement
      // on PostgreSQL (two reads on SQLite, in process): workspace/keywordList.ts.
      return keywordListOf(db, {
        account,
        projectId: q.projectId,
        ...(q.groupHash ? { groupHash: q.groupHash } : {}),
        ...(q.labelHash ? { labelHash: q.labelHash } : {}),
        ...(domain === undefined ? {} : { domain }),
        filter: (q.filterTerm ?? '').trim().toLowerCase(),
        sortColumn: q.sortColumn,
        direction: q.sortDirection ?? (q.sortColumn === 'keyword' ? 'asc' : 'desc'),
        startRow: q.startRow ?? 1,
        rowsPerPage: q.rowsToDisplay ?? 250,
      });
    },

    async deleteKeywordsFromProject(request) {
      const { project } = await callerProject(request, request.body.projectId);
      const termCount = await db.kysely
        .transaction()
        .execute((trx) => removeFromProject(trx, project.id, csvIds(request.body.termIdsCsv)));
      return { projectId: project.id, termCount };
    },

    // ------------------------------------------------------------ groups

    async getGroups(request) {
      const { project } = await callerProject(request, request.query.projectId);
      const rankCtx = await rankContext(db, storedDomain(project.primaryDomainName));
      return groupTableRows(db, project.id, rankCtx, request.query.maxResults);
    },

    async getGroupDetails(request) {
      const { project } = await callerProject(request, request.query.projectId);
      const group = await groupingByHash(db.kysely, 'group', project.id, request.query.groupHash);
      return groupDetails(db, group, await rankContext(db, storedDomain(project.primaryDomainName)));
    },

    async addGroup(request) {
      const { project } = await callerProject(request, request.query.projectId);
      const name = groupingNameOf(request.query.name, 'query.name');
      if (await groupingByName(db.kysely, 'group', project.id, name)) throw duplicateGroup(name);
      const group = await createGrouping(db.kysely, 'group', project.id, name);
      return { status: GROUP_CREATED_STATUS, groupHash: group.hash };
    },

    async renameGroup(request) {
      const { project } = await callerProject(request, request.query.projectId);
      const group = await groupingByHash(db.kysely, 'group', project.id, request.query.groupHash);
      const name = groupingNameOf(request.query.name, 'query.name');
      const other = await groupingByName(db.kysely, 'group', project.id, name);
      if (other && other.id !== group.id) throw duplicateGroup(name);
      await db.kysely
        .updateTable('keyword_groups')
        .set({ name, name_key: name.toLowerCase() })
        .where('id', '=', group.id)
        .execute();
      return { status: 'Group renamed', groupHash: group.hash, name };
    },

    async deleteGroup(request) {
      const { projectId, groupHash, groupHashCsv } = request.query;
      const { project } = await callerProject(request, projectId);
      const hashes = csvValues(groupHashCsv ?? groupHash);
      if (hashes.length === 0) {
        throw new FieldValidationError([
          { field: 'query.groupHash', message: 'groupHash or groupHashCsv is required' },
        ]);
      }
      await deleteGroupings('group', project.id, hashes);
      return { success: true, status: hashes.length > 1 ? 'Groups deleted' : 'Group deleted' };
    },

    async removeKeywordsFromGroup(request) {
      const { project } = await callerProject(request, request.body.projectId);
      const group = await groupingByHash(db.kysely, 'group', project.id, request.body.groupHash);
      const termCount = await removeMembers(db.kysely, 'group', group, csvIds(request.body.termIdsCsv));
      return { projectId: project.id, termCount };
    },

    async migrateKeywordsToGroup(request) {
      const { project } = await callerProject(request, request.body.projectId);
      const group = await groupingByHash(db.kysely, 'group', project.id, request.body.newGroupHash);
      const ids = [...(await idsInProject(db.kysely, project.id, csvIds(request.body.termIdsCsv)))];
      await db.kysely.transaction().execute((trx) => addMembers(trx, 'group', project.id, group, ids));
      return { success: true, status: `${ids.length} keywords moved to group` };
    },

    // ------------------------------------------------------------ labels

    async getLabels(request) {
      const { project } = await callerProject(request, request.query.projectId);
      const { rows } = await sql<{ hash: string; name: string; keywords: number | string }>`
        select l.hash, l.name, (select count(*) from keyword_label_members m where m.label_id = l.id) as keywords
        from keyword_labels l where l.project_id = ${project.id} order by l.id`.execute(db.kysely);
      return rows.map((r) => ({ labelHash: r.hash, labelName: r.name, numberOfKeywords: Number(r.keywords) }));
    },

    async addKeywordsToLabel(request) {
      const { project } = await callerProject(request, request.body.projectId);
      const name = groupingNameOf(request.body.labelName, 'body.labelName');
      const ids = csvIds(request.body.termIdsCsv);
      return db.kysely.transaction().execute(async (trx) => {
        const label =
          (await groupingByName(trx, 'label', project.id, name)) ??
          (await createGrouping(trx, 'label', project.id, name));
        const termCount = await addMembers(trx, 'label', project.id, label, ids);
        return { labelHash: label.hash, labelName: label.name, termCount };
      });
    },

    async removeKeywordsFromLabel(request) {
      const { project } = await callerProject(request, request.body.projectId);
      const label = await groupingByName(db.kysely, 'label', project.id, request.body.labelName.trim());
      if (!label) throw labelNotFound();
      const termCount = await removeMembers(db.kysely, 'label', label, csvIds(request.body.termIdsCsv));
      return { projectId: project.id, termCount };
    },

    async deleteLabels(request) {
      const { project } = await callerProject(request, request.body.projectId);
      const deleted = await deleteGroupings('label', project.id, csvValues(request.body.labelHashCsv));
      return { success: true, status: deleted > 1 ? 'Labels deleted' : 'Label deleted' };
    },

    // ------------------------------------------------------------ imports and moves

    async importKeywords(request) {
      const { account, project } = await callerProject(request, request.body.projectId);
      const terms = importTermsOf(csvValues(request.body.termCsv), 'body.termCsv');
      const req = await importRequest(request, account, project, terms, request.body);
      return db.kysely.transaction().execute((trx) => importKeywords(trx, req));
    },

    async importKeywordsToNewProject(request) {
      const user = requireUser(request);
      const account = projectAccountOf(user);
      const { body } = request;
      const name = body.projectName.trim();
      if (!name) throw new FieldValidationError([{ field: 'body.projectName', message: 'is empty' }]);
      const domain = body.primaryDomainName?.trim().toLowerCase() || null;
      const project: OwnProject = { id: randomUUID(), name, primaryDomainName: domain };
      const terms = importTermsOf(csvValues(body.termCsv), 'body.termCsv');
      const req = await importRequest(request, account, project, terms, body);
      return db.kysely.transaction().execute(async (trx) => {
        const taken = await trx
          .selectFrom('projects')
          .select('id')
          .where('account_user_id', '=', account)
          .where('name_key', '=', name.toLowerCase())
          .executeTakeFirst();
        if (taken) throw new HttpError(409, `A project named "${name}" already exists.`, 'DUPLICATE_PROJECT_NAME');
        const now = nowIso();
        await trx
          .insertInto('projects')
          .values({
            id: project.id,
            account_user_id: account,
            name,
            name_key: name.toLowerCase(),
            primary_domain_name: domain,
            created_at: now,
            last_used_at: now,
          })
          .execute();
        return { ...(await importKeywords(trx, req)), projectId: project.id };
      });
    },

    async importKeywordsFromUrl(request) {
      const { account, project } = await callerProject(request, request.body.projectId);
      const { url, sourceBody } = request.body;
      const path = url.split('?')[0] ?? '';
      const source = findOperation(operations, 'post', path);
      if (!source || !source.tags.some((t) => URL_IMPORT_SOURCE_TAGS.includes(t))) {
        throw new FieldValidationError([{ field: 'body.url', message: 'is not a research list this import can read' }]);
      }
      // The source answers as it would the caller: same session, same token.
      const answer = await request.server.inject({
        method: 'POST',
        url,
        payload: sourceBody ?? {},
        headers: {
          'content-type': 'application/json',
          ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
          ...(typeof request.headers['x-csrf-token'] === 'string'
            ? { 'x-csrf-token': request.headers['x-csrf-token'] }
            : {}),
        },
      });
      const read = answer.statusCode === 200 ? (answer.json() as { keywords?: unknown }) : {};
      const keywords = (Array.isArray(read.keywords) ? read.keywords : [])
        .map((item: unknown) => {
          const entry = (item ?? {}) as { keyword?: unknown; term?: unknown };
          if (typeof entry.keyword === 'string' && entry.keyword) return { keyword: entry.keyword };
          if (typeof entry.term === 'string' && entry.term) return { term: entry.term };
          return null;
        })
        .filter((k): k is { keyword: string } | { term: string } => k !== null);
      if (keywords.length === 0) {
        throw new FieldValidationError([{ field: 'body.url', message: 'answered no keywords list' }]);
      }
      const terms = importTermsOf(
        keywords.map((k) => ('keyword' in k ? k.keyword : k.term)),
        'body.url',
      );
      const req = await importRequest(request, account, project, terms, request.body);
      const result = await db.kysely.transaction().execute((trx) => importKeywords(trx, req));
      return { ...result, keywords };
    },

    async migrateKeywordsToProject(request) {
      const { body } = request;
      const { account, project: target } = await callerProject(request, body.newProjectId);
      const source = body.projectId ? await ownProject(db.kysely, account, body.projectId) : undefined;
      if (!(await isFullUserRequest(db, request))) {
        throw new HttpError(403, 'Only a full account can add keywords to a project.', 'NOT_FULL_USER');
      }
      const asked = csvIds(body.termIdsCsv);
      // A move takes the source's keywords; a copy any keyword of the corpus.
      const ids = source
        ? [...(await idsInProject(db.kysely, source.id, asked))]
        : (
            await db.kysely
              .selectFrom('keywords')
              .select('id')
              .where('id', 'in', asked.length ? asked : [-1])
              .execute()
          ).map((r) => Number(r.id));
      const already = await idsInProject(db.kysely, target.id, ids);
      const fresh = ids.filter((id) => !already.has(id));
      if (ids.length > 0 && fresh.length === 0) {
        throw new HttpError(
          409,
          fill(TEXT.selectedKeywordsAlreadyExist, { project: target.name }),
          'KEYWORDS_ALREADY_IN_PROJECT',
        );
      }
      const termCount = await db.kysely.transaction().execute(async (trx) => {
        if (!source || source.id === target.id) {
          const [allowance, used] = await Promise.all([allowanceOf(request), keywordsInUse(trx, account)]);
          if (used + fresh.length > allowance) {
            throw new HttpError(
              403,
              fill(TEXT.trackingCapReached, { used, limit: allowance }),
              'KEYWORD_LIMIT_REACHED',
            );
          }
        }
        const added = await addToProject(trx, target.id, fresh);
        if (source) await removeFromProject(trx, source.id, ids);
        return added;
      });
      return { newProjectId: target.id, termCount };
    },

    async checkTermPresence(request) {
      const { body } = request;
      const { project } = await callerProject(request, body.projectId);
      const [group, label] = await Promise.all([
        body.groupHash ? groupingByHash(db.kysely, 'group', project.id, body.groupHash) : undefined,
        body.labelHash ? groupingByHash(db.kysely, 'label', project.id, body.labelHash) : undefined,
      ]);
      const ids = csvIds(body.termIdsCsv);
      let present = await idsInProject(db.kysely, project.id, ids);
      for (const [kind, grouping] of [
        ['group', group],
        ['label', label],
      ] as const) {
        if (!grouping) continue;
        const members = await membersAmong(db.kysely, kind, grouping, ids);
        present = new Set([...present].filter((id) => members.has(id)));
      }
      return askedIds(body.termIdsCsv).map((termId) => ({ termId, hasKeyword: present.has(termId) }));
    },
  };
}
