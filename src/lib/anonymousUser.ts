/**
 * Doc 1 §3: the user state of an anonymous visitor — an all-zero user id, no roles, no plan. The
 * server answers it for a session without a user; the browser's user store starts from it and
 * returns to it on logout.
 *
 * lib imports nothing but lib, so the type is written out here rather than taken from the API
 * types. Both users type it as the contract's UserState (src/state/user.ts, and the server's
 * handlers/context.ts and session.ts), so a field the contract adds fails to compile there.
 */
import { EMPTY_GUID } from './spec/identity';

export interface AnonymousUserState {
  isLoggedIn: false;
  userId: typeof EMPTY_GUID;
  id: 0;
  email: null;
  childUserEmail: null;
  childUserId: null;
  isChildAccount: false;
  name: null;
  username: null;
  roles: never[];
  shouldShowOnboarding: false;
  isFullUser: false;
  isFullReconUser: false;
  isErrorPage: false;
  isTooManyActiveSessions: false;
  createdAt: null;
  sessionId: null;
  product: { maxExportRows: 0; hasUnlimitedExportRows: false; planName: null };
}

/** A fresh copy each call: the browser's store changes its state in place. */
export function anonymousUser(): AnonymousUserState {
  return {
    isLoggedIn: false,
    userId: EMPTY_GUID,
    id: 0,
    email: null,
    childUserEmail: null,
    childUserId: null,
    isChildAccount: false,
    name: null,
    username: null,
    roles: [],
    shouldShowOnboarding: false,
    isFullUser: false,
    isFullReconUser: false,
    isErrorPage: false,
    isTooManyActiveSessions: false,
    createdAt: null,
    sessionId: null,
    product: { maxExportRows: 0, hasUnlimitedExportRows: false, planName: null },
  };
}
