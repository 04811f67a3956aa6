/** CSV and Google Sheets exports (doc 2 §7): pending, then ready on the first status poll. */
import {
  buildExportNotification,
  buildGoogleSheetsExportNotification,
  buildReadyExportNotification,
  EXAMPLE_CSV,
} from '../fixtures';
import { http } from '../http';
import { mockFor } from '../registry';

export const exportHandlers = [
  mockFor(
    'exportCsv',
    http.post('/Endpoints/Core/ExportCsv', async ({ request, response }) => {
      const { filename } = await request.json();
      const pending = buildExportNotification();
      return response(202).json({ ...pending, labels: { ...pending.labels, title: `${filename}.csv` } });
    }),
  ),
  mockFor(
    'exportGoogleSheets',
    http.post('/Endpoints/Core/ExportGoogleSheets', ({ response }) =>
      response(202).json(buildGoogleSheetsExportNotification()),
    ),
  ),
  mockFor(
    'getExportStatus',
    http.get('/Endpoints/Core/GetExportStatus', ({ query, response }) => {
      const sessionId = query.get('sessionId') ?? '';
      const ready = buildReadyExportNotification();
      return response(200).json({ ...ready, sessionId, url: `/Endpoints/Core/Download/${sessionId}` });
    }),
  ),
  mockFor(
    'downloadExport',
    http.get('/Endpoints/Core/Download/{sessionId}', ({ response }) =>
      response(200).text(EXAMPLE_CSV, {
        headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="export.csv"' },
      }),
    ),
  ),
];
