/**
 * The operation list: every operation of the bundled OpenAPI is registered on the server, either
 * implemented or answering the honest 501 placeholder. The implemented list is spelled out, so the
 * number of placeholders left is visible in this file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { IMPLEMENTED_OPERATIONS } from './handlers/index';
import { missingOperations, unknownOperations } from '../contract/operations';
import { sampleRequest } from '../contract/requests';
import {
  bundle,
  createTestServer,
  errorBodyErrors,
  operations,
  TEST_DATABASES,
  type TestServer,
} from './testing/harness';

const EXPECTED_IMPLEMENTED = [
  'forgotPassword',
  'getActiveState',
  'login',
  'logout',
  'pollSession',
  'registerFreeAccount',
  'sendSessionHeartbeat',
];
const notImplemented = operations.filter(
  (op) => !(IMPLEMENTED_OPERATIONS as readonly string[]).includes(op.operationId),
);

describe('the operation list', () => {
  it('implements exactly these operations', () => {
    expect([...IMPLEMENTED_OPERATIONS].sort()).toEqual(EXPECTED_IMPLEMENTED);
    expect(unknownOperations(bundle, IMPLEMENTED_OPERATIONS)).toEqual([]);
  });

  it('leaves this many operations to answer 501 (of the bundle)', () => {
    expect(operations).toHaveLength(137);
    expect(notImplemented).toHaveLength(137 - EXPECTED_IMPLEMENTED.length);
    expect(missingOperations(bundle, IMPLEMENTED_OPERATIONS)).toHaveLength(130);
  });
});

describe.each(TEST_DATABASES)('every operation is registered (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

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
