import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import * as account from './account';
import * as auth from './auth';
import * as childAccounts from './childAccounts';
import { configureApi } from './client';
import * as exportApi from './export';
import * as keywords from './keywords';
import * as kombat from './kombat';
import * as linkManager from './linkManager';
import * as navigation from './navigation';
import * as nsaAccount from './nsaAccount';
import * as onboarding from './onboarding';
import bundled from './openapi.gen.json';
import * as pdfExport from './pdfExport';
import * as projects from './projects';
import * as purchase from './purchase';
import * as workspace from './workspace';

/** The area modules, keyed by the OpenAPI tag they cover. */
const areas: Record<string, Record<string, unknown>> = {
  account,
  auth,
  'child-accounts': childAccounts,
  export: exportApi,
  keywords,
  kombat,
  'link-manager': linkManager,
  navigation,
  'nsa-account': nsaAccount,
  onboarding,
  'pdf-export': pdfExport,
  projects,
  purchase,
  workspace,
};

interface Parameter {
  name: string;
  in: string;
}
interface MediaObject {
  example?: unknown;
}
interface OperationObject {
  operationId: string;
  tags: string[];
  parameters?: (Parameter | { $ref: string })[];
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, MediaObject> }>;
}
interface Operation extends OperationObject {
  method: string;
  path: string;
}

const spec = bundled as unknown as {
  paths: Record<string, Record<string, OperationObject>>;
  components: { parameters?: Record<string, Parameter> };
};
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];
const operations: Operation[] = Object.entries(spec.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => METHODS.includes(method))
    .map(([method, operation]) => ({ ...operation, method, path })),
);
const parameters = (operation: Operation): Parameter[] =>
  (operation.parameters ?? []).map((parameter) =>
    '$ref' in parameter
      ? (spec.components.parameters?.[parameter.$ref.split('/').pop() ?? ''] as Parameter)
      : parameter,
  );

/** Every export of every area module: name → the tags of the modules exporting it. */
const exported = new Map<string, string[]>();
for (const [tag, module] of Object.entries(areas)) {
  for (const name of Object.keys(module)) exported.set(name, [...(exported.get(name) ?? []), tag]);
}

describe('one named function per operation', () => {
  it('reads all 137 operations of the bundled OpenAPI', () => {
    expect(operations).toHaveLength(137);
    expect(new Set(operations.map((operation) => operation.operationId)).size).toBe(operations.length);
  });

  it('exports exactly one function named after each operationId, in the module of its tag', () => {
    const problems = operations.flatMap((operation) => {
      const owners = exported.get(operation.operationId) ?? [];
      if (owners.length !== 1) return [`${operation.operationId}: exported by ${owners.length} modules`];
      const [owner] = owners as [string];
      if (typeof areas[owner]?.[operation.operationId] !== 'function')
        return [`${operation.operationId}: not a function`];
      if (owner !== operation.tags[0]) return [`${operation.operationId}: in ${owner}, tagged ${operation.tags[0]}`];
      return [];
    });
    expect(problems).toEqual([]);
  });

  it('exports no function without an operation', () => {
    const ids = new Set(operations.map((operation) => operation.operationId));
    expect([...exported.keys()].filter((name) => !ids.has(name))).toEqual([]);
  });
});

describe('each function calls its operation', () => {
  const BASE = 'http://api.test';
  const server = setupServer();
  let current: Operation | undefined;
  let seen: Request[] = [];

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    seen = [];
    configureApi({ baseUrl: BASE, getCountryCode: () => 'US' });
    server.use(
      http.all(`${BASE}/*`, ({ request }) => {
        seen.push(request.clone());
        const [status, response] =
          Object.entries(current?.responses ?? {}).find(([code]) => code.startsWith('2')) ?? [];
        const [mediaType, media] = Object.entries(response?.content ?? {})[0] ?? [];
        if (!mediaType) return new HttpResponse(null, { status: Number(status) });
        if (mediaType.includes('json')) return HttpResponse.json(media?.example as never, { status: Number(status) });
        return new HttpResponse(String(media?.example ?? ''), {
          status: Number(status),
          headers: { 'Content-Type': mediaType },
        });
      }),
    );
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  it.each(operations.map((operation) => [operation.operationId, operation] as const))(
    '%s',
    async (operationId, operation) => {
      current = operation;
      const pathParameters = parameters(operation).filter((parameter) => parameter.in === 'path');
      const fn = Object.values(areas).find((module) => operationId in module)?.[operationId] as (
        ...args: unknown[]
      ) => Promise<unknown>;
      const result = await fn(...pathParameters.map(() => 7), {});

      expect(seen).toHaveLength(1);
      const request = seen[0] as Request;
      const url = new URL(request.url);
      expect(request.method).toBe(operation.method.toUpperCase());
      expect(url.pathname).toBe(operation.path.replace(/\{[^}]+\}/g, '7'));
      if (operation.path.startsWith('/NsaApi/') && operation.method === 'get') {
        expect(url.searchParams.get('countryCode')).toBe('US');
      }

      const [, response] = Object.entries(operation.responses).find(([code]) => code.startsWith('2')) ?? [];
      const [mediaType, media] = Object.entries(response?.content ?? {})[0] ?? [];
      if (!mediaType) expect(result).toBeUndefined();
      else if (mediaType.includes('json')) expect(result).toEqual(media?.example);
      else if (mediaType === 'image/gif') expect(result).toHaveProperty('size');
      else expect(result).toMatchObject({ kind: 'file', filename: expect.any(String) });
    },
  );
});
