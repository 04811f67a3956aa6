/**
 * Loading the active state and keeping the session honest (doc 1 §4 "Before each route" and
 * "Session polling", §7 "Navigation and session"):
 *
 * - `loadActiveState()` calls getactivestate and fills the user, tracking and environment stores
 *   (the environment with the captcha settings the bot check needs).
 *   Concurrent calls share one request. The call is a plain fetch (src/api/activeState.ts): the
 *   entry sends it without the HTTP client, whose chunk the session info and the poll load.
 * - `refreshActiveState()` reloads it at most once an hour, leading off and trailing on: the first
 *   call schedules a load an hour later, and every call until then joins that one load.
 * - `startSessionPolling()` polls the session every 60 s while the user is logged in: the poll sets
 *   the too-many-sessions flag, a killed session reloads the user state, and a failed poll clears
 *   the flag.
 * - `refreshSessionInfo()` asks for the session's standing (guard chain step 3).
 */
import { environment } from './environment';
import { defineStore } from './registry';
import { applyTracking } from './tracking';
import { anonymousUser, user } from './user';
import { getActiveState } from '../api/activeState';
import type { components } from '../api/schema.gen';
import { SESSION_HEARTBEAT_MS } from '../lib/spec/auth';
import { ACTIVE_STATE_REFRESH_INTERVAL_MS } from '../lib/spec/navigation';

export type ActiveState = components['schemas']['ActiveState'];
export type SessionInfo = components['schemas']['SessionInfo'];

/** Where the active state stands; the app shell waits for it once before the first route. */
export type ActiveStateStatus = 'idle' | 'loading' | 'loaded' | 'error';

export interface SessionState {
  activeStateStatus: ActiveStateStatus;
  /** When the active state was last loaded (ms since the epoch), or null. */
  loadedAt: number | null;
}

export const session = defineStore<SessionState>('session', () => ({
  activeStateStatus: 'idle',
  loadedAt: null,
}));

// ---------------------------------------------------------------------------------------------
// The active state

/** Puts a getactivestate answer into the stores. */
export function applyActiveState(state: ActiveState): void {
  Object.assign(user, anonymousUser(), state.user, { product: { ...state.user.product } });
  applyTracking(state.tracking);
  // The environment store keeps the fields of doc 1 §3, the captcha settings and the purchase host only.
  const fields = Object.keys(environment) as (keyof typeof environment)[];
  const next: Partial<typeof environment> = {};
  for (const field of fields) {
    if (state.environment[field] !== undefined) Object.assign(next, { [field]: state.environment[field] });
  }
  // The captcha settings are optional in the answer: one that leaves them out turns captcha off.
  next.isCaptchaEnabled = state.environment.isCaptchaEnabled ?? false;
  next.captchaSiteKey = state.environment.captchaSiteKey ?? null;
  next.purchaseHost = state.environment.purchaseHost ?? null;
  Object.assign(environment, next);
}

let inFlight: Promise<void> | null = null;

/** Loads the active state into the stores. Rejects (and leaves the stores alone) when the call fails. */
export function loadActiveState(): Promise<void> {
  if (inFlight) return inFlight;
  session.activeStateStatus = 'loading';
  inFlight = Promise.resolve()
    .then(() => getActiveState())
    .then((state) => {
      applyActiveState(state);
      session.activeStateStatus = 'loaded';
      session.loadedAt = Date.now();
    })
    .catch((error: unknown) => {
      session.activeStateStatus = 'error';
      throw error;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/**
 * Loads the active state unless it is already loaded (the first route waits for it). A failure is
 * swallowed: the visitor goes on as anonymous, and the next load tries again.
 */
export async function ensureActiveState(): Promise<void> {
  if (session.activeStateStatus === 'loaded') return;
  try {
    await loadActiveState();
  } catch {
    // Anonymous defaults stand.
  }
}

let refreshTimer: ReturnType<typeof setTimeout> | null = null;

/** Doc 1 §4, §9: refresh the active state at most once an hour (leading off, trailing on). */
export function refreshActiveState(): void {
  if (refreshTimer !== null) return;
  refreshTimer = setTimeout(() => {
    refreshTimer = null;
    loadActiveState().catch(() => undefined);
  }, ACTIVE_STATE_REFRESH_INTERVAL_MS);
}

/** Drops a scheduled hourly refresh (tests, logout). */
export function cancelActiveStateRefresh(): void {
  if (refreshTimer !== null) clearTimeout(refreshTimer);
  refreshTimer = null;
}

// ---------------------------------------------------------------------------------------------
// Session info and polling

/** Guard chain step 3: the session's standing; the too-many-sessions flag follows it. */
export async function refreshSessionInfo(): Promise<SessionInfo> {
  const { getSessionInfo } = await import('../api/account');
  const info = await getSessionInfo();
  user.isTooManyActiveSessions = info.isTooManyActiveSessions;
  return info;
}

let pollTimer: ReturnType<typeof setInterval> | null = null;
let pollInFlight = false;

/** One session poll (doc 1 §4 "Session polling"); nothing happens for a logged-out user. */
export async function pollSessionOnce(): Promise<void> {
  if (!user.isLoggedIn || pollInFlight) return;
  pollInFlight = true;
  try {
    const { pollSession } = await import('../api/navigation');
    const result = await pollSession();
    user.isTooManyActiveSessions = result.hasTooManyLogins;
    if (result.isSessionKilled) await loadActiveState().catch(() => undefined);
  } catch {
    user.isTooManyActiveSessions = false;
  } finally {
    pollInFlight = false;
  }
}

/** Starts the 60-second session heartbeat (idempotent). Each beat polls only for a logged-in user. */
export function startSessionPolling(): void {
  if (pollTimer !== null) return;
  pollTimer = setInterval(() => void pollSessionOnce(), SESSION_HEARTBEAT_MS);
}

export function isSessionPolling(): boolean {
  return pollTimer !== null;
}

export function stopSessionPolling(): void {
  if (pollTimer !== null) clearInterval(pollTimer);
  pollTimer = null;
}
