import { afterEach, describe, expect, it, vi } from 'vitest';

import { pushConversionGoal } from './abTesting';
import {
  emitRegistered,
  REGISTERED_EVENT,
  SIGN_UP_SERVER_ERROR,
  signUpFree,
  type FreeSignUpDeps,
  type RegisteredDetail,
} from './freeSignUp';
import { ApiError } from '../../api/client';
import { TEXT } from '../../lib/spec/text';

const USER_ID = 'a1000000-0000-4000-8000-000000000001';
const VALUES = { email: ' new.user@example.com ', password: 's3cret-pass' };

function deps(overrides: Partial<FreeSignUpDeps> = {}) {
  const calls: string[] = [];
  const all: FreeSignUpDeps = {
    pushConversionGoal: vi.fn((goal: number) => void calls.push(`goal ${goal}`)),
    requestToken: vi.fn((action: string) => {
      calls.push(`token ${action}`);
      return Promise.resolve('captcha-token');
    }),
    register: vi.fn(() => {
      calls.push('register');
      return Promise.resolve({ isSuccessful: true, errors: [], user: { userId: USER_ID } } as never);
    }),
    emitRegistered: vi.fn(() => void calls.push('registered')),
    reloadUserState: vi.fn(() => {
      calls.push('reload');
      return Promise.resolve();
    }),
    ...overrides,
  };
  return { deps: all, calls };
}

const duplicate = () =>
  new ApiError(409, TEXT.duplicateEmail, {
    code: 'DuplicateEmail',
    body: { isSuccessful: false, errors: ['MembershipCreateStatus: DuplicateEmail'] },
  });

afterEach(() => {
  delete window.abTestingQueue;
});

describe('signUpFree (doc 1 §4 "Free sign-up form")', () => {
  it('pushes goal 203, asks for a create_free_account token, registers, signals and reloads, in that order', async () => {
    const { deps: d, calls } = deps();
    await expect(signUpFree(VALUES, d)).resolves.toEqual({ ok: true, stateLoaded: true });
    expect(calls).toEqual(['goal 203', 'token create_free_account', 'register', 'registered', 'reload']);
    expect(d.register).toHaveBeenCalledWith({
      email: 'new.user@example.com',
      password: 's3cret-pass',
      token: 'captcha-token',
      source: 'FreeAccount',
    });
    expect(d.emitRegistered).toHaveBeenCalledWith({ userId: USER_ID });
  });

  it('sends a null token when none can be had', async () => {
    const { deps: d } = deps({ requestToken: () => Promise.reject(new Error('blocked')) });
    await signUpFree(VALUES, d);
    expect(d.register).toHaveBeenCalledWith(expect.objectContaining({ token: null }));
  });

  it('shows the duplicate e-mail in the §8 words, and signals nothing', async () => {
    const { deps: d } = deps({ register: () => Promise.reject(duplicate()) });
    await expect(signUpFree(VALUES, d)).resolves.toEqual({
      ok: false,
      failure: { message: TEXT.duplicateEmail, fields: {} },
    });
    expect(d.emitRegistered).not.toHaveBeenCalled();
    expect(d.reloadUserState).not.toHaveBeenCalled();
  });

  it('shows the server’s other errors one per line', async () => {
    const { deps: d } = deps({
      register: () => Promise.resolve({ isSuccessful: false, errors: ['Sign-ups are paused.', 'Try again tomorrow.'] }),
    });
    await expect(signUpFree(VALUES, d)).resolves.toEqual({
      ok: false,
      failure: { message: 'Sign-ups are paused.\nTry again tomorrow.', fields: {} },
    });
  });

  it('puts a 400’s messages under their fields', async () => {
    const refused = new ApiError(400, 'Bad request', {
      fields: [{ field: 'body.password', message: TEXT.passwordTooShort }],
    });
    const { deps: d } = deps({ register: () => Promise.reject(refused) });
    await expect(signUpFree(VALUES, d)).resolves.toEqual({
      ok: false,
      failure: { message: TEXT.checkFieldsInRed, fields: { password: TEXT.passwordTooShort } },
    });
  });

  it('says it is our problem on a 5xx or a network failure', async () => {
    const { deps: d } = deps({ register: () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(signUpFree(VALUES, d)).resolves.toEqual({
      ok: false,
      failure: { message: SIGN_UP_SERVER_ERROR, fields: {} },
    });
  });

  it('is registered even when the user state cannot be reloaded', async () => {
    const { deps: d } = deps({ reloadUserState: () => Promise.reject(new Error('offline')) });
    await expect(signUpFree(VALUES, d)).resolves.toEqual({ ok: true, stateLoaded: false });
  });
});

describe('the A/B testing queue and the registered signal', () => {
  it('queues each conversion for the A/B tool to drain', () => {
    pushConversionGoal(203);
    pushConversionGoal(203);
    expect(window.abTestingQueue).toEqual([
      ['triggerConversion', '203'],
      ['triggerConversion', '203'],
    ]);
  });

  it('emits the registered signal on window', () => {
    const seen: RegisteredDetail[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent<RegisteredDetail>).detail);
    window.addEventListener(REGISTERED_EVENT, listener);
    emitRegistered({ userId: USER_ID });
    window.removeEventListener(REGISTERED_EVENT, listener);
    expect(seen).toEqual([{ userId: USER_ID }]);
  });
});
