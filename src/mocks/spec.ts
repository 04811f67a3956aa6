/**
 * The bundled OpenAPI document as the mocks read it: the operation list, and the examples that
 * seed the fixtures. Types come from the generated `schema.gen.ts`.
 */
import bundleJson from '../api/openapi.gen.json';
import type { components, operations } from '../api/schema.gen';
import { listOperations, resolveRef, type OpenApiBundle, type OperationInfo } from '../lib/openapi/operations';
import type { ResponseObject } from '../lib/openapi/specValidator';

export const bundle = bundleJson as unknown as OpenApiBundle;
export const specOperations: readonly OperationInfo[] = listOperations(bundle);

export type OperationId = keyof operations;
export type Schemas = components['schemas'];
export type SchemaName = keyof Schemas;

/** The OpenAPI tags that have operations, in the bundle's order: one mock handler group each. */
export const specTags: readonly string[] = [...new Set(specOperations.flatMap((op) => op.tags))];

const byId = new Map(specOperations.map((op) => [op.operationId, op]));

export function specOperation(operationId: OperationId): OperationInfo {
  const op = byId.get(operationId);
  if (!op) throw new Error(`The OpenAPI bundle has no operation ${operationId}`);
  return op;
}

/** The example of an operation's response (default: its 200 JSON body). */
export function responseExample(operationId: OperationId, status = '200', contentType = 'application/json'): unknown {
  const op = specOperation(operationId);
  const responses = op.operation.responses as Record<string, unknown>;
  const response = resolveRef<ResponseObject>(bundle, responses[status]);
  const example = response?.content?.[contentType]?.example;
  if (example === undefined) throw new Error(`${operationId} has no ${status} ${contentType} example`);
  return structuredClone(example);
}

/** Item `index` of an array example. */
export function itemOf(example: unknown, index = 0): unknown {
  if (!Array.isArray(example) || example.length <= index) throw new Error('The example has no such item');
  return example[index] as unknown;
}

/** Field `key` of an object example. */
export function fieldOf(example: unknown, key: string): unknown {
  if (!example || typeof example !== 'object' || !(key in example)) throw new Error(`The example has no ${key}`);
  return (example as Record<string, unknown>)[key];
}

/** Operations whose every security requirement includes the session cookie: they need a login. */
export function requiresSession(op: OperationInfo): boolean {
  const security = op.operation.security;
  return (
    Array.isArray(security) &&
    security.length > 0 &&
    security.every((req) => typeof req === 'object' && req !== null && 'sessionCookie' in req)
  );
}
