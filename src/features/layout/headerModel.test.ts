import { describe, expect, it } from 'vitest';

import { buildHeaderModel, isUsVisitor, type HeaderInput, type HeaderModel, type HeaderUser } from './headerModel';
import { LIVE_CHAT_HREF, SCHEDULE_DEMO_HREF, SUPPORT_PHONE } from './headerTexts';
import { SUPPORT_HOURS } from '../../lib/spec/navigation';
import type { LinkBuilder } from '../shell/links';

/** Stands in for the app's linkTo: the path names the route, so the tests see which route a link targets. */
const linkTo: LinkBuilder = (name, _params, query) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) search.append(key, String(value));
  }
  const text = search.toString();
  return `/${name}${text ? `?${text}` : ''}`;
};

const guest: HeaderUser = {
  isLoggedIn: false,
  isFullUser: false,
  isChildAccount: false,
  email: null,
  childUserEmail: null,
  roles: [],
};
const free: HeaderUser = { ...guest, isLoggedIn: true, email: 'jane@example.com' };
const full: HeaderUser = { ...free, isFullUser: true };
const child: HeaderUser = { ...full, isChildAccount: true, childUserEmail: 'sam@example.com' };
const admin: HeaderUser = { ...full, roles: ['admin'] };

const seo = { name: 'seo:overview', meta: {} };

function model(overrides: Partial<HeaderInput> = {}): HeaderModel {
  return buildHeaderModel(
    { route: seo, user: guest, showScheduleDemo: false, countryCode: 'US', ...overrides },
    linkTo,
  );
}

function member(m: HeaderModel) {
  if (m.account.kind !== 'member') throw new Error('expected a logged-in account menu');
  return m.account;
}

describe('buildHeaderModel: menus (doc 1 §2)', () => {
  it('has the four desktop sections with their items linked to the named route targets', () => {
    const sections = model().sections.map((s) => [s.label, s.links.map((l) => `${l.label} → ${l.href}`)]);
    expect(sections).toEqual([
      [
        'SEO Research',
        [
          'SEO Competitor Analysis → /seo:overview',
          'SEO Keyword Research → /seo:keywords',
          'Competitor Backlinks → /seo:backlinks',
          'Domain Comparison → /seo:kombat',
          'Rank Tracker → /rank-tracking',
        ],
      ],
      [
        'PPC Research',
        [
          'Google Ads Competitors → /ppc:overview',
          'PPC Keyword Research → /ppc:keywords',
          'PPC Keyword Suggestions → /ppc:adwords-advisor',
          'Google Ads Templates → /ppc:adwords_templates',
          'Ad History → /ppc:ad-history',
        ],
      ],
      ['Keyword Research', ['Keyword Research Tool → /keyword:overview', 'Backlink Checker → /backlinks']],
      [
        'Extra Features',
        [
          'Keyword Rank Checker → /keyword:ranking-history',
          'SERP Checker → /keyword:serp-analysis',
          'Domain Overview → /overview',
        ],
      ],
    ]);
  });

  it('shows the API navigation only on showApiNavigation routes', () => {
    expect(model().apiLinks).toEqual([]);
    const api = model({ route: { name: 'api:v2', meta: { showApiNavigation: true } } }).apiLinks;
    expect(api.map((l) => l.label)).toEqual(["What's New", 'Blog', 'Tutorials', 'Glossary', 'Videos']);
    expect(api.every((l) => l.href.startsWith('https://'))).toBe(true);
  });

  it('is the support block only on the main purchase route', () => {
    expect(model().variant).toBe('full');
    expect(model({ route: { name: 'mainpurchase', meta: {} } }).variant).toBe('support-only');
  });
});

describe('buildHeaderModel: Pricing and the plan link', () => {
  it('links Pricing to mainpurchase with page=default and click=sw2, for visitors and free users', () => {
    expect(model().pricing).toEqual({ label: 'Pricing', href: '/mainpurchase?page=default&click=sw2' });
    expect(model({ user: free }).pricing?.label).toBe('Pricing');
  });

  it('hides Pricing from a logged-in full user (child and admin accounts are full users too)', () => {
    expect(model({ user: full }).pricing).toBeUndefined();
    expect(model({ user: child }).pricing).toBeUndefined();
    expect(model({ user: admin }).pricing).toBeUndefined();
  });

  it('carries the route’s sign-up coupon code', () => {
    const offer = { name: 'marketing:capital-one-spring-member-offer', meta: { signUpCtaCouponCode: 'spring' } };
    expect(model({ route: offer }).pricing?.href).toBe('/mainpurchase?page=default&couponcode=spring&click=sw2');
  });

  it('gives the mobile menu Upgrade when logged in, Pricing otherwise', () => {
    expect(model().plan).toEqual(model().pricing);
    expect(model({ user: free }).plan).toEqual({ label: 'Upgrade', href: '/upgrade' });
    expect(model({ user: full }).plan).toEqual({ label: 'Upgrade', href: '/upgrade' });
  });
});

describe('buildHeaderModel: Schedule Demo and the support block', () => {
  it('shows Schedule Demo on the home route only, unless tracking asks for it everywhere', () => {
    expect(model().scheduleDemo).toBeUndefined();
    expect(model({ route: { name: 'home', meta: {} } }).scheduleDemo).toEqual({
      label: 'Schedule Demo',
      href: SCHEDULE_DEMO_HREF,
    });
    expect(model({ showScheduleDemo: true }).scheduleDemo?.label).toBe('Schedule Demo');
  });

  it('shows phone and hours (Mon-Fri 6AM-5PM PST) and live chat to US visitors', () => {
    expect(model().support).toEqual({
      phone: { label: SUPPORT_PHONE.label, href: SUPPORT_PHONE.href },
      hours: 'Mon-Fri 6AM-5PM PST',
      chat: { label: 'Live chat', href: LIVE_CHAT_HREF },
    });
    expect(SUPPORT_HOURS).toBe('Mon-Fri 6AM-5PM PST');
    expect(LIVE_CHAT_HREF).toMatch(/^mailto:/);
  });

  it('hides the phone line and Schedule Demo from non-US visitors; live chat stays', () => {
    const uk = model({ countryCode: 'UK', route: { name: 'home', meta: {} }, showScheduleDemo: true });
    expect(uk.support).toEqual({
      phone: undefined,
      hours: undefined,
      chat: { label: 'Live chat', href: LIVE_CHAT_HREF },
    });
    expect(uk.scheduleDemo).toBeUndefined();
    expect(isUsVisitor('us')).toBe(true);
    expect(isUsVisitor('UNKNOWN')).toBe(false);
  });
});

describe('buildHeaderModel: the account (doc 1 §2, §6)', () => {
  it('offers guests Log in (back to this page) and Sign up for FREE', () => {
    expect(model({ returnUrl: '/seo/overview?query=a.com' }).account).toEqual({
      kind: 'guest',
      logIn: { label: 'Log in', href: '/auth:login?returnUrl=%2Fseo%2Foverview%3Fquery%3Da.com' },
      signUp: { label: 'Sign up for FREE', href: '/freeaccount' },
    });
    const home = model({ route: { name: 'home', meta: {} } }).account;
    expect(home.kind === 'guest' && home.logIn.href).toBe('/auth:login');
  });

  it('gives a logged-in user the account menu with its six items and paths', () => {
    const account = member(model({ user: free }));
    expect(account.email).toBe('jane@example.com');
    expect(account.items.map((l) => `${l.label} → ${l.href}`)).toEqual([
      'Add Users → /add-users',
      'Account Settings → /account:settings',
      'Request Keywords → /account:requestkeywords',
      'Subscription → /account:subscription',
      'Help → /marketing:company?section=contactUs',
      'Log Out → /auth:logout',
    ]);
    expect(account.adminItems).toEqual([]);
    expect(account.settings).toEqual({ label: 'Account', href: '/account:settings' });
    expect(account.logOut).toEqual({ label: 'Log out', href: '/auth:logout' });
  });

  it('shows a child account its own e-mail and no Subscription link', () => {
    const account = member(model({ user: child }));
    expect(account.email).toBe('sam@example.com');
    expect(account.items.map((l) => l.label)).toEqual([
      'Add Users',
      'Account Settings',
      'Request Keywords',
      'Help',
      'Log Out',
    ]);
  });

  it('falls back to the account e-mail when a child account has none of its own', () => {
    expect(member(model({ user: { ...child, childUserEmail: null } })).email).toBe('jane@example.com');
  });

  it('adds the admin-only pages for the admin role', () => {
    const account = member(model({ user: admin }));
    expect(account.adminItems.map((l) => `${l.label} → ${l.href}`)).toEqual([
      'Data Sources → /account:admin',
      'Import Data → /account:admin:import',
      'RivalFlow → /rivalflow',
      'Components → /components',
      'Icons → /icons',
    ]);
    expect(account.items.map((l) => l.label)).toContain('Subscription');
  });
});
