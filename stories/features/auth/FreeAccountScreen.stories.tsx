import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { FreeAccountScreen } from '../../../src/features/auth/FreeAccountScreen';
import { FREE_SIGN_UP_TEXT, REGISTERED_EVENT, SIGN_UP_SERVER_ERROR } from '../../../src/features/shell/freeSignUp';
import { TEXT, UI_TEXT } from '../../../src/lib/spec/text';
import { getMockDb } from '../../../src/mocks/db';
import { handlerGroups } from '../../../src/mocks/handlers';
import { errorFor } from '../../../src/mocks/variants';
import { user } from '../../../src/state';

type Canvas = ReturnType<typeof within>;
const heading = (canvas: Canvas, name: string) => canvas.findByRole('heading', { level: 1, name }, { timeout: 10_000 });
const formAlert = (canvas: Canvas) =>
  within(canvas.getByRole('form', { name: FREE_SIGN_UP_TEXT.formLabel })).getAllByRole('alert')[0];

async function signUp(canvas: Canvas, email: string, password = 's3cret-pass') {
  await userEvent.type(await canvas.findByRole('textbox', { name: FREE_SIGN_UP_TEXT.emailLabel }), email);
  await userEvent.type(canvas.getByLabelText(FREE_SIGN_UP_TEXT.passwordLabel), password);
  await userEvent.click(canvas.getByRole('button', { name: UI_TEXT.signUpFree }));
}

const meta = {
  title: 'Pages/Auth/Free account',
  component: FreeAccountScreen,
  // The whole app on the mock API: a new account goes on through the guards.
  parameters: { router: { app: true, initialEntry: '/freeaccount' }, mockDb: { user: 'loggedOut' } },
} satisfies Meta<typeof FreeAccountScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedUp: Story = {
  name: 'Signs up, then onboarding',
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await heading(canvas, 'Create a Free Account');
    const registered: unknown[] = [];
    const listen = (event: Event) => registered.push((event as CustomEvent).detail);
    window.addEventListener(REGISTERED_EVENT, listen);
    await signUp(canvas, 'new.user@example.com');
    // The new account owes its survey: the guards send it to step 1.
    await heading(canvas, 'Welcome to Rivalscope');
    window.removeEventListener(REGISTERED_EVENT, listen);
    await expect(registered).toHaveLength(1);
    await expect(user.isLoggedIn).toBe(true);
    await expect(getMockDb().accounts.has('new.user@example.com')).toBe(true);
    await expect(window.abTestingQueue).toContainEqual(['triggerConversion', '203']);
  },
};

export const DuplicateEmail: Story = {
  name: 'Duplicate e-mail, form kept',
  play: async ({ canvas }) => {
    await heading(canvas, 'Create a Free Account');
    // The example account every mock database has.
    await signUp(canvas, 'jane@example.com');
    await waitFor(() => expect(formAlert(canvas)).toHaveTextContent(TEXT.duplicateEmail));
    await expect(canvas.getByRole('textbox', { name: FREE_SIGN_UP_TEXT.emailLabel })).toHaveValue('jane@example.com');
    await expect(canvas.getByRole('button', { name: UI_TEXT.signUpFree })).toBeEnabled();
    await expect(user.isLoggedIn).toBe(false);
  },
};

export const ServerError: Story = {
  name: 'Server error, form kept',
  parameters: {
    msw: { handlers: { ...handlerGroups, auth: [errorFor('registerFreeAccount', 500), ...handlerGroups.auth] } },
  },
  play: async ({ canvas }) => {
    await heading(canvas, 'Create a Free Account');
    await signUp(canvas, 'new.user@example.com');
    await waitFor(() => expect(formAlert(canvas)).toHaveTextContent(SIGN_UP_SERVER_ERROR));
    await expect(canvas.getByLabelText(FREE_SIGN_UP_TEXT.passwordLabel)).toHaveValue('s3cret-pass');
  },
};

export const LoggedIn: Story = {
  name: 'Already logged in: hq',
  parameters: { mockDb: { user: 'full' }, screenshot: false },
  play: async ({ canvas }) => {
    await heading(canvas, 'My Sites');
  },
};
