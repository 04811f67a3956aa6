/**
 * Our own wording for the marketing pages' frame, and the company facts the pages state (doc 1 §9:
 * "The live chat hours and company location are stated on the company page"). The support hours
 * are the spec's (SUPPORT_HOURS); phone, chat hours, address and e-mail addresses are our design.
 */
import { COMPANY_IDENTITY, SUPPORT_CONTACT, SUPPORT_HOURS } from '../../lib/spec/navigation';

/** The phone and support e-mail are the header's (SUPPORT_CONTACT); the rest is stated here only. */
export const COMPANY = {
  name: 'Rivalscope',
  legalName: COMPANY_IDENTITY.legalName,
  supportPhone: SUPPORT_CONTACT.phone,
  supportPhoneHref: SUPPORT_CONTACT.phoneHref,
  supportHours: SUPPORT_HOURS,
  liveChatHours: 'Mon-Fri 7AM-4PM PST',
  city: 'San Diego, California',
  address: COMPANY_IDENTITY.address,
  website: COMPANY_IDENTITY.website,
  email: {
    support: SUPPORT_CONTACT.supportEmail,
    privacy: 'privacy@rivalscope.dev',
    security: 'security@rivalscope.dev',
    legal: 'legal@rivalscope.dev',
    jobs: 'jobs@rivalscope.dev',
    partners: 'partners@rivalscope.dev',
    consulting: 'consulting@rivalscope.dev',
  },
} as const;

// Our wording for the marketing page frame.
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
