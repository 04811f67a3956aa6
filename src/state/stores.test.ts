import { beforeEach, describe, expect, it } from 'vitest';

import { environment, resetStores } from './index';
import { markQueryChangedByUser, navigation, recordSearch, setRedirectedAsDomain } from './navigation';
import { applyTracking, initialTracking, tracking } from './tracking';
import { anonymousUser, hasRole, isAdmin, isAnonymousUserId, user } from './user';
import { EMPTY_GUID } from '../lib/spec/identity';

beforeEach(() => resetStores());

describe('user store', () => {
  it('starts anonymous: all-zero id, no roles, nothing flagged', () => {
    expect(user.isLoggedIn).toBe(false);
    expect(user.userId).toBe(EMPTY_GUID);
    expect(user.roles).toEqual([]);
    expect(user.isErrorPage).toBe(false);
    expect(user.product).toEqual({ maxExportRows: 0, hasUnlimitedExportRows: false, planName: null });
  });

  it('is reset and seeded through the registry like the other stores', () => {
    user.isLoggedIn = true;
    resetStores({ user: { roles: ['admin'] }, tracking: { billingMonths: 12 } });
    expect(user.isLoggedIn).toBe(false);
    expect(user.roles).toEqual(['admin']);
    expect(tracking.billingMonths).toBe(12);
    expect(environment.countryCode).toBe('US');
  });

  it('reads the anonymous id and the roles', () => {
    expect(isAnonymousUserId(EMPTY_GUID)).toBe(true);
    expect(isAnonymousUserId(null)).toBe(true);
    expect(isAnonymousUserId('5f0c6a52-3c1e-4f7a-9a4b-2d8e1c7b6a90')).toBe(false);
    expect(isAdmin({ roles: ['recon_full', 'admin'] })).toBe(true);
    expect(isAdmin(anonymousUser())).toBe(false);
    expect(hasRole({ roles: ['infinitelogin'] }, 'infinitelogin')).toBe(true);
  });
});

describe('tracking store', () => {
  it('gives every optional contract field a default', () => {
    expect(initialTracking()).toMatchObject({ searchCount: 0, showPaywall: false, footerCtaText: '' });
  });

  it('puts fields an answer leaves out back to their defaults', () => {
    tracking.showScheduleDemo = true;
    applyTracking({ ...initialTracking(), billingMonths: 1, showScheduleDemo: undefined });
    expect(tracking.billingMonths).toBe(1);
    expect(tracking.showScheduleDemo).toBe(false);
  });
});

describe('navigation store', () => {
  const domain = {
    resultType: 'domain',
    cleansedQuery: 'example.com',
    isSerpBacked: true,
    queryId: 1,
    wasQueryFound: true,
    isDemoData: false,
  } as const;

  it('records a domain search as the last URI search and a term as the last term search', () => {
    markQueryChangedByUser();
    setRedirectedAsDomain(true);
    recordSearch('https://www.Example.com/', domain);
    expect(navigation.searchResult).toEqual(domain);
    expect(navigation.lastURISearch).toEqual({ cleansedQuery: 'example.com' });
    expect(navigation.lastTermSearch).toBeNull();
    expect(navigation.lastSearchedQuery).toBe('https://www.Example.com/');
    expect(navigation.hasUserChangedQuery).toBe(false);
    expect(navigation.redirectedAsDomain).toBe(false);

    recordSearch('shoes', { ...domain, resultType: 'term', cleansedQuery: 'shoes' });
    expect(navigation.lastTermSearch).toEqual({ cleansedQuery: 'shoes' });
    expect(navigation.lastURISearch).toEqual({ cleansedQuery: 'example.com' });
  });
});
