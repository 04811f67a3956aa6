/**
 * The login and logout screens wired to their calls (mocked here; the stories run them against the
 * mock API, the e2e test against the real server): the submit rule, the return URL, the
 * authenticated signal and the logged-in visitor.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AUTHENTICATED_EVENT } from './authSignal';
import { LoginScreen } from './LoginScreen';
import { LogoutScreen } from './LogoutScreen';
import { LOGIN_TEXT, LOGOUT_TEXT } from './texts';
import { getActiveState } from '../../api/activeState';
import { login, logout } from '../../api/auth';
import { ApiError } from '../../api/client';
import { TEXT } from '../../lib/spec/text';
import { resetStores, user } from '../../state';
import { FrameContext, type Frame } from '../shell/frameContext';
import { LinkContext, type LinkBuilder } from '../shell/links';

vi.mock('../../api/auth', () => ({ login: vi.fn(), logout: vi.fn() }));
vi.mock('../../api/account', () => ({ getSessionInfo: vi.fn() }));
vi.mock('../../api/activeState', () => ({ getActiveState: vi.fn() }));

const USER_ID = '3f2b8c1e-6a4d-4e8b-9c1a-2d7e5f0b9a11';
const PATHS: Record<string, string> = {
  home: '/',
  hq: '/hq',
  'auth:login': '/auth/login',
  'auth:logout': '/auth/logout',
  'auth:forgotpassword': '/auth/forgotpassword',
  freeaccount: '/freeaccount',
};
const linkTo: LinkBuilder = (name, _params, query) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value != null) search.set(key, String(value));
  const text = search.toString();
  return `${PATHS[name] ?? '/unknown'}${text ? `?${text}` : ''}`;
};

function activeState(loggedIn: boolean) {
  return {
    user: {
      ...user,
      isLoggedIn: loggedIn,
      userId: loggedIn ? USER_ID : '00000000-0000-0000-0000-000000000000',
      email: loggedIn ? 'jane@example.com' : null,
    },
    tracking: {},
    environment: { countryCode: 'US' },
  } as never;
}

function Arrived() {
  const { pathname, search } = useLocation();
  return <p>Arrived at {`${pathname}${search}`}</p>;
}

function renderAt(entry: string, screenElement: ReactNode, title: string) {
  const frame: Frame = { title, description: '', searchable: false };
  return render(
    <LinkContext.Provider value={linkTo}>
      <FrameContext.Provider value={frame}>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route path="/auth/login" element={screenElement} />
            <Route path="/auth/logout" element={screenElement} />
            <Route path="*" element={<Arrived />} />
          </Routes>
        </MemoryRouter>
      </FrameContext.Provider>
    </LinkContext.Provider>,
  );
}

const email = () => screen.getByRole('textbox', { name: LOGIN_TEXT.emailLabel });
const password = () => screen.getByLabelText(LOGIN_TEXT.passwordLabel);
const submit = () => screen.getByRole('button', { name: LOGIN_TEXT.submit });

beforeEach(() => {
  resetStores();
  vi.mocked(login).mockReset();
  vi.mocked(logout).mockReset();
  vi.mocked(getActiveState).mockReset();
});

describe('LoginScreen', () => {
  const heard = vi.fn();
  beforeEach(() => window.addEventListener(AUTHENTICATED_EVENT, heard));
  afterEach(() => {
    window.removeEventListener(AUTHENTICATED_EVENT, heard);
    heard.mockReset();
  });

  it('refuses to submit until both fields are filled', async () => {
    renderAt('/auth/login', <LoginScreen />, 'Log In');
    expect(screen.getByRole('heading', { level: 1, name: 'Log In' })).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    await userEvent.type(email(), 'jane@example.com');
    expect(submit()).toBeDisabled();
    // Enter in a field does not submit either.
    await userEvent.type(email(), '{Enter}');
    expect(login).not.toHaveBeenCalled();
    await userEvent.type(password(), 's3cret-pass');
    expect(submit()).toBeEnabled();
    await userEvent.clear(email());
    expect(submit()).toBeDisabled();
  });

  it('refuses an e-mail address that is not one (doc 1 §5)', async () => {
    renderAt('/auth/login', <LoginScreen />, 'Log In');
    await userEvent.type(email(), 'jane@example');
    await userEvent.type(password(), 's3cret-pass');
    await userEvent.click(submit());
    expect(email()).toHaveAccessibleDescription(TEXT.invalidEmail);
    expect(screen.getByRole('alert')).toHaveTextContent(TEXT.checkFieldsInRed);
    expect(login).not.toHaveBeenCalled();
  });

  it('logs in, signals, reloads the user state and goes to the return URL', async () => {
    vi.mocked(login).mockResolvedValue({ isSuccessful: true, returnUrl: null, user: { userId: USER_ID } as never });
    vi.mocked(getActiveState).mockResolvedValue(activeState(true));
    renderAt('/auth/login?returnUrl=%2Faccount%3Ftab%3Dbilling', <LoginScreen />, 'Log In');
    await userEvent.type(email(), 'jane@example.com');
    await userEvent.type(password(), 's3cret-pass');
    await userEvent.click(screen.getByRole('checkbox', { name: LOGIN_TEXT.rememberMe }));
    await userEvent.click(submit());
    expect(await screen.findByText('Arrived at /account?tab=billing')).toBeInTheDocument();
    expect(login).toHaveBeenCalledWith({
      username: 'jane@example.com',
      password: 's3cret-pass',
      remember: true,
      source: 'LoginPage',
      token: null,
    });
    expect(heard).toHaveBeenCalledTimes(1);
    expect((heard.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({
      userId: USER_ID,
      destination: '/account?tab=billing',
    });
    expect(user.isLoggedIn).toBe(true);
  });

  it.each([
    ['no return URL', '/auth/login'],
    ['a return URL to another site', '/auth/login?returnUrl=https%3A%2F%2Fevil.example%2F'],
    ['a return URL to the logout page', '/auth/login?returnUrl=%2Fauth%2Flogout'],
  ])('goes to hq with %s', async (_case, entry) => {
    vi.mocked(login).mockResolvedValue({ isSuccessful: true, returnUrl: null });
    vi.mocked(getActiveState).mockResolvedValue(activeState(true));
    renderAt(entry, <LoginScreen />, 'Log In');
    await userEvent.type(email(), 'jane@example.com');
    await userEvent.type(password(), 's3cret-pass');
    await userEvent.click(submit());
    expect(await screen.findByText('Arrived at /hq')).toBeInTheDocument();
  });

  it('shows the failure text in the alert region and keeps what was typed', async () => {
    vi.mocked(login).mockRejectedValue(new ApiError(401, TEXT.loginFailed, { code: 'INVALID_CREDENTIALS' }));
    renderAt('/auth/login', <LoginScreen />, 'Log In');
    await userEvent.type(email(), 'jane@example.com');
    await userEvent.type(password(), 'wrong-pass');
    await userEvent.click(submit());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(TEXT.loginFailed));
    expect(email()).toHaveValue('jane@example.com');
    expect(password()).toHaveValue('wrong-pass');
    // The cursor is back in the password field for another try.
    expect(password()).toHaveFocus();
    expect(submit()).toBeEnabled();
    expect(heard).not.toHaveBeenCalled();
    expect(getActiveState).not.toHaveBeenCalled();
  });

  it('shows 400 field messages under their fields until the field is edited', async () => {
    vi.mocked(login).mockRejectedValue(
      new ApiError(400, 'body.username: too long', {
        fields: [{ field: 'body.username', message: 'must NOT have more than 254 characters' }],
      }),
    );
    renderAt('/auth/login', <LoginScreen />, 'Log In');
    await userEvent.type(email(), 'jane@example.com');
    await userEvent.type(password(), 's3cret-pass');
    await userEvent.click(submit());
    await waitFor(() => expect(email()).toHaveAccessibleDescription('must NOT have more than 254 characters'));
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(TEXT.checkFieldsInRed);
    await userEvent.type(email(), 'x');
    expect(email()).not.toHaveAttribute('aria-invalid');
  });

  it('sends a logged-in visitor to hq straight away', async () => {
    Object.assign(user, { isLoggedIn: true, userId: USER_ID });
    renderAt('/auth/login', <LoginScreen />, 'Log In');
    expect(await screen.findByText('Arrived at /hq')).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });
});

describe('LogoutScreen', () => {
  it('logs out, reloads the user state and goes home', async () => {
    Object.assign(user, { isLoggedIn: true, userId: USER_ID });
    vi.mocked(logout).mockResolvedValue({ isSuccessful: true });
    vi.mocked(getActiveState).mockResolvedValue(activeState(false));
    renderAt('/auth/logout', <LogoutScreen />, 'Log Out');
    expect(screen.getByRole('heading', { level: 1, name: 'Log Out' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(LOGOUT_TEXT.working);
    expect(await screen.findByText('Arrived at /')).toBeInTheDocument();
    expect(logout).toHaveBeenCalledTimes(1);
    expect(user.isLoggedIn).toBe(false);
  });

  it('shows an error with a retry when the call fails, and the retry works', async () => {
    Object.assign(user, { isLoggedIn: true, userId: USER_ID });
    vi.mocked(logout).mockRejectedValueOnce(new ApiError(500, 'boom')).mockResolvedValue({ isSuccessful: true });
    vi.mocked(getActiveState).mockResolvedValue(activeState(false));
    renderAt('/auth/logout', <LogoutScreen />, 'Log Out');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(LOGOUT_TEXT.failed));
    expect(getActiveState).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: LOGOUT_TEXT.retry }));
    expect(await screen.findByText('Arrived at /')).toBeInTheDocument();
    expect(logout).toHaveBeenCalledTimes(2);
  });

  it('tells a visitor without a session so, without a call', () => {
    renderAt('/auth/logout', <LogoutScreen />, 'Log Out');
    expect(screen.getByRole('status')).toHaveTextContent(LOGOUT_TEXT.alreadyOut);
    expect(screen.getByRole('link', { name: LOGOUT_TEXT.logInAgain })).toHaveAttribute('href', '/auth/login');
    expect(logout).not.toHaveBeenCalled();
  });
});
