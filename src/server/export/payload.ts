/**
 * ExportCsv's request: the decoded jsonString (an ExportJsonPayload, checked against the contract
 * here: Fastify only checks that it is text), the caller's row limit, and the file of rows the
 * client holds.
 */
import bundle from '../../api/openapi.gen.json';
import type { components } from '../../api/schema.gen';
import { csvText, type CsvValue } from '../../lib/csv';
import type { OpenApiBundle } from '../../lib/openapi/operations';
import { createSpecValidator } from '../../lib/openapi/specValidator';
import { MAX_EXPORT_ROWS_DEFAULT } from '../../lib/spec/workspace';
import type { UserRow } from '../db/schema';
import { FieldValidationError, HttpError } from '../errors';

/** The contract's ExportJsonPayload (its anyOf leaves the generated type unknown). */
export interface ExportJsonPayload {
  columns?: components['schemas']['ExportColumn'][];
  rows?: Record<string, CsvValue>[];
  source?: components['schemas']['ExportSource'];
  maxRows?: number;
}

export const EXPORT_TEXT = {
  notFullUser: 'Exports are for full accounts. Upgrade to export rows.',
  overCap: 'Your plan exports at most {max} rows.',
  notFound: 'No such export in your account.',
} as const;

const validator = createSpecValidator(bundle as unknown as OpenApiBundle);

/** The field a validation error of the decoded payload names: body.<its path>, or body.jsonString. */
function fieldOf(instancePath: string): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path === '' ? 'body.jsonString' : `body.${path}`;
}

/** The decoded payload, or a 400 naming what is wrong with it. */
export function decodePayload(jsonString: string): ExportJsonPayload {
  let decoded: unknown;
  try {
    decoded = JSON.parse(jsonString);
  } catch {
    throw new FieldValidationError([{ field: 'body.jsonString', message: 'is not JSON text' }]);
  }
  const errors = validator.validateComponent('ExportJsonPayload', decoded);
  if (errors.length > 0) {
    throw new FieldValidationError(
      errors.map((text) => {
        const space = text.indexOf(' ');
        const path = text.slice(0, space);
        return { field: fieldOf(path === '(root)' ? '' : path), message: text.slice(space + 1) };
      }),
    );
  }
  return decoded as ExportJsonPayload;
}

/**
 * The rows an export may hold: the request's maxRows (default 500,000) within the plan's
 * maxExportRows, unless hasUnlimitedExportRows. A free account, a plan without export rows, or a
 * maxRows above the plan's cap is a 403.
 */
export function exportRowLimit(planHolder: UserRow, requested: number | undefined): number {
  if (planHolder.is_full_user !== 1) throw new HttpError(403, EXPORT_TEXT.notFullUser, 'NOT_FULL_USER');
  const cap = planHolder.has_unlimited_export_rows === 1 ? Number.POSITIVE_INFINITY : planHolder.max_export_rows;
  const overCap = () =>
    new HttpError(403, EXPORT_TEXT.overCap.replace('{max}', cap.toLocaleString('en-US')), 'EXPORT_ROWS_EXCEEDED');
  if (cap < 1 || (requested !== undefined && requested > cap)) throw overCap();
  return Math.min(requested ?? MAX_EXPORT_ROWS_DEFAULT, cap);
}

/** The CSV of rows the client holds: its columns' headers, or the rows' keys when it sent none. */
export function clientRowsCsv(payload: ExportJsonPayload, limit: number): string {
  const rows = payload.rows ?? [];
  if (rows.length > limit) {
    throw new HttpError(
      403,
      EXPORT_TEXT.overCap.replace('{max}', limit.toLocaleString('en-US')),
      'EXPORT_ROWS_EXCEEDED',
    );
  }
  const columns =
    payload.columns ?? [...new Set(rows.flatMap((row) => Object.keys(row)))].map((id) => ({ id, header: id }));
  return csvText(
    columns.map((c) => c.header),
    rows.map((row) => columns.map((c): CsvValue => row[c.id])),
  );
}
