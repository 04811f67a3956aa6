/**
 * Outreach links with their notes, tasks, contact events and history (doc 2 §7), backed by the
 * mock db (db/outreach.ts) and answering as the server's link-manager handlers do: reads accept the
 * all-projects id, changes name one project, unknown ids answer 404, every change to a link writes
 * its history row.
 */
import * as db from '../db';
import { answeringFailures } from '../errors';
import { http } from '../http';
import { mockFor } from '../registry';
import type { Schemas } from '../spec';

/** A query integer the gate has checked (present when required). */
const int = (value: string | null) => Number(value ?? 0);
const optional = (value: string | null) => (value === null ? undefined : value);

export const linkManagerHandlers = [
  mockFor(
    'deleteLink',
    http.get(
      '/NsaApi/MySpyFu/Link/DeleteLink',
      answeringFailures(({ query, response }) => {
        db.deleteLink(db.writableProject(query.get('projectId') ?? ''), int(query.get('urlId')));
        return response(200).json({ success: true, status: 'Link deleted' });
      }),
    ),
  ),
  mockFor(
    'getLinks',
    http.get(
      '/NsaApi/MySpyFu/Link/GetLinks',
      answeringFailures(({ query, response }) => {
        const projectIds = db.readableProjects(query.get('projectId') ?? '');
        return response(200).json(db.pagesOf(projectIds).map(db.tableEntry));
      }),
    ),
  ),
  mockFor(
    'getLink',
    http.get(
      '/NsaApi/MySpyFu/Link/GetLink',
      answeringFailures(({ query, response }) => {
        const projectIds = db.readableProjects(query.get('projectId') ?? '');
        return response(200).json(db.outreachLink(db.findPage(projectIds, int(query.get('urlId')))));
      }),
    ),
  ),
  mockFor(
    'addLink',
    http.get(
      '/NsaApi/MySpyFu/Link/AddLink',
      answeringFailures(({ query, response }) => {
        const projectId = db.writableProject(query.get('projectId') ?? '');
        const address = db.pageAddressOf(query.get('fullUrl') ?? '', 'query.fullUrl');
        return response(200).json(db.addLink(projectId, address));
      }),
    ),
  ),
  mockFor(
    'getLinkHistory',
    http.get(
      '/NsaApi/MySpyFu/LinkHistory/GetLinkHistory',
      answeringFailures(({ query, response }) => {
        const projectIds = db.readableProjects(query.get('projectId') ?? '');
        const urlId = query.get('urlId');
        return response(200).json(db.linkHistory(projectIds, urlId === null ? undefined : Number(urlId)));
      }),
    ),
  ),
  mockFor(
    'getLinkNotes',
    http.get(
      '/NsaApi/MySpyFu/LinkNotes/GetLinkNotes',
      answeringFailures(({ query, response }) => {
        const projectIds = db.readableProjects(query.get('projectId') ?? '');
        return response(200).json(db.linkNotes(projectIds, int(query.get('urlId'))));
      }),
    ),
  ),
  mockFor(
    'addLinkNote',
    http.get(
      '/NsaApi/MySpyFu/LinkNotes/AddLinkNote',
      answeringFailures(({ query, response }) => {
        const note = db.requiredText(query.get('note'), 'query.note');
        const projectId = db.writableProject(query.get('projectId') ?? '');
        return response(200).json(db.addNote(projectId, int(query.get('urlId')), note));
      }),
    ),
  ),
  mockFor(
    'deleteLinkNote',
    http.get(
      '/NsaApi/MySpyFu/LinkNotes/DeleteLinkNote',
      answeringFailures(({ query, response }) => {
        db.deleteNote(int(query.get('noteRowId')));
        return response(200).json({ success: true, status: 'Note deleted' });
      }),
    ),
  ),
  mockFor(
    'getLinkTasks',
    http.get(
      '/NsaApi/MySpyFu/LinkTasks/GetLinkTasks',
      answeringFailures(({ query, response }) => {
        const projectIds = db.readableProjects(query.get('projectId') ?? '');
        return response(200).json(db.linkTasks(projectIds, int(query.get('urlId'))));
      }),
    ),
  ),
  mockFor(
    'addLinkTask',
    http.get(
      '/NsaApi/MySpyFu/LinkTasks/AddLinkTask',
      answeringFailures(({ query, response }) => {
        const task = {
          taskId: int(query.get('taskId')),
          text: db.requiredText(query.get('text'), 'query.text'),
          dueDate: query.get('dueDate'),
        };
        const projectId = db.writableProject(query.get('projectId') ?? '');
        return response(200).json(db.addTask(projectId, int(query.get('urlId')), task));
      }),
    ),
  ),
  mockFor(
    'updateLinkTask',
    http.get(
      '/NsaApi/MySpyFu/LinkTasks/UpdateLinkTask',
      answeringFailures(({ query, response }) => {
        const text = query.get('text');
        const taskId = query.get('taskId');
        const isComplete = query.get('isComplete');
        const change = {
          taskId: taskId === null ? undefined : Number(taskId),
          text: text === null ? undefined : db.requiredText(text, 'query.text'),
          dueDate: optional(query.get('dueDate')),
          isComplete: isComplete === null ? undefined : isComplete === 'true',
        };
        const projectId = db.writableProject(query.get('projectId') ?? '');
        return response(200).json(
          db.updateTask(projectId, int(query.get('urlId')), int(query.get('taskRowId')), change),
        );
      }),
    ),
  ),
  mockFor(
    'deleteLinkTask',
    http.get(
      '/NsaApi/MySpyFu/LinkTasks/DeleteLinkTask',
      answeringFailures(({ query, response }) => {
        db.deleteTask(int(query.get('taskRowId')));
        return response(200).json({ success: true, status: 'Task deleted' });
      }),
    ),
  ),
  mockFor(
    'getLinkContactEvents',
    http.get(
      '/NsaApi/MySpyFu/LinkContactEvents/GetLinkContactEvents',
      answeringFailures(({ query, response }) => {
        const projectIds = db.readableProjects(query.get('projectId') ?? '');
        const urlId = query.get('urlId');
        return response(200).json(db.linkContactEvents(projectIds, urlId === null ? undefined : Number(urlId)));
      }),
    ),
  ),
  mockFor(
    'addLinkContactEvent',
    http.get(
      '/NsaApi/MySpyFu/LinkContactEvents/AddLinkContactEvent',
      answeringFailures(({ query, response }) => {
        const event = {
          eventType: (query.get('eventType') ?? 'other') as Schemas['ContactEventType'],
          contactName: db.requiredText(query.get('contactName'), 'query.contactName'),
          contactEmail: query.get('contactEmail')?.trim() || null,
          eventDate: query.get('eventDate') ?? '',
          notes: query.get('notes')?.trim() ?? '',
        };
        const projectId = db.writableProject(query.get('projectId') ?? '');
        return response(200).json(db.addContactEvent(projectId, int(query.get('urlId')), event));
      }),
    ),
  ),
  mockFor(
    'deleteLinkContactEvent',
    http.get(
      '/NsaApi/MySpyFu/LinkContactEvents/DeleteLinkContactEvent',
      answeringFailures(({ query, response }) => {
        db.deleteContactEvent(int(query.get('rowId')));
        return response(200).json({ success: true, status: 'Contact event deleted' });
      }),
    ),
  ),
];
