// Reads the bundled OpenAPI (src/api/openapi.gen.json, made by `npm run gen:api`) into the rows the
// "API contract" docs page shows. Imported at build time, so the page always matches the contract.
import bundle from '../../src/api/openapi.gen.json';
import { listOperations, type OpenApiBundle } from '../../src/lib/openapi/operations';

type Json = Record<string, unknown>;

export interface ContractParameter {
  name: string;
  in: string;
  required: boolean;
  type: string;
}

export interface ContractOperation {
  operationId: string;
  method: string;
  path: string;
  summary: string;
  inferred: boolean;
  parameters: ContractParameter[];
  requestBody: string | null;
  statuses: string[];
}

export interface ContractTag {
  name: string;
  description: string;
  operations: ContractOperation[];
}

function typeName(schema: unknown): string {
  if (!schema || typeof schema !== 'object') return 'any';
  const s = schema as Json;
  if (typeof s.$ref === 'string') return s.$ref.split('/').at(-1) ?? 'object';
  if (Array.isArray(s.enum)) return s.enum.map(String).join(' | ');
  if (s.type === 'array') return `${typeName(s.items)}[]`;
  if (Array.isArray(s.type)) return s.type.join(' | ');
  return typeof s.type === 'string' ? (typeof s.format === 'string' ? `${s.type} (${s.format})` : s.type) : 'object';
}

function readOperation(path: string, method: string, raw: Json): ContractOperation {
  const parameters = ((raw.parameters as Json[] | undefined) ?? []).map((p) => ({
    name: String(p.name),
    in: String(p.in),
    required: p.required === true,
    type: typeName(p.schema),
  }));
  const content = (raw.requestBody as Json | undefined)?.content as Record<string, Json> | undefined;
  const requestBody = content
    ? Object.entries(content)
        .map(([mediaType, media]) => `${typeName(media.schema)} (${mediaType})`)
        .join(', ')
    : null;
  return {
    operationId: String(raw.operationId),
    method: method.toUpperCase(),
    path,
    summary: String(raw.summary ?? ''),
    inferred: raw['x-inferred'] === true,
    parameters,
    requestBody,
    statuses: Object.keys((raw.responses as Json | undefined) ?? {}),
  };
}

export function contractByTag(): ContractTag[] {
  const tags: ContractTag[] = bundle.tags.map((tag) => ({
    name: tag.name,
    description: tag.description,
    operations: [],
  }));
  for (const op of listOperations(bundle as unknown as OpenApiBundle)) {
    const operation = readOperation(op.path, op.method, op.operation);
    const tag = tags.find((t) => t.name === op.tags[0]);
    if (!tag) throw new Error(`${operation.operationId} has no known tag (${String(op.tags[0])}).`);
    tag.operations.push(operation);
  }
  for (const tag of tags)
    tag.operations.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  return tags;
}
