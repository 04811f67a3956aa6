import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { linkTo } from '../../../src/app/linkTo';
import { AUTHENTICATED_EVENT, type AuthenticatedDetail } from '../../../src/features/auth/authSignal';
import { LoginScreen } from '../../../src/features/auth/LoginScreen';
import { LOGIN_TEXT } from '../../../src/features/auth/texts';
import { TEXT, UI_TEXT } from '../../../src/lib/spec/text';
import { getMockDb, MOCK_PASSWORD } from '../../../src/mocks/db';
import { handlerGroups } from '../../../src/mocks/handlers';
import { errorFor, neverResolves } from '../../../src/mocks/variants';
import { user } from '../../../src/state';
import { arrivedAt, withScreenContext } from '../screenContext';

/** The example account every mock database has (src/mocks/db/auth.ts). */
const JANE = { email: 'jane@example.com', password: MOCK_PASSWORD };

type Canvas = ReturnType<typeof within>;

const emailField = (canvas: Canvas) => canvas.getByRole('textbox', { name: LOGIN_TEXT.emailLabel });
const passwordField = (canvas: Canvas) => canvas.getByLabelText(LOGIN_TEXT.passwordLabel);
const logInButton = (canvas: Canvas) => canvas.getByRole('button', { name: LOGIN_TEXT.submit });
/** The login form's alert region (the app's header and footer may have alert regions of their own). */
const formAlert = (canvas: Canvas) =>
  within(canvas.getByRole('form', { name: LOGIN_TEXT.formLabel })).getByRole('alert');

async function fillIn(canvas: Canvas, email: string, password: string) {
  await userEvent.type(emailField(canvas), email);
  await userEvent.type(passwordField(canvas), password);
}

/** Counts authenticated signals while a play function runs. */
function listenForAuthenticated(): { details: AuthenticatedDetail[]; stop: () => void } {
  const details: AuthenticatedDetail[] = [];
  const handle = (event: Event) => details.push((event as CustomEvent<AuthenticatedDetail>).detail);
  window.addEventListener(AUTHENTICATED_EVENT, handle);
  return { details, stop: () => window.removeEventListener(AUTHENTICATED_EVENT, handle) };
}

const meta = {
  title: 'Pages/Auth/Log in',
  component: LoginScreen,
  decorators: [withScreenContext('auth:login')],
  parameters: { router: { initialEntry: linkTo('auth:login') }, mockDb: { user: 'loggedOut' } },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
    await expect(emailField(canvas)).toHaveValue('');
    await expect(emailField(canvas)).toHaveAttribute('autocomplete', 'username');
    await expect(passwordField(canvas)).toHaveAttribute('autocomplete', 'current-password');
    await expect(passwordField(canvas)).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    // doc 1 §4: nothing to submit until both fields are filled.
    await expect(logInButton(canvas)).toBeDisabled();
    await expect(formAlert(canvas)).toBeEmptyDOMElement();
    await expect(canvas.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      linkTo('auth:forgotpassword'),
    );
    await expect(canvas.getByRole('link', { name: UI_TEXT.signUpForFree })).toHaveAttribute(
      'href',
      linkTo('freeaccount'),
    );
  },
};

export const Filled: Story = {
  play: async ({ canvas }) => {
    const signals = listenForAuthenticated();
    try {
      await fillIn(canvas, JANE.email, JANE.password);
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Remember me' }));
      await expect(logInButton(canvas)).toBeEnabled();
      await userEvent.click(logInButton(canvas));
      // No return URL: the hq page, with the user state reloaded and the signal sent once.
      await expect(await canvas.findByText(arrivedAt(linkTo('hq')))).toBeVisible();
      await expect(user.isLoggedIn).toBe(true);
      await expect(user.email).toBe(JANE.email);
      await expect(getMockDb().user.isLoggedIn).toBe(true);
      await expect(signals.details).toEqual([{ userId: user.userId, destination: linkTo('hq') }]);
    } finally {
      signals.stop();
    }
  },
};

export const WrongPassword: Story = {
  name: 'Wrong password',
  play: async ({ canvas }) => {
    await fillIn(canvas, JANE.email, 'not-the-password');
    await userEvent.click(logInButton(canvas));
    // The mock API checks the password and answers 401 (doc 1 §8).
    await waitFor(() =>
      expect(formAlert(canvas)).toHaveTextContent(/^The provided username and\/or password are incorrect\.$/),
    );
    await expect(formAlert(canvas)).toHaveTextContent(TEXT.loginFailed);
    // What was typed stays, and the cursor is back in the password field for another try.
    await waitFor(() => expect(passwordField(canvas)).toHaveFocus());
    await expect(emailField(canvas)).toHaveValue(JANE.email);
    await expect(passwordField(canvas)).toHaveValue('not-the-password');
    await expect(logInButton(canvas)).toBeEnabled();
    await expect(user.isLoggedIn).toBe(false);
  },
};

export const ServerError: Story = {
  name: 'Server error',
  parameters: { msw: { handlers: { ...handlerGroups, auth: [errorFor('login', 500), ...handlerGroups.auth] } } },
  play: async ({ canvas }) => {
    await fillIn(canvas, JANE.email, JANE.password);
    await userEvent.click(logInButton(canvas));
    await waitFor(() =>
      expect(formAlert(canvas)).toHaveTextContent(
        'We could not log you in because of a problem on our side. Please try again in a moment.',
      ),
    );
    await expect(emailField(canvas)).toHaveValue(JANE.email);
    await expect(logInButton(canvas)).toBeEnabled();
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: { ...handlerGroups, auth: [neverResolves('login'), ...handlerGroups.auth] } } },
  play: async ({ canvas }) => {
    await fillIn(canvas, JANE.email, JANE.password);
    await userEvent.click(logInButton(canvas));
    // The button says so and takes no second press; the form is busy and a status region tells.
    await expect(await canvas.findByRole('button', { name: 'Logging in…' })).toBeDisabled();
    await expect(canvas.getByRole('form', { name: 'Log in to Rivalscope' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Logging in…');
    await expect(formAlert(canvas)).toBeEmptyDOMElement();
    await expect(emailField(canvas)).toHaveValue(JANE.email);
  },
};

export const InvalidEmail: Story = {
  name: 'Not an e-mail address',
  play: async ({ canvas }) => {
    await fillIn(canvas, 'jane@example', JANE.password);
    await userEvent.click(logInButton(canvas));
    // doc 1 §5: the e-mail rule and the failed-submit summary; no call goes out.
    await expect(emailField(canvas)).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(formAlert(canvas)).toHaveTextContent('Please check the fields marked in red.');
    await expect(getMockDb().user.isLoggedIn).toBe(false);
  },
};

export const ReturnUrl: Story = {
  name: 'Goes to the return URL',
  parameters: { router: { initialEntry: linkTo('auth:login', {}, { returnUrl: '/keyword/overview?query=shoes' }) } },
  play: async ({ canvas }) => {
    // The sign-up link carries the return URL along.
    await expect(canvas.getByRole('link', { name: UI_TEXT.signUpForFree })).toHaveAttribute(
      'href',
      linkTo('freeaccount', {}, { returnUrl: '/keyword/overview?query=shoes' }),
    );
    await fillIn(canvas, JANE.email, JANE.password);
    await userEvent.click(logInButton(canvas));
    await expect(await canvas.findByText(arrivedAt('/keyword/overview?query=shoes'))).toBeVisible();
  },
};

export const ForeignReturnUrl: Story = {
  name: 'A return URL to another site is ignored',
  parameters: { router: { initialEntry: linkTo('auth:login', {}, { returnUrl: 'https://evil.example/account' }) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: UI_TEXT.signUpForFree })).toHaveAttribute(
      'href',
      linkTo('freeaccount'),
    );
    await fillIn(canvas, JANE.email, JANE.password);
    await userEvent.click(logInButton(canvas));
    await expect(await canvas.findByText(arrivedAt(linkTo('hq')))).toBeVisible();
  },
};

export const AlreadyLoggedIn: Story = {
  name: 'A logged-in visitor goes to hq',
  parameters: {
    mockDb: { user: 'free' },
    state: { user: { isLoggedIn: true, userId: '3f2b8c1e-6a4d-4e8b-9c1a-2d7e5f0b9a11' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(arrivedAt(linkTo('hq')))).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1, name: 'Log In' })).toBeNull();
  },
};

// ---------------------------------------------------------------------------------------------
// Pages: the whole app (route table, guard chain, header, footer) on the mock API

export const PageWithReturnUrl: Story = {
  name: 'Page: log in and go back to the account',
  parameters: {
    router: { app: true, initialEntry: '/auth/login?returnUrl=%2Faccount' },
    mockDb: { user: 'loggedOut' },
    // It ends on another screen's page (Account Settings), whose stories own its look.
    screenshot: false,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
    await expect(document.title).toContain('Log In');
    await fillIn(canvas, JANE.email, JANE.password);
    await userEvent.click(logInButton(canvas));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    await expect(user.isLoggedIn).toBe(true);
  },
};

export const PageAlias: Story = {
  name: 'Page: /login, wrong password',
  parameters: { router: { app: true, initialEntry: '/login' }, mockDb: { user: 'loggedOut' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
    await fillIn(canvas, JANE.email, 'wrong-password');
    await userEvent.click(logInButton(canvas));
    await waitFor(() => expect(formAlert(canvas)).toHaveTextContent(TEXT.loginFailed));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
    await expect(passwordField(canvas)).toHaveValue('wrong-password');
  },
};

export const PageLoggedIn: Story = {
  name: 'Page: a logged-in visitor goes to hq',
  parameters: {
    router: { app: true, initialEntry: '/auth/login' },
    mockDb: { user: 'free' },
    screenshot: false,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My Sites' })).toBeVisible();
  },
};
