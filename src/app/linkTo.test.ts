import { describe, expect, it } from 'vitest';

import { linkTo, linkToWithPurchaseHost } from './linkTo';
import type { RouteName } from './routes';
import type { LinkBuilder } from '../features/shell/links';

describe('linkTo', () => {
  it('builds the path of a route name', () => {
    expect(linkTo('home')).toBe('/');
    expect(linkTo('seo:overview')).toBe('/seo/overview');
    expect(linkTo('seo:overview:domain')).toBe('/seo/overview/domain');
    expect(linkTo('ppc:adwords_templates')).toBe('/ppc/adwords-templates');
  });

  it('fills params, URL-encoded', () => {
    expect(linkTo('recon:live-ranking-details', { reportId: 42, termId: 'a b/c' })).toBe(
      '/recon/live-ranking-details/42/a%20b%2Fc',
    );
    expect(linkTo('marketing:alternative', { competitor: 'ahrefs' })).toBe('/ahrefs-alternative');
  });

  it('leaves out an optional param that is not given', () => {
    expect(linkTo('upgrade:annual')).toBe('/e');
    expect(linkTo('upgrade:annual', { clickType: 'sw3' })).toBe('/e/sw3');
  });

  it('appends the query, leaving out null and undefined values', () => {
    expect(linkTo('overview', {}, { query: 'example.com', alt: undefined, b: null })).toBe(
      '/overview?query=example.com',
    );
    expect(linkTo('buy:register', {}, { purchaseid: 1139, click: 'sw1', annual: true })).toBe(
      '/buy/register?purchaseid=1139&click=sw1&annual=true',
    );
    expect(linkTo('keyword:overview', {}, new URLSearchParams('query=seo tools'))).toBe(
      '/keyword/overview?query=seo+tools',
    );
    expect(linkTo('home', {}, {})).toBe('/');
  });

  it('throws for a name the table does not have', () => {
    expect(() => linkTo('seo:overveiw' as RouteName)).toThrow('linkTo: there is no route named "seo:overveiw".');
  });

  it('throws for a missing or empty param', () => {
    expect(() => linkTo('recon:live-ranking')).toThrow(
      'linkTo: the route "recon:live-ranking" (/recon/live-ranking/:id) needs the param "id".',
    );
    expect(() => linkTo('recon:live-ranking-details', { reportId: 1, termId: '' })).toThrow(
      'linkTo: the route "recon:live-ranking-details" (/recon/live-ranking-details/:reportId/:termId) needs the param "termId".',
    );
  });

  it('throws for a param the route does not take', () => {
    expect(() => linkTo('seo:overview', { variant: 'domain' })).toThrow(
      'linkTo: the route "seo:overview" (/seo/overview) has no param "variant".',
    );
  });
});

describe('linkToWithPurchaseHost', () => {
  it('without a purchase host is linkTo itself: /mainpurchase is relative', () => {
    expect(linkToWithPurchaseHost(null)).toBe(linkTo);
    expect(linkToWithPurchaseHost(null)('mainpurchase', {}, { page: 'default' })).toBe('/mainpurchase?page=default');
  });

  it('with one, sends /mainpurchase there over https and keeps every other link relative', () => {
    const link = linkToWithPurchaseHost('buy.rivalscope.example');
    expect(link('mainpurchase', {}, { page: 'default', couponcode: 'spring', click: 'sw2' })).toBe(
      'https://buy.rivalscope.example/mainpurchase?page=default&couponcode=spring&click=sw2',
    );
    expect(link('home')).toBe('/');
    expect(link('buy:register', {}, { purchaseid: 1139 })).toBe('/buy/register?purchaseid=1139');
  });
});

describe('route names for features', () => {
  it('type-checks a feature link by the route table: a misspelt name does not compile', () => {
    const build: LinkBuilder = linkTo;
    // Never called: the check is the compiler's (npm run typecheck fails without the error below).
    const misspelt = () =>
      // @ts-expect-error 'seo:overveiw' is not a route name
      build('seo:overveiw');
    expect(typeof misspelt).toBe('function');
    expect(build('seo:overview')).toBe(linkTo('seo:overview'));
  });
});
