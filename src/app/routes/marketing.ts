/** Marketing pages without navigation (doc 1 §2). */
import { page, bareMarketing } from './entries';
import { SPRING_OFFER_COUPON_CODE } from '../../lib/spec/purchase';

export const marketingRoutes = [
  page(
    'marketing:company',
    '/company',
    {
      ...bareMarketing,
      title: 'About Rivalscope',
      description: 'Who we are, where we are, and how to reach our support team by phone or live chat.',
    },
    { screen: 'marketing', label: 'About Us' },
  ),
  page(
    'marketing:jobs',
    '/jobs',
    {
      ...bareMarketing,
      title: 'Jobs at Rivalscope',
      description: 'Open positions on the team that builds Rivalscope, and what it is like to work with us.',
    },
    { screen: 'marketing' },
  ),
  page(
    'marketing:affiliates',
    '/affiliates',
    {
      ...bareMarketing,
      title: 'Affiliate Program',
      description: 'Earn a commission for every customer you refer to Rivalscope.',
    },
    { screen: 'marketing' },
  ),
  page(
    'marketing:memberperks',
    '/memberperks',
    {
      ...bareMarketing,
      title: 'Member Perks',
      description: 'Discounts and extras from our partners, for Rivalscope members only.',
    },
    { screen: 'marketing' },
  ),
  page(
    'marketing:consulting',
    '/consulting',
    {
      ...bareMarketing,
      title: 'SEO and PPC Consulting',
      description: 'Work one to one with our search marketing experts on your SEO and PPC strategy.',
    },
    { screen: 'marketing' },
  ),
  page(
    'marketing:termsconditions',
    '/termsconditions',
    { ...bareMarketing, title: 'Terms & Conditions', description: 'The terms that govern your use of Rivalscope.' },
    { screen: 'marketing' },
  ),
  page(
    'marketing:privacypolicy',
    '/privacypolicy',
    {
      ...bareMarketing,
      title: 'Privacy Policy',
      description: 'What data Rivalscope collects, why we collect it, and the choices you have.',
    },
    { screen: 'marketing', label: 'Privacy' },
  ),
  page(
    'marketing:vulnerability-disclosure-policy',
    '/vulnerability-disclosure-policy',
    {
      ...bareMarketing,
      title: 'Vulnerability Disclosure Policy',
      description: 'How to report a security issue to us responsibly, and what we promise in return.',
    },
    { screen: 'marketing', label: 'Security' },
  ),
  page(
    'marketing:mobilemonkey-offer',
    '/mobilemonkey-offer',
    {
      ...bareMarketing,
      title: 'MobileMonkey Member Offer',
      description: 'A special Rivalscope offer for MobileMonkey customers.',
    },
    { screen: 'marketing', label: 'MobileMonkey' },
  ),
  page(
    'marketing:capital-one-spring-member-offer',
    '/capital-one-spring-member-offer',
    {
      ...bareMarketing,
      title: 'Capital One Spring Member Offer',
      description: 'A Rivalscope offer for Capital One Spring members, with the member coupon applied at sign-up.',
      signUpCtaCouponCode: SPRING_OFFER_COUPON_CODE,
    },
    { screen: 'marketing', label: 'Capital One Spring' },
  ),
  page(
    'marketing:clickcease-offer',
    '/clickcease-offer',
    {
      ...bareMarketing,
      title: 'ClickCease Member Offer',
      description: 'A special Rivalscope offer for ClickCease customers.',
    },
    { screen: 'marketing', label: 'ClickCease' },
  ),
  page(
    'marketing:rivalflow-offer',
    '/rivalflow-offer',
    {
      ...bareMarketing,
      title: 'RivalFlow Member Offer',
      description: 'A RivalFlow trial and discount for Rivalscope members. Log in to see your member code.',
    },
    { screen: 'marketing', label: 'RivalFlow' },
  ),
  page(
    'marketing:semrush-alternative',
    '/semrush-alternative',
    {
      ...bareMarketing,
      title: 'The Semrush Alternative',
      description:
        'Compare Rivalscope with Semrush: plans and prices, years of history, and the features agencies use every day.',
    },
    { screen: 'comparison', label: 'Semrush' },
  ),
  {
    ...page(
      'marketing:alternative',
      '/:competitor-alternative',
      {
        ...bareMarketing,
        title: 'The {competitor} Alternative',
        description:
          'Compare Rivalscope with {competitor}: plans and prices, years of history, and the features agencies use every day.',
      },
      { screen: 'comparison' },
    ),
    suffixPattern: true,
  },
] as const;
