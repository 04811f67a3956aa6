import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import type { BillingCycle, PlanName } from '../../../src/features/buying/checkout';
import { BUYING_TEXT, UPGRADE_TEXT } from '../../../src/features/buying/texts';
import type { PlanChoice } from '../../../src/features/buying/upgrade';
import { UpgradeView, type UpgradeViewProps } from '../../../src/features/buying/UpgradeView';
import { CARD_FIELDS_TEXT } from '../../../src/features/shell/cardFieldsText';
import { EMPTY_CARD, type CardEntry } from '../../../src/lib/cardEntry';
import { TEXT, UI_TEXT } from '../../../src/lib/spec/text';
import { CARD_REFUSAL_TEXT, TEST_CARDS } from '../../../src/lib/testCards';
import { buildPlanCatalogue } from '../../../src/mocks/fixtures';

const FREE_CATALOGUE = buildPlanCatalogue();
const BASIC_MONTHLY = buildPlanCatalogue({ currentPlan: 'Basic', currentBillingCycle: 'Monthly' });
const PROFESSIONAL_ANNUAL = buildPlanCatalogue({ currentPlan: 'Professional', currentBillingCycle: 'Annually' });

const FILLED_CARD: CardEntry = {
  name: 'Jane Marketer',
  number: TEST_CARDS.declined,
  expirationMonth: '9',
  expirationYear: '2028',
  cvv: '123',
};

type UpgradeArgs = Omit<UpgradeViewProps, 'purchase' | 'change'> & {
  purchase: Partial<UpgradeViewProps['purchase']> & Pick<UpgradeViewProps['purchase'], 'onSubmit'>;
  change: Partial<UpgradeViewProps['change']> & Pick<UpgradeViewProps['change'], 'onSubmit' | 'onChoiceChange'>;
};

/** Holds the plan, cycle, card and plan change as the screen does. */
function Upgrade({ purchase, change, ...rest }: UpgradeArgs) {
  const [plan, setPlan] = useState<PlanName>(purchase.plan ?? 'Basic');
  const [cycle, setCycle] = useState<BillingCycle>(purchase.billingCycle ?? 'Monthly');
  const [card, setCard] = useState<CardEntry>(purchase.card ?? EMPTY_CARD);
  const [choice, setChoice] = useState<PlanChoice | null>(change.choice ?? null);
  return (
    <UpgradeView
      {...rest}
      purchase={{
        today: new Date(2026, 10, 25),
        ...purchase,
        plan,
        billingCycle: cycle,
        onPlanChange: setPlan,
        onCycleChange: setCycle,
        card,
        onCardChange: setCard,
      }}
      change={{
        ...change,
        choice,
        onChoiceChange: (next) => {
          setChoice(next);
          change.onChoiceChange(next);
        },
      }}
    />
  );
}

type Canvas = ReturnType<typeof within>;
const pageAlert = (canvas: Canvas) => canvas.getAllByRole('alert')[0];

const meta = {
  title: 'Pages/Buying/Upgrade/View',
  component: Upgrade,
  args: {
    title: 'Upgrade Your Account',
    isLoggedIn: true,
    load: 'ready',
    catalogue: FREE_CATALOGUE,
    onRetry: fn(),
    links: {
      login: '/auth/login?returnUrl=%2Fupgrade',
      plans: '/buy/register',
      settings: '/account/settings',
      subscription: '/account/subscription',
      annual: '/e/upgrade',
    },
    purchase: { onSubmit: fn() },
    change: { onSubmit: fn(), onChoiceChange: fn() },
  },
} satisfies Meta<typeof Upgrade>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  name: 'Logged out: log in first',
  args: { isLoggedIn: false, catalogue: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Upgrade Your Account' })).toBeVisible();
    await expect(canvas.getByText(UPGRADE_TEXT.loggedOutLead)).toBeVisible();
    await expect(canvas.getByRole('link', { name: UPGRADE_TEXT.logInToUpgrade })).toHaveAttribute(
      'href',
      '/auth/login?returnUrl=%2Fupgrade',
    );
    await expect(canvas.getByRole('link', { name: UPGRADE_TEXT.seePlans })).toHaveAttribute('href', '/buy/register');
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

export const Loading: Story = {
  args: { load: 'loading', catalogue: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(BUYING_TEXT.loading);
  },
};

export const LoadFailed: Story = {
  name: 'Plans failed to load: retry',
  args: { load: 'failed', catalogue: null },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(BUYING_TEXT.loadFailed);
    await userEvent.click(canvas.getByRole('button', { name: BUYING_TEXT.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const TeamMember: Story = {
  name: 'Team member: the plan is the owner’s',
  args: { load: 'ownerOnly', catalogue: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(UPGRADE_TEXT.ownerOnly)).toBeVisible();
    await expect(canvas.getByRole('link', { name: UPGRADE_TEXT.toSettings })).toHaveAttribute(
      'href',
      '/account/settings',
    );
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

export const FreeAccount: Story = {
  name: 'Free account: plan, cycle and card',
  play: async ({ args, canvas }) => {
    const form = within(canvas.getByRole('form', { name: BUYING_TEXT.formLabel }));
    // Logged in: the card only, no e-mail or password.
    await expect(form.queryByLabelText(BUYING_TEXT.emailLabel)).toBeNull();
    await expect(form.getByLabelText(CARD_FIELDS_TEXT.number)).toBeVisible();
    await expect(form.getByText('Today you pay $39.00 for Basic, monthly.')).toBeVisible();
    await expect(form.getByText(UI_TEXT.saveWithAnnualBilling)).toBeVisible();
    await userEvent.click(form.getByRole('radio', { name: /^Professional/ }));
    await userEvent.click(form.getByRole('radio', { name: 'Annually' }));
    await expect(form.getByText('Today you pay $876 for Professional, annually.')).toBeVisible();
    // Nothing typed: the form says what is missing and does not submit.
    await userEvent.click(form.getByRole('button', { name: BUYING_TEXT.submit }));
    await expect(pageAlert(canvas)).toHaveTextContent(TEXT.checkFieldsInRed);
    await expect(args.purchase.onSubmit).not.toHaveBeenCalled();
  },
};

export const Declined: Story = {
  name: 'Declined card: the message beside the number, the card kept',
  args: {
    purchase: {
      card: FILLED_CARD,
      failure: { message: CARD_REFUSAL_TEXT.declined, fields: { 'card.number': CARD_REFUSAL_TEXT.declined } },
      onSubmit: fn(),
    },
  },
  play: async ({ canvas }) => {
    await expect(pageAlert(canvas)).toHaveTextContent(CARD_REFUSAL_TEXT.declined);
    const number = canvas.getByLabelText(CARD_FIELDS_TEXT.number);
    await expect(number).toHaveAccessibleDescription(CARD_REFUSAL_TEXT.declined);
    await expect(number).toHaveValue(TEST_CARDS.declined);
    await expect(canvas.getByLabelText(CARD_FIELDS_TEXT.name)).toHaveValue('Jane Marketer');
    // Typing a new number clears its message.
    await userEvent.clear(number);
    await userEvent.type(number, TEST_CARDS.succeeds);
    await expect(number).not.toHaveAccessibleDescription(CARD_REFUSAL_TEXT.declined);
  },
};

export const Processing: Story = {
  name: 'Processing the payment',
  args: { purchase: { card: { ...FILLED_CARD, number: TEST_CARDS.succeeds }, isSubmitting: true, onSubmit: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: BUYING_TEXT.submitting })).toBeDisabled();
    await expect(canvas.getByLabelText(CARD_FIELDS_TEXT.number)).toBeDisabled();
  },
};

export const FullUserMonthly: Story = {
  name: 'Full user, billed monthly: the plan, the annual offer, a change',
  args: { catalogue: BASIC_MONTHLY },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('You are on the Basic plan, billed monthly.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: UPGRADE_TEXT.manageSubscription })).toHaveAttribute(
      'href',
      '/account/subscription',
    );
    await expect(canvas.getByRole('link', { name: UPGRADE_TEXT.annualOffer })).toHaveAttribute('href', '/e/upgrade');
    // No card asked: the change is charged to the card on file.
    await expect(canvas.queryByLabelText(CARD_FIELDS_TEXT.number)).toBeNull();
    const form = within(canvas.getByRole('form', { name: UPGRADE_TEXT.changeLabel }));
    const submit = form.getByRole('button', { name: UPGRADE_TEXT.changeSubmit });
    // The plan held now is chosen, and choosing it again changes nothing.
    await expect(form.getByRole('radio', { name: /^Basic/ })).toBeChecked();
    await expect(form.getByText(UPGRADE_TEXT.sameChoice)).toBeVisible();
    await expect(submit).toBeDisabled();
    await userEvent.click(form.getByRole('radio', { name: 'Professional: $79.00/month' }));
    await expect(args.change.onChoiceChange).toHaveBeenCalledWith({ plan: 'Professional', billingCycle: 'Monthly' });
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await expect(args.change.onSubmit).toHaveBeenCalledOnce();
  },
};

export const FullUserAnnual: Story = {
  name: 'Full user, billed annually: no annual offer',
  args: { catalogue: PROFESSIONAL_ANNUAL },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You are on the Professional plan, billed annually.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: UPGRADE_TEXT.annualOffer })).toBeNull();
    await expect(canvas.getByRole('radio', { name: 'Professional: $73.00/month' })).toBeChecked();
  },
};

export const Changing: Story = {
  name: 'Changing the plan',
  args: {
    catalogue: BASIC_MONTHLY,
    change: {
      choice: { plan: 'Professional', billingCycle: 'Monthly' },
      isChanging: true,
      onSubmit: fn(),
      onChoiceChange: fn(),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: UPGRADE_TEXT.changeSubmit })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText(UPGRADE_TEXT.changing)).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: /^Professional/ })).toBeDisabled();
  },
};

export const ChangeDeclined: Story = {
  name: 'Change refused: the card on file was declined',
  args: {
    catalogue: BASIC_MONTHLY,
    change: {
      choice: { plan: 'Professional', billingCycle: 'Monthly' },
      failure: { message: 'The card on file was declined. Please update your payment information.', needsCard: true },
      onSubmit: fn(),
      onChoiceChange: fn(),
    },
  },
  play: async ({ canvas }) => {
    const alert = pageAlert(canvas);
    await expect(alert).toHaveTextContent('The card on file was declined. Please update your payment information.');
    await expect(within(alert).getByRole('link', { name: UPGRADE_TEXT.updateCard })).toHaveAttribute(
      'href',
      '/account/settings',
    );
    // The choice is kept, so the change can be tried again.
    await expect(canvas.getByRole('radio', { name: /^Professional/ })).toBeChecked();
    await expect(canvas.getByRole('button', { name: UPGRADE_TEXT.changeSubmit })).toBeEnabled();
  },
};
