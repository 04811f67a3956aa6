import { AxisBottom, AxisLeft, AxisRight } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { Text } from '@visx/text';

import { abbreviateNumber, formatCurrency, formatDate, formatNumber } from '../../../lib/format';
import { fill } from '../../../lib/spec/text';
import { ChartDataTable } from '../ChartDataTable/ChartDataTable';
import { CHART_TEXT } from '../chartText';
import styles from './HistoryChart.module.css';

export type HistoryValueFormat = 'number' | 'abbreviated' | 'percent' | 'currency';

export interface HistorySeries {
  /** e.g. "Est. monthly clicks" or "Impression share". */
  label: string;
  /** One value per date; null marks a missing point (a gap in the line). */
  values: readonly (number | null)[];
  /** How values read on the axis and in the data table; percent expects 0–100. */
  format?: HistoryValueFormat;
}

export interface HistoryChartProps {
  /** What the chart shows, e.g. "Group history"; names the drawing and captions its table. */
  label: string;
  /** Oldest first, as 'YYYY-MM-DD' (or anything formatDate reads). */
  dates: readonly string[];
  /** One or two series: the first is read on the left axis, the second on the right axis. */
  series: readonly HistorySeries[];
  width?: number;
  height?: number;
}

export function formatHistoryValue(value: number | null, format: HistoryValueFormat = 'number'): string {
  if (value === null) return formatNumber(value);
  switch (format) {
    case 'abbreviated':
      return abbreviateNumber(value);
    case 'percent':
      return `${formatNumber(value)}%`;
    case 'currency':
      return formatCurrency(value);
    default:
      return formatNumber(value);
  }
}

/** One or two series, each with one value per date; anything else is a developer error. */
export function validateHistory(dates: readonly string[], series: readonly HistorySeries[]): void {
  if (series.length < 1 || series.length > 2) {
    throw new RangeError(fill(CHART_TEXT.historySeriesCount, { count: series.length }));
  }
  for (const each of series) {
    if (each.values.length !== dates.length) {
      throw new RangeError(
        fill(CHART_TEXT.historyLength, { series: each.label, values: each.values.length, dates: dates.length }),
      );
    }
  }
}

/** Axis ticks abbreviate plain numbers (1.2k) to stay short; other formats read as in the table. */
function axisFormat(format: HistoryValueFormat | undefined): HistoryValueFormat {
  return format === undefined || format === 'number' ? 'abbreviated' : format;
}

const MARGIN = { top: 16, right: 56, bottom: 36, left: 56 };
const DATE_TICKS = 4;

function dateTickIndexes(count: number): number[] {
  if (count <= DATE_TICKS) return Array.from({ length: count }, (_, i) => i);
  return Array.from({ length: DATE_TICKS }, (_, i) => Math.round((i * (count - 1)) / (DATE_TICKS - 1)));
}

function valueScale(values: readonly (number | null)[], innerHeight: number) {
  const known = values.filter((value): value is number => value !== null);
  const low = Math.min(0, ...known);
  const high = Math.max(...known, low + 1);
  return scaleLinear<number>({ domain: [low, high], range: [innerHeight, 0], nice: true });
}

/**
 * A line chart over time with axes, e.g. a group's history of estMonthlyClicks (left axis) and
 * impressionShare (right axis) from groupHistory (doc 2 §3).
 */
export function HistoryChart({ label, dates, series, width = 640, height = 280 }: HistoryChartProps) {
  validateHistory(dates, series);
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const x = scaleLinear<number>({ domain: [0, Math.max(dates.length - 1, 1)], range: [0, innerWidth] });
  const [primary, secondary] = series;
  const yScales = series.map((each) => valueScale(each.values, innerHeight));
  const [yLeft, yRight] = yScales;
  const empty = dates.length === 0;
  const summary = empty
    ? `${label}: ${CHART_TEXT.historyEmpty}`
    : fill(CHART_TEXT.historySummary, {
        label,
        count: dates.length,
        start: formatDate(dates[0]),
        end: formatDate(dates.at(-1)),
      });

  return (
    <figure className={styles.history}>
      <ul className={styles.legend} aria-hidden="true">
        {series.map((each, index) => (
          <li key={index} className={styles.legendItem}>
            <span className={`${styles.swatch} ${index === 0 ? styles.primary : styles.secondary}`} />
            {each.label}
          </li>
        ))}
      </ul>
      <svg width={width} height={height} role="img" aria-label={summary}>
        <title>{summary}</title>
        <Group left={MARGIN.left} top={MARGIN.top}>
          {empty ? (
            <Text
              className={styles.empty}
              x={innerWidth / 2}
              y={innerHeight / 2}
              textAnchor="middle"
              verticalAnchor="middle"
            >
              {CHART_TEXT.historyEmpty}
            </Text>
          ) : (
            <>
              {yLeft?.ticks(4).map((tick) => (
                <line key={tick} className={styles.grid} x1={0} x2={innerWidth} y1={yLeft(tick)} y2={yLeft(tick)} />
              ))}
              {series.map((each, index) => {
                const y = yScales[index];
                if (!y) return null;
                return (
                  <LinePath
                    key={index}
                    className={index === 0 ? styles.primaryLine : styles.secondaryLine}
                    data-testid="history-line"
                    data={each.values.map((value, i) => ({ i, value }))}
                    x={(point) => x(point.i)}
                    y={(point) => y(point.value ?? 0)}
                    defined={(point) => point.value !== null}
                  />
                );
              })}
              {primary && yLeft && (
                <AxisLeft
                  scale={yLeft}
                  numTicks={4}
                  tickFormat={(value) => formatHistoryValue(Number(value), axisFormat(primary.format))}
                  tickClassName={styles.tick}
                  axisLineClassName={styles.axisLine}
                  hideTicks
                />
              )}
              {secondary && yRight && (
                <AxisRight
                  left={innerWidth}
                  scale={yRight}
                  numTicks={4}
                  tickFormat={(value) => formatHistoryValue(Number(value), axisFormat(secondary.format))}
                  tickClassName={styles.tick}
                  axisLineClassName={styles.axisLine}
                  hideTicks
                />
              )}
              <AxisBottom
                top={innerHeight}
                scale={x}
                tickValues={dateTickIndexes(dates.length)}
                tickFormat={(value) => formatDate(dates[Number(value)])}
                tickClassName={styles.tick}
                axisLineClassName={styles.axisLine}
                tickLineProps={{ className: styles.axisLine }}
              />
            </>
          )}
        </Group>
      </svg>
      <ChartDataTable
        caption={label}
        columns={[CHART_TEXT.tableDate, ...series.map((each) => each.label)]}
        rows={dates.map((date, row) => ({
          key: row,
          header: formatDate(date),
          values: series.map((each) => formatHistoryValue(each.values[row] ?? null, each.format)),
        }))}
      />
    </figure>
  );
}
