/**
 * The history view's rules that need no DOM (doc 2 §2 history): the project's outreach activity
 * with each entry's link, filtered by the kind of action, grouped by the day it happened (local
 * time), newest first.
 */
import { HISTORY_TEXT } from './historyTexts';
import { formatDate } from '../../../../lib/format';
import { historyNewestFirst, type HistoryAction, type LinkHistoryEntry, type TableUrlEntry } from '../outreach';

/** The kinds of action the filter offers ('all' keeps every entry, the link's addition and moves too). */
export const HISTORY_KINDS = ['all', 'notes', 'tasks', 'contacts', 'state'] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

export const HISTORY_KIND_WORDS: Readonly<Record<HistoryKind, string>> = {
  all: HISTORY_TEXT.kindAll,
  notes: HISTORY_TEXT.kindNotes,
  tasks: HISTORY_TEXT.kindTasks,
  contacts: HISTORY_TEXT.kindContacts,
  state: HISTORY_TEXT.kindState,
};

const KIND_OF: Readonly<Record<HistoryAction, HistoryKind | null>> = {
  added: null,
  moved: null,
  noteAdded: 'notes',
  noteDeleted: 'notes',
  taskAdded: 'tasks',
  taskUpdated: 'tasks',
  taskCompleted: 'tasks',
  taskReopened: 'tasks',
  taskDeleted: 'tasks',
  contactLogged: 'contacts',
  contactDeleted: 'contacts',
  relationshipChanged: 'state',
  ratingChanged: 'state',
  tagsChanged: 'state',
};

/** Whether an action is of the kind ('all' takes every action). */
export const actionIsOfKind = (action: HistoryAction, kind: HistoryKind): boolean =>
  kind === 'all' || KIND_OF[action] === kind;

/** A history entry with the link it is about (its page name and website), to open its details. */
export interface PlacedHistoryEntry extends LinkHistoryEntry {
  domainId: number;
  urlName: string;
}

/** One day of the timeline: its heading and its entries, newest first. */
export interface HistoryDay {
  /** The local day, 'YYYY-MM-DD' (a stable key). */
  day: string;
  heading: string;
  entries: PlacedHistoryEntry[];
}

/** The entries with their links (GetLinks by urlId); an entry whose link is not listed is left out. */
export function placeHistory(
  entries: readonly LinkHistoryEntry[],
  links: readonly TableUrlEntry[],
): PlacedHistoryEntry[] {
  const byUrl = new Map(links.map((link) => [link.urlId, link]));
  return entries.flatMap((entry) => {
    const link = byUrl.get(entry.urlId);
    return link ? [{ ...entry, domainId: link.domainId, urlName: link.urlName }] : [];
  });
}

const pad = (n: number) => String(n).padStart(2, '0');
const localDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The time of day an entry happened, local time: '9:12 AM'. */
export function formatTimeOfDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const hours = date.getHours() % 12 || 12;
  return `${hours}:${pad(date.getMinutes())} ${date.getHours() < 12 ? 'AM' : 'PM'}`;
}

/** The timeline: the entries of the kind, newest first, in one group per local day (newest day first). */
export function historyDays(entries: readonly PlacedHistoryEntry[], kind: HistoryKind): HistoryDay[] {
  const days: HistoryDay[] = [];
  for (const entry of historyNewestFirst(entries) as PlacedHistoryEntry[]) {
    if (!actionIsOfKind(entry.action, kind)) continue;
    const date = new Date(entry.occurredAt);
    const day = localDay(date);
    const last = days[days.length - 1];
    if (last?.day === day) last.entries.push(entry);
    else days.push({ day, heading: formatDate(date), entries: [entry] });
  }
  return days;
}
