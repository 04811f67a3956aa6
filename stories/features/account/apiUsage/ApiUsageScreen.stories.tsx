import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http as mswHttp } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { API_INFO, NEW_KEY, YEAR_OF_USAGE } from './apiUsageStoryKit';
import { linkTo } from '../../../../src/app/linkTo';
import { ApiUsageScreen } from '../../../../src/features/account/apiUsage/ApiUsageScreen';
import { API_USAGE_TEXT } from '../../../../src/features/account/apiUsage/apiUsageTexts';
import { errorBody } from '../../../../src/mocks/errors';
import { handlerGroups } from '../../../../src/mocks/handlers';
import { http } from '../../../../src/mocks/http';
import { mockFor } from '../../../../src/mocks/registry';
import { errorFor, neverResolves } from '../../../../src/mocks/variants';
import { withScreenContext } from '../../screenContext';

type Handlers = typeof handlerGroups;

/** The default handlers, with `account` and `nsa-account` handlers put in front of their groups. */
const handlers = ({ account = [], nsa = [] }: { account?: Handlers['account']; nsa?: Handlers['nsa-account'] }) => ({
  msw: {
    handlers: {
      ...handlerGroups,
      account: [...account, ...handlerGroups.account],
      'nsa-account': [...nsa, ...handlerGroups['nsa-account']],
    },
  },
});

const apiInfo = (changes: Partial<typeof API_INFO>) =>
  mockFor(
    'getUserApiInfo',
    http.get('/Endpoints/AccountApi/GetUserApiInfo', ({ response }) => response(200).json({ ...API_INFO, ...changes })),
  );
const usage = (months: typeof YEAR_OF_USAGE) =>
  mockFor(
    'getApiMonthlyUsage',
    http.get('/NsaApi/Account/GetApiMonthlyUsageData', ({ response }) => response(200).json({ months })),
  );
const noKey = apiInfo({ apiKey: null });

/** The first usage read fails with a 500; later ones reach the mock API. Reset before each run. */
let usageCalls = 0;
const failFirstUsage = mswHttp.get('/NsaApi/Account/GetApiMonthlyUsageData', () => {
  usageCalls += 1;
  // Returning nothing hands the request on to the mock API's handler.
  return usageCalls === 1 ? HttpResponse.json(errorBody(500), { status: 500 }) : undefined;
});

const keyText = (canvas: HTMLElement) => within(canvas).findByTestId('api-key');
const dialogOf = (canvas: HTMLElement) =>
  within(canvas.ownerDocument.body).findByRole('alertdialog', { name: API_USAGE_TEXT.confirmTitle });

const meta = {
  title: 'Pages/Account/API Usage',
  component: ApiUsageScreen,
  args: { copyText: fn(() => Promise.resolve()) },
  decorators: [withScreenContext('account:api')],
  parameters: { router: { initialEntry: linkTo('account:api') }, mockDb: { user: 'full' } },
} satisfies Meta<typeof ApiUsageScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: handlers({ account: [neverResolves('getUserApiInfo')] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(API_USAGE_TEXT.loading)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'API Usage' })).toBeVisible();
  },
};

export const UsageChartAndTable: Story = {
  name: 'A key, with the usage chart and table',
  parameters: handlers({ nsa: [usage(YEAR_OF_USAGE)] }),
  play: async ({ canvas, canvasElement }) => {
    await expect(await keyText(canvasElement)).toHaveTextContent('rs_8c1e6a4d…');
    await expect(canvas.getByRole('link', { name: 'API Usage', current: 'page' })).toBeVisible();
    await expect(canvas.getByText('1,240 of 10,000 rows used this month (12%).')).toBeVisible();
    await expect(canvas.getByRole('img', { name: /^Rows used per month from Jun 2024 to May 2025/ })).toBeVisible();
    const table = canvas.getByRole('table', { name: API_USAGE_TEXT.tableCaption });
    await expect(within(table).getAllByRole('row')).toHaveLength(YEAR_OF_USAGE.length + 1);
    await expect(within(table).getByRole('rowheader', { name: 'May 2025' })).toBeVisible();
  },
};

export const NoKeyYet: Story = {
  name: 'No key yet: generate, show and copy it',
  parameters: handlers({ account: [noKey] }),
  play: async ({ args, canvas, canvasElement }) => {
    await expect(await canvas.findByText(API_USAGE_TEXT.noKey)).toBeVisible();
    // No key to lose: no confirmation.
    await userEvent.click(canvas.getByRole('button', { name: API_USAGE_TEXT.generate }));
    await expect(await keyText(canvasElement)).toHaveTextContent('rs_8c1e6a4d…');
    await expect(canvas.getByText(API_USAGE_TEXT.generated)).toBeVisible();
    await expect(canvas.queryByRole('alertdialog')).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: API_USAGE_TEXT.show }));
    await expect(await keyText(canvasElement)).toHaveTextContent(NEW_KEY);
    await userEvent.click(canvas.getByRole('button', { name: API_USAGE_TEXT.copy }));
    await expect(args.copyText).toHaveBeenCalledWith(NEW_KEY);
    await expect(await canvas.findByText(API_USAGE_TEXT.copied)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: API_USAGE_TEXT.hide }));
    await expect(await keyText(canvasElement)).toHaveTextContent('rs_8c1e6a4d…');
  },
};

export const ReplaceKey: Story = {
  name: 'Replace the key, after confirming',
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: API_USAGE_TEXT.regenerate }));
    const dialog = await dialogOf(canvasElement);
    // Under load the dialog can be found a frame before it shows: wait until it is visible.
    await waitFor(() => expect(within(dialog).getByText(API_USAGE_TEXT.confirmMessage)).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: API_USAGE_TEXT.confirmGenerate }));
    await expect(await canvas.findByText(API_USAGE_TEXT.generated)).toBeVisible();
    await expect(canvas.getByRole('button', { name: API_USAGE_TEXT.copy })).toBeVisible();
  },
};

export const KeepKey: Story = {
  name: 'Keep the key',
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: API_USAGE_TEXT.regenerate }));
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: API_USAGE_TEXT.keepKey }));
    await waitFor(() => expect(canvasElement.ownerDocument.body.querySelector('[role="alertdialog"]')).toBeNull());
    await expect(await keyText(canvasElement)).toHaveTextContent('rs_8c1e6a4d…');
    await expect(canvas.queryByText(API_USAGE_TEXT.generated)).toBeNull();
    await expect(canvas.getByText(API_USAGE_TEXT.storedKeyNote)).toBeVisible();
  },
};

export const Generating: Story = {
  parameters: handlers({ account: [noKey], nsa: [neverResolves('generateApiKey')] }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: API_USAGE_TEXT.generate }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: API_USAGE_TEXT.generate })).toHaveAttribute('aria-busy', 'true'),
    );
    await expect(canvas.getByText(API_USAGE_TEXT.generating)).toBeInTheDocument();
  },
};

export const GenerateRefused: Story = {
  name: 'Generate refused (403): upgrade',
  parameters: handlers({
    account: [noKey],
    nsa: [errorFor('generateApiKey', 403, 'API access needs a paid plan.', 'API_ACCESS_REQUIRED')],
  }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: API_USAGE_TEXT.generate }));
    await expect(await canvas.findByText(API_USAGE_TEXT.upsellHeading)).toBeVisible();
    await expect(canvas.getByRole('link', { name: API_USAGE_TEXT.upgradeLink })).toHaveAttribute(
      'href',
      linkTo('upgrade'),
    );
    await expect(canvas.queryByRole('button', { name: API_USAGE_TEXT.generate })).toBeNull();
  },
};

export const GenerateFailed: Story = {
  name: 'Generate failed (500)',
  parameters: handlers({ account: [noKey], nsa: [errorFor('generateApiKey', 500)] }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: API_USAGE_TEXT.generate }));
    await expect(await canvas.findByText(API_USAGE_TEXT.generateFailed)).toBeVisible();
    await expect(canvas.getByRole('button', { name: API_USAGE_TEXT.generate })).toBeEnabled();
  },
};

export const NoApiAccess: Story = {
  name: 'No API access (free account)',
  parameters: { ...handlers({ account: [apiInfo({ hasApiAccess: false, apiKey: null })] }), mockDb: { user: 'free' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(API_USAGE_TEXT.upsellHeading)).toBeVisible();
    await expect(canvas.getByRole('link', { name: API_USAGE_TEXT.upgradeLink })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: API_USAGE_TEXT.generate })).toBeNull();
  },
};

export const EmptyUsage: Story = {
  name: 'No usage yet',
  parameters: handlers({
    account: [apiInfo({ rowsUsedThisMonth: 0 })],
    nsa: [usage(YEAR_OF_USAGE.slice(0, 2).map((m) => ({ ...m, rowsUsed: 0 })))],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(API_USAGE_TEXT.noUsage)).toBeVisible();
    await expect(canvas.getByText('0 of 10,000 rows used this month (0%).')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const LoadFailedThenRetried: Story = {
  name: 'Load failed, then a retry',
  parameters: handlers({ nsa: [failFirstUsage] }),
  beforeEach: () => {
    usageCalls = 0;
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(API_USAGE_TEXT.loadFailed)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: API_USAGE_TEXT.retry }));
    await expect(await keyText(canvasElement)).toHaveTextContent('rs_8c1e6a4d…');
    await expect(canvas.queryByText(API_USAGE_TEXT.loadFailed)).toBeNull();
    await expect(canvas.getByRole('table', { name: API_USAGE_TEXT.tableCaption })).toBeVisible();
  },
};
