/**
 * JSON Schema validation against the bundled OpenAPI document (ajv, draft 2020-12, which is the
 * schema dialect of OpenAPI 3.1). The bundle's components are loaded once under an id, so every
 * `#/components/...` $ref resolves. OpenAPI's own keywords (`example`, `x-*`) are ignored
 * (`strict: false`). Independent of MSW: the server contract tests reuse it.
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

import { resolveRef, type OpenApiBundle, type OperationInfo } from './operations';

const BUNDLE_ID = 'openapi-bundle';

export interface SpecValidator {
  /** Validates `data` against an (inline) schema of the bundle. Returns the error texts; [] means valid. */
  validate(schema: unknown, data: unknown): string[];
  /** Validates `data` against components.schemas[name]. */
  validateComponent(name: string, data: unknown): string[];
  /** The response object of an operation for a status, with a `$ref` to components.responses resolved. */
  response(op: OperationInfo, status: string): ResponseObject | undefined;
}

export interface MediaTypeObject {
  schema?: unknown;
  example?: unknown;
}
export interface ResponseObject {
  description?: string;
  content?: Record<string, MediaTypeObject>;
}

/** Points the bundle-relative `#/components/...` refs of an inline schema at the loaded bundle. */
function anchorRefs(schema: unknown): unknown {
  return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', `"${BUNDLE_ID}#/components/`));
}

export function createSpecValidator(bundle: OpenApiBundle): SpecValidator {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  // OpenAPI's file payloads; JSON Schema has no such format.
  ajv.addFormat('binary', true);
  ajv.addSchema({ $id: BUNDLE_ID, components: bundle.components ?? {} });

  const cache = new Map<string, ValidateFunction>();
  const compile = (schema: unknown): ValidateFunction => {
    const key = JSON.stringify(schema);
    let fn = cache.get(key);
    if (!fn) {
      fn = ajv.compile(anchorRefs(schema) as object);
      cache.set(key, fn);
    }
    return fn;
  };
  const validate = (schema: unknown, data: unknown): string[] => {
    const fn = compile(schema);
    if (fn(data)) return [];
    return (fn.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message ?? 'is invalid'}`);
  };

  return {
    validate,
    validateComponent(name, data) {
      if (!bundle.components?.schemas?.[name]) throw new Error(`No schema components.schemas.${name}`);
      return validate({ $ref: `#/components/schemas/${name}` }, data);
    },
    response(op, status) {
      const responses = op.operation.responses as Record<string, unknown> | undefined;
      const raw = responses?.[status];
      return raw === undefined ? undefined : resolveRef<ResponseObject>(bundle, raw);
    },
  };
}
