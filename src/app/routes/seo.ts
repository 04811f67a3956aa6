/** SEO section (doc 1 §2). */
import { page, withVariants, seo } from './entries';

export const seoRoutes = [
  ...withVariants(
    'seo:overview',
    '/seo/overview',
    {
      ...seo,
      title: 'SEO Competitor Analysis',
      description: 'The organic keywords, traffic value and top competitors of any domain or URL.',
    },
    { label: 'Overview' },
  ),
  ...withVariants(
    'seo:keywords',
    '/seo/keywords',
    {
      ...seo,
      title: 'SEO Keyword Research',
      description: 'The keywords a domain or URL ranks for, with positions, search volume and clicks.',
    },
    { label: 'Keywords', screen: 'seo-keywords' },
  ),
  ...withVariants(
    'seo:competitors',
    '/seo/competitors',
    {
      ...seo,
      title: 'SEO Competitors',
      description: 'The sites that compete with a domain or URL for the same organic keywords.',
    },
    { label: 'Competitors', screen: 'seo-competitors' },
  ),
  ...withVariants(
    'seo:backlinks',
    '/seo/backlinks',
    {
      ...seo,
      title: 'Competitor Backlinks',
      description: 'The links that point to a domain or URL, and the ones its competitors have earned.',
    },
    { label: 'Backlinks', screen: 'seo-backlinks' },
  ),
  ...withVariants(
    'seo:ranking-history',
    '/seo/ranking-history',
    {
      ...seo,
      title: 'SEO Ranking History',
      description: 'How a domain or URL ranked for its keywords, month by month.',
    },
    { label: 'Ranking History', screen: 'seo-ranking-history' },
  ),
  page(
    'seo:top-pages',
    '/seo/top-pages',
    {
      ...seo,
      title: 'Top Pages',
      description: 'The pages of a domain that bring it the most organic traffic, and its newest ranking pages.',
    },
    { screen: 'seo-top-pages' },
  ),
  page(
    'seo:kombat',
    '/seo/kombat',
    {
      ...seo,
      title: 'Domain Comparison',
      description:
        'Compare domains side by side: the keywords they share, and the gaps where a rival ranks and you do not.',
    },
    { label: 'Kombat', screen: 'seo-kombat' },
  ),
] as const;
