/**
 * The link-manager tag (doc 2 §7): a project's outreach links (pages) with their notes, tasks,
 * contact events and history (src/server/workspace/outreach.ts, links.ts). Reads accept the
 * all-projects id; changes name one project. Every call works in the caller's account
 * (projectAccountOf); another account's project, link, note, task or event answers 404 and
 * changes nothing. Every change to a link writes its history row in the same transaction.
 */
import type { FastifyRequest } from 'fastify';

import { requireUser, type HandlerContext } from './context';
import type { TagHandlers } from './operation';
import type { HttpError } from '../errors';
import { projectAccountOf } from '../workspace/access';
import {
  addContactEvent,
  addNote,
  addTask,
  calendarDate,
  contactEventNotFound,
  deleteChild,
  linkContactEvents,
  linkHistory,
  linkNotes,
  linkTasks,
  noteNotFound,
  requiredText,
  taskNotFound,
  updateTask,
} from '../workspace/links';
import {
  duplicateLink,
  existingPage,
  findPage,
  inTransaction,
  insertPage,
  onceMoreOnConflict,
  outreachLink,
  pageAddressOf,
  pagesQuery,
  readableProjects,
  tableEntries,
  writableProject,
} from '../workspace/outreach';

export function createLinkManagerHandlers(ctx: HandlerContext): TagHandlers<'link-manager'> {
  const { db } = ctx;
  const accountOf = (request: FastifyRequest) => projectAccountOf(requireUser(request));
  const readable = (request: FastifyRequest, projectId: string) =>
    readableProjects(db.kysely, accountOf(request), projectId);
  const writable = async (request: FastifyRequest, projectId: string) =>
    (await writableProject(db.kysely, accountOf(request), projectId)).id;

  /** Deletes an account's note, task or event by its row id; a 404 when it has none. */
  async function deleteOwned(
    request: FastifyRequest,
    table: Parameters<typeof deleteChild>[1],
    id: number,
    notFound: () => HttpError,
    status: string,
  ) {
    if (!(await deleteChild(db, table, accountOf(request), id))) throw notFound();
    return { success: true, status };
  }

  return {
    async getLinks(request) {
      const projectIds = await readable(request, request.query.projectId);
      return tableEntries(db, await pagesQuery(db.kysely, projectIds).execute());
    },

    async getLink(request) {
      const projectIds = await readable(request, request.query.projectId);
      return outreachLink(db, await findPage(db.kysely, projectIds, request.query.urlId));
    },

    async addLink(request) {
      const projectId = await writable(request, request.query.projectId);
      const address = pageAddressOf(request.query.fullUrl, 'query.fullUrl');
      return onceMoreOnConflict(() =>
        inTransaction(db, async (trx) => {
          if (await existingPage(trx, projectId, address.key)) throw duplicateLink();
          return { ...(await insertPage(trx, projectId, { address })), projectId };
        }),
      );
    },

    async deleteLink(request) {
      const projectId = await writable(request, request.query.projectId);
      const page = await findPage(db.kysely, [projectId], request.query.urlId);
      // Its notes, tasks, events and history go with it (on delete cascade); its website stays.
      await db.kysely.deleteFrom('outreach_urls').where('id', '=', page.id).execute();
      return { success: true, status: 'Link deleted' };
    },

    async getLinkHistory(request) {
      const projectIds = await readable(request, request.query.projectId);
      return linkHistory(db.kysely, projectIds, request.query.urlId);
    },

    async getLinkNotes(request) {
      const projectIds = await readable(request, request.query.projectId);
      return linkNotes(db.kysely, projectIds, request.query.urlId);
    },

    async addLinkNote(request) {
      const { projectId, urlId, note } = request.query;
      const text = requiredText(note, 'query.note');
      return addNote(db, await writable(request, projectId), urlId, text);
    },

    async deleteLinkNote(request) {
      return deleteOwned(request, 'outreach_notes', request.query.noteRowId, noteNotFound, 'Note deleted');
    },

    async getLinkTasks(request) {
      const projectIds = await readable(request, request.query.projectId);
      return linkTasks(db.kysely, projectIds, request.query.urlId);
    },

    async addLinkTask(request) {
      const q = request.query;
      const task = {
        taskKind: q.taskId,
        text: requiredText(q.text, 'query.text'),
        dueDate: q.dueDate === undefined ? null : calendarDate(q.dueDate, 'query.dueDate'),
      };
      return addTask(db, await writable(request, q.projectId), q.urlId, task);
    },

    async updateLinkTask(request) {
      const q = request.query;
      const change = {
        taskKind: q.taskId,
        text: q.text === undefined ? undefined : requiredText(q.text, 'query.text'),
        dueDate: q.dueDate === undefined ? undefined : calendarDate(q.dueDate, 'query.dueDate'),
        isComplete: q.isComplete,
      };
      return updateTask(db, await writable(request, q.projectId), q.urlId, q.taskRowId, change);
    },

    async deleteLinkTask(request) {
      return deleteOwned(request, 'outreach_tasks', request.query.taskRowId, taskNotFound, 'Task deleted');
    },

    async getLinkContactEvents(request) {
      const projectIds = await readable(request, request.query.projectId);
      return linkContactEvents(db.kysely, projectIds, request.query.urlId);
    },

    async addLinkContactEvent(request) {
      const q = request.query;
      const event = {
        eventType: q.eventType,
        contactName: requiredText(q.contactName, 'query.contactName'),
        contactEmail: q.contactEmail?.trim() || null,
        eventDate: calendarDate(q.eventDate, 'query.eventDate'),
        notes: q.notes?.trim() ?? '',
      };
      return addContactEvent(db, await writable(request, q.projectId), q.urlId, event);
    },

    async deleteLinkContactEvent(request) {
      return deleteOwned(
        request,
        'outreach_contact_events',
        request.query.rowId,
        contactEventNotFound,
        'Contact event deleted',
      );
    },
  };
}
