import { freeAccountLink, mainPurchaseLink, type PageContent } from './types';
import {
  ANNUAL_BILLING_SAVINGS_USD,
  MONEY_BACK_GUARANTEE_DAYS,
  PAYWALL_MONTHLY_PRICE_USD,
  PLANS_FROM_MONTHLY_PRICE_USD,
} from '../../../lib/spec/purchase';
import { UI_TEXT } from '../../../lib/spec/text';
import { COMPANY } from '../texts';

export const content: PageContent = {
  eyebrow: 'Members',
  lead:
    'A Rivalscope membership is more than unlimited searches. Members get help from our team, partner discounts ' +
    'and extras we add every quarter.',
  sections: [
    {
      id: 'included',
      title: 'Included with every membership',
      blocks: [
        {
          kind: 'cards',
          items: [
            {
              title: 'Unlimited searches and downloads',
              body:
                'Search any domain, URL or keyword as often as you like, and export results to CSV, Google Sheets ' +
                'or PDF within your plan’s row limit.',
            },
            {
              title: 'A free onboarding call',
              body:
                'A 30-minute session with our support team to set up your first project, your competitors and ' +
                'weekly rank tracking.',
            },
            {
              title: 'Monthly office hours',
              body:
                'A live session on the first Thursday of every month where our analysts walk through a real ' +
                'competitor audit and answer members’ questions.',
            },
            {
              title: 'Support by phone and chat',
              body:
                `Call us ${COMPANY.supportHours} at ${COMPANY.supportPhone}, or chat with us ` +
                `${COMPANY.liveChatHours}.`,
            },
          ],
        },
      ],
    },
    {
      id: 'partner-offers',
      title: 'Partner offers',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'We pick partners whose tools our customers already use next to Rivalscope, and negotiate offers you ' +
            'will not find on their own pricing pages.',
        },
        {
          kind: 'cards',
          items: [
            {
              title: 'RivalFlow',
              meta: 'AI content optimisation',
              body:
                'A 30-day free trial and 25% off your first three paid months of the tool that tells you what to add ' +
                'to pages ranking just outside the top 10.',
              link: { label: 'See the RivalFlow offer', route: 'marketing:rivalflow-offer' },
            },
            {
              title: 'ClickCease',
              meta: 'Click-fraud protection',
              body:
                'Block bots and repeat competitor clicks on your Google and Microsoft Ads, and see which keywords draw ' +
                'the most invalid traffic.',
              link: { label: 'See the ClickCease offer', route: 'marketing:clickcease-offer' },
            },
            {
              title: 'MobileMonkey',
              meta: 'Chat marketing',
              body: 'Turn website visitors and ad clicks into conversations on Messenger, Instagram and SMS.',
              link: { label: 'See the MobileMonkey offer', route: 'marketing:mobilemonkey-offer' },
            },
            {
              title: 'Capital One Spring',
              meta: 'Member savings',
              body: 'Capital One Spring members save 20% on every Rivalscope plan for as long as they stay members.',
              link: { label: 'See the Capital One Spring offer', route: 'marketing:capital-one-spring-member-offer' },
            },
          ],
        },
      ],
    },
    {
      id: 'annual-billing',
      title: 'Save with annual billing',
      blocks: [
        {
          kind: 'paragraph',
          text:
            `Members on the $${PAYWALL_MONTHLY_PRICE_USD}/month plan save $${ANNUAL_BILLING_SAVINGS_USD} a year by ` +
            'switching to annual billing. You can switch in one click from your account, and the guarantee and ' +
            'no-contract promise stay the same.',
        },
      ],
    },
    {
      id: 'fine-print',
      title: 'The fine print',
      blocks: [
        {
          kind: 'list',
          items: [
            'The onboarding call and office hours are for paid memberships, including team seats on a parent ' +
              'account. Partner offers are open to every Rivalscope account unless the offer page says otherwise.',
            'Partner offers are provided by the partners under their own terms. We share nothing about you with a ' +
              'partner unless you choose to redeem its offer.',
            'Perks and partner offers can change. We announce a change by e-mail at least 30 days before it takes ' +
              'effect.',
          ],
        },
      ],
    },
  ],
  cta: {
    title: 'Become a member',
    body:
      `Membership starts at $${PLANS_FROM_MONTHLY_PRICE_USD}/month with unlimited searches and downloads, a ` +
      `${MONEY_BACK_GUARANTEE_DAYS}-day money-back guarantee and no contracts.`,
    actions: [mainPurchaseLink('Start your membership'), freeAccountLink(UI_TEXT.signUpForFree, 'secondary')],
  },
};
