/**
 * The one login flow of every page that logs in (doc 1 §4 "Login"): the login page and the
 * comparison page's login dialog. It lives in the shell because both the auth and the comparison
 * features may import the shell but not each other. Each page brings only what the spec makes
 * different: its payload (source, remember or rememberMe), whether a bot check runs, and what
 * follows a good login; the call, the texts of a failure and the user state reload are the same.
 *
 * Failures become the text the page shows: the §8 catalogue text for bad credentials, the server's
 * field messages for a 400, the server's text for a 429 (how long to wait), our own text for
 * anything else.
 */
import { formFailureFrom, type FormFailure } from './formFailure';
import { login } from '../../api/auth';
import { ApiError, type Data, type JsonBody } from '../../api/client';
import { TEXT } from '../../lib/spec/text';
import { loadActiveState } from '../../state';

export type LoginField = 'username' | 'password';

/** What a page shows after a failed login: a text for the alert region and messages by field. */
export type LoginFailure = FormFailure<LoginField>;

const LOGIN_FIELDS: readonly LoginField[] = ['username', 'password'];

/** A 5xx, a network failure or any answer other than 400, 401 and 429 (our wording). */
export const LOGIN_SERVER_ERROR =
  'We could not log you in because of a problem on our side. Please try again in a moment.';

/** The text and field messages a page shows for a failed login call (bad credentials: the §8 text). */
export function loginFailureFrom(error: unknown): LoginFailure {
  if (error instanceof ApiError && error.status === 401) return { message: TEXT.loginFailed, fields: {} };
  return formFailureFrom(error, LOGIN_FIELDS, LOGIN_SERVER_ERROR);
}

/** A failed login as a rejection, for callers whose contract is "rejects with the text to show". */
export class LoginError extends Error {
  override readonly name = 'LoginError';
  readonly failure: LoginFailure;

  constructor(failure: LoginFailure) {
    super(failure.message);
    this.failure = failure;
  }
}

/** What one page's login brings to the flow. */
export interface LoginSteps {
  /** The bot-check token to send; null when none runs or none can be had. */
  requestToken: () => Promise<string | null>;
  /** The page's payload with that token. */
  payload: (token: string | null) => JsonBody<'login'>;
  /** Runs once the server accepted the credentials, before the user state is reloaded. */
  onAccepted?: (result: Data<'login'>) => void;
}

export interface LoginCalls {
  login: (body: JsonBody<'login'>) => Promise<Data<'login'>>;
  reloadUserState: () => Promise<void>;
}

export const loginCalls: LoginCalls = { login, reloadUserState: loadActiveState };

export type LoginOutcome =
  /** Logged in. `stateLoaded` is false when the user state could not be reloaded (load the page afresh). */
  { ok: true; stateLoaded: boolean } | { ok: false; failure: LoginFailure };

/** One login attempt: token, call, then (when accepted) the page's step and the user state reload. */
export async function logIn(steps: LoginSteps, calls: LoginCalls = loginCalls): Promise<LoginOutcome> {
  let token: string | null;
  try {
    token = await steps.requestToken();
  } catch {
    token = null;
  }
  let result: Data<'login'>;
  try {
    result = await calls.login(steps.payload(token));
  } catch (error) {
    return { ok: false, failure: loginFailureFrom(error) };
  }
  steps.onAccepted?.(result);
  try {
    await calls.reloadUserState();
    return { ok: true, stateLoaded: true };
  } catch {
    return { ok: true, stateLoaded: false };
  }
}

/**
 * The attributes of a login e-mail field (login page, comparison dialog, forgotten password): an
 * e-mail keyboard, the browser's saved login offered, no spelling marks.
 */
export const LOGIN_EMAIL_FIELD = {
  type: 'email',
  autoComplete: 'username',
  inputMode: 'email',
  spellCheck: 'false',
} as const;
