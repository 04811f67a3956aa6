/** The auth tag's state: the known accounts and the session's user (login, logout, sign-up). */
import { getMockDb, guid } from './state';
import { DUPLICATE_EMAIL_SERVER_ERROR } from '../../lib/spec/auth';
import { TEXT } from '../../lib/spec/text';
import { trackingFor, userPreset, type UserState } from '../fixtures';
import type { Schemas } from '../spec';

export interface MockAccount {
  state: UserState;
  password: string;
}

/** Password of every seeded account (the login example's). */
export const MOCK_PASSWORD = 's3cret-pass';

/** A reset link the mock treats as used or expired (any other token is a good link to Jane's account). */
export const MOCK_UNUSABLE_RESET_TOKEN = 'used-reset-link-000000';
/** The account a good reset link belongs to. */
export const MOCK_RESET_EMAIL = 'jane@example.com';

/**
 * Uses a reset link as the server does: the account gets the new password and the session is logged
 * in to it. Undefined for an unusable link.
 */
export function applyResetLink(token: string, newPassword: string): UserState | undefined {
  const account = token === MOCK_UNUSABLE_RESET_TOKEN ? undefined : findAccount(MOCK_RESET_EMAIL);
  if (!account) return undefined;
  account.password = newPassword;
  return logIn(account);
}

export function findAccount(email: string): MockAccount | undefined {
  const db = getMockDb();
  return db.accounts.get(email.trim().toLowerCase());
}

export function logIn(account: MockAccount): UserState {
  const db = getMockDb();
  db.user = { ...account.state, isLoggedIn: true };
  db.tracking = trackingFor(db.user);
  db.isSessionKilled = false;
  return db.user;
}

export function logOut(): void {
  const db = getMockDb();
  db.user = userPreset('loggedOut');
  db.tracking = trackingFor(db.user);
}

/** A new free account, logged in. */
export function register(email: string, password: string, name?: string): UserState {
  const db = getMockDb();
  db.counters.child += 1;
  const free = userPreset('free');
  const state: UserState = {
    ...free,
    userId: guid('a1000000', db.counters.child),
    id: 60000 + db.counters.child,
    email,
    username: email,
    name: name ?? null,
    shouldShowOnboarding: true,
    createdAt: '2025-05-03T09:30:00Z',
    sessionId: guid('5e551000', db.counters.child),
  };
  const account = { state, password };
  db.accounts.set(email.toLowerCase(), account);
  return logIn(account);
}

/** The spec's duplicate e-mail failure (doc 1 §8). */
export function duplicateEmailFailure(): Schemas['RegistrationFailure'] {
  return {
    statusCode: 409,
    error: 'Conflict',
    message: TEXT.duplicateEmail,
    code: 'DuplicateEmail',
    isSuccessful: false,
    errors: [DUPLICATE_EMAIL_SERVER_ERROR],
  };
}
