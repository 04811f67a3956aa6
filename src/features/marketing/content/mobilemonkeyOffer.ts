import { freeAccountLink, mainPurchaseLink, type PageContent } from './types';
import { MONEY_BACK_GUARANTEE_DAYS } from '../../../lib/spec/purchase';
import { UI_TEXT } from '../../../lib/spec/text';

export const content: PageContent = {
  eyebrow: 'Partner offer',
  lead:
    'MobileMonkey customers already know how to turn clicks into conversations. Rivalscope shows you where the ' +
    'clicks come from: the keywords and ads that bring your competitors their traffic.',
  sections: [
    {
      id: 'your-offer',
      title: 'Your offer',
      blocks: [
        {
          kind: 'list',
          items: [
            'A free Rivalscope account with unlimited searches. No credit card required.',
            'A free 30-minute session with our team to build your first competitor project and keyword groups.',
            `A ${MONEY_BACK_GUARANTEE_DAYS}-day money-back guarantee on any paid plan, with no contracts.`,
          ],
        },
      ],
    },
    {
      id: 'better-together',
      title: 'Why Rivalscope and MobileMonkey work well together',
      blocks: [
        {
          kind: 'cards',
          items: [
            {
              title: 'Find the keywords that start conversations',
              body:
                'See which keywords and ads send visitors to your competitors, then aim your chat campaigns at the ' +
                'same audience.',
            },
            {
              title: 'Write opening messages that get replies',
              body:
                'Competitors’ longest-running ads show which offers and phrasing hold up over time. Borrow the ' +
                'winning angles for your chatbot greetings.',
            },
            {
              title: 'Watch the whole funnel',
              body:
                'Track your keyword rankings weekly in Rivalscope next to the conversation numbers in MobileMonkey, ' +
                'and see which search traffic turns into leads.',
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
            'Reply to your welcome e-mail with the word “MobileMonkey” to book your session with our team.',
            'Upgrade whenever you need full exports, more history or white-label reports.',
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
            'Open to new Rivalscope accounts. One set-up session per company. MobileMonkey is a trademark of its ' +
            'owner; this offer is made by Rivalscope, and MobileMonkey receives no data about you from us.',
        },
      ],
    },
  ],
  cta: {
    title: 'Start with a free account',
    body: 'Unlimited searches today, and a set-up session with our team this week.',
    actions: [freeAccountLink(UI_TEXT.signUpForFree), mainPurchaseLink('See plans', 'secondary')],
  },
};
