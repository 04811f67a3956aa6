/**
 * The login and logout flows of doc 1 §4 "Login", as plain async functions over injectable calls
 * (the screens pass nothing and get the real ones; unit tests pass fakes):
 *
 * Login: the form submits only when username and password are both filled; a bot-check token is
 * requested first with the action login_user (./captcha: reCAPTCHA v3 when the environment has
 * captcha enabled; null when it is off or no token can be had — the request still goes out, §8);
 * the login call sends { username, password, remember, source: 'LoginPage', token }; on
 * success the authenticated signal is emitted, then the user state is reloaded. The steps and the
 * failure texts are the shared login flow of ../shell/login (the comparison page logs in through
 * it too); this file adds what only the login page does: the bot check and the signal.
 *
 * Logout: the logout call, then the user state is reloaded.
 */
import { emitAuthenticated, type AuthenticatedDetail } from './authSignal';
import type { LoginValues } from './loginForm';
import { login, logout } from '../../api/auth';
import type { Data, JsonBody } from '../../api/client';
import { CAPTCHA_ACTION_LOGIN, LOGIN_SOURCE } from '../../lib/spec/auth';
import { cancelActiveStateRefresh, loadActiveState } from '../../state';
import { requestCaptchaToken } from '../shell/captcha';
import { logIn, type LoginOutcome } from '../shell/login';

/** The login page's payload (doc 1 §3): source is always LoginPage; rememberMe is the comparison page's field. */
export type LoginPayload = Omit<JsonBody<'login'>, 'rememberMe' | 'returnUrl'>;

export function loginPayload(values: LoginValues, token: string | null): LoginPayload {
  return {
    username: values.username.trim(),
    password: values.password,
    remember: values.remember,
    source: LOGIN_SOURCE,
    token,
  };
}

/** Asks for a bot-check token for `action`; null when none can be had. */
export type BotCheck = (action: string) => Promise<string | null>;

export interface LoginDeps {
  requestToken: BotCheck;
  login: (body: JsonBody<'login'>) => Promise<Data<'login'>>;
  emitAuthenticated: (detail: AuthenticatedDetail) => void;
  reloadUserState: () => Promise<void>;
}

export const loginDeps: LoginDeps = {
  requestToken: requestCaptchaToken,
  login,
  emitAuthenticated,
  reloadUserState: loadActiveState,
};

/**
 * One login attempt of the login page, through the shared flow (../shell/login). The caller checks
 * `canSubmitLogin` first (a refused submit never gets here); `destination` rides along in the
 * authenticated signal.
 */
export function performLogin(
  values: LoginValues,
  destination: string,
  deps: LoginDeps = loginDeps,
): Promise<LoginOutcome> {
  return logIn(
    {
      requestToken: () => deps.requestToken(CAPTCHA_ACTION_LOGIN),
      // The generated type makes the defaulted rememberMe required; the login page leaves it out (§3).
      payload: (token) => loginPayload(values, token) as JsonBody<'login'>,
      onAccepted: (result) => deps.emitAuthenticated({ userId: result.user?.userId ?? null, destination }),
    },
    deps,
  );
}

export interface LogoutDeps {
  logout: () => Promise<unknown>;
  reloadUserState: () => Promise<void>;
  /** Drops the scheduled hourly state refresh of the session that ended. */
  cancelRefresh: () => void;
}

export const logoutDeps: LogoutDeps = {
  logout,
  reloadUserState: loadActiveState,
  cancelRefresh: cancelActiveStateRefresh,
};

/**
 * 'loggedOut': the session ended and the user state says so. 'stateStale': the session ended but the
 * user state could not be reloaded (load the next page afresh). 'failed': the logout call failed.
 */
export type LogoutOutcome = 'loggedOut' | 'stateStale' | 'failed';

export async function performLogout(deps: LogoutDeps = logoutDeps): Promise<LogoutOutcome> {
  try {
    await deps.logout();
  } catch {
    return 'failed';
  }
  deps.cancelRefresh();
  try {
    await deps.reloadUserState();
    return 'loggedOut';
  } catch {
    return 'stateStale';
  }
}
