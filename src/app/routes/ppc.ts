/** PPC section (doc 1 §2). */
import { page, withVariants, ppc } from './entries';

export const ppcRoutes = [
  ...withVariants(
    'ppc:overview',
    '/ppc/overview',
    {
      ...ppc,
      title: 'Google Ads Competitors',
      description: 'The paid keywords, ad budget and ad competitors of any domain or URL.',
    },
    { label: 'Overview' },
  ),
  ...withVariants(
    'ppc:keywords',
    '/ppc/keywords',
    {
      ...ppc,
      title: 'PPC Keyword Research',
      description: 'The keywords a domain or URL buys on Google Ads, with cost per click and ad position.',
    },
    { label: 'Keywords' },
  ),
  ...withVariants(
    'ppc:competitors',
    '/ppc/competitors',
    {
      ...ppc,
      title: 'PPC Competitors',
      description: 'The advertisers that bid on the same keywords as a domain or URL.',
    },
    { label: 'Competitors' },
  ),
  ...withVariants('ppc:ad-history', '/ppc/ad-history', {
    ...ppc,
    title: 'Ad History',
    description: 'Every ad a domain or URL ran, month by month, with the keywords it bought.',
  }),
  page(
    'ppc:kombat',
    '/ppc/kombat',
    {
      ...ppc,
      title: 'PPC Kombat',
      description: 'Compare the paid keywords of competing advertisers: the buys you share and the ones you miss.',
    },
    { label: 'Kombat', screen: 'ppc-kombat' },
  ),
  page(
    'ppc:adwords-advisor',
    '/ppc/adwords-advisor',
    {
      ...ppc,
      title: 'PPC Keyword Suggestions',
      description: 'The keywords a domain should buy, and the negative matches that stop wasted spend.',
    },
    { label: 'Google Ads Advisor' },
  ),
  page('ppc:adwords_templates', '/ppc/adwords-templates', {
    title: 'Google Ads Templates',
    description: 'Ready-made Google Ads campaigns for your industry, built from what successful advertisers buy.',
  }),
  page(
    'ppc:adwords_templates:get-started',
    '/ppc/adwords-templates/get-started',
    {
      title: 'Google Ads Templates: Get Started',
      description: 'Pick the industry and the settings of your Google Ads template.',
    },
    { parent: 'ppc:adwords_templates' },
  ),
  page(
    'ppc:adwords_templates:download',
    '/ppc/adwords-templates/download',
    {
      title: 'Google Ads Templates: Download',
      description: 'Download your Google Ads template, ready to import into Google Ads Editor.',
    },
    { parent: 'ppc:adwords_templates' },
  ),
] as const;
