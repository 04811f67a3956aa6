/**
 * The bot check's token (doc 1 §4, §8 "Captcha token cannot be obtained | Token is null; the
 * request still goes out", §9 "A captcha script loads when captcha is enabled"), in jsdom: jsdom
 * fetches no external script, so each test fires the script tag's load or error event itself.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createCaptcha, requestCaptchaToken, type Grecaptcha } from './captcha';
import {
  CAPTCHA_TOKEN_TIMEOUT_MS,
  CAPTCHA_ACTION_CREATE_FREE_ACCOUNT,
  CAPTCHA_ACTION_LOGIN,
} from '../../lib/spec/auth';
import { environment, resetStores } from '../../state';
import type { CaptchaSettings } from '../../state/environment';

const SITE_KEY = '6Lc_site-key';
const SCRIPT_SRC = 'https://www.google.com/recaptcha/api.js?render=6Lc_site-key';

function scripts(): HTMLScriptElement[] {
  return [...document.querySelectorAll('script')];
}

function fire(script: HTMLScriptElement | undefined, event: 'load' | 'error') {
  if (!script) throw new Error('no script tag');
  script.dispatchEvent(new Event(event));
}

/** A captcha over a fake grecaptcha that exists once the script has "run" (`ran`). */
function setup(settings: Partial<CaptchaSettings> = {}) {
  const state = { ran: false };
  const grecaptcha = {
    ready: vi.fn((callback: () => void) => callback()),
    execute: vi.fn((_siteKey: string, { action }: { action: string }) => Promise.resolve(`token-${action}`)),
  } satisfies Grecaptcha;
  const captcha = createCaptcha({
    settings: () => ({ isCaptchaEnabled: true, captchaSiteKey: SITE_KEY, ...settings }),
    document,
    provider: () => (state.ran ? grecaptcha : undefined),
    timeoutMs: CAPTCHA_TOKEN_TIMEOUT_MS,
  });
  /** The script loads and runs. */
  const load = (script = scripts()[0]) => {
    state.ran = true;
    fire(script, 'load');
  };
  return { captcha, grecaptcha, load };
}

afterEach(() => {
  for (const script of scripts()) script.remove();
  delete window.grecaptcha;
  resetStores();
  vi.useRealTimers();
});

describe('requestToken', () => {
  it('captcha disabled: null, and no script is added', async () => {
    const { captcha, grecaptcha } = setup({ isCaptchaEnabled: false });
    await expect(captcha.requestToken(CAPTCHA_ACTION_LOGIN)).resolves.toBeNull();
    expect(scripts()).toHaveLength(0);
    expect(grecaptcha.execute).not.toHaveBeenCalled();
  });

  it('captcha enabled without a site key: null, and no script is added', async () => {
    const { captcha } = setup({ captchaSiteKey: null });
    await expect(captcha.requestToken(CAPTCHA_ACTION_LOGIN)).resolves.toBeNull();
    expect(scripts()).toHaveLength(0);
  });

  it('captcha enabled: loads the reCAPTCHA v3 script once and returns the token for the action', async () => {
    const { captcha, grecaptcha, load } = setup();
    const first = captcha.requestToken(CAPTCHA_ACTION_LOGIN);
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]?.src).toBe(SCRIPT_SRC);
    // A second call while the script loads waits for the same tag.
    const second = captcha.requestToken(CAPTCHA_ACTION_CREATE_FREE_ACCOUNT);
    expect(scripts()).toHaveLength(1);
    load();
    await expect(first).resolves.toBe('token-login_user');
    await expect(second).resolves.toBe('token-create_free_account');
    // And a later one, after the load, too.
    await expect(captcha.requestToken(CAPTCHA_ACTION_LOGIN)).resolves.toBe('token-login_user');
    expect(scripts()).toHaveLength(1);
    expect(grecaptcha.ready).toHaveBeenCalledTimes(3);
    expect(grecaptcha.execute).toHaveBeenNthCalledWith(1, SITE_KEY, { action: 'login_user' });
    expect(grecaptcha.execute).toHaveBeenNthCalledWith(2, SITE_KEY, { action: 'create_free_account' });
  });

  it('asks for the token only once grecaptcha is ready', async () => {
    const { captcha, grecaptcha, load } = setup();
    let ready: () => void = () => undefined;
    grecaptcha.ready.mockImplementation((callback: () => void) => {
      ready = callback;
    });
    const token = captcha.requestToken(CAPTCHA_ACTION_LOGIN);
    load();
    await vi.waitFor(() => expect(grecaptcha.ready).toHaveBeenCalled());
    expect(grecaptcha.execute).not.toHaveBeenCalled();
    ready();
    await expect(token).resolves.toBe('token-login_user');
  });

  it('the script fails to load: null, the tag is removed, and a later call tries again', async () => {
    const { captcha, load } = setup();
    const token = captcha.requestToken(CAPTCHA_ACTION_LOGIN);
    fire(scripts()[0], 'error');
    await expect(token).resolves.toBeNull();
    expect(scripts()).toHaveLength(0);

    const retry = captcha.requestToken(CAPTCHA_ACTION_LOGIN);
    expect(scripts()).toHaveLength(1);
    load();
    await expect(retry).resolves.toBe('token-login_user');
  });

  it(`the script does not load within ${CAPTCHA_TOKEN_TIMEOUT_MS} ms: null`, async () => {
    vi.useFakeTimers();
    const { captcha } = setup();
    let settled = false;
    const token = captcha.requestToken(CAPTCHA_ACTION_LOGIN).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(CAPTCHA_TOKEN_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    await expect(token).resolves.toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('grecaptcha never gets ready: null after the timeout', async () => {
    vi.useFakeTimers();
    const { captcha, grecaptcha, load } = setup();
    grecaptcha.ready.mockImplementation(() => undefined);
    const token = captcha.requestToken(CAPTCHA_ACTION_LOGIN);
    load();
    await vi.advanceTimersByTimeAsync(CAPTCHA_TOKEN_TIMEOUT_MS);
    await expect(token).resolves.toBeNull();
    expect(grecaptcha.execute).not.toHaveBeenCalled();
  });

  it('a token in time leaves no timer behind', async () => {
    vi.useFakeTimers();
    const { captcha, load } = setup();
    const token = captcha.requestToken(CAPTCHA_ACTION_LOGIN);
    load();
    await expect(token).resolves.toBe('token-login_user');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('execute rejects: null', async () => {
    const { captcha, grecaptcha, load } = setup();
    grecaptcha.execute.mockImplementation(() => Promise.reject(new Error('Invalid site key')));
    const token = captcha.requestToken(CAPTCHA_ACTION_LOGIN);
    load();
    await expect(token).resolves.toBeNull();
  });

  it('execute throws, or the script defines no grecaptcha: null', async () => {
    const { captcha, grecaptcha, load } = setup();
    grecaptcha.execute.mockImplementation(() => {
      throw new Error('boom');
    });
    const thrown = captcha.requestToken(CAPTCHA_ACTION_LOGIN);
    load();
    await expect(thrown).resolves.toBeNull();

    const other = createCaptcha({
      settings: () => ({ isCaptchaEnabled: true, captchaSiteKey: 'other-key' }),
      document,
      provider: () => undefined,
      timeoutMs: CAPTCHA_TOKEN_TIMEOUT_MS,
    });
    const missing = other.requestToken(CAPTCHA_ACTION_LOGIN);
    fire(scripts()[1], 'load');
    await expect(missing).resolves.toBeNull();
  });

  it('URL-encodes the site key in the script address', () => {
    const { captcha } = setup({ captchaSiteKey: 'a b&c' });
    void captcha.requestToken(CAPTCHA_ACTION_LOGIN);
    expect(scripts()[0]?.src).toBe('https://www.google.com/recaptcha/api.js?render=a%20b%26c');
  });
});

describe('preload', () => {
  it('adds the script when captcha is on, and the token request reuses it', async () => {
    const { captcha, load } = setup();
    const preloaded = captcha.preload();
    expect(scripts()).toHaveLength(1);
    load();
    await preloaded;
    await expect(captcha.requestToken(CAPTCHA_ACTION_LOGIN)).resolves.toBe('token-login_user');
    expect(scripts()).toHaveLength(1);
  });

  it('does nothing when captcha is off, and never rejects', async () => {
    await setup({ isCaptchaEnabled: false }).captcha.preload();
    expect(scripts()).toHaveLength(0);
    const { captcha } = setup();
    const preloaded = captcha.preload();
    fire(scripts()[0], 'error');
    await expect(preloaded).resolves.toBeUndefined();
  });
});

describe('requestCaptchaToken (the app instance)', () => {
  it('follows the environment store and window.grecaptcha', async () => {
    await expect(requestCaptchaToken(CAPTCHA_ACTION_LOGIN)).resolves.toBeNull();
    expect(scripts()).toHaveLength(0);

    environment.isCaptchaEnabled = true;
    environment.captchaSiteKey = SITE_KEY;
    const token = requestCaptchaToken(CAPTCHA_ACTION_LOGIN);
    expect(scripts().map((script) => script.src)).toEqual([SCRIPT_SRC]);
    const execute = vi.fn(() => Promise.resolve('app-token'));
    window.grecaptcha = { ready: (callback) => callback(), execute };
    fire(scripts()[0], 'load');
    await expect(token).resolves.toBe('app-token');
    expect(execute).toHaveBeenCalledWith(SITE_KEY, { action: 'login_user' });
  });
});
