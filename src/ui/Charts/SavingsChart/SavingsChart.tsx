import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { Text } from '@visx/text';

import { formatNumber } from '../../../lib/format';
import { fill } from '../../../lib/spec/text';
import { ChartDataTable } from '../ChartDataTable/ChartDataTable';
import { CHART_TEXT } from '../chartText';
import styles from './SavingsChart.module.css';

export type SavingsPeriod = 'monthly' | 'annual';

export interface SavingsChartProps {
  /** Our monthly price in USD (comparison page: Basic $39, Professional $79 — doc 1 §9). */
  ourPrice: number;
  /** The competitor's monthly price in USD. */
  competitorPrice: number;
  competitorName: string;
  /** Show monthly costs, or the cost of a year (12 × the monthly price). */
  period: SavingsPeriod;
  /** Our product's name; defaults to Rivalscope. */
  ourName?: string;
  width?: number;
}

/** Whole dollars read like the spec's prices ('$39', '$79'); cents only when there are some. */
export function formatPrice(value: number): string {
  return `$${formatNumber(value, Number.isInteger(value) ? 0 : 2)}`;
}

/** The cost of one period and what we save against the competitor (never below 0). */
export function savingsFor(ourPrice: number, competitorPrice: number, period: SavingsPeriod) {
  for (const price of [ourPrice, competitorPrice]) {
    if (!(price >= 0) || !Number.isFinite(price)) {
      throw new RangeError(fill(CHART_TEXT.savingsNegativePrice, { price: String(price) }));
    }
  }
  const months = period === 'annual' ? 12 : 1;
  const ours = Math.round(ourPrice * months * 100) / 100;
  const theirs = Math.round(competitorPrice * months * 100) / 100;
  return { ours, theirs, saving: Math.max(0, Math.round((theirs - ours) * 100) / 100) };
}

const LABEL_WIDTH = 128;
const VALUE_SPACE = 88;
const ROW_HEIGHT = 44;
const BAR_HEIGHT = 28;

/**
 * The comparison page's savings chart (doc 1 §2): our cost against a competitor's for a month or
 * a year, with the difference drawn as the saving.
 */
export function SavingsChart({
  ourPrice,
  competitorPrice,
  competitorName,
  period,
  ourName = CHART_TEXT.ourName,
  width = 560,
}: SavingsChartProps) {
  const { ours, theirs, saving } = savingsFor(ourPrice, competitorPrice, period);
  const unit = period === 'annual' ? CHART_TEXT.perYear : CHART_TEXT.perMonth;
  const periodLong = period === 'annual' ? CHART_TEXT.perYearLong : CHART_TEXT.perMonthLong;
  const height = ROW_HEIGHT * 2;
  const length = scaleLinear<number>({
    domain: [0, Math.max(ours, theirs, 1)],
    range: [0, width - LABEL_WIDTH - VALUE_SPACE],
  });
  const values = {
    ours: ourName,
    ourPrice: formatPrice(ours),
    competitor: competitorName,
    competitorPrice: formatPrice(theirs),
    period: periodLong,
    saving: `${formatPrice(saving)}${unit}`,
  };
  const summary = fill(saving > 0 ? CHART_TEXT.savingsSummary : CHART_TEXT.savingsNoSaving, values);
  const headline = saving > 0 ? fill(CHART_TEXT.savingsYouSave, values) : CHART_TEXT.savingsNone;
  const rows = [
    { key: 'ours', name: ourName, cost: ours },
    { key: 'theirs', name: competitorName, cost: theirs },
  ] as const;

  return (
    <figure className={styles.savings} style={{ width }}>
      <p className={saving > 0 ? styles.headline : styles.headlineNone}>{headline}</p>
      <svg width={width} height={height} role="img" aria-label={summary}>
        <title>{summary}</title>
        {rows.map((row, index) => {
          const top = index * ROW_HEIGHT + (ROW_HEIGHT - BAR_HEIGHT) / 2;
          const barLength = length(row.cost);
          return (
            <Group key={row.key}>
              <Text
                className={styles.name}
                x={LABEL_WIDTH - 12}
                y={top + BAR_HEIGHT / 2}
                textAnchor="end"
                verticalAnchor="middle"
              >
                {row.name}
              </Text>
              <Bar
                className={row.key === 'ours' ? styles.ours : styles.theirs}
                data-testid={`savings-bar-${row.key}`}
                x={LABEL_WIDTH}
                y={top}
                width={barLength}
                height={BAR_HEIGHT}
                rx={3}
              />
              {row.key === 'ours' && saving > 0 && (
                <Bar
                  className={styles.saving}
                  data-testid="savings-bar-saving"
                  x={LABEL_WIDTH + barLength}
                  y={top}
                  width={length(saving)}
                  height={BAR_HEIGHT}
                  rx={3}
                />
              )}
              <Text
                className={styles.cost}
                x={LABEL_WIDTH + (row.key === 'ours' ? length(Math.max(ours, theirs)) : barLength) + 8}
                y={top + BAR_HEIGHT / 2}
                verticalAnchor="middle"
              >
                {`${formatPrice(row.cost)}${unit}`}
              </Text>
            </Group>
          );
        })}
      </svg>
      <ChartDataTable
        caption={`${CHART_TEXT.savingsLabel} ${periodLong}`}
        columns={[CHART_TEXT.tableRow, `${CHART_TEXT.tableCost} ${periodLong}`]}
        rows={[
          ...rows.map((row) => ({ key: row.key, header: row.name, values: [formatPrice(row.cost)] })),
          { key: 'saving', header: CHART_TEXT.savingsLabel, values: [formatPrice(saving)] },
        ]}
      />
    </figure>
  );
}
