/** What the websites stories share: the seeded websites (over the outreach kit's MORE_LINKS) and their states. */
import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';

import * as db from '../../../../../src/mocks/db';
import { buildOutreachRelationship } from '../../../../../src/mocks/fixtures';
import { MORE_LINKS, PROJECT_ID, pageNameOf } from '../outreachStoryKit';

/** The examples' website (Acme Corp), with the examples' link as its one page. */
export const EXAMPLE_WEBSITE = buildOutreachRelationship({ urlId: null });

/** A second page on the first MORE_LINKS website, so the websites differ in their number of pages. */
export const EXTRA_PAGE = { projectId: PROJECT_ID, fullUrl: 'https://news.example.com/best-backlink-tools' } as const;

/** The host (website name) the mock gives a seeded URL. */
export const websiteNameOf = (fullUrl: string) => pageNameOf(fullUrl).split('/')[0] ?? '';

/** The website states the seed gives the MORE_LINKS websites (their pages keep their own). */
export const WEBSITE_STATES = [
  {
    projectId: MORE_LINKS[0].projectId,
    domainName: websiteNameOf(MORE_LINKS[0].fullUrl),
    relationshipStatus: 'negotiating',
    rating: 3,
    tags: ['listicle', 'news'],
    pageCount: 2,
  },
  {
    projectId: MORE_LINKS[1].projectId,
    domainName: websiteNameOf(MORE_LINKS[1].fullUrl),
    relationshipStatus: 'prospect',
    rating: 1,
    tags: ['guide'],
    pageCount: 1,
  },
  {
    projectId: MORE_LINKS[2].projectId,
    domainName: websiteNameOf(MORE_LINKS[2].fullUrl),
    relationshipStatus: 'declined',
    rating: 0,
    tags: [],
    pageCount: 1,
  },
] as const;

function seedWebsiteStates() {
  if (!db.existingPage(EXTRA_PAGE.projectId, pageNameOf(EXTRA_PAGE.fullUrl))) {
    db.insertPage(EXTRA_PAGE.projectId, { address: db.pageAddressOf(EXTRA_PAGE.fullUrl, 'fullUrl') });
  }
  for (const state of WEBSITE_STATES) {
    const site = [...db.getMockDb().outreach.websites.values()].find(
      (s) => s.projectId === state.projectId && s.name === state.domainName,
    );
    if (!site) continue;
    db.changeWebsite(state.projectId, site.domainId, { kind: 'relationship', value: state.relationshipStatus });
    db.changeWebsite(state.projectId, site.domainId, { kind: 'rating', value: state.rating });
    db.changeWebsite(state.projectId, site.domainId, { kind: 'tags', value: [...state.tags] });
  }
}

/**
 * With `parameters.moreLinks` (MORE_LINKS seeded by withOutreachShell, which must wrap this one),
 * gives their websites WEBSITE_STATES and the first one EXTRA_PAGE, once, before the view's first read.
 */
export const withWebsiteStates: Decorator = (Story, context) => (
  <WebsiteStates seed={context.parameters.moreLinks === true}>
    <Story />
  </WebsiteStates>
);

function WebsiteStates({ seed, children }: { seed: boolean; children: ReactNode }) {
  useState(() => {
    if (seed) seedWebsiteStates();
  });
  return children;
}
