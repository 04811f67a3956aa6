/**
 * The browser side of the bot check (doc 1 §4 "Login" and "Free sign-up", §8, §9): when the
 * server verifies captcha tokens (the environment's isCaptchaEnabled, with its public
 * captchaSiteKey), the reCAPTCHA v3 script is loaded once and a token is asked for per action
 * (login_user, create_free_account). The token is never in the way: when captcha is off, or the
 * script fails to load, or the provider does not answer in time, or refuses, the token is null and
 * the request still goes out (§8 "Captcha token cannot be obtained").
 *
 * The document, the provider's global, the settings and the timeout are injectable
 * (`createCaptcha`), so unit tests run in jsdom without the network; `requestCaptchaToken` is the
 * app's instance over the environment store.
 */
import { CAPTCHA_TOKEN_TIMEOUT_MS, RECAPTCHA_SCRIPT_URL } from '../../lib/spec/auth';
import { fill } from '../../lib/spec/text';
import { environment } from '../../state';
import type { CaptchaSettings } from '../../state/environment';

/** The part of reCAPTCHA v3's `grecaptcha` global the bot check uses. */
export interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): PromiseLike<string>;
}

export interface CaptchaDeps {
  /** The current captcha settings (the environment store). */
  settings: () => CaptchaSettings;
  /** Where the script tag goes. */
  document: Document;
  /** The provider's global, once its script has run. */
  provider: () => Grecaptcha | undefined;
  timeoutMs: number;
}

/** Asks for a token for `action`; resolves null when none can be had, never rejects. */
export type RequestCaptchaToken = (action: string) => Promise<string | null>;

export interface Captcha {
  requestToken: RequestCaptchaToken;
  /** Starts loading the script when captcha is on (so the first token comes sooner); never rejects. */
  preload: () => Promise<void>;
}

function scriptUrl(siteKey: string): string {
  return fill(RECAPTCHA_SCRIPT_URL, { siteKey: encodeURIComponent(siteKey) });
}

/** The site key to ask with, or null when the server does not verify captcha tokens. */
function activeSiteKey(settings: CaptchaSettings): string | null {
  return settings.isCaptchaEnabled && settings.captchaSiteKey ? settings.captchaSiteKey : null;
}

export function createCaptcha(deps: CaptchaDeps): Captcha {
  /** The script being loaded or loaded, by its address; a failed load is forgotten (a later call retries). */
  let loading: { src: string; promise: Promise<void> } | null = null;

  function loadScript(src: string): Promise<void> {
    if (loading?.src === src) return loading.promise;
    const doc = deps.document;
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    const promise = new Promise<void>((resolve, reject) => {
      script.addEventListener('load', () => resolve(), { once: true });
      script.addEventListener('error', () => reject(new Error(`The captcha script did not load: ${src}`)), {
        once: true,
      });
    });
    const entry = { src, promise };
    loading = entry;
    promise.catch(() => {
      script.remove();
      if (loading === entry) loading = null;
    });
    doc.head.appendChild(script);
    return promise;
  }

  async function token(siteKey: string, action: string): Promise<string | null> {
    await loadScript(scriptUrl(siteKey));
    const grecaptcha = deps.provider();
    if (!grecaptcha) return null;
    await new Promise<void>((resolve) => grecaptcha.ready(resolve));
    const result = await grecaptcha.execute(siteKey, { action });
    return typeof result === 'string' && result !== '' ? result : null;
  }

  async function requestToken(action: string): Promise<string | null> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const siteKey = activeSiteKey(deps.settings());
      if (siteKey === null) return null;
      const timeout = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error('The captcha token took too long.')), deps.timeoutMs);
      });
      return await Promise.race([token(siteKey, action), timeout]);
    } catch {
      return null;
    } finally {
      if (timer !== undefined) clearTimeout(timer);
    }
  }

  async function preload(): Promise<void> {
    try {
      const siteKey = activeSiteKey(deps.settings());
      if (siteKey !== null) await loadScript(scriptUrl(siteKey));
    } catch {
      // requestToken tries again.
    }
  }

  return { requestToken, preload };
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

let appCaptcha: Captcha | null = null;

/** The app's captcha: the environment store's settings, the page's document, `window.grecaptcha`. */
function app(): Captcha {
  appCaptcha ??= createCaptcha({
    settings: () => environment,
    document: window.document,
    provider: () => window.grecaptcha,
    timeoutMs: CAPTCHA_TOKEN_TIMEOUT_MS,
  });
  return appCaptcha;
}

/** A bot-check token for `action` (CAPTCHA_ACTION_LOGIN, CAPTCHA_ACTION_CREATE_FREE_ACCOUNT), or null. */
export const requestCaptchaToken: RequestCaptchaToken = async (action) => {
  try {
    return await app().requestToken(action);
  } catch {
    return null;
  }
};

/** Loads the captcha script ahead of the first token when captcha is on (say, when a form shows). */
export const preloadCaptcha = async (): Promise<void> => {
  try {
    await app().preload();
  } catch {
    // requestCaptchaToken tries again.
  }
};
