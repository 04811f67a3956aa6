import { describe, expect, it } from 'vitest';

import {
  checkContactEvent,
  contactRows,
  filterContactRows,
  groupByContact,
  placeContactEvents,
  websiteOf,
  type ContactEventForm,
} from './contacts';
import { CONTACTS_TEXT } from './contactsTexts';
import { TEXT } from '../../../../lib/spec/text';
import type { LinkContactEvent, TableUrlEntry } from '../outreach';

const PROJECT = 'b1f8d1c2-4e5a-4c3b-9d2e-7a6f5e4d3c2b';

const link = (urlId: number, domainId: number, urlName: string): TableUrlEntry => ({
  domainId,
  projectId: PROJECT,
  urlId,
  urlName,
  urlMonthlyOrganicClicks: 0,
  urlRankedKeywords: 0,
});
const event = (rowId: number, changes: Partial<LinkContactEvent> = {}): LinkContactEvent => ({
  rowId,
  projectId: PROJECT,
  urlId: 1,
  eventType: 'email',
  contactName: 'Dana Lee',
  contactEmail: 'dana@example.org',
  eventDate: '2026-03-05',
  notes: '',
  ...changes,
});

const LINKS = [
  link(1, 10, 'blog.example.org/best-seo-tools'),
  link(2, 10, 'blog.example.org/rank-trackers?ref=1'),
  link(3, 20, 'news.example.com/top-10'),
];

describe('websiteOf', () => {
  it("is the page name's host", () => {
    expect(websiteOf('blog.example.org/best-seo-tools')).toBe('blog.example.org');
    expect(websiteOf('example.com?ref=1')).toBe('example.com');
    expect(websiteOf('example.com')).toBe('example.com');
  });
});

describe('placeContactEvents', () => {
  it('gives each event its link and website, keeps the order and drops events of unlisted links', () => {
    const placed = placeContactEvents([event(3, { urlId: 3 }), event(2, { urlId: 99 }), event(1)], LINKS);
    expect(placed.map((e) => [e.rowId, e.domainId, e.urlName, e.websiteName])).toEqual([
      [3, 20, 'news.example.com/top-10', 'news.example.com'],
      [1, 10, 'blog.example.org/best-seo-tools', 'blog.example.org'],
    ]);
  });
});

describe('contactRows', () => {
  const placed = placeContactEvents(
    [
      event(1, { eventDate: '2026-01-02' }),
      // The same person (by name, any case), on another page of the same website: one row.
      event(2, { urlId: 2, contactName: 'dana  lee', contactEmail: 'dana@new.example.org', eventDate: '2026-03-01' }),
      // The same person on another website: another row.
      event(3, { urlId: 3, eventDate: '2026-02-01' }),
      // No e-mail: known by name; a later event with an e-mail fills it in.
      event(4, { contactName: 'Sam', contactEmail: null, eventDate: '2026-04-01' }),
      event(5, { contactName: ' sam ', contactEmail: 'sam@example.org', eventDate: '2026-01-01' }),
    ],
    LINKS,
  );

  it('makes one row per person and website, most recently contacted first, counting the events', () => {
    expect(contactRows(placed).map((r) => [r.contactName, r.websiteName, r.lastContact, r.eventCount])).toEqual([
      ['Sam', 'blog.example.org', '2026-04-01', 2],
      ['dana  lee', 'blog.example.org', '2026-03-01', 2],
      ['Dana Lee', 'news.example.com', '2026-02-01', 1],
    ]);
  });

  it('takes the name and e-mail of the newest event (an older e-mail when it has none); keys are unique', () => {
    const rows = contactRows(placed);
    expect(rows[0]?.contactEmail).toBe('sam@example.org');
    expect(rows[1]?.contactEmail).toBe('dana@new.example.org');
    expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
    expect(rows[1]).toMatchObject({ projectId: PROJECT, domainId: 10 });
  });

  it('filters by name, e-mail or website, any case; blank keeps all', () => {
    const rows = contactRows(placed);
    expect(filterContactRows(rows, '  ')).toHaveLength(3);
    expect(filterContactRows(rows, 'NEWS').map((r) => r.contactName)).toEqual(['Dana Lee']);
    expect(filterContactRows(rows, 'new.example').map((r) => r.contactName)).toEqual(['dana  lee']);
    expect(filterContactRows(rows, 'sam@').map((r) => r.contactName)).toEqual(['Sam']);
    expect(filterContactRows(rows, 'nobody')).toEqual([]);
  });
});

describe('groupByContact', () => {
  it('groups by person, most recently contacted first, each newest first (later row first on one day)', () => {
    const placed = placeContactEvents(
      [
        event(1, { eventDate: '2026-03-05' }),
        event(2, { contactName: 'Sam', contactEmail: null, eventDate: '2026-03-09' }),
        event(3, { eventDate: '2026-03-05' }),
        event(4, { eventDate: '2026-01-01', contactName: 'DANA LEE' }),
      ],
      LINKS,
    );
    expect(groupByContact(placed).map((g) => [g.contactName, g.events.map((e) => e.rowId)])).toEqual([
      ['Sam', [2]],
      ['Dana Lee', [3, 1, 4]],
    ]);
  });
});

describe('checkContactEvent', () => {
  const form = (changes: Partial<ContactEventForm> = {}): ContactEventForm => ({
    urlId: '1',
    eventType: 'phone',
    contactName: ' Dana Lee ',
    contactEmail: '',
    eventDate: '03/05/2026',
    notes: '  ',
    ...changes,
  });

  it('gives the call its fields: trimmed, blanks undefined, the date as YYYY-MM-DD', () => {
    expect(checkContactEvent(form())).toEqual({
      ok: true,
      event: {
        urlId: 1,
        eventType: 'phone',
        contactName: 'Dana Lee',
        contactEmail: undefined,
        eventDate: '2026-03-05',
        notes: undefined,
      },
    });
    expect(checkContactEvent(form({ contactEmail: ' dana@example.org ', notes: 'Sent it' }))).toMatchObject({
      event: { contactEmail: 'dana@example.org', notes: 'Sent it' },
    });
  });

  it('names each field in its message', () => {
    expect(checkContactEvent(form({ urlId: '', contactName: ' ', contactEmail: 'dana@', eventDate: '' }))).toEqual({
      ok: false,
      errors: {
        urlId: CONTACTS_TEXT.linkRequired,
        contactName: CONTACTS_TEXT.nameRequired,
        contactEmail: `Contact e-mail: ${TEXT.invalidEmail}`,
        eventDate: CONTACTS_TEXT.dateRequired,
      },
    });
    expect(checkContactEvent(form({ eventDate: '02/30/2026' }))).toEqual({
      ok: false,
      errors: { eventDate: `Date: ${TEXT.invalidDate}` },
    });
  });

  it('keeps to the contract limits', () => {
    const result = checkContactEvent(form({ contactName: 'x'.repeat(101), notes: 'y'.repeat(1771) }));
    expect(result).toEqual({
      ok: false,
      errors: { contactName: 'Contact name: at most 100 characters.', notes: 'Notes: at most 1770 characters.' },
    });
    expect(checkContactEvent(form({ contactName: 'x'.repeat(100) })).ok).toBe(true);
  });
});
