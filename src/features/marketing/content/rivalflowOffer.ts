import type { PageContent } from './types';

// Ours: the RivalFlow member code and its terms are our design.
const MEMBER_CODE = 'RIVALSCOPE25';

export const content: PageContent = {
  eyebrow: 'Member offer',
  requiresLogin: true,
  lead:
    'RivalFlow finds the pages on your site that already rank just outside the top 10 and tells you what to add ' +
    'to move them up. Rivalscope members get a 30-day free trial and 25% off their first three paid months.',
  sections: [
    {
      id: 'member-code',
      title: 'Your member code',
      membersOnly: true,
      blocks: [
        {
          kind: 'callout',
          title: MEMBER_CODE,
          text:
            'Enter this code when you create your RivalFlow account. Your trial starts at once, and the discount ' +
            'applies to your first three paid months. One code per Rivalscope account.',
        },
      ],
    },
    {
      id: 'better-together',
      title: 'How RivalFlow and Rivalscope work together',
      blocks: [
        {
          kind: 'cards',
          items: [
            {
              title: 'Find pages in striking distance',
              body:
                'The Top Pages report in Rivalscope lists your pages by estimated traffic. The ones ranking just ' +
                'outside the top 10 are where a refresh pays off fastest.',
            },
            {
              title: 'Let RivalFlow write the brief',
              body:
                'RivalFlow compares each page with the results that outrank it and suggests the sections, questions ' +
                'and terms it is missing.',
            },
            {
              title: 'Track the lift',
              body:
                'Add the page’s keywords to a Rivalscope project and watch their weekly rankings move after you ' +
                'publish the update.',
            },
          ],
        },
      ],
    },
    {
      id: 'how-to-redeem',
      title: 'How to redeem',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'Copy your member code from this page.',
            'Create a RivalFlow account and connect Google Search Console, so it can see which pages are close to ' +
              'the top 10.',
            'Enter the code at sign-up. Keep your Rivalscope membership active to keep the discount.',
          ],
        },
      ],
    },
    {
      id: 'offer-terms',
      title: 'Offer terms',
      blocks: [
        {
          kind: 'list',
          items: [
            'For Rivalscope members with a free or paid account who are new to RivalFlow.',
            'RivalFlow’s own terms and privacy policy apply to your RivalFlow account. We tell RivalFlow nothing ' +
              'about you; it only learns what you give it when you sign up.',
            'RivalFlow is a trademark of its owner.',
          ],
        },
      ],
    },
  ],
  cta: {
    title: 'Find your first pages to refresh',
    body: 'Open the Top Pages report for your domain and pick the pages ranking just outside the top 10.',
    actions: [
      { label: 'Open Top Pages', route: 'seo:top-pages', variant: 'primary' },
      { label: 'Go to My Sites', route: 'hq', variant: 'secondary' },
    ],
  },
};
