/** Projects (doc 2 §7), backed by the mock db. */
import * as db from '../db';
import { errorBody, validationError } from '../errors';
import { http } from '../http';
import { mockFor } from '../registry';

const projectNotFound = () => errorBody(404, 'No such project in your account.', 'PROJECT_NOT_FOUND');

/** A host of letters, digits and hyphens with a dot (the server reads it with the public-suffix list). */
const DOMAIN_SHAPE = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/;

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
  mockFor(
    'getProjectCompetitors',
    http.get('/NsaApi/MySpyFu/Projects/Competitors', ({ query, response }) => {
      const stored = db.getProject(query.get('projectId'));
      if (!stored) return response(404).json(projectNotFound());
      const { id, primaryDomainName } = stored.project;
      return response(200).json({ projectId: id, primaryDomainName, competitors: [...stored.competitors] });
    }),
  ),
  mockFor(
    'saveProjectCompetitors',
    http.post('/NsaApi/MySpyFu/Projects/Competitors', async ({ request, response }) => {
      const body = await request.json();
      const stored = db.getProject(body.projectId);
      if (!stored) return response(404).json(projectNotFound());
      const own = stored.project.primaryDomainName;
      const domains: string[] = [];
      const fields: { field: string; message: string }[] = [];
      body.competitors.forEach((value, i) => {
        const field = `body.competitors.${i}`;
        const domain = value
          .trim()
          .toLowerCase()
          .replace(/^www\./, '');
        if (domain.includes('/')) fields.push({ field, message: 'must be a domain, not a page' });
        else if (!DOMAIN_SHAPE.test(domain)) fields.push({ field, message: 'not a valid domain or URL' });
        else if (domain === own) fields.push({ field, message: "is the project's own domain" });
        else if (domains.includes(domain)) fields.push({ field, message: 'is already in the list' });
        else domains.push(domain);
      });
      if (fields.length > 0) return response(400).json(validationError(fields));
      stored.competitors = domains;
      const { id, primaryDomainName } = stored.project;
      return response(200).json({ projectId: id, primaryDomainName, competitors: domains });
    }),
  ),
];
