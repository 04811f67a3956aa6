/**
 * The contacts views' rules that need no DOM (doc 2 §2 contacts, contacts-details; §5 e-mail and
 * date checks): who the user has been in touch with, gathered from the project's contact events
 * joined with its links; a website's events grouped by contact; the add-event form's checks.
 */
import { CONTACTS_TEXT } from './contactsTexts';
import { fill, TEXT } from '../../../../lib/spec/text';
import { isValidEmail } from '../../../../lib/validators';
import { contractDateOf, type ContactEventType, type LinkContactEvent, type TableUrlEntry } from '../outreach';

/** A contact event with the link it was logged on (its page name and website). */
export interface PlacedContactEvent extends LinkContactEvent {
  domainId: number;
  urlName: string;
  /** The website: the page name's host (the server's website key, `www.` dropped). */
  websiteName: string;
}

/** One person on one website: whom the user has been in touch with, and how often. */
export interface ContactRow {
  /** The person on the website: stable across renders, unique in the list. */
  key: string;
  contactName: string;
  contactEmail: string | null;
  projectId: string;
  domainId: number;
  websiteName: string;
  /** The day of the newest event ('YYYY-MM-DD'). */
  lastContact: string;
  eventCount: number;
}

/** A contact's events on one website, newest first. */
export interface ContactGroup {
  key: string;
  contactName: string;
  contactEmail: string | null;
  events: PlacedContactEvent[];
}

/** 'blog.example.org/best-seo-tools?ref=1' → 'blog.example.org'. */
export const websiteOf = (urlName: string): string => urlName.split(/[/?#]/, 1)[0] ?? urlName;

/**
 * The same person: the same name (any case, spaces trimmed). Not the e-mail: one logged without an
 * e-mail, or with a new address, is still the person the user named.
 */
const personOf = (event: Pick<LinkContactEvent, 'contactName'>): string =>
  event.contactName.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The events with their links (GetLinks by urlId), in the server's order (newest first); an event
 * whose link is not listed (deleted meanwhile) is left out.
 */
export function placeContactEvents(
  events: readonly LinkContactEvent[],
  links: readonly TableUrlEntry[],
): PlacedContactEvent[] {
  const byUrl = new Map(links.map((link) => [link.urlId, link]));
  return events.flatMap((event) => {
    const link = byUrl.get(event.urlId);
    if (!link) return [];
    return [{ ...event, domainId: link.domainId, urlName: link.urlName, websiteName: websiteOf(link.urlName) }];
  });
}

/** Newest first: by the day it happened, then the later row. */
const newestFirst = (a: LinkContactEvent, b: LinkContactEvent) =>
  b.eventDate.localeCompare(a.eventDate) || b.rowId - a.rowId;

/**
 * One row per person and website, the most recently contacted first: the name (and e-mail, when
 * any event has one) of their newest event, the day of it, and how many events there are.
 */
export function contactRows(events: readonly PlacedContactEvent[]): ContactRow[] {
  const rows = new Map<string, ContactRow>();
  for (const event of [...events].sort(newestFirst)) {
    const key = `${event.domainId}|${personOf(event)}`;
    const row = rows.get(key);
    if (row) {
      row.eventCount += 1;
      row.contactEmail ??= event.contactEmail;
      continue;
    }
    rows.set(key, {
      key,
      contactName: event.contactName,
      contactEmail: event.contactEmail,
      projectId: event.projectId,
      domainId: event.domainId,
      websiteName: event.websiteName,
      lastContact: event.eventDate,
      eventCount: 1,
    });
  }
  return [...rows.values()];
}

/** The rows whose name, e-mail or website contains the text (any case); blank text keeps all. */
export function filterContactRows(rows: readonly ContactRow[], text: string): ContactRow[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...rows];
  return rows.filter((row) =>
    [row.contactName, row.contactEmail ?? '', row.websiteName].some((value) => value.toLowerCase().includes(needle)),
  );
}

/** A website's events grouped by person, the most recently contacted first, each group newest first. */
export function groupByContact(events: readonly PlacedContactEvent[]): ContactGroup[] {
  const groups = new Map<string, ContactGroup>();
  for (const event of [...events].sort(newestFirst)) {
    const key = personOf(event);
    const group = groups.get(key);
    if (group) {
      group.events.push(event);
      group.contactEmail ??= event.contactEmail;
    } else {
      groups.set(key, { key, contactName: event.contactName, contactEmail: event.contactEmail, events: [event] });
    }
  }
  return [...groups.values()];
}

// ------------------------------------------------------------------ the add-event form

/** What the add-event form holds, as typed. */
export interface ContactEventForm {
  urlId: string;
  eventType: ContactEventType;
  contactName: string;
  contactEmail: string;
  /** 'MM/DD/YYYY' (doc 2 §5). */
  eventDate: string;
  notes: string;
}

/** The add call's fields (AddLinkContactEvent without projectId, which the link names). */
export interface NewContactEvent {
  urlId: number;
  eventType: ContactEventType;
  contactName: string;
  contactEmail: string | undefined;
  eventDate: string;
  notes: string | undefined;
}

export type ContactEventField = 'urlId' | 'contactName' | 'contactEmail' | 'eventDate' | 'notes';
export type ContactEventErrors = Partial<Record<ContactEventField, string>>;

/** The contract's limits on AddLinkContactEvent (openapi/paths/link-manager.yaml). */
export const CONTACT_NAME_MAX = 100;
export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_NOTES_MAX = 1770;

/**
 * Checks the form: each message names its field. Valid → the call's fields (trimmed, optional
 * ones undefined when blank, the date as 'YYYY-MM-DD'); else the messages by field.
 */
export function checkContactEvent(
  form: ContactEventForm,
): { ok: true; event: NewContactEvent } | { ok: false; errors: ContactEventErrors } {
  const errors: ContactEventErrors = {};
  const urlId = Number(form.urlId);
  if (!form.urlId || !Number.isInteger(urlId) || urlId < 1) errors.urlId = CONTACTS_TEXT.linkRequired;
  const name = form.contactName.trim();
  if (!name) errors.contactName = CONTACTS_TEXT.nameRequired;
  else if (name.length > CONTACT_NAME_MAX)
    errors.contactName = fill(CONTACTS_TEXT.nameTooLong, { max: CONTACT_NAME_MAX });
  const email = form.contactEmail.trim();
  if (email && (!isValidEmail(email) || email.length > CONTACT_EMAIL_MAX)) {
    errors.contactEmail = fill(CONTACTS_TEXT.fieldMessage, {
      field: CONTACTS_TEXT.emailField,
      message: TEXT.invalidEmail,
    });
  }
  const date = contractDateOf(form.eventDate);
  if (date === undefined) errors.eventDate = CONTACTS_TEXT.dateRequired;
  else if (date === null) {
    errors.eventDate = fill(CONTACTS_TEXT.fieldMessage, { field: CONTACTS_TEXT.dateField, message: TEXT.invalidDate });
  }
  const notes = form.notes.trim();
  if (notes.length > CONTACT_NOTES_MAX) errors.notes = fill(CONTACTS_TEXT.notesTooLong, { max: CONTACT_NOTES_MAX });
  if (Object.keys(errors).length > 0 || typeof date !== 'string') return { ok: false, errors };
  return {
    ok: true,
    event: {
      urlId,
      eventType: form.eventType,
      contactName: name,
      contactEmail: email || undefined,
      eventDate: date,
      notes: notes || undefined,
    },
  };
}
