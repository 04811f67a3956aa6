import { freeAccountLink, mailLink, mainPurchaseLink, type PageContent } from './types';
import { MARKETING_CLAIMS, MONEY_BACK_GUARANTEE_DAYS, PLANS_FROM_MONTHLY_PRICE_USD } from '../../../lib/spec/purchase';
import { UI_TEXT } from '../../../lib/spec/text';
import { COMPANY } from '../texts';

/** The id of the contact section: the footer's Contact Us link (section=contactUs) and #contactUs land here. */
export const CONTACT_SECTION_ID = 'contactUs';

export const content: PageContent = {
  eyebrow: 'Company',
  lead:
    'Rivalscope shows you how your competitors win in search: the keywords they rank for, the ads they buy and ' +
    'the links that carry them. It is open software, and you can run it on your own servers.',
  highlights: [
    { value: `${MARKETING_CLAIMS.yearsOfHistory} years`, label: 'of search history' },
    { value: `${MARKETING_CLAIMS.websitesListedMillions} million+`, label: 'websites listed' },
    { value: `${MONEY_BACK_GUARANTEE_DAYS}-day`, label: 'money-back guarantee' },
  ],
  sections: [
    {
      id: 'who-we-are',
      title: 'Who we are',
      blocks: [
        {
          kind: 'paragraph',
          text:
            `Rivalscope is a small, independent team of search marketers and engineers based in ${COMPANY.city}. ` +
            'We spent years running SEO and pay-per-click campaigns for agencies and in-house teams, and we kept ' +
            'needing the same thing: a fast, honest look at what the competition is doing, without a long contract ' +
            'or a sales call first.',
        },
        {
          kind: 'paragraph',
          text:
            'So we built it. Marketers, agencies, freelancers and their teams use Rivalscope to look up any domain, ' +
            'URL or keyword and see the organic rankings, paid keywords, ad copy and backlinks behind it. Our ' +
            `research database lists more than ${MARKETING_CLAIMS.websitesListedMillions} million websites and goes ` +
            `back ${MARKETING_CLAIMS.yearsOfHistory} years, so you see not only where a competitor stands today but ` +
            'how they got there.',
        },
      ],
    },
    {
      id: 'what-we-believe',
      title: 'What we believe',
      blocks: [
        {
          kind: 'cards',
          items: [
            {
              title: 'Open by default',
              body:
                'The Rivalscope application is open source. You can read every line that touches your data, propose ' +
                'changes, and check for yourself that the product does what this page says it does.',
            },
            {
              title: 'Your data, your servers',
              body:
                'Rivalscope is self-hostable. Two commands install and start the app and its API on your own ' +
                'machine, with SQLite for a single server or PostgreSQL for several servers behind a load balancer. ' +
                'Your projects, keyword lists and reports never have to leave your network.',
            },
            {
              title: 'Honest pricing',
              body:
                `Membership starts at $${PLANS_FROM_MONTHLY_PRICE_USD}/month with unlimited searches and downloads. ` +
                `Every plan carries a ${MONEY_BACK_GUARANTEE_DAYS}-day money-back guarantee, and there are no ` +
                'contracts to sign or to cancel.',
            },
            {
              title: 'Research for everyone',
              body:
                'A free account gets you unlimited searches with no credit card. A freelancer checking one client ' +
                'deserves the same answers as an agency running fifty.',
            },
          ],
        },
      ],
    },
    {
      id: 'what-rivalscope-does',
      title: 'What Rivalscope does',
      blocks: [
        {
          kind: 'cards',
          items: [
            {
              title: 'Domain, URL and keyword research',
              body:
                'One search box for any domain, page or keyword: organic rankings, estimated clicks, top pages, the ' +
                'competitors you share keywords with, and side-by-side domain comparisons in Kombat.',
            },
            {
              title: 'PPC research',
              body:
                'The Google Ads keywords a competitor buys, how long they have kept buying them, the ad copy they ' +
                'tested, and an advisor that flags keywords worth buying and keywords to exclude.',
            },
            {
              title: 'Backlinks and outreach',
              body:
                'Find the sites that link to your competitors but not to you, then track outreach to each prospect: ' +
                'contacts, links won and the history of every conversation.',
            },
            {
              title: 'Rank tracking',
              body:
                'Track your keywords week by week and see which moved into the top 10, which fell out, and what that ' +
                'did to your clicks.',
            },
            {
              title: 'Projects',
              body:
                'Save keywords into projects, organise them with groups and labels, and export them to CSV, Google ' +
                'Sheets or PDF.',
            },
            {
              title: 'Reports and the API',
              body:
                'Schedule white-label recon reports for your clients, weekly or monthly, and pull the same data into ' +
                'your own tools through the documented API.',
            },
          ],
        },
      ],
    },
    {
      id: CONTACT_SECTION_ID,
      title: 'Contact us',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'Real people answer our phone and our live chat. Most questions are settled on the first call; anything ' +
            'we cannot fix on the spot gets a ticket number and a follow-up by e-mail.',
        },
        {
          kind: 'facts',
          items: [
            { term: 'Support phone', value: { label: COMPANY.supportPhone, href: COMPANY.supportPhoneHref } },
            { term: 'Support hours', value: COMPANY.supportHours },
            { term: 'Live chat hours', value: COMPANY.liveChatHours },
            { term: 'E-mail', value: mailLink(COMPANY.email.support, COMPANY.email.support) },
            { term: 'Office', value: COMPANY.address },
            {
              term: 'Security reports',
              value: { label: 'Vulnerability Disclosure Policy', route: 'marketing:vulnerability-disclosure-policy' },
            },
            { term: 'Partnerships and press', value: mailLink(COMPANY.email.partners, COMPANY.email.partners) },
          ],
        },
        {
          kind: 'paragraph',
          text:
            'Start a chat from the Live chat button in the header of any Rivalscope page. Outside those hours, ' +
            'e-mail us and we reply ' +
            'within one business day. Running Rivalscope on your own server? The README in the source repository ' +
            'covers installation and configuration, and our support team answers self-hosting questions by e-mail.',
        },
      ],
    },
  ],
  cta: {
    title: 'See your competitors’ numbers today',
    body: 'Create a free account for unlimited searches. No credit card required.',
    actions: [freeAccountLink(UI_TEXT.signUpForFree), mainPurchaseLink('Start your membership', 'secondary')],
  },
};
