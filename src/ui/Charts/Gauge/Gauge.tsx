import { Group } from '@visx/group';
import { Arc } from '@visx/shape';
import { Text } from '@visx/text';

import { formatNumber } from '../../../lib/format';
import { fill } from '../../../lib/spec/text';
import { GAUGE_MAX, GAUGE_MIN } from '../../../lib/spec/widgets';
import { CHART_TEXT } from '../chartText';
import styles from './Gauge.module.css';

export interface GaugeProps {
  /** 0 to 100 (doc 2 §5); anything else is a developer error (RangeError). */
  value: number;
  /** What the gauge measures, e.g. "Impression share". */
  label: string;
  /** Width of the drawing in px; fixed so screenshots are deterministic. */
  width?: number;
  /** Height of the drawing in px (the half circle plus the label below it). */
  height?: number;
}

/** Throws a RangeError naming the value unless it lies in GAUGE_MIN…GAUGE_MAX (doc 2 §5). */
export function validateGaugeValue(value: number): void {
  if (!Number.isFinite(value) || value < GAUGE_MIN || value > GAUGE_MAX) {
    throw new RangeError(fill(CHART_TEXT.gaugeOutOfRange, { min: GAUGE_MIN, max: GAUGE_MAX, value: String(value) }));
  }
}

const HALF_PI = Math.PI / 2;

/** A half-circle gauge for a 0–100 value (doc 2 §5), drawn with @visx/shape Arc. */
export function Gauge({ value, label, width = 200, height = 136 }: GaugeProps) {
  validateGaugeValue(value);
  const labelSpace = 28;
  const outerRadius = Math.min(width / 2, height - labelSpace) - 4;
  const innerRadius = outerRadius * 0.72;
  const endAngle = -HALF_PI + Math.PI * ((value - GAUGE_MIN) / (GAUGE_MAX - GAUGE_MIN));
  const shown = formatNumber(value);
  const summary = fill(CHART_TEXT.gaugeSummary, { label, value: shown });

  return (
    <svg className={styles.gauge} width={width} height={height} role="img" aria-label={summary}>
      <title>{summary}</title>
      <Group left={width / 2} top={outerRadius + 4}>
        <Arc
          className={styles.track}
          innerRadius={innerRadius}
          outerRadius={outerRadius}
          startAngle={-HALF_PI}
          endAngle={HALF_PI}
          cornerRadius={2}
        />
        {value > GAUGE_MIN && (
          <Arc
            className={styles.value}
            data-testid="gauge-value-arc"
            data-end-angle={endAngle.toFixed(4)}
            innerRadius={innerRadius}
            outerRadius={outerRadius}
            startAngle={-HALF_PI}
            endAngle={endAngle}
            cornerRadius={2}
          />
        )}
        <Text className={styles.number} x={0} y={-4} textAnchor="middle" verticalAnchor="end">
          {shown}
        </Text>
      </Group>
      <Text className={styles.label} x={width / 2} y={height - 4} textAnchor="middle" verticalAnchor="end">
        {label}
      </Text>
    </svg>
  );
}
