import { freeAccountLink, mailLink, type PageContent } from './types';
import {
  API_ACCESS_ROW_LIMIT,
  MONEY_BACK_GUARANTEE_DAYS,
  PLANS_FROM_MONTHLY_PRICE_USD,
  WHITE_LABEL_REQUIRED_PLAN,
} from '../../../lib/spec/purchase';
import { COMPANY } from '../texts';

export const content: PageContent = {
  eyebrow: 'Legal',
  lead:
    `These terms are the agreement between you and ${COMPANY.legalName} for using the Rivalscope service we host. ` +
    'If you run Rivalscope on your own servers, section 2 explains what applies to you.',
  updated: 'Last updated: June 2, 2025',
  toc: true,
  sections: [
    {
      id: 'about-these-terms',
      title: '1. About these terms',
      blocks: [
        {
          kind: 'paragraph',
          text:
            `“Rivalscope”, “we” and “us” mean ${COMPANY.legalName}, ${COMPANY.address}. “The service” means the ` +
            `Rivalscope website and application we operate at ${COMPANY.website}, its API and the reports it ` +
            'produces. “You” means the person who creates an account, and the company they act for if they sign up ' +
            'on its behalf.',
        },
        {
          kind: 'paragraph',
          text:
            'By creating an account or using the service you accept these terms and our Privacy Policy. If you do ' +
            'not accept them, do not use the service. You must be at least 18 years old and able to enter a binding ' +
            'contract.',
        },
      ],
    },
    {
      id: 'self-hosting',
      title: '2. The open-source software and self-hosting',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'The Rivalscope application is published as open-source software. Your rights to use, copy, change and ' +
            'share the source code come from the licence in the source repository, and nothing in these terms takes ' +
            'any of those rights away.',
        },
        {
          kind: 'paragraph',
          text:
            'When you run Rivalscope on your own infrastructure, you are the operator of that installation. These ' +
            'terms do not govern it, except section 11 on our name and logo. You are responsible for its security, ' +
            'its backups, its users, the data you load into it and its compliance with the laws that apply to you. ' +
            'A self-hosted installation sends nothing to us unless you configure it to, and the software is ' +
            'provided as described in its licence, without warranty.',
        },
      ],
    },
    {
      id: 'accounts',
      title: '3. Your account',
      blocks: [
        {
          kind: 'list',
          items: [
            'Give accurate sign-up details and keep your e-mail address up to date: we send receipts and security ' +
              'notices there.',
            'Keep your password secret. Each login is for one person; to give colleagues access, add team members ' +
              'to your account rather than sharing yours.',
            'An account may be signed in on a limited number of devices at once. When the limit is reached, we ask ' +
              'you to end a session or add a team member.',
            'The owner of an account with team members is responsible for them, pays for their seats and can ' +
              'remove them or end their sessions at any time.',
            `Tell us at once at ${COMPANY.email.security} if you believe someone else has used your account.`,
          ],
        },
      ],
    },
    {
      id: 'free-accounts',
      title: '4. Free accounts',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'A free account needs no credit card and includes unlimited searches. Some results, exports and features ' +
            'are reserved for paid memberships and are marked as such. We may change what a free account includes, ' +
            'and we may close free accounts that have not been used for 24 months, after warning you by e-mail 30 ' +
            'days ahead.',
        },
      ],
    },
    {
      id: 'subscriptions',
      title: '5. Memberships, billing and renewal',
      blocks: [
        {
          kind: 'list',
          items: [
            `Paid memberships start at $${PLANS_FROM_MONTHLY_PRICE_USD}/month. The plan page shows the current ` +
              'prices, what each plan includes and its export row limit.',
            'Memberships are billed in advance, monthly or annually, and renew automatically for the same period ' +
              'until you cancel. Prices are in US dollars and exclude taxes, which we add where the law requires.',
            'We charge the card on file on each renewal date. If a payment fails, we retry and e-mail you; ' +
              'paid features may be suspended until the payment succeeds.',
            'Team seats are charged per member for the rest of the current billing period, then renew with your ' +
              'membership.',
            'We may change prices for future periods. We tell you at least 30 days before a new price applies, so ' +
              'you can cancel first.',
            'A coupon applies only as its offer page describes and cannot be exchanged for cash.',
          ],
        },
      ],
    },
    {
      id: 'guarantee-and-cancellation',
      title: `6. The ${MONEY_BACK_GUARANTEE_DAYS}-day money-back guarantee and cancelling`,
      blocks: [
        {
          kind: 'paragraph',
          text:
            'There are no contracts. You can cancel, pause or reactivate your membership at any time from Account › ' +
            'Subscription, or by calling or e-mailing support.',
        },
        {
          kind: 'paragraph',
          text:
            `If you are not satisfied, ask for a refund within ${MONEY_BACK_GUARANTEE_DAYS} days of your first ` +
            'payment for a plan and we refund that payment in full, no questions asked. After that, cancelling stops ' +
            'future renewals; you keep paid access until the end of the period you have paid for, and we do not ' +
            'refund part periods unless the law requires it.',
        },
      ],
    },
    {
      id: 'acceptable-use',
      title: '7. Acceptable use',
      blocks: [
        { kind: 'paragraph', text: 'You agree not to:' },
        {
          kind: 'list',
          items: [
            'scrape, crawl or download data from the service by automated means other than the API, or get around ' +
              'rate limits, bot detection or other technical limits;',
            'resell, sublicense or republish our research data as a data set or as a competing product;',
            'share your login, or let people outside your account use it;',
            'probe, scan or test the service’s security except as our Vulnerability Disclosure Policy allows;',
            'upload malware, or interfere with the service or other customers’ use of it;',
            'use the service for anything unlawful, or to harass or defame anyone.',
          ],
        },
        {
          kind: 'paragraph',
          text:
            'We may slow down or block traffic that looks automated, and suspend an account that breaks these ' +
            'rules, as section 14 describes.',
        },
      ],
    },
    {
      id: 'api',
      title: '8. The API',
      blocks: [
        {
          kind: 'paragraph',
          text:
            `API access is included in the plans that list it, up to ${API_ACCESS_ROW_LIMIT.toLocaleString('en-US')} ` +
            'rows unless your plan states otherwise. Your API key is a password: keep it out of public code, and ' +
            'rotate it from your account if it leaks. Calls made with your key count as your use of the service.',
        },
      ],
    },
    {
      id: 'research-data',
      title: '9. Research data and reports',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'Rankings, search volumes, click and cost estimates, ad history and backlinks are our estimates, built ' +
            'from data we collect and model. They are useful for comparing sites and spotting trends, but they are ' +
            'not the official figures of any search engine or advertiser, and they may be incomplete or out of date.',
        },
        {
          kind: 'paragraph',
          text:
            'You may use what you find and export in your own business and in work for your clients, including in ' +
            `reports you brand as your own. White-label reports need the ${WHITE_LABEL_REQUIRED_PLAN} plan. Keep ` +
            'exports within the row limits of your plan.',
        },
      ],
    },
    {
      id: 'your-content',
      title: '10. Your content',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'Projects, keyword lists, groups, labels, outreach notes, report designs and anything else you add ' +
            'remain yours. You give us permission to store, process and display that content only to run the ' +
            'service for you and your team. You can export it at any time, and we delete it when your account is ' +
            'closed, as our Privacy Policy describes.',
        },
      ],
    },
    {
      id: 'intellectual-property',
      title: '11. Our name, logo and research data',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'Apart from the open-source code, the service, our research database and the Rivalscope name and logo ' +
            'belong to us. You may refer to Rivalscope by name to describe the software truthfully, including on ' +
            'a self-hosted installation, but you may not use our logo or name in a way that suggests we run, ' +
            'endorse or support your installation or product.',
        },
      ],
    },
    {
      id: 'third-parties',
      title: '12. Third-party services and partner offers',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'The service can connect to other services, such as Google Sheets for exports, and links to partner ' +
            'offers. Those services are run by their providers under their own terms and privacy policies. We are ' +
            'not responsible for them, and a partner offer is a contract between you and the partner.',
        },
      ],
    },
    {
      id: 'disclaimers',
      title: '13. Disclaimers and limitation of liability',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'We work hard to keep the service available and accurate, but it is provided “as is” and “as ' +
            'available”. To the extent the law allows, we disclaim all implied warranties, including ' +
            'merchantability, fitness for a particular purpose and non-infringement, and we do not promise that ' +
            'the service will be uninterrupted or error-free or that any result will improve your rankings or ' +
            'revenue.',
        },
        {
          kind: 'paragraph',
          text:
            'To the extent the law allows, neither of us is liable to the other for lost profits, revenue or data, ' +
            'or for indirect, incidental, special or consequential damages. Our total liability for any claim about ' +
            'the service is limited to the amount you paid us in the 12 months before the claim arose, or $100 if ' +
            'that is more. Nothing in these terms limits liability that cannot be limited by law.',
        },
        {
          kind: 'paragraph',
          text:
            'You will defend and indemnify us against third-party claims arising from your breach of these terms or ' +
            'from content you add to the service.',
        },
      ],
    },
    {
      id: 'suspension-and-termination',
      title: '14. Suspension and closing an account',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'You can close your account at any time by contacting support. We may suspend or close an account that ' +
            'seriously or repeatedly breaks these terms, that is used for fraud, or that puts the service or other ' +
            'customers at risk. Where we can, we warn you first and give you a chance to fix the problem. If we close ' +
            'a paid account without cause, we refund the unused part of the current period.',
        },
      ],
    },
    {
      id: 'changes',
      title: '15. Changes to these terms',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'We may update these terms as the service changes. For material changes we e-mail account owners at ' +
            'least 30 days before the new terms apply. If you keep using the service after that, the new terms ' +
            'apply; if you do not accept them, cancel before they take effect and we refund any prepaid period ' +
            'after that date.',
        },
      ],
    },
    {
      id: 'governing-law',
      title: '16. Governing law and disputes',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'These terms are governed by the laws of the State of California and of the United States, without ' +
            'regard to conflict-of-laws rules. Disputes are heard in the state and federal courts of San Diego ' +
            'County, California, unless the law of the country you live in as a consumer gives you the right to ' +
            'bring proceedings at home. Please contact us first: most problems are solved by a conversation.',
        },
      ],
    },
    {
      id: 'contact',
      title: '17. Contact',
      blocks: [
        {
          kind: 'facts',
          items: [
            { term: 'Legal questions', value: mailLink(COMPANY.email.legal, COMPANY.email.legal) },
            { term: 'Billing and support', value: mailLink(COMPANY.email.support, COMPANY.email.support) },
            { term: 'Post', value: `${COMPANY.legalName}, ${COMPANY.address}` },
          ],
        },
      ],
    },
  ],
  cta: {
    title: 'Questions about these terms?',
    body: `Write to ${COMPANY.email.legal} and a person will answer within two business days.`,
    actions: [
      mailLink('Email our legal team', COMPANY.email.legal, 'Question about the Terms & Conditions', 'primary'),
      freeAccountLink('Create a free account', 'secondary'),
    ],
  },
};
