import { freeAccountLink, mailLink, type PageContent } from './types';
import { MONEY_BACK_GUARANTEE_DAYS } from '../../../lib/spec/purchase';
import { UI_TEXT } from '../../../lib/spec/text';
import { COMPANY } from '../texts';

const COMMISSION_PERCENT = 30;
const COMMISSION_MONTHS = 12;
const COOKIE_DAYS = 60;
const MINIMUM_PAYOUT_USD = 50;

export const content: PageContent = {
  eyebrow: 'Partners',
  lead:
    'Recommend Rivalscope to the marketers, agencies and freelancers you work with, and earn ' +
    `${COMMISSION_PERCENT}% of every payment they make in their first ${COMMISSION_MONTHS} months.`,
  highlights: [
    { value: `${COMMISSION_PERCENT}%`, label: `recurring commission for ${COMMISSION_MONTHS} months` },
    { value: `${COOKIE_DAYS} days`, label: 'referral window' },
    { value: `$${MINIMUM_PAYOUT_USD}`, label: 'minimum payout' },
  ],
  sections: [
    {
      id: 'how-it-works',
      title: 'How it works',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'Apply with a short description of your audience and where you plan to recommend Rivalscope. We answer ' +
              'within three business days.',
            'Once approved, you get a personal referral link, plus banners, screenshots and product copy you are ' +
              'free to use.',
            `When someone follows your link and starts a paid membership within ${COOKIE_DAYS} days, the referral ` +
              'is credited to you.',
            `You earn ${COMMISSION_PERCENT}% of each payment that customer makes for ${COMMISSION_MONTHS} months, on ` +
              'monthly and annual plans alike, including team seats they add.',
          ],
        },
      ],
    },
    {
      id: 'who-its-for',
      title: 'Who the program is for',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'The program suits SEO and PPC bloggers, course creators, YouTube channels and newsletter writers, ' +
            'agencies that recommend tools to their clients, and consultants who set up reporting for small ' +
            'businesses.',
        },
        {
          kind: 'paragraph',
          text:
            'Rivalscope is easy to recommend because your audience can try it first: every referral can start with a ' +
            `free account with unlimited searches, and paid plans carry a ${MONEY_BACK_GUARANTEE_DAYS}-day ` +
            'money-back guarantee with no contracts.',
        },
      ],
    },
    {
      id: 'commission-and-payouts',
      title: 'Commission and payouts',
      blocks: [
        {
          kind: 'list',
          items: [
            `Commission is ${COMMISSION_PERCENT}% of the amount the customer actually pays, excluding taxes, ` +
              'refunds and chargebacks.',
            `Each commission is held for ${MONEY_BACK_GUARANTEE_DAYS} days, the length of our money-back ` +
              'guarantee, and then becomes payable.',
            `We pay monthly by PayPal or bank transfer once your balance reaches $${MINIMUM_PAYOUT_USD}; smaller ` +
              'balances roll over to the next month.',
            `A referral belongs to the last affiliate link the customer followed within ${COOKIE_DAYS} days before ` +
              'buying.',
            'Your dashboard shows clicks, sign-ups, paid conversions and every commission as it is earned and paid.',
          ],
        },
      ],
    },
    {
      id: 'program-rules',
      title: 'Program rules',
      blocks: [
        {
          kind: 'list',
          items: [
            'Do not bid on “Rivalscope” or misspellings of it in Google Ads or Microsoft Ads, and do not use our ' +
              'name in an ad’s display URL.',
            'Disclose your affiliate relationship clearly wherever you link to us, as the FTC’s Endorsement Guides ' +
              'and similar rules elsewhere require.',
            'No self-referrals, cookie stuffing, incentivised clicks, or spam by e-mail, social media or comments.',
            'Only publish coupon codes we have issued to you for your audience.',
            'We may end the agreement if these rules are broken; commissions earned through fraud or a breach are ' +
              'void.',
          ],
        },
      ],
    },
  ],
  cta: {
    title: 'Join the affiliate program',
    body:
      'Apply by e-mail with a link to your site or channel. You need a Rivalscope account, free or paid, to ' +
      'receive your referral link.',
    actions: [
      mailLink('Apply by e-mail', COMPANY.email.partners, 'Affiliate program application', 'primary'),
      freeAccountLink(UI_TEXT.signUpForFree, 'secondary'),
    ],
  },
};
