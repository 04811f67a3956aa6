/**
 * File downloads (doc 2 §7 "Generic CSV export returns a blob. The filename is read from the
 * content-disposition header."): POST to an export endpoint through the API client (so CSRF and the
 * other middleware apply), read the blob, name it from Content-Disposition and hand it to the
 * browser. A queued export (202, our design from doc 2 §4) comes back as its notification instead,
 * for the caller to poll.
 *
 * `filenameFromContentDisposition` is pure; `saveBlob` is the DOM part.
 */
import { send, toFormData, unwrap, type ResponseBody } from './client';
import type { operations } from './schema.gen';

/** File names used when Content-Disposition names none (our wording). */
// Our own default, kept beside its only use.
export const DEFAULT_CSV_FILENAME = 'export.csv';
// Our own default, kept beside its only use.
export const DEFAULT_PDF_FILENAME = 'report.pdf';

/** Characters no file system accepts in a name, and path separators. */
// eslint-disable-next-line no-control-regex
const UNSAFE_FILENAME = /[\u0000-\u001f\u007f<>:"/\\|?*]+/g;

function sanitize(name: string): string {
  return name.replace(UNSAFE_FILENAME, '_').trim();
}

function decodeExtValue(value: string): string | undefined {
  // RFC 5987 ext-value: charset'language'percent-encoded; only UTF-8 (and its ASCII subset) is decoded.
  const match = /^([\w!#$%&+^`{}~-]*)'[\w-]*'(.*)$/.exec(value);
  if (!match) return undefined;
  const charset = (match[1] ?? '').toLowerCase();
  const encoded = match[2] ?? '';
  if (charset !== 'utf-8' && charset !== 'us-ascii' && charset !== 'iso-8859-1') return undefined;
  try {
    if (charset === 'iso-8859-1') {
      return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    }
    return decodeURIComponent(encoded);
  } catch {
    return undefined;
  }
}

function unquote(value: string): string {
  const trimmed = value.trim();
  if (trimmed.startsWith('"')) {
    const end = trimmed.lastIndexOf('"');
    const inner = end > 0 ? trimmed.slice(1, end) : trimmed.slice(1);
    return inner.replace(/\\(.)/g, '$1');
  }
  return trimmed;
}

/** Splits header parameters on `;` outside quoted strings. */
function parameters(header: string): Map<string, string> {
  const result = new Map<string, string>();
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < header.length; i += 1) {
    const char = header[i];
    if (char === '\\' && quoted) {
      current += char + (header[i + 1] ?? '');
      i += 1;
      continue;
    }
    if (char === '"') quoted = !quoted;
    if (char === ';' && !quoted) {
      parts.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  parts.push(current);
  for (const part of parts.slice(1)) {
    const equals = part.indexOf('=');
    if (equals < 0) continue;
    const key = part.slice(0, equals).trim().toLowerCase();
    if (!result.has(key)) result.set(key, part.slice(equals + 1).trim());
  }
  return result;
}

/**
 * The file name in a Content-Disposition header: `filename*=UTF-8''…` (RFC 5987/6266) wins over
 * `filename="…"` or a bare `filename=…`; `fallback` when neither gives a usable name. Path
 * separators and characters file systems reject become `_`.
 */
export function filenameFromContentDisposition(header: string | null | undefined, fallback: string): string {
  if (!header) return fallback;
  const params = parameters(header);
  const extended = params.get('filename*');
  const candidates = [
    extended === undefined ? undefined : decodeExtValue(unquote(extended)),
    params.has('filename') ? unquote(params.get('filename') ?? '') : undefined,
  ];
  for (const candidate of candidates) {
    if (candidate === undefined) continue;
    const name = sanitize(candidate);
    if (name !== '' && !/^[._\s]+$/.test(name)) return name;
  }
  return fallback;
}

/** Hands a blob to the browser as a download: an object URL clicked through a temporary `<a download>`. */
export function saveBlob(blob: Blob, filename: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  doc.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked on the next task, after the browser has started the download.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

export interface ExportFile {
  kind: 'file';
  blob: Blob;
  filename: string;
}
export interface QueuedExport<N> {
  kind: 'queued';
  notification: N;
}

type FileExportPath = '/Endpoints/Core/ExportCsv' | '/Endpoints/PdfExport/Export';

/**
 * POSTs to an export endpoint that answers with a file (200) or queues the export (202 JSON).
 * JSON body by default; `form: true` sends multipart/form-data. Non-2xx throws an ApiError.
 */
export async function requestExportFile<N>(
  path: FileExportPath,
  body: object,
  options: { fallbackName: string; form?: boolean },
): Promise<ExportFile | QueuedExport<N>> {
  const result = await send('post', path, {
    body,
    parseAs: 'stream',
    ...(options.form ? { bodySerializer: toFormData } : {}),
  });
  unwrap(result);
  const { response } = result;
  if (response.status === 202 || (response.headers.get('Content-Type') ?? '').includes('application/json')) {
    return { kind: 'queued', notification: (await response.json()) as N };
  }
  const filename = filenameFromContentDisposition(response.headers.get('Content-Disposition'), options.fallbackName);
  return { kind: 'file', blob: await response.blob(), filename };
}

type CsvRequest = operations['exportCsv']['requestBody']['content']['application/json'];
type CsvQueued = ResponseBody<'exportCsv', 202>;

/**
 * POST /Endpoints/Core/ExportCsv and download the CSV it returns. Resolves with the saved file's
 * name, or with the notification of a queued export (nothing is downloaded then).
 */
export async function downloadCsv(
  body: CsvRequest,
  fallbackName: string = DEFAULT_CSV_FILENAME,
): Promise<{ kind: 'file'; filename: string } | QueuedExport<CsvQueued>> {
  const result = await requestExportFile<CsvQueued>('/Endpoints/Core/ExportCsv', body, { fallbackName });
  if (result.kind === 'queued') return result;
  saveBlob(result.blob, result.filename);
  return { kind: 'file', filename: result.filename };
}
