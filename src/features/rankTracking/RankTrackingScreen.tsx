import { useState } from 'react';

import type { HistoryMetric } from './rankTracking';
import { RankTrackingView } from './RankTrackingView';
import { useTrackingProjects } from './useTrackingProjects';
import { useTrackingTable } from './useTrackingTable';
import { ApiError } from '../../api/client';
import { getProjectCompetitors, saveProjectCompetitors } from '../../api/projects';
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
  const { projectId, tracking, viewProps } = useTrackingTable(projects, {
    columnId: 'position:0',
    direction: 'asc',
  });
  const [metric, setMetric] = useState<HistoryMetric>('averagePosition');

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
      {...viewProps}
      competitors={competitors.data?.competitors ?? null}
      competitorsLoad={competitors.load}
      onSaveCompetitors={saveCompetitors}
      metric={metric}
      onMetricChange={setMetric}
      onRetry={() => {
        tracking.retry();
        if (competitors.load === 'failed') competitors.retry();
      }}
    />
  );
}
