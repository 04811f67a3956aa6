import { freeAccountLink, mailLink, type PageContent } from './types';
import { MARKETING_CLAIMS } from '../../../lib/spec/purchase';
import { COMPANY } from '../texts';

const apply = (role: string) => mailLink(`Apply: ${role}`, COMPANY.email.jobs, `Application: ${role}`);

export const content: PageContent = {
  eyebrow: 'Careers',
  lead:
    'We are a small team building open, self-hostable competitive research software for marketers. We work ' +
    `remotely across North American time zones, with an office in ${COMPANY.city} for anyone who wants one.`,
  sections: [
    {
      id: 'how-we-work',
      title: 'How we work',
      blocks: [
        {
          kind: 'list',
          items: [
            'Remote-first, with shared collaboration hours from 9AM to 1PM Pacific time and no meetings on Fridays.',
            'We write things down: decisions, designs and post-mortems live in the repository next to the code.',
            'Everything we build ships in the open-source application, so your work is used by our customers and by ' +
              'everyone who runs Rivalscope on their own servers.',
            'Small teams own a feature from the specification to production support, and talk to the customers who ' +
              'use it.',
          ],
        },
      ],
    },
    {
      id: 'open-roles',
      title: 'Open roles',
      blocks: [
        {
          kind: 'cards',
          items: [
            {
              title: 'Senior Frontend Engineer',
              meta: 'Remote (US or Canada) · Full-time · $150,000–$180,000',
              body:
                'Build the screens marketers live in: keyword tables with hundreds of thousands of rows, charts, ' +
                'exports and the project workspace. Our stack is React, TypeScript and Vite, with every screen ' +
                'covered by Storybook stories, accessibility checks and visual tests.',
              points: [
                'Five or more years building production web applications with React and TypeScript',
                'You treat accessibility and performance budgets as part of the job, not an afterthought',
                'Bonus: you have used SEO or PPC tools in anger',
              ],
              link: apply('Senior Frontend Engineer'),
            },
            {
              title: 'Search Data Engineer',
              meta: 'Remote (US or Canada) · Full-time · $160,000–$195,000',
              body:
                'Own the pipelines that collect, clean and rank search results for our research database of more ' +
                `than ${MARKETING_CLAIMS.websitesListedMillions} million websites, and the APIs that serve it to our ` +
                'hosted service and to self-hosted installations.',
              points: [
                'Experience running large batch and streaming data pipelines in production',
                'Strong SQL; PostgreSQL internals a plus',
                'You design for operators who run our software on one small server as well as for our own cluster',
              ],
              link: apply('Search Data Engineer'),
            },
            {
              title: 'Customer Success Specialist',
              meta: `${COMPANY.city} (hybrid) · Full-time · $62,000–$75,000`,
              body:
                `Be the voice on our support line (${COMPANY.supportHours}) and live chat, help agencies set up ` +
                'projects and white-label reports, and turn what customers tell you into fixes and better ' +
                'documentation.',
              points: [
                'Two or more years in support or account management for a software product',
                'Working knowledge of SEO or Google Ads',
                'Clear, friendly writing, and patience with a tricky question',
              ],
              link: apply('Customer Success Specialist'),
            },
          ],
        },
      ],
    },
    {
      id: 'benefits',
      title: 'Benefits',
      blocks: [
        {
          kind: 'list',
          items: [
            'Medical, dental and vision insurance: fully paid for you, 75% paid for your dependants',
            'A 401(k) plan with a 4% company match, vested from day one',
            '20 days of paid time off plus public holidays, and the office closes between Christmas and New Year',
            '16 weeks of paid parental leave for every new parent',
            '$1,500 a year for learning: courses, books and conference tickets',
            'A $1,000 budget to set up your home office when you join',
          ],
        },
      ],
    },
    {
      id: 'how-we-hire',
      title: 'How we hire',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'Send your résumé or LinkedIn profile, with a few lines on why the role interests you.',
            'A 30-minute call with the hiring manager about the role and your experience.',
            'A paid exercise of no more than four hours, or a walk-through of work you have already done.',
            'A final conversation with two future teammates. We answer every applicant within two weeks.',
          ],
        },
        {
          kind: 'paragraph',
          text:
            'Rivalscope is an equal opportunity employer. We consider every qualified applicant regardless of race, ' +
            'colour, religion, sex, sexual orientation, gender identity, national origin, age, disability or veteran ' +
            'status, and we provide reasonable accommodations throughout the hiring process on request.',
        },
      ],
    },
  ],
  cta: {
    title: 'Don’t see your role?',
    body: `We read every message. Tell us what you would build at Rivalscope and send it to ${COMPANY.email.jobs}.`,
    actions: [
      mailLink('Email the hiring team', COMPANY.email.jobs, 'Open application', 'primary'),
      freeAccountLink('Try Rivalscope free', 'secondary'),
    ],
  },
};
