// Importing a store registers it with the registry, so `resetStores` reaches it.
export { environment, type EnvironmentState } from './environment';
export {
  initialNavigation,
  markQueryChangedByUser,
  navigation,
  recordSearch,
  setRedirectedAsDomain,
  type LastSearch,
  type NavigationState,
  type SearchResult,
  type SearchResultType,
} from './navigation';
export { resetStores, type StoreOverrides } from './registry';
export {
  applyActiveState,
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
  type ActiveState,
  type ActiveStateStatus,
  type SessionInfo,
  type SessionState,
} from './session';
export { applyTracking, initialTracking, tracking, type TrackingState } from './tracking';
export {
  anonymousUser,
  hasRole,
  isAdmin,
  isAnonymousUserId,
  isSignedIn,
  user,
  type UserRole,
  type UserState,
} from './user';
