import { freeAccountLink, mailLink, type PageContent } from './types';
import { UI_TEXT } from '../../../lib/spec/text';
import { COMPANY } from '../texts';

export const content: PageContent = {
  eyebrow: 'Services',
  lead:
    'Get an experienced second pair of eyes on your search marketing. Our consultants work from the same ' +
    'Rivalscope data you do, and leave you with a plan your own team can carry out.',
  sections: [
    {
      id: 'services',
      title: 'What we offer',
      blocks: [
        {
          kind: 'cards',
          items: [
            {
              title: 'Competitive SEO audit',
              meta: 'From $1,500 · two weeks',
              body:
                'We map the keywords your top five competitors win and you do not, the pages that earn them and ' +
                'the links that hold them up, then rank every opportunity by traffic and effort.',
              points: [
                'A keyword gap analysis',
                'A content plan for the next quarter',
                'A backlink outreach list with contacts',
              ],
            },
            {
              title: 'PPC account review',
              meta: '$900 fixed · one week',
              body:
                'We compare your Google Ads account with your competitors’ ad history to find wasted spend, missing ' +
                'keywords and ad copy worth testing.',
              points: [
                'Negative keyword recommendations',
                'Keywords your competitors have bought for years',
                'Three ad copy tests to run first',
              ],
            },
            {
              title: 'Self-hosting launch',
              meta: '$1,200 fixed · one week',
              body:
                'We install Rivalscope on your infrastructure with PostgreSQL behind your reverse proxy, and hand ' +
                'over a runbook for backups and upgrades.',
              points: [
                'Set-up on your cloud account or your own servers',
                'Several app servers behind a load balancer, sharing sessions',
                'A two-hour handover with your operations team',
              ],
            },
            {
              title: 'Agency reporting set-up',
              meta: 'From $750 · one week',
              body:
                'We design white-label report templates in your brand and schedule weekly or monthly reports for ' +
                'each of your clients.',
              points: [
                'Report designs in your colours and logo',
                'Competitor sets and keyword groups per client',
                'A training session for your account managers',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'how-it-works',
      title: 'How an engagement works',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'A free 30-minute call to understand your goals, your market and your competitors.',
            'A fixed-price proposal with scope, timeline and deliverables. No retainers, no hourly surprises.',
            'The work itself, with a short check-in every week.',
            'A walk-through of the findings with your team, then 30 days of follow-up questions by e-mail.',
          ],
        },
      ],
    },
    {
      id: 'who-you-work-with',
      title: 'Who you work with',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'Each of our consultants has managed search budgets and SEO programmes for at least eight years, in-house ' +
            'and at agencies, in e-commerce, software, legal, home services and healthcare.',
        },
        {
          kind: 'paragraph',
          text:
            'We sign your non-disclosure agreement before the first call if you wish, work in read-only access to ' +
            'your accounts, and delete any data you shared with us when the engagement ends.',
        },
      ],
    },
  ],
  cta: {
    title: 'Book a free strategy call',
    body: 'Tell us about your site and your goals. We reply within one business day with times for a call.',
    actions: [
      mailLink('Email our consultants', COMPANY.email.consulting, 'Consulting enquiry', 'primary'),
      freeAccountLink(UI_TEXT.signUpForFree, 'secondary'),
    ],
  },
};
