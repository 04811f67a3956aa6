import { scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';

import { abbreviateNumber } from '../../../lib/format';
import { fill } from '../../../lib/spec/text';
import { CHART_TEXT } from '../chartText';
import styles from './Sparkline.module.css';

export interface SparklineProps {
  /** What the line shows, e.g. "Est. click change history"; names the drawing. */
  label: string;
  /** Oldest first; null marks a missing point (a gap in the line). */
  values: readonly (number | null)[];
  width?: number;
  height?: number;
}

export type SparklineTrend = 'up' | 'down' | 'flat';

/** Compares the last known value with the first known one. */
export function sparklineTrend(values: readonly (number | null)[]): SparklineTrend {
  const known = values.filter((value): value is number => value !== null && Number.isFinite(value));
  const first = known[0];
  const last = known.at(-1);
  if (first === undefined || last === undefined || first === last) return 'flat';
  return last > first ? 'up' : 'down';
}

const PAD = 3;

/** A tiny inline line (e.g. a group's estClickChangeHistory, doc 2 §3), coloured by its trend. */
export function Sparkline({ label, values, width = 96, height = 24 }: SparklineProps) {
  const points = values.map((value, index) => ({ index, value }));
  const known = points.filter((point): point is { index: number; value: number } => point.value !== null);
  const low = Math.min(...known.map((point) => point.value));
  const high = Math.max(...known.map((point) => point.value));
  const x = scaleLinear<number>({ domain: [0, Math.max(values.length - 1, 1)], range: [PAD, width - PAD] });
  const y = scaleLinear<number>({
    domain: known.length > 0 && high > low ? [low, high] : [low - 1, low + 1],
    range: [height - PAD, PAD],
  });
  const trend = sparklineTrend(values);
  const last = known.at(-1);
  const summary =
    known.length === 0
      ? fill(CHART_TEXT.sparklineEmpty, { label })
      : fill(CHART_TEXT.sparklineSummary, { label, values: values.map((value) => abbreviateNumber(value)).join(', ') });

  return (
    <svg
      className={`${styles.sparkline} ${styles[trend]}`}
      width={width}
      height={height}
      role="img"
      aria-label={summary}
      data-trend={trend}
    >
      <title>{summary}</title>
      {known.length === 0 ? (
        <line className={styles.empty} x1={PAD} x2={width - PAD} y1={height / 2} y2={height / 2} />
      ) : (
        <>
          <LinePath
            className={styles.line}
            data={points}
            x={(point) => x(point.index)}
            y={(point) => y(point.value ?? 0)}
            defined={(point) => point.value !== null}
          />
          {last && <circle className={styles.dot} cx={x(last.index)} cy={y(last.value)} r={2} />}
        </>
      )}
    </svg>
  );
}
