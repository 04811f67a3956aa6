/**
 * The login and logout flows of doc 1 §4 "Login", as plain async functions over injectable calls
 * (the screens pass nothing and get the real ones; unit tests pass fakes):
 *
 * Login: the form submits only when username and password are both filled; a bot-check token is
 * requested first with the action login_user (./captcha: reCAPTCHA v3 when the environment has
 * captcha enabled; null when it is off or no token can be had — the request still goes out, §8);
 * the login call sends { username, password, remember, source: 'LoginPage', token }; on
 * success the authenticated signal is emitted, then the user state is reloaded. Failures become
 * the text the page shows: the §8 catalogue text for bad credentials, the server's field messages
 * for a 400, the server's text for a 429, our own text for anything else.
 *
 * Logout: the logout call, then the user state is reloaded.
 */
import { emitAuthenticated, type AuthenticatedDetail } from './authSignal';
import { requestCaptchaToken } from './captcha';
import type { LoginFailure, LoginField, LoginValues } from './loginForm';
import { LOGIN_TEXT } from './texts';
import { login, logout } from '../../api/auth';
import { ApiError, type Data, type JsonBody } from '../../api/client';
import { CAPTCHA_ACTION_LOGIN, LOGIN_SOURCE, TEXT } from '../../lib/constants';
import { cancelActiveStateRefresh, loadActiveState } from '../../state';

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

/** Which form field a 400's `body.<name>` points at. */
function fieldOf(path: string): LoginField | undefined {
  const name = path.replace(/^body\./, '');
  return name === 'username' || name === 'password' ? name : undefined;
}

/** The text and field messages the page shows for a failed login call. */
export function loginFailureFrom(error: unknown): LoginFailure {
  if (error instanceof ApiError) {
    if (error.status === 401) return { message: TEXT.loginFailed, fields: {} };
    if (error.status === 400) {
      const fields: LoginFailure['fields'] = {};
      const others: string[] = [];
      for (const { field, message } of error.fields) {
        const name = fieldOf(field);
        if (name && fields[name] === undefined) fields[name] = message;
        else if (!name) others.push(message);
      }
      if (Object.keys(fields).length > 0 && others.length === 0) return { message: TEXT.checkFieldsInRed, fields };
      return { message: others.join(' ') || error.message || LOGIN_TEXT.serverError, fields };
    }
    // Too many attempts: the server's text says how long to wait.
    if (error.status === 429 && error.message) return { message: error.message, fields: {} };
  }
  return { message: LOGIN_TEXT.serverError, fields: {} };
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

export type LoginOutcome =
  /** Logged in. `stateLoaded` is false when the user state could not be reloaded (load the page afresh). */
  { ok: true; stateLoaded: boolean } | { ok: false; failure: LoginFailure };

/**
 * One login attempt. The caller checks `canSubmitLogin` first (a refused submit never gets here);
 * `destination` rides along in the authenticated signal.
 */
export async function performLogin(
  values: LoginValues,
  destination: string,
  deps: LoginDeps = loginDeps,
): Promise<LoginOutcome> {
  let token: string | null;
  try {
    token = await deps.requestToken(CAPTCHA_ACTION_LOGIN);
  } catch {
    token = null;
  }
  let result: Data<'login'>;
  try {
    // The generated type makes the defaulted rememberMe required; the login page leaves it out (§3).
    result = await deps.login(loginPayload(values, token) as JsonBody<'login'>);
  } catch (error) {
    return { ok: false, failure: loginFailureFrom(error) };
  }
  deps.emitAuthenticated({ userId: result.user?.userId ?? null, destination });
  try {
    await deps.reloadUserState();
    return { ok: true, stateLoaded: true };
  } catch {
    return { ok: true, stateLoaded: false };
  }
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
