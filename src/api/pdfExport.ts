/**
 * API calls of the `pdf-export` tag: PDF reports: on demand, by e-mail and scheduled (doc 2 §7).
 * One function per operation, named after its operationId and typed from schema.gen.ts, so a change in
 * openapi/ breaks the build here. Each resolves with the 2xx body or throws an ApiError (see
 * ./client.ts).
 */
import { type Data, type FormBody, get, type JsonBody, post, postForm, type Query, type ResponseBody } from './client';
import { DEFAULT_PDF_FILENAME, requestExportFile, type ExportFile, type QueuedExport } from './download';

/** GET /Endpoints/PdfExport/DeleteScheduledPdfReport: Delete a scheduled PDF report. */
export function deleteScheduledPdfReport(
  query: Query<'deleteScheduledPdfReport'>,
): Promise<Data<'deleteScheduledPdfReport'>> {
  return get('/Endpoints/PdfExport/DeleteScheduledPdfReport', { query });
}

/** POST /Endpoints/PdfExport/Export: Generate a PDF report now (download or email). */
export function exportPdf(
  body: FormBody<'exportPdf'>,
): Promise<ExportFile | QueuedExport<ResponseBody<'exportPdf', 202>>> {
  return requestExportFile('/Endpoints/PdfExport/Export', body, { fallbackName: DEFAULT_PDF_FILENAME, form: true });
}

/** POST /Endpoints/PdfExport/ExportAsync: Start generating a PDF report (poll GetStatus). */
export function exportPdfAsync(body: FormBody<'exportPdfAsync'>): Promise<Data<'exportPdfAsync'>> {
  return postForm('/Endpoints/PdfExport/ExportAsync', body);
}

/** GET /Endpoints/PdfExport/GetStatus: Poll a PDF export started with ExportAsync. */
export function getPdfExportStatus(query: Query<'getPdfExportStatus'>): Promise<Data<'getPdfExportStatus'>> {
  return get('/Endpoints/PdfExport/GetStatus', { query });
}

/** GET /Endpoints/PdfExport/GetScheduledPdfReports: The scheduled PDF reports of a user. */
export function getScheduledPdfReports(
  query: Query<'getScheduledPdfReports'>,
): Promise<Data<'getScheduledPdfReports'>> {
  return get('/Endpoints/PdfExport/GetScheduledPdfReports', { query });
}

/** POST /Endpoints/PdfExport/Schedule: Schedule a recurring PDF report (WEEKLY or MONTHLY). */
export function schedulePdfReport(body: FormBody<'schedulePdfReport'>): Promise<Data<'schedulePdfReport'>> {
  return postForm('/Endpoints/PdfExport/Schedule', body);
}

/**
 * POST /Endpoints/PdfExport/UpdateScheduledPdfReports: Update scheduled PDF reports (pause, frequency, day,
 * recipients). Path or payload of our design (x-inferred).
 */
export function updateScheduledPdfReports(
  body: JsonBody<'updateScheduledPdfReports'>,
): Promise<Data<'updateScheduledPdfReports'>> {
  return post('/Endpoints/PdfExport/UpdateScheduledPdfReports', body);
}
