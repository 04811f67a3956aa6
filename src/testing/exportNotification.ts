import type { components } from '../api/schema.gen';

type ExportNotification = components['schemas']['ExportNotification'];

/** What a test changes of a notification: ready with its link, or failed. */
export type ExportNotificationChanges = Partial<Pick<ExportNotification, 'isReady' | 'isError' | 'url'>>;

/**
 * An export notification as ExportCsv (202) and GetExportStatus answer it, for the client's
 * export tests: pending unless `changes` say otherwise, its file named `title`.
 */
export function exportNotification(title: string, changes: ExportNotificationChanges = {}): ExportNotification {
  return {
    sessionId: 'd7e6f5a4-3b2c-4d1e-8f9a-0b1c2d3e4f5a',
    isReady: false,
    isError: false,
    url: null,
    labels: { title, pending: 'Preparing…', ready: 'Ready.', error: 'Failed.' },
    ...changes,
  };
}
