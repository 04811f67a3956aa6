/**
 * The admin area's mock state: the data sources (the settings change with UpdateCollectorSettings),
 * the job queue, the failed checks and the import runs. An uploaded file becomes a new run that
 * advances one step per GetImportRun poll (running half-way through its bytes, then done with refused rows), so the
 * upload page's polling shows its progress without a clock.
 */
import {
  buildDataSources,
  buildFailedChecks,
  buildImportRuns,
  buildJobQueueStatus,
  buildRefusedRows,
} from '../fixtures';
import type { Schemas } from '../spec';

export interface AdminState {
  dataSources: Schemas['DataSources'];
  jobQueue: Schemas['JobQueueStatus'];
  failedChecks: Schemas['FailedCheck'][];
  runs: Schemas['ImportRun'][];
  /** Refused rows by run id. */
  refused: Map<number, Schemas['RefusedRow'][]>;
  /** Polls each uploaded run has had so far. */
  polls: Map<number, number>;
}

export function emptyAdmin(): AdminState {
  const runs = buildImportRuns();
  return {
    dataSources: buildDataSources(),
    jobQueue: buildJobQueueStatus(),
    failedChecks: buildFailedChecks(),
    runs,
    refused: new Map([[runs[0]!.id, buildRefusedRows()]]),
    polls: new Map(),
  };
}

/** Rows of an uploaded mock file: 1,200 read, 3 of them refused. */
export const UPLOADED_ROWS = 1200;

/** Records an uploaded file as a queued run; answers its id. */
export function addUploadedRun(
  admin: AdminState,
  upload: {
    kind: Schemas['ImportKind'];
    fileName: string;
    fileSize: number;
    country: string;
    month: string;
    site: string | null;
  },
): number {
  const id = Math.max(0, ...admin.runs.map((r) => r.id)) + 1;
  admin.runs.unshift({
    id,
    ...upload,
    status: 'queued',
    rowsRead: 0,
    rowsStored: 0,
    rowsRefused: 0,
    bytesRead: 0,
    startedAt: '2026-11-26T10:30:00.000Z',
    finishedAt: null,
    lastError: null,
  });
  admin.polls.set(id, 0);
  return id;
}

/** The run as the next poll sees it: an uploaded run moves to running half-way, then to done. */
export function pollRun(admin: AdminState, id: number): Schemas['ImportRunDetail'] | undefined {
  const run = admin.runs.find((r) => r.id === id);
  if (!run) return undefined;
  const polls = admin.polls.get(id);
  if (polls !== undefined) {
    admin.polls.set(id, polls + 1);
    if (polls === 0)
      Object.assign(run, {
        status: 'running',
        rowsRead: UPLOADED_ROWS / 2,
        rowsStored: UPLOADED_ROWS / 2 - 1,
        rowsRefused: 1,
        bytesRead: Math.round(run.fileSize / 2),
      });
    if (polls >= 1 && run.status !== 'done') {
      const refused = buildRefusedRows();
      Object.assign(run, {
        status: 'done',
        rowsRead: UPLOADED_ROWS,
        rowsStored: UPLOADED_ROWS - refused.length,
        rowsRefused: refused.length,
        bytesRead: run.fileSize,
        finishedAt: '2026-11-26T10:30:04.000Z',
      });
      admin.refused.set(id, refused);
    }
  }
  return {
    run: { ...run },
    refused: [...(admin.refused.get(id) ?? []).filter((r) => run.status !== 'running' || r.line < 100)],
  };
}
