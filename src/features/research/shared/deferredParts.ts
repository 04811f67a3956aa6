/**
 * The heavy parts of a research page — the table (TanStack), the charts (d3 scales), and what
 * only some visits meet (the search prompt of a page opened without a search, the Retry button of
 * a failed read: react-aria) — in chunks of their own, so a page's first render needs none of
 * them: a block shows its grey rows until its part is in (ResearchBlock suspends on it). A screen
 * preloads the parts once it has rendered.
 */
import { lazy } from 'react';

import type { Button as ButtonComponent } from '../../../ui/Button/Button';
import type { HistoryChart as HistoryChartComponent } from '../../../ui/Charts/HistoryChart/HistoryChart';
import type { Table as TableComponent } from '../../../ui/Table/Table';

const loadTable = () => import('../../../ui/Table/Table');
const loadHistoryChart = () => import('../../../ui/Charts/HistoryChart/HistoryChart');
const loadButton = () => import('../../../ui/Button/Button');

// lazy() drops a generic component's type parameter: the casts give callers Table<Row> back.
export const DeferredTable = lazy(() =>
  loadTable().then((module) => ({ default: module.Table })),
) as unknown as typeof TableComponent;
export const DeferredHistoryChart = lazy(() =>
  loadHistoryChart().then((module) => ({ default: module.HistoryChart })),
) as unknown as typeof HistoryChartComponent;

export const DeferredButton = lazy(() =>
  loadButton().then((module) => ({ default: module.Button })),
) as unknown as typeof ButtonComponent;
export const DeferredSearchPrompt = lazy(() =>
  import('./SearchPrompt').then((module) => ({ default: module.SearchPrompt })),
);

/**
 * Starts loading the parts (and a page's own `more`) after the first render, while the page's data
 * is on its way.
 */
export function preloadBlockParts(...more: (() => Promise<unknown>)[]): void {
  // A failed preload is retried by the lazy component itself when the block renders.
  for (const load of [loadTable, loadHistoryChart, loadButton, ...more]) load().catch(() => undefined);
}
