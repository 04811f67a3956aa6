/** Outreach links with their notes, tasks, contact events and history (doc 2 §7); fixture-based. */
import { ALL_PROJECTS_ID } from '../../lib/spec/identity';
import * as db from '../db';
import { errorBody } from '../errors';
import {
  buildLinkAddResponse,
  buildLinkContactEvent,
  buildLinkNote,
  buildLinkTask,
  buildOutreachLink,
  buildTableUrlEntry,
  exampleLinkHistory,
} from '../fixtures';
import { http } from '../http';
import { mockFor } from '../registry';
import type { Schemas } from '../spec';

const projectNotFound = () => errorBody(404, 'No such project in your account.', 'PROJECT_NOT_FOUND');
const ids = (projectId: string | null, urlId: string | null) => ({
  projectId: projectId ?? '',
  urlId: Number(urlId ?? 0),
});

export const linkManagerHandlers = [
  mockFor(
    'deleteLink',
    http.get('/NsaApi/MySpyFu/Link/DeleteLink', ({ query, response }) => {
      if (!db.getProject(query.get('projectId'))) return response(404).json(projectNotFound());
      return response(200).json({ success: true, status: 'Link deleted' });
    }),
  ),
  mockFor(
    'getLinks',
    http.get('/NsaApi/MySpyFu/Link/GetLinks', ({ query, response }) => {
      const projectId = query.get('projectId') ?? '';
      // The all-projects id lists the links of every project.
      const projectIds = projectId === ALL_PROJECTS_ID ? db.listProjects().map((p) => p.id) : [projectId];
      if (projectId !== ALL_PROJECTS_ID && !db.getProject(projectId)) return response(404).json(projectNotFound());
      return response(200).json(projectIds.map((id, i) => buildTableUrlEntry({ projectId: id, urlId: 530771 + i })));
    }),
  ),
  mockFor(
    'getLink',
    http.get('/NsaApi/MySpyFu/Link/GetLink', ({ query, response }) =>
      response(200).json(buildOutreachLink(ids(query.get('projectId'), query.get('urlId')))),
    ),
  ),
  mockFor(
    'addLink',
    http.get('/NsaApi/MySpyFu/Link/AddLink', ({ query, response }) => {
      const projectId = query.get('projectId') ?? '';
      if (!db.getProject(projectId)) return response(404).json(projectNotFound());
      return response(200).json(buildLinkAddResponse({ projectId, urlId: db.nextRowId() }));
    }),
  ),
  mockFor(
    'getLinkHistory',
    http.get('/NsaApi/MySpyFu/LinkHistory/GetLinkHistory', ({ query, response }) => {
      const projectId = query.get('projectId') ?? '';
      const history = (exampleLinkHistory() as Schemas['LinkHistoryEntry'][]).map((h) => ({ ...h, projectId }));
      return response(200).json(history);
    }),
  ),
  mockFor(
    'getLinkNotes',
    http.get('/NsaApi/MySpyFu/LinkNotes/GetLinkNotes', ({ query, response }) =>
      response(200).json([buildLinkNote(ids(query.get('projectId'), query.get('urlId')))]),
    ),
  ),
  mockFor(
    'addLinkNote',
    http.get('/NsaApi/MySpyFu/LinkNotes/AddLinkNote', ({ query, response }) =>
      response(200).json(
        buildLinkNote({
          ...ids(query.get('projectId'), query.get('urlId')),
          noteRowId: db.nextRowId(),
          note: query.get('note') ?? '',
        }),
      ),
    ),
  ),
  mockFor(
    'deleteLinkNote',
    http.get('/NsaApi/MySpyFu/LinkNotes/DeleteLinkNote', ({ response }) =>
      response(200).json({ success: true, status: 'Note deleted' }),
    ),
  ),
  mockFor(
    'getLinkTasks',
    http.get('/NsaApi/MySpyFu/LinkTasks/GetLinkTasks', ({ query, response }) =>
      response(200).json([buildLinkTask(ids(query.get('projectId'), query.get('urlId')))]),
    ),
  ),
  mockFor(
    'addLinkTask',
    http.get('/NsaApi/MySpyFu/LinkTasks/AddLinkTask', ({ query, response }) =>
      response(200).json(
        buildLinkTask({
          ...ids(query.get('projectId'), query.get('urlId')),
          taskRowId: db.nextRowId(),
          taskId: Number(query.get('taskId') ?? 5),
          text: query.get('text') ?? '',
          dueDate: query.get('dueDate'),
          isComplete: false,
        }),
      ),
    ),
  ),
  mockFor(
    'updateLinkTask',
    http.get('/NsaApi/MySpyFu/LinkTasks/UpdateLinkTask', ({ query, response }) => {
      const task = buildLinkTask({
        ...ids(query.get('projectId'), query.get('urlId')),
        taskRowId: Number(query.get('taskRowId')),
      });
      const text = query.get('text');
      const taskId = query.get('taskId');
      const dueDate = query.get('dueDate');
      const isComplete = query.get('isComplete');
      return response(200).json({
        ...task,
        ...(text ? { text } : {}),
        ...(taskId ? { taskId: Number(taskId) } : {}),
        ...(dueDate ? { dueDate } : {}),
        ...(isComplete ? { isComplete: isComplete === 'true' } : {}),
      });
    }),
  ),
  mockFor(
    'deleteLinkTask',
    http.get('/NsaApi/MySpyFu/LinkTasks/DeleteLinkTask', ({ response }) =>
      response(200).json({ success: true, status: 'Task deleted' }),
    ),
  ),
  mockFor(
    'getLinkContactEvents',
    http.get('/NsaApi/MySpyFu/LinkContactEvents/GetLinkContactEvents', ({ query, response }) =>
      response(200).json([buildLinkContactEvent(ids(query.get('projectId'), query.get('urlId')))]),
    ),
  ),
  mockFor(
    'addLinkContactEvent',
    http.get('/NsaApi/MySpyFu/LinkContactEvents/AddLinkContactEvent', ({ query, response }) =>
      response(200).json(
        buildLinkContactEvent({
          ...ids(query.get('projectId'), query.get('urlId')),
          rowId: db.nextRowId(),
          eventType: query.get('eventType') ?? 'other',
          contactName: query.get('contactName') ?? '',
          contactEmail: query.get('contactEmail'),
          eventDate: query.get('eventDate') ?? '',
          notes: query.get('notes') ?? '',
        }),
      ),
    ),
  ),
  mockFor(
    'deleteLinkContactEvent',
    http.get('/NsaApi/MySpyFu/LinkContactEvents/DeleteLinkContactEvent', ({ response }) =>
      response(200).json({ success: true, status: 'Contact event deleted' }),
    ),
  ),
];
