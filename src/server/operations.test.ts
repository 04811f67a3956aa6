/**
 * The operation list: every operation of the bundled OpenAPI is registered on the server. Every
 * operation of document 1 (its calls, and the ones the contract inferred for them — the areas
 * below), of the research and Kombat areas and of the workspace (projects, keywords, workspace, link
 * manager) is implemented; only the export areas not built yet (PENDING_TAGS) answer the honest 501
 * placeholder.
 */
import { describe, expect, it } from 'vitest';

import { IMPLEMENTED_OPERATIONS } from './handlers/index';
import { bundle, errorBodyErrors, operations, TEST_DATABASES, useTestServer } from './testing/harness';
import { missingOperations, unknownOperations } from '../lib/openapi/operations';
import { sampleRequest } from '../lib/openapi/requests';

/** The OpenAPI tags of document 1's areas (accounts, navigation and search, team, billing, purchase). */
const DOCUMENT_1_TAGS = ['account', 'auth', 'child-accounts', 'navigation', 'nsa-account', 'onboarding', 'purchase'];
/** The areas whose server is not built yet (the exports issue): their operations answer 501. */
const PENDING_TAGS = ['export', 'pdf-export'];
const tagOf = (op: (typeof operations)[number]) => (op.operation as { tags?: string[] }).tags?.[0] ?? '';
const implemented = new Set<string>(IMPLEMENTED_OPERATIONS);
const notImplemented = operations.filter((op) => !implemented.has(op.operationId));

describe('the operation list', () => {
  it('implements every document-1 operation', () => {
    const document1 = operations.filter((op) => DOCUMENT_1_TAGS.includes(tagOf(op)));
    expect(document1.length).toBeGreaterThan(60);
    expect(document1.filter((op) => !implemented.has(op.operationId)).map((op) => op.operationId)).toEqual([]);
  });

  it('implements only operations of the contract', () => {
    expect(unknownOperations(bundle, IMPLEMENTED_OPERATIONS)).toEqual([]);
  });

  it('leaves only the pending workspace areas to answer 501', () => {
    expect(notImplemented.filter((op) => !PENDING_TAGS.includes(tagOf(op))).map((op) => op.operationId)).toEqual([]);
    expect(missingOperations(bundle, IMPLEMENTED_OPERATIONS)).toHaveLength(notImplemented.length);
  });
});

describe.each(TEST_DATABASES)('every operation is registered (%s)', (kind) => {
  const server = useTestServer(kind);

  it.each(operations.map((op) => [op.operationId, op] as const))('%s has a route', (_id, op) => {
    const url = op.path.replace(/\{(\w+)\}/g, ':$1');
    expect(server.app.hasRoute({ method: op.method.toUpperCase() as 'GET', url })).toBe(true);
  });

  it('each placeholder answers its example request with 501 and the contract Error body', async () => {
    const browser = server.browser();
    await browser.register('placeholder.caller@example.com');
    const failures: string[] = [];
    for (const op of notImplemented) {
      const request = sampleRequest(op, 'http://localhost');
      const url = new URL(request.url);
      const contentType = request.headers.get('content-type');
      const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
      const res = await browser.send({
        method: op.method.toUpperCase() as 'GET',
        url: `${url.pathname}${url.search}`,
        ...(payload ? { payload } : {}),
        ...(contentType ? { headers: { 'content-type': contentType } } : {}),
      });
      const expected = {
        statusCode: 501,
        error: 'Not Implemented',
        message: `${op.operationId} is not available yet.`,
        code: 'NOT_IMPLEMENTED',
      };
      if (res.status !== 501 || JSON.stringify(res.body) !== JSON.stringify(expected) || errorBodyErrors(res).length) {
        failures.push(`${op.operationId}: ${res.status} ${JSON.stringify(res.body)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
