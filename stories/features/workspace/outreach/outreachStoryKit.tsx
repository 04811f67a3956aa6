/** What the outreach panel stories share: the toaster and linkTo around a view, and the seeded outreach. */
import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';

import { linkTo } from '../../../../src/app/linkTo';
import { LinkContext, type LinkBuilder } from '../../../../src/features/shell/links';
import type { PanelParams, PanelView } from '../../../../src/features/workspace/panel/panelViews';
import * as db from '../../../../src/mocks/db';
import { buildOutreachLink } from '../../../../src/mocks/fixtures';
import { Toaster, toast } from '../../../../src/ui/Toasts/Toasts';
import { withPanel } from '../withPanel';

/** The example projects the mock db seeds: Acme Corp (with the examples' link) and Rival watch. */
const [ACME, RIVAL] = db.exampleSeedProjects();
export const PROJECT_ID = ACME?.id ?? '';
export const OTHER_PROJECT_ID = RIVAL?.id ?? '';
/** The examples' link, seeded in Acme Corp with its note, task and contact event. */
export const EXAMPLE_LINK = buildOutreachLink();

/** Pages the "more links" seed adds, with the outreach state each is given. */
export const MORE_LINKS = [
  {
    projectId: PROJECT_ID,
    fullUrl: 'https://news.example.com/top-10-rank-trackers',
    change: { relationship: 'linked', rating: 3, tags: ['listicle'] },
  },
  {
    projectId: PROJECT_ID,
    fullUrl: 'https://www.marketing-weekly.net/keyword-research-guide',
    change: { relationship: 'prospect', rating: 1, tags: ['guide', 'partner'] },
  },
  {
    projectId: OTHER_PROJECT_ID,
    fullUrl: 'https://rivalreview.io/seo-software',
    change: { relationship: 'declined', rating: 0, tags: [] },
  },
] as const;

/** The page name (host without www. + path) the mock gives a seeded URL. */
export const pageNameOf = (fullUrl: string) => db.pageAddressOf(fullUrl, 'fullUrl').key;

function seedMoreLinks() {
  for (const link of MORE_LINKS) {
    const page = db.insertPage(link.projectId, { address: db.pageAddressOf(link.fullUrl, 'fullUrl') });
    db.changePage(link.projectId, page.urlId, { kind: 'relationship', value: link.change.relationship });
    db.changePage(link.projectId, page.urlId, { kind: 'rating', value: link.change.rating });
    db.changePage(link.projectId, page.urlId, { kind: 'tags', value: [...link.change.tags] });
  }
}

/**
 * The app shell's linkTo and the toaster, which a panel view finds around it in the app; with
 * `parameters.moreLinks`, the mock db (reset by the story's loader) first gets MORE_LINKS.
 */
export const withOutreachShell: Decorator = (Story, context) => {
  const moreLinks = context.parameters.moreLinks === true;
  return <OutreachShell moreLinks={moreLinks} story={<Story />} />;
};

/**
 * withPanel for the view at the story's own params (args.params), so a story can name another
 * project without stacking a second panel.
 */
export const withPanelAt =
  (view: PanelView): Decorator =>
  (Story, context) =>
    withPanel(view, (context.args as { params?: PanelParams }).params ?? {})(Story, context);

function OutreachShell({ moreLinks, story }: { moreLinks: boolean; story: ReactNode }) {
  {
    // Once per mount, after the loader reset the db and before the view's first read.
    useState(() => {
      // Toasts live in one store for the page: an alert of the story before must not show here.
      toast.dismiss();
      if (moreLinks) seedMoreLinks();
    });
    return (
      <LinkContext.Provider value={linkTo as LinkBuilder}>
        {story}
        <Toaster />
      </LinkContext.Provider>
    );
  }
}
