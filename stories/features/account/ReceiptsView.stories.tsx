import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { RECEIPTS_TEXT } from '../../../src/features/account/receiptsTexts';
import { ReceiptsView, type ReceiptSummary } from '../../../src/features/account/ReceiptsView';
import { fill } from '../../../src/lib/spec/text';

const receipt = (receiptId: number, date: string, fields: Partial<ReceiptSummary> = {}): ReceiptSummary => ({
  receiptId,
  date: `${date}T12:00:00Z`,
  amount: 39,
  description: 'Rivalscope Basic - Monthly',
  isDeclined: false,
  ...fields,
});

const RECEIPTS = [
  receipt(50231, '2025-05-18'),
  receipt(50230, '2025-05-15', { amount: 120, description: 'Extra users (3) - Monthly', isDeclined: true }),
  receipt(49876, '2025-04-18'),
  receipt(48410, '2024-04-18', { amount: 396, description: 'Rivalscope Basic - Annual' }),
];

/** The body rows of the payments table (the header row left out). */
const bodyRows = (canvas: HTMLElement) => within(canvas).getAllByRole('row').slice(1);
const emailButton = (canvas: HTMLElement, date: string) =>
  within(canvas).getByRole('button', { name: new RegExp(`: ${date}, `) });

const meta = {
  title: 'Pages/Account/Receipts/View',
  component: ReceiptsView,
  args: {
    title: 'Receipts',
    load: 'ready',
    receipts: RECEIPTS,
    includeDeclines: false,
    receiptHref: (receiptId: number) => `/account/receipt?receiptId=${receiptId}`,
    onIncludeDeclinesChange: fn(),
    onRetry: fn(),
    onSend: fn(),
  },
} satisfies Meta<typeof ReceiptsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: RECEIPTS_TEXT.tableLabel });
    for (const header of [RECEIPTS_TEXT.date, RECEIPTS_TEXT.description, RECEIPTS_TEXT.amount, RECEIPTS_TEXT.status]) {
      await expect(within(table).getByRole('columnheader', { name: header })).toBeVisible();
    }
    // The declined payment of May 15th is hidden while the toggle is off.
    await expect(bodyRows(table)).toHaveLength(3);
    await expect(canvas.queryByText('Extra users (3) - Monthly')).toBeNull();
    await expect(canvas.queryByText(RECEIPTS_TEXT.declined)).toBeNull();
    await expect(canvas.getByRole('checkbox', { name: RECEIPTS_TEXT.showDeclines })).not.toBeChecked();
    // Money and dates as the user reads them.
    const annual = within(bodyRows(table)[2]!);
    await expect(annual.getByText('Apr 18th, 2024')).toBeVisible();
    await expect(annual.getByText('$396')).toBeVisible();
    await expect(within(bodyRows(table)[0]!).getByText('$39.00')).toBeVisible();

    // Each row opens its receipt page…
    await expect(canvas.getByRole('link', { name: /: May 18th, 2025, Rivalscope Basic - Monthly$/ })).toHaveAttribute(
      'href',
      '/account/receipt?receiptId=50231',
    );
    // …and can be e-mailed.
    await userEvent.click(emailButton(canvasElement, 'Apr 18th, 2025'));
    await expect(args.onSend).toHaveBeenCalledWith(49876);
    // The toggle asks for the declined payments.
    await userEvent.click(canvas.getByRole('checkbox', { name: RECEIPTS_TEXT.showDeclines }));
    await expect(args.onIncludeDeclinesChange).toHaveBeenCalledWith(true);
  },
};

export const WithDeclines: Story = {
  name: 'With declines',
  args: { includeDeclines: true },
  play: async ({ args, canvas }) => {
    const table = canvas.getByRole('table', { name: RECEIPTS_TEXT.tableLabel });
    await expect(bodyRows(table)).toHaveLength(4);
    const declined = within(bodyRows(table)[1]!);
    await expect(declined.getByText('Extra users (3) - Monthly')).toBeVisible();
    await expect(declined.getByText(RECEIPTS_TEXT.declined)).toBeVisible();
    await expect(within(bodyRows(table)[0]!).getByText(RECEIPTS_TEXT.paid)).toBeVisible();
    // The declined payment has a receipt too.
    await expect(declined.getByRole('link')).toHaveAttribute('href', '/account/receipt?receiptId=50230');
    await userEvent.click(canvas.getByRole('checkbox', { name: RECEIPTS_TEXT.showDeclines, checked: true }));
    await expect(args.onIncludeDeclinesChange).toHaveBeenCalledWith(false);
  },
};

export const Loading: Story = {
  args: { load: 'loading', receipts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(RECEIPTS_TEXT.loading);
    await expect(canvas.getByRole('table', { name: RECEIPTS_TEXT.tableLabel })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('link', { name: new RegExp(`^${RECEIPTS_TEXT.view}`) })).toBeNull();
    // The toggle can be changed while the list loads.
    await expect(canvas.getByRole('checkbox', { name: RECEIPTS_TEXT.showDeclines })).toBeEnabled();
  },
};

export const LoadFailed: Story = {
  name: 'Load failed',
  args: { load: 'failed', receipts: [] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(RECEIPTS_TEXT.loadFailed);
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: RECEIPTS_TEXT.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  name: 'No payments yet',
  args: { receipts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(RECEIPTS_TEXT.emptyDeclinesHidden)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: new RegExp(`^${RECEIPTS_TEXT.email}`) })).toBeNull();
  },
};

export const Sending: Story = {
  args: { sendingId: 50231 },
  play: async ({ canvasElement }) => {
    const sending = emailButton(canvasElement, 'May 18th, 2025');
    await expect(sending).toHaveTextContent(RECEIPTS_TEXT.sending);
    await expect(sending).toBeDisabled();
    // One e-mail at a time: the other rows wait.
    await expect(emailButton(canvasElement, 'Apr 18th, 2025')).toBeDisabled();
  },
};

export const Sent: Story = {
  args: { outcome: { kind: 'sent', receiptId: 49876, sentTo: ['jane@example.com', 'billing@example.com'] } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      fill(RECEIPTS_TEXT.sent, { date: 'Apr 18th, 2025', addresses: 'jane@example.com and billing@example.com' }),
    );
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
    await expect(emailButton(canvasElement, 'Apr 18th, 2025')).toBeEnabled();
  },
};

export const SendFailed: Story = {
  name: 'Send failed',
  args: { outcome: { kind: 'failed', receiptId: 50231 } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      fill(RECEIPTS_TEXT.sendFailed, { date: 'May 18th, 2025' }),
    );
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    // The user can try again at once.
    await expect(emailButton(canvasElement, 'May 18th, 2025')).toBeEnabled();
  },
};

export const TeamMember: Story = {
  name: 'Team member',
  args: { load: 'ownerOnly', receipts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(RECEIPTS_TEXT.ownerOnly);
    await expect(canvas.queryByRole('button', { name: RECEIPTS_TEXT.retry })).toBeNull();
    await expect(canvas.getByRole('checkbox', { name: RECEIPTS_TEXT.showDeclines })).toBeDisabled();
  },
};
