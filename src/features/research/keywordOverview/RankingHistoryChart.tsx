import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear, scalePoint } from '@visx/scale';
import { LinePath } from '@visx/shape';

import { positionText, type RankingLines } from './keywordOverview';
import { KEYWORD_OVERVIEW_TEXT } from './keywordOverviewTexts';
import styles from './RankingHistoryChart.module.css';
import { fill } from '../../../lib/spec/text';
import { ChartDataTable } from '../../../ui/Charts/ChartDataTable/ChartDataTable';
import { shortMonthLabel } from '../shared/figuresNote';
import chartStyles from '../shared/overviewChart.module.css';

export interface RankingHistoryChartProps {
  /** The top results' positions by month (rankingLines of the overview's rankingHistory). */
  history: RankingLines;
}

const WIDTH = 640;
const HEIGHT = 280;
const MARGIN = { top: 12, right: 16, bottom: 32, left: 40 };
/** Each line has its colour and its dash, so lines read apart without colour too. */
const LINE_CLASS = [styles.l1, styles.l2, styles.l3, styles.l4, styles.l5];

/**
 * The top results' positions month by month, one line per domain, position 1 at the top; a month
 * a domain did not rank leaves a gap. Each point names its month, domain and position on hover,
 * and the same positions are in the data table beside it. It scales to its container's width.
 */
export function RankingHistoryChart({ history }: RankingHistoryChartProps) {
  const { months, lines } = history;
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const labels = months.map(shortMonthLabel);
  const worst = Math.max(10, ...lines.flatMap((line) => line.positions.filter((p): p is number => p !== null)));
  const x = scalePoint<string>({ domain: months, range: [0, innerWidth], padding: 0.5 });
  const y = scaleLinear<number>({ domain: [1, worst], range: [0, innerHeight] });
  const summary =
    months.length === 0
      ? KEYWORD_OVERVIEW_TEXT.rankingChartLabel
      : `${KEYWORD_OVERVIEW_TEXT.rankingChartLabel}: ${labels[0]} to ${labels.at(-1)}`;
  const step = months.length > 6 ? 2 : 1;
  const xOf = (i: number) => x(months[i]!) ?? 0;

  return (
    <figure className={chartStyles.chart}>
      <ul className={styles.legend} aria-hidden="true">
        {lines.map((line, i) => (
          <li key={line.domain} className={styles.legendItem}>
            <span className={`${styles.swatch} ${LINE_CLASS[i % LINE_CLASS.length]}`} />
            {line.domain}
          </li>
        ))}
      </ul>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={chartStyles.svg} role="img" aria-label={summary}>
        <title>{summary}</title>
        <Group left={MARGIN.left} top={MARGIN.top}>
          {y.ticks(5).map((tick) => (
            <line key={tick} className={chartStyles.grid} x1={0} x2={innerWidth} y1={y(tick)} y2={y(tick)} />
          ))}
          {lines.map((line, i) => (
            <g key={line.domain} className={LINE_CLASS[i % LINE_CLASS.length]} data-testid="ranking-line">
              <LinePath
                className={styles.line}
                data={line.positions.map((position, col) => ({ col, position }))}
                x={(point) => xOf(point.col)}
                y={(point) => y(point.position ?? worst)}
                defined={(point) => point.position !== null}
              />
              {line.positions.map((position, col) =>
                position === null ? null : (
                  <circle key={months[col]} className={styles.point} cx={xOf(col)} cy={y(position)} r={4}>
                    <title>
                      {fill(KEYWORD_OVERVIEW_TEXT.rankingPoint, {
                        month: labels[col]!,
                        domain: line.domain,
                        position: positionText(position),
                      })}
                    </title>
                  </circle>
                ),
              )}
            </g>
          ))}
          <AxisLeft
            scale={y}
            tickValues={y.ticks(5).filter((tick) => Number.isInteger(tick))}
            tickFormat={(value) => String(value)}
            tickClassName={chartStyles.tick}
            axisLineClassName={chartStyles.axisLine}
            hideTicks
          />
          <AxisBottom
            top={innerHeight}
            scale={x}
            tickValues={months.filter((_, i) => (months.length - 1 - i) % step === 0)}
            tickFormat={(value) => shortMonthLabel(String(value))}
            tickClassName={chartStyles.tick}
            axisLineClassName={chartStyles.axisLine}
            hideTicks
          />
        </Group>
      </svg>
      <ChartDataTable
        caption={KEYWORD_OVERVIEW_TEXT.rankingChartLabel}
        columns={[KEYWORD_OVERVIEW_TEXT.month, ...lines.map((line) => line.domain)]}
        rows={months.map((month, col) => ({
          key: month,
          header: labels[col]!,
          values: lines.map((line) => positionText(line.positions[col] ?? null)),
        }))}
      />
    </figure>
  );
}
