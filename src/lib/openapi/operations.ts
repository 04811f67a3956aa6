/**
 * The operation list of an OpenAPI bundle, and the check that an implementation covers it: the
 * one walker of the document, for the server (its routes), the mocks, the contract tests and
 * scripts/ (gen-api, check-spec-coverage). Independent of MSW and of any server framework.
 */

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** The parts of an OpenAPI 3.1 document this module reads (the bundle is plain JSON). */
export interface OpenApiBundle {
  paths: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
}

export interface OperationInfo {
  operationId: string;
  method: HttpMethod;
  /** The path exactly as the spec writes it, e.g. '/endpoints/childaccount/{id}'. */
  path: string;
  tags: string[];
  /** The raw OpenAPI operation object. */
  operation: Record<string, unknown>;
}

function isHttpMethod(key: string): key is HttpMethod {
  return (HTTP_METHODS as readonly string[]).includes(key);
}

/** Every operation of the bundle, in document order. Throws on a missing or duplicate operationId. */
export function listOperations(bundle: OpenApiBundle): OperationInfo[] {
  const operations: OperationInfo[] = [];
  const seen = new Set<string>();
  for (const [path, item] of Object.entries(bundle.paths)) {
    for (const [key, value] of Object.entries(item)) {
      if (!isHttpMethod(key)) continue;
      const operation = value as Record<string, unknown>;
      const operationId = operation.operationId;
      if (typeof operationId !== 'string' || operationId === '') {
        throw new Error(`${key.toUpperCase()} ${path} has no operationId`);
      }
      if (seen.has(operationId)) throw new Error(`operationId ${operationId} is used twice`);
      seen.add(operationId);
      const tags = Array.isArray(operation.tags)
        ? operation.tags.filter((t): t is string => typeof t === 'string')
        : [];
      operations.push({ operationId, method: key, path, tags, operation });
    }
  }
  return operations;
}

/** operationIds of the bundle that `implemented` lacks, sorted. */
export function missingOperations(bundle: OpenApiBundle, implementedOperationIds: Iterable<string>): string[] {
  const implemented = new Set(implementedOperationIds);
  return listOperations(bundle)
    .map((op) => op.operationId)
    .filter((id) => !implemented.has(id))
    .sort();
}

/** operationIds in `implemented` that the bundle does not define (a typo, or a removed call), sorted. */
export function unknownOperations(bundle: OpenApiBundle, implementedOperationIds: Iterable<string>): string[] {
  const known = new Set(listOperations(bundle).map((op) => op.operationId));
  return [...new Set(implementedOperationIds)].filter((id) => !known.has(id)).sort();
}

/** A case-sensitive matcher for an OpenAPI path template ('{id}' matches one segment). */
export function pathTemplateToRegExp(path: string): RegExp {
  const source = path
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith('{') ? '([^/]+)' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

/** The operation a request method and pathname address (exact, case-sensitive), if any. */
export function findOperation(
  operations: readonly OperationInfo[],
  method: string,
  pathname: string,
): OperationInfo | undefined {
  const lower = method.toLowerCase();
  return operations.find((op) => op.method === lower && pathTemplateToRegExp(op.path).test(pathname));
}

/** Follows a `#/components/<section>/<name>` $ref of the bundle; other values pass through. */
export function resolveRef<T>(bundle: OpenApiBundle, value: unknown): T {
  if (value && typeof value === 'object' && '$ref' in value && typeof value.$ref === 'string') {
    const [, section, name] = /^#\/components\/([^/]+)\/(.+)$/.exec(value.$ref) ?? [];
    const target = section && name ? bundle.components?.[section]?.[name] : undefined;
    if (target === undefined) throw new Error(`Unresolvable $ref ${value.$ref}`);
    return target as T;
  }
  return value as T;
}

/** The properties of a component schema, each resolved; throws when the schema has none. */
export function schemaProperties(bundle: OpenApiBundle, schema: string): Record<string, Record<string, unknown>> {
  const component = resolveRef<{ properties?: Record<string, unknown> }>(bundle, {
    $ref: `#/components/schemas/${schema}`,
  });
  if (!component.properties) throw new Error(`The contract's ${schema} has no properties`);
  return Object.fromEntries(
    Object.entries(component.properties).map(([name, value]) => [
      name,
      resolveRef<Record<string, unknown>>(bundle, value),
    ]),
  );
}

type LimitKeyword = 'maxItems' | 'minItems' | 'maxLength' | 'minLength' | 'maximum' | 'minimum';

/**
 * A limit the contract sets on a property of a component schema ('SuggestionList', 'suggestions',
 * 'maxItems' → 10), so code that enforces it reads the contract instead of restating the number.
 * Throws when the schema, the property or the limit is missing: a renamed schema fails at start-up.
 */
export function schemaLimit(bundle: OpenApiBundle, schema: string, property: string, keyword: LimitKeyword): number {
  const component = resolveRef<{ properties?: Record<string, unknown> }>(bundle, {
    $ref: `#/components/schemas/${schema}`,
  });
  const value = resolveRef<Record<string, unknown>>(bundle, component.properties?.[property] ?? {})[keyword];
  if (typeof value !== 'number') throw new Error(`The contract sets no ${keyword} on ${schema}.${property}`);
  return value;
}

/** The values a component schema enumerates ('OrganicKeywordColumn' → ['keyword', …]); throws when it has none. */
export function schemaEnum(bundle: OpenApiBundle, schema: string): string[] {
  const values = resolveRef<{ enum?: unknown }>(bundle, { $ref: `#/components/schemas/${schema}` }).enum;
  if (!Array.isArray(values) || !values.every((v) => typeof v === 'string')) {
    throw new Error(`The contract's ${schema} enumerates no strings`);
  }
  return values;
}
