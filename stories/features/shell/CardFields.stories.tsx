import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';

import { CardFields, type CardFieldsProps } from '../../../src/features/shell/CardFields';
import { CARD_FIELDS_TEXT } from '../../../src/features/shell/cardFieldsText';
import { CARD_RULE_TEXT, EMPTY_CARD, type CardEntry } from '../../../src/lib/cardEntry';

/** Holds the card, as a form does. */
function Card(props: Omit<CardFieldsProps, 'card'> & { initial?: Partial<CardEntry> }) {
  const { initial = {}, onChange, ...rest } = props;
  const [card, setCard] = useState<CardEntry>({ ...EMPTY_CARD, ...initial });
  return (
    <CardFields
      {...rest}
      card={card}
      onChange={(change) => {
        setCard((previous) => ({ ...previous, ...change }));
        onChange(change);
      }}
    />
  );
}

const meta = {
  title: 'Shell/Card fields',
  component: Card,
  args: { currentYear: 2026, onChange: fn(), onBlur: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Typing: Story = {
  name: 'Digits only, type from the prefix',
  play: async ({ args, canvas }) => {
    const number = canvas.getByLabelText(CARD_FIELDS_TEXT.number);
    await userEvent.type(number, '4242 4242-4242 4242 77');
    // Spaces, dashes and the 17th digit never get in (doc 1 §5).
    await expect(number).toHaveValue('4242424242424242');
    await expect(number).toHaveAccessibleDescription('Visa card');
    await userEvent.type(canvas.getByLabelText(CARD_FIELDS_TEXT.cvv), '12a34');
    await expect(canvas.getByLabelText(CARD_FIELDS_TEXT.cvv)).toHaveValue('1234');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledWith('cvv');
  },
};

export const ExpiryYears: Story = {
  name: 'Expiry: 15 years from last year',
  play: async ({ args, canvas }) => {
    const year = canvas.getByLabelText(CARD_FIELDS_TEXT.year);
    const years = [...year.querySelectorAll('option')].map((option) => option.textContent);
    await expect(years.slice(1)).toEqual(Array.from({ length: 15 }, (_, i) => String(2025 + i)));
    await userEvent.selectOptions(canvas.getByLabelText(CARD_FIELDS_TEXT.month), '09');
    await userEvent.selectOptions(year, '2028');
    await expect(args.onChange).toHaveBeenLastCalledWith({ expirationYear: '2028' });
  },
};

export const WithMessages: Story = {
  name: 'Messages under the fields',
  args: {
    initial: { name: 'Jane', number: '4242', expirationMonth: '1', expirationYear: '2025', cvv: '1' },
    messages: {
      number: CARD_RULE_TEXT.numberInvalid,
      expirationMonth: CARD_RULE_TEXT.expired,
      cvv: CARD_RULE_TEXT.cvvInvalid,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(CARD_FIELDS_TEXT.number)).toHaveAccessibleDescription(
      CARD_RULE_TEXT.numberInvalid,
    );
    await expect(canvas.getByLabelText(CARD_FIELDS_TEXT.month)).toHaveAccessibleDescription(CARD_RULE_TEXT.expired);
    await expect(canvas.getByLabelText(CARD_FIELDS_TEXT.month)).toBeInvalid();
    await expect(canvas.getByLabelText(CARD_FIELDS_TEXT.cvv)).toHaveAccessibleDescription(CARD_RULE_TEXT.cvvInvalid);
  },
};

export const Disabled: Story = {
  name: 'Disabled while sending',
  args: { isDisabled: true, initial: { name: 'Jane Marketer', number: '4242424242424242' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(CARD_FIELDS_TEXT.number)).toBeDisabled();
    await expect(canvas.getByLabelText(CARD_FIELDS_TEXT.year)).toBeDisabled();
  },
};
