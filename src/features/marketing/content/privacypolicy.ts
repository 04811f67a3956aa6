import { freeAccountLink, mailLink, type PageContent } from './types';
import { COMPANY } from '../texts';

export const content: PageContent = {
  eyebrow: 'Legal',
  lead:
    'This policy explains what personal data the Rivalscope service we host collects, why, who we share it with, ' +
    'how long we keep it, and the choices you have. We collect as little as we can, and we never sell it.',
  updated: 'Last updated: June 2, 2025',
  toc: true,
  sections: [
    {
      id: 'who-we-are',
      title: '1. Who we are and what this policy covers',
      blocks: [
        {
          kind: 'paragraph',
          text:
            `${COMPANY.legalName} (${COMPANY.address}) is the controller of the personal data described here. This ` +
            `policy covers the Rivalscope website and application we operate at ${COMPANY.website}, its API, and ` +
            'our support, sales and marketing.',
        },
        {
          kind: 'callout',
          title: 'Running Rivalscope yourself?',
          text:
            'A self-hosted installation is run by its operator, who is responsible for the personal data in it. The ' +
            'software sends no usage data, telemetry or search history to us. If you use Rivalscope at work on your ' +
            'company’s own server, ask your administrator about its privacy practices.',
        },
      ],
    },
    {
      id: 'what-we-collect',
      title: '2. The information we collect',
      blocks: [
        {
          kind: 'facts',
          items: [
            {
              term: 'Account details',
              value:
                'Your name, e-mail address, password (stored only as a salted hash), the e-mail addresses of team ' +
                'members you add, and the answers you give when setting up your account, such as your website and ' +
                'interests.',
            },
            {
              term: 'Billing details',
              value:
                'Your plan, billing cycle, invoices and billing address. Card numbers are handled by our payment ' +
                'processor; we keep only the card type, the last four digits and the expiry date.',
            },
            {
              term: 'What you do in the service',
              value:
                'The domains, URLs and keywords you search, the projects, keyword lists, reports and outreach ' +
                'records you save, and your settings. We need these to show your history, enforce plan limits and ' +
                'run your scheduled reports.',
            },
            {
              term: 'Device and log data',
              value:
                'IP address, browser type, the pages you visit in the app, the time of each request and your active ' +
                'sessions. We use it to keep you signed in, limit login attempts, detect automated abuse and fix ' +
                'errors.',
            },
            {
              term: 'Messages',
              value: 'What you tell us by e-mail, phone or live chat, and our replies.',
            },
          ],
        },
      ],
    },
    {
      id: 'how-we-use-it',
      title: '3. How we use it',
      blocks: [
        {
          kind: 'list',
          items: [
            'to create and secure your account, sign you in and limit concurrent sessions;',
            'to provide the research, projects, exports and reports you ask for;',
            'to bill you, send receipts and handle refunds;',
            'to answer support requests and tell you about changes to the service or these policies;',
            'to detect and stop fraud, scraping and attacks;',
            'to understand which features are used so we can improve them, using aggregated figures;',
            'to send product news and offers, only if you have agreed, with an unsubscribe link in every e-mail.',
          ],
        },
      ],
    },
    {
      id: 'legal-bases',
      title: '4. Legal bases',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'Where the GDPR or UK GDPR applies, we rely on the contract with you to provide the service and bill ' +
            'you; on our legitimate interests to secure the service, prevent abuse and improve the product; on your ' +
            'consent for marketing e-mails and optional cookies, which you can withdraw at any time; and on legal ' +
            'obligations for tax and accounting records.',
        },
      ],
    },
    {
      id: 'cookies',
      title: '5. Cookies and local storage',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'We use a small number of first-party cookies and browser storage entries. None of them is used for ' +
            'advertising.',
        },
        {
          kind: 'facts',
          items: [
            {
              term: 'Session cookie',
              value: 'Keeps you signed in. It is signed, sent over HTTPS only and removed when you log out.',
            },
            {
              term: 'Security token',
              value: 'Protects forms and API calls from cross-site request forgery.',
            },
            {
              term: 'Preferences',
              value:
                'Remember choices such as your country and which version of the home page you saw, so the site ' +
                'stays consistent between visits.',
            },
            {
              term: 'Scroll positions',
              value: 'Kept for the length of a browser tab so Back returns you to the same place on a page.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text:
            'You can clear cookies and storage in your browser settings at any time. Blocking the session cookie ' +
            'means you cannot sign in.',
        },
      ],
    },
    {
      id: 'sharing',
      title: '6. Who we share it with',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'We do not sell or rent personal data, and we do not share it for cross-context behavioural advertising. ' +
            'We share it only with:',
        },
        {
          kind: 'list',
          items: [
            'service providers that process it on our instructions under written contracts: our payment processor, ' +
              'hosting and database providers, e-mail delivery, bot protection and customer support tools;',
            'Google, when you choose to export to Google Sheets, and only the data you export;',
            'a partner, when you follow a partner link or redeem a partner offer: the partner receives what you ' +
              'send it, such as the domain you entered in our AI content scan and your user ID;',
            'the owner of a team account, who can see the e-mail address and sessions of its team members;',
            'authorities, when the law requires it, and a buyer of our business, who would be bound by this policy.',
          ],
        },
      ],
    },
    {
      id: 'retention',
      title: '7. How long we keep it',
      blocks: [
        {
          kind: 'list',
          items: [
            'Account data and your saved projects: while your account is open, then deleted within 30 days of ' +
              'closing it.',
            'Search history: 24 months, so you can return to past searches.',
            'Log and security data: 90 days, longer only when needed to investigate an incident.',
            'Billing records: seven years, as tax law requires.',
            'Support conversations: three years after the last message.',
          ],
        },
      ],
    },
    {
      id: 'security',
      title: '8. How we protect it',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'Data travels over HTTPS and is encrypted at rest. Passwords are salted and hashed, sessions are signed ' +
            'and limited in number, and login attempts are rate-limited. Only staff who need it for their job can ' +
            'reach personal data, and every access to production systems is logged. Because our code is open, ' +
            'anyone can review how we handle data, and our Vulnerability Disclosure Policy invites reports of any ' +
            'weakness.',
        },
      ],
    },
    {
      id: 'your-rights',
      title: '9. Your rights and choices',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'Depending on where you live, you may have the right to access, correct, export or delete your personal ' +
            'data, to object to or restrict how we use it, and to withdraw consent. California residents have the ' +
            'right to know, delete and correct their information and not to be discriminated against for using ' +
            'these rights; we do not sell or share personal information as the CCPA defines those terms.',
        },
        {
          kind: 'paragraph',
          text:
            'You can change most details yourself in Account › Settings and export your projects at any time. For ' +
            `anything else, e-mail ${COMPANY.email.privacy}. We answer within 30 days and may ask you to confirm ` +
            'your identity. You may also complain to your local data protection authority.',
        },
      ],
    },
    {
      id: 'international-transfers',
      title: '10. International transfers',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'We are based in the United States and our hosted service runs there. When we transfer personal data ' +
            'from the European Economic Area, the United Kingdom or Switzerland, we use the European Commission’s ' +
            'Standard Contractual Clauses or another lawful transfer mechanism. If you need your data to stay in ' +
            'your own country, you can run Rivalscope on your own servers.',
        },
      ],
    },
    {
      id: 'children',
      title: '11. Children',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'Rivalscope is a business tool for adults. We do not knowingly collect data from anyone under 16. If you ' +
            'believe a child has given us personal data, contact us and we will delete it.',
        },
      ],
    },
    {
      id: 'changes',
      title: '12. Changes to this policy',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'We update this policy when our practices change and show the date of the latest version at the top. ' +
            'For significant changes we e-mail account owners at least 30 days in advance.',
        },
      ],
    },
    {
      id: 'contact',
      title: '13. Contact',
      blocks: [
        {
          kind: 'facts',
          items: [
            { term: 'Privacy questions and requests', value: mailLink(COMPANY.email.privacy, COMPANY.email.privacy) },
            { term: 'Post', value: `${COMPANY.legalName}, attn. Privacy, ${COMPANY.address}` },
          ],
        },
      ],
    },
  ],
  cta: {
    title: 'Want your data, or want it gone?',
    body: `E-mail ${COMPANY.email.privacy} and we will act on your request within 30 days.`,
    actions: [
      mailLink('Email our privacy team', COMPANY.email.privacy, 'Privacy request', 'primary'),
      freeAccountLink('Create a free account', 'secondary'),
    ],
  },
};
