/** Outreach (doc 1 §2). */
import { page, outreach } from './entries';

export const outreachRoutes = [
  page('outreach:domain-top-lists', '/outreach/domain-top-lists', {
    ...outreach,
    title: 'Domain Top Lists',
    description: 'The sites that do best in a niche, as a list of outreach prospects.',
  }),
  page('outreach:keyword-top-lists', '/outreach/keyword-top-lists', {
    ...outreach,
    title: 'Keyword Top Lists',
    description: 'The sites that rank for a keyword, ready to become outreach prospects.',
  }),
  page(
    'outreach:top-lists:custom',
    '/outreach/top-lists/custom',
    {
      title: 'Custom Top Lists',
      description: 'Build your own list of prospects from the domains you choose.',
    },
    { label: 'Custom Lists' },
  ),
  page('outreach:leads', '/outreach/leads', {
    ...outreach,
    title: 'Leads',
    description: 'The contacts at the sites you want links or business from.',
  }),
] as const;
