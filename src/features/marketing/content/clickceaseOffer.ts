import { freeAccountLink, mainPurchaseLink, type PageContent } from './types';
import { MONEY_BACK_GUARANTEE_DAYS } from '../../../lib/spec/purchase';
import { UI_TEXT } from '../../../lib/spec/text';

export const content: PageContent = {
  eyebrow: 'Partner offer',
  lead:
    'ClickCease keeps bots and click farms from draining your ad budget. Rivalscope shows you what your ' +
    'competitors bid on, so the budget you save goes to keywords that convert.',
  sections: [
    {
      id: 'your-offer',
      title: 'Your offer',
      blocks: [
        {
          kind: 'list',
          items: [
            'A free Rivalscope account with unlimited searches. No credit card required.',
            'A free PPC competitor snapshot: our analysts compare your 20 most expensive keywords with the ad ' +
              'history of three competitors you choose.',
            `A ${MONEY_BACK_GUARANTEE_DAYS}-day money-back guarantee on any paid plan, with no contracts.`,
          ],
        },
      ],
    },
    {
      id: 'better-together',
      title: 'Why Rivalscope and ClickCease work well together',
      blocks: [
        {
          kind: 'cards',
          items: [
            {
              title: 'Cut waste twice',
              body:
                'ClickCease blocks invalid clicks. Our Google Ads advisor finds the keywords worth excluding, so ' +
                'genuine clicks stop landing on searches that never convert.',
            },
            {
              title: 'Spend where it pays',
              body:
                'See the keywords your competitors have kept buying for years, a strong sign they convert, and move ' +
                'the budget you saved onto them.',
            },
            {
              title: 'Know who you are bidding against',
              body:
                'Rivalscope lists every advertiser that shares your keywords, with their ad copy and how long they ' +
                'have run it.',
            },
          ],
        },
      ],
    },
    {
      id: 'how-to-claim',
      title: 'How to claim it',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'Create your free account with the button on this page.',
            'Reply to your welcome e-mail with the word “ClickCease”, your domain and three competitors.',
            'Your snapshot arrives by e-mail within five business days.',
          ],
        },
      ],
    },
    {
      id: 'offer-terms',
      title: 'Offer terms',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'Open to new Rivalscope accounts. One snapshot per company. ClickCease is a trademark of its owner; this ' +
            'offer is made by Rivalscope, and ClickCease receives no data about you from us.',
        },
      ],
    },
  ],
  cta: {
    title: 'Start with a free account',
    body: 'Unlimited searches today, and your PPC competitor snapshot within a week.',
    actions: [freeAccountLink(UI_TEXT.signUpForFree), mainPurchaseLink('See plans', 'secondary')],
  },
};
