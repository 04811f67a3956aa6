import { describe, expect, it, vi } from 'vitest';

import { ctaTarget, footerCta, footerLinkGroups } from './siteFooterModel';
import { FOOTER_GROUPS, FOOTER_OFFER } from './siteFooterTexts';
import type { LinkBuilder } from '../shell/links';

/** A stand-in for the app's linkTo: the route name as the path, then params and query. */
const linkTo: LinkBuilder = vi.fn((name, params = {}, query) => {
  const path = `/${name}${Object.values(params)
    .map((value) => `/${value}`)
    .join('')}`;
  const search = query ? new URLSearchParams(query as Record<string, string>).toString() : '';
  return search ? `${path}?${search}` : path;
});

describe('FOOTER_OFFER', () => {
  it('states the offer of doc 1 §2 with the spec prices', () => {
    expect(FOOTER_OFFER.title).toBe('Membership starts at $33/month');
    expect(FOOTER_OFFER.points).toEqual([
      'Unlimited searches and downloads',
      '30-day money-back guarantee',
      'No contracts',
    ]);
  });
});

describe('footerLinkGroups', () => {
  it('links every footer entry of doc 1 §2 by route name', () => {
    const groups = footerLinkGroups(linkTo);
    const links = groups.flatMap((group) => group.links);
    expect(groups.map((group) => group.title)).toEqual(['Company', 'Developers', 'Compare', 'Legal']);
    expect(Object.fromEntries(links.map((link) => [link.label, link.href]))).toEqual({
      'Contact Us': '/marketing:company?section=contactUs',
      Jobs: '/marketing:jobs',
      Affiliates: '/marketing:affiliates',
      'Member Perks': '/marketing:memberperks',
      Consulting: '/marketing:consulting',
      API: '/api:v2',
      'Rivalscope vs Semrush': '/marketing:semrush-alternative',
      'Rivalscope vs Ahrefs': '/marketing:alternative/ahrefs',
      'Rivalscope vs Moz': '/marketing:alternative/moz',
      'Rivalscope vs Similarweb': '/marketing:alternative/similarweb',
      'Rivalscope vs Serpstat': '/marketing:alternative/serpstat',
      'Terms & Conditions': '/marketing:termsconditions',
      Privacy: '/marketing:privacypolicy',
      'Vulnerability Disclosure Policy': '/marketing:vulnerability-disclosure-policy',
    });
    expect(linkTo).toHaveBeenCalledWith('marketing:alternative', { competitor: 'ahrefs' }, undefined);
  });

  it('takes other groups', () => {
    expect(footerLinkGroups(linkTo, [{ title: 'T', links: [{ label: 'Home', route: 'home' }] }])).toEqual([
      { title: 'T', links: [{ label: 'Home', href: '/home' }] },
    ]);
    expect(FOOTER_GROUPS.length).toBe(4);
  });
});

describe('ctaTarget', () => {
  it('takes a path of this site as an in-app link', () => {
    expect(ctaTarget('/mainpurchase?page=default&click=sw2')).toEqual({
      href: '/mainpurchase?page=default&click=sw2',
      external: false,
    });
    expect(ctaTarget('  /upgrade ')).toEqual({ href: '/upgrade', external: false });
  });

  it('takes an http(s) address as an external link', () => {
    expect(ctaTarget('https://buy.example.com/mainpurchase')).toEqual({
      href: 'https://buy.example.com/mainpurchase',
      external: true,
    });
    expect(ctaTarget('HTTP://buy.example.com')).toEqual({ href: 'HTTP://buy.example.com', external: true });
  });

  it.each([
    '',
    'javascript:alert(1)',
    '//evil.example',
    '/\\evil.example',
    'mainpurchase',
    'https://',
    'data:text/html,x',
  ])('refuses %j', (link) => {
    expect(ctaTarget(link)).toBeUndefined();
  });
});

describe('footerCta', () => {
  const fromTracking = { footerCtaText: 'Start your membership today', footerCtaLink: '/mainpurchase?page=x' };
  const ours = { text: 'See plans and pricing', href: '/mainpurchase?page=default&click=sw2', external: false };

  it("uses the tracking state's text and link when both are there", () => {
    expect(footerCta({ ...fromTracking, isFullUser: false }, linkTo)).toEqual({
      text: 'Start your membership today',
      href: '/mainpurchase?page=x',
      external: false,
    });
    // A paying member still gets a call to action the server chose.
    expect(footerCta({ ...fromTracking, isFullUser: true }, linkTo)?.href).toBe('/mainpurchase?page=x');
  });

  it("does not repeat the offer's headline on the button, but keeps the tracking link", () => {
    expect(
      footerCta(
        { footerCtaText: ' membership starts at $33/month ', footerCtaLink: '/mainpurchase?page=x', isFullUser: false },
        linkTo,
      ),
    ).toEqual({ text: 'See plans and pricing', href: '/mainpurchase?page=x', external: false });
  });

  it('falls back to the main purchase page when the text or a usable link is missing', () => {
    expect(footerCta({ footerCtaText: '', footerCtaLink: '', isFullUser: false }, linkTo)).toEqual(ours);
    expect(footerCta({ ...fromTracking, footerCtaText: '  ', isFullUser: false }, linkTo)).toEqual(ours);
    expect(footerCta({ ...fromTracking, footerCtaLink: 'javascript:void(0)', isFullUser: false }, linkTo)).toEqual(
      ours,
    );
  });

  it('offers a paying member no call to action of its own', () => {
    expect(footerCta({ footerCtaText: '', footerCtaLink: '', isFullUser: true }, linkTo)).toBeUndefined();
  });
});
