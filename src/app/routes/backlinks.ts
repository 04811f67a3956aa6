/** Backlinks (doc 1 §2). */
import { page, backlinks } from './entries';

export const backlinksRoutes = [
  page('backlinks', '/backlinks', {
    ...backlinks,
    title: 'Backlink Checker',
    description: 'Find the pages that link to any domain or URL, and the links your competitors earn.',
  }),
  page(
    'backlinks:backlinks-outreach',
    '/backlinks/backlinks-outreach',
    {
      ...backlinks,
      title: 'Backlink Outreach',
      description: "Turn competitors' backlinks into an outreach list, with contacts, notes, tasks and history.",
    },
    { label: 'Outreach' },
  ),
  page('backlinks:backlinks', '/backlinks/backlinks', {
    ...backlinks,
    title: 'All Backlinks',
    description: 'Every backlink we know for a site, with the linking page and its strength.',
  }),
] as const;
