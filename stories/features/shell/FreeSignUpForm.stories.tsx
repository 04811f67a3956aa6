import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { FREE_SIGN_UP_TEXT } from '../../../src/features/shell/freeSignUp';
import { FreeSignUpForm } from '../../../src/features/shell/FreeSignUpForm';
import { TEXT, UI_TEXT } from '../../../src/lib/spec/text';

type Canvas = ReturnType<typeof within>;
const email = (canvas: Canvas) => canvas.getByRole('textbox', { name: FREE_SIGN_UP_TEXT.emailLabel });
const password = (canvas: Canvas) => canvas.getByLabelText(FREE_SIGN_UP_TEXT.passwordLabel);
/** The form's alert region (the summary of a refused submit). */
const formAlert = (canvas: Canvas): HTMLElement => {
  const [alert] = within(canvas.getByRole('form', { name: FREE_SIGN_UP_TEXT.formLabel })).getAllByRole('alert');
  if (!alert) throw new Error('the form has no alert region');
  return alert;
};

const meta = {
  title: 'Shell/Free sign-up form',
  component: FreeSignUpForm,
  args: { loginHref: '/auth/login', plansHref: '/buy/register', onSubmit: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FreeSignUpForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Page: Story = {
  name: 'Page mode',
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: UI_TEXT.signUpHeading })).toBeVisible();
    await expect(canvas.getByText(UI_TEXT.noCreditCardRequired)).toBeVisible();
    await expect(canvas.getByText(UI_TEXT.alreadyAMember)).toBeVisible();
    await expect(canvas.getByRole('link', { name: UI_TEXT.loginToYourAccount })).toHaveAttribute('href', '/auth/login');
    await expect(canvas.getByRole('link', { name: UI_TEXT.checkOutPremiumPlans })).toHaveAttribute(
      'href',
      '/buy/register',
    );
    await expect(canvas.queryByRole('button', { name: FREE_SIGN_UP_TEXT.close })).toBeNull();
    await userEvent.type(email(canvas), 'new.user@example.com');
    await userEvent.type(password(canvas), 's3cret-pass');
    await userEvent.click(canvas.getByRole('button', { name: UI_TEXT.signUpFree }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'new.user@example.com', password: 's3cret-pass' });
  },
};

export const FieldErrors: Story = {
  name: 'Errors once a field lost focus',
  play: async ({ args, canvas }) => {
    await userEvent.type(email(canvas), 'not-an-address');
    // Nothing is said while the field still has focus (doc 1 §4).
    await expect(canvas.queryByText(TEXT.invalidEmail)).toBeNull();
    await userEvent.type(password(canvas), 'abc');
    await expect(email(canvas)).toHaveAccessibleDescription(TEXT.invalidEmail);
    await expect(canvas.queryByText(TEXT.passwordTooShort)).toBeNull();
    await userEvent.tab();
    await expect(password(canvas)).toHaveAccessibleDescription(TEXT.passwordTooShort);
    await userEvent.click(canvas.getByRole('button', { name: UI_TEXT.signUpFree }));
    await expect(formAlert(canvas)).toHaveTextContent(TEXT.checkFieldsInRed);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Widget: Story = {
  name: 'Widget mode, closable',
  args: { mode: 'widget', onClose: fn() },
  play: async ({ args, canvas }) => {
    // The box around it has its own heading; the login link is the box's business.
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.queryByRole('link', { name: UI_TEXT.loginToYourAccount })).toBeNull();
    await expect(canvas.getByRole('region', { name: UI_TEXT.signUpHeading })).toBeVisible();
    await expect(canvas.getByRole('link', { name: UI_TEXT.checkOutPremiumPlans })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: FREE_SIGN_UP_TEXT.close }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const Creating: Story = {
  name: 'Creating the account',
  args: { isCreating: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: FREE_SIGN_UP_TEXT.creating })).toBeDisabled();
    await expect(canvas.getByRole('form', { name: FREE_SIGN_UP_TEXT.formLabel })).toHaveAttribute('aria-busy', 'true');
  },
};

export const DuplicateEmail: Story = {
  name: 'Duplicate e-mail',
  args: { failure: { message: TEXT.duplicateEmail, fields: {} } },
  play: async ({ canvas }) => {
    await expect(formAlert(canvas)).toHaveTextContent(TEXT.duplicateEmail);
    await expect(email(canvas)).toHaveFocus();
  },
};

export const ServerErrors: Story = {
  name: 'Server errors, one per line',
  args: { failure: { message: 'Sign-ups are paused.\nTry again tomorrow.', fields: {} } },
  play: async ({ canvas }) => {
    const alert = formAlert(canvas);
    await expect(alert).toHaveTextContent('Sign-ups are paused. Try again tomorrow.');
    // Two lines, not one.
    // The text's own line boxes: two lines, one per error.
    const range = document.createRange();
    range.selectNodeContents(alert.querySelector('p')?.firstChild ?? alert);
    const lineTops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
    await expect(lineTops.size).toBe(2);
  },
};

export const ServerFieldMessage: Story = {
  name: 'Field message from the server',
  args: { failure: { message: TEXT.checkFieldsInRed, fields: { password: TEXT.passwordTooShort } } },
  play: async ({ canvas }) => {
    await expect(password(canvas)).toHaveAccessibleDescription(TEXT.passwordTooShort);
    await expect(password(canvas)).toHaveFocus();
  },
};
