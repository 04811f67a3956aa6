/**
 * A link's notes, tasks and contact events, and its history (doc 2 §7 link manager). Every change
 * writes its history row in the same transaction: an addition (noteAdded, taskAdded,
 * contactLogged), a task's edit, completion or reopening, and a deletion (noteDeleted, taskDeleted,
 * contactDeleted). A note, task or event named by its row id alone is
 * looked up through its link's project, inside the caller's account: another account's row
 * answers 404 like an unknown one.
 */
import { sql, type Kysely } from 'kysely';

import { recordHistory, type HistoryAction } from './linkHistory';
import { findPage, inTransaction, isStorableId } from './outreach';
import type { components } from '../../api/schema.gen';
import type { Db } from '../db';
import type { Database } from '../db/schema';
import { FieldValidationError, HttpError } from '../errors';

type Schemas = components['schemas'];

const nowIso = () => new Date().toISOString();

export const noteNotFound = () => new HttpError(404, 'No such note in your account.', 'NOTE_NOT_FOUND');
export const taskNotFound = () => new HttpError(404, 'No such task in your account.', 'TASK_NOT_FOUND');
export const contactEventNotFound = () =>
  new HttpError(404, 'No such contact event in your account.', 'CONTACT_EVENT_NOT_FOUND');

/** Free text the schema let through (minLength 1) may still be only spaces. */
export function requiredText(value: string, field: string): string {
  const text = value.trim();
  if (!text) throw new FieldValidationError([{ field, message: 'is required' }]);
  return text;
}

/** A YYYY-MM-DD that is a real day (2025-02-30 is not). */
export function calendarDate(value: string, field: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const day = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!match || !day || day.toISOString().slice(0, 10) !== value) {
    throw new FieldValidationError([{ field, message: 'must be a date (YYYY-MM-DD)' }]);
  }
  return value;
}

type ChildTable = 'outreach_notes' | 'outreach_tasks' | 'outreach_contact_events';

/** The link (page id and project) of an account's note, task or event; null when it has none. */
async function childOwner(db: Kysely<Database>, table: ChildTable, account: number, id: number) {
  if (!isStorableId(id)) return null;
  // The three tables share the columns read here (id, url_id): typed as one of them.
  const row = await db
    .selectFrom(`${table} as c` as 'outreach_notes as c')
    .innerJoin('outreach_urls as u', 'u.id', 'c.url_id')
    .innerJoin('projects as p', 'p.id', 'u.project_id')
    .select(['c.id', 'u.id as url_id', 'u.project_id'])
    .where('p.account_user_id', '=', account)
    .where('c.id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}

/** What a deletion writes to the link's history: its action, and the deleted row's words it quotes. */
const DELETION_HISTORY = {
  outreach_notes: {
    action: 'noteDeleted',
    label: 'Note deleted',
    text: (db, id) => readText(db, 'outreach_notes', 'note', id),
  },
  outreach_tasks: {
    action: 'taskDeleted',
    label: 'Task deleted',
    text: (db, id) => readText(db, 'outreach_tasks', 'text', id),
  },
  outreach_contact_events: {
    action: 'contactDeleted',
    label: 'Contact deleted',
    text: (db, id) => readText(db, 'outreach_contact_events', 'contact_name', id),
  },
} satisfies Record<
  ChildTable,
  { action: HistoryAction; label: string; text: (db: Kysely<Database>, id: number) => Promise<string> }
>;

async function readText(db: Kysely<Database>, table: ChildTable, column: string, id: number): Promise<string> {
  // The three tables are read by one helper: typed as the notes table, the column named at run time.
  const row = await db
    .selectFrom(table as 'outreach_notes')
    .select(sql<string>`${sql.ref(column)}`.as('text'))
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.text ?? '';
}

/** Deletes an account's note, task or event, with its history row; false when it has no such row. */
export async function deleteChild(db: Db, table: ChildTable, account: number, id: number): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const owned = await childOwner(trx, table, account, id);
    if (!owned) return false;
    const history = DELETION_HISTORY[table];
    const text = await history.text(trx, owned.id);
    await trx.deleteFrom(table).where('id', '=', owned.id).execute();
    await recordHistory(trx, owned.url_id, history.action, `${history.label}: ${quoted(text)}`);
    return true;
  });
}

// ------------------------------------------------------------------ notes

export async function linkNotes(
  db: Kysely<Database>,
  projectIds: string[],
  urlId: number,
): Promise<Schemas['LinkNote'][]> {
  const page = await findPage(db, projectIds, urlId);
  const rows = await db
    .selectFrom('outreach_notes')
    .select(['id', 'note', 'created_at'])
    .where('url_id', '=', page.id)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({
    noteRowId: r.id,
    projectId: page.project_id,
    urlId: page.id,
    note: r.note,
    createdAt: r.created_at,
  }));
}

/** The start of a note or task, as its history row quotes it. */
const quoted = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);

export async function addNote(db: Db, projectId: string, urlId: number, note: string): Promise<Schemas['LinkNote']> {
  return inTransaction(db, async (trx) => {
    const page = await findPage(trx, [projectId], urlId);
    const createdAt = nowIso();
    const row = await trx
      .insertInto('outreach_notes')
      .values({ url_id: page.id, note, created_at: createdAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordHistory(trx, page.id, 'noteAdded', `Note added: ${quoted(note)}`);
    return { noteRowId: row.id, projectId: page.project_id, urlId: page.id, note, createdAt };
  });
}

// ------------------------------------------------------------------ tasks

interface TaskRow {
  id: number;
  task_kind: number;
  text: string;
  due_date: string | null;
  is_complete: number;
}

const TASK_COLUMNS = ['id', 'task_kind', 'text', 'due_date', 'is_complete'] as const;

const toTask = (r: TaskRow, page: { id: number; project_id: string }): Schemas['LinkTask'] => ({
  taskId: r.task_kind,
  taskRowId: r.id,
  projectId: page.project_id,
  urlId: page.id,
  text: r.text,
  dueDate: r.due_date,
  isComplete: r.is_complete === 1,
});

/** A link's tasks: open ones first, then by due date (undated last), then as added. */
export async function linkTasks(
  db: Kysely<Database>,
  projectIds: string[],
  urlId: number,
): Promise<Schemas['LinkTask'][]> {
  const page = await findPage(db, projectIds, urlId);
  const rows = await db
    .selectFrom('outreach_tasks')
    .select(TASK_COLUMNS)
    .where('url_id', '=', page.id)
    .orderBy('id')
    .execute();
  const due = (r: TaskRow) => r.due_date ?? '9999-99-99';
  rows.sort((a, b) => a.is_complete - b.is_complete || due(a).localeCompare(due(b)) || a.id - b.id);
  return rows.map((r) => toTask(r, page));
}

export interface NewTask {
  taskKind: number;
  text: string;
  dueDate: string | null;
}

export async function addTask(db: Db, projectId: string, urlId: number, task: NewTask): Promise<Schemas['LinkTask']> {
  return inTransaction(db, async (trx) => {
    const page = await findPage(trx, [projectId], urlId);
    const row = await trx
      .insertInto('outreach_tasks')
      .values({
        url_id: page.id,
        task_kind: task.taskKind,
        text: task.text,
        due_date: task.dueDate,
        created_at: nowIso(),
      })
      .returning(TASK_COLUMNS)
      .executeTakeFirstOrThrow();
    await recordHistory(trx, page.id, 'taskAdded', `Task added: ${quoted(task.text)}`);
    return toTask(row, page);
  });
}

export interface TaskChange {
  taskKind?: number | undefined;
  text?: string | undefined;
  dueDate?: string | undefined;
  isComplete?: boolean | undefined;
}

/** Updates a task of the link, writing what changed to its history (updated, completed, reopened). */
export async function updateTask(
  db: Db,
  projectId: string,
  urlId: number,
  taskRowId: number,
  change: TaskChange,
): Promise<Schemas['LinkTask']> {
  return inTransaction(db, async (trx) => {
    const page = await findPage(trx, [projectId], urlId);
    const task = isStorableId(taskRowId)
      ? await trx
          .selectFrom('outreach_tasks')
          .select(TASK_COLUMNS)
          .where('id', '=', taskRowId)
          .where('url_id', '=', page.id)
          .executeTakeFirst()
      : undefined;
    if (!task) throw taskNotFound();
    const next: TaskRow = {
      ...task,
      task_kind: change.taskKind ?? task.task_kind,
      text: change.text ?? task.text,
      due_date: change.dueDate ?? task.due_date,
      is_complete: change.isComplete === undefined ? task.is_complete : change.isComplete ? 1 : 0,
    };
    await trx
      .updateTable('outreach_tasks')
      .set({ task_kind: next.task_kind, text: next.text, due_date: next.due_date, is_complete: next.is_complete })
      .where('id', '=', task.id)
      .execute();
    // Every change writes its row: an edit of the task's kind, text or date, and its completion or reopening.
    if (next.task_kind !== task.task_kind || next.text !== task.text || next.due_date !== task.due_date) {
      await recordHistory(trx, page.id, 'taskUpdated', `Task updated: ${quoted(next.text)}`);
    }
    if (task.is_complete === 0 && next.is_complete === 1) {
      await recordHistory(trx, page.id, 'taskCompleted', `Task completed: ${quoted(next.text)}`);
    } else if (task.is_complete === 1 && next.is_complete === 0) {
      await recordHistory(trx, page.id, 'taskReopened', `Task reopened: ${quoted(next.text)}`);
    }
    return toTask(next, page);
  });
}

// ------------------------------------------------------------------ contact events

interface EventRow {
  id: number;
  event_type: string;
  contact_name: string;
  contact_email: string | null;
  event_date: string;
  notes: string;
}

const EVENT_COLUMNS = ['id', 'event_type', 'contact_name', 'contact_email', 'event_date', 'notes'] as const;

const toEvent = (r: EventRow, page: { id: number; project_id: string }): Schemas['LinkContactEvent'] => ({
  rowId: r.id,
  projectId: page.project_id,
  urlId: page.id,
  eventType: r.event_type as Schemas['ContactEventType'],
  contactName: r.contact_name,
  contactEmail: r.contact_email,
  eventDate: r.event_date,
  notes: r.notes,
});

/**
 * A link's contact events, or every contact event of the projects' links (urlId undefined): newest
 * first, by the day they happened, then as logged.
 */
export async function linkContactEvents(
  db: Kysely<Database>,
  projectIds: string[],
  urlId: number | undefined,
): Promise<Schemas['LinkContactEvent'][]> {
  if (projectIds.length === 0) return [];
  const pageIds = urlId === undefined ? null : [(await findPage(db, projectIds, urlId)).id];
  let query = db
    .selectFrom('outreach_contact_events as e')
    .innerJoin('outreach_urls as u', 'u.id', 'e.url_id')
    .select([
      'e.id',
      'e.event_type',
      'e.contact_name',
      'e.contact_email',
      'e.event_date',
      'e.notes',
      'e.url_id',
      'u.project_id',
    ])
    .where('u.project_id', 'in', projectIds)
    .orderBy('e.event_date', 'desc')
    .orderBy('e.id', 'desc');
  if (pageIds) query = query.where('e.url_id', 'in', pageIds);
  const rows = await query.execute();
  return rows.map((r) => toEvent(r, { id: r.url_id, project_id: r.project_id }));
}

const CONTACT_VERB: Record<Schemas['ContactEventType'], string> = {
  email: 'Emailed',
  phone: 'Called',
  social: 'Messaged (social)',
  meeting: 'Met',
  other: 'Contacted',
};

export interface NewContactEvent {
  eventType: Schemas['ContactEventType'];
  contactName: string;
  contactEmail: string | null;
  eventDate: string;
  notes: string;
}

export async function addContactEvent(
  db: Db,
  projectId: string,
  urlId: number,
  event: NewContactEvent,
): Promise<Schemas['LinkContactEvent']> {
  return inTransaction(db, async (trx) => {
    const page = await findPage(trx, [projectId], urlId);
    const row = await trx
      .insertInto('outreach_contact_events')
      .values({
        url_id: page.id,
        event_type: event.eventType,
        contact_name: event.contactName,
        contact_email: event.contactEmail,
        event_date: event.eventDate,
        notes: event.notes,
        created_at: nowIso(),
      })
      .returning(EVENT_COLUMNS)
      .executeTakeFirstOrThrow();
    await recordHistory(trx, page.id, 'contactLogged', `${CONTACT_VERB[event.eventType]} ${event.contactName}`);
    return toEvent(row, page);
  });
}

// ------------------------------------------------------------------ history

/** The history of one link, or of every link of the projects: newest first. */
export async function linkHistory(
  db: Kysely<Database>,
  projectIds: string[],
  urlId: number | undefined,
): Promise<Schemas['LinkHistoryEntry'][]> {
  if (projectIds.length === 0) return [];
  const pageIds = urlId === undefined ? null : [(await findPage(db, projectIds, urlId)).id];
  let query = db
    .selectFrom('outreach_history as h')
    .innerJoin('outreach_urls as u', 'u.id', 'h.url_id')
    .select(['h.id', 'u.project_id', 'h.url_id', 'h.occurred_at', 'h.action', 'h.description'])
    .where('u.project_id', 'in', projectIds)
    .orderBy('h.id', 'desc');
  if (pageIds) query = query.where('h.url_id', 'in', pageIds);
  const rows = await query.execute();
  return rows.map((r) => ({
    historyId: r.id,
    projectId: r.project_id,
    urlId: r.url_id,
    occurredAt: r.occurred_at,
    action: r.action as Schemas['LinkHistoryEntry']['action'],
    description: r.description,
  }));
}
