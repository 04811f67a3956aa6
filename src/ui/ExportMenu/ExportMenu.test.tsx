import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { ExportMenu } from './ExportMenu';
import { isOverExportLimit, isOverGoogleSheetsCap, requestedRows } from './exportRules';
import { TEXT, UI_TEXT } from '../../lib/spec/text';
import { GOOGLE_SHEETS_ROW_CAP, MAX_EXPORT_ROWS_DEFAULT } from '../../lib/spec/workspace';

describe('export rules', () => {
  it('the Google Sheets cap is 100,000 rows', () => {
    expect(GOOGLE_SHEETS_ROW_CAP).toBe(100_000);
    expect(isOverGoogleSheetsCap(100_000)).toBe(false);
    expect(isOverGoogleSheetsCap(100_001)).toBe(true);
    expect(requestedRows('googleSheets', 250_000)).toBe(100_000);
    expect(requestedRows('csv', 250_000)).toBe(250_000);
    expect(requestedRows('report', 250_000)).toBe(0);
  });

  it('CSV and partial exports are limited by maxExportRows (default 500,000) unless unlimited', () => {
    expect(MAX_EXPORT_ROWS_DEFAULT).toBe(500_000);
    expect(isOverExportLimit('csv', { rowCount: 500_000 })).toBe(false);
    expect(isOverExportLimit('csv', { rowCount: 500_001 })).toBe(true);
    expect(isOverExportLimit('clipboard', { rowCount: 1_001, maxExportRows: 1_000 })).toBe(true);
    expect(isOverExportLimit('keywords', { rowCount: 1_001, maxExportRows: 1_000 })).toBe(true);
    expect(isOverExportLimit('csv', { rowCount: 900_000, hasUnlimitedExportRows: true })).toBe(false);
  });

  it('Google Sheets counts its capped rows against the plan; a report never upsells', () => {
    expect(isOverExportLimit('googleSheets', { rowCount: 600_000 })).toBe(false);
    expect(isOverExportLimit('googleSheets', { rowCount: 600_000, maxExportRows: 50_000 })).toBe(true);
    expect(isOverExportLimit('report', { rowCount: 9_000_000, maxExportRows: 1 })).toBe(false);
  });
});

describe('ExportMenu', () => {
  it('over the cap, Google Sheets reads Export 100k Rows and explains the limit when chosen', async () => {
    const user = userEvent.setup();
    const onExportGoogleSheets = vi.fn();
    render(<ExportMenu rowCount={150_000} onExportGoogleSheets={onExportGoogleSheets} />);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const item = screen.getByRole('menuitem', { name: UI_TEXT.exportGoogleSheetsCapButton });
    fireEvent.keyDown(item, { key: 'Enter' });
    fireEvent.keyUp(item, { key: 'Enter' });
    expect(await screen.findByText(TEXT.googleSheetsRowLimit)).toBeInTheDocument();
    expect(onExportGoogleSheets).toHaveBeenCalledWith({ rowCount: 100_000 });
  });
});
