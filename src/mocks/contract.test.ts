/**
 * The mock side of the API contract (DESIGN.md, "The contract" 4): every operation has a mock
 * handler; every fixture builder, every OpenAPI example and every mock response validates against
 * its schema (ajv, draft 2020-12, with the bundle's components loaded).
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { resetMockDb } from './db';
import { buildKeywordRow, buildProject, fixtureRegistry } from './fixtures';
import { AREAS, allHandlers, operationHandlers } from './handlers';
import { listenMockServer, server } from './node';
import { operationIdOf } from './registry';
import bundleJson from '../api/openapi.gen.json';
import { listOperations, missingOperations, unknownOperations, type OpenApiBundle } from '../lib/openapi/operations';
import { sampleRequest, type SampleRequestOverrides } from '../lib/openapi/requests';
import { createSpecValidator } from '../lib/openapi/specValidator';

const bundle = bundleJson as unknown as OpenApiBundle;
const operations = listOperations(bundle);
const validator = createSpecValidator(bundle);

/** Example inputs that would collide with the seeded db (a name or e-mail already taken). */
const SUCCESS_OVERRIDES: Record<string, SampleRequestOverrides> = {
  createProject: { query: { projectName: 'Contract test project' } },
  addGroup: { query: { name: 'Contract test group' } },
  addChildAccounts: { body: { emails: ['new.member@example.com'] } },
  // The example's link is seeded (so the other link-manager examples address it): add another.
  addLink: { query: { fullUrl: 'https://blog.example.org/another-post' } },
  // The example names both a website and a page; the call takes one of them.
  updateTags: { query: { domainId: undefined } },
};

describe('operations', () => {
  const mocked = allHandlers.map(operationIdOf).filter((id) => id !== undefined);

  it('gives each operation of the bundle a unique operationId', () => {
    expect(new Set(operations.map((o) => o.operationId)).size).toBe(operations.length);
  });

  it('keys the handler groups by the bundle tags, each group holding its own tag operations', () => {
    const tags = [...new Set(operations.flatMap((o) => o.tags))].sort();
    expect([...AREAS].sort()).toEqual(tags);
    const tagOf = new Map(operations.map((o) => [o.operationId, o.tags[0]]));
    for (const area of AREAS) {
      const misfiled = operationHandlers[area].map(operationIdOf).filter((id) => id && tagOf.get(id) !== area);
      expect(misfiled, area).toEqual([]);
    }
  });

  it('every operation has a mock handler', () => {
    expect(missingOperations(bundle, mocked)).toEqual([]);
  });

  it('no handler claims an operation the spec lacks, and none is mocked twice', () => {
    expect(unknownOperations(bundle, mocked)).toEqual([]);
    expect(mocked).toHaveLength(new Set(mocked).size);
  });

  it("each handler's method and path are its operation's", () => {
    for (const handler of allHandlers) {
      const id = operationIdOf(handler);
      if (!id) continue;
      const op = operations.find((o) => o.operationId === id);
      expect(op, id).toBeDefined();
      expect({ id, method: String(handler.info.method).toLowerCase(), path: handler.info.path }).toEqual({
        id,
        method: op?.method,
        path: op?.path.replace(/\{([^}]+)\}/g, ':$1'),
      });
    }
  });
});

describe('fixtures', () => {
  it('there is a builder for every entity the handlers return', () => {
    expect(fixtureRegistry.length).toBeGreaterThanOrEqual(90);
  });

  it.each(fixtureRegistry.map((f) => [f.name, f] as const))('%s validates against its schema', (_name, fixture) => {
    expect(validator.validateComponent(fixture.schema, fixture.build())).toEqual([]);
  });

  it('rejects a fixture with a wrong-typed field', () => {
    const wrongId = buildProject({ id: 42 as unknown as string });
    expect(validator.validateComponent('Project', wrongId)).toEqual(['/id must be string']);
    const wrongSearches = buildKeywordRow({ monthlySearches: 'many' as unknown as number });
    expect(validator.validateComponent('KeywordRow', wrongSearches)).toContain('/monthlySearches must be integer,null');
  });

  it('rejects a fixture missing a required field', () => {
    const { projectName: _drop, ...withoutName } = buildProject();
    expect(validator.validateComponent('Project', withoutName)).toEqual([
      "(root) must have required property 'projectName'",
    ]);
  });

  it('builders return fresh copies with overrides applied', () => {
    const a = buildProject({ projectName: 'Changed' });
    const b = buildProject();
    expect(a.projectName).toBe('Changed');
    expect(b.projectName).toBe('Acme Corp');
  });
});

describe('OpenAPI examples', () => {
  const cases: [string, unknown, unknown][] = [];
  for (const op of operations) {
    for (const p of (op.operation.parameters ?? []) as { name: string; schema: unknown; example?: unknown }[]) {
      cases.push([`${op.operationId} parameter ${p.name}`, p.schema, p.example]);
    }
    const body = op.operation.requestBody as { content?: Record<string, { schema: unknown; example?: unknown }> };
    for (const [type, media] of Object.entries(body?.content ?? {})) {
      cases.push([`${op.operationId} body ${type}`, media.schema, media.example]);
    }
    for (const status of Object.keys(op.operation.responses as object)) {
      for (const [type, media] of Object.entries(validator.response(op, status)?.content ?? {})) {
        cases.push([`${op.operationId} ${status} ${type}`, media.schema, media.example]);
      }
    }
  }

  it('every parameter, body and response has an example', () => {
    expect(cases.filter(([, , example]) => example === undefined).map(([name]) => name)).toEqual([]);
  });

  it.each(cases)('%s example validates', (_name, schema, example) => {
    expect(validator.validate(schema, example)).toEqual([]);
  });
});

describe('mock responses', () => {
  beforeAll(listenMockServer);
  beforeEach(() => resetMockDb());
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  it.each(operations.map((op) => [op.operationId, op] as const))(
    '%s answers its success case in the spec shape',
    async (id, op) => {
      // The admin area answers only the admin role.
      if (op.tags.includes('admin')) resetMockDb({ user: 'admin' });
      const res = await fetch(sampleRequest(op, location.origin, SUCCESS_OVERRIDES[id]));
      const status = String(res.status);
      expect(status, `${id} answered ${status}: ${await res.clone().text()}`).toMatch(/^2/);
      const declared = validator.response(op, status);
      expect(declared, `${id} does not declare ${status}`).toBeDefined();
      const content = declared?.content;
      if (!content) {
        expect(await res.text()).toBe('');
        return;
      }
      const type = (res.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
      const media = content[type];
      expect(media, `${id} ${status} does not declare ${type}`).toBeDefined();
      if (type === 'application/json') {
        expect(validator.validate(media?.schema, await res.json())).toEqual([]);
      } else if (type.startsWith('text/')) {
        expect(validator.validate(media?.schema, await res.text())).toEqual([]);
      } else {
        expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0);
      }
    },
  );
});
