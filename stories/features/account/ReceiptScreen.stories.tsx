import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';

import { linkTo } from '../../../src/app/linkTo';
import { ReceiptScreen } from '../../../src/features/account/ReceiptScreen';
import { RECEIPT_TEXT, SELLER } from '../../../src/features/account/receiptsTexts';
import { buildReceipt } from '../../../src/mocks/fixtures';
import { handlerGroups } from '../../../src/mocks/handlers';
import { errorFor, neverResolves } from '../../../src/mocks/variants';
import { withScreenContext } from '../screenContext';

/** The mock's receipt: the contract's example (Jane Marketer, May 18th, 2025, Visa 1111). */
const RECEIPT = buildReceipt();

const nsaAccount = (...first: (typeof handlerGroups)['nsa-account']) => ({
  ...handlerGroups,
  'nsa-account': [...first, ...handlerGroups['nsa-account']],
});

const meta = {
  title: 'Pages/Account/Receipt',
  component: ReceiptScreen,
  decorators: [withScreenContext('account:receipt')],
  parameters: {
    router: { initialEntry: linkTo('account:receipt', {}, { receiptId: RECEIPT.receiptId }) },
    mockDb: { user: 'full' },
  },
} satisfies Meta<typeof ReceiptScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paid: Story = {
  name: 'Paid, printed',
  play: async ({ canvas }) => {
    const print = spyOn(window, 'print').mockImplementation(() => undefined);
    const receipt = within(await canvas.findByRole('article', { name: 'Your Receipt' }));
    await expect(await receipt.findByText(RECEIPT.billedTo)).toBeVisible();
    await expect(receipt.getByText(SELLER.name)).toBeVisible();
    await expect(receipt.getByText(String(RECEIPT.receiptId))).toBeVisible();
    await expect(receipt.getByText('May 18th, 2025')).toBeVisible();
    await expect(receipt.getByText(RECEIPT_TEXT.paid)).toBeVisible();
    await expect(receipt.getByRole('table', { name: RECEIPT_TEXT.linesLabel })).toBeVisible();
    // A bare page: no section navigation.
    await expect(canvas.queryByRole('navigation')).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: RECEIPT_TEXT.print }));
    await expect(print).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: RECEIPT_TEXT.back })).toHaveAttribute(
      'href',
      linkTo('account:receipts'),
    );
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: nsaAccount(neverResolves('getReceipt')) } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(RECEIPT_TEXT.loading));
    await expect(canvas.queryByRole('button', { name: RECEIPT_TEXT.print })).toBeNull();
  },
};

export const NotFound: Story = {
  name: 'Not found (404)',
  parameters: {
    msw: { handlers: nsaAccount(errorFor('getReceipt', 404, 'Receipt not found.', 'RECEIPT_NOT_FOUND')) },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(RECEIPT_TEXT.notFound)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: RECEIPT_TEXT.retry })).toBeNull();
    await expect(canvas.queryByRole('button', { name: RECEIPT_TEXT.print })).toBeNull();
  },
};

export const LoadFailed: Story = {
  name: 'Load failed (500)',
  parameters: { msw: { handlers: nsaAccount(errorFor('getReceipt', 500)) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(RECEIPT_TEXT.loadFailed)).toBeVisible();
    await expect(canvas.getByRole('button', { name: RECEIPT_TEXT.retry })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: RECEIPT_TEXT.print })).toBeNull();
  },
};

export const MissingReceiptId: Story = {
  name: 'Missing receiptId',
  parameters: { router: { initialEntry: linkTo('account:receipt') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(RECEIPT_TEXT.missingId)).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.getByRole('link', { name: RECEIPT_TEXT.back })).toHaveAttribute(
      'href',
      linkTo('account:receipts'),
    );
  },
};
