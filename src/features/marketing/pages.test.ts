import { describe, expect, it } from 'vitest';

import type { LinkSpec, PageContent, ResolvedLink } from './content/types';
import {
  isMarketingPage,
  loadPage,
  MARKETING_PAGES,
  matchedRoute,
  resolveContent,
  resolveLink,
  sectionToShow,
  type MarketingPageName,
} from './pages';
import { MARKETING_TEXT } from './texts';
import { SUPPORT_HOURS } from '../../lib/spec/navigation';
import type { LinkBuilder } from '../shell/links';

/** The route names the pages link to, and a linkTo that builds '/<name>?query' and records each name. */
const KNOWN_ROUTES = new Set([
  'freeaccount',
  'mainpurchase',
  'buy:register',
  'auth:login',
  'hq',
  'seo:top-pages',
  ...Object.keys(MARKETING_PAGES),
]);

function fakeLinkTo(used: string[] = []): LinkBuilder {
  return (name, _params, query) => {
    used.push(name);
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== null && value !== undefined) search.append(key, String(value));
    }
    const text = search.toString();
    return `/${name}${text ? `?${text}` : ''}`;
  };
}

const PAGE_NAMES = Object.keys(MARKETING_PAGES) as MarketingPageName[];

function allText(content: PageContent<unknown>): string {
  return JSON.stringify(content);
}

describe('the twelve pages', () => {
  it('covers the marketing routes of doc 1 §2 except the comparison pages', () => {
    expect(PAGE_NAMES.map((name) => name.replace('marketing:', '')).sort()).toEqual(
      [
        'affiliates',
        'capital-one-spring-member-offer',
        'clickcease-offer',
        'company',
        'consulting',
        'jobs',
        'memberperks',
        'mobilemonkey-offer',
        'privacypolicy',
        'rivalflow-offer',
        'termsconditions',
        'vulnerability-disclosure-policy',
      ].sort(),
    );
    expect(isMarketingPage('marketing:company')).toBe(true);
    expect(isMarketingPage('marketing:semrush-alternative')).toBe(false);
    expect(isMarketingPage('toString')).toBe(false);
    expect(isMarketingPage(undefined)).toBe(false);
  });

  it.each(PAGE_NAMES)(
    '%s: real copy, unique anchors, links to known routes and an in-app call to action',
    async (name) => {
      const content = await loadPage(name);
      expect(allText(content)).not.toMatch(/lorem|ipsum|TODO|\{\w+\}|undefined/i);
      expect(content.lead.length).toBeGreaterThan(60);
      expect(content.sections.length).toBeGreaterThanOrEqual(3);
      const ids = content.sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[A-Za-z][\w-]*$/);

      const used: string[] = [];
      const resolved = resolveContent(content, fakeLinkTo(used), { isLoggedIn: true, currentPath: '/x' });
      for (const route of used) expect(KNOWN_ROUTES).toContain(route);
      // Every page offers a way on inside the app, built from a route name.
      expect(resolved.cta.actions.some((action) => action.href.startsWith('/'))).toBe(true);
      expect(resolved.cta.actions.filter((action) => (action.variant ?? 'primary') === 'primary')).toHaveLength(1);
    },
  );

  it('gives the long legal pages a table of contents and a date, and keeps their buttons for the end', async () => {
    for (const name of [
      'marketing:termsconditions',
      'marketing:privacypolicy',
      'marketing:vulnerability-disclosure-policy',
    ] as const) {
      const content = await loadPage(name);
      expect(content.toc).toBe(true);
      expect(content.updated).toMatch(/^Last updated: /);
      expect(content.sections.length).toBeGreaterThanOrEqual(9);
      expect(resolveContent(content, fakeLinkTo(), { isLoggedIn: false, currentPath: '/' }).heroActions).toEqual([]);
    }
  });

  it('states support hours, live chat hours and a location in the company page’s contactUs section (doc 1 §9)', async () => {
    const content = await loadPage('marketing:company');
    const contact = content.sections.find((section) => section.id === 'contactUs');
    const facts = contact?.blocks.find((block) => block.kind === 'facts');
    const terms = facts?.kind === 'facts' ? Object.fromEntries(facts.items.map((f) => [f.term, f.value])) : {};
    expect(terms['Support hours']).toBe(SUPPORT_HOURS);
    expect(terms['Live chat hours']).toMatch(/^Mon-Fri \d+AM-\d+PM PST$/);
    expect(terms.Office).toMatch(/San Diego, CA/);
    expect(terms['Support phone']).toMatchObject({ href: expect.stringMatching(/^tel:\+1\d{10}$/) });
  });

  it('loads each page once: the same promise every time', () => {
    expect(loadPage('marketing:jobs')).toBe(loadPage('marketing:jobs'));
  });
});

describe('matchedRoute', () => {
  it('reads the deepest route entry from the matches, with its sign-up coupon', () => {
    const matches = [
      { handle: undefined },
      {
        handle: {
          route: { name: 'marketing:capital-one-spring-member-offer', meta: { signUpCtaCouponCode: 'spring' } },
        },
      },
    ];
    expect(matchedRoute(matches)).toEqual({ name: 'marketing:capital-one-spring-member-offer', couponCode: 'spring' });
    expect(matchedRoute([{ handle: { route: { name: 'marketing:jobs', meta: { title: 'Jobs' } } } }])).toEqual({
      name: 'marketing:jobs',
    });
  });

  it('skips matches without a route entry (the root, a redirect)', () => {
    expect(matchedRoute([{ handle: { route: { name: 'marketing:jobs' } } }, { handle: { redirect: {} } }])).toEqual({
      name: 'marketing:jobs',
    });
    expect(matchedRoute([{ handle: null }, { handle: 'x' }, { handle: { route: { name: 3 } } }])).toBeUndefined();
    expect(matchedRoute([])).toBeUndefined();
  });
});

describe('resolveLink', () => {
  const linkTo = fakeLinkTo();
  const purchase: LinkSpec = { label: 'Buy', route: 'mainpurchase', query: { page: 'default', click: 'sw2' } };

  it('builds an app link from its route name and query', () => {
    expect(resolveLink(purchase, linkTo, 'spring')).toEqual({
      label: 'Buy',
      href: '/mainpurchase?page=default&click=sw2',
    });
  });

  it('adds the route’s coupon as couponcode to the links that carry it', () => {
    expect(resolveLink({ ...purchase, withCoupon: true, variant: 'primary' }, linkTo, 'spring')).toEqual({
      label: 'Buy',
      href: '/mainpurchase?page=default&click=sw2&couponcode=spring',
      variant: 'primary',
    });
    expect(resolveLink({ ...purchase, withCoupon: true }, linkTo).href).toBe('/mainpurchase?page=default&click=sw2');
  });

  it('keeps addresses outside the app as they are, and refuses a link with neither', () => {
    expect(resolveLink({ label: 'Mail', href: 'mailto:a@example.com' }, linkTo).href).toBe('mailto:a@example.com');
    expect(() => resolveLink({ label: 'Nowhere' }, linkTo)).toThrow(/neither a route nor an href/);
  });
});

describe('resolveContent', () => {
  const content: PageContent = {
    eyebrow: 'Member offer',
    lead: 'An offer.',
    requiresLogin: true,
    sections: [
      {
        id: 'code',
        title: 'Your code',
        membersOnly: true,
        blocks: [{ kind: 'callout', title: 'CODE1', text: 'Use it.' }],
      },
      {
        id: 'links',
        title: 'Links',
        blocks: [
          { kind: 'cards', items: [{ title: 'Card', body: 'Body', link: { label: 'Jobs', route: 'marketing:jobs' } }] },
          {
            kind: 'facts',
            items: [
              { term: 'Phone', value: { label: '555', href: 'tel:555' } },
              { term: 'Hours', value: '9-5' },
            ],
          },
        ],
      },
    ],
    cta: {
      title: 'Go',
      body: 'Go now.',
      actions: [{ label: 'Top Pages', route: 'seo:top-pages', variant: 'primary' }],
    },
  };

  it('resolves every link for a member and keeps the members-only sections', () => {
    const page = resolveContent(content, fakeLinkTo(), { isLoggedIn: true, currentPath: '/rivalflow-offer' });
    expect(page.sections.map((s) => s.id)).toEqual(['code', 'links']);
    const [cards, facts] = page.sections[1]?.blocks ?? [];
    expect(cards?.kind === 'cards' && cards.items[0]?.link).toEqual({ label: 'Jobs', href: '/marketing:jobs' });
    expect(facts?.kind === 'facts' && facts.items.map((f) => f.value)).toEqual([
      { label: '555', href: 'tel:555' },
      '9-5',
    ]);
    const expected: ResolvedLink[] = [{ label: 'Top Pages', href: '/seo:top-pages', variant: 'primary' }];
    expect(page.cta.actions).toEqual(expected);
    expect(page.heroActions).toEqual(expected);
  });

  it('shows a guest of a members’ page no code, only a way to log in and come back', () => {
    const page = resolveContent(content, fakeLinkTo(), { isLoggedIn: false, currentPath: '/rivalflow-offer?x=1' });
    expect(page.sections.map((s) => s.id)).toEqual(['links']);
    const login = {
      label: MARKETING_TEXT.loginToClaim,
      href: '/auth:login?returnUrl=%2Frivalflow-offer%3Fx%3D1',
      variant: 'primary',
    };
    expect(page.cta).toEqual({
      title: MARKETING_TEXT.loginCtaTitle,
      body: MARKETING_TEXT.loginCtaBody,
      actions: [login],
    });
    expect(page.heroActions).toEqual([login]);
  });

  it('keeps members-only sections from guests on any page, and leaves open pages alone', () => {
    const open = { ...content, requiresLogin: false };
    const page = resolveContent(open, fakeLinkTo(), { isLoggedIn: false, currentPath: '/' });
    expect(page.sections.map((s) => s.id)).toEqual(['links']);
    expect(page.cta.title).toBe('Go');
  });
});

describe('sectionToShow', () => {
  const ids = ['who-we-are', 'contactUs'];

  it('takes the hash, then the section query parameter, when the page has that section', () => {
    expect(sectionToShow('#contactUs', '', ids)).toBe('contactUs');
    expect(sectionToShow('', '?section=contactUs', ids)).toBe('contactUs');
    expect(sectionToShow('#nowhere', '?section=who-we-are', ids)).toBe('who-we-are');
  });

  it('ignores a section the page does not have', () => {
    expect(sectionToShow('#pricing', '?section=jobs', ids)).toBeUndefined();
    expect(sectionToShow('', '', ids)).toBeUndefined();
    expect(sectionToShow('#', '', ids)).toBeUndefined();
  });
});
