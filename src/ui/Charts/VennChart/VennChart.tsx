import { intersectionAreaPath, layout } from '@upsetjs/venn.js';
import { Group } from '@visx/group';
import { Text } from '@visx/text';
import { Fragment, useId, useMemo, useState, type KeyboardEvent, type MouseEvent } from 'react';

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
  /**
   * Makes every region selectable (a click in it, or Enter/Space on its label): called with the
   * region's key, its sets' names in the chart's order joined by '|' (`a.com|b.com` is the part
   * a.com and b.com share and no third set holds).
   */
  onRegionSelect?: (regionKey: string) => void;
  /** The key of the region drawn highlighted (and pressed); none when null or absent. */
  selectedRegion?: string | null;
  /** A region's accessible name, e.g. with its own count; 'Only a.com & b.com' when absent. */
  regionName?: (sets: readonly string[]) => string;
}

/** Key of a region: its sets' names in the chart's order, joined by '|'. */
export const vennRegionKey = (sets: readonly string[]) => sets.join('|');

/** Our default accessible name of a selectable region (the chart knows no region's own count). */
const REGION_NAME = 'Only {sets}';
const defaultRegionName = (sets: readonly string[]) => fill(REGION_NAME, { sets: sets.join(CHART_TEXT.setJoiner) });

interface PlacedCircle {
  name: string;
  x: number;
  y: number;
  radius: number;
}

/** The region a point lies in: exactly the sets whose circles hold it, in the chart's order (null: none). */
function regionAt(point: { x: number; y: number }, circles: readonly PlacedCircle[]): string | null {
  const inside = circles.filter((c) => Math.hypot(point.x - c.x, point.y - c.y) <= c.radius).map((c) => c.name);
  return inside.length === 0 ? null : vennRegionKey(inside);
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
/** The pointer and focus target of a region's button, centred on its label (px). */
const REGION_TARGET_RADIUS = 18;
const TONES = ['one', 'two', 'three'] as const;

/**
 * An area-proportional Venn diagram of 2 or 3 sets (Keyword Kombat: domains' shared keywords).
 * The layout comes from @upsetjs/venn.js (venn() inside layout(): greedy placement, then scaled
 * and centred in width × height); drawing and labels are React/visx.
 */
export function VennChart({
  label,
  sets,
  overlaps,
  width = 480,
  height = 320,
  onRegionSelect,
  selectedRegion = null,
  regionName = defaultRegionName,
}: VennChartProps) {
  validateVenn(sets, overlaps);
  const maskId = useId();
  const [focusedRegion, setFocusedRegion] = useState<string | null>(null);
  const areas = useMemo(
    () => [...sets.map((set) => ({ sets: [set.name], size: set.size })), ...overlaps],
    [sets, overlaps],
  );
  const placed = useMemo(() => layout(areas, { width, height, padding: PADDING }), [areas, width, height]);
  const described = areas.map((area) => `${area.sets.join(CHART_TEXT.setJoiner)} ${formatNumber(area.size)}`);
  const summary = fill(CHART_TEXT.vennSummary, { label, sets: described.join(', ') });
  const circles: PlacedCircle[] = placed.flatMap((area) => {
    const circle = area.data.sets.length === 1 ? area.circles[0] : undefined;
    return circle ? [{ name: area.data.sets[0]!, x: circle.x, y: circle.y, radius: circle.radius }] : [];
  });
  const isSelectable = onRegionSelect !== undefined;

  // A pointer selects the region under it (the regions are not shapes of their own); the keyboard
  // reaches each region through its label, which is a button.
  const selectAt = (event: MouseEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const key = regionAt({ x: event.clientX - box.left, y: event.clientY - box.top }, circles);
    if (key !== null && onRegionSelect) onRegionSelect(key);
  };
  const selectByKey = (event: KeyboardEvent, key: string) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onRegionSelect?.(key);
  };

  /** The region's shape: its sets' common area, the other circles cut away by a mask. */
  const regionShape = (key: string, className: string) => {
    const names = key.split('|');
    const members = circles.filter((c) => names.includes(c.name));
    if (members.length !== names.length) return null;
    const others = circles.filter((c) => !names.includes(c.name));
    const id = `${maskId}-${className}`;
    return (
      <g data-testid={`venn-${className}`} data-sets={key}>
        <mask id={id}>
          <rect width={width} height={height} fill="white" />
          {others.map((c) => (
            <circle key={c.name} cx={c.x} cy={c.y} r={c.radius} fill="black" />
          ))}
        </mask>
        <path
          className={styles[className]}
          d={intersectionAreaPath(members.map((c) => ({ ...c, setid: c.name })))}
          mask={`url(#${id})`}
        />
      </g>
    );
  };

  return (
    <div className={styles.venn}>
      {/* With selectable regions the drawing holds buttons, so it is a group, not an image. */}
      <svg
        width={width}
        height={height}
        role={isSelectable ? 'group' : 'img'}
        aria-label={summary}
        className={isSelectable ? styles.selectable : undefined}
        onClick={isSelectable ? selectAt : undefined}
      >
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
        {isSelectable && selectedRegion !== null && regionShape(selectedRegion, 'selected')}
        {isSelectable && focusedRegion !== null && regionShape(focusedRegion, 'focused')}
        {placed.map((area) => {
          const key = area.data.sets.join('|');
          const text = area.text as { x: number; y: number; disjoint?: boolean };
          const onCanvas = !text.disjoint && text.x >= 0 && text.x <= width && text.y >= 0 && text.y <= height;
          if (!onCanvas || (area.data.sets.length > 1 && area.data.size === 0)) return null;
          const single = area.data.sets.length === 1;
          const isPressed = selectedRegion === key;
          return (
            <Fragment key={key}>
              <Group
                data-testid="venn-label"
                data-sets={key}
                className={isSelectable && isPressed ? styles.pressedLabel : undefined}
              >
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
              {/* The region's button: apart from the label, so its name need not repeat the label's abbreviated count. */}
              {isSelectable && (
                <g
                  role="button"
                  tabIndex={0}
                  aria-label={regionName(area.data.sets)}
                  aria-pressed={isPressed}
                  className={styles.region}
                  data-testid="venn-region"
                  data-sets={key}
                  onKeyDown={(event) => selectByKey(event, key)}
                  onFocus={() => setFocusedRegion(key)}
                  onBlur={() => setFocusedRegion(null)}
                >
                  <circle className={styles.regionTarget} cx={text.x} cy={text.y} r={REGION_TARGET_RADIUS} />
                </g>
              )}
            </Fragment>
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
