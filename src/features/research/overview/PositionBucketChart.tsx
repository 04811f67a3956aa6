import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';

import { bucketKeywords, POSITION_RANGES, type DomainMonth } from './overview';
import { OVERVIEW_TEXT } from './overviewTexts';
import styles from './PositionBucketChart.module.css';
import { abbreviateNumber, formatNumber } from '../../../lib/format';
import { fill } from '../../../lib/spec/text';
import { ChartDataTable } from '../../../ui/Charts/ChartDataTable/ChartDataTable';
import { shortMonthLabel } from '../shared/figuresNote';
import chartStyles from '../shared/overviewChart.module.css';

export interface PositionBucketChartProps {
  /** The months to show, oldest first (the overview's last twelve). */
  months: readonly DomainMonth[];
}

const WIDTH = 640;
const HEIGHT = 280;
const MARGIN = { top: 12, right: 12, bottom: 32, left: 48 };
const BUCKET_CLASS = [styles.b1, styles.b2, styles.b3, styles.b4, styles.b5];

/**
 * A domain's ranked keywords by position bucket (1-3, 4-10, 11-20, 21-50, 51-100), month by month,
 * as stacked bars; each segment names its month, bucket and count on hover, and the same numbers
 * are in the data table beside it. It scales to its container's width.
 */
export function PositionBucketChart({ months }: PositionBucketChartProps) {
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const labels = months.map((m) => shortMonthLabel(m.month));
  const totals = months.map((m) => POSITION_RANGES.reduce((sum, range) => sum + bucketKeywords(m, range), 0));
  const x = scaleBand<string>({ domain: months.map((m) => m.month), range: [0, innerWidth], padding: 0.25 });
  const y = scaleLinear<number>({ domain: [0, Math.max(1, ...totals)], range: [innerHeight, 0], nice: true });
  const summary =
    months.length === 0
      ? OVERVIEW_TEXT.bucketsChartLabel
      : `${OVERVIEW_TEXT.bucketsChartLabel}: ${labels[0]} to ${labels.at(-1)}`;
  // Month labels every other bar when there are many, so they do not collide.
  const step = months.length > 6 ? 2 : 1;

  return (
    <figure className={chartStyles.chart}>
      <ul className={styles.legend} aria-hidden="true">
        {POSITION_RANGES.map((range, i) => (
          <li key={range} className={styles.legendItem}>
            <span className={`${styles.swatch} ${BUCKET_CLASS[i]}`} />
            {range}
          </li>
        ))}
      </ul>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={chartStyles.svg} role="img" aria-label={summary}>
        <title>{summary}</title>
        <Group left={MARGIN.left} top={MARGIN.top}>
          {y.ticks(4).map((tick) => (
            <line key={tick} className={chartStyles.grid} x1={0} x2={innerWidth} y1={y(tick)} y2={y(tick)} />
          ))}
          {months.map((month, col) => {
            let base = 0;
            return (
              <g key={month.month} data-testid="bucket-bar" data-month={month.month}>
                {POSITION_RANGES.map((range, i) => {
                  const keywords = bucketKeywords(month, range);
                  const top = base + keywords;
                  const rect = (
                    <rect
                      key={range}
                      className={BUCKET_CLASS[i]}
                      x={x(month.month)}
                      width={x.bandwidth()}
                      y={y(top)}
                      height={Math.max(0, y(base) - y(top))}
                    >
                      <title>{`${labels[col]} · ${fill(OVERVIEW_TEXT.bucketRange, { range })}: ${formatNumber(keywords)}`}</title>
                    </rect>
                  );
                  base = top;
                  return rect;
                })}
              </g>
            );
          })}
          <AxisLeft
            scale={y}
            numTicks={4}
            tickFormat={(value) => abbreviateNumber(Number(value))}
            tickClassName={chartStyles.tick}
            axisLineClassName={chartStyles.axisLine}
            hideTicks
          />
          <AxisBottom
            top={innerHeight}
            scale={x}
            tickValues={months.filter((_, i) => (months.length - 1 - i) % step === 0).map((m) => m.month)}
            tickFormat={(value) => shortMonthLabel(String(value))}
            tickClassName={chartStyles.tick}
            axisLineClassName={chartStyles.axisLine}
            hideTicks
          />
        </Group>
      </svg>
      <ChartDataTable
        caption={OVERVIEW_TEXT.bucketsChartLabel}
        columns={[OVERVIEW_TEXT.month, ...POSITION_RANGES.map((range) => fill(OVERVIEW_TEXT.bucketRange, { range }))]}
        rows={months.map((month, i) => ({
          key: month.month,
          header: labels[i]!,
          values: POSITION_RANGES.map((range) => formatNumber(bucketKeywords(month, range))),
        }))}
      />
    </figure>
  );
}
