/** Keyword section (doc 1 §2). */
import { page, keyword } from './entries';

export const keywordRoutes = [
  page(
    'keyword:overview',
    '/keyword/overview',
    {
      ...keyword,
      title: 'Keyword Research Tool',
      description: 'Search volume, cost per click, ranking difficulty and the top results for any keyword.',
    },
    { label: 'Overview', screen: 'keyword-overview' },
  ),
  page('keyword:related-keywords', '/keyword/related-keywords', {
    ...keyword,
    title: 'Related Keywords',
    description: 'Keywords related to your search: what buyers type, the questions people ask, and close variations.',
  }),
  page(
    'keyword:ad-history',
    '/keyword/ad-history',
    {
      ...keyword,
      title: 'Keyword Ad History',
      description: 'Every advertiser that bought a keyword, month by month, with the ads they ran.',
    },
    { label: 'Ad History' },
  ),
  page(
    'keyword:ranking-history',
    '/keyword/ranking-history',
    {
      ...keyword,
      title: 'Keyword Rank Checker',
      description: 'The sites that ranked for a keyword, and how their positions moved over time.',
    },
    { label: 'Ranking History' },
  ),
  page(
    'keyword:serp-analysis',
    '/keyword/serp-analysis',
    {
      ...keyword,
      title: 'SERP Checker',
      description: 'The search results page for a keyword, with the strength of every page that ranks on it.',
    },
    { label: 'SERP Analysis' },
  ),
  page(
    'keyword:backlinks',
    '/keyword/backlinks',
    {
      ...keyword,
      title: 'Keyword Backlinks',
      description: 'The backlinks behind the pages that rank for a keyword.',
    },
    { label: 'Backlinks' },
  ),
  page(
    'keyword:adwords-advisor',
    '/keyword/adwords-advisor',
    {
      ...keyword,
      title: 'Keyword Google Ads Advisor',
      description: 'The keywords worth buying around a keyword, and the negative matches to add.',
    },
    { label: 'Google Ads Advisor' },
  ),
  page(
    'keyword:bulk-upload',
    '/keyword/bulk-upload',
    {
      title: 'Bulk Keyword Upload',
      description: 'Paste or upload a list of keywords and get the metrics of all of them at once.',
    },
    { label: 'Bulk Upload' },
  ),
  page(
    'keyword:bulk-upload:results',
    '/keyword/bulk-upload/results',
    {
      title: 'Bulk Upload Results',
      description: 'Search volume, cost per click and difficulty for every keyword you uploaded.',
    },
    { parent: 'keyword:bulk-upload' },
  ),
] as const;
