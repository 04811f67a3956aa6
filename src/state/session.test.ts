import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { environment } from './environment';
import { navigation } from './navigation';
import { resetStores } from './registry';
import {
  type ActiveState,
  cancelActiveStateRefresh,
  ensureActiveState,
  isSessionPolling,
  loadActiveState,
  pollSessionOnce,
  refreshActiveState,
  refreshSessionInfo,
  session,
  startSessionPolling,
  stopSessionPolling,
} from './session';
import { tracking } from './tracking';
import { user } from './user';
import { getSessionInfo } from '../api/account';
import { getActiveState } from '../api/activeState';
import { ApiError } from '../api/client';
import { pollSession } from '../api/navigation';
import { SESSION_HEARTBEAT_MS } from '../lib/spec/auth';
import { EMPTY_GUID } from '../lib/spec/identity';
import { ACTIVE_STATE_REFRESH_INTERVAL_MS } from '../lib/spec/navigation';
import { deferred } from '../testing/deferred';

vi.mock('../api/account', () => ({ getSessionInfo: vi.fn() }));
vi.mock('../api/activeState', () => ({ getActiveState: vi.fn() }));
vi.mock('../api/navigation', () => ({ pollSession: vi.fn() }));

const USER_ID = '5f0c6a52-3c1e-4f7a-9a4b-2d8e1c7b6a90';

function activeState(overrides: { user?: Partial<ActiveState['user']> } = {}): ActiveState {
  return {
    user: {
      isLoggedIn: true,
      userId: USER_ID,
      id: 48213,
      email: 'jane@example.com',
      childUserEmail: null,
      childUserId: null,
      isChildAccount: false,
      name: 'Jane Marketer',
      username: 'jane@example.com',
      roles: ['admin'],
      shouldShowOnboarding: false,
      isFullUser: true,
      isFullReconUser: false,
      isErrorPage: false,
      isTooManyActiveSessions: false,
      createdAt: '2024-03-18T15:04:05Z',
      sessionId: '0b7d5b8e-6a41-4c2f-8e3a-1f9d2c4b5a67',
      product: { maxExportRows: 10000, hasUnlimitedExportRows: false, planName: 'Professional' },
      ...overrides.user,
    },
    tracking: {
      billingMonths: 12,
      billingCycle: 'Annually',
      daysSinceSignUp: 412,
      signUpDate: '2024-03-18T15:04:05Z',
      latestActiveDate: '2025-05-03T09:12:44Z',
      enableScraperFreewall: true,
      isPrerendering: false,
      homepageSuggestionType: 'keywords',
      showPaywall: true,
    },
    environment: {
      countryCode: 'DE',
      percentOfBotsAllowed: 25,
      loggedOutBotDetection: true,
      loggedInBotDetection: false,
      enableBotDetectionHasLiedOs: true,
      enableBotDetectionHasLiedBrowser: false,
      isCaptchaEnabled: true,
      captchaSiteKey: 'site-key',
      purchaseHost: 'buy.rivalscope.example',
    },
  };
}

beforeEach(() => {
  resetStores();
  vi.mocked(getActiveState).mockReset();
  vi.mocked(getSessionInfo).mockReset();
  vi.mocked(pollSession).mockReset();
});

afterEach(() => {
  stopSessionPolling();
  cancelActiveStateRefresh();
  vi.useRealTimers();
});

describe('loadActiveState', () => {
  it('fills the user, tracking and environment stores from getactivestate', async () => {
    vi.mocked(getActiveState).mockResolvedValue(activeState());
    await loadActiveState();
    expect(user.isLoggedIn).toBe(true);
    expect(user.userId).toBe(USER_ID);
    expect(user.roles).toEqual(['admin']);
    expect(user.product.planName).toBe('Professional');
    expect(tracking.billingMonths).toBe(12);
    expect(tracking.enableScraperFreewall).toBe(true);
    expect(tracking.showPaywall).toBe(true);
    expect(environment.countryCode).toBe('DE');
    expect(environment.percentOfBotsAllowed).toBe(25);
    expect(environment.enableBotDetectionHasLiedOs).toBe(true);
    expect(session.activeStateStatus).toBe('loaded');
  });

  it('keeps the environment fields of doc 1 §3, the captcha settings and the purchase host, and resets tracking fields a new answer leaves out', async () => {
    vi.mocked(getActiveState).mockResolvedValue(activeState());
    await loadActiveState();
    expect(environment.isCaptchaEnabled).toBe(true);
    expect(environment.captchaSiteKey).toBe('site-key');
    expect(environment.purchaseHost).toBe('buy.rivalscope.example');
    const { showPaywall: _dropped, ...trackingWithout } = activeState().tracking;
    vi.mocked(getActiveState).mockResolvedValue({ ...activeState(), tracking: trackingWithout });
    await loadActiveState();
    expect(tracking.showPaywall).toBe(false);
  });

  it('starts with captcha off, and turns it off again when an answer leaves the captcha settings out', async () => {
    expect(environment.isCaptchaEnabled).toBe(false);
    expect(environment.captchaSiteKey).toBeNull();
    vi.mocked(getActiveState).mockResolvedValue(activeState());
    await loadActiveState();
    const { isCaptchaEnabled: _enabled, captchaSiteKey: _siteKey, ...withoutCaptcha } = activeState().environment;
    vi.mocked(getActiveState).mockResolvedValue({ ...activeState(), environment: withoutCaptcha });
    await loadActiveState();
    expect(environment.isCaptchaEnabled).toBe(false);
    expect(environment.captchaSiteKey).toBeNull();
    expect(environment.countryCode).toBe('DE');
  });

  it('shares one request between concurrent calls', async () => {
    const call = deferred<ActiveState>();
    vi.mocked(getActiveState).mockReturnValue(call.promise);
    const first = loadActiveState();
    const second = loadActiveState();
    expect(session.activeStateStatus).toBe('loading');
    call.resolve(activeState());
    await Promise.all([first, second]);
    expect(getActiveState).toHaveBeenCalledTimes(1);
  });

  it('rejects on failure and leaves the stores as they were', async () => {
    vi.mocked(getActiveState).mockRejectedValue(new ApiError(500, 'boom'));
    await expect(loadActiveState()).rejects.toThrow('boom');
    expect(session.activeStateStatus).toBe('error');
    expect(user.isLoggedIn).toBe(false);
    expect(user.userId).toBe(EMPTY_GUID);
  });
});

describe('ensureActiveState', () => {
  it('loads once, then not again', async () => {
    vi.mocked(getActiveState).mockResolvedValue(activeState());
    await ensureActiveState();
    await ensureActiveState();
    expect(getActiveState).toHaveBeenCalledTimes(1);
  });

  it('swallows a failure: the visitor goes on as anonymous and the next call tries again', async () => {
    vi.mocked(getActiveState).mockRejectedValueOnce(new TypeError('offline'));
    await expect(ensureActiveState()).resolves.toBeUndefined();
    expect(user.isLoggedIn).toBe(false);
    vi.mocked(getActiveState).mockResolvedValue(activeState());
    await ensureActiveState();
    expect(user.isLoggedIn).toBe(true);
  });
});

describe('refreshActiveState: at most once an hour, leading off, trailing on', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.mocked(getActiveState).mockResolvedValue(activeState());
  });

  it('does not load on the leading edge, and loads once the hour is up', async () => {
    refreshActiveState();
    await vi.advanceTimersByTimeAsync(0);
    expect(getActiveState).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(ACTIVE_STATE_REFRESH_INTERVAL_MS - 1);
    expect(getActiveState).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(getActiveState).toHaveBeenCalledTimes(1);
    expect(user.isLoggedIn).toBe(true);
  });

  it('folds every call within the hour into that one trailing load', async () => {
    refreshActiveState();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    refreshActiveState();
    await vi.advanceTimersByTimeAsync(40 * 60_000);
    refreshActiveState();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(getActiveState).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(ACTIVE_STATE_REFRESH_INTERVAL_MS * 3);
    expect(getActiveState).toHaveBeenCalledTimes(1);
  });

  it('starts a new hour with the next call after a load', async () => {
    refreshActiveState();
    await vi.advanceTimersByTimeAsync(ACTIVE_STATE_REFRESH_INTERVAL_MS);
    refreshActiveState();
    await vi.advanceTimersByTimeAsync(ACTIVE_STATE_REFRESH_INTERVAL_MS - 1);
    expect(getActiveState).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(getActiveState).toHaveBeenCalledTimes(2);
  });

  it('can be cancelled', async () => {
    refreshActiveState();
    cancelActiveStateRefresh();
    await vi.advanceTimersByTimeAsync(ACTIVE_STATE_REFRESH_INTERVAL_MS * 2);
    expect(getActiveState).not.toHaveBeenCalled();
  });

  it('swallows a failed trailing load', async () => {
    vi.mocked(getActiveState).mockRejectedValue(new ApiError(503, 'down'));
    refreshActiveState();
    await vi.advanceTimersByTimeAsync(ACTIVE_STATE_REFRESH_INTERVAL_MS);
    expect(session.activeStateStatus).toBe('error');
  });
});

describe('refreshSessionInfo', () => {
  it('sets the too-many-sessions flag from the answer', async () => {
    vi.mocked(getSessionInfo).mockResolvedValue({
      sessionId: USER_ID,
      isActiveSession: true,
      isTooManyActiveSessions: true,
      activeSessionCount: 3,
      maxActiveSessions: 2,
    });
    const info = await refreshSessionInfo();
    expect(info.activeSessionCount).toBe(3);
    expect(user.isTooManyActiveSessions).toBe(true);
  });
});

describe('session polling every 60 s', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Object.assign(user, activeState().user);
  });

  it('polls a logged-in user every SESSION_HEARTBEAT_MS, not before', async () => {
    vi.mocked(pollSession).mockResolvedValue({ hasTooManyLogins: false, isSessionKilled: false });
    startSessionPolling();
    expect(isSessionPolling()).toBe(true);
    await vi.advanceTimersByTimeAsync(SESSION_HEARTBEAT_MS - 1);
    expect(pollSession).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(pollSession).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(SESSION_HEARTBEAT_MS * 2);
    expect(pollSession).toHaveBeenCalledTimes(3);
  });

  it('never polls for a logged-out user', async () => {
    resetStores();
    startSessionPolling();
    await vi.advanceTimersByTimeAsync(SESSION_HEARTBEAT_MS * 5);
    expect(pollSession).not.toHaveBeenCalled();
  });

  it('sets the too-many-sessions flag when the poll reports too many logins', async () => {
    vi.mocked(pollSession).mockResolvedValue({ hasTooManyLogins: true, isSessionKilled: false });
    startSessionPolling();
    await vi.advanceTimersByTimeAsync(SESSION_HEARTBEAT_MS);
    expect(user.isTooManyActiveSessions).toBe(true);
  });

  it('reloads the user state when the session was killed', async () => {
    vi.mocked(pollSession).mockResolvedValue({ hasTooManyLogins: false, isSessionKilled: true });
    vi.mocked(getActiveState).mockResolvedValue(
      activeState({ user: { isLoggedIn: false, userId: EMPTY_GUID, roles: [] } }),
    );
    startSessionPolling();
    await vi.advanceTimersByTimeAsync(SESSION_HEARTBEAT_MS);
    expect(getActiveState).toHaveBeenCalledTimes(1);
    expect(user.isLoggedIn).toBe(false);
  });

  it('clears the too-many-sessions flag when a poll fails', async () => {
    user.isTooManyActiveSessions = true;
    vi.mocked(pollSession).mockRejectedValue(new ApiError(401, 'Unauthorized'));
    startSessionPolling();
    await vi.advanceTimersByTimeAsync(SESSION_HEARTBEAT_MS);
    expect(user.isTooManyActiveSessions).toBe(false);
  });

  it('stops, and starting twice keeps one heartbeat', async () => {
    vi.mocked(pollSession).mockResolvedValue({ hasTooManyLogins: false, isSessionKilled: false });
    startSessionPolling();
    startSessionPolling();
    await vi.advanceTimersByTimeAsync(SESSION_HEARTBEAT_MS);
    expect(pollSession).toHaveBeenCalledTimes(1);
    stopSessionPolling();
    expect(isSessionPolling()).toBe(false);
    await vi.advanceTimersByTimeAsync(SESSION_HEARTBEAT_MS * 3);
    expect(pollSession).toHaveBeenCalledTimes(1);
  });

  it('skips a beat while the previous poll is still out', async () => {
    const call = deferred<{ hasTooManyLogins: boolean; isSessionKilled: boolean }>();
    vi.mocked(pollSession).mockReturnValue(call.promise);
    const first = pollSessionOnce();
    await pollSessionOnce();
    // The first beat loads the client's chunk, then polls; the second one did not wait for it.
    await vi.waitFor(() => expect(pollSession).toHaveBeenCalledTimes(1));
    await pollSessionOnce();
    expect(pollSession).toHaveBeenCalledTimes(1);
    call.resolve({ hasTooManyLogins: false, isSessionKilled: false });
    await first;
    expect(navigation.searchResult).toBeNull();
  });
});
