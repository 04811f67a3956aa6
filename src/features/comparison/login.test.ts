import { beforeEach, describe, expect, it, vi } from 'vitest';

import { comparisonLoginPayload, logInFromComparison } from './login';
import { login } from '../../api/auth';
import { ApiError } from '../../api/client';
import { TEXT } from '../../lib/spec/text';
import { loadActiveState } from '../../state';
import { LOGIN_SERVER_ERROR, LoginError } from '../shell/login';

vi.mock('../../api/auth', () => ({ login: vi.fn() }));
vi.mock('../../state', () => ({ loadActiveState: vi.fn() }));

const CREDENTIALS = { username: ' jane@example.com ', password: 's3cret-pass', rememberMe: true };

beforeEach(() => {
  vi.mocked(login).mockReset();
  vi.mocked(loadActiveState).mockReset().mockResolvedValue(undefined);
});

describe('the comparison page login', () => {
  it('sends username, password, rememberMe, token and source (doc 1 §3), and nothing else', () => {
    expect(comparisonLoginPayload(CREDENTIALS)).toEqual({
      username: 'jane@example.com',
      password: 's3cret-pass',
      rememberMe: true,
      token: null,
      source: 'ComparisonPage',
    });
  });

  it('logs in, then reloads the user state', async () => {
    vi.mocked(login).mockResolvedValue({ isSuccessful: true } as Awaited<ReturnType<typeof login>>);
    await logInFromComparison({ ...CREDENTIALS, rememberMe: false });
    expect(login).toHaveBeenCalledWith(expect.objectContaining({ rememberMe: false, source: 'ComparisonPage' }));
    expect(loadActiveState).toHaveBeenCalledTimes(1);
  });

  it("rejects with the login page's texts: the spec text for wrong credentials, ours for any other failure", async () => {
    vi.mocked(login).mockRejectedValueOnce(new ApiError(401, 'Unauthorized'));
    await expect(logInFromComparison(CREDENTIALS)).rejects.toThrow(TEXT.loginFailed);
    vi.mocked(login).mockRejectedValueOnce(new ApiError(503, 'Service Unavailable'));
    await expect(logInFromComparison(CREDENTIALS)).rejects.toThrow(LOGIN_SERVER_ERROR);
    expect(loadActiveState).not.toHaveBeenCalled();
  });

  it("rejects with the server's field messages for a 400 and its text for a 429", async () => {
    vi.mocked(login).mockRejectedValueOnce(
      new ApiError(400, 'Bad request', { fields: [{ field: 'body.username', message: 'Enter an e-mail address.' }] }),
    );
    await expect(logInFromComparison(CREDENTIALS)).rejects.toEqual(
      new LoginError({ message: TEXT.checkFieldsInRed, fields: { username: 'Enter an e-mail address.' } }),
    );
    vi.mocked(login).mockRejectedValueOnce(new ApiError(429, 'Too many attempts. Try again in 5 minutes.'));
    await expect(logInFromComparison(CREDENTIALS)).rejects.toThrow('Too many attempts. Try again in 5 minutes.');
  });

  it('still resolves when the user state cannot be reloaded', async () => {
    vi.mocked(login).mockResolvedValue({ isSuccessful: true } as Awaited<ReturnType<typeof login>>);
    vi.mocked(loadActiveState).mockRejectedValue(new Error('offline'));
    await expect(logInFromComparison(CREDENTIALS)).resolves.toBeUndefined();
  });
});
