/** Rank tracking and reports (doc 1 §2). */
import { page, reconWizard } from './entries';

export const reportsRoutes = [
  page(
    'rank-tracking',
    '/rank-tracking',
    {
      title: 'Rank Tracker',
      description: 'Track where your sites rank for the keywords you choose, week by week.',
    },
    { screen: 'rank-tracking' },
  ),
  page(
    'tracking',
    '/tracking',
    {
      title: 'Tracked Keywords',
      description: 'The keywords you track, and the rankings we record for them every week.',
    },
    { screen: 'tracked-keywords' },
  ),
  page('custom-reports', '/custom-reports', {
    title: 'Custom Reports',
    description: 'White-label SEO and PPC reports for your clients, on demand or on a schedule.',
  }),
  page(
    'recon',
    '/recon',
    { title: 'Recon Reports', description: 'The recon reports you have built, with their status and schedule.' },
    { label: 'My Reports' },
  ),
  page(
    'recon:product',
    '/recon/product',
    {
      title: 'Recon Reports: How They Work',
      description: 'What a recon report contains, and how to build one for a client in four steps.',
    },
    { label: 'How It Works' },
  ),
  page(
    'recon:edit',
    '/recon/edit/:reportId',
    { title: 'Edit Report', description: 'Change the domain, keywords and competitors of a recon report.' },
    { parent: 'recon' },
  ),
  ...reconWizard('seo', 'SEO'),
  ...reconWizard('ppc', 'PPC'),
  page(
    'recon:live-ranking',
    '/recon/live-ranking/:id',
    { title: 'Live Ranking', description: "Today's rankings for the keywords of a recon report." },
    { parent: 'recon' },
  ),
  page(
    'recon:live-ranking-details',
    '/recon/live-ranking-details/:reportId/:termId',
    { title: 'Live Ranking Details', description: 'The search results behind one keyword of a recon report.' },
    { parent: 'recon' },
  ),
] as const;
