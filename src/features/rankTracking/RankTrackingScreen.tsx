import { useState } from 'react';

import { TRACKING_WEEKS, sortQuery, type HistoryMetric } from './rankTracking';
import { RankTrackingView } from './RankTrackingView';
import { useTrackingProjects } from './useTrackingProjects';
import { ApiError } from '../../api/client';
import { getRankTracking } from '../../api/keywords';
import { getProjectCompetitors, saveProjectCompetitors } from '../../api/projects';
import { DEFAULT_PAGE_SIZE } from '../../lib/spec/workspace';
import type { TableSort } from '../../ui/Table/Table';
import { useFrame } from '../shell/frameContext';
import { useLoader } from '../shell/useLoader';

/**
 * Route rank-tracking (/rank-tracking): the chosen project's rank tracking (GetRankTracking, read
 * again on each sort, filter and page) and its competitors (read, and saved from the editor, after
 * which the tracking is read again for the new domains).
 */
export function RankTrackingScreen() {
  const { title, section } = useFrame();
  const projects = useTrackingProjects();
  const projectId = projects.project?.id ?? null;
  const [sort, setSort] = useState<TableSort | null>({ columnId: 'position:0', direction: 'asc' });
  const [filter, setFilter] = useState('');
  const [startRow, setStartRow] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [metric, setMetric] = useState<HistoryMetric>('averagePosition');

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
  const competitors = useLoader(
    () => (projectId ? getProjectCompetitors({ projectId }) : Promise.resolve(null)),
    null,
    [projectId],
  );

  async function saveCompetitors(list: string[]) {
    if (!projectId) return;
    try {
      const saved = await saveProjectCompetitors({ projectId, competitors: list });
      competitors.setData(saved);
      tracking.refresh();
    } catch (error) {
      // The editor shows each refused domain's reason; anything else as a failed save.
      throw error instanceof ApiError ? { fields: error.fields } : { fields: [] };
    }
  }

  return (
    <RankTrackingView
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
      competitors={competitors.data?.competitors ?? null}
      competitorsLoad={competitors.load}
      onSaveCompetitors={saveCompetitors}
      metric={metric}
      onMetricChange={setMetric}
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
      onRetryProjects={projects.onRetryProjects}
      onRetry={() => {
        tracking.retry();
        if (competitors.load === 'failed') competitors.retry();
      }}
    />
  );
}
