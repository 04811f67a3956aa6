import { useEffect, useRef, useState } from 'react';
import {
  Button,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  TextField,
} from 'react-aria-components';

import styles from './Pagination.module.css';
import { nextStartRow, PAGINATION_TEXT, parseStartRow, previousStartRow, rowRange } from './paginationRules';
import { formatNumber } from '../../lib/format';
import { fill } from '../../lib/spec/text';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, START_ROW_DEBOUNCE_MS } from '../../lib/spec/workspace';
import { GLYPH } from '../Icon/Icon';

export interface PaginationProps {
  /** The first row shown (1-based). */
  startRow: number;
  /** Rows per page; one of `pageSizes`. Default 20. */
  pageSize?: number;
  /** The page sizes offered. Default 20, 50, 100, 250, 500, 1000. */
  pageSizes?: readonly number[];
  totalRows: number;
  /** Called with a new start row: previous/next, or the typed start row after a 500 ms pause. */
  onStartRowChange: (startRow: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
}

/**
 * Table pagination (doc 2 §5, §9): page size, a start-row field (a number of at least 1, applied
 * 500 ms after typing stops; anything else shows a message and is not applied), previous/next and
 * 'Rows X–Y of Z'.
 */
export function Pagination({
  startRow,
  pageSize = DEFAULT_PAGE_SIZE,
  pageSizes = PAGE_SIZES,
  totalRows,
  onStartRowChange,
  onPageSizeChange,
}: PaginationProps) {
  const [text, setText] = useState(String(startRow));
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // A new start row from outside (previous/next, a new page size) replaces what was typed.
  const [shownStartRow, setShownStartRow] = useState(startRow);
  if (shownStartRow !== startRow) {
    setShownStartRow(startRow);
    setText(String(startRow));
    setError(null);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  function handleStartRowInput(value: string) {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const row = parseStartRow(value);
      if (row === null) {
        setError(PAGINATION_TEXT.invalidStartRow);
        return;
      }
      setError(null);
      if (row !== startRow) onStartRowChange(row);
    }, START_ROW_DEBOUNCE_MS);
  }

  function go(row: number | null) {
    if (row === null) return;
    clearTimeout(timer.current);
    onStartRowChange(row);
  }

  const range = rowRange(startRow, pageSize, totalRows);
  const previous = previousStartRow(startRow, pageSize);
  const next = nextStartRow(startRow, pageSize, totalRows);

  return (
    <nav className={styles.root} aria-label={PAGINATION_TEXT.label}>
      <Select
        className={styles.field}
        selectedKey={pageSize}
        onSelectionChange={(key) => {
          if (key !== null) onPageSizeChange?.(Number(key));
        }}
      >
        <Label className={styles.label}>{PAGINATION_TEXT.rowsPerPage}</Label>
        <Button className={styles.sizeButton}>
          <SelectValue />
          <span aria-hidden="true">{GLYPH.caret}</span>
        </Button>
        <Popover className={styles.popover}>
          <ListBox className={styles.list}>
            {pageSizes.map((size) => (
              <ListBoxItem key={size} id={size} className={styles.item}>
                {String(size)}
              </ListBoxItem>
            ))}
          </ListBox>
        </Popover>
      </Select>

      <TextField
        className={styles.field}
        value={text}
        onChange={handleStartRowInput}
        isInvalid={error !== null}
        validationBehavior="aria"
        inputMode="numeric"
      >
        <Label className={styles.label}>{PAGINATION_TEXT.startRow}</Label>
        <Input className={styles.startInput} />
        <FieldError className={styles.error}>{error}</FieldError>
      </TextField>

      <p className={styles.range} aria-live="polite">
        {fill(PAGINATION_TEXT.rows, {
          first: formatNumber(range.first),
          last: formatNumber(range.last),
          total: formatNumber(range.total),
        })}
      </p>

      <div className={styles.buttons}>
        <Button className={styles.navButton} isDisabled={previous === null} onPress={() => go(previous)}>
          {PAGINATION_TEXT.previous}
        </Button>
        <Button className={styles.navButton} isDisabled={next === null} onPress={() => go(next)}>
          {PAGINATION_TEXT.next}
        </Button>
      </div>
    </nav>
  );
}
