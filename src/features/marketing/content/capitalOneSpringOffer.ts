import { buyRegisterLink, mainPurchaseLink, type PageContent } from './types';
import {
  MONEY_BACK_GUARANTEE_DAYS,
  SPRING_OFFER_COUPON_CODE,
  SPRING_OFFER_PERCENT_OFF,
} from '../../../lib/spec/purchase';

export const content: PageContent = {
  eyebrow: 'Member offer',
  lead:
    `As a Capital One Spring member, you save ${SPRING_OFFER_PERCENT_OFF}% on every Rivalscope plan. Your member code ` +
    'is added for you when you continue from this page.',
  highlights: [
    { value: `${SPRING_OFFER_PERCENT_OFF}% off`, label: 'every monthly or annual plan' },
    { value: `${MONEY_BACK_GUARANTEE_DAYS}-day`, label: 'money-back guarantee' },
    { value: 'No contracts', label: 'cancel any time' },
  ],
  sections: [
    {
      id: 'your-offer',
      title: 'Your member offer',
      blocks: [
        {
          kind: 'callout',
          title: `Member code: ${SPRING_OFFER_COUPON_CODE}`,
          text:
            'The buttons on this page take you to checkout with the code already applied. You can also type it into ' +
            'the coupon field on the purchase page.',
        },
        {
          kind: 'list',
          items: [
            `${SPRING_OFFER_PERCENT_OFF}% off any monthly or annual plan, for as long as your membership stays active.`,
            'Unlimited searches and downloads from the first day.',
            `A ${MONEY_BACK_GUARANTEE_DAYS}-day money-back guarantee and no contracts.`,
          ],
        },
      ],
    },
    {
      id: 'what-you-get',
      title: 'What you get with Rivalscope',
      blocks: [
        {
          kind: 'cards',
          items: [
            {
              title: 'SEO competitor research',
              body: 'Every keyword a competitor ranks for, the pages that earn their traffic, and the gaps you can win.',
            },
            {
              title: 'PPC research',
              body: 'The Google Ads keywords and ad copy competitors have paid for, and how long they kept them.',
            },
            {
              title: 'Backlinks and outreach',
              body: 'The sites that link to your competitors, with contacts and outreach tracking to win them over.',
            },
            {
              title: 'Reports for your team',
              body: 'Rank tracking and scheduled reports that show what changed each week, in a format you can share.',
            },
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
            `For new Rivalscope memberships started with the code ${SPRING_OFFER_COUPON_CODE}.`,
            'The discount applies to the plan price before taxes and cannot be combined with another coupon.',
            'Capital One and Spring are trademarks of their owners. This offer is made by Rivalscope, and we ' +
              'receive no data about you from Capital One.',
          ],
        },
      ],
    },
  ],
  cta: {
    title: `Claim your ${SPRING_OFFER_PERCENT_OFF}% member discount`,
    body: 'Pick a plan and billing cycle. Your code is already applied at checkout.',
    actions: [
      mainPurchaseLink(`Claim ${SPRING_OFFER_PERCENT_OFF}% off`, 'primary', true),
      buyRegisterLink('Compare plans', 'secondary', true),
    ],
  },
};
