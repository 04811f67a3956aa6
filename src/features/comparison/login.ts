import type { ComparisonCredentials } from './ComparisonLoginDialog';
import { COMPARISON_LOGIN_SOURCE, COMPARISON_TEXT } from './texts';
import { login } from '../../api/auth';
import { ApiError, type JsonBody } from '../../api/client';
import { TEXT } from '../../lib/constants';
import { loadActiveState } from '../../state';

/** doc 1 §3: "On the comparison-page side the login payload reads username, password, rememberMe, token, source." */
export type ComparisonLoginPayload = Omit<JsonBody<'login'>, 'remember' | 'returnUrl'>;

export function comparisonLoginPayload({
  username,
  password,
  rememberMe,
}: ComparisonCredentials): ComparisonLoginPayload {
  // No bot check runs on this page: the token is null, which the contract accepts.
  return { username: username.trim(), password, rememberMe, token: null, source: COMPARISON_LOGIN_SOURCE };
}

/**
 * Logs in with the comparison page's payload, then reloads the user state so the page shows the
 * logged-in navigation. Rejects with the message to show: the spec's text for a 401, ours otherwise.
 */
export async function logInFromComparison(credentials: ComparisonCredentials): Promise<void> {
  try {
    // `remember` has a default on the wire; the comparison page sends rememberMe instead.
    await login(comparisonLoginPayload(credentials) as JsonBody<'login'>);
  } catch (error) {
    throw new Error(error instanceof ApiError && error.status === 401 ? TEXT.loginFailed : COMPARISON_TEXT.loginError);
  }
  // Logged in either way; a failed reload leaves the page as it was until the next refresh.
  await loadActiveState().catch(() => undefined);
}
