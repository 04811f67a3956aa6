import type { Meta, StoryObj } from '@storybook/react-vite';
import type { within } from 'storybook/test';
import { expect, userEvent, waitFor } from 'storybook/test';

import { linkTo } from '../../../src/app/linkTo';
import { CheckoutScreen } from '../../../src/features/buying/CheckoutScreen';
import { BUYING_TEXT } from '../../../src/features/buying/texts';
import { CARD_FIELDS_TEXT } from '../../../src/features/shell/cardFieldsText';
import { CARD_REFUSAL_TEXT, TEST_CARDS } from '../../../src/lib/testCards';
import { user } from '../../../src/state';
import { arrivedAt, withScreenContext } from '../screenContext';

type Canvas = ReturnType<typeof within>;

async function payWith(canvas: Canvas, number: string) {
  await userEvent.type(await canvas.findByLabelText(CARD_FIELDS_TEXT.name), 'Jane Marketer');
  await userEvent.type(canvas.getByLabelText(CARD_FIELDS_TEXT.number), number);
  await userEvent.selectOptions(canvas.getByLabelText(CARD_FIELDS_TEXT.month), '09');
  await userEvent.selectOptions(canvas.getByLabelText(CARD_FIELDS_TEXT.year), String(new Date().getFullYear() + 2));
  await userEvent.type(canvas.getByLabelText(CARD_FIELDS_TEXT.cvv), '123');
  await userEvent.click(canvas.getByRole('button', { name: BUYING_TEXT.submit }));
}

const meta = {
  title: 'Pages/Buying/Checkout',
  component: CheckoutScreen,
  decorators: [withScreenContext('mainpurchase')],
  parameters: {
    router: { initialEntry: '/mainpurchase?plan=professional&cycle=annually' },
    mockDb: { user: 'free' },
    state: { user: { isLoggedIn: true } },
  },
} satisfies Meta<typeof CheckoutScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Bought: Story = {
  name: 'Buys Professional, then the receipt',
  play: async ({ canvas }) => {
    // The plan and cycle of the query are chosen.
    await expect(await canvas.findByText('Today you pay $876 for Professional, annually.')).toBeVisible();
    await payWith(canvas, TEST_CARDS.succeeds);
    await expect(await canvas.findByText(arrivedAt(linkTo('account:receipt', {}, { receiptId: 50231 })))).toBeVisible();
    await expect(user.isFullUser).toBe(true);
  },
};

export const Declined: Story = {
  name: 'Declined card: the message beside the number, the form kept',
  play: async ({ canvas }) => {
    await payWith(canvas, TEST_CARDS.declined);
    const number = canvas.getByLabelText(CARD_FIELDS_TEXT.number);
    await waitFor(() => expect(number).toHaveAccessibleDescription(CARD_REFUSAL_TEXT.declined));
    await expect(number).toHaveValue(TEST_CARDS.declined);
    await expect(canvas.getByLabelText(CARD_FIELDS_TEXT.name)).toHaveValue('Jane Marketer');
    await expect(canvas.getByRole('button', { name: BUYING_TEXT.submit })).toBeEnabled();
  },
};

export const VerificationFailed: Story = {
  name: 'Security code not verified: the message beside the code',
  play: async ({ canvas }) => {
    await payWith(canvas, TEST_CARDS.failsVerification);
    await waitFor(() =>
      expect(canvas.getByLabelText(CARD_FIELDS_TEXT.cvv)).toHaveAccessibleDescription(
        CARD_REFUSAL_TEXT.verificationFailed,
      ),
    );
  },
};
