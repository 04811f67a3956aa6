/**
 * Bad input, for every operation of the bundle, generated from the OpenAPI: a missing required
 * field, a value of the wrong type and an oversized string each get a 400 whose ValidationError
 * body names the field ('body.email', 'query.projectId', 'path.id'), never a 500. The caller is
 * logged in and sends its CSRF token, so only the input decides the answer. An operation with no
 * field of a kind is listed as skipped for that kind, with the reason in the test's name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEFAULT_MAX_STRING_LENGTH, withDefaultLimits } from './app';
import { bundle, operations, registeredBrowser, TEST_DATABASES, useTestServer, type Browser } from './testing/harness';
import { resolveRef, type OperationInfo } from '../lib/openapi/operations';
import { sampleRequest } from '../lib/openapi/requests';
import { createSpecValidator } from '../lib/openapi/specValidator';

type Location = 'query' | 'path' | 'body';
type SchemaNode = Record<string, unknown>;

/** One input field of an operation: where it sits, its schema, and whether it may be left out. */
interface Field {
  location: Location;
  /** Property names (and '0' for the first item of a list) from the location down. */
  path: string[];
  schema: SchemaNode;
  required: boolean;
}

interface ParameterObject {
  name: string;
  in: string;
  required?: boolean;
  schema?: unknown;
  example?: unknown;
}

const validator = createSpecValidator(bundle);
const resolve = (schema: unknown): SchemaNode => resolveRef<SchemaNode>(bundle, schema) ?? {};
const fieldName = (field: Field) => [field.location, ...field.path].join('.');
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every JSON type a schema accepts, through its own `type` and its oneOf/anyOf branches. */
function typesOf(schema: SchemaNode): Set<string> {
  const types = new Set<string>();
  const own = schema.type;
  for (const t of Array.isArray(own) ? own : own === undefined ? [] : [own]) types.add(String(t));
  for (const key of ['oneOf', 'anyOf']) {
    for (const branch of (schema[key] as unknown[] | undefined) ?? []) {
      for (const t of typesOf(resolve(branch))) types.add(t);
    }
  }
  return types;
}

/** Properties and required names of an object schema, merging its allOf parts. */
function objectShape(schema: SchemaNode): { properties: Record<string, unknown>; required: string[] } {
  const parts = [schema, ...((schema.allOf as unknown[] | undefined) ?? []).map(resolve)];
  return {
    properties: Object.assign({}, ...parts.map((p) => (p.properties as Record<string, unknown> | undefined) ?? {})),
    required: parts.flatMap((p) => (p.required as string[] | undefined) ?? []),
  };
}

/** A list's first item is a field too (named 'emails.0'), when the sample has one. */
function itemFields(location: Location, path: string[], schema: SchemaNode, sample: unknown): Field[] {
  if (!typesOf(schema).has('array') || !Array.isArray(sample) || sample.length === 0) return [];
  const item = resolve(schema.items);
  const itemPath = [...path, '0'];
  return [
    { location, path: itemPath, schema: item, required: false },
    ...nestedFields(location, itemPath, item, sample[0]),
  ];
}

/** The fields under a value of the sample: an object's properties, a list's first item. */
function nestedFields(location: Location, path: string[], schema: SchemaNode, sample: unknown): Field[] {
  if (isPlainObject(sample) && typesOf(schema).has('object')) {
    const { properties, required } = objectShape(schema);
    return Object.entries(properties).flatMap(([name, raw]) => {
      const sub = resolve(raw);
      const own: Field = { location, path: [...path, name], schema: sub, required: required.includes(name) };
      return [own, ...nestedFields(location, own.path, sub, sample[name])];
    });
  }
  return itemFields(location, path, schema, sample);
}

interface BodySpec {
  contentType: string;
  schema: SchemaNode;
  example: unknown;
}

function bodyOf(op: OperationInfo): BodySpec | null {
  const requestBody = op.operation.requestBody as { content?: Record<string, { schema?: unknown; example?: unknown }> };
  const [contentType, media] = Object.entries(requestBody?.content ?? {})[0] ?? [];
  return contentType && media ? { contentType, schema: resolve(media.schema), example: media.example } : null;
}

const parametersOf = (op: OperationInfo) =>
  ((op.operation.parameters ?? []) as unknown[]).map((p) => resolveRef<ParameterObject>(bundle, p));

/** Every input field of the operation: its parameters and (from the example) its body's fields. */
function fieldsOf(op: OperationInfo): Field[] {
  const fields: Field[] = [];
  for (const p of parametersOf(op)) {
    if (p.in !== 'query' && p.in !== 'path') continue;
    const schema = resolve(p.schema);
    fields.push({ location: p.in, path: [p.name], schema, required: p.required === true });
    fields.push(...itemFields(p.in, [p.name], schema, p.example));
  }
  const body = bodyOf(op);
  if (body && body.contentType === 'application/json')
    fields.push(...nestedFields('body', [], body.schema, body.example));
  return fields;
}

/** A change to the operation's valid example request. */
type Mutation = { kind: 'omit' } | { kind: 'set'; value: unknown };

interface Case {
  field: Field;
  mutation: Mutation;
}

/** The wrong-type value for a field: an object where a string goes, a string anywhere else. */
function wrongTypeFor(field: Field): unknown {
  const types = typesOf(field.schema);
  if (field.location !== 'body') {
    // Query and path values are text: only a number or a boolean can be of the wrong type there
    // (a single value is a valid one-item list).
    return types.has('string') || !['number', 'integer', 'boolean'].some((t) => types.has(t))
      ? undefined
      : `not-a-${[...types][0] ?? 'value'}`;
  }
  const value = types.has('string') ? { not: 'a string' } : `not-a-${[...types][0] ?? 'value'}`;
  // A schema that accepts any type has no wrong one.
  return validator.validate(field.schema, value).length ? value : undefined;
}

/** The longest string the server accepts for the field (the contract's maxLength, else the default). */
function maxLengthOf(field: Field): number | undefined {
  const types = typesOf(field.schema);
  const s = field.schema;
  if (!types.has('string') || 'enum' in s || 'const' in s || s.format === 'binary') return undefined;
  return typeof s.maxLength === 'number' ? s.maxLength : DEFAULT_MAX_STRING_LENGTH;
}

const CHECKS = {
  missing: {
    title: 'a missing required field',
    cases: (fields: Field[]): Case[] =>
      fields.filter((f) => f.required).map((field) => ({ field, mutation: { kind: 'omit' } })),
    none: 'no required field',
  },
  wrongType: {
    title: 'a value of the wrong type',
    cases: (fields: Field[]): Case[] =>
      fields.flatMap((field) => {
        const value = wrongTypeFor(field);
        return value === undefined ? [] : [{ field, mutation: { kind: 'set', value } as Mutation }];
      }),
    none: 'only text fields (a query or path value is always text)',
  },
  oversized: {
    title: 'an oversized string',
    cases: (fields: Field[]): Case[] =>
      fields.flatMap((field) => {
        const max = maxLengthOf(field);
        return max === undefined ? [] : [{ field, mutation: { kind: 'set', value: 'x'.repeat(max + 1) } as Mutation }];
      }),
    none: 'no free-text string (only enumerations, numbers or booleans)',
  },
} as const;

type CheckKind = keyof typeof CHECKS;

/** Sets (or removes) the value at a path of a JSON value; the parents exist (fields come from the sample). */
function applyAt(target: unknown, path: string[], mutation: Mutation): void {
  const [head, ...rest] = path;
  if (head === undefined || !target || typeof target !== 'object') return;
  const container = target as Record<string, unknown>;
  if (rest.length) return applyAt(container[head], rest, mutation);
  if (mutation.kind === 'omit') delete container[head];
  else container[head] = mutation.value;
}

/** The operation's example request with one field changed, as app.inject options. */
async function mutatedRequest(op: OperationInfo, { field, mutation }: Case) {
  const [name = '', ...below] = field.path;
  const overrides: { query?: Record<string, string | string[] | undefined> } = {};
  if (field.location === 'query') {
    const example = parametersOf(op).find((p) => p.name === name)?.example;
    if (below.length) {
      // The first item of a list parameter: the other items stay.
      const items = (Array.isArray(example) ? example : [example]).map(String);
      overrides.query = { [name]: [String((mutation as { value: unknown }).value), ...items.slice(1)] };
    } else {
      overrides.query = { [name]: mutation.kind === 'omit' ? undefined : String(mutation.value) };
    }
  }
  const request = sampleRequest(op, 'http://localhost', overrides);
  const url = new URL(request.url);
  let pathname = url.pathname;
  if (field.location === 'path') {
    const example = parametersOf(op).find((p) => p.name === name)?.example;
    const value = mutation.kind === 'omit' ? '' : encodeURIComponent(String(mutation.value));
    pathname = pathname.replace(encodeURIComponent(String(example)), value);
  }
  const contentType = request.headers.get('content-type');
  let payload = request.body ? await request.text() : undefined;
  if (field.location === 'body' && payload !== undefined) {
    const body: unknown = JSON.parse(payload);
    applyAt(body, field.path, mutation);
    payload = JSON.stringify(body);
  }
  return {
    method: op.method.toUpperCase() as 'GET',
    url: `${pathname}${url.search}`,
    ...(payload !== undefined ? { payload } : {}),
    ...(contentType ? { headers: { 'content-type': contentType } } : {}),
  };
}

/** Why an operation has no case of a kind (its test is then listed as skipped). */
function skipReason(op: OperationInfo, kind: CheckKind, fields: Field[], cases: Case[]): string | null {
  if (cases.length) return null;
  if (bodyOf(op)?.contentType === 'multipart/form-data') {
    return 'multipart body, refused with 501 before parsing until the PDF export lands';
  }
  if (fields.length === 0) return 'no input';
  return CHECKS[kind].none;
}

const plan = operations.flatMap((op) => {
  const fields = fieldsOf(op);
  return (Object.keys(CHECKS) as CheckKind[]).map((kind) => {
    const cases = CHECKS[kind].cases(fields);
    return { op, kind, cases, skip: skipReason(op, kind, fields, cases) };
  });
});

/** The 400 body names the field (or, for a list, an item inside it). */
function namesField(body: unknown, name: string): boolean {
  const fields = (body as { fields?: { field?: unknown }[] } | null)?.fields ?? [];
  return fields.some((f) => f.field === name || String(f.field).startsWith(`${name}.`));
}

describe('the server-wide request limits', () => {
  it('bound every string and list the contract leaves open, and keep explicit limits', () => {
    const limited = withDefaultLimits({
      type: 'object',
      properties: {
        free: { type: 'string' },
        short: { type: 'string', maxLength: 10 },
        long: { type: 'string', maxLength: 100_000 },
        choice: { type: 'string', enum: ['a', 'b'] },
        file: { type: 'string', format: 'binary' },
        list: { type: 'array', items: { type: ['string', 'null'] } },
        either: { oneOf: [{ type: 'string' }, { type: 'integer' }] },
        notEmpty: { not: { type: 'string', maxLength: 0 } },
      },
    });
    expect(limited).toEqual({
      type: 'object',
      properties: {
        free: { type: 'string', maxLength: DEFAULT_MAX_STRING_LENGTH },
        short: { type: 'string', maxLength: 10 },
        long: { type: 'string', maxLength: 100_000 },
        choice: { type: 'string', enum: ['a', 'b'] },
        file: { type: 'string', format: 'binary' },
        list: {
          type: 'array',
          maxItems: 1000,
          items: { type: ['string', 'null'], maxLength: DEFAULT_MAX_STRING_LENGTH },
        },
        either: { oneOf: [{ type: 'string', maxLength: DEFAULT_MAX_STRING_LENGTH }, { type: 'integer' }] },
        notEmpty: { not: { type: 'string', maxLength: 0 } },
      },
    });
  });

  it('is documented in the contract', () => {
    const description = (bundle as unknown as { info: { description: string } }).info.description;
    expect(description).toContain(`at most ${DEFAULT_MAX_STRING_LENGTH.toLocaleString('en-US')}`);
    expect(description).toContain('at most 1,000 items');
  });

  it('every operation that takes input declares the 400 it answers', () => {
    const undeclared = plan
      .filter(({ cases, op }) => cases.length && !(op.operation.responses as Record<string, unknown>)['400'])
      .map(({ op }) => op.operationId);
    expect([...new Set(undeclared)]).toEqual([]);
  });
});

describe.each(TEST_DATABASES)('bad input on %s', (kind) => {
  const server = useTestServer(kind);
  let browser: Browser;

  beforeAll(async () => {
    browser = await registeredBrowser(server, `bad.input.${kind}@example.com`);
  });

  const title = ({ op, kind: check, cases }: (typeof plan)[number]) =>
    `${op.operationId}: ${CHECKS[check].title} → 400 naming ${[...new Set(cases.map((c) => fieldName(c.field)))].join(', ')}`;

  // Kinds of bad input an operation has no field for are counted once, not listed as skipped tests.
  afterAll(() => {
    const notApplicable = new Map<string, number>();
    for (const entry of plan.filter((e) => e.skip)) {
      const check = CHECKS[entry.kind].title;
      notApplicable.set(check, (notApplicable.get(check) ?? 0) + 1);
    }
    const counts = [...notApplicable].map(([check, n]) => `${check}: ${n} operations`).join('; ');
    process.stdout.write(
      `bad input on ${kind}: ${plan.filter((e) => !e.skip).length} checks; no field for ${counts}\n`,
    );
  });

  for (const entry of plan.filter((e) => !e.skip)) {
    it(title(entry), async () => {
      const failures: string[] = [];
      for (const c of entry.cases) {
        const name = fieldName(c.field);
        const res = await browser.send(await mutatedRequest(entry.op, c));
        const shapeErrors = validator.validateComponent('ValidationError', res.body);
        if (res.status !== 400 || !namesField(res.body, name) || shapeErrors.length) {
          const body = JSON.stringify(res.body).slice(0, 300);
          failures.push(`${name}: ${res.status} ${body}${shapeErrors.length ? ` (${shapeErrors.join('; ')})` : ''}`);
        }
      }
      expect(failures).toEqual([]);
    });
  }
});
