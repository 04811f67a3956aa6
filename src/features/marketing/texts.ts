/**
 * Our own wording for the marketing pages' frame, and the company facts the pages state (doc 1 §9:
 * "The live chat hours and company location are stated on the company page"). The support hours
 * are the spec's (SUPPORT_HOURS); phone, chat hours, address and e-mail addresses are our design.
 */
import { SUPPORT_HOURS } from '../../lib/constants';

// TODO(constants): move to constants.ts; the phone and support e-mail must stay the header's
// (src/features/layout/texts.ts SUPPORT_PHONE, SUPPORT_EMAIL).
export const COMPANY = {
  name: 'Rivalscope',
  legalName: 'Rivalscope, Inc.',
  supportPhone: '(800) 555-0142',
  supportPhoneHref: 'tel:+18005550142',
  supportHours: SUPPORT_HOURS,
  liveChatHours: 'Mon-Fri 7AM-4PM PST',
  city: 'San Diego, California',
  address: '1010 Harbor View Lane, Suite 300, San Diego, CA 92101, USA',
  website: 'rivalscope.dev',
  email: {
    support: 'support@rivalscope.dev',
    privacy: 'privacy@rivalscope.dev',
    security: 'security@rivalscope.dev',
    legal: 'legal@rivalscope.dev',
    jobs: 'jobs@rivalscope.dev',
    partners: 'partners@rivalscope.dev',
    consulting: 'consulting@rivalscope.dev',
  },
} as const;

// TODO(constants): move to constants.ts (INFERRED_TEXT): the marketing page frame.
export const MARKETING_TEXT = {
  homeLink: 'Rivalscope home',
  contents: 'On this page',
  loading: 'Loading the page…',
  signedInAs: 'Signed in as {email}. This offer is reserved for Rivalscope members.',
  loginNotice: 'This offer is for Rivalscope members. Log in to see your member code and how to redeem it.',
  loginCtaTitle: 'This offer is for Rivalscope members',
  loginCtaBody: 'Log in with your Rivalscope account, free or paid, and we bring you straight back to this page.',
  loginToClaim: 'Log in to see your offer',
  highlights: 'Rivalscope at a glance',
} as const;
