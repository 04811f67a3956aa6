import type { ComparisonCredentials } from './ComparisonLoginDialog';
import { COMPARISON_LOGIN_SOURCE } from './texts';
import type { JsonBody } from '../../api/client';
import { logIn, LoginError, loginCalls, type LoginCalls } from '../shell/login';

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
 * Logs in through the shared login flow with the comparison page's payload, then reloads the user
 * state so the page shows the logged-in navigation. Rejects with a LoginError carrying what the
 * dialog shows: the same texts and field messages as the login page.
 */
export async function logInFromComparison(
  credentials: ComparisonCredentials,
  calls: LoginCalls = loginCalls,
): Promise<void> {
  const outcome = await logIn(
    {
      requestToken: () => Promise.resolve(null),
      // `remember` has a default on the wire; the comparison page sends rememberMe instead.
      payload: () => comparisonLoginPayload(credentials) as JsonBody<'login'>,
    },
    calls,
  );
  // Logged in even when the user state could not be reloaded: the page stays as it was until the
  // next refresh.
  if (!outcome.ok) throw new LoginError(outcome.failure);
}
