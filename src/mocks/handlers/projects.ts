/** Projects (doc 2 §7), backed by the mock db. */
import * as db from '../db';
import { errorBody } from '../errors';
import { http } from '../http';
import { mockFor } from '../registry';

const duplicateName = (name: string) =>
  errorBody(409, `A project named "${name}" already exists.`, 'DUPLICATE_PROJECT_NAME');

export const projectsHandlers = [
  mockFor(
    'createProject',
    http.get('/NsaApi/MySpyFu/Projects/CreateProject', ({ query, response }) => {
      const name = query.get('projectName') ?? '';
      if (db.findProjectByName(name)) return response(409).json(duplicateName(name));
      const stored = db.addProject(name, query.get('primaryDomainName') || null);
      return response(200).json({ id: stored.project.id });
    }),
  ),
  mockFor(
    'deleteProject',
    http.get('/NsaApi/MySpyFu/Projects/DeleteProject', ({ query, response }) => {
      if (!db.deleteProject(query.get('projectId') ?? '')) {
        return response(404).json(errorBody(404, 'No such project in your account.', 'PROJECT_NOT_FOUND'));
      }
      return response(200).json({ success: true, status: 'Project deleted' });
    }),
  ),
  mockFor(
    'getProjects',
    http.get('/NsaApi/MySpyFu/Projects/GetProjects', ({ response }) => response(200).json(db.listProjects())),
  ),
  mockFor(
    'patchProject',
    http.get('/NsaApi/MySpyFu/Projects/PatchProject', ({ query, response }) => {
      const stored = db.getProject(query.get('projectId'));
      if (!stored) return response(404).json(errorBody(404, 'No such project in your account.', 'PROJECT_NOT_FOUND'));
      const name = query.get('projectName');
      const other = name ? db.findProjectByName(name) : undefined;
      if (name && other && other !== stored) return response(409).json(duplicateName(name));
      return response(200).json(
        db.patchProject(stored, { projectName: name, primaryDomainName: query.get('primaryDomainName') }),
      );
    }),
  ),
];
