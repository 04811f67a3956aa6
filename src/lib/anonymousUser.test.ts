import { describe, expect, it } from 'vitest';

import { anonymousUser } from './anonymousUser';
import { EMPTY_GUID } from './spec/identity';

describe('anonymousUser', () => {
  it('is logged out with the all-zero user id, no roles and no plan', () => {
    expect(anonymousUser()).toMatchObject({
      isLoggedIn: false,
      userId: EMPTY_GUID,
      id: 0,
      email: null,
      roles: [],
      isFullUser: false,
      sessionId: null,
      product: { maxExportRows: 0, hasUnlimitedExportRows: false, planName: null },
    });
  });

  it('gives a fresh copy each call, so changing one leaves the next alone', () => {
    const first = anonymousUser();
    (first as { email: string | null }).email = 'changed@example.com';
    (first.product as { maxExportRows: number }).maxExportRows = 5;
    expect(anonymousUser().email).toBeNull();
    expect(anonymousUser().product.maxExportRows).toBe(0);
    expect(anonymousUser().roles).not.toBe(first.roles);
  });
});
