import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { linkTo } from '../../../src/app/linkTo';
import { FREE_SIGN_UP_TEXT } from '../../../src/features/shell/freeSignUp';
import { LoginSignUpPrompt, LoginSignUpPromptModal } from '../../../src/features/shell/LoginSignUpPrompt';
import { SIGN_UP_PROMPT_TEXT } from '../../../src/features/shell/paywallTexts';
import { UI_TEXT } from '../../../src/lib/spec/text';

const PAGE = `${linkTo('keyword:overview')}?query=seo%20tools`;
const LOGIN_HREF = linkTo('auth:login', {}, { returnUrl: PAGE });

const meta = {
  title: 'Shell/Login or sign-up prompt',
  component: LoginSignUpPrompt,
  args: { onSubmit: fn(), loginHref: LOGIN_HREF, buyHref: linkTo('buy:register') },
  parameters: { router: { initialEntry: PAGE } },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoginSignUpPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignUpTab: Story = {
  name: 'Sign-up tab',
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: SIGN_UP_PROMPT_TEXT.heading })).toBeVisible();
    const tabs = canvas.getByRole('tablist', { name: SIGN_UP_PROMPT_TEXT.tabsLabel });
    await expect(within(tabs).getByRole('tab', { name: UI_TEXT.signUp })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText(UI_TEXT.noCreditCardRequired)).toBeVisible();
    await expect(canvas.getByRole('link', { name: UI_TEXT.checkOutPremiumPlans })).toHaveAttribute(
      'href',
      args.buyHref,
    );
    // Not closable unless asked.
    await expect(canvas.queryByRole('button', { name: FREE_SIGN_UP_TEXT.close })).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: FREE_SIGN_UP_TEXT.emailLabel }), 'new.user@example.com');
    await userEvent.type(canvas.getByLabelText(FREE_SIGN_UP_TEXT.passwordLabel), 's3cret-pass{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'new.user@example.com', password: 's3cret-pass' });
  },
};

export const LogIn: Story = {
  name: 'Log in',
  play: async ({ canvas }) => {
    // The keyboard moves along the tabs.
    await userEvent.click(canvas.getByRole('tab', { name: UI_TEXT.signUp }));
    await userEvent.keyboard('{ArrowRight}');
    const logInTab = canvas.getByRole('tab', { name: UI_TEXT.logIn });
    await expect(logInTab).toHaveFocus();
    await expect(logInTab).toHaveAttribute('aria-selected', 'true');
    const panel = within(canvas.getByRole('tabpanel'));
    await expect(panel.getByText(SIGN_UP_PROMPT_TEXT.logInLead)).toBeVisible();
    await expect(panel.getByRole('link', { name: UI_TEXT.loginToYourAccount })).toHaveAttribute(
      'href',
      `/auth/login?returnUrl=${encodeURIComponent(PAGE)}`,
    );
    await expect(canvas.queryByRole('form', { name: FREE_SIGN_UP_TEXT.formLabel })).toBeNull();
  },
};

export const LogInFirst: Story = {
  name: 'Log in tab first',
  args: { initialTab: 'logIn' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: UI_TEXT.logIn })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('link', { name: UI_TEXT.loginToYourAccount })).toBeVisible();
  },
};

export const Closable: Story = {
  args: { onClose: fn() },
  play: async ({ args, canvas }) => {
    const close = canvas.getByRole('button', { name: FREE_SIGN_UP_TEXT.close });
    close.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const InAModal: Story = {
  name: 'In a modal, closable',
  args: { onClose: fn() },
  render: ({ onClose, ...args }) => <LoginSignUpPromptModal {...args} isOpen onClose={onClose ?? (() => undefined)} />,
  play: async ({ args }) => {
    const body = within(document.body);
    const modal = await body.findByRole('dialog', { name: SIGN_UP_PROMPT_TEXT.heading });
    await waitFor(() => expect(modal.contains(document.activeElement)).toBe(true));
    await expect(within(modal).getByRole('tab', { name: UI_TEXT.signUp })).toBeVisible();
    // doc 2 §4: Escape closes a modal.
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await userEvent.click(within(modal).getByRole('button', { name: FREE_SIGN_UP_TEXT.close }));
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};
