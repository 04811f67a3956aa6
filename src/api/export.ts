/**
 * API calls of the `export` tag: CSV and Google Sheets exports (doc 2 §7).
 * One function per operation, named after its operationId and typed from schema.gen.ts, so a change in
 * openapi/ breaks the build here. Each resolves with the 2xx body or throws an ApiError (see
 * ./client.ts).
 */
import { type Data, get, type JsonBody, post, type Query, type ResponseBody } from './client';
import { DEFAULT_CSV_FILENAME, requestExportFile, type ExportFile, type QueuedExport } from './download';

/** POST /Endpoints/Core/ExportCsv: Export rows to CSV. */
export function exportCsv(
  body: JsonBody<'exportCsv'>,
): Promise<ExportFile | QueuedExport<ResponseBody<'exportCsv', 202>>> {
  return requestExportFile('/Endpoints/Core/ExportCsv', body, { fallbackName: DEFAULT_CSV_FILENAME });
}

/** POST /Endpoints/Core/ExportGoogleSheets: Export rows to a new Google Sheet. */
export function exportGoogleSheets(body: JsonBody<'exportGoogleSheets'>): Promise<Data<'exportGoogleSheets'>> {
  return post('/Endpoints/Core/ExportGoogleSheets', body);
}

/**
 * GET /Endpoints/Core/GetExportStatus: Poll a queued export (every 3 s until isReady or isError). Path or payload
 * of our design (x-inferred).
 */
export function getExportStatus(query: Query<'getExportStatus'>): Promise<Data<'getExportStatus'>> {
  return get('/Endpoints/Core/GetExportStatus', { query });
}
