import { axisLabel, chronological, monthLabel, type ApiUsageMonth } from './apiUsage';
import { API_USAGE_TEXT } from './apiUsageTexts';
import styles from './UsageChart.module.css';
import { abbreviateNumber, formatNumber } from '../../../lib/format';
import { fill } from '../../../lib/spec/text';

export interface UsageChartProps {
  /** The months to draw, in any order (drawn oldest first); at least one. */
  months: readonly ApiUsageMonth[];
  width?: number;
  height?: number;
}

const MARGIN = { top: 24, right: 12, bottom: 40, left: 44 };

/**
 * Rows used per month as bars against the plan's limit, drawn as a dashed line; a month over the
 * limit stands out. One image to assistive technology (its summary): the page puts the numbers
 * in a table beside it. A bar chart of our own: the design system's Histogram draws no limit line.
 */
export function UsageChart({ months, width = 480, height = 250 }: UsageChartProps) {
  const bars = chronological(months);
  const limit = Math.max(0, ...bars.map((m) => m.rowLimit));
  const top = Math.max(limit, ...bars.map((m) => m.rowsUsed)) * 1.1 || 1;
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const y = (value: number) => innerHeight - (value / top) * innerHeight;
  const band = innerWidth / Math.max(bars.length, 1);
  const barWidth = Math.min(band * 0.62, 40);
  const over = bars.filter((m) => m.rowsUsed > m.rowLimit).length;
  const summary = fill(API_USAGE_TEXT.chartSummary, {
    first: monthLabel(bars[0]?.month ?? ''),
    last: monthLabel(bars[bars.length - 1]?.month ?? ''),
    limit: formatNumber(limit),
    over,
  });

  return (
    <svg
      className={styles.chart}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={summary}
    >
      <title>{summary}</title>
      <g transform={`translate(${MARGIN.left} ${MARGIN.top})`}>
        {[0, limit / 2, limit].map((tick, index) => (
          <g key={index} transform={`translate(0 ${y(tick)})`}>
            <line className={styles.grid} x1={0} x2={innerWidth} />
            <text className={styles.tick} x={-6} dy="0.32em" textAnchor="end">
              {abbreviateNumber(tick)}
            </text>
          </g>
        ))}
        {bars.map((month, index) => {
          const x = band * index + (band - barWidth) / 2;
          const [name, year] = axisLabel(month.month, index === 0);
          return (
            <g key={month.month} data-testid="usage-bar" data-month={month.month}>
              <rect
                className={month.rowsUsed > month.rowLimit ? styles.over : styles.bar}
                x={x}
                y={y(month.rowsUsed)}
                width={barWidth}
                height={innerHeight - y(month.rowsUsed)}
                rx={2}
              />
              <text className={styles.tick} x={x + barWidth / 2} y={innerHeight + 16} textAnchor="middle">
                {name}
                {year && (
                  <tspan x={x + barWidth / 2} dy="1.2em">
                    {year}
                  </tspan>
                )}
              </text>
            </g>
          );
        })}
        <line className={styles.limit} x1={0} x2={innerWidth} y1={y(limit)} y2={y(limit)} />
        <text className={styles.limitLabel} x={innerWidth} y={y(limit) - 6} textAnchor="end">
          {fill(API_USAGE_TEXT.limitLine, { limit: formatNumber(limit) })}
        </text>
      </g>
    </svg>
  );
}
