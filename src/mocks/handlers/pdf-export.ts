/** PDF reports: on demand, by e-mail and scheduled (doc 2 §7); fixture-based. */
import * as db from '../db';
import {
  buildPdfEmailAccepted,
  buildPdfExportNotification,
  buildReadyPdfExportNotification,
  buildScheduledPdfReport,
} from '../fixtures';
import { http } from '../http';
import { mockFor } from '../registry';

const emailsOf = (value: FormDataEntryValue | null) => (typeof value === 'string' ? db.csvValues(value) : []);

export const pdfExportHandlers = [
  mockFor(
    'exportPdfAsync',
    http.post('/Endpoints/PdfExport/ExportAsync', ({ response }) => response(202).json(buildPdfExportNotification())),
  ),
  mockFor(
    'exportPdf',
    http.post('/Endpoints/PdfExport/Export', async ({ request, response }) => {
      const form = await request.formData();
      const sentTo = emailsOf(form.get('emailCsv'));
      // Download and e-mail both answer 202 here: the mock has no PDF to send (stories poll GetStatus).
      return response(202).json(buildPdfEmailAccepted(sentTo.length > 0 ? { sentTo } : {}));
    }),
  ),
  mockFor(
    'getPdfExportStatus',
    http.get('/Endpoints/PdfExport/GetStatus', ({ query, response }) => {
      const sessionId = query.get('sessionId') ?? '';
      return response(200).json({
        ...buildReadyPdfExportNotification(),
        sessionId,
        url: `/Endpoints/PdfExport/Download/${sessionId}`,
      });
    }),
  ),
  mockFor(
    'schedulePdfReport',
    http.post('/Endpoints/PdfExport/Schedule', ({ response }) =>
      response(200).json(buildScheduledPdfReport({ userId: db.getMockDb().user.userId, alertId: db.nextRowId() })),
    ),
  ),
  mockFor(
    'getScheduledPdfReports',
    http.get('/Endpoints/PdfExport/GetScheduledPdfReports', ({ query, response }) =>
      response(200).json([buildScheduledPdfReport({ userId: query.get('userId') ?? '' })]),
    ),
  ),
  mockFor(
    'updateScheduledPdfReports',
    http.post('/Endpoints/PdfExport/UpdateScheduledPdfReports', async ({ request, response }) => {
      const { reports } = await request.json();
      return response(200).json(
        reports.map(({ userId, alertId, ...changes }) => ({
          ...buildScheduledPdfReport({ userId, alertId }),
          ...changes,
        })),
      );
    }),
  ),
  mockFor(
    'deleteScheduledPdfReport',
    http.get('/Endpoints/PdfExport/DeleteScheduledPdfReport', ({ response }) =>
      response(200).json({ success: true, status: 'Scheduled report deleted' }),
    ),
  ),
];
