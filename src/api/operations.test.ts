/**
 * The generated client (`npm run gen:api` writes src/api/<tag>.ts): each operation's function, found
 * in the module named after its tag, sends that operation's method and path and resolves with its
 * 2xx answer. The types already tie each call to its path; this proves the generator's choice of
 * helper (JSON, multipart, file download, Blob) and of arguments at run time.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { configureApi } from './client';
import bundled from './openapi.gen.json';
import { listOperations, resolveRef, type OpenApiBundle, type OperationInfo } from '../lib/openapi/operations';

interface Parameter {
  name: string;
  in: string;
}
interface ResponseObject {
  content?: Record<string, { example?: unknown }>;
}

const bundle = bundled as unknown as OpenApiBundle;
const operations = listOperations(bundle);
/** The modules of this folder, loaded on demand: an operation's function is in the one named after its tag. */
const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts']);
const parameters = (op: OperationInfo): Parameter[] =>
  ((op.operation.parameters ?? []) as unknown[]).map((parameter) => resolveRef<Parameter>(bundle, parameter));
/** The first 2xx response of an operation: its status and its first media type and example. */
function success(op: OperationInfo): { status: number; mediaType?: string; example?: unknown } {
  const responses = op.operation.responses as Record<string, unknown>;
  const [status = '200', raw] = Object.entries(responses).find(([code]) => code.startsWith('2')) ?? [];
  const [mediaType, media] = Object.entries(resolveRef<ResponseObject>(bundle, raw).content ?? {})[0] ?? [];
  return { status: Number(status), mediaType, example: media?.example };
}

describe('each generated function calls its operation', () => {
  const BASE = 'http://api.test';
  const server = setupServer();
  let current: OperationInfo | undefined;
  let seen: Request[] = [];

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    seen = [];
    configureApi({ baseUrl: BASE, getCountryCode: () => 'US' });
    server.use(
      http.all(`${BASE}/*`, ({ request }) => {
        seen.push(request.clone());
        const { status, mediaType, example } = current ? success(current) : { status: 200 };
        if (!mediaType) return new HttpResponse(null, { status });
        if (mediaType.includes('json')) return HttpResponse.json(example as never, { status });
        return new HttpResponse(String(example ?? ''), { status, headers: { 'Content-Type': mediaType } });
      }),
    );
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  it.each(operations.map((operation) => [operation.operationId, operation] as const))(
    '%s',
    async (operationId, operation) => {
      current = operation;
      const module = await modules[`./${operation.tags[0]}.ts`]?.();
      const fn = module?.[operationId] as (...args: unknown[]) => Promise<unknown>;
      expect(fn).toBeTypeOf('function');
      const pathParameters = parameters(operation).filter((parameter) => parameter.in === 'path');
      const result = await fn(...pathParameters.map(() => 7), {});

      expect(seen).toHaveLength(1);
      const request = seen[0] as Request;
      const url = new URL(request.url);
      expect(request.method).toBe(operation.method.toUpperCase());
      expect(url.pathname).toBe(operation.path.replace(/\{[^}]+\}/g, '7'));
      if (operation.path.startsWith('/NsaApi/') && operation.method === 'get') {
        expect(url.searchParams.get('countryCode')).toBe('US');
      }

      const { mediaType, example } = success(operation);
      if (!mediaType) expect(result).toBeUndefined();
      else if (mediaType.includes('json')) expect(result).toEqual(example);
      // A GET of a file (the pixel GIF, a finished CSV export) reads it as a Blob of its type.
      else if (operation.method === 'get') expect(result).toMatchObject({ type: mediaType, size: expect.any(Number) });
      else expect(result).toMatchObject({ kind: 'file', filename: expect.any(String) });
    },
  );
});
