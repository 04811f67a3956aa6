import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';

import { linkTo } from '../../../src/app/linkTo';
import { routeNamed } from '../../../src/app/routes';
import { LogoutScreen } from '../../../src/features/auth/LogoutScreen';
import { getMockDb } from '../../../src/mocks/db';
import { errorBody } from '../../../src/mocks/errors';
import { handlerGroups } from '../../../src/mocks/handlers';
import { neverResolves } from '../../../src/mocks/variants';
import { user } from '../../../src/state';
import { arrivedAt, withScreenContext } from '../screenContext';

const HOME_TITLE = routeNamed('home')?.meta.title ?? 'home';
const LOGGED_IN = { user: { isLoggedIn: true, userId: '3f2b8c1e-6a4d-4e8b-9c1a-2d7e5f0b9a11' } };

/** The first logout call fails with a 500; later ones reach the mock API. Reset before each run. */
let logoutCalls = 0;
const failFirstLogout = http.post('/auth/logout', () => {
  logoutCalls += 1;
  // Returning nothing hands the request on to the next handler (the mock API's logout).
  return logoutCalls === 1 ? HttpResponse.json(errorBody(500), { status: 500 }) : undefined;
});

const meta = {
  title: 'Pages/Auth/Log out',
  component: LogoutScreen,
  decorators: [withScreenContext('auth:logout')],
  parameters: { router: { initialEntry: linkTo('auth:logout') }, mockDb: { user: 'free' } },
} satisfies Meta<typeof LogoutScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Working: Story = {
  name: 'Logging you out…',
  parameters: {
    state: LOGGED_IN,
    msw: { handlers: { ...handlerGroups, auth: [neverResolves('logout'), ...handlerGroups.auth] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Log Out' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(/^Logging you out…$/);
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

export const FailedThenRetried: Story = {
  name: 'Failure, then a retry',
  parameters: {
    state: LOGGED_IN,
    msw: { handlers: { ...handlerGroups, auth: [failFirstLogout, ...handlerGroups.auth] } },
  },
  beforeEach: () => {
    logoutCalls = 0;
  },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'We could not log you out. Check your connection and try again.',
      ),
    );
    await expect(getMockDb().user.isLoggedIn).toBe(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText(arrivedAt(linkTo('home')))).toBeVisible();
    await expect(getMockDb().user.isLoggedIn).toBe(false);
    await expect(user.isLoggedIn).toBe(false);
  },
};

export const AlreadyLoggedOut: Story = {
  name: 'Already logged out',
  parameters: { mockDb: { user: 'loggedOut' }, state: { session: { activeStateStatus: 'loaded' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('You are logged out.');
    await expect(canvas.getByRole('link', { name: 'Log in again' })).toHaveAttribute('href', linkTo('auth:login'));
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', linkTo('home'));
  },
};

// The whole app (route table, guard chain, header, footer) on the mock API. Last: the home page it
// ends on keeps loading its deferred sections after the play function is done.
export const Page: Story = {
  name: 'Logs out and goes home',
  parameters: {
    router: { app: true, initialEntry: '/auth/logout' },
    // It ends on the home page, whose stories own its look.
    screenshot: false,
  },
  play: async ({ canvas }) => {
    // The home page's heading (its text: the home page styles parts of it, which spaces its accessible name).
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(HOME_TITLE));
    await expect(getMockDb().user.isLoggedIn).toBe(false);
    await expect(user.isLoggedIn).toBe(false);
  },
};
