import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { RECEIPT_TEXT, SELLER } from '../../../src/features/account/receiptsTexts';
import { ReceiptView, type Receipt } from '../../../src/features/account/ReceiptView';

const PAID: Receipt = {
  receiptId: 50231,
  date: '2025-05-18T12:00:00Z',
  amount: 69,
  description: 'Rivalscope Basic - Monthly',
  isDeclined: false,
  billedTo: 'Jane Marketer',
  lineItems: [
    { description: 'Rivalscope Basic - Monthly', amount: 39 },
    { description: 'Extra users (3) - Monthly', amount: 30 },
  ],
  payment: { cardType: 'Visa', lastFour: '1111' },
};

const DECLINED: Receipt = {
  ...PAID,
  receiptId: 50230,
  date: '2025-05-15T12:00:00Z',
  amount: 39,
  isDeclined: true,
  lineItems: [{ description: 'Rivalscope Basic - Monthly', amount: 39 }],
  payment: { cardType: 'Mastercard', lastFour: '4444' },
};

const meta = {
  title: 'Pages/Account/Receipt/View',
  component: ReceiptView,
  args: {
    title: 'Your Receipt',
    load: 'ready',
    receipt: PAID,
    receiptsHref: '/account/receipts',
    onPrint: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ReceiptView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paid: Story = {
  play: async ({ args, canvas }) => {
    const receipt = within(canvas.getByRole('article', { name: 'Your Receipt' }));
    // Seller and buyer, number and date, the card.
    await expect(receipt.getByText(SELLER.name)).toBeVisible();
    await expect(receipt.getByText('Jane Marketer')).toBeVisible();
    await expect(receipt.getByText('50231')).toBeVisible();
    await expect(receipt.getByText('May 18th, 2025')).toBeVisible();
    await expect(receipt.getByText(/Visa\b.*\b1111$/)).toBeVisible();
    await expect(receipt.getByText(RECEIPT_TEXT.paid)).toBeVisible();
    await expect(receipt.queryByText(RECEIPT_TEXT.declinedNotice)).toBeNull();
    // The lines and their total, with proper headers.
    const lines = receipt.getByRole('table', { name: RECEIPT_TEXT.linesLabel });
    await expect(within(lines).getByRole('columnheader', { name: RECEIPT_TEXT.description })).toBeVisible();
    await expect(within(lines).getByRole('columnheader', { name: RECEIPT_TEXT.amount })).toBeVisible();
    await expect(within(lines).getByRole('row', { name: 'Extra users (3) - Monthly $30.00' })).toBeVisible();
    await expect(within(lines).getByRole('rowheader', { name: RECEIPT_TEXT.total })).toBeVisible();
    await expect(within(lines).getByRole('row', { name: `${RECEIPT_TEXT.total} $69.00` })).toBeVisible();
    // Print, and the way back to the list.
    await userEvent.click(canvas.getByRole('button', { name: RECEIPT_TEXT.print }));
    await expect(args.onPrint).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: RECEIPT_TEXT.back })).toHaveAttribute('href', '/account/receipts');
  },
};

export const Declined: Story = {
  args: { receipt: DECLINED },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(RECEIPT_TEXT.declined)).toBeVisible();
    await expect(canvas.getByText(RECEIPT_TEXT.declinedNotice)).toBeVisible();
    await expect(canvas.queryByText(RECEIPT_TEXT.paid)).toBeNull();
    await expect(canvas.getByText(/Mastercard\b.*\b4444$/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: RECEIPT_TEXT.print })).toBeEnabled();
  },
};

export const NoCard: Story = {
  name: 'No card on file',
  args: {
    receipt: { ...PAID, amount: 0, lineItems: [{ description: 'Rivalscope Basic - Trial', amount: 0 }], payment: null },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(RECEIPT_TEXT.noCard)).toBeVisible();
    await expect(
      within(canvas.getByRole('table', { name: RECEIPT_TEXT.linesLabel })).getByRole('row', {
        name: `${RECEIPT_TEXT.total} $0.00`,
      }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { load: 'loading', receipt: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your Receipt' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(RECEIPT_TEXT.loading);
    await expect(canvas.queryByRole('button', { name: RECEIPT_TEXT.print })).toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const NotFound: Story = {
  name: 'Not found',
  args: { load: 'notFound', receipt: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(RECEIPT_TEXT.notFound);
    await expect(canvas.queryByRole('button', { name: RECEIPT_TEXT.retry })).toBeNull();
    await expect(canvas.queryByRole('button', { name: RECEIPT_TEXT.print })).toBeNull();
    await expect(canvas.getByRole('link', { name: RECEIPT_TEXT.back })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  name: 'Load failed',
  args: { load: 'failed', receipt: null },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(RECEIPT_TEXT.loadFailed);
    await expect(canvas.queryByRole('button', { name: RECEIPT_TEXT.print })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: RECEIPT_TEXT.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const MissingReceiptId: Story = {
  name: 'Missing receiptId',
  args: { load: 'missingId', receipt: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(RECEIPT_TEXT.missingId);
    await expect(canvas.queryByRole('button', { name: RECEIPT_TEXT.retry })).toBeNull();
    await expect(canvas.getByRole('link', { name: RECEIPT_TEXT.back })).toBeVisible();
  },
};

export const TeamMember: Story = {
  name: 'Team member',
  args: { load: 'ownerOnly', receipt: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(RECEIPT_TEXT.ownerOnly);
    await expect(canvas.queryByRole('button', { name: RECEIPT_TEXT.retry })).toBeNull();
  },
};
