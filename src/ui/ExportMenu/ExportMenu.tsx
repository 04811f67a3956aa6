import { useState } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover, Text } from 'react-aria-components';

import styles from './ExportMenu.module.css';
import {
  EXPORT_KINDS,
  EXPORT_MENU_TEXT,
  type ExportKind,
  isOverExportLimit,
  isOverGoogleSheetsCap,
  requestedRows,
} from './exportRules';
import { TEXT, UI_TEXT } from '../../lib/spec/text';
import { MAX_EXPORT_ROWS_DEFAULT } from '../../lib/spec/workspace';
import { GLYPH } from '../Icon/Icon';

/** What an export carries: how many rows (already capped for Google Sheets). */
export interface ExportRequest {
  rowCount: number;
}

export interface UpsellRequest {
  kind: ExportKind;
  rowCount: number;
  maxExportRows: number;
}

export interface ExportMenuProps {
  /** Rows the table holds (the export's size). */
  rowCount: number;
  /** The plan's limit for CSV and partial exports; default 500,000. */
  maxExportRows?: number;
  hasUnlimitedExportRows?: boolean;
  /** Logged out: every item opens the logged-out export prompt instead of exporting. */
  isLoggedIn?: boolean;
  isDisabled?: boolean;
  onExportCsv?: (request: ExportRequest) => void;
  onExportGoogleSheets?: (request: ExportRequest) => void;
  onCopyToClipboard?: (request: ExportRequest) => void;
  onCopyKeywords?: (request: ExportRequest) => void;
  onCreateReport?: () => void;
  /** Logged out: show the logged-out export prompt. */
  onLoggedOutExport?: (kind: ExportKind) => void;
  /** Over the plan's export limit: show the upsell. */
  onUpsell?: (request: UpsellRequest) => void;
  /** Items whose flow does not exist yet: listed, disabled, each saying 'Not available yet'. */
  unavailable?: readonly ExportKind[];
}

/**
 * The export menu of keyword tables (doc 2 §2, §5, §6, §9): CSV, Google Sheets, Copy to clipboard,
 * Copy keywords, Create Report (PDF). Above 100,000 rows the Google Sheets item reads 'Export 100k
 * Rows' and choosing it explains the cap. Exports over the plan's maxExportRows (unless unlimited)
 * show the upsell; logged-out visitors get the logged-out export prompt.
 */
export function ExportMenu({
  rowCount,
  maxExportRows = MAX_EXPORT_ROWS_DEFAULT,
  hasUnlimitedExportRows = false,
  isLoggedIn = true,
  isDisabled,
  onExportCsv,
  onExportGoogleSheets,
  onCopyToClipboard,
  onCopyKeywords,
  onCreateReport,
  onLoggedOutExport,
  onUpsell,
  unavailable = [],
}: ExportMenuProps) {
  const [notice, setNotice] = useState<string | null>(null);
  const overSheetsCap = isOverGoogleSheetsCap(rowCount);

  function choose(kind: ExportKind) {
    setNotice(null);
    if (!isLoggedIn) {
      onLoggedOutExport?.(kind);
      return;
    }
    if (isOverExportLimit(kind, { rowCount, maxExportRows, hasUnlimitedExportRows })) {
      onUpsell?.({ kind, rowCount, maxExportRows });
      return;
    }
    const request = { rowCount: requestedRows(kind, rowCount) };
    switch (kind) {
      case 'csv':
        onExportCsv?.(request);
        break;
      case 'googleSheets':
        if (overSheetsCap) setNotice(TEXT.googleSheetsRowLimit);
        onExportGoogleSheets?.(request);
        break;
      case 'clipboard':
        onCopyToClipboard?.(request);
        break;
      case 'keywords':
        onCopyKeywords?.(request);
        break;
      case 'report':
        onCreateReport?.();
        break;
    }
  }

  return (
    <div className={styles.root}>
      <MenuTrigger>
        <Button className={styles.button} isDisabled={isDisabled}>
          {EXPORT_MENU_TEXT.button}
          <span aria-hidden="true">{GLYPH.caret}</span>
        </Button>
        <Popover className={styles.popover} placement="bottom start" offset={4}>
          <Menu className={styles.menu} onAction={(key) => choose(key as ExportKind)} disabledKeys={unavailable}>
            {EXPORT_KINDS.map((kind) =>
              unavailable.includes(kind) ? (
                <MenuItem key={kind} id={kind} className={styles.item} textValue={EXPORT_MENU_TEXT[kind]}>
                  <Text slot="label">{EXPORT_MENU_TEXT[kind]}</Text>
                  <Text slot="description" className={styles.description}>
                    {EXPORT_MENU_TEXT.notAvailableYet}
                  </Text>
                </MenuItem>
              ) : kind === 'googleSheets' && overSheetsCap ? (
                <MenuItem key={kind} id={kind} className={styles.item} textValue={UI_TEXT.exportGoogleSheetsCapButton}>
                  <Text slot="label">{UI_TEXT.exportGoogleSheetsCapButton}</Text>
                  <Text slot="description" className={styles.description}>
                    {EXPORT_MENU_TEXT.googleSheets}
                  </Text>
                </MenuItem>
              ) : (
                <MenuItem key={kind} id={kind} className={styles.item}>
                  {EXPORT_MENU_TEXT[kind]}
                </MenuItem>
              ),
            )}
          </Menu>
        </Popover>
      </MenuTrigger>
      <div role="status" className={styles.notice}>
        {notice}
      </div>
    </div>
  );
}
