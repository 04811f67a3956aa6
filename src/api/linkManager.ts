/**
 * API calls of the `link-manager` tag: Outreach links with their notes, tasks, contact events and
 * history (doc 2 §7).
 * One function per operation, named after its operationId and typed from schema.gen.ts, so a change in
 * openapi/ breaks the build here. Each resolves with the 2xx body or throws an ApiError (see
 * ./client.ts).
 */
import { type Data, get, type Query } from './client';

/**
 * GET /NsaApi/MySpyFu/Link/AddLink: Add a page URL to a project's outreach. Path or payload of our design
 * (x-inferred).
 */
export function addLink(query: Query<'addLink'>): Promise<Data<'addLink'>> {
  return get('/NsaApi/MySpyFu/Link/AddLink', { query });
}

/**
 * GET /NsaApi/MySpyFu/LinkContactEvents/AddLinkContactEvent: Log a contact event on a link. Path or payload of our
 * design (x-inferred).
 */
export function addLinkContactEvent(query: Query<'addLinkContactEvent'>): Promise<Data<'addLinkContactEvent'>> {
  return get('/NsaApi/MySpyFu/LinkContactEvents/AddLinkContactEvent', { query });
}

/** GET /NsaApi/MySpyFu/LinkNotes/AddLinkNote: Add a note to a link. Path or payload of our design (x-inferred). */
export function addLinkNote(query: Query<'addLinkNote'>): Promise<Data<'addLinkNote'>> {
  return get('/NsaApi/MySpyFu/LinkNotes/AddLinkNote', { query });
}

/** GET /NsaApi/MySpyFu/LinkTasks/AddLinkTask: Add a task to a link. Path or payload of our design (x-inferred). */
export function addLinkTask(query: Query<'addLinkTask'>): Promise<Data<'addLinkTask'>> {
  return get('/NsaApi/MySpyFu/LinkTasks/AddLinkTask', { query });
}

/**
 * GET /NsaApi/MySpyFu/Link/DeleteLink: Remove a link from a project's outreach. Path or payload of our design
 * (x-inferred).
 */
export function deleteLink(query: Query<'deleteLink'>): Promise<Data<'deleteLink'>> {
  return get('/NsaApi/MySpyFu/Link/DeleteLink', { query });
}

/** GET /NsaApi/MySpyFu/LinkContactEvents/DeleteLinkContactEvent: Delete a contact event. */
export function deleteLinkContactEvent(
  query: Query<'deleteLinkContactEvent'>,
): Promise<Data<'deleteLinkContactEvent'>> {
  return get('/NsaApi/MySpyFu/LinkContactEvents/DeleteLinkContactEvent', { query });
}

/** GET /NsaApi/MySpyFu/LinkNotes/DeleteLinkNote: Delete a note. */
export function deleteLinkNote(query: Query<'deleteLinkNote'>): Promise<Data<'deleteLinkNote'>> {
  return get('/NsaApi/MySpyFu/LinkNotes/DeleteLinkNote', { query });
}

/** GET /NsaApi/MySpyFu/LinkTasks/DeleteLinkTask: Delete a task. */
export function deleteLinkTask(query: Query<'deleteLinkTask'>): Promise<Data<'deleteLinkTask'>> {
  return get('/NsaApi/MySpyFu/LinkTasks/DeleteLinkTask', { query });
}

/** GET /NsaApi/MySpyFu/Link/GetLink: One link with its details (link-details view). */
export function getLink(query: Query<'getLink'>): Promise<Data<'getLink'>> {
  return get('/NsaApi/MySpyFu/Link/GetLink', { query });
}

/**
 * GET /NsaApi/MySpyFu/LinkContactEvents/GetLinkContactEvents: Contact events of a link. Path or payload of our
 * design (x-inferred).
 */
export function getLinkContactEvents(query: Query<'getLinkContactEvents'>): Promise<Data<'getLinkContactEvents'>> {
  return get('/NsaApi/MySpyFu/LinkContactEvents/GetLinkContactEvents', { query });
}

/**
 * GET /NsaApi/MySpyFu/LinkHistory/GetLinkHistory: Activity history of a link, or of all links of a project. Path
 * or payload of our design (x-inferred).
 */
export function getLinkHistory(query: Query<'getLinkHistory'>): Promise<Data<'getLinkHistory'>> {
  return get('/NsaApi/MySpyFu/LinkHistory/GetLinkHistory', { query });
}

/** GET /NsaApi/MySpyFu/LinkNotes/GetLinkNotes: Notes of a link. Path or payload of our design (x-inferred). */
export function getLinkNotes(query: Query<'getLinkNotes'>): Promise<Data<'getLinkNotes'>> {
  return get('/NsaApi/MySpyFu/LinkNotes/GetLinkNotes', { query });
}

/** GET /NsaApi/MySpyFu/Link/GetLinks: The links table of a project. */
export function getLinks(query: Query<'getLinks'>): Promise<Data<'getLinks'>> {
  return get('/NsaApi/MySpyFu/Link/GetLinks', { query });
}

/** GET /NsaApi/MySpyFu/LinkTasks/GetLinkTasks: Tasks of a link. Path or payload of our design (x-inferred). */
export function getLinkTasks(query: Query<'getLinkTasks'>): Promise<Data<'getLinkTasks'>> {
  return get('/NsaApi/MySpyFu/LinkTasks/GetLinkTasks', { query });
}

/**
 * GET /NsaApi/MySpyFu/LinkTasks/UpdateLinkTask: Update a task (text, due date, done). Path or payload of our
 * design (x-inferred).
 */
export function updateLinkTask(query: Query<'updateLinkTask'>): Promise<Data<'updateLinkTask'>> {
  return get('/NsaApi/MySpyFu/LinkTasks/UpdateLinkTask', { query });
}
