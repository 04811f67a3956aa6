/**
 * The outreach views' rules that need no DOM (doc 2 §3 outreach entity, §4 star rating): the words
 * for relationships, task kinds, contact events and history actions; the order tasks and history
 * show in; the links table's rows (a links-table entry joined with its relationship) and filter.
 */
import { OUTREACH_TEXT } from './outreachTexts';
import type { components } from '../../../api/schema.gen';
import { parseInputDate } from '../../../lib/format';
import { fill } from '../../../lib/spec/text';

type Schemas = components['schemas'];
export type TableUrlEntry = Schemas['TableUrlEntry'];
export type OutreachLink = Schemas['OutreachLink'];
export type OutreachRelationship = Schemas['OutreachRelationship'];
export type RelationshipStatus = Schemas['OutreachRelationshipStatus'];
export type LinkNote = Schemas['LinkNote'];
export type LinkTask = Schemas['LinkTask'];
export type LinkContactEvent = Schemas['LinkContactEvent'];
export type ContactEventType = Schemas['ContactEventType'];
export type LinkHistoryEntry = Schemas['LinkHistoryEntry'];
export type HistoryAction = LinkHistoryEntry['action'];

/** The relationship choices in the contract's order, with the words the user reads. */
export const RELATIONSHIP_WORDS: Readonly<Record<RelationshipStatus, string>> = {
  none: 'No relationship',
  prospect: 'Prospect',
  contacted: 'Contacted',
  negotiating: 'Negotiating',
  linked: 'Linked',
  declined: 'Declined',
};
export const RELATIONSHIP_STATUSES = Object.keys(RELATIONSHIP_WORDS) as RelationshipStatus[];

/** The task kinds of the outreach checklist (taskId, contract: 1 find contact … 5 custom). */
export const TASK_KIND_WORDS: Readonly<Record<number, string>> = {
  1: 'Find contact',
  2: 'Send pitch',
  3: 'Follow up',
  4: 'Verify link',
  5: 'Custom',
};

export const CONTACT_EVENT_WORDS: Readonly<Record<ContactEventType, string>> = {
  email: 'E-mail',
  phone: 'Phone call',
  social: 'Social message',
  meeting: 'Meeting',
  other: 'Other',
};
export const CONTACT_EVENT_TYPES = Object.keys(CONTACT_EVENT_WORDS) as ContactEventType[];

const HISTORY_WORDS: Readonly<Record<HistoryAction, string>> = {
  added: 'Link added',
  noteAdded: 'Note added',
  noteDeleted: 'Note deleted',
  taskAdded: 'Task added',
  taskUpdated: 'Task changed',
  taskCompleted: 'Task completed',
  taskReopened: 'Task reopened',
  taskDeleted: 'Task deleted',
  contactLogged: 'Contact logged',
  contactDeleted: 'Contact deleted',
  relationshipChanged: 'Relationship changed',
  ratingChanged: 'Rating changed',
  tagsChanged: 'Tags changed',
  moved: 'Moved to another project',
};

/** A history entry's action in words ('Note added'); its details are the server's description. */
export const historyActionWords = (action: HistoryAction): string => HISTORY_WORDS[action];

/** History newest first: by when it happened, then by row (the later row of one instant first). */
export function historyNewestFirst(entries: readonly LinkHistoryEntry[]): LinkHistoryEntry[] {
  return [...entries].sort((a, b) => b.occurredAt.localeCompare(a.occurredAt) || b.historyId - a.historyId);
}

/** The server's task order: open tasks first, then by due date (undated last), then as added. */
export function orderTasks(tasks: readonly LinkTask[]): LinkTask[] {
  const due = (t: LinkTask) => t.dueDate ?? '9999-99-99';
  return [...tasks].sort(
    (a, b) => Number(a.isComplete) - Number(b.isComplete) || due(a).localeCompare(due(b)) || a.taskRowId - b.taskRowId,
  );
}

/** A task list after the server answered an update: its row replaced, the list in order again. */
export const replaceTask = (tasks: readonly LinkTask[], updated: LinkTask): LinkTask[] =>
  orderTasks(tasks.map((t) => (t.taskRowId === updated.taskRowId ? updated : t)));

/** The server's contact-event order: newest first by the day it happened, then the later row first. */
export const orderContactEvents = (events: readonly LinkContactEvent[]): LinkContactEvent[] =>
  [...events].sort((a, b) => b.eventDate.localeCompare(a.eventDate) || b.rowId - a.rowId);

/** A row of the links table: the table entry with its page's relationship, rating and tags. */
export interface LinkRow extends TableUrlEntry {
  relationshipStatus: RelationshipStatus;
  rating: number;
  tags: string[];
}

/** Joins GetLinks with GetRelationships (its page rows, urlId set) by urlId; a page without one is unrated. */
export function linkRows(entries: readonly TableUrlEntry[], relationships: readonly OutreachRelationship[]): LinkRow[] {
  const byUrl = new Map(relationships.filter((r) => r.urlId !== null).map((r) => [r.urlId, r]));
  return entries.map((entry) => {
    const state = byUrl.get(entry.urlId);
    return {
      ...entry,
      relationshipStatus: state?.relationshipStatus ?? 'none',
      rating: state?.rating ?? 0,
      tags: state?.tags ?? [],
    };
  });
}

/** The rows whose page, relationship or a tag contains the text (any case); blank text keeps all. */
export function filterLinkRows(rows: readonly LinkRow[], text: string): LinkRow[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...rows];
  return rows.filter(
    (row) =>
      row.urlName.toLowerCase().includes(needle) ||
      RELATIONSHIP_WORDS[row.relationshipStatus].toLowerCase().includes(needle) ||
      row.tags.some((tag) => tag.toLowerCase().includes(needle)),
  );
}

/** '2 of 3 stars', or 'Unrated' for 0. */
export const ratingWords = (rating: number, max: number): string =>
  rating === 0 ? OUTREACH_TEXT.unrated : fill(OUTREACH_TEXT.ratingText, { n: rating, max });

/** The TagsCsv the contract takes: an empty string clears every tag. */
export const tagsCsv = (tags: readonly string[]): string => tags.join(',');

/**
 * A typed date ('MM/DD/YYYY', doc 2 §5) as the contract's date ('YYYY-MM-DD'); blank is no date
 * (undefined); anything else is invalid (null).
 */
export function contractDateOf(text: string): string | undefined | null {
  if (!text.trim()) return undefined;
  const date = parseInputDate(text);
  if (!date) return null;
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  const dd = String(date.getDate()).padStart(2, '0');
  return `${String(date.getFullYear()).padStart(4, '0')}-${mm}-${dd}`;
}
