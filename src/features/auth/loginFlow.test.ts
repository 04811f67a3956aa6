import { afterEach, describe, expect, it, vi } from 'vitest';

import { AUTHENTICATED_EVENT, emitAuthenticated, onAuthenticated, type AuthenticatedDetail } from './authSignal';
import { loginDeps, loginPayload, performLogin, performLogout, type LoginDeps, type LogoutDeps } from './loginFlow';
import { canSubmitLogin } from './loginForm';
import { ApiError } from '../../api/client';
import { TEXT } from '../../lib/spec/text';
import { environment, resetStores } from '../../state';
import { LOGIN_SERVER_ERROR, loginFailureFrom } from '../shell/login';

const VALUES = { username: ' jane@example.com ', password: 's3cret-pass', remember: true };
const USER_ID = '3f2b8c1e-6a4d-4e8b-9c1a-2d7e5f0b9a11';

describe('canSubmitLogin (doc 1 §4: only when username and password are both filled)', () => {
  it.each([
    ['', '', false],
    ['jane@example.com', '', false],
    ['', 's3cret-pass', false],
    ['   ', 's3cret-pass', false],
    ['jane@example.com', 's3cret-pass', true],
    // A password is what it is: spaces count.
    ['jane@example.com', ' ', true],
  ])('username %j, password %j → %s', (username, password, expected) => {
    expect(canSubmitLogin({ username, password })).toBe(expected);
  });
});

describe('loginPayload (doc 1 §3)', () => {
  it('sends username, password, remember, source LoginPage and the token', () => {
    expect(loginPayload(VALUES, null)).toEqual({
      username: 'jane@example.com',
      password: 's3cret-pass',
      remember: true,
      source: 'LoginPage',
      token: null,
    });
    expect(loginPayload({ ...VALUES, remember: false }, 'tok')).toMatchObject({ remember: false, token: 'tok' });
  });
});

describe('loginFailureFrom', () => {
  it('shows the §8 catalogue text for bad credentials', () => {
    const error = new ApiError(401, 'anything the server says', { code: 'INVALID_CREDENTIALS' });
    expect(loginFailureFrom(error)).toEqual({ message: TEXT.loginFailed, fields: {} });
  });

  it('puts 400 field messages under their fields', () => {
    const error = new ApiError(400, 'body.username: too long', {
      fields: [
        { field: 'body.username', message: 'must NOT have more than 254 characters' },
        { field: 'body.password', message: 'must NOT have more than 128 characters' },
      ],
    });
    expect(loginFailureFrom(error)).toEqual({
      message: TEXT.checkFieldsInRed,
      fields: {
        username: 'must NOT have more than 254 characters',
        password: 'must NOT have more than 128 characters',
      },
    });
  });

  it('shows a 400 about another field as text', () => {
    const error = new ApiError(400, 'body.token: too long', {
      fields: [{ field: 'body.token', message: 'must NOT have more than 4096 characters' }],
    });
    expect(loginFailureFrom(error)).toEqual({ message: 'must NOT have more than 4096 characters', fields: {} });
  });

  it("shows the server's text for too many attempts", () => {
    const error = new ApiError(429, 'Too many attempts. Please wait a minute and try again.');
    expect(loginFailureFrom(error).message).toBe('Too many attempts. Please wait a minute and try again.');
  });

  it('shows our text for a server error, a CSRF refusal or a network failure', () => {
    expect(loginFailureFrom(new ApiError(500, 'Something went wrong on our side.')).message).toBe(LOGIN_SERVER_ERROR);
    expect(loginFailureFrom(new ApiError(403, 'Invalid CSRF token.')).message).toBe(LOGIN_SERVER_ERROR);
    expect(loginFailureFrom(new TypeError('Failed to fetch')).message).toBe(LOGIN_SERVER_ERROR);
  });
});

function fakeLoginDeps(overrides: Partial<LoginDeps> = {}) {
  const calls: string[] = [];
  const deps: LoginDeps = {
    requestToken: vi.fn(async (action: string) => {
      calls.push(`token:${action}`);
      return null;
    }),
    login: vi.fn(async () => {
      calls.push('login');
      return { isSuccessful: true as const, returnUrl: null, user: { userId: USER_ID } as never };
    }),
    emitAuthenticated: vi.fn(() => void calls.push('authenticated')),
    reloadUserState: vi.fn(async () => void calls.push('reload')),
    ...overrides,
  };
  return { deps, calls };
}

describe('performLogin (doc 1 §4 "Login")', () => {
  it('asks for a login_user token first, logs in, emits the signal, then reloads the user state', async () => {
    const { deps, calls } = fakeLoginDeps();
    await expect(performLogin(VALUES, '/account', deps)).resolves.toEqual({ ok: true, stateLoaded: true });
    expect(calls).toEqual(['token:login_user', 'login', 'authenticated', 'reload']);
    expect(deps.login).toHaveBeenCalledWith({
      username: 'jane@example.com',
      password: 's3cret-pass',
      remember: true,
      source: 'LoginPage',
      token: null,
    });
    expect(deps.emitAuthenticated).toHaveBeenCalledWith({ userId: USER_ID, destination: '/account' });
  });

  it('sends a null token when none can be had, and the request still goes out (§8)', async () => {
    const { deps } = fakeLoginDeps({ requestToken: vi.fn(() => Promise.reject(new Error('no captcha'))) });
    await performLogin(VALUES, '/hq', deps);
    expect(deps.login).toHaveBeenCalledWith(expect.objectContaining({ token: null }));
  });

  it('passes a token it gets along', async () => {
    const { deps } = fakeLoginDeps({ requestToken: vi.fn(async () => 'captcha-token') });
    await performLogin(VALUES, '/hq', deps);
    expect(deps.login).toHaveBeenCalledWith(expect.objectContaining({ token: 'captcha-token' }));
  });

  it('a failure neither signals nor reloads', async () => {
    const { deps } = fakeLoginDeps({
      login: vi.fn(() => Promise.reject(new ApiError(401, 'The provided username and/or password are incorrect.'))),
    });
    await expect(performLogin(VALUES, '/hq', deps)).resolves.toEqual({
      ok: false,
      failure: { message: TEXT.loginFailed, fields: {} },
    });
    expect(deps.emitAuthenticated).not.toHaveBeenCalled();
    expect(deps.reloadUserState).not.toHaveBeenCalled();
  });

  it('reports a user state that failed to reload after a good login', async () => {
    const { deps } = fakeLoginDeps({ reloadUserState: vi.fn(() => Promise.reject(new Error('offline'))) });
    await expect(performLogin(VALUES, '/hq', deps)).resolves.toEqual({ ok: true, stateLoaded: false });
    expect(deps.emitAuthenticated).toHaveBeenCalledTimes(1);
  });
});

describe('performLogout', () => {
  function fakeLogoutDeps(overrides: Partial<LogoutDeps> = {}): LogoutDeps {
    return {
      logout: vi.fn(async () => ({ isSuccessful: true })),
      reloadUserState: vi.fn(async () => undefined),
      cancelRefresh: vi.fn(),
      ...overrides,
    };
  }

  it('ends the session, drops the hourly refresh and reloads the user state', async () => {
    const deps = fakeLogoutDeps();
    await expect(performLogout(deps)).resolves.toBe('loggedOut');
    expect(deps.cancelRefresh).toHaveBeenCalledTimes(1);
    expect(deps.reloadUserState).toHaveBeenCalledTimes(1);
  });

  it('fails without touching the user state when the call fails', async () => {
    const deps = fakeLogoutDeps({ logout: vi.fn(() => Promise.reject(new ApiError(500, 'boom'))) });
    await expect(performLogout(deps)).resolves.toBe('failed');
    expect(deps.reloadUserState).not.toHaveBeenCalled();
  });

  it('is stale when the session ended but the state could not be reloaded', async () => {
    const deps = fakeLogoutDeps({ reloadUserState: vi.fn(() => Promise.reject(new Error('offline'))) });
    await expect(performLogout(deps)).resolves.toBe('stateStale');
  });
});

describe('the authenticated signal', () => {
  const stops: (() => void)[] = [];
  afterEach(() => stops.splice(0).forEach((stop) => stop()));

  it('is a window event carrying the user id and the destination', () => {
    const heard: AuthenticatedDetail[] = [];
    const raw = vi.fn();
    window.addEventListener(AUTHENTICATED_EVENT, raw);
    stops.push(() => window.removeEventListener(AUTHENTICATED_EVENT, raw));
    const stop = onAuthenticated((detail) => heard.push(detail));
    emitAuthenticated({ userId: USER_ID, destination: '/hq' });
    expect(heard).toEqual([{ userId: USER_ID, destination: '/hq' }]);
    expect(raw).toHaveBeenCalledTimes(1);
    stop();
    emitAuthenticated({ userId: null, destination: '/hq' });
    expect(heard).toHaveLength(1);
    expect(raw).toHaveBeenCalledTimes(2);
  });
});

describe('the login flow with the real bot check (doc 1 §4 "Login")', () => {
  afterEach(() => {
    for (const script of document.querySelectorAll('script')) script.remove();
    delete window.grecaptcha;
    resetStores();
  });

  it('sends the login_user token reCAPTCHA gives when captcha is enabled', async () => {
    environment.isCaptchaEnabled = true;
    environment.captchaSiteKey = 'login-site-key';
    window.grecaptcha = { ready: (callback) => callback(), execute: () => Promise.resolve('login-token') };
    const login = vi.fn(() => Promise.resolve({ isSuccessful: true as const, returnUrl: null }));
    const done = performLogin({ username: 'jane@example.com', password: 's3cret-pass', remember: false }, '/hq', {
      ...loginDeps,
      login,
      emitAuthenticated: () => undefined,
      reloadUserState: () => Promise.resolve(),
    });
    // jsdom runs no external script: the test fires the reCAPTCHA script tag's load event itself.
    const scripts = () => [...document.querySelectorAll('script')];
    await vi.waitFor(() => expect(scripts()).toHaveLength(1));
    expect(login).not.toHaveBeenCalled();
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(done).resolves.toEqual({ ok: true, stateLoaded: true });
    expect(login).toHaveBeenCalledWith(expect.objectContaining({ token: 'login-token' }));
  });
});
