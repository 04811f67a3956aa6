/** What the contacts stories share: more contact events in the mock db, on pages of both example projects. */
import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';

import * as db from '../../../../../src/mocks/db';
import { buildLinkContactEvent } from '../../../../../src/mocks/fixtures';
import { EXAMPLE_LINK, OTHER_PROJECT_ID, PROJECT_ID, pageNameOf } from '../outreachStoryKit';

/** The examples' contact event (Dana Lee on the examples' link), seeded in every story. */
export const EXAMPLE_EVENT = buildLinkContactEvent();

/** Pages the contacts seed adds: another page of the examples' website, a page of another website, one in the other project. */
export const SEED_PAGES = {
  guidelines: { projectId: PROJECT_ID, fullUrl: 'https://blog.example.org/guest-post-guidelines' },
  news: { projectId: PROJECT_ID, fullUrl: 'https://news.example.com/top-10-rank-trackers' },
  rival: { projectId: OTHER_PROJECT_ID, fullUrl: 'https://rivalreview.io/seo-software' },
} as const;
type SeedPage = keyof typeof SEED_PAGES | 'example';

/** The events the seed logs (through the mock db, so each writes its history row too). */
export const SEED_EVENTS = [
  {
    page: 'guidelines',
    eventType: 'phone',
    contactName: EXAMPLE_EVENT.contactName,
    contactEmail: null,
    eventDate: '2025-03-12',
    notes: 'Agreed on a guest post.',
  },
  {
    page: 'example',
    eventType: 'email',
    contactName: 'Priya Shah',
    contactEmail: 'priya@example.org',
    eventDate: '2025-02-20',
    notes: '',
  },
  {
    page: 'news',
    eventType: 'social',
    contactName: 'Marco Ruiz',
    contactEmail: 'marco@news.example.com',
    eventDate: '2025-03-08',
    notes: 'Replied on LinkedIn.',
  },
  {
    page: 'rival',
    eventType: 'meeting',
    contactName: 'Kim Ortega',
    contactEmail: 'kim@rivalreview.io',
    eventDate: '2025-03-15',
    notes: '',
  },
] as const satisfies readonly (Omit<db.NewContactEvent, 'rowId'> & { page: SeedPage })[];

/** The page name the mock gives a seeded page. */
export const seedPageName = (page: SeedPage) =>
  page === 'example' ? EXAMPLE_LINK.urlName : pageNameOf(SEED_PAGES[page].fullUrl);

/** The stored page of a seeded page (after the seed ran). */
export function seededPage(page: SeedPage): db.StoredPage {
  const key = seedPageName(page);
  const found = [...db.getMockDb().outreach.pages.values()].find((p) => p.urlKey === key);
  if (!found) throw new Error(`contactsStoryKit: ${key} is not seeded`);
  return found;
}

function seedContacts() {
  for (const page of Object.values(SEED_PAGES)) {
    db.insertPage(page.projectId, { address: db.pageAddressOf(page.fullUrl, 'fullUrl') });
  }
  for (const { page, ...event } of SEED_EVENTS) {
    const stored = seededPage(page);
    db.addContactEvent(stored.projectId, stored.urlId, event);
  }
}

/** With `parameters.contacts` (true), the mock db (reset by the story's loader) first gets the seed. */
export const withContactsSeed: Decorator = (Story, context) => (
  <Seeded seed={context.parameters.contacts === true} story={<Story />} />
);

function Seeded({ seed, story }: { seed: boolean; story: ReactNode }) {
  // Once per mount, after the loader reset the db and before the view's first read.
  useState(() => {
    if (seed) seedContacts();
  });
  return story;
}
