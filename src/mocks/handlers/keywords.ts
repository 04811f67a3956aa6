/** Saved keywords, groups and labels of a project (doc 2 §7), backed by the mock db. */
import { TEXT, fill } from '../../lib/spec/text';
import * as db from '../db';
import { MockHttpError, errorBody, failureResponse, validationError } from '../errors';
import { buildKeywordSourceItems } from './sources';
import { http } from '../http';
import { mockFor } from '../registry';

const projectNotFound = () => errorBody(404, 'No such project in your account.', 'PROJECT_NOT_FOUND');
const groupNotFound = () => errorBody(404, 'No such group in this project.', 'GROUP_NOT_FOUND');

export const keywordsHandlers = [
  mockFor(
    'getKeywordTracking',
    http.get('/NsaApi/MySpyFu/Keywords/KeywordTracking/GetTracking', ({ query, response }) => {
      const project = db.getProject(query.get('projectId'));
      if (!project) return response(404).json(projectNotFound());
      const trackedTermIds = [...project.keywords.keys()].slice(0, 2);
      return response(200).json({
        projectId: project.project.id,
        trackedTermIds,
        weeklyTrackingCount: trackedTermIds.length,
      });
    }),
  ),
  mockFor(
    'getRankTracking',
    http.get('/NsaApi/MySpyFu/Keywords/KeywordTracking/GetRankTracking', ({ query, response }) => {
      const project = db.getProject(query.get('projectId'));
      if (!project) return response(404).json(projectNotFound());
      const groupHash = query.get('groupHash');
      if (groupHash && !project.groups.has(groupHash)) return response(404).json(groupNotFound());
      const number = (name: 'weeks' | 'sortDomainIndex' | 'startRow' | 'rowsToDisplay', fallback: number) => {
        const value = query.get(name);
        return value ? Number(value) : fallback;
      };
      return response(200).json(
        db.rankTracking(project, {
          weeks: number('weeks', 12),
          device: query.get('device') === 'mobile' ? 'mobile' : 'desktop',
          groupHash,
          filterTerm: query.get('filterTerm'),
          sortColumn: query.get('sortColumn'),
          sortDomainIndex: number('sortDomainIndex', 0),
          sortDirection: query.get('sortDirection'),
          startRow: number('startRow', 1),
          rowsToDisplay: number('rowsToDisplay', 100),
        }),
      );
    }),
  ),
  mockFor(
    'removeKeywordsFromGroup',
    http.post('/NsaApi/MySpyFu/Keywords/GroupActions/RemoveKeywords', async ({ request, response }) => {
      const body = await request.json();
      const project = db.getProject(body.projectId);
      if (!project) return response(404).json(projectNotFound());
      if (!project.groups.has(body.groupHash)) return response(404).json(groupNotFound());
      const members = db.termsInProject(project, db.splitIds(body.termIdsCsv));
      let termCount = 0;
      for (const k of members) if (k.groupHashes.delete(body.groupHash)) termCount++;
      return response(200).json({ projectId: body.projectId, termCount });
    }),
  ),
  mockFor(
    'deleteGroup',
    http.get('/NsaApi/MySpyFu/Keywords/Groups/DeleteGroup', ({ query, response }) => {
      const project = db.getProject(query.get('projectId'));
      if (!project) return response(404).json(projectNotFound());
      const hashes = db.csvValues(query.get('groupHashCsv') ?? query.get('groupHash'));
      if (hashes.length === 0) {
        return response(400).json(
          validationError([{ field: 'query.groupHash', message: 'groupHash or groupHashCsv is required' }]),
        );
      }
      if (db.deleteGroups(project, hashes) === 0) return response(404).json(groupNotFound());
      return response(200).json({ success: true, status: hashes.length > 1 ? 'Groups deleted' : 'Group deleted' });
    }),
  ),
  mockFor(
    'renameGroup',
    http.get('/NsaApi/MySpyFu/Keywords/Groups/RenameGroup', ({ query, response }) => {
      const project = db.getProject(query.get('projectId'));
      if (!project) return response(404).json(projectNotFound());
      const groupHash = query.get('groupHash') ?? '';
      const name = query.get('name') ?? '';
      const group = project.groups.get(groupHash);
      if (!group) return response(404).json(groupNotFound());
      const clash = [...project.groups.values()].some(
        (g) => g.groupHash !== groupHash && g.name.toLowerCase() === name.toLowerCase(),
      );
      if (clash) {
        return response(409).json(
          errorBody(409, `A group named "${name}" already exists in this project.`, 'DUPLICATE_GROUP_NAME'),
        );
      }
      group.name = name;
      return response(200).json({ status: 'Group renamed', groupHash, name });
    }),
  ),
  mockFor(
    'getGroups',
    http.get('/NsaApi/MySpyFu/Keywords/Groups/GetGroups', ({ query, response }) => {
      const project = db.getProject(query.get('projectId'));
      if (!project) return response(404).json(projectNotFound());
      const max = Number(query.get('maxResults') ?? 0);
      return response(200).json(db.groupRows(project, max > 0 ? max : undefined));
    }),
  ),
  mockFor(
    'getGroupDetails',
    http.get('/NsaApi/MySpyFu/Keywords/Groups/Details', ({ query, response }) => {
      const project = db.getProject(query.get('projectId'));
      if (!project) return response(404).json(projectNotFound());
      const details = db.groupDetails(project, query.get('groupHash') ?? '');
      return details ? response(200).json(details) : response(404).json(groupNotFound());
    }),
  ),
  mockFor(
    'addGroup',
    http.get('/NsaApi/MySpyFu/Keywords/Groups/AddGroup', ({ query, response }) => {
      const project = db.getProject(query.get('projectId'));
      if (!project) return response(404).json(projectNotFound());
      const name = query.get('name') ?? '';
      const created = db.addGroup(project, name);
      if (!created) {
        return response(409).json(
          errorBody(409, `A group named "${name}" already exists in this project.`, 'DUPLICATE_GROUP_NAME'),
        );
      }
      return response(200).json(created);
    }),
  ),
  mockFor(
    'deleteKeywordsFromProject',
    http.post('/NsaApi/MySpyFu/Keywords/Keywords/DeleteKeywordsFromProject', async ({ request, response }) => {
      const body = await request.json();
      const project = db.getProject(body.projectId);
      if (!project) return response(404).json(projectNotFound());
      const termCount = db.removeTerms(project, db.splitIds(body.termIdsCsv));
      return response(200).json({ projectId: body.projectId, termCount });
    }),
  ),
  mockFor(
    'getKeywordList',
    http.get('/NsaApi/MySpyFu/Keywords/Keywords/GetKeywordList', ({ query, response }) => {
      const project = db.getProject(query.get('projectId'));
      if (!project) return response(404).json(projectNotFound());
      const rows = query.get('rowsToDisplay');
      const start = query.get('startRow');
      return response(200).json(
        db.keywordList(project, {
          filterTerm: query.get('filterTerm'),
          sortColumn: query.get('sortColumn'),
          sortDirection: query.get('sortDirection'),
          rowsToDisplay: rows ? Number(rows) : undefined,
          startRow: start ? Number(start) : undefined,
          groupHash: query.get('groupHash'),
          labelHash: query.get('labelHash'),
        }),
      );
    }),
  ),
  mockFor(
    'getKeywordCount',
    http.get('/NsaApi/MySpyFu/Keywords/Keywords/KeywordCount', ({ response }) => response(200).json(db.keywordCount())),
  ),
  mockFor(
    'deleteLabels',
    http.post('/NsaApi/MySpyFu/Keywords/Labels/DeleteLabels', async ({ request, response }) => {
      const body = await request.json();
      const project = db.getProject(body.projectId);
      if (!project) return response(404).json(projectNotFound());
      let n = 0;
      for (const hash of db.csvValues(body.labelHashCsv)) {
        if (!project.labels.delete(hash)) continue;
        n++;
        for (const k of project.keywords.values()) k.labelHashes.delete(hash);
      }
      if (n === 0) return response(404).json(errorBody(404, 'No such label in this project.', 'LABEL_NOT_FOUND'));
      return response(200).json({ success: true, status: n > 1 ? 'Labels deleted' : 'Label deleted' });
    }),
  ),
  mockFor(
    'getLabels',
    http.get('/NsaApi/MySpyFu/Keywords/Labels/GetLabels', ({ query, response }) => {
      const project = db.getProject(query.get('projectId'));
      if (!project) return response(404).json(projectNotFound());
      return response(200).json(db.labelRows(project));
    }),
  ),
  mockFor(
    'removeKeywordsFromLabel',
    http.post('/NsaApi/MySpyFu/Keywords/LabelActions/RemoveKeywords', async ({ request, response }) => {
      const body = await request.json();
      const project = db.getProject(body.projectId);
      if (!project) return response(404).json(projectNotFound());
      const label = db.labelByName(project, body.labelName, false);
      if (!label) return response(404).json(errorBody(404, 'No such label in this project.', 'LABEL_NOT_FOUND'));
      let termCount = 0;
      for (const k of db.termsInProject(project, db.splitIds(body.termIdsCsv))) {
        if (k.labelHashes.delete(label.labelHash)) termCount++;
      }
      return response(200).json({ projectId: body.projectId, termCount });
    }),
  ),
  mockFor(
    'addKeywordsToLabel',
    http.post('/NsaApi/MySpyFu/Keywords/LabelActions/AddKeywords', async ({ request, response }) => {
      const body = await request.json();
      const project = db.getProject(body.projectId);
      if (!project) return response(404).json(projectNotFound());
      const label = db.labelByName(project, body.labelName, true);
      if (!label) return response(404).json(errorBody(404));
      let termCount = 0;
      for (const k of db.termsInProject(project, db.splitIds(body.termIdsCsv))) {
        if (!k.labelHashes.has(label.labelHash)) termCount++;
        k.labelHashes.add(label.labelHash);
      }
      return response(200).json({ labelHash: label.labelHash, labelName: label.labelName, termCount });
    }),
  ),
  mockFor(
    'importKeywords',
    http.post('/NsaApi/MySpyFu/Keywords/KeywordActions/Import', async ({ request, response }) => {
      const body = await request.json();
      const project = db.getProject(body.projectId);
      if (!project) return response(404).json(projectNotFound());
      return response(200).json(
        db.importTerms(project, {
          terms: db.csvValues(body.termCsv),
          groupNames: db.csvValues(body.groupNameCsv),
          labelNames: db.csvValues(body.labelNameCsv),
        }),
      );
    }),
  ),
  mockFor(
    'migrateKeywordsToGroup',
    http.post('/NsaApi/MySpyFu/Keywords/KeywordActions/MigrateToGroup', async ({ request, response }) => {
      const body = await request.json();
      const project = db.getProject(body.projectId);
      if (!project) return response(404).json(projectNotFound());
      if (!project.groups.has(body.newGroupHash)) return response(404).json(groupNotFound());
      const members = db.termsInProject(project, db.splitIds(body.termIdsCsv));
      for (const k of members) k.groupHashes.add(body.newGroupHash);
      return response(200).json({ success: true, status: `${members.length} keywords moved to group` });
    }),
  ),
  mockFor(
    'migrateKeywordsToProject',
    http.post('/NsaApi/MySpyFu/Keywords/KeywordActions/MigrateToProject', async ({ request, response }) => {
      const body = await request.json();
      const target = db.getProject(body.newProjectId);
      if (!target) return response(404).json(projectNotFound());
      const source = body.projectId ? db.getProject(body.projectId) : undefined;
      if (body.projectId && !source) return response(404).json(projectNotFound());
      if (!db.getMockDb().user.isFullUser) {
        return response.untyped(
          failureResponse(
            new MockHttpError(403, 'Only a full account can add keywords to a project.', 'NOT_FULL_USER'),
          ),
        );
      }
      const asked = db.splitIds(body.termIdsCsv);
      // A move takes the source's keywords; a copy any keyword of the research database.
      const known = new Set(db.getMockDb().terms.values());
      const ids = asked.filter((id) => (source ? source.keywords.has(id) : known.has(id)));
      const fresh = ids.filter((id) => !target.keywords.has(id));
      if (ids.length > 0 && fresh.length === 0) {
        return response.untyped(
          failureResponse(
            new MockHttpError(
              409,
              fill(TEXT.selectedKeywordsAlreadyExist, { project: target.project.projectName }),
              'KEYWORDS_ALREADY_IN_PROJECT',
            ),
          ),
        );
      }
      const { usedCount, totalCount } = db.keywordCount();
      if ((!source || source === target) && usedCount + fresh.length > totalCount) {
        return response.untyped(
          failureResponse(
            new MockHttpError(
              403,
              fill(TEXT.trackingCapReached, { used: usedCount, limit: totalCount }),
              'KEYWORD_LIMIT_REACHED',
            ),
          ),
        );
      }
      for (const id of fresh) db.ensureTerm(target, id);
      if (source) db.removeTerms(source, ids);
      return response(200).json({ newProjectId: target.project.id, termCount: fresh.length });
    }),
  ),
  mockFor(
    'importKeywordsToNewProject',
    http.post('/NsaApi/MySpyFu/Keywords/KeywordActions/NewProjectImport', async ({ request, response }) => {
      const body = await request.json();
      if (db.findProjectByName(body.projectName)) {
        return response(409).json(
          errorBody(409, `A project named "${body.projectName}" already exists.`, 'DUPLICATE_PROJECT_NAME'),
        );
      }
      const project = db.addProject(body.projectName, body.primaryDomainName ?? null);
      const result = db.importTerms(project, {
        terms: db.csvValues(body.termCsv),
        groupNames: db.csvValues(body.groupNameCsv),
        labelNames: db.csvValues(body.labelNameCsv),
      });
      return response(200).json({ ...result, projectId: project.project.id });
    }),
  ),
  mockFor(
    'checkTermPresence',
    http.post('/NsaApi/MySpyFu/Keywords/KeywordActions/CheckTermPresence', async ({ request, response }) => {
      const body = await request.json();
      const project = db.getProject(body.projectId);
      if (!project) return response(404).json(projectNotFound());
      return response(200).json(
        db.splitIds(body.termIdsCsv).map((termId) => {
          const k = project.keywords.get(termId);
          const hasKeyword =
            k !== undefined &&
            (!body.groupHash || k.groupHashes.has(body.groupHash)) &&
            (!body.labelHash || k.labelHashes.has(body.labelHash));
          return { termId, hasKeyword };
        }),
      );
    }),
  ),
  mockFor(
    'importKeywordsFromUrl',
    http.post('/NsaApi/MySpyFu/Keywords/KeywordActions/ImportFromUrl', async ({ request, response }) => {
      const body = await request.json();
      const project = db.getProject(body.projectId);
      if (!project) return response(404).json(projectNotFound());
      const keywords = buildKeywordSourceItems(body.url);
      const result = db.importTerms(project, {
        terms: keywords.map((k) => ('keyword' in k ? k.keyword : k.term)),
        groupNames: db.csvValues(body.groupNameCsv),
        labelNames: db.csvValues(body.labelNameCsv),
      });
      return response(200).json({ ...result, keywords });
    }),
  ),
];
