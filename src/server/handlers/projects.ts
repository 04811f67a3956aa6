/**
 * The projects tag (doc 2 §7): an account's workspace projects. A team shares its owner's projects
 * (ProjectsTable.account_user_id). Lists show the most recently used first.
 */
import { randomUUID } from 'node:crypto';

import { nowIso, requireUser, type HandlerContext, type Schemas } from './context';
import type { TagHandlers } from './operation';
import { ALL_PROJECTS_ID } from '../../lib/spec/identity';
import { INFERRED_TEXT } from '../../lib/spec/text';
import type { ProjectsTable } from '../db/schema';
import { FieldValidationError, HttpError } from '../errors';
import { ownProject, projectAccountOf } from '../workspace/access';
import { competitorDomains, competitorsOf, saveCompetitors } from '../workspace/competitors';
import { storedDomain } from '../workspace/keywordMetrics';

const duplicateName = (name: string) =>
  new HttpError(409, `A project named "${name}" already exists.`, 'DUPLICATE_PROJECT_NAME');
const notFound = () => new HttpError(404, 'No such project in your account.', 'PROJECT_NOT_FOUND');

/** A name the schema let through (1–100 characters) may still be only spaces. */
function projectNameOf(value: string, field: string): string {
  const name = value.trim();
  if (!name) throw new FieldValidationError([{ field, message: INFERRED_TEXT.required }]);
  return name;
}

const domainOf = (value: string) => value.trim().toLowerCase();

function toProject(row: Pick<ProjectsTable, 'id' | 'name' | 'primary_domain_name'>): Schemas['Project'] {
  return { id: row.id, projectName: row.name, name: row.name, primaryDomainName: row.primary_domain_name };
}

export function createProjectsHandlers(ctx: HandlerContext): TagHandlers<'projects'> {
  const { db } = ctx;

  async function findByName(account: number, name: string) {
    return db.kysely
      .selectFrom('projects')
      .select('id')
      .where('account_user_id', '=', account)
      .where('name_key', '=', name.toLowerCase())
      .executeTakeFirst();
  }

  async function findOwn(account: number, projectId: string) {
    return db.kysely
      .selectFrom('projects')
      .selectAll()
      .where('account_user_id', '=', account)
      .where('id', '=', projectId)
      .executeTakeFirst();
  }

  return {
    async createProject(request) {
      const account = projectAccountOf(requireUser(request));
      const name = projectNameOf(request.query.projectName, 'query.projectName');
      const domain = request.query.primaryDomainName ? domainOf(request.query.primaryDomainName) : null;
      if (await findByName(account, name)) throw duplicateName(name);
      const id = randomUUID();
      const now = nowIso();
      await db.kysely
        .insertInto('projects')
        .values({
          id,
          account_user_id: account,
          name,
          name_key: name.toLowerCase(),
          primary_domain_name: domain || null,
          created_at: now,
          last_used_at: now,
        })
        .execute();
      return { id };
    },

    async getProjects(request) {
      const account = projectAccountOf(requireUser(request));
      const rows = await db.kysely
        .selectFrom('projects')
        .select(['id', 'name', 'primary_domain_name'])
        .where('account_user_id', '=', account)
        .orderBy('last_used_at', 'desc')
        .orderBy('name_key')
        .execute();
      return rows.map(toProject);
    },

    async patchProject(request) {
      const account = projectAccountOf(requireUser(request));
      const { projectId, projectName, primaryDomainName } = request.query;
      if (projectName === undefined && primaryDomainName === undefined) {
        throw new FieldValidationError([{ field: 'query.projectName', message: INFERRED_TEXT.required }]);
      }
      const project = await findOwn(account, projectId);
      if (!project) throw notFound();
      const name = projectName === undefined ? project.name : projectNameOf(projectName, 'query.projectName');
      const other = name === project.name ? undefined : await findByName(account, name);
      if (other && other.id !== project.id) throw duplicateName(name);
      const domain = primaryDomainName === undefined ? project.primary_domain_name : domainOf(primaryDomainName);
      await db.kysely
        .updateTable('projects')
        .set({ name, name_key: name.toLowerCase(), primary_domain_name: domain || null, last_used_at: nowIso() })
        .where('id', '=', project.id)
        .execute();
      return toProject({ id: project.id, name, primary_domain_name: domain || null });
    },

    async getProjectCompetitors(request) {
      const project = await ownProject(db.kysely, projectAccountOf(requireUser(request)), request.query.projectId);
      return {
        projectId: project.id,
        primaryDomainName: project.primaryDomainName,
        competitors: await competitorsOf(db.kysely, project.id),
      };
    },

    async saveProjectCompetitors(request) {
      const { body } = request;
      const project = await ownProject(db.kysely, projectAccountOf(requireUser(request)), body.projectId);
      const competitors = competitorDomains(body.competitors, storedDomain(project.primaryDomainName));
      await saveCompetitors(db.kysely, project.id, competitors, nowIso());
      return { projectId: project.id, primaryDomainName: project.primaryDomainName, competitors };
    },

    async deleteProject(request) {
      const account = projectAccountOf(requireUser(request));
      const { projectId } = request.query;
      if (projectId === ALL_PROJECTS_ID) {
        throw new FieldValidationError([
          { field: 'query.projectId', message: 'The all-projects view is not a project and cannot be deleted.' },
        ]);
      }
      const deleted = await db.kysely
        .deleteFrom('projects')
        .where('account_user_id', '=', account)
        .where('id', '=', projectId)
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) throw notFound();
      return { success: true, status: 'Project deleted' };
    },
  };
}
