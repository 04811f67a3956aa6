import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import {
  DECLINED,
  expectBusy,
  GOOD_CARD,
  statusOf,
  TODAY,
  typeCard,
  useOutcome,
  type Outcome,
} from './settingsStoryKit';
import { PaymentCardForm } from '../../../../src/features/account/settings/PaymentCardForm';
import type { PaymentSummary } from '../../../../src/features/account/settings/settingsModel';
import { SETTINGS_TEXT } from '../../../../src/features/account/settings/settingsTexts';
import { CARD_FIELDS_TEXT } from '../../../../src/features/shell/cardFieldsText';
import { cardSummaryOf, CARD_RULE_TEXT, type CardEntry, type CardField } from '../../../../src/lib/cardEntry';
import { fill, INFERRED_TEXT, TEXT } from '../../../../src/lib/spec/text';

/** The card form as the page holds it: the card on file changes once a card is saved. */
function Card(props: {
  payment: PaymentSummary | null;
  outcome?: Outcome<CardField>;
  today: Date;
  onSave: (card: CardEntry) => void;
}) {
  const [payment, setPayment] = useState(props.payment);
  const [status, save] = useOutcome(props.outcome, props.onSave, (card: CardEntry) => {
    const { type, lastFour } = cardSummaryOf(card);
    if (type !== 'Unknown') setPayment({ cardType: type, lastFour });
  });
  return <PaymentCardForm payment={payment} status={status} today={props.today} onSave={save} />;
}

const meta = {
  title: 'Pages/Account/Settings/Payment card',
  component: PaymentCardForm,
  args: { payment: { cardType: 'Visa', lastFour: '1111' }, today: TODAY, onSave: fn() },
  decorators: [
    (Story) => (
      <main style={{ padding: 24, maxWidth: 720 }}>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof PaymentCardForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const openCard = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: SETTINGS_TEXT.changeCard }));
  return within(canvasElement).getByRole('form', { name: SETTINGS_TEXT.cardFormLabel });
};

export const OnFile: Story = {
  name: 'Card on file',
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Visa ending in 1111')).toBeVisible();
    await expect(canvas.queryByLabelText(CARD_FIELDS_TEXT.number)).toBeNull();
    // The card fields open on demand, the first one ready to type in.
    await userEvent.click(canvas.getByRole('button', { name: SETTINGS_TEXT.changeCard }));
    await expect(canvas.getByLabelText(CARD_FIELDS_TEXT.name)).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: SETTINGS_TEXT.cancel }));
    await expect(canvas.queryByLabelText(CARD_FIELDS_TEXT.number)).toBeNull();
    await expect(canvas.getByRole('button', { name: SETTINGS_TEXT.changeCard })).toHaveFocus();
  },
};

export const NoCard: Story = {
  name: 'No card on file',
  args: { payment: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(SETTINGS_TEXT.noCard)).toBeVisible();
    await expect(canvas.getByRole('button', { name: SETTINGS_TEXT.addCard })).toBeEnabled();
  },
};

export const Checked: Story = {
  name: 'Card checked before it is sent',
  play: async ({ args, canvasElement }) => {
    const form = within(await openCard(canvasElement));
    await userEvent.click(form.getByRole('button', { name: SETTINGS_TEXT.cardSave }));
    await expect(form.getByRole('alert')).toHaveTextContent(TEXT.checkFieldsInRed);
    await expect(form.getByLabelText(CARD_FIELDS_TEXT.name)).toHaveAccessibleDescription(INFERRED_TEXT.required);
    await expect(form.getByLabelText(CARD_FIELDS_TEXT.year)).toHaveAccessibleDescription(INFERRED_TEXT.required);
    await typeCard(canvasElement, { ...GOOD_CARD, number: '4242', month: '10', year: '2025', cvv: '12' });
    await expect(form.getByLabelText(CARD_FIELDS_TEXT.number)).toHaveAccessibleDescription(
      CARD_RULE_TEXT.numberInvalid,
    );
    await expect(form.getByLabelText(CARD_FIELDS_TEXT.month)).toHaveAccessibleDescription(CARD_RULE_TEXT.expired);
    await expect(form.getByLabelText(CARD_FIELDS_TEXT.cvv)).toHaveAccessibleDescription(CARD_RULE_TEXT.cvvInvalid);
    await userEvent.click(form.getByRole('button', { name: SETTINGS_TEXT.cardSave }));
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  name: 'Saving the card',
  render: (args) => <Card {...args} outcome="saving" />,
  play: async ({ args, canvasElement }) => {
    const form = within(await openCard(canvasElement));
    await typeCard(canvasElement, GOOD_CARD);
    const save = form.getByRole('button', { name: SETTINGS_TEXT.cardSave });
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith({
      name: 'Jane Marketer',
      number: '5500000000000004',
      expirationMonth: '11',
      expirationYear: '2029',
      cvv: '123',
    });
    await expectBusy(save, SETTINGS_TEXT.cardSaving);
    await expect(form.getByLabelText(CARD_FIELDS_TEXT.number)).toBeDisabled();
    await expect(form.getByRole('button', { name: SETTINGS_TEXT.cancel })).toBeDisabled();
  },
};

export const Saved: Story = {
  name: 'Card changed',
  render: (args) => <Card {...args} outcome="saved" />,
  play: async ({ canvas, canvasElement }) => {
    await openCard(canvasElement);
    await typeCard(canvasElement, GOOD_CARD);
    await userEvent.click(canvas.getByRole('button', { name: SETTINGS_TEXT.cardSave }));
    // The fields close; the new card is the one on file.
    await expect(canvas.queryByRole('form', { name: SETTINGS_TEXT.cardFormLabel })).toBeNull();
    await expect(canvas.getByText('Mastercard ending in 0004')).toBeVisible();
    await expect(statusOf(canvasElement)).toHaveTextContent(
      fill(SETTINGS_TEXT.cardSaved, { card: 'Mastercard ending in 0004' }),
    );
  },
};

export const Declined: Story = {
  name: 'Card declined',
  render: (args) => (
    <Card {...args} outcome={{ message: DECLINED, fields: { number: SETTINGS_TEXT.cardDeclinedHere } }} />
  ),
  play: async ({ canvasElement }) => {
    const form = within(await openCard(canvasElement));
    await typeCard(canvasElement, { ...GOOD_CARD, number: '4000000000000002' });
    await userEvent.click(form.getByRole('button', { name: SETTINGS_TEXT.cardSave }));
    // Said beside the card, the number marked, everything typed kept for another try.
    await expect(form.getByRole('alert')).toHaveTextContent(DECLINED);
    await expect(form.getByLabelText(CARD_FIELDS_TEXT.number)).toHaveAccessibleDescription(
      SETTINGS_TEXT.cardDeclinedHere,
    );
    await expect(form.getByLabelText(CARD_FIELDS_TEXT.number)).toBeInvalid();
    await expect(form.getByLabelText(CARD_FIELDS_TEXT.number)).toHaveValue('4000000000000002');
    await expect(form.getByLabelText(CARD_FIELDS_TEXT.name)).toHaveValue('Jane Marketer');
    await expect(form.getByLabelText(CARD_FIELDS_TEXT.cvv)).toHaveValue('123');
    // The card on file is unchanged.
    await expect(within(canvasElement).getByText('Visa ending in 1111')).toBeVisible();
  },
};

export const ServerError: Story = {
  name: 'Card not saved (server error)',
  render: (args) => <Card {...args} outcome={{ message: SETTINGS_TEXT.cardFailed, fields: {} }} />,
  play: async ({ canvasElement }) => {
    const form = within(await openCard(canvasElement));
    await typeCard(canvasElement, GOOD_CARD);
    await userEvent.click(form.getByRole('button', { name: SETTINGS_TEXT.cardSave }));
    await expect(form.getByRole('alert')).toHaveTextContent(SETTINGS_TEXT.cardFailed);
    await expect(form.getByLabelText(CARD_FIELDS_TEXT.number)).toHaveValue(GOOD_CARD.number);
  },
};
