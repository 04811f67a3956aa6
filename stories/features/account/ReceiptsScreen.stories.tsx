import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http as mswHttp } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { linkTo } from '../../../src/app/linkTo';
import { joinAddresses } from '../../../src/features/account/receipts';
import { ReceiptsScreen } from '../../../src/features/account/ReceiptsScreen';
import { RECEIPTS_TEXT } from '../../../src/features/account/receiptsTexts';
import { fill } from '../../../src/lib/spec/text';
import { errorBody } from '../../../src/mocks/errors';
import { buildReceiptList, buildReceiptSummary, buildSendReceiptResult } from '../../../src/mocks/fixtures';
import { handlerGroups } from '../../../src/mocks/handlers';
import { http } from '../../../src/mocks/http';
import { mockFor } from '../../../src/mocks/registry';
import { errorFor, neverResolves } from '../../../src/mocks/variants';
import { arrivedAt, withScreenContext } from '../screenContext';

/** The mock account's receipts: the two of the contract's example (May 18th and Apr 18th, 2025). */
const { receipts: MOCK_RECEIPTS } = buildReceiptList();
const [NEWEST] = MOCK_RECEIPTS;
const NEWEST_DATE = 'May 18th, 2025';

/** A payment that was declined (May 15th), listed only when includeDeclines=true. */
const DECLINED = buildReceiptSummary({
  receiptId: 50230,
  date: '2025-05-15T08:00:00Z',
  description: 'Extra users (3) - Monthly',
  amount: 30,
  isDeclined: true,
});
const withADecline = mockFor(
  'listReceipts',
  http.get('/NsaApi/Account/GetReceiptsList', ({ query, response }) => {
    const includeDeclines = query.get('includeDeclines') === 'true';
    const [first, ...rest] = MOCK_RECEIPTS;
    return response(200).json({ receipts: includeDeclines && first ? [first, DECLINED, ...rest] : MOCK_RECEIPTS });
  }),
);

const noReceipts = mockFor(
  'listReceipts',
  http.get('/NsaApi/Account/GetReceiptsList', ({ response }) => response(200).json({ receipts: [] })),
);

/** The first list call fails with a 500; later ones reach the mock API. Reset before each run. */
let listCalls = 0;
const failFirstList = mswHttp.get('/NsaApi/Account/GetReceiptsList', () => {
  listCalls += 1;
  // Returning nothing hands the request on to the next handler (the mock API's list).
  return listCalls === 1 ? HttpResponse.json(errorBody(500), { status: 500 }) : undefined;
});

const nsaAccount = (...first: (typeof handlerGroups)['nsa-account']) => ({
  ...handlerGroups,
  'nsa-account': [...first, ...handlerGroups['nsa-account']],
});
const account = (...first: typeof handlerGroups.account) => ({
  ...handlerGroups,
  account: [...first, ...handlerGroups.account],
});

/** The body rows of the payments table (the header row left out). */
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

const meta = {
  title: 'Pages/Account/Receipts',
  component: ReceiptsScreen,
  decorators: [withScreenContext('account:receipts')],
  parameters: { router: { initialEntry: linkTo('account:receipts') }, mockDb: { user: 'full' } },
} satisfies Meta<typeof ReceiptsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Receipts' })).toBeVisible();
    const table = await canvas.findByRole('table', { name: RECEIPTS_TEXT.tableLabel, busy: false });
    await expect(bodyRows(table)).toHaveLength(MOCK_RECEIPTS.length);
    await expect(within(table).getAllByText(RECEIPTS_TEXT.paid)).toHaveLength(MOCK_RECEIPTS.length);
    await expect(canvas.getByRole('checkbox', { name: RECEIPTS_TEXT.showDeclines })).not.toBeChecked();
    // The page sits in the account section, marked as the current page.
    await expect(canvas.getByRole('link', { name: 'Receipts', current: 'page' })).toBeVisible();
  },
};

export const WithDeclines: Story = {
  name: 'With declines',
  parameters: { msw: { handlers: nsaAccount(withADecline) } },
  play: async ({ canvas }) => {
    let table = await canvas.findByRole('table', { name: RECEIPTS_TEXT.tableLabel, busy: false });
    await expect(bodyRows(table)).toHaveLength(MOCK_RECEIPTS.length);
    await expect(within(table).queryByText(RECEIPTS_TEXT.declined)).toBeNull();

    // The toggle reloads the list with the declined payments.
    await userEvent.click(canvas.getByRole('checkbox', { name: RECEIPTS_TEXT.showDeclines }));
    await waitFor(() => expect(bodyRows(canvas.getByRole('table'))).toHaveLength(MOCK_RECEIPTS.length + 1));
    table = canvas.getByRole('table', { name: RECEIPTS_TEXT.tableLabel });
    const declined = within(bodyRows(table)[1]!);
    await expect(declined.getByText('Extra users (3) - Monthly')).toBeVisible();
    await expect(declined.getByText(RECEIPTS_TEXT.declined)).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: RECEIPTS_TEXT.showDeclines })).toBeChecked();
  },
};

export const OpenReceipt: Story = {
  name: 'Open a receipt',
  play: async ({ canvas }) => {
    const view = await canvas.findByRole('link', { name: new RegExp(`^${RECEIPTS_TEXT.view}: ${NEWEST_DATE}, `) });
    await userEvent.click(view);
    await expect(
      await canvas.findByText(arrivedAt(linkTo('account:receipt', {}, { receiptId: NEWEST!.receiptId }))),
    ).toBeVisible();
  },
};

export const EmailReceipt: Story = {
  name: 'E-mail a receipt',
  play: async ({ canvas }) => {
    const email = await canvas.findByRole('button', { name: new RegExp(`^${RECEIPTS_TEXT.email}: ${NEWEST_DATE}, `) });
    await userEvent.click(email);
    const { sentTo } = buildSendReceiptResult();
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        fill(RECEIPTS_TEXT.sent, { date: NEWEST_DATE, addresses: joinAddresses(sentTo) }),
      ),
    );
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
    await expect(email).toBeEnabled();
  },
};

export const Sending: Story = {
  parameters: { msw: { handlers: account(neverResolves('sendReceipt')) } },
  play: async ({ canvas }) => {
    const email = await canvas.findByRole('button', { name: new RegExp(`^${RECEIPTS_TEXT.email}: ${NEWEST_DATE}, `) });
    await userEvent.click(email);
    const sending = await canvas.findByRole('button', {
      name: new RegExp(`^${RECEIPTS_TEXT.sending}: ${NEWEST_DATE}, `),
    });
    await expect(sending).toBeDisabled();
    for (const other of canvas.getAllByRole('button', { name: new RegExp(`^${RECEIPTS_TEXT.email}: `) })) {
      await expect(other).toBeDisabled();
    }
  },
};

export const EmailFailed: Story = {
  name: 'E-mail failed (500)',
  parameters: { msw: { handlers: account(errorFor('sendReceipt', 500)) } },
  play: async ({ canvas }) => {
    const email = await canvas.findByRole('button', { name: new RegExp(`^${RECEIPTS_TEXT.email}: ${NEWEST_DATE}, `) });
    await userEvent.click(email);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(fill(RECEIPTS_TEXT.sendFailed, { date: NEWEST_DATE })),
    );
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    // The list stays, and the receipt can be sent again.
    await expect(email).toBeEnabled();
  },
};

export const LoadFailed: Story = {
  name: 'Load failed (500)',
  parameters: { msw: { handlers: nsaAccount(errorFor('listReceipts', 500)) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(RECEIPTS_TEXT.loadFailed)).toBeVisible();
    await expect(canvas.getByRole('button', { name: RECEIPTS_TEXT.retry })).toBeEnabled();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const LoadFailedThenRetried: Story = {
  name: 'Load failed, then a retry',
  parameters: { msw: { handlers: nsaAccount(failFirstList) } },
  beforeEach: () => {
    listCalls = 0;
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: RECEIPTS_TEXT.retry }));
    const table = await canvas.findByRole('table', { name: RECEIPTS_TEXT.tableLabel, busy: false });
    await expect(bodyRows(table)).toHaveLength(MOCK_RECEIPTS.length);
    await expect(canvas.queryByText(RECEIPTS_TEXT.loadFailed)).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: nsaAccount(neverResolves('listReceipts')) } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(RECEIPTS_TEXT.loading));
    await expect(canvas.getByRole('table', { name: RECEIPTS_TEXT.tableLabel })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  name: 'No payments yet',
  parameters: { msw: { handlers: nsaAccount(noReceipts) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(RECEIPTS_TEXT.emptyDeclinesHidden)).toBeVisible();
  },
};

export const TeamMember: Story = {
  name: 'Team member (403)',
  parameters: {
    msw: {
      handlers: nsaAccount(
        errorFor('listReceipts', 403, 'Only the account owner can manage the subscription.', 'NOT_PARENT_ACCOUNT'),
      ),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(RECEIPTS_TEXT.ownerOnly)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: RECEIPTS_TEXT.retry })).toBeNull();
  },
};
