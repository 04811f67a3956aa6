/**
 * What the export tests read back: a queued CSV export followed to its file through the HTTP
 * layer, and the file parsed by a reader of the tests' own (RFC 4180), not the server's writer.
 */
import { expect } from 'vitest';

import { contractErrors, type Browser } from './harness';

/** RFC 4180 records; the file must end with CRLF. */
export function csvRecords(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 1;
    } else field += c;
  }
  expect(field, 'the file ends with CRLF').toBe('');
  expect(record).toEqual([]);
  return records;
}

/** Queues the export of `source` as `b`, waits for it and reads the file's records. */
export async function exportedRecords(b: Browser, source: object, filename = 'test-export'): Promise<string[][]> {
  const queued = await b.post('/Endpoints/Core/ExportCsv', { filename, jsonString: JSON.stringify({ source }) });
  expect(queued.status, JSON.stringify(queued.body)).toBe(202);
  expect(contractErrors('exportCsv', queued)).toEqual([]);
  let notification = queued.body as { sessionId: string; isReady: boolean; isError: boolean; url: string | null };
  for (let poll = 0; poll < 200 && !notification.isReady && !notification.isError; poll += 1) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    notification = (await b.get(`/Endpoints/Core/GetExportStatus?sessionId=${notification.sessionId}`))
      .body as typeof notification;
  }
  expect(notification).toMatchObject({ isReady: true, isError: false });
  const file = await b.get(notification.url!);
  expect(file.status).toBe(200);
  expect(file.headers['content-type']).toMatch(/^text\/csv/);
  return csvRecords(file.body as string);
}
