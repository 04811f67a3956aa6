/** The child-accounts tag's state: ids of new team members (the list itself is MockDb.childAccounts). */
import { getMockDb, guid } from './state';
import type { Schemas } from '../spec';

export function nextChildId(): string {
  const db = getMockDb();
  db.counters.child += 1;
  return guid('c1d00000', db.counters.child);
}

/** The concurrent-session limit of the mock's logins (the server's default MAX_ACTIVE_SESSIONS). */
export const MOCK_MAX_ACTIVE_SESSIONS = 2;

/** Browsers of the other open sessions a seed gives the user, so a story can tell them apart. */
const OTHER_DEVICES = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
];

/** `count` more open sessions of the mock user's login, on other devices. */
export function otherSessionsOf(
  owner: { userId: string; email: string | null },
  count: number,
): Schemas['ChildSession'][] {
  return Array.from({ length: count }, (_, i) => ({
    sessionId: guid('5e550000', i + 1),
    userId: owner.userId,
    email: owner.email ?? '',
    isChildAccount: false,
    userAgent: OTHER_DEVICES[i % OTHER_DEVICES.length] ?? null,
    ipAddress: null,
    createdAt: '2026-11-20T08:00:00Z',
    lastActiveDate: '2026-11-23T18:30:00Z',
    isCurrentSession: false,
  }));
}

/** The open sessions of the mock user's own login (not its team's). */
export function ownSessionCount(): number {
  const db = getMockDb();
  return db.sessions.filter((s) => s.userId === db.user.userId).length;
}

/** Ends sessions as the server does; the login's lock lifts once its own sessions fit the limit. */
export function endSessions(sessionIds: readonly string[]): number {
  const db = getMockDb();
  const before = db.sessions.length;
  db.sessions = db.sessions.filter((s) => !sessionIds.includes(s.sessionId));
  db.user = { ...db.user, isTooManyActiveSessions: hasTooManySessions() };
  return before - db.sessions.length;
}

export function hasTooManySessions(): boolean {
  const { user } = getMockDb();
  return !user.roles.includes('infinitelogin') && ownSessionCount() > MOCK_MAX_ACTIVE_SESSIONS;
}
