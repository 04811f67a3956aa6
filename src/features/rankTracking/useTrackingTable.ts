import { useState } from 'react';

import { TRACKING_WEEKS, sortQuery } from './rankTracking';
import type { TrackingViewProps } from './TrackingStates';
import type { TrackingTableControls } from './TrackingTable';
import type { useTrackingProjects } from './useTrackingProjects';
import { getRankTracking } from '../../api/keywords';
import { DEFAULT_PAGE_SIZE } from '../../lib/spec/workspace';
import type { TableSort } from '../../ui/Table/Table';
import { useLoader } from '../shell/useLoader';

/**
 * The shown project's tracking as both pages' keyword table reads it: GetRankTracking, read again
 * on each sort, filter and page. A new sort, filter, page size or project starts at the first row.
 */
export function useTrackingTable(projects: ReturnType<typeof useTrackingProjects>, initialSort: TableSort) {
  const projectId = projects.project?.id ?? null;
  const [sort, setSort] = useState<TableSort | null>(initialSort);
  const [filter, setFilter] = useState('');
  const [startRow, setStartRow] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);

  const tracking = useLoader(
    () =>
      projectId
        ? getRankTracking({
            projectId,
            weeks: TRACKING_WEEKS,
            ...sortQuery(sort),
            ...(filter ? { filterTerm: filter } : {}),
            startRow,
            rowsToDisplay: pageSize,
          })
        : Promise.resolve(null),
    null,
    [projectId, sort, filter, startRow, pageSize],
  );

  const controls: TrackingTableControls = {
    sort,
    onSortChange: (next) => {
      setSort(next);
      setStartRow(1);
    },
    filter,
    onFilterChange: (next) => {
      setFilter(next);
      setStartRow(1);
    },
    startRow,
    pageSize,
    onStartRowChange: setStartRow,
    onPageSizeChange: (size) => {
      setPageSize(size);
      setStartRow(1);
    },
  };
  const onProjectChange = (id: string) => {
    setStartRow(1);
    projects.onProjectChange(id);
  };
  /** The view props both pages take alike (the frame's title and section come from the screen's frame). */
  const viewProps = {
    access: projects.access,
    projects: projects.projects,
    projectId,
    onProjectChange,
    load: tracking.load,
    data: tracking.data,
    ...controls,
    loginHref: projects.loginHref,
    createProjectHref: projects.createProjectHref,
    addKeywordsHref: projects.addKeywordsHref,
    onRetryProjects: projects.onRetryProjects,
    onRetry: tracking.retry,
  } satisfies Omit<TrackingViewProps, 'title' | 'section'> & TrackingTableControls;
  return { projectId, tracking, viewProps };
}
