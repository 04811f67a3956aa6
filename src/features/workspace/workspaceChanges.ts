/**
 * Changes to a project's data made outside the view that shows it — an Add keyword or Add URL
 * button in a research row while the panel lists that project's keywords or links. The button
 * announces the change; the views showing that data for that project read it again, quietly.
 */
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';

import { ALL_PROJECTS_ID } from './panel/panelViews';
import { defineStore } from '../../state/registry';

/** What changed: a project's keywords (with their groups and labels) or its outreach links. */
export type ProjectData = 'keywords' | 'links';

const keyOf = (data: ProjectData, projectId: string) => `${data}:${projectId}`;

export const workspaceChanges = defineStore('workspaceChanges', () => ({
  /** How many changes each project's data has had since the page loaded, by `keyOf`. */
  counts: {} as Record<string, number>,
}));

/** Says that a project's data changed, so every view showing it reads it again. */
export function announceChange(data: ProjectData, projectId: string): void {
  const key = keyOf(data, projectId);
  workspaceChanges.counts[key] = (workspaceChanges.counts[key] ?? 0) + 1;
}

/** Calls `refresh` whenever a change to this project's data is announced (not on mount). */
export function useRefreshOnChange(data: ProjectData, projectId: string | undefined, refresh: () => void): void {
  const { counts } = useSnapshot(workspaceChanges);
  const key = projectId ? keyOf(data, projectId) : '';
  // The all-projects state shows every project's data: any project's change counts.
  const count =
    projectId === ALL_PROJECTS_ID
      ? Object.entries(counts).reduce((sum, [k, n]) => (k.startsWith(`${data}:`) ? sum + n : sum), 0)
      : key
        ? (counts[key] ?? 0)
        : 0;
  const seen = useRef({ key, count });
  useEffect(() => {
    const before = seen.current;
    seen.current = { key, count };
    // Another project is a new read of its own (the view's deps), not a change to refresh for.
    if (before.key === key && before.count !== count) refresh();
  }, [key, count, refresh]);
}
