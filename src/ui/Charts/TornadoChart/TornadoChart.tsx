import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { Text } from '@visx/text';
import { useEffect, useState } from 'react';

import { abbreviateNumber, formatNumber } from '../../../lib/format';
import { fill } from '../../../lib/spec/text';
import { TORNADO_LABEL_POSITION_DELAY_MS } from '../../../lib/spec/widgets';
import { ChartDataTable } from '../ChartDataTable/ChartDataTable';
import { CHART_TEXT } from '../chartText';
import styles from './TornadoChart.module.css';

export interface TornadoRow {
  /** Required, and unique, when the chart is selectable (doc 2 §5). */
  id?: string;
  label: string;
  /** The value drawn to the left of the centre line (e.g. domain A's keyword count). */
  left: number;
  /** The value drawn to the right of the centre line (e.g. domain B's keyword count). */
  right: number;
}

export interface TornadoChartProps {
  /** What the chart compares; names the drawing and captions its data table. */
  label: string;
  /** Name of the left-hand series, e.g. the first domain. */
  leftLabel: string;
  /** Name of the right-hand series, e.g. the second domain. */
  rightLabel: string;
  rows: readonly TornadoRow[];
  /** Where the bars start; may not be negative (doc 2 §5). Values below it draw no bar. */
  min?: number;
  /** The value a full-length bar stands for; defaults to the largest value. */
  max?: number;
  width?: number;
  rowHeight?: number;
  labelWidth?: number;
  /** Rows become toggle buttons; every row then needs a unique id (doc 2 §5). */
  selectable?: boolean;
  /** Controlled selection (row ids). */
  selectedIds?: readonly string[];
  /** Initial selection when uncontrolled. */
  defaultSelectedIds?: readonly string[];
  onSelectionChange?: (selectedIds: string[]) => void;
}

/**
 * The rules of doc 2 §5: a negative minimum is rejected and, with selection, every row needs a
 * unique id. Throws a RangeError (minimum) or an Error (ids) naming the offending value.
 */
export function validateTornado(rows: readonly TornadoRow[], min: number, selectable: boolean): void {
  if (!Number.isFinite(min) || min < 0) {
    throw new RangeError(fill(CHART_TEXT.tornadoNegativeMin, { min: String(min) }));
  }
  if (!selectable) return;
  const seen = new Set<string>();
  for (const row of rows) {
    if (row.id === undefined || row.id === '') {
      throw new Error(fill(CHART_TEXT.tornadoMissingId, { label: row.label }));
    }
    if (seen.has(row.id)) throw new Error(fill(CHART_TEXT.tornadoDuplicateId, { id: row.id }));
    seen.add(row.id);
  }
}

const HEADER_HEIGHT = 28;
/** Room at each outer end for a value label. */
const VALUE_LABEL_SPACE = 48;
const CENTRE_GAP = 2;

/**
 * Two-sided horizontal bars, one row per item (e.g. domain A vs domain B keyword counts). Value
 * labels are positioned TORNADO_LABEL_POSITION_DELAY_MS after mount (doc 2 §9).
 */
export function TornadoChart({
  label,
  leftLabel,
  rightLabel,
  rows,
  min = 0,
  max,
  width = 560,
  rowHeight = 32,
  labelWidth = 140,
  selectable = false,
  selectedIds,
  defaultSelectedIds = [],
  onSelectionChange,
}: TornadoChartProps) {
  validateTornado(rows, min, selectable);
  const [labelsPositioned, setLabelsPositioned] = useState(false);
  const [ownSelection, setOwnSelection] = useState<readonly string[]>(defaultSelectedIds);
  const selection = selectedIds ?? ownSelection;

  useEffect(() => {
    const timer = setTimeout(() => setLabelsPositioned(true), TORNADO_LABEL_POSITION_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const height = HEADER_HEIGHT + rows.length * rowHeight;
  const chartWidth = width - labelWidth;
  const centre = labelWidth + chartWidth / 2;
  const halfWidth = chartWidth / 2 - CENTRE_GAP - VALUE_LABEL_SPACE;
  const largest = max ?? Math.max(0, ...rows.flatMap((row) => [row.left, row.right]));
  const length = scaleLinear<number>({
    domain: [min, Math.max(largest, min + 1)],
    range: [0, Math.max(halfWidth, 0)],
    clamp: true,
  });
  const barHeight = Math.round(rowHeight * 0.6);
  const summary = fill(CHART_TEXT.tornadoSummary, {
    label,
    left: leftLabel,
    right: rightLabel,
    count: rows.length,
  });

  function toggle(id: string) {
    const next = selection.includes(id) ? selection.filter((each) => each !== id) : [...selection, id];
    if (selectedIds === undefined) setOwnSelection(next);
    onSelectionChange?.(next);
  }

  return (
    <div className={styles.tornado} style={{ width, height }}>
      <svg width={width} height={height} role="img" aria-label={summary}>
        <title>{summary}</title>
        <Text
          className={styles.series}
          x={centre - CENTRE_GAP - 4}
          y={HEADER_HEIGHT / 2}
          textAnchor="end"
          verticalAnchor="middle"
        >
          {leftLabel}
        </Text>
        <Text
          className={styles.series}
          x={centre + CENTRE_GAP + 4}
          y={HEADER_HEIGHT / 2}
          textAnchor="start"
          verticalAnchor="middle"
        >
          {rightLabel}
        </Text>
        {rows.map((row, index) => {
          const top = HEADER_HEIGHT + index * rowHeight;
          const barTop = top + (rowHeight - barHeight) / 2;
          const leftLength = length(row.left);
          const rightLength = length(row.right);
          const selected = row.id !== undefined && selection.includes(row.id);
          return (
            <Group key={index}>
              {selected && <rect className={styles.selectedRow} x={0} y={top} width={width} height={rowHeight} />}
              <Bar
                className={styles.leftBar}
                data-testid="tornado-left-bar"
                x={centre - CENTRE_GAP - leftLength}
                y={barTop}
                width={leftLength}
                height={barHeight}
              />
              <Bar
                className={styles.rightBar}
                data-testid="tornado-right-bar"
                x={centre + CENTRE_GAP}
                y={barTop}
                width={rightLength}
                height={barHeight}
              />
              {labelsPositioned && (
                <>
                  <Text
                    className={styles.value}
                    data-testid="tornado-value-label"
                    x={centre - CENTRE_GAP - leftLength - 4}
                    y={top + rowHeight / 2}
                    textAnchor="end"
                    verticalAnchor="middle"
                  >
                    {abbreviateNumber(row.left)}
                  </Text>
                  <Text
                    className={styles.value}
                    data-testid="tornado-value-label"
                    x={centre + CENTRE_GAP + rightLength + 4}
                    y={top + rowHeight / 2}
                    textAnchor="start"
                    verticalAnchor="middle"
                  >
                    {abbreviateNumber(row.right)}
                  </Text>
                </>
              )}
            </Group>
          );
        })}
        <line className={styles.centreLine} x1={centre} x2={centre} y1={HEADER_HEIGHT} y2={height} />
      </svg>
      <div
        className={styles.labels}
        role={selectable ? 'group' : undefined}
        aria-label={selectable ? label : undefined}
      >
        {rows.map((row, index) => {
          const style = { top: HEADER_HEIGHT + index * rowHeight, height: rowHeight, width: labelWidth - 8 };
          const key = `${index}-${row.id ?? ''}`;
          if (!selectable || row.id === undefined) {
            return (
              <span key={key} className={styles.rowLabel} style={style} aria-hidden="true">
                {row.label}
              </span>
            );
          }
          const id = row.id;
          const pressed = selection.includes(id);
          return (
            <button
              key={key}
              type="button"
              className={styles.rowButton}
              style={style}
              aria-pressed={pressed}
              onClick={() => toggle(id)}
            >
              {row.label}
            </button>
          );
        })}
      </div>
      <ChartDataTable
        caption={label}
        columns={[CHART_TEXT.tableRow, leftLabel, rightLabel]}
        rows={rows.map((row, index) => ({
          key: index,
          header: row.label,
          values: [formatNumber(row.left), formatNumber(row.right)],
        }))}
      />
    </div>
  );
}
