/**
 * Exports (doc 2 §4, §7): CSV files for full users within their plan's export rows. Rows the client
 * holds come back as a file at once; a `source` is queued and built in the background from the same
 * server code as its research list (src/server/export), polled with GetExportStatus and fetched from
 * the notification's url. Google Sheets exports are not implemented (Google cannot be reached).
 */
import { planHolderOfRequest, requireUser, type HandlerContext } from './context';
import type { TagHandlers } from './operation';
import { HttpError } from '../errors';
import { attachmentOf, exportFile, exportStatus, queueExport } from '../export/jobs';
import { clientRowsCsv, decodePayload, EXPORT_TEXT, exportRowLimit } from '../export/payload';
import { checkExportSource } from '../export/sources';
import { requestExportPass } from '../export/worker';
import { projectAccountOf } from '../workspace/access';

const notFound = () => new HttpError(404, EXPORT_TEXT.notFound, 'EXPORT_NOT_FOUND');

export function createExportHandlers(ctx: HandlerContext): TagHandlers<'export'> {
  const { db } = ctx;

  return {
    async exportCsv(request, reply) {
      const user = requireUser(request);
      const planHolder = await planHolderOfRequest(db, request, user);
      const { filename, jsonString } = request.body;
      // Who may export is decided before the payload is read.
      exportRowLimit(planHolder, undefined);
      const payload = decodePayload(jsonString);
      const limit = exportRowLimit(planHolder, payload.maxRows);
      if (payload.source) {
        await checkExportSource(db, payload.source, { account: projectAccountOf(user) });
        const notification = await queueExport(db, user.id, filename, payload.source, limit);
        // Built at once in this process; the worker loop of main.ts is the safety net.
        requestExportPass(db).catch(() => undefined);
        return reply.code(202).send(notification);
      }
      const csv = clientRowsCsv(payload, limit);
      return reply
        .code(200)
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', attachmentOf(filename))
        .send(csv);
    },

    async getExportStatus(request) {
      const user = requireUser(request);
      const status = await exportStatus(db, user.id, request.query.sessionId);
      if (!status) throw notFound();
      return status;
    },

    async downloadExport(request, reply) {
      const user = requireUser(request);
      const file = await exportFile(db, user.id, request.params.sessionId);
      if (!file) throw notFound();
      return reply
        .code(200)
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', attachmentOf(file.filename))
        .send(file.csv);
    },
  };
}
