import { describe, expect, it } from 'vitest';

import {
  listOperations,
  missingOperations,
  pathTemplateToRegExp,
  resolveRef,
  schemaLimit,
  unknownOperations,
  type OpenApiBundle,
} from './operations';

const bundle: OpenApiBundle = {
  paths: {
    '/auth/login': { summary: 'not an operation', post: { operationId: 'login', tags: ['auth'] } },
    '/items/{id}': { get: { operationId: 'getItem' }, delete: { operationId: 'removeItem', tags: ['items'] } },
  },
  components: { schemas: { Item: { type: 'object' } } },
};

describe('listOperations', () => {
  it('lists the operations of every path in document order, skipping keys that are not methods', () => {
    expect(
      listOperations(bundle).map(({ operationId, method, path, tags }) => [operationId, method, path, tags]),
    ).toEqual([
      ['login', 'post', '/auth/login', ['auth']],
      ['getItem', 'get', '/items/{id}', []],
      ['removeItem', 'delete', '/items/{id}', ['items']],
    ]);
  });

  it('throws on a missing or duplicate operationId', () => {
    expect(() => listOperations({ paths: { '/a': { get: {} } } })).toThrow('GET /a has no operationId');
    expect(() =>
      listOperations({ paths: { '/a': { get: { operationId: 'x' } }, '/b': { post: { operationId: 'x' } } } }),
    ).toThrow('operationId x is used twice');
  });
});

describe('coverage of an implementation', () => {
  it('names what an implementation lacks and what the bundle does not define', () => {
    expect(missingOperations(bundle, ['login'])).toEqual(['getItem', 'removeItem']);
    expect(unknownOperations(bundle, ['login', 'noSuchCall'])).toEqual(['noSuchCall']);
  });
});

describe('pathTemplateToRegExp', () => {
  it('matches one segment per parameter, case-sensitively, with the rest literal', () => {
    const pattern = pathTemplateToRegExp('/items/{id}.json');
    expect(pattern.test('/items/7.json')).toBe(true);
    expect(pattern.test('/items/7/8.json')).toBe(false);
    expect(pattern.test('/items/7xjson')).toBe(false);
    expect(pattern.test('/Items/7.json')).toBe(false);
  });
});

describe('resolveRef', () => {
  it('follows a components $ref, passes other values through and throws on an unknown target', () => {
    expect(resolveRef(bundle, { $ref: '#/components/schemas/Item' })).toEqual({ type: 'object' });
    expect(resolveRef(bundle, { type: 'string' })).toEqual({ type: 'string' });
    expect(() => resolveRef(bundle, { $ref: '#/components/schemas/Missing' })).toThrow(
      'Unresolvable $ref #/components/schemas/Missing',
    );
  });
});

describe('schemaLimit', () => {
  const limits: OpenApiBundle = {
    paths: {},
    components: {
      schemas: {
        Page: { type: 'object', properties: { rows: { $ref: '#/components/schemas/Rows' }, name: { type: 'string' } } },
        Rows: { type: 'array', maxItems: 25 },
      },
    },
  };

  it('reads a limit of a property, following its $ref', () => {
    expect(schemaLimit(limits, 'Page', 'rows', 'maxItems')).toBe(25);
  });

  it('throws when the contract sets no such limit, so a renamed schema fails at start-up', () => {
    expect(() => schemaLimit(limits, 'Page', 'name', 'maxLength')).toThrow(
      'The contract sets no maxLength on Page.name',
    );
    expect(() => schemaLimit(limits, 'Gone', 'rows', 'maxItems')).toThrow('Unresolvable $ref');
  });
});
