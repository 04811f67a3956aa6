/**
 * Cheap request checks the mocks apply before any handler runs (see gate.ts), so bad input gets
 * the spec's 400 ValidationError naming the field: required parameters and body properties,
 * unknown body properties where the schema forbids them, and the type, enum, length, pattern and
 * uuid format of parameters and top-level body properties. Deeper checks are the server's job.
 */
import type { FieldError } from './errors';
import { bundle } from './spec';
import type { OperationInfo } from '../lib/openapi/operations';
import { resolveRef } from '../lib/openapi/operations';

type Schema = Record<string, unknown>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function schemaOf(value: unknown): Schema {
  const resolved = resolveRef<Schema | undefined>(bundle, value) ?? {};
  // `allOf: [{ $ref }]` wrappers (a described reference) check as their target.
  if (Array.isArray(resolved.allOf) && resolved.allOf.length === 1 && !resolved.type) {
    return schemaOf(resolved.allOf[0]);
  }
  return resolved;
}

function types(schema: Schema): string[] {
  const t = schema.type;
  if (Array.isArray(t)) return t.filter((x): x is string => typeof x === 'string');
  return typeof t === 'string' ? [t] : [];
}

/** Checks one value (already decoded from JSON, or a raw string from the query) against a schema. */
function checkValue(schema: Schema, value: unknown, fromQuery: boolean): string | undefined {
  const allowed = types(schema);
  let v = value;
  if (fromQuery && typeof v === 'string') {
    if (allowed.includes('integer') || allowed.includes('number')) {
      if (!/^-?\d+(\.\d+)?$/.test(v)) return `must be ${allowed.includes('integer') ? 'an integer' : 'a number'}`;
      v = Number(v);
    } else if (allowed.includes('boolean')) {
      if (v !== 'true' && v !== 'false') return 'must be true or false';
      v = v === 'true';
    }
  }
  if (v === null) return allowed.length === 0 || allowed.includes('null') ? undefined : 'must not be null';
  if (allowed.length > 0) {
    const actual = Array.isArray(v) ? 'array' : typeof v;
    const ok = allowed.some(
      (t) =>
        (t === 'integer' && typeof v === 'number' && Number.isInteger(v)) ||
        (t === 'number' && typeof v === 'number') ||
        t === actual,
    );
    if (!ok) return `must be ${allowed.filter((t) => t !== 'null').join(' or ')}`;
  }
  if (Array.isArray(schema.enum) && !schema.enum.includes(v)) return `must be one of ${schema.enum.join(', ')}`;
  if ('const' in schema && schema.const !== v) return `must be ${String(schema.const)}`;
  if (typeof v === 'string') {
    if (typeof schema.minLength === 'number' && v.length < schema.minLength) {
      return schema.minLength === 1 ? 'must not be empty' : `must have at least ${schema.minLength} characters`;
    }
    if (typeof schema.maxLength === 'number' && v.length > schema.maxLength) {
      return `must have at most ${schema.maxLength} characters`;
    }
    if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(v)) {
      return `must match pattern "${schema.pattern}"`;
    }
    if (schema.format === 'uuid' && !UUID.test(v)) return 'must match format "uuid"';
  }
  if (typeof v === 'number') {
    if (typeof schema.minimum === 'number' && v < schema.minimum) return `must be >= ${schema.minimum}`;
    if (typeof schema.maximum === 'number' && v > schema.maximum) return `must be <= ${schema.maximum}`;
  }
  if (Array.isArray(v) && typeof schema.minItems === 'number' && v.length < schema.minItems) {
    return `must have at least ${schema.minItems} items`;
  }
  return undefined;
}

interface ParameterObject {
  name: string;
  in: string;
  required?: boolean;
  schema?: unknown;
}

async function readBody(request: Request, contentType: string): Promise<unknown> {
  try {
    if (contentType.includes('multipart/form-data')) {
      const form = await request.clone().formData();
      const out: Record<string, unknown> = {};
      form.forEach((value, key) => {
        out[key] = value;
      });
      return out;
    }
    // A file sent as the body itself is not JSON: only its presence is checked here.
    if (contentType.includes('application/octet-stream')) {
      return (await request.clone().arrayBuffer()).byteLength === 0 ? undefined : 'file';
    }
    const text = await request.clone().text();
    return text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return Symbol.for('invalid');
  }
}

/** Field errors of a request for an operation; [] when the cheap checks pass. */
export async function validateRequest(
  op: OperationInfo,
  request: Request,
  pathParams: Readonly<Record<string, string>>,
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const url = new URL(request.url);
  const parameters = (op.operation.parameters ?? []) as ParameterObject[];
  for (const p of parameters) {
    if (p.in !== 'query' && p.in !== 'path') continue;
    const field = `${p.in}.${p.name}`;
    const schema = schemaOf(p.schema);
    if (types(schema).includes('array')) {
      const values = url.searchParams.getAll(p.name).flatMap((v) => v.split(','));
      if (p.required && values.length === 0) errors.push({ field, message: 'is required' });
      continue;
    }
    const raw = p.in === 'path' ? pathParams[p.name] : url.searchParams.get(p.name);
    if (raw === null || raw === undefined) {
      if (p.required) errors.push({ field, message: 'is required' });
      continue;
    }
    const message = checkValue(schema, raw, true);
    if (message) errors.push({ field, message });
  }

  const requestBody = op.operation.requestBody as
    { required?: boolean; content?: Record<string, { schema?: unknown }> } | undefined;
  if (requestBody?.content) {
    const contentType = request.headers.get('content-type') ?? '';
    const media =
      Object.entries(requestBody.content).find(([type]) => contentType.includes(type.split(';')[0] ?? type)) ??
      Object.entries(requestBody.content)[0];
    const isForm = media?.[0].includes('multipart/form-data') ?? false;
    const body = await readBody(request, isForm ? 'multipart/form-data' : contentType);
    const schema = schemaOf(media?.[1].schema);
    if (body === Symbol.for('invalid')) {
      errors.push({ field: 'body', message: 'must be valid JSON' });
    } else if (body === undefined) {
      if (requestBody.required) errors.push({ field: 'body', message: 'is required' });
    } else if (types(schema).includes('object')) {
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        errors.push({ field: 'body', message: 'must be object' });
      } else {
        const record = body as Record<string, unknown>;
        const properties = (schema.properties ?? {}) as Record<string, unknown>;
        for (const name of (schema.required ?? []) as string[]) {
          if (!(name in record)) errors.push({ field: `body.${name}`, message: 'is required' });
        }
        for (const [name, value] of Object.entries(record)) {
          const propSchema = properties[name];
          if (propSchema === undefined) {
            if (schema.additionalProperties === false) {
              errors.push({ field: `body.${name}`, message: 'is not allowed' });
            }
            continue;
          }
          // Form parts are strings (files aside); JSON parts are parsed, the rest check like query values.
          if (isForm && typeof value !== 'string') continue;
          const propertySchema = schemaOf(propSchema);
          let decoded = value;
          if (isForm && (types(propertySchema).includes('object') || types(propertySchema).includes('array'))) {
            try {
              decoded = JSON.parse(value as string) as unknown;
            } catch {
              errors.push({ field: `body.${name}`, message: 'must be a JSON part' });
              continue;
            }
          }
          const message = checkValue(propertySchema, decoded, isForm && decoded === value);
          if (message) errors.push({ field: `body.${name}`, message });
        }
      }
    }
  }
  return errors;
}
