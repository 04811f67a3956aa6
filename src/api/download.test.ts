import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { ApiError, configureApi } from './client';
import { DEFAULT_CSV_FILENAME, downloadCsv, filenameFromContentDisposition, saveBlob } from './download';
import { exportCsv } from './export';
import { exportPdf } from './pdf-export';

describe('filenameFromContentDisposition', () => {
  const cases: [string | null | undefined, string][] = [
    ['attachment; filename="acme.com-keywords.csv"', 'acme.com-keywords.csv'],
    ['attachment; filename=plain.csv', 'plain.csv'],
    ['attachment; filename="semi;colon \\"quoted\\".csv"', 'semi;colon _quoted_.csv'],
    ["attachment; filename*=UTF-8''Mots%20cl%C3%A9s%20%E2%82%AC.csv", 'Mots clés €.csv'],
    ["attachment; filename*=utf-8'en'r%C3%A9sum%C3%A9.csv", 'résumé.csv'],
    ['attachment; filename="fallback.csv"; filename*=UTF-8\'\'%E6%97%A5%E6%9C%AC.csv', '日本.csv'],
    ['attachment; filename*=UTF-8\'\'%E6%97%A5.csv; filename="ascii.csv"', '日.csv'],
    ['ATTACHMENT; FILENAME="Upper.CSV"', 'Upper.CSV'],
    ['attachment; filename*=UTF-8\'\'%ZZbad.csv; filename="good.csv"', 'good.csv'],
    ['attachment; filename*=KOI8-R\'\'%C1.csv; filename="koi.csv"', 'koi.csv'],
    ['attachment; filename="../../etc/passwd"', '.._.._etc_passwd'],
    ['attachment; filename=""', 'fallback.csv'],
    ['attachment', 'fallback.csv'],
    ['inline', 'fallback.csv'],
    ['', 'fallback.csv'],
    [null, 'fallback.csv'],
    [undefined, 'fallback.csv'],
  ];
  it.each(cases)('%j → %s', (header, expected) => {
    expect(filenameFromContentDisposition(header, 'fallback.csv')).toBe(expected);
  });
});

/** Stubs the object-URL API and captures the temporary link when it is clicked. */
function captureDownloads() {
  const clicks: { href: string; download: string; attached: boolean }[] = [];
  const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:http://localhost/1');
  const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push({ href: this.href, download: this.download, attached: this.isConnected });
  });
  return { clicks, createObjectURL, revokeObjectURL };
}

describe('saveBlob', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('clicks a temporary <a download> with an object URL, then removes it and revokes the URL', () => {
    vi.useFakeTimers();
    const { clicks, createObjectURL, revokeObjectURL } = captureDownloads();
    const blob = new Blob(['a,b'], { type: 'text/csv' });
    saveBlob(blob, 'report.csv');
    expect(createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicks).toEqual([{ href: 'blob:http://localhost/1', download: 'report.csv', attached: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/1');
  });
});

describe('downloadCsv and the file exports', () => {
  const BASE = 'http://api.test';
  const server = setupServer();
  const body = { filename: 'acme', jsonString: '{"columns":[],"rows":[]}' };
  const notification = {
    sessionId: 'd7e6f5a4-3b2c-4d1e-8f9a-0b1c2d3e4f5a',
    isReady: false,
    isError: false,
    url: null,
    labels: { title: 'acme.csv', pending: 'Preparing your export...', ready: 'Ready', error: 'Failed' },
  };
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => configureApi({ baseUrl: BASE, getCountryCode: () => 'US' }));
  afterEach(() => {
    server.resetHandlers();
    document.head.querySelectorAll('meta[name="csrf-token"]').forEach((meta) => meta.remove());
  });
  afterAll(() => server.close());

  it('POSTs the export through the client, names the file from Content-Disposition and downloads it', async () => {
    const meta = document.createElement('meta');
    meta.setAttribute('name', 'csrf-token');
    meta.setAttribute('content', 'csrf-1');
    document.head.append(meta);
    const { clicks, createObjectURL } = captureDownloads();
    let received: { body: unknown; csrf: string | null } | undefined;
    server.use(
      http.post(`${BASE}/Endpoints/Core/ExportCsv`, async ({ request }) => {
        received = { body: await request.json(), csrf: request.headers.get('X-CSRF-Token') };
        return new HttpResponse('Keyword\r\nseo tools\r\n', {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': "attachment; filename*=UTF-8''acme%20keywords.csv",
          },
        });
      }),
    );
    await expect(downloadCsv(body)).resolves.toEqual({ kind: 'file', filename: 'acme keywords.csv' });
    expect(received).toEqual({ body, csrf: 'csrf-1' });
    expect(clicks).toEqual([expect.objectContaining({ download: 'acme keywords.csv' })]);
    const blob = createObjectURL.mock.calls[0]?.[0] as Blob | undefined;
    expect(await blob?.text()).toBe('Keyword\r\nseo tools\r\n');
  });

  it('uses the fallback name when the header names no file', async () => {
    const { clicks } = captureDownloads();
    server.use(
      http.post(
        `${BASE}/Endpoints/Core/ExportCsv`,
        () => new HttpResponse('a', { headers: { 'Content-Type': 'text/csv' } }),
      ),
    );
    await expect(downloadCsv(body)).resolves.toEqual({ kind: 'file', filename: DEFAULT_CSV_FILENAME });
    await expect(downloadCsv(body, 'keywords.csv')).resolves.toEqual({ kind: 'file', filename: 'keywords.csv' });
    expect(clicks.map((click) => click.download)).toEqual([DEFAULT_CSV_FILENAME, 'keywords.csv']);
  });

  it('returns the notification of a queued export (202) without downloading', async () => {
    const { clicks } = captureDownloads();
    server.use(http.post(`${BASE}/Endpoints/Core/ExportCsv`, () => HttpResponse.json(notification, { status: 202 })));
    await expect(downloadCsv(body)).resolves.toEqual({ kind: 'queued', notification });
    await expect(exportCsv(body)).resolves.toEqual({ kind: 'queued', notification });
    expect(clicks).toEqual([]);
  });

  it('throws an ApiError for a refused export', async () => {
    server.use(
      http.post(`${BASE}/Endpoints/Core/ExportCsv`, () =>
        HttpResponse.json(
          {
            statusCode: 403,
            error: 'Forbidden',
            message: 'This action needs a full (paying) account.',
            code: 'NOT_FULL_USER',
          },
          { status: 403 },
        ),
      ),
    );
    const error = await downloadCsv(body).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'NOT_FULL_USER' });
  });

  it('exportPdf returns the PDF blob and its name', async () => {
    server.use(
      http.post(
        `${BASE}/Endpoints/PdfExport/Export`,
        () =>
          new HttpResponse('%PDF-1.7', {
            headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="acme.pdf"' },
          }),
      ),
    );
    const result = await exportPdf({
      itemName: 'acme.com',
      sectionName: 'Keyword List',
      styleId: 'Surf',
      sendByEmail: false,
      scheduleReport: false,
      sendAlerts: false,
    });
    expect(result.kind).toBe('file');
    expect(result.kind === 'file' && result.filename).toBe('acme.pdf');
    expect(result.kind === 'file' && (await result.blob.text())).toBe('%PDF-1.7');
  });
});
