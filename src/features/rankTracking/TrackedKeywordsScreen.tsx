import { useState } from 'react';

import { TRACKING_WEEKS, sortQuery } from './rankTracking';
import { TrackedKeywordsView } from './TrackedKeywordsView';
import { useTrackingProjects } from './useTrackingProjects';
import { getRankTracking } from '../../api/keywords';
import { DEFAULT_PAGE_SIZE } from '../../lib/spec/workspace';
import type { TableSort } from '../../ui/Table/Table';
import { useFrame } from '../shell/frameContext';
import { useLinkTo } from '../shell/links';
import { useLoader } from '../shell/useLoader';

/**
 * Route tracking (/tracking): the chosen project's tracked keywords and their weekly positions for
 * its domain (GetRankTracking, read again on each sort, filter and page).
 */
export function TrackedKeywordsScreen() {
  const { title, section } = useFrame();
  const linkTo = useLinkTo();
  const projects = useTrackingProjects();
  const projectId = projects.project?.id ?? null;
  const [sort, setSort] = useState<TableSort | null>({ columnId: 'keyword', direction: 'asc' });
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

  return (
    <TrackedKeywordsView
      title={title}
      section={section}
      access={projects.access}
      projects={projects.projects}
      projectId={projectId}
      onProjectChange={(id) => {
        setStartRow(1);
        projects.onProjectChange(id);
      }}
      load={tracking.load}
      data={tracking.data}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        setStartRow(1);
      }}
      filter={filter}
      onFilterChange={(next) => {
        setFilter(next);
        setStartRow(1);
      }}
      startRow={startRow}
      pageSize={pageSize}
      onStartRowChange={setStartRow}
      onPageSizeChange={(size) => {
        setPageSize(size);
        setStartRow(1);
      }}
      loginHref={projects.loginHref}
      createProjectHref={projects.createProjectHref}
      addKeywordsHref={projects.addKeywordsHref}
      editProjectHref={projects.editProjectHref}
      rankTrackerHref={linkTo('rank-tracking', {}, projectId ? { project: projectId } : {})}
      onRetryProjects={projects.onRetryProjects}
      onRetry={tracking.retry}
    />
  );
}
