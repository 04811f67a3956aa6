/**
 * The free sign-up of doc 1 §4 "Free sign-up form", as a plain async function over injectable
 * calls: it pushes conversion goal 203 to the A/B testing queue, asks for a bot-check token with
 * the action create_free_account (null when none can be had; the request still goes out), sends
 * { email, password, token, source: 'FreeAccount' }, and on isSuccessful emits the 'registered'
 * signal and reloads the user state. A refusal becomes the text to show: the §8 text for a
 * duplicate e-mail, the server's other errors one per line, field messages for a 400.
 */
import { pushConversionGoal } from './abTesting';
import { requestCaptchaToken } from './captcha';
import { formFailureFrom, type FormFailure } from './formFailure';
import { REGISTERED_EVENT } from './registeredEvent';
import { registerFreeAccount } from '../../api/auth';
import { ApiError, type Data, type JsonBody } from '../../api/client';
import {
  CAPTCHA_ACTION_CREATE_FREE_ACCOUNT,
  DUPLICATE_EMAIL_SERVER_ERROR,
  FREE_ACCOUNT_SOURCE,
  FREE_SIGN_UP_CONVERSION_GOAL_ID,
} from '../../lib/spec/auth';
import { TEXT } from '../../lib/spec/text';
import { loadActiveState } from '../../state';

export type FreeSignUpField = 'email' | 'password';
export type FreeSignUpFailure = FormFailure<FreeSignUpField>;
export interface FreeSignUpValues {
  email: string;
  password: string;
}

/** The form's wording where the spec shows none. */
export const FREE_SIGN_UP_TEXT = {
  formLabel: 'Free sign-up',
  emailLabel: 'Email',
  passwordLabel: 'Password',
  creating: 'Creating your account…',
  close: 'Close',
} as const;

/** A 5xx, a network failure or an answer without errors (our wording). */
export const SIGN_UP_SERVER_ERROR =
  'We could not create your account because of a problem on our side. Please try again in a moment.';

export { REGISTERED_EVENT };

export interface RegisteredDetail {
  /** The new account's id, or null when the answer had no user. */
  userId: string | null;
}

export function emitRegistered(detail: RegisteredDetail): void {
  window.dispatchEvent(new CustomEvent<RegisteredDetail>(REGISTERED_EVENT, { detail }));
}

/** The server's errors as the form shows them: one per line, the duplicate e-mail in the §8 words. */
export function signUpErrorText(errors: readonly string[]): string {
  return errors.map((error) => (error.includes(DUPLICATE_EMAIL_SERVER_ERROR) ? TEXT.duplicateEmail : error)).join('\n');
}

/** What a refused or failed registration shows. */
export function signUpFailureFrom(error: unknown): FreeSignUpFailure {
  if (error instanceof ApiError && error.status === 409) {
    const errors = (error.body as { errors?: unknown } | undefined)?.errors;
    const lines = Array.isArray(errors) ? errors.filter((e): e is string => typeof e === 'string') : [];
    return { message: lines.length ? signUpErrorText(lines) : TEXT.duplicateEmail, fields: {} };
  }
  return formFailureFrom(error, ['email', 'password'], SIGN_UP_SERVER_ERROR);
}

export interface FreeSignUpDeps {
  pushConversionGoal: (goalId: number) => void;
  requestToken: (action: string) => Promise<string | null>;
  register: (body: JsonBody<'registerFreeAccount'>) => Promise<Data<'registerFreeAccount'>>;
  emitRegistered: (detail: RegisteredDetail) => void;
  reloadUserState: () => Promise<void>;
}

export const freeSignUpDeps: FreeSignUpDeps = {
  pushConversionGoal,
  requestToken: requestCaptchaToken,
  register: registerFreeAccount,
  emitRegistered,
  reloadUserState: loadActiveState,
};

export type FreeSignUpOutcome =
  /** Registered and logged in; `stateLoaded` is false when the user state could not be reloaded. */
  { ok: true; stateLoaded: boolean } | { ok: false; failure: FreeSignUpFailure };

export async function signUpFree(
  values: FreeSignUpValues,
  deps: FreeSignUpDeps = freeSignUpDeps,
): Promise<FreeSignUpOutcome> {
  deps.pushConversionGoal(FREE_SIGN_UP_CONVERSION_GOAL_ID);
  let token: string | null;
  try {
    token = await deps.requestToken(CAPTCHA_ACTION_CREATE_FREE_ACCOUNT);
  } catch {
    token = null;
  }
  let result: Data<'registerFreeAccount'>;
  try {
    result = await deps.register({
      email: values.email.trim(),
      password: values.password,
      token,
      source: FREE_ACCOUNT_SOURCE,
    });
  } catch (error) {
    return { ok: false, failure: signUpFailureFrom(error) };
  }
  if (!result.isSuccessful) {
    return { ok: false, failure: { message: signUpErrorText(result.errors) || SIGN_UP_SERVER_ERROR, fields: {} } };
  }
  deps.emitRegistered({ userId: result.user?.userId ?? null });
  try {
    await deps.reloadUserState();
    return { ok: true, stateLoaded: true };
  } catch {
    return { ok: true, stateLoaded: false };
  }
}
