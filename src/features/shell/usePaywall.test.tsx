import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { usePaywall } from './usePaywall';
import { resetStores, tracking, user } from '../../state';

afterEach(() => resetStores());

describe('usePaywall', () => {
  it('reads the stores and follows their changes', async () => {
    resetStores({ tracking: { searchCount: 1 } });
    const { result } = renderHook(() => usePaywall());
    expect(result.current).toEqual({ showPaywall: false, canApply: true });

    await act(async () => void (tracking.searchCount = 2));
    expect(result.current).toEqual({ showPaywall: true, canApply: true });

    await act(async () => void (tracking.isPaywallDisabled = true));
    expect(result.current).toEqual({ showPaywall: false, canApply: false });
  });

  it('never stops a logged-in user', async () => {
    resetStores({
      user: { isLoggedIn: true, userId: 'a1000000-0000-4000-8000-000000000001' },
      tracking: { searchCount: 3, showPaywall: true },
    });
    const { result } = renderHook(() => usePaywall());
    expect(result.current).toEqual({ showPaywall: false, canApply: false });
    await act(async () => void Object.assign(user, { isLoggedIn: false, userId: null }));
    expect(result.current.showPaywall).toBe(true);
  });
});
