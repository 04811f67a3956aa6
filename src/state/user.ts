import { defineStore } from './registry';
import type { components } from '../api/schema.gen';
import { anonymousUser as anonymousUserState } from '../lib/anonymousUser';
import { EMPTY_GUID, ROLE_ADMIN } from '../lib/spec/identity';

/** Doc 1 §3 "User state", exactly the contract's shape (getactivestate → user). */
export type UserState = components['schemas']['UserState'];
export type UserRole = components['schemas']['UserRole'];

/** The anonymous visitor (src/lib/anonymousUser.ts), typed here as the contract's user state. */
export const anonymousUser: () => UserState = anonymousUserState;

export const user = defineStore<UserState>('user', anonymousUser);

/** Doc 1 §3: an all-zero GUID means anonymous, whatever isLoggedIn says. */
export function isAnonymousUserId(userId: string | null | undefined): boolean {
  return !userId || userId === EMPTY_GUID;
}

/** Signed in by doc 1 §3's rule: isLoggedIn with a real user id (an all-zero GUID is a visitor). */
export function isSignedIn(state: { isLoggedIn: boolean; userId: string | null | undefined }): boolean {
  return state.isLoggedIn && !isAnonymousUserId(state.userId);
}

export function hasRole(state: Pick<UserState, 'roles'>, role: UserRole): boolean {
  return state.roles.includes(role);
}

/** Doc 1 §6: the admin role opens /rivalflow, /components and /icons. */
export function isAdmin(state: Pick<UserState, 'roles'>): boolean {
  return hasRole(state, ROLE_ADMIN);
}
