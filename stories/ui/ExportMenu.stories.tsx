import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';

import { TEXT, UI_TEXT } from '../../src/lib/spec/text';
import { ExportMenu, type ExportMenuProps } from '../../src/ui/ExportMenu/ExportMenu';
import { EXPORT_MENU_TEXT } from '../../src/ui/ExportMenu/exportRules';

/** Story-only stand-ins for the prompts the host app shows (the real ones live in features). */
const LOGGED_OUT_PROMPT = 'Log in or sign up free to export this table.';
const UPSELL_PROMPT = 'Your plan exports up to {max} rows. Upgrade to export all {rows}.';

function WithPrompts(args: ExportMenuProps) {
  const [prompt, setPrompt] = useState<string | null>(null);
  return (
    <div style={{ padding: 24, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 16 }}>
      <ExportMenu
        {...args}
        onLoggedOutExport={(kind) => {
          setPrompt(LOGGED_OUT_PROMPT);
          args.onLoggedOutExport?.(kind);
        }}
        onUpsell={(request) => {
          setPrompt(
            UPSELL_PROMPT.replace('{max}', request.maxExportRows.toLocaleString('en-US')).replace(
              '{rows}',
              request.rowCount.toLocaleString('en-US'),
            ),
          );
          args.onUpsell?.(request);
        }}
      />
      {prompt && (
        <div role="alertdialog" aria-label="Export prompt" style={{ padding: 16, border: '1px solid #c5cbd6' }}>
          {prompt}
        </div>
      )}
    </div>
  );
}

const meta = {
  title: 'UI/Export menu',
  component: ExportMenu,
  args: {
    rowCount: 1_234,
    onExportCsv: fn(),
    onExportGoogleSheets: fn(),
    onCopyToClipboard: fn(),
    onCopyKeywords: fn(),
    onCreateReport: fn(),
    onLoggedOutExport: fn(),
    onUpsell: fn(),
  },
  render: WithPrompts,
} satisfies Meta<typeof ExportMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

async function choose(canvas: { getByRole: typeof screen.getByRole }, name: string) {
  await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
  await userEvent.click(await screen.findByRole('menuitem', { name }));
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
}

export const Open: Story = {
  name: 'Open: full user',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    const items = await screen.findAllByRole('menuitem');
    await expect(items.map((i) => i.textContent)).toEqual([
      'CSV',
      'Google Sheets',
      'Copy to clipboard',
      'Copy keywords',
      'Create Report (PDF)',
    ]);
  },
};

export const Actions: Story = {
  name: 'Each item calls its action',
  play: async ({ canvas, args }) => {
    await choose(canvas, 'CSV');
    await expect(args.onExportCsv).toHaveBeenCalledWith({ rowCount: 1_234 });
    await choose(canvas, 'Google Sheets');
    await expect(args.onExportGoogleSheets).toHaveBeenCalledWith({ rowCount: 1_234 });
    await choose(canvas, 'Copy to clipboard');
    await expect(args.onCopyToClipboard).toHaveBeenCalledWith({ rowCount: 1_234 });
    await choose(canvas, 'Copy keywords');
    await expect(args.onCopyKeywords).toHaveBeenCalledWith({ rowCount: 1_234 });
    await choose(canvas, 'Create Report (PDF)');
    await expect(args.onCreateReport).toHaveBeenCalledTimes(1);
    await expect(args.onUpsell).not.toHaveBeenCalled();
    await expect(canvas.queryByText(TEXT.googleSheetsRowLimit)).toBeNull();
  },
};

export const GoogleSheetsCap: Story = {
  name: 'Google Sheets over 100k rows',
  args: { rowCount: 250_000 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    await expect(await screen.findByRole('menuitem', { name: UI_TEXT.exportGoogleSheetsCapButton })).toBeVisible();
    await expect(screen.queryByRole('menuitem', { name: 'Google Sheets' })).toBeNull();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Export 100k Rows' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Google Sheets is limited to 100k rows. If you would like more results, please export as CSV.',
    );
    await expect(args.onExportGoogleSheets).toHaveBeenCalledWith({ rowCount: 100_000 });
  },
};

export const LoggedOut: Story = {
  name: 'Logged out',
  args: { isLoggedIn: false },
  play: async ({ canvas, args }) => {
    await choose(canvas, 'CSV');
    await expect(args.onLoggedOutExport).toHaveBeenCalledWith('csv');
    await choose(canvas, 'Create Report (PDF)');
    await expect(args.onLoggedOutExport).toHaveBeenLastCalledWith('report');
    await expect(args.onExportCsv).not.toHaveBeenCalled();
    await expect(args.onCreateReport).not.toHaveBeenCalled();
    await expect(canvas.getByRole('alertdialog')).toHaveTextContent(LOGGED_OUT_PROMPT);
  },
};

export const OverLimit: Story = {
  name: 'Over the export limit',
  args: { rowCount: 12_000, maxExportRows: 10_000 },
  play: async ({ canvas, args }) => {
    await choose(canvas, 'CSV');
    await expect(args.onUpsell).toHaveBeenCalledWith({ kind: 'csv', rowCount: 12_000, maxExportRows: 10_000 });
    await expect(args.onExportCsv).not.toHaveBeenCalled();
    await expect(canvas.getByRole('alertdialog')).toHaveTextContent(
      'Your plan exports up to 10,000 rows. Upgrade to export all 12,000.',
    );
  },
};

export const UnlimitedPlan: Story = {
  name: 'Unlimited export rows',
  args: { rowCount: 750_000, hasUnlimitedExportRows: true },
  play: async ({ canvas, args }) => {
    await choose(canvas, 'CSV');
    await expect(args.onExportCsv).toHaveBeenCalledWith({ rowCount: 750_000 });
    await expect(args.onUpsell).not.toHaveBeenCalled();
  },
};

export const NotAvailableYet: Story = {
  name: 'Items not available yet',
  args: { unavailable: ['googleSheets', 'report'] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    const sheets = await screen.findByRole('menuitem', { name: /^Google Sheets/ });
    await expect(sheets).toHaveTextContent(EXPORT_MENU_TEXT.notAvailableYet);
    await expect(sheets).toHaveAttribute('aria-disabled', 'true');
    await expect(screen.getByRole('menuitem', { name: /^Create Report \(PDF\)/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // Choosing one does nothing; the others still work.
    await userEvent.click(sheets);
    await expect(args.onExportGoogleSheets).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('menuitem', { name: 'CSV' }));
    await expect(args.onExportCsv).toHaveBeenCalledWith({ rowCount: 1_234 });
  },
};
