import { useEffect } from 'react';

import { cancelImportJob, retryImportJob, startImportJob, useImportJob, type SendBatch } from './importJobs';
import { ImportProgressView } from './ImportProgressView';
import { importOutreach } from '../../../../api/workspace';
import { usePanel } from '../../panel/panelContext';
import type { PanelViewProps } from '../../panel/panelViewProps';

/** One importOutreach call per batch into the job's project. */
const sendTo =
  (projectId: string): SendBatch =>
  (entries) =>
    importOutreach({ projectId, entries: [...entries] });

/**
 * Panel view import-progress (params.projectId, importId): sends the import's batches (the job
 * lives in the import store, so it keeps going while the panel shows another view, and this view
 * shows where it stands on return). An importId the store does not know (after a reload) says so
 * and leads back to outreach-import.
 */
export default function ImportProgressScreen({ params }: PanelViewProps) {
  const panel = usePanel();
  const job = useImportJob(params.importId);
  const importId = job?.importId;
  const jobProjectId = job?.projectId;
  const projectId = jobProjectId ?? params.projectId ?? panel.activeProjectId;

  // A new job starts here; one already going is left to its loop (startImportJob ignores it).
  useEffect(() => {
    if (importId && jobProjectId) void startImportJob(importId, sendTo(jobProjectId));
  }, [importId, jobProjectId]);

  return (
    <ImportProgressView
      job={job}
      onCancel={() => importId && cancelImportJob(importId)}
      onRetry={() => importId && jobProjectId && void retryImportJob(importId, sendTo(jobProjectId))}
      onOpenLinks={() => panel.navigate('links', { projectId })}
      onOpenWebsites={() => panel.navigate('websites', { projectId })}
      onNewImport={() => panel.navigate('outreach-import', { projectId })}
    />
  );
}
