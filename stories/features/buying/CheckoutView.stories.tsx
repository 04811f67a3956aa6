import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import type { BillingCycle, PlanName } from '../../../src/features/buying/checkout';
import { CheckoutView, type CheckoutValues, type CheckoutViewProps } from '../../../src/features/buying/CheckoutView';
import { BUYING_TEXT } from '../../../src/features/buying/texts';
import { CARD_FIELDS_TEXT } from '../../../src/features/shell/cardFieldsText';
import { CARD_RULE_TEXT, EMPTY_CARD } from '../../../src/lib/cardEntry';
import { TEXT, UI_TEXT } from '../../../src/lib/spec/text';
import { CARD_REFUSAL_TEXT } from '../../../src/lib/testCards';
import { buildPlanCatalogue } from '../../../src/mocks/fixtures';

const GOOD_CARD = {
  name: 'Jane Marketer',
  number: '4242424242424242',
  expirationMonth: '9',
  expirationYear: '2028',
  cvv: '123',
};

/** Holds the plan, cycle and what is typed, as the screen does. */
function Checkout(
  props: Omit<CheckoutViewProps, 'values' | 'plan' | 'billingCycle'> & { initial?: Partial<CheckoutValues> },
) {
  const { initial = {}, onChange, onPlanChange, onCycleChange, ...rest } = props;
  const [values, setValues] = useState<CheckoutValues>({ email: '', password: '', card: EMPTY_CARD, ...initial });
  const [plan, setPlan] = useState<PlanName>('Basic');
  const [cycle, setCycle] = useState<BillingCycle>('Monthly');
  return (
    <CheckoutView
      {...rest}
      values={values}
      plan={plan}
      billingCycle={cycle}
      onPlanChange={(next) => {
        setPlan(next);
        onPlanChange(next);
      }}
      onCycleChange={(next) => {
        setCycle(next);
        onCycleChange(next);
      }}
      onChange={(change) => {
        setValues((previous) => ({ ...previous, ...change }));
        onChange(change);
      }}
    />
  );
}

type Canvas = ReturnType<typeof within>;
const submit = (canvas: Canvas) => canvas.getByRole('button', { name: BUYING_TEXT.submit });
const formAlert = (canvas: Canvas) =>
  within(canvas.getByRole('form', { name: BUYING_TEXT.formLabel })).getAllByRole('alert')[0];

const meta = {
  title: 'Pages/Buying/Checkout/View',
  component: Checkout,
  args: {
    title: 'Start Your Membership',
    catalogue: buildPlanCatalogue(),
    asksForAccount: true,
    today: new Date(2026, 10, 25),
    onRetry: fn(),
    onPlanChange: fn(),
    onCycleChange: fn(),
    onChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof Checkout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  name: 'Logged out: account and card',
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Today you pay $39.00 for Basic, monthly.')).toBeVisible();
    await expect(canvas.getByText(UI_TEXT.saveWithAnnualBilling)).toBeVisible();
    await userEvent.click(canvas.getByText(/^Professional/));
    await userEvent.click(canvas.getByText('Annually'));
    await expect(args.onCycleChange).toHaveBeenCalledWith('Annually');
    await expect(canvas.getByText('Today you pay $876 for Professional, annually.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: BUYING_TEXT.emailLabel }), 'new.buyer@example.com');
    await userEvent.type(canvas.getByLabelText(BUYING_TEXT.passwordLabel), 's3cret-pass');
    await userEvent.type(canvas.getByLabelText(CARD_FIELDS_TEXT.name), GOOD_CARD.name);
    await userEvent.type(canvas.getByLabelText(CARD_FIELDS_TEXT.number), GOOD_CARD.number);
    await userEvent.selectOptions(canvas.getByLabelText(CARD_FIELDS_TEXT.month), '09');
    await userEvent.selectOptions(canvas.getByLabelText(CARD_FIELDS_TEXT.year), '2028');
    await userEvent.type(canvas.getByLabelText(CARD_FIELDS_TEXT.cvv), '123');
    await userEvent.click(submit(canvas));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const Refused: Story = {
  name: 'Nothing filled in: every field says why',
  play: async ({ args, canvas }) => {
    await userEvent.click(submit(canvas));
    await expect(formAlert(canvas)).toHaveTextContent(TEXT.checkFieldsInRed);
    await expect(canvas.getByRole('textbox', { name: BUYING_TEXT.emailLabel })).toHaveAccessibleDescription(
      TEXT.invalidEmail,
    );
    await expect(canvas.getByLabelText(CARD_FIELDS_TEXT.cvv)).toBeInvalid();
    await userEvent.type(canvas.getByLabelText(CARD_FIELDS_TEXT.number), '4242');
    await expect(canvas.getByLabelText(CARD_FIELDS_TEXT.number)).toHaveAccessibleDescription(
      CARD_RULE_TEXT.numberInvalid,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const LoggedIn: Story = {
  name: 'Logged in: the card only',
  args: { asksForAccount: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('textbox', { name: BUYING_TEXT.emailLabel })).toBeNull();
    await expect(canvas.getByLabelText(CARD_FIELDS_TEXT.number)).toBeVisible();
  },
};

export const Declined: Story = {
  name: 'Card declined, form kept',
  args: {
    asksForAccount: false,
    initial: { card: { ...GOOD_CARD, number: '4000000000000002' } },
    failure: { message: CARD_REFUSAL_TEXT.declined, fields: { 'card.number': CARD_REFUSAL_TEXT.declined } },
  },
  play: async ({ canvas }) => {
    await expect(formAlert(canvas)).toHaveTextContent(CARD_REFUSAL_TEXT.declined);
    const number = canvas.getByLabelText(CARD_FIELDS_TEXT.number);
    await expect(number).toHaveAccessibleDescription(CARD_REFUSAL_TEXT.declined);
    await expect(number).toHaveValue('4000000000000002');
    // Another card clears the message beside the number.
    await userEvent.clear(number);
    await userEvent.type(number, GOOD_CARD.number);
    await expect(number).not.toHaveAccessibleDescription(CARD_REFUSAL_TEXT.declined);
  },
};

export const Processing: Story = {
  name: 'Processing the payment',
  args: { asksForAccount: false, isSubmitting: true, initial: { card: GOOD_CARD } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: BUYING_TEXT.submitting })).toBeDisabled();
    await expect(canvas.getByLabelText(CARD_FIELDS_TEXT.number)).toBeDisabled();
  },
};

export const Coupon: Story = {
  name: 'With a coupon',
  args: {
    catalogue: buildPlanCatalogue({
      couponCode: 'spring',
      isCouponValid: true,
      couponDescription: '20% off your first year',
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Coupon applied: 20% off your first year')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { catalogue: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(BUYING_TEXT.loading);
  },
};

export const LoadFailed: Story = {
  name: 'Plans failed to load',
  args: { catalogue: 'failed' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(BUYING_TEXT.loadFailed);
    await userEvent.click(canvas.getByRole('button', { name: BUYING_TEXT.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
