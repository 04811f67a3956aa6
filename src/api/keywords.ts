/**
 * API calls of the `keywords` tag: Saved keywords, groups and labels of a project (doc 2 §7).
 * One function per operation, named after its operationId and typed from schema.gen.ts, so a change in
 * openapi/ breaks the build here. Each resolves with the 2xx body or throws an ApiError (see
 * ./client.ts).
 */
import { type Data, get, type JsonBody, post, type Query } from './client';

/** GET /NsaApi/MySpyFu/Keywords/Groups/AddGroup: Create a group — a GET in the spec, still CSRF-protected. */
export function addGroup(query: Query<'addGroup'>): Promise<Data<'addGroup'>> {
  return get('/NsaApi/MySpyFu/Keywords/Groups/AddGroup', { query });
}

/** POST /NsaApi/MySpyFu/Keywords/LabelActions/AddKeywords: Label keywords (a new label name creates the label). */
export function addKeywordsToLabel(body: JsonBody<'addKeywordsToLabel'>): Promise<Data<'addKeywordsToLabel'>> {
  return post('/NsaApi/MySpyFu/Keywords/LabelActions/AddKeywords', body);
}

/**
 * POST /NsaApi/MySpyFu/Keywords/KeywordActions/CheckTermPresence: Which of these terms are in the project (group,
 * label)? Path or payload of our design (x-inferred).
 */
export function checkTermPresence(body: JsonBody<'checkTermPresence'>): Promise<Data<'checkTermPresence'>> {
  return post('/NsaApi/MySpyFu/Keywords/KeywordActions/CheckTermPresence', body);
}

/**
 * GET /NsaApi/MySpyFu/Keywords/Groups/DeleteGroup: Delete a group (or several) — a GET in the spec, still
 * CSRF-protected.
 */
export function deleteGroup(query: Query<'deleteGroup'>): Promise<Data<'deleteGroup'>> {
  return get('/NsaApi/MySpyFu/Keywords/Groups/DeleteGroup', { query });
}

/**
 * POST /NsaApi/MySpyFu/Keywords/Keywords/DeleteKeywordsFromProject: Delete keywords from a project (and from its
 * groups and labels). Path or payload of our design (x-inferred).
 */
export function deleteKeywordsFromProject(
  body: JsonBody<'deleteKeywordsFromProject'>,
): Promise<Data<'deleteKeywordsFromProject'>> {
  return post('/NsaApi/MySpyFu/Keywords/Keywords/DeleteKeywordsFromProject', body);
}

/**
 * POST /NsaApi/MySpyFu/Keywords/Labels/DeleteLabels: Delete labels (the keywords stay). Path or payload of our
 * design (x-inferred).
 */
export function deleteLabels(body: JsonBody<'deleteLabels'>): Promise<Data<'deleteLabels'>> {
  return post('/NsaApi/MySpyFu/Keywords/Labels/DeleteLabels', body);
}

/** GET /NsaApi/MySpyFu/Keywords/Groups/Details: Metrics of one group (loaded when its row expands). */
export function getGroupDetails(query: Query<'getGroupDetails'>): Promise<Data<'getGroupDetails'>> {
  return get('/NsaApi/MySpyFu/Keywords/Groups/Details', { query });
}

/** GET /NsaApi/MySpyFu/Keywords/Groups/GetGroups: List the groups of a project. */
export function getGroups(query: Query<'getGroups'>): Promise<Data<'getGroups'>> {
  return get('/NsaApi/MySpyFu/Keywords/Groups/GetGroups', { query });
}

/**
 * GET /NsaApi/MySpyFu/Keywords/Keywords/KeywordCount: The account's keyword allowance and use (keyword count
 * widget). Path or payload of our design (x-inferred).
 */
export function getKeywordCount(query?: Query<'getKeywordCount'>): Promise<Data<'getKeywordCount'>> {
  return get('/NsaApi/MySpyFu/Keywords/Keywords/KeywordCount', { query });
}

/**
 * GET /NsaApi/MySpyFu/Keywords/Keywords/GetKeywordList: One page of a project's keywords (optionally of a group or
 * label).
 */
export function getKeywordList(query: Query<'getKeywordList'>): Promise<Data<'getKeywordList'>> {
  return get('/NsaApi/MySpyFu/Keywords/Keywords/GetKeywordList', { query });
}

/**
 * GET /NsaApi/MySpyFu/Keywords/KeywordTracking/GetTracking: Weekly rank tracking state of a project's keywords.
 * Path or payload of our design (x-inferred).
 */
export function getKeywordTracking(query: Query<'getKeywordTracking'>): Promise<Data<'getKeywordTracking'>> {
  return get('/NsaApi/MySpyFu/Keywords/KeywordTracking/GetTracking', { query });
}

/**
 * GET /NsaApi/MySpyFu/Keywords/Labels/GetLabels: List the labels of a project. Path or payload of our design
 * (x-inferred).
 */
export function getLabels(query: Query<'getLabels'>): Promise<Data<'getLabels'>> {
  return get('/NsaApi/MySpyFu/Keywords/Labels/GetLabels', { query });
}

/** POST /NsaApi/MySpyFu/Keywords/KeywordActions/Import: Import keywords into a project (and groups/labels by name). */
export function importKeywords(body: JsonBody<'importKeywords'>): Promise<Data<'importKeywords'>> {
  return post('/NsaApi/MySpyFu/Keywords/KeywordActions/Import', body);
}

/**
 * POST /NsaApi/MySpyFu/Keywords/KeywordActions/ImportFromUrl: Import the keywords listed by a supplied research
 * URL. Path or payload of our design (x-inferred).
 */
export function importKeywordsFromUrl(body: JsonBody<'importKeywordsFromUrl'>): Promise<Data<'importKeywordsFromUrl'>> {
  return post('/NsaApi/MySpyFu/Keywords/KeywordActions/ImportFromUrl', body);
}

/**
 * POST /NsaApi/MySpyFu/Keywords/KeywordActions/NewProjectImport: Create a project and import keywords into it.
 * Path or payload of our design (x-inferred).
 */
export function importKeywordsToNewProject(
  body: JsonBody<'importKeywordsToNewProject'>,
): Promise<Data<'importKeywordsToNewProject'>> {
  return post('/NsaApi/MySpyFu/Keywords/KeywordActions/NewProjectImport', body);
}

/**
 * POST /NsaApi/MySpyFu/Keywords/KeywordActions/MigrateToGroup: Move keywords into another group of the same
 * project.
 */
export function migrateKeywordsToGroup(
  body: JsonBody<'migrateKeywordsToGroup'>,
): Promise<Data<'migrateKeywordsToGroup'>> {
  return post('/NsaApi/MySpyFu/Keywords/KeywordActions/MigrateToGroup', body);
}

/** POST /NsaApi/MySpyFu/Keywords/KeywordActions/MigrateToProject: Copy or move keywords into another project. */
export function migrateKeywordsToProject(
  body: JsonBody<'migrateKeywordsToProject'>,
): Promise<Data<'migrateKeywordsToProject'>> {
  return post('/NsaApi/MySpyFu/Keywords/KeywordActions/MigrateToProject', body);
}

/**
 * POST /NsaApi/MySpyFu/Keywords/GroupActions/RemoveKeywords: Remove keywords from a group (they stay in the
 * project).
 */
export function removeKeywordsFromGroup(
  body: JsonBody<'removeKeywordsFromGroup'>,
): Promise<Data<'removeKeywordsFromGroup'>> {
  return post('/NsaApi/MySpyFu/Keywords/GroupActions/RemoveKeywords', body);
}

/** POST /NsaApi/MySpyFu/Keywords/LabelActions/RemoveKeywords: Remove keywords from a label. */
export function removeKeywordsFromLabel(
  body: JsonBody<'removeKeywordsFromLabel'>,
): Promise<Data<'removeKeywordsFromLabel'>> {
  return post('/NsaApi/MySpyFu/Keywords/LabelActions/RemoveKeywords', body);
}

/** GET /NsaApi/MySpyFu/Keywords/Groups/RenameGroup: Rename a group. Path or payload of our design (x-inferred). */
export function renameGroup(query: Query<'renameGroup'>): Promise<Data<'renameGroup'>> {
  return get('/NsaApi/MySpyFu/Keywords/Groups/RenameGroup', { query });
}
