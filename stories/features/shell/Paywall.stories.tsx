import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { linkTo } from '../../../src/app/linkTo';
import { FREE_SIGN_UP_TEXT } from '../../../src/features/shell/freeSignUp';
import { Paywall } from '../../../src/features/shell/Paywall';
import { PAYWALL_TEXT } from '../../../src/features/shell/paywallTexts';
import { PAYWALL_MONTHLY_PRICE_USD } from '../../../src/lib/spec/purchase';
import { TEXT, UI_TEXT } from '../../../src/lib/spec/text';

/** The modal lives in a portal on document.body, outside the story's canvas. */
const body = () => within(document.body);
const dialog = () => body().findByRole('dialog', { name: PAYWALL_TEXT.title });
const RESEARCH_PAGE = `${linkTo('seo:keywords:domain')}?query=example.com`;

const meta = {
  title: 'Pages/Shell/Paywall/View',
  component: Paywall,
  args: {
    onSubmit: fn(),
    loginHref: linkTo('auth:login', {}, { returnUrl: RESEARCH_PAGE }),
    buyHref: linkTo('buy:register'),
  },
  parameters: { router: { initialEntry: RESEARCH_PAGE } },
} satisfies Meta<typeof Paywall>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Past the first search',
  play: async ({ args }) => {
    const paywall = within(await dialog());
    // doc 1 §9: $39 per month, the annual saving and the guarantee.
    await expect(paywall.getByText(`$${PAYWALL_MONTHLY_PRICE_USD}`)).toBeVisible();
    await expect(paywall.getByText(PAYWALL_TEXT.perMonth)).toBeVisible();
    await expect(paywall.getByText(UI_TEXT.saveWithAnnualBilling)).toBeVisible();
    await expect(paywall.getByText(UI_TEXT.moneyBackGuarantee)).toBeVisible();
    await expect(paywall.getByRole('link', { name: PAYWALL_TEXT.buy })).toHaveAttribute('href', args.buyHref);
    // The free sign-up form in widget mode, and the login link back to this page.
    await expect(paywall.getByRole('region', { name: UI_TEXT.signUpHeading })).toBeVisible();
    await expect(paywall.getByText(UI_TEXT.noCreditCardRequired)).toBeVisible();
    await expect(paywall.getByRole('link', { name: UI_TEXT.loginToYourAccount })).toHaveAttribute(
      'href',
      `/auth/login?returnUrl=${encodeURIComponent(RESEARCH_PAGE)}`,
    );
    await expect(paywall.getByRole('link', { name: UI_TEXT.checkOutPremiumPlans })).toHaveAttribute(
      'href',
      args.buyHref,
    );
  },
};

export const Keyboard: Story = {
  name: 'Keyboard: focus stays inside',
  // The play function ends mid-form; the default story already pictures the paywall.
  parameters: { screenshot: false },
  play: async ({ args }) => {
    const modal = await dialog();
    const paywall = within(modal);
    // Focus moves in; Tab reaches the e-mail field first and never leaves the paywall.
    await waitFor(() => expect(modal.contains(document.activeElement)).toBe(true));
    await userEvent.tab();
    await expect(paywall.getByRole('textbox', { name: FREE_SIGN_UP_TEXT.emailLabel })).toHaveFocus();
    // Back from the first field wraps round to the last, and on from the last to the first.
    await userEvent.tab({ shift: true });
    await expect(paywall.getByRole('link', { name: PAYWALL_TEXT.buy })).toHaveFocus();
    await userEvent.tab();
    await expect(paywall.getByRole('textbox', { name: FREE_SIGN_UP_TEXT.emailLabel })).toHaveFocus();

    // Escape and a click on the backdrop leave it where it is.
    await userEvent.keyboard('{Escape}');
    await expect(await dialog()).toBeVisible();
    const overlay = modal.parentElement?.parentElement;
    if (overlay) await userEvent.click(overlay, { skipHover: true });
    await expect(await dialog()).toBeVisible();

    // The keyboard signs up.
    paywall.getByRole('textbox', { name: FREE_SIGN_UP_TEXT.emailLabel }).focus();
    await userEvent.keyboard('a@example.com');
    await userEvent.tab();
    await userEvent.keyboard('s3cret-pass{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'a@example.com', password: 's3cret-pass' });
  },
};

export const Mobile: Story = {
  name: 'On a phone',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    const modal = await dialog();
    const paywall = within(modal);
    await expect(modal.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
    // One column: the offer comes below the sign-up form, and the paywall scrolls to it.
    const form = paywall.getByRole('form', { name: FREE_SIGN_UP_TEXT.formLabel }).getBoundingClientRect();
    const buy = paywall.getByRole('link', { name: PAYWALL_TEXT.buy });
    await expect(buy.getBoundingClientRect().top).toBeGreaterThan(form.bottom);
    buy.focus();
    await waitFor(() => expect(buy.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight));
    // Back to the top for the picture.
    modal.parentElement?.scrollTo(0, 0);
  },
};

export const AfterRegistering: Story = {
  name: 'After registering: the account is being made',
  args: { isCreating: true },
  play: async () => {
    const paywall = within(await dialog());
    await expect(paywall.getByRole('button', { name: FREE_SIGN_UP_TEXT.creating })).toBeDisabled();
    await expect(paywall.getByRole('form', { name: FREE_SIGN_UP_TEXT.formLabel })).toHaveAttribute('aria-busy', 'true');
  },
};

export const SignUpRefused: Story = {
  name: 'Sign-up refused: duplicate e-mail',
  args: { failure: { message: TEXT.duplicateEmail, fields: {} } },
  play: async () => {
    const paywall = within(await dialog());
    await waitFor(() => expect(paywall.getByText(TEXT.duplicateEmail)).toBeVisible());
    await expect(paywall.getByRole('textbox', { name: FREE_SIGN_UP_TEXT.emailLabel })).toHaveFocus();
  },
};
