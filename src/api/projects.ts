/**
 * API calls of the `projects` tag: Projects (doc 2 §7).
 * One function per operation, named after its operationId and typed from schema.gen.ts, so a change in
 * openapi/ breaks the build here. Each resolves with the 2xx body or throws an ApiError (see
 * ./client.ts).
 */
import { type Data, get, type Query } from './client';

/** GET /NsaApi/MySpyFu/Projects/CreateProject: Create a project — a GET in the spec, still CSRF-protected. */
export function createProject(query: Query<'createProject'>): Promise<Data<'createProject'>> {
  return get('/NsaApi/MySpyFu/Projects/CreateProject', { query });
}

/**
 * GET /NsaApi/MySpyFu/Projects/DeleteProject: Delete a project with its keywords, groups, labels and outreach
 * data.
 */
export function deleteProject(query: Query<'deleteProject'>): Promise<Data<'deleteProject'>> {
  return get('/NsaApi/MySpyFu/Projects/DeleteProject', { query });
}

/**
 * GET /NsaApi/MySpyFu/Projects/GetProjects: List the caller's projects, most recently used first. Path or payload
 * of our design (x-inferred).
 */
export function getProjects(query?: Query<'getProjects'>): Promise<Data<'getProjects'>> {
  return get('/NsaApi/MySpyFu/Projects/GetProjects', { query });
}

/**
 * GET /NsaApi/MySpyFu/Projects/PatchProject: Rename a project or change its domain (edit-project). Path or payload
 * of our design (x-inferred).
 */
export function patchProject(query: Query<'patchProject'>): Promise<Data<'patchProject'>> {
  return get('/NsaApi/MySpyFu/Projects/PatchProject', { query });
}
