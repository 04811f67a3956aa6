/**
 * Login, sign-up, captcha, onboarding and the session heartbeat (doc 1 §3, §4, §5, §8, §9; doc 2
 * §4, §9).
 * Durations are milliseconds (`_MS`), sizes pixels (`_PX`), prices whole US dollars (`_USD`).
 */

/** doc 1 §5, §9 — minimum password length (trimmed). */
export const PASSWORD_MIN_LENGTH = 6;
/** doc 1 §3 — login `source` and free-registration `source`. */
export const LOGIN_SOURCE = 'LoginPage';
/** doc 1 §4 — bot-check / captcha actions. */
export const CAPTCHA_ACTION_LOGIN = 'login_user';
export const CAPTCHA_ACTION_CREATE_FREE_ACCOUNT = 'create_free_account';
/** Ours: the spec names no bot-check action for a purchase. */
export const CAPTCHA_ACTION_PURCHASE = 'purchase';
/** The reCAPTCHA v3 script (ours: the spec names no provider); `{siteKey}` is the URL-encoded site key. */
export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js?render={siteKey}';
/**
 * Ours: how long a token may take in all (script, ready, execute) before the request goes out with
 * a null token (§8). The spec's 120 s chunk timeout is far too long for someone waiting on a login.
 */
export const CAPTCHA_TOKEN_TIMEOUT_MS = 10_000;
/** doc 1 §3 — free-registration `source`. */
export const FREE_ACCOUNT_SOURCE = 'FreeAccount';
/** doc 1 §4 — the conversion goal the free sign-up form pushes to the A/B testing queue. */
export const FREE_SIGN_UP_CONVERSION_GOAL_ID = 203;
/** doc 1 §8 — server error fragment that means a duplicate e-mail. */
export const DUPLICATE_EMAIL_SERVER_ERROR = 'MembershipCreateStatus: DuplicateEmail';

/** doc 1 §4, §9; doc 2 §4, §9 — session poll / heartbeat every 60 s. */
export const SESSION_HEARTBEAT_MS = 60_000;
