/** Overview (doc 1 §2). */
import { page, withVariants, overview } from './entries';

export const overviewRoutes = [
  ...withVariants(
    'overview',
    '/overview',
    {
      ...overview,
      title: 'Domain Overview',
      description: 'A one-page summary of a domain: organic and paid keywords, competitors, traffic value and history.',
    },
    {
      url: {
        title: 'URL Overview',
        description: 'A one-page summary of a single URL: the keywords it ranks for and buys, and its competitors.',
      },
      screen: 'domain-overview',
    },
  ),
  page(
    'overview:homepage',
    '/homepage/overview',
    {
      ...overview,
      title: 'Homepage Overview',
      description: 'The overview of a search started from the home page.',
    },
    { screen: 'domain-overview' },
  ),
] as const;
