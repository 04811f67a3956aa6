import { layout } from '@upsetjs/venn.js';
import { Group } from '@visx/group';
import { Text } from '@visx/text';
import { useMemo } from 'react';

import { abbreviateNumber, formatNumber } from '../../../lib/format';
import { fill } from '../../../lib/spec/text';
import { ChartDataTable } from '../ChartDataTable/ChartDataTable';
import { CHART_TEXT } from '../chartText';
import styles from './VennChart.module.css';

export interface VennSet {
  /** e.g. a domain name. Unique within the chart. */
  name: string;
  /** The whole set, overlaps included (e.g. the domain's keyword count). */
  size: number;
}

export interface VennOverlap {
  /** Two or three of the set names. */
  sets: readonly string[];
  /** Items the named sets share (e.g. keywords both domains rank for). */
  size: number;
}

export interface VennChartProps {
  /** What the chart compares, e.g. "Shared keywords"; names the drawing and captions its table. */
  label: string;
  /** Two or three sets; any other count is a developer error. */
  sets: readonly VennSet[];
  overlaps: readonly VennOverlap[];
  width?: number;
  height?: number;
}

/** Two or three sets with known names and sizes of at least 0; throws otherwise. */
export function validateVenn(sets: readonly VennSet[], overlaps: readonly VennOverlap[]): void {
  if (sets.length < 2 || sets.length > 3) {
    throw new RangeError(fill(CHART_TEXT.vennSetCount, { count: sets.length }));
  }
  const names = new Set(sets.map((set) => set.name));
  for (const area of [...sets.map((set) => ({ sets: [set.name], size: set.size })), ...overlaps]) {
    if (!(area.size >= 0) || !Number.isFinite(area.size)) {
      throw new RangeError(
        fill(CHART_TEXT.vennNegativeSize, { size: String(area.size), sets: area.sets.join(CHART_TEXT.setJoiner) }),
      );
    }
    for (const name of area.sets) {
      if (!names.has(name)) throw new Error(fill(CHART_TEXT.vennUnknownSet, { set: name }));
    }
  }
}

const PADDING = 16;
const TONES = ['one', 'two', 'three'] as const;

/**
 * An area-proportional Venn diagram of 2 or 3 sets (Keyword Kombat: domains' shared keywords).
 * The layout comes from @upsetjs/venn.js (venn() inside layout(): greedy placement, then scaled
 * and centred in width × height); drawing and labels are React/visx.
 */
export function VennChart({ label, sets, overlaps, width = 480, height = 320 }: VennChartProps) {
  validateVenn(sets, overlaps);
  const areas = useMemo(
    () => [...sets.map((set) => ({ sets: [set.name], size: set.size })), ...overlaps],
    [sets, overlaps],
  );
  const placed = useMemo(() => layout(areas, { width, height, padding: PADDING }), [areas, width, height]);
  const described = areas.map((area) => `${area.sets.join(CHART_TEXT.setJoiner)} ${formatNumber(area.size)}`);
  const summary = fill(CHART_TEXT.vennSummary, { label, sets: described.join(', ') });

  return (
    <div className={styles.venn}>
      <svg width={width} height={height} role="img" aria-label={summary}>
        <title>{summary}</title>
        {placed
          .filter((area) => area.data.sets.length === 1)
          .map((area, index) => {
            const circle = area.circles[0];
            if (!circle) return null;
            return (
              <circle
                key={area.data.sets[0]}
                className={`${styles.circle} ${styles[TONES[index] ?? 'one']}`}
                data-testid="venn-circle"
                data-set={area.data.sets[0]}
                cx={circle.x}
                cy={circle.y}
                r={circle.radius}
              />
            );
          })}
        {placed.map((area) => {
          const key = area.data.sets.join('|');
          const text = area.text as { x: number; y: number; disjoint?: boolean };
          const onCanvas = !text.disjoint && text.x >= 0 && text.x <= width && text.y >= 0 && text.y <= height;
          if (!onCanvas || (area.data.sets.length > 1 && area.data.size === 0)) return null;
          const single = area.data.sets.length === 1;
          return (
            <Group key={key} data-testid="venn-label" data-sets={key}>
              {single && (
                <Text className={styles.setName} x={text.x} y={text.y - 2} textAnchor="middle" verticalAnchor="end">
                  {area.data.sets[0]}
                </Text>
              )}
              <Text
                className={single ? styles.setSize : styles.overlapSize}
                x={text.x}
                y={single ? text.y + 2 : text.y}
                textAnchor="middle"
                verticalAnchor={single ? 'start' : 'middle'}
              >
                {abbreviateNumber(area.data.size)}
              </Text>
            </Group>
          );
        })}
      </svg>
      <ChartDataTable
        caption={label}
        columns={[CHART_TEXT.tableSets, CHART_TEXT.tableSize]}
        rows={areas.map((area) => ({
          key: area.sets.join('|'),
          header: area.sets.join(CHART_TEXT.setJoiner),
          values: [formatNumber(area.size)],
        }))}
      />
    </div>
  );
}
