import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { Text } from '@visx/text';

import { abbreviateNumber, formatNumber } from '../../../lib/format';
import { fill } from '../../../lib/spec/text';
import { ChartDataTable } from '../ChartDataTable/ChartDataTable';
import { CHART_TEXT } from '../chartText';
import styles from './Histogram.module.css';

export interface HistogramBar {
  label: string;
  value: number;
}

export interface HistogramProps {
  /** What the bars count, e.g. "Keywords by rank"; names the chart and captions its data table. */
  label: string;
  bars: readonly HistogramBar[];
  /** The value a full-height bar stands for. Must be above 0 (doc 2 §5). */
  max: number;
  width?: number;
  height?: number;
}

/** Throws a RangeError unless `max` is above 0 (doc 2 §5). */
export function validateHistogramMax(max: number): void {
  if (!(max > 0) || !Number.isFinite(max)) {
    throw new RangeError(fill(CHART_TEXT.histogramMaxNotPositive, { max: String(max) }));
  }
}

const MARGIN = { top: 24, right: 8, bottom: 32, left: 48 };

/**
 * Vertical bars of the given values against a fixed maximum (doc 2 §5). Values beyond the range
 * are drawn clipped to 0…max; their labels still show the real value.
 */
export function Histogram({ label, bars, max, width = 480, height = 240 }: HistogramProps) {
  validateHistogramMax(max);
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const x = scaleBand<string>({
    domain: bars.map((bar) => bar.label),
    range: [0, innerWidth],
    padding: 0.25,
  });
  const y = scaleLinear<number>({ domain: [0, max], range: [innerHeight, 0], clamp: true });
  const summary = fill(CHART_TEXT.histogramSummary, { label, max: formatNumber(max) });

  return (
    <div className={styles.histogram}>
      <svg width={width} height={height} role="img" aria-label={summary}>
        <title>{summary}</title>
        <Group left={MARGIN.left} top={MARGIN.top}>
          <AxisLeft
            scale={y}
            tickValues={[0, max / 2, max]}
            tickFormat={(value) => abbreviateNumber(Number(value))}
            tickClassName={styles.tick}
            axisLineClassName={styles.axisLine}
            hideTicks
          />
          {bars.map((bar) => {
            const barHeight = innerHeight - y(bar.value);
            const barX = x(bar.label) ?? 0;
            return (
              <Group key={bar.label}>
                <Bar
                  className={styles.bar}
                  data-testid="histogram-bar"
                  data-label={bar.label}
                  x={barX}
                  y={innerHeight - barHeight}
                  width={x.bandwidth()}
                  height={barHeight}
                />
                <Text
                  className={styles.value}
                  x={barX + x.bandwidth() / 2}
                  y={innerHeight - barHeight - 4}
                  textAnchor="middle"
                  verticalAnchor="end"
                >
                  {abbreviateNumber(bar.value)}
                </Text>
              </Group>
            );
          })}
          <AxisBottom
            top={innerHeight}
            scale={x}
            tickClassName={styles.tick}
            axisLineClassName={styles.axisLine}
            hideTicks
          />
        </Group>
      </svg>
      <ChartDataTable
        caption={label}
        columns={[CHART_TEXT.tableBar, CHART_TEXT.tableValue]}
        rows={bars.map((bar) => ({ key: bar.label, header: bar.label, values: [formatNumber(bar.value)] }))}
      />
    </div>
  );
}
