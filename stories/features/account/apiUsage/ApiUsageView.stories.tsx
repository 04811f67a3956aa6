import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { API_INFO, NEW_KEY, NO_USAGE, USAGE, YEAR_OF_USAGE } from './apiUsageStoryKit';
import { API_USAGE_TEXT } from '../../../../src/features/account/apiUsage/apiUsageTexts';
import { ApiUsageView } from '../../../../src/features/account/apiUsage/ApiUsageView';

const UPGRADE = '/upgrade';
const DOCS = '/api/v2';

/** The page's table of months (the chart is one image; its numbers are here). */
const usageTable = (canvas: HTMLElement) => within(canvas).getByRole('table', { name: API_USAGE_TEXT.tableCaption });
const keyText = (canvas: HTMLElement) => within(canvas).getByTestId('api-key');

const meta = {
  title: 'Pages/Account/API Usage/View',
  component: ApiUsageView,
  args: {
    title: 'API Usage',
    load: 'ready',
    data: USAGE,
    upgradeHref: UPGRADE,
    docsHref: DOCS,
    onRetry: fn(),
    onGenerate: fn(),
    onConfirmGenerate: fn(),
    onCancelGenerate: fn(),
    onToggleReveal: fn(),
    onCopy: fn(),
  },
} satisfies Meta<typeof ApiUsageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { load: 'loading', data: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'API Usage' })).toBeVisible();
    await expect(canvas.getByText(API_USAGE_TEXT.loading)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const KeyAndUsage: Story = {
  name: 'A key, and a year of usage',
  play: async ({ args, canvas, canvasElement }) => {
    // A stored key: its first characters only, and why.
    await expect(keyText(canvasElement)).toHaveTextContent('rs_8c1e6a4d…');
    await expect(canvas.getByText(API_USAGE_TEXT.storedKeyNote)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: API_USAGE_TEXT.show })).toBeNull();
    await expect(canvas.getByRole('link', { name: API_USAGE_TEXT.docsLink })).toHaveAttribute('href', DOCS);

    await expect(canvas.getByText('1,240 of 10,000 rows used this month (12%).')).toBeVisible();
    await expect(canvas.getByRole('img', { name: /^Rows used per month from Jun 2024 to May 2025/ })).toBeVisible();
    const table = usageTable(canvasElement);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(YEAR_OF_USAGE.length);
    await expect(within(rows[1]!).getByRole('rowheader', { name: 'Apr 2025' })).toBeVisible();
    await expect(within(rows[1]!).getByText('9,800')).toBeVisible();
    await expect(within(rows[1]!).getByText('98%')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: API_USAGE_TEXT.regenerate }));
    await expect(args.onGenerate).toHaveBeenCalledOnce();
  },
};

export const NoKeyYet: Story = {
  name: 'No key yet',
  args: { data: NO_USAGE },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(API_USAGE_TEXT.noKey)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: API_USAGE_TEXT.generate }));
    await expect(args.onGenerate).toHaveBeenCalledOnce();
  },
};

export const NewKeyMasked: Story = {
  name: 'A new key, hidden',
  args: { newKey: NEW_KEY },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(keyText(canvasElement)).toHaveTextContent('rs_8c1e6a4d…');
    await expect(canvas.getByText(API_USAGE_TEXT.generated)).toBeVisible();
    const show = canvas.getByRole('button', { name: API_USAGE_TEXT.show });
    await expect(show).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(show);
    await expect(args.onToggleReveal).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: API_USAGE_TEXT.copy }));
    await expect(args.onCopy).toHaveBeenCalledOnce();
  },
};

export const NewKeyShown: Story = {
  name: 'A new key, shown and copied',
  args: { newKey: NEW_KEY, revealed: true, copyOutcome: 'copied' },
  play: async ({ canvas, canvasElement }) => {
    await expect(keyText(canvasElement)).toHaveTextContent(NEW_KEY);
    await expect(canvas.getByRole('button', { name: API_USAGE_TEXT.hide })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText(API_USAGE_TEXT.copied)).toBeVisible();
  },
};

export const CopyFailed: Story = {
  name: 'Copy failed',
  args: { newKey: NEW_KEY, copyOutcome: 'failed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(API_USAGE_TEXT.copyFailed)).toBeVisible();
    await expect(canvas.getByRole('button', { name: API_USAGE_TEXT.show })).toBeEnabled();
  },
};

export const Confirming: Story = {
  name: 'Confirm replacing the key',
  args: { confirming: true },
  play: async ({ args, canvasElement }) => {
    // The dialog renders outside the story's root.
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: API_USAGE_TEXT.confirmTitle,
    });
    // Under load the dialog can be found a frame before it shows: wait until it is visible.
    await waitFor(() => expect(within(dialog).getByText(API_USAGE_TEXT.confirmMessage)).toBeVisible());
    // Keeping the key is the safe choice, focused first.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: API_USAGE_TEXT.keepKey })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: API_USAGE_TEXT.confirmGenerate }));
    await expect(args.onConfirmGenerate).toHaveBeenCalledOnce();
  },
};

export const Generating: Story = {
  args: { generating: true },
  play: async ({ args, canvas }) => {
    const generate = canvas.getByRole('button', { name: API_USAGE_TEXT.regenerate });
    await expect(generate).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText(API_USAGE_TEXT.generating)).toBeInTheDocument();
    await userEvent.click(generate);
    await expect(args.onGenerate).not.toHaveBeenCalled();
  },
};

export const GenerateFailed: Story = {
  name: 'Generate failed',
  args: { generateFailure: 'failed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(API_USAGE_TEXT.generateFailed)).toBeVisible();
    await expect(canvas.getByRole('button', { name: API_USAGE_TEXT.regenerate })).toBeEnabled();
  },
};

export const NotEntitled: Story = {
  name: 'No API access (upgrade)',
  args: { data: { ...USAGE, info: { ...API_INFO, hasApiAccess: false, apiKey: null } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(API_USAGE_TEXT.upsellHeading)).toBeVisible();
    await expect(canvas.getByText('API keys come with a paid plan, with up to 10,000 rows a month.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: API_USAGE_TEXT.upgradeLink })).toHaveAttribute('href', UPGRADE);
    await expect(canvas.queryByRole('button', { name: API_USAGE_TEXT.generate })).toBeNull();
  },
};

export const NoUsage: Story = {
  name: 'No usage yet',
  args: { data: NO_USAGE },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0 of 10,000 rows used this month (0%).')).toBeVisible();
    await expect(canvas.getByText(API_USAGE_TEXT.noUsage)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const LoadFailed: Story = {
  name: 'Load failed',
  args: { load: 'failed', data: null },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(API_USAGE_TEXT.loadFailed);
    await userEvent.click(canvas.getByRole('button', { name: API_USAGE_TEXT.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
