import { beforeEach, describe, expect, it, vi } from 'vitest';

import { comparisonLoginPayload, logInFromComparison } from './login';
import { login } from '../../api/auth';
import { ApiError } from '../../api/client';
import { TEXT } from '../../lib/constants';
import { loadActiveState } from '../../state';

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

  it('rejects with the spec text for wrong credentials, and with ours for any other failure', async () => {
    vi.mocked(login).mockRejectedValueOnce(new ApiError(401, 'Unauthorized'));
    await expect(logInFromComparison(CREDENTIALS)).rejects.toThrow(TEXT.loginFailed);
    vi.mocked(login).mockRejectedValueOnce(new ApiError(503, 'Service Unavailable'));
    await expect(logInFromComparison(CREDENTIALS)).rejects.toThrow(
      'We could not log you in just now. Please try again in a moment.',
    );
    expect(loadActiveState).not.toHaveBeenCalled();
  });

  it('still resolves when the user state cannot be reloaded', async () => {
    vi.mocked(login).mockResolvedValue({ isSuccessful: true } as Awaited<ReturnType<typeof login>>);
    vi.mocked(loadActiveState).mockRejectedValue(new Error('offline'));
    await expect(logInFromComparison(CREDENTIALS)).resolves.toBeUndefined();
  });
});
