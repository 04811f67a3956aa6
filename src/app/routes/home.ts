/** Home (doc 1 §2). */
import { page } from './entries';
import { HOME_PAGE_TITLE } from '../../features/home/pageTitle';

export const homeRoutes = [
  page(
    'home',
    '/',
    {
      title: HOME_PAGE_TITLE,
      description:
        'Look up any domain, URL or keyword and see the keywords, ads, competitors and backlinks behind it. Try it free, no credit card required.',
      pageType: 'marketing',
    },
    { screen: 'home', aliases: ['/althome'] },
  ),
  page(
    'hq',
    '/hq',
    {
      title: 'My Sites',
      description:
        'Your campaign dashboard: the sites you track, with their keywords, rankings and competitors at a glance.',
    },
    { screen: 'my-sites' },
  ),
  // doc 2 §2 "Groups list page" (the path is ours): logged-in only, like hq (the account-area guard).
  page(
    'groups',
    '/groups',
    {
      title: 'Groups',
      description: 'The keyword groups of a project, with their keyword counts, rank and click changes.',
    },
    { screen: 'groups' },
  ),
  page(
    'competitor-projects',
    '/competitor-projects',
    {
      title: 'Competitor Projects',
      description: 'Each project groups one of your sites with the competitors and keywords you watch for it.',
    },
    { screen: 'competitor-projects' },
  ),
] as const;
