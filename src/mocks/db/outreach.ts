/**
 * The workspace and link-manager tags' state: a project's outreach websites (domainId) and pages
 * (urlId, the link manager's links), each page with its notes, tasks, contact events and history.
 * It answers as the server does (src/server/workspace/outreach.ts, links.ts): a website is a host
 * of a project (`www.` dropped), a page one per host + path + query; every change to a page writes
 * its history row with the server's action and description; a website's own state writes none.
 * Figures the server reads from the research corpus (clicks, ranked keywords, contexts) stay the
 * fixtures' example values.
 */
import { getMockDb } from './state';
import { OUTREACH_CHANGE_ACTION, outreachChangeText, type OutreachChange } from '../../lib/outreachChange';
import { ALL_PROJECTS_ID } from '../../lib/spec/identity';
import { MockHttpError } from '../errors';
import { buildTableUrlEntry } from '../fixtures';
import type { Schemas } from '../spec';

type Status = Schemas['OutreachRelationshipStatus'];
type HistoryAction = Schemas['LinkHistoryEntry']['action'];
type ContactEventType = Schemas['ContactEventType'];

export interface StoredWebsite {
  domainId: number;
  projectId: string;
  name: string;
  relationshipStatus: Status;
  rating: number;
  tags: string[];
}

export interface StoredPage {
  urlId: number;
  projectId: string;
  domainId: number;
  /** host + path + query: one page per key in a project. */
  urlKey: string;
  fullUrl: string;
  relationshipStatus: Status;
  rating: number;
  tags: string[];
  createdAt: string;
}

export interface OutreachState {
  websites: Map<number, StoredWebsite>;
  pages: Map<number, StoredPage>;
  notes: Map<number, Schemas['LinkNote']>;
  tasks: Map<number, Schemas['LinkTask']>;
  contactEvents: Map<number, Schemas['LinkContactEvent']>;
  history: Schemas['LinkHistoryEntry'][];
  /** Next ids; they start above the OpenAPI examples' ids, so seeded example rows keep theirs. */
  next: { domain: number; url: number; row: number };
}

export function emptyOutreach(): OutreachState {
  return {
    websites: new Map(),
    pages: new Map(),
    notes: new Map(),
    tasks: new Map(),
    contactEvents: new Map(),
    history: [],
    next: { domain: 88100, url: 530800, row: 20000 },
  };
}

const outreach = () => getMockDb().outreach;
/** The mock's clock: a fixed day, a minute per change, so answers stay deterministic. */
const nowIso = () => new Date(Date.UTC(2025, 2, 6, 9, 0) + outreach().next.row * 60_000).toISOString();
const nextRow = () => ++outreach().next.row;

// ------------------------------------------------------------------ errors (the server's)

const projectNotFound = () => new MockHttpError(404, 'No such project in your account.', 'PROJECT_NOT_FOUND');
const linkNotFound = () => new MockHttpError(404, 'No such link in this project.', 'LINK_NOT_FOUND');
const websiteNotFound = () => new MockHttpError(404, 'No such website in this project.', 'WEBSITE_NOT_FOUND');
const duplicateLink = () => new MockHttpError(409, 'This link is already in the project.', 'DUPLICATE_LINK');
const noteNotFound = () => new MockHttpError(404, 'No such note in your account.', 'NOTE_NOT_FOUND');
const taskNotFound = () => new MockHttpError(404, 'No such task in your account.', 'TASK_NOT_FOUND');
const contactEventNotFound = () =>
  new MockHttpError(404, 'No such contact event in your account.', 'CONTACT_EVENT_NOT_FOUND');

// ------------------------------------------------------------------ projects a call names

/** The projects a read names: one of the user's, or all of them for the all-projects id. */
export function readableProjects(projectId: string): string[] {
  const { projects } = getMockDb();
  if (projectId === ALL_PROJECTS_ID) return [...projects.keys()];
  if (!projects.has(projectId)) throw projectNotFound();
  return [projectId];
}

/** The project a change names (the all-projects view is not one: 400 naming `field`). */
export function writableProject(projectId: string, field = 'query.projectId'): string {
  if (projectId === ALL_PROJECTS_ID) {
    throw MockHttpError.invalid(field, 'The all-projects view is not a project; name one.');
  }
  if (!getMockDb().projects.has(projectId)) throw projectNotFound();
  return projectId;
}

export function findPage(projectIds: readonly string[], urlId: number): StoredPage {
  const page = outreach().pages.get(urlId);
  if (!page || !projectIds.includes(page.projectId)) throw linkNotFound();
  return page;
}

export function findWebsite(projectIds: readonly string[], domainId: number): StoredWebsite {
  const site = outreach().websites.get(domainId);
  if (!site || !projectIds.includes(site.projectId)) throw websiteNotFound();
  return site;
}

// ------------------------------------------------------------------ rows as the contract shows them

const websiteOf = (page: StoredPage) => outreach().websites.get(page.domainId);

export function tableEntry(page: StoredPage): Schemas['TableUrlEntry'] {
  // The corpus figures are the example's.
  return buildTableUrlEntry({
    domainId: page.domainId,
    projectId: page.projectId,
    urlId: page.urlId,
    urlName: page.urlKey,
  });
}

export function outreachLink(page: StoredPage): Schemas['OutreachLink'] {
  return {
    ...tableEntry(page),
    fullUrl: page.fullUrl,
    domainName: websiteOf(page)?.name ?? '',
    relationshipStatus: page.relationshipStatus,
    rating: page.rating,
    tags: [...page.tags],
    createdAt: page.createdAt,
  };
}

export const pageRelationship = (page: StoredPage): Schemas['OutreachRelationship'] => ({
  projectId: page.projectId,
  domainId: page.domainId,
  urlId: page.urlId,
  domainName: websiteOf(page)?.name ?? '',
  relationshipStatus: page.relationshipStatus,
  rating: page.rating,
  tags: [...page.tags],
});

export const websiteRelationship = (site: StoredWebsite): Schemas['OutreachRelationship'] => ({
  projectId: site.projectId,
  domainId: site.domainId,
  urlId: null,
  domainName: site.name,
  relationshipStatus: site.relationshipStatus,
  rating: site.rating,
  tags: [...site.tags],
});

/** The pages of these projects, in the order they were added. */
export function pagesOf(projectIds: readonly string[]): StoredPage[] {
  return [...outreach().pages.values()]
    .filter((p) => projectIds.includes(p.projectId))
    .sort((a, b) => a.urlId - b.urlId);
}

/** Websites and pages of these projects as relationships: each website, then its pages. */
export function relationships(
  projectIds: readonly string[],
  only: { domainId?: number | undefined; urlId?: number | undefined },
): Schemas['OutreachRelationship'][] {
  if (only.urlId !== undefined) {
    const page = findPage(projectIds, only.urlId);
    if (only.domainId !== undefined && page.domainId !== only.domainId) throw linkNotFound();
    return [pageRelationship(page)];
  }
  const sites =
    only.domainId !== undefined
      ? [findWebsite(projectIds, only.domainId)]
      : [...outreach().websites.values()]
          .filter((s) => projectIds.includes(s.projectId))
          .sort((a, b) => a.domainId - b.domainId);
  const pages = pagesOf(projectIds);
  return sites.flatMap((s) => [
    websiteRelationship(s),
    ...pages.filter((p) => p.domainId === s.domainId).map(pageRelationship),
  ]);
}

// ------------------------------------------------------------------ input

export interface PageAddress {
  host: string;
  key: string;
  fullUrl: string;
}

/** The page a fullUrl names, or a 400 naming `field`. */
export function pageAddressOf(fullUrl: string, field: string): PageAddress {
  const trimmed = fullUrl.trim();
  if (!/^https?:\/\//i.test(trimmed)) throw MockHttpError.invalid(field, 'must be an http or https URL');
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw MockHttpError.invalid(field, 'not a valid domain or URL');
  }
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  if (!host.includes('.')) throw MockHttpError.invalid(field, 'not a valid domain or URL');
  return { host, key: `${host}${url.pathname}${url.search}`, fullUrl: trimmed };
}

/** Tags of a TagsCsv: trimmed, blanks and (case-insensitive) repeats dropped. */
export function tagsOfCsv(csv: string | null | undefined): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const part of (csv ?? '').split(',')) {
    const tag = part.trim();
    if (tag === '' || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}

/** Free text the schema let through may still be only spaces. */
export function requiredText(value: string | null, field: string): string {
  const text = (value ?? '').trim();
  if (!text) throw MockHttpError.invalid(field, 'is required');
  return text;
}

// ------------------------------------------------------------------ history

function recordHistory(page: StoredPage, action: HistoryAction, description: string): void {
  const historyId = nextRow();
  outreach().history.push({
    historyId,
    projectId: page.projectId,
    urlId: page.urlId,
    occurredAt: nowIso(),
    action,
    description,
  });
}

/** The start of a note or task, as its history row quotes it. */
const quoted = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);

/** The history of one link, or of every link of the projects: newest first. */
export function linkHistory(projectIds: readonly string[], urlId: number | undefined): Schemas['LinkHistoryEntry'][] {
  const pageIds = urlId === undefined ? null : findPage(projectIds, urlId).urlId;
  return outreach()
    .history.filter((h) => (pageIds === null ? outreach().pages.has(h.urlId) : h.urlId === pageIds))
    .map((h) => ({ ...h, projectId: outreach().pages.get(h.urlId)?.projectId ?? h.projectId }))
    .filter((h) => projectIds.includes(h.projectId))
    .sort((a, b) => b.historyId - a.historyId);
}

// ------------------------------------------------------------------ adding pages

function websiteFor(projectId: string, host: string, domainId?: number): StoredWebsite {
  const state = outreach();
  for (const s of state.websites.values()) if (s.projectId === projectId && s.name === host) return s;
  const site: StoredWebsite = {
    domainId: domainId ?? ++state.next.domain,
    projectId,
    name: host,
    relationshipStatus: 'none',
    rating: 0,
    tags: [],
  };
  state.websites.set(site.domainId, site);
  return site;
}

export function existingPage(projectId: string, key: string): StoredPage | undefined {
  for (const p of outreach().pages.values()) if (p.projectId === projectId && p.urlKey === key) return p;
  return undefined;
}

export interface NewPage {
  address: PageAddress;
  tags?: string[];
  /** The 'added' history row's text; `Added <page>` unless given. */
  description?: string;
  /** Seeds only: the example's ids. */
  ids?: { domainId: number; urlId: number };
}

/** Adds a page (and its website when new) with its 'added' history row. */
export function insertPage(projectId: string, page: NewPage): StoredPage {
  const state = outreach();
  const site = websiteFor(projectId, page.address.host, page.ids?.domainId);
  const stored: StoredPage = {
    urlId: page.ids?.urlId ?? ++state.next.url,
    projectId,
    domainId: site.domainId,
    urlKey: page.address.key,
    fullUrl: page.address.fullUrl,
    relationshipStatus: 'none',
    rating: 0,
    tags: page.tags ?? [],
    createdAt: nowIso(),
  };
  state.pages.set(stored.urlId, stored);
  recordHistory(stored, 'added', page.description ?? `Added ${page.address.key}`);
  return stored;
}

/** AddLink: a page already in the project is a 409. */
export function addLink(projectId: string, address: PageAddress): Schemas['LinkAddResponse'] {
  if (existingPage(projectId, address.key)) throw duplicateLink();
  const page = insertPage(projectId, { address });
  return { domainId: page.domainId, urlId: page.urlId, projectId };
}

export interface ImportEntry {
  address: PageAddress;
  tags: string[];
  contactName?: string | undefined;
  contactEmail?: string | undefined;
}

const contactText = (e: { contactName?: string | undefined; contactEmail?: string | undefined }) =>
  e.contactName ? ` (contact: ${e.contactName}${e.contactEmail ? ` <${e.contactEmail}>` : ''})` : '';

/** The outreach import: pages already in the project, or twice in the import, are skipped. */
export function importPages(projectId: string, entries: readonly ImportEntry[]): Schemas['OutreachImportResponse'] {
  const seen = new Set(pagesOf([projectId]).map((p) => p.urlKey));
  const added: StoredPage[] = [];
  for (const e of entries) {
    if (seen.has(e.address.key)) continue;
    seen.add(e.address.key);
    added.push(
      insertPage(projectId, {
        address: e.address,
        tags: e.tags,
        description: `Imported ${e.address.key}${contactText(e)}`,
      }),
    );
  }
  return { importedCount: added.length, skippedCount: entries.length - added.length, links: added.map(tableEntry) };
}

/** The page-URL import: a page already in the project keeps its state and its ids come back. */
export function importPageUrl(
  projectId: string,
  address: PageAddress,
  linksToIdOrQuery: string | undefined,
): Schemas['PageUrlImportResponse'] {
  const page =
    existingPage(projectId, address.key) ??
    insertPage(projectId, {
      address,
      description: `Added ${address.key}${linksToIdOrQuery ? ` (links to ${linksToIdOrQuery})` : ''}`,
    });
  return { domainId: page.domainId, urlId: page.urlId };
}

export function deleteLink(projectId: string, urlId: number): void {
  const state = outreach();
  const page = findPage([projectId], urlId);
  // Its notes, tasks, events and history go with it; its website stays.
  state.pages.delete(page.urlId);
  for (const table of [state.notes, state.tasks, state.contactEvents]) {
    for (const [id, row] of table) if (row.urlId === page.urlId) table.delete(id);
  }
  state.history = state.history.filter((h) => h.urlId !== page.urlId);
}

/** Everything outreach of a deleted project goes with it. */
export function deleteProjectOutreach(projectId: string): void {
  const state = outreach();
  for (const page of pagesOf([projectId])) deleteLink(projectId, page.urlId);
  for (const [id, site] of state.websites) if (site.projectId === projectId) state.websites.delete(id);
}

// ------------------------------------------------------------------ changing a page or a website

export type PageChange = OutreachChange<Status>;

function apply(target: StoredPage | StoredWebsite, change: PageChange): void {
  if (change.kind === 'relationship') target.relationshipStatus = change.value;
  else if (change.kind === 'rating') target.rating = change.value;
  else target.tags = [...change.value];
}

/** Changes a page's state; a real change writes its history row. */
export function changePage(projectId: string, urlId: number, change: PageChange): Schemas['OutreachRelationship'] {
  const page = findPage([projectId], urlId);
  const text = outreachChangeText(change, page);
  if (text !== null) {
    apply(page, change);
    recordHistory(page, OUTREACH_CHANGE_ACTION[change.kind], text);
  }
  return pageRelationship(page);
}

/** Changes a website's own state (no link, so no history row). */
export function changeWebsite(
  projectId: string,
  domainId: number,
  change: PageChange,
): Schemas['OutreachRelationship'] {
  const site = findWebsite([projectId], domainId);
  apply(site, change);
  return websiteRelationship(site);
}

/** Moves a website with its pages to another project; each page gets a 'moved' history row. */
export function moveWebsite(fromId: string, domainId: number, toId: string): void {
  const { projects } = getMockDb();
  const site = findWebsite([fromId], domainId);
  if (toId === fromId) throw MockHttpError.invalid('query.newProjectId', 'is the project the website is in');
  const clash = [...outreach().websites.values()].some((s) => s.projectId === toId && s.name === site.name);
  if (clash) throw MockHttpError.invalid('query.newProjectId', `already has the website ${site.name}`);
  site.projectId = toId;
  const from = projects.get(fromId)?.project.projectName ?? '';
  const to = projects.get(toId)?.project.projectName ?? '';
  for (const page of pagesOf([fromId]).filter((p) => p.domainId === site.domainId)) {
    page.projectId = toId;
    recordHistory(page, 'moved', `Moved from ${from} to ${to}`);
  }
}

// ------------------------------------------------------------------ notes, tasks, contact events

/** A page of the user's projects that a note, task or event (named by its row id alone) belongs to. */
const ownerOf = (row: { urlId: number } | undefined) => (row ? outreach().pages.get(row.urlId) : undefined);

export function linkNotes(projectIds: readonly string[], urlId: number): Schemas['LinkNote'][] {
  const page = findPage(projectIds, urlId);
  return [...outreach().notes.values()]
    .filter((n) => n.urlId === page.urlId)
    .sort((a, b) => b.noteRowId - a.noteRowId)
    .map((n) => ({ ...n, projectId: page.projectId }));
}

export function addNote(projectId: string, urlId: number, note: string, noteRowId?: number): Schemas['LinkNote'] {
  const page = findPage([projectId], urlId);
  const row = {
    noteRowId: noteRowId ?? nextRow(),
    projectId: page.projectId,
    urlId: page.urlId,
    note,
    createdAt: nowIso(),
  };
  outreach().notes.set(row.noteRowId, row);
  recordHistory(page, 'noteAdded', `Note added: ${quoted(note)}`);
  return { ...row };
}

export function deleteNote(noteRowId: number): void {
  const note = outreach().notes.get(noteRowId);
  const page = ownerOf(note);
  if (!note || !page) throw noteNotFound();
  outreach().notes.delete(noteRowId);
  recordHistory(page, 'noteDeleted', `Note deleted: ${quoted(note.note)}`);
}

/** A link's tasks: open ones first, then by due date (undated last), then as added. */
export function linkTasks(projectIds: readonly string[], urlId: number): Schemas['LinkTask'][] {
  const page = findPage(projectIds, urlId);
  const due = (t: Schemas['LinkTask']) => t.dueDate ?? '9999-99-99';
  return [...outreach().tasks.values()]
    .filter((t) => t.urlId === page.urlId)
    .sort(
      (a, b) =>
        Number(a.isComplete) - Number(b.isComplete) || due(a).localeCompare(due(b)) || a.taskRowId - b.taskRowId,
    )
    .map((t) => ({ ...t, projectId: page.projectId }));
}

export interface NewTask {
  taskId: number;
  text: string;
  dueDate: string | null;
  taskRowId?: number;
}

export function addTask(projectId: string, urlId: number, task: NewTask): Schemas['LinkTask'] {
  const page = findPage([projectId], urlId);
  const row: Schemas['LinkTask'] = {
    taskId: task.taskId,
    taskRowId: task.taskRowId ?? nextRow(),
    projectId: page.projectId,
    urlId: page.urlId,
    text: task.text,
    dueDate: task.dueDate,
    isComplete: false,
  };
  outreach().tasks.set(row.taskRowId, row);
  recordHistory(page, 'taskAdded', `Task added: ${quoted(task.text)}`);
  return { ...row };
}

export interface TaskChange {
  taskId?: number | undefined;
  text?: string | undefined;
  dueDate?: string | undefined;
  isComplete?: boolean | undefined;
}

/** Updates a task of the link, writing what changed to its history (updated, completed, reopened). */
export function updateTask(
  projectId: string,
  urlId: number,
  taskRowId: number,
  change: TaskChange,
): Schemas['LinkTask'] {
  const page = findPage([projectId], urlId);
  const task = outreach().tasks.get(taskRowId);
  if (!task || task.urlId !== page.urlId) throw taskNotFound();
  const before = { ...task };
  task.taskId = change.taskId ?? task.taskId;
  task.text = change.text ?? task.text;
  task.dueDate = change.dueDate ?? task.dueDate;
  task.isComplete = change.isComplete ?? task.isComplete;
  if (task.taskId !== before.taskId || task.text !== before.text || task.dueDate !== before.dueDate) {
    recordHistory(page, 'taskUpdated', `Task updated: ${quoted(task.text)}`);
  }
  if (!before.isComplete && task.isComplete)
    recordHistory(page, 'taskCompleted', `Task completed: ${quoted(task.text)}`);
  else if (before.isComplete && !task.isComplete) {
    recordHistory(page, 'taskReopened', `Task reopened: ${quoted(task.text)}`);
  }
  return { ...task, projectId: page.projectId };
}

export function deleteTask(taskRowId: number): void {
  const task = outreach().tasks.get(taskRowId);
  const page = ownerOf(task);
  if (!task || !page) throw taskNotFound();
  outreach().tasks.delete(taskRowId);
  recordHistory(page, 'taskDeleted', `Task deleted: ${quoted(task.text)}`);
}

/** A link's contact events, or every event of the projects' links (no urlId): newest first (by the day they happened, then as logged). */
export function linkContactEvents(
  projectIds: readonly string[],
  urlId: number | undefined,
): Schemas['LinkContactEvent'][] {
  const pageId = urlId === undefined ? null : findPage(projectIds, urlId).urlId;
  return [...outreach().contactEvents.values()]
    .filter((e) => (pageId === null ? outreach().pages.has(e.urlId) : e.urlId === pageId))
    .map((e) => ({ ...e, projectId: outreach().pages.get(e.urlId)?.projectId ?? e.projectId }))
    .filter((e) => projectIds.includes(e.projectId))
    .sort((a, b) => b.eventDate.localeCompare(a.eventDate) || b.rowId - a.rowId);
}

const CONTACT_VERB: Record<ContactEventType, string> = {
  email: 'Emailed',
  phone: 'Called',
  social: 'Messaged (social)',
  meeting: 'Met',
  other: 'Contacted',
};

export type NewContactEvent = Omit<Schemas['LinkContactEvent'], 'rowId' | 'projectId' | 'urlId'> & { rowId?: number };

export function addContactEvent(projectId: string, urlId: number, event: NewContactEvent): Schemas['LinkContactEvent'] {
  const page = findPage([projectId], urlId);
  const row: Schemas['LinkContactEvent'] = {
    ...event,
    rowId: event.rowId ?? nextRow(),
    projectId: page.projectId,
    urlId: page.urlId,
  };
  outreach().contactEvents.set(row.rowId, row);
  recordHistory(page, 'contactLogged', `${CONTACT_VERB[event.eventType]} ${event.contactName}`);
  return { ...row };
}

export function deleteContactEvent(rowId: number): void {
  const event = outreach().contactEvents.get(rowId);
  const page = ownerOf(event);
  if (!event || !page) throw contactEventNotFound();
  outreach().contactEvents.delete(rowId);
  recordHistory(page, 'contactDeleted', `Contact deleted: ${quoted(event.contactName)}`);
}
