/**
 * The Fastify application: every operation of the bundled OpenAPI is registered through
 * fastify-openapi-glue. Each request then passes, in order: the operation's security (logged in,
 * CSRF token) before its body is even read, ajv validation of parameters and body against the
 * contract (with server-wide maximums for strings and lists the contract leaves unbounded), and
 * only then its handler. Operations not implemented yet answer 501 with the contract's Error body.
 */
import { fastifyCookie as cookie } from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
  type preValidationHookHandler,
  type RouteOptions,
} from 'fastify';
import openapiGlue from 'fastify-openapi-glue';

import { registerCompression } from './compression';
import type { ServerConfig } from './config';
import type { Db } from './db';
import { FieldValidationError, handleError, HttpError, SERVER_TEXT } from './errors';
import { createHandlers } from './handlers/index';
import { HEALTH_PATH, READY_PATH, registerHealth } from './health';
import type { JobQueue } from './jobs';
import { registerSecurityHeaders } from './securityHeaders';
import { csrfTokenMatches, expectedCsrfToken, loadSession, CSRF_HEADER } from './sessions';
import { HASHED_ASSETS_DIR, registerSpa } from './spa';
import bundle from '../api/openapi.gen.json';
import { listOperations, resolveRef, type OpenApiBundle } from '../lib/openapi/operations';

export interface BuildAppOptions {
  db: Db;
  config: ServerConfig;
  /** The built browser app (dist/) to serve with the API; omitted in API-only tests. */
  staticDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** True once the process is shutting down: /readyz then answers 503 (./health.ts). */
  isDraining?: () => boolean;
  /** The background job queue (collection runs); omitted in tests that need none. */
  jobs?: JobQueue;
}

/** Operations that take a password, send mail or charge a card: rate limited per client address. */
export const RATE_LIMITED_OPERATIONS = new Set([
  'login',
  'registerJson',
  'registerFreeAccount',
  'registerFreeAccountOrLogin',
  'forgotPassword',
  'checkPasswordResetToken',
  'resetPassword',
  // Card endpoints: limited so they cannot be used to test stolen card numbers.
  'purchasePlan',
  'upgradePlan',
  'upgradeToAnnual',
  'changePaymentInfo',
  'addChildAccounts',
]);

/** Operations a killed session may still call, to learn that it was killed. */
const KILLED_SESSION_MAY_CALL = new Set(['pollSession', 'sendSessionHeartbeat']);

/**
 * Operations whose answer shows the session's facts (searches, live sessions, subscriptions):
 * loadSession reads them in the session's query, so each costs one database read (the account
 * page's info one more, for the card, Google and the terms).
 */
export const SESSION_FACTS_OPERATIONS = new Set([
  'getActiveState',
  'pollSession',
  'sendSessionHeartbeat',
  'getAccountInfo',
]);

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's OpenAPI operation ('' on other routes), read from its route once, in onRequest. */
    operationId: string;
  }
}

/**
 * The request's operation. Fastify's request.routeOptions builds a new object on every read, and
 * the hooks below asked for it several times per request (the session route is asked on every page load).
 */
const operationIdOf = (request: FastifyRequest): string => request.operationId;

const routeOperationId = (schema: unknown): string =>
  (schema as { operationId?: string } | undefined)?.operationId ?? '';

const notAvailable = (operationId: string) =>
  new HttpError(501, SERVER_TEXT.notAvailable.replace('{operationId}', operationId), 'NOT_IMPLEMENTED');

/**
 * The longest string a request may carry where the contract sets no maxLength (an explicit
 * maxLength wins, longer or shorter). 2,048 characters is the common practical limit of a URL, the
 * longest single-line value the contract takes (its URL fields declare exactly that); everything
 * that may legitimately be longer — keyword lists, notes, export payloads — declares its own
 * limit. The unbounded strings today are ids, dates, card fields and a source label.
 */
export const DEFAULT_MAX_STRING_LENGTH = 2048;

/**
 * The most items a request list may carry where the contract sets no maxItems: 1,000, the largest
 * list the contract accepts explicitly (an outreach import).
 */
export const DEFAULT_MAX_ITEMS = 1000;

/** The server-wide request body limit (Fastify's default); operations whose contract allows longer strings get more. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/** Only ever more than the longest path parameter the contract allows, so ajv (400), never the router (404), refuses one. */
const MAX_PARAM_LENGTH = 16 * 1024;

type SchemaNode = Record<string, unknown>;
const isSchema = (value: unknown): value is SchemaNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Where limits are added. Not under `not`, `if`, `contains` or `propertyNames`: a bound added there
// would change which values the schema accepts, instead of only refusing oversized ones.
const SUBSCHEMA = ['items', 'additionalProperties', 'unevaluatedItems', 'unevaluatedProperties', 'then', 'else'];
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SUBSCHEMA_MAPS = ['properties', 'patternProperties', 'dependentSchemas', '$defs', 'definitions'];

function typesOf(schema: SchemaNode): unknown[] {
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

/**
 * A copy of a request schema in which every string has a maxLength and every array a maxItems
 * (the defaults above where the contract gives none). Enumerations and constants are already
 * bounded; binary strings are file parts, bounded by the body limit.
 */
export function withDefaultLimits(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withDefaultLimits);
  if (!isSchema(schema)) return schema;
  const copy: SchemaNode = { ...schema };
  const types = typesOf(copy);
  const bounded = 'enum' in copy || 'const' in copy;
  if (types.includes('string') && !bounded && copy.format !== 'binary' && copy.maxLength === undefined) {
    copy.maxLength = DEFAULT_MAX_STRING_LENGTH;
  }
  if (types.includes('array') && !bounded && copy.maxItems === undefined) copy.maxItems = DEFAULT_MAX_ITEMS;
  for (const key of SUBSCHEMA) if (key in copy) copy[key] = withDefaultLimits(copy[key]);
  for (const key of SUBSCHEMA_LISTS) if (Array.isArray(copy[key])) copy[key] = withDefaultLimits(copy[key]);
  for (const key of SUBSCHEMA_MAPS) {
    const map = copy[key];
    if (isSchema(map)) {
      copy[key] = Object.fromEntries(Object.entries(map).map(([name, sub]) => [name, withDefaultLimits(sub)]));
    }
  }
  return copy;
}

/** ajv for request validation: strict types in bodies, string coercion only for query, path and headers. */
function validatorCompilers() {
  const make = (coerceTypes: false | 'array') => {
    const ajv = new Ajv2020({
      strict: false,
      allErrors: true,
      coerceTypes,
      useDefaults: true,
      removeAdditional: false,
    });
    addFormats(ajv);
    ajv.addFormat('binary', true);
    return ajv;
  };
  const body = make(false);
  const params = make('array');
  return ({ schema, httpPart }: { schema: object; httpPart?: string }) => {
    // fastify-openapi-glue gives recursive schemas one shared placeholder $id; ajv needs unique ids.
    const { $id: _ignored, ...rest } = schema as { $id?: string };
    // A file body (application/octet-stream) reaches its handler as a stream, which reads and bounds it.
    if (httpPart === 'body' && (rest as { format?: string }).format === 'binary') return () => true;
    return (httpPart === 'body' ? body : params).compile(withDefaultLimits(rest) as object);
  };
}

const operations = listOperations(bundle as unknown as OpenApiBundle);

/** The longest maxLength of any string in a (bundle) schema, following its $refs. */
function longestString(schema: unknown, seen = new Set<unknown>()): number {
  const node = resolveRef<unknown>(bundle as unknown as OpenApiBundle, schema);
  if (!node || typeof node !== 'object' || seen.has(node)) return 0;
  seen.add(node);
  const own = isSchema(node) && typeof node.maxLength === 'number' ? node.maxLength : 0;
  const children = Object.values(node as object).map((child) => longestString(child, seen));
  return Math.max(own, ...children);
}

interface RequestBodySpec {
  required: boolean;
  types: string[];
  /** Bytes Fastify reads: the server-wide limit, or more where the contract allows longer strings. */
  bodyLimit: number;
}

/**
 * operationId → its query parameters sent comma-separated (`style: form, explode: false`), e.g.
 * previewbill?emails=a,b. They are split before validation; the repeated form (emails=a&emails=b)
 * the typed client sends works as well.
 */
function commaSeparatedQueryParams(): Map<string, string[]> {
  const params = new Map<string, string[]>();
  for (const { operationId, operation } of operations) {
    const parameters = (operation.parameters ?? []) as { in?: string; name?: string; explode?: boolean }[];
    const names = parameters
      .filter((p) => p.in === 'query' && p.explode === false && p.name)
      .map((p) => p.name as string);
    if (names.length) params.set(operationId, names);
  }
  return params;
}

/** operationId → whether its body is required, its media types and its body limit. */
function requestBodySpecs(): Map<string, RequestBodySpec> {
  const specs = new Map<string, RequestBodySpec>();
  for (const { operationId, operation } of operations) {
    const requestBody = operation.requestBody as { required?: boolean; content?: Record<string, { schema?: unknown }> };
    if (!requestBody) continue;
    const content = requestBody.content ?? {};
    const longest = Math.max(0, ...Object.values(content).map((media) => longestString(media.schema)));
    specs.set(operationId, {
      required: requestBody.required === true,
      types: Object.keys(content),
      // JSON escaping can double a string (every quote of an embedded JSON document becomes \"): a
      // body whose contract allows a string beyond half the server-wide limit gets room for it.
      bodyLimit: 2 * longest > DEFAULT_BODY_LIMIT ? 2 * longest + DEFAULT_BODY_LIMIT : DEFAULT_BODY_LIMIT,
    });
  }
  return specs;
}

type SecurityRequirement = Record<string, unknown>;

/** operationId → its security requirements (any one requirement object must pass in full). */
function securityRequirements(): Map<string, SecurityRequirement[]> {
  const globalSecurity = (bundle as { security?: SecurityRequirement[] }).security ?? [];
  return new Map(
    operations.map(({ operationId, operation }) => [
      operationId,
      (operation.security as SecurityRequirement[] | undefined) ?? globalSecurity,
    ]),
  );
}

export async function buildApp({
  db,
  config,
  staticDir,
  logger = false,
  isDraining = () => false,
  jobs,
}: BuildAppOptions): Promise<FastifyInstance> {
  // A hop count is valid at run time (Fastify passes it to proxy-addr); its typings omit numbers.
  const trustProxy = config.trustProxy as boolean | string | string[];
  const app = Fastify({
    logger,
    trustProxy,
    bodyLimit: DEFAULT_BODY_LIMIT,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
  });
  app.setValidatorCompiler(validatorCompilers());
  app.setErrorHandler(handleError);
  app.decorateRequest('rs', null as unknown as FastifyRequest['rs']);
  app.decorateRequest('operationId', '');

  registerSecurityHeaders(app, config);
  registerCompression(app);
  await app.register(cookie, { secret: config.sessionSecret });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new HttpError(429, SERVER_TEXT.rateLimited, 'RATE_LIMITED'),
  });

  const securityHandlers: Record<string, (request: FastifyRequest) => void> = {
    /** A logged-in session (a killed one may still poll, to learn it was killed). */
    sessionCookie(request) {
      if (request.rs.user) return;
      if (request.rs.killedSession && KILLED_SESSION_MAY_CALL.has(operationIdOf(request))) return;
      throw new HttpError(401, SERVER_TEXT.notLoggedIn, 'NOT_LOGGED_IN');
    },
    /** The X-CSRF-Token header must be the token of the caller's session (as sent, or as a page masks it). */
    csrfHeader(request) {
      const expected = expectedCsrfToken(request, KILLED_SESSION_MAY_CALL.has(operationIdOf(request)));
      const sent = request.headers[CSRF_HEADER];
      if (expected !== null && typeof sent === 'string' && csrfTokenMatches(sent, expected)) return;
      throw new HttpError(403, SERVER_TEXT.csrfInvalid, 'CSRF_INVALID');
    },
  };

  // The operation's security runs as soon as the session is known, before the body is read: an
  // anonymous caller or a forged request costs no parsing or validation, and learns nothing about
  // what a valid body looks like. OpenAPI semantics: one requirement object must pass in full;
  // when none does, the last failure answers (an anonymous caller of a logged-in, CSRF-protected
  // operation gets the 401 of the first scheme it lacks).
  const requirementsOf = securityRequirements();
  /** The failure of the request's operation security, or undefined when it passes. */
  const securityFailure = (request: FastifyRequest): Error | undefined => {
    const requirements = requirementsOf.get(request.operationId) ?? [];
    let failure: unknown = null;
    for (const requirement of requirements) {
      try {
        for (const scheme of Object.keys(requirement)) {
          const check = securityHandlers[scheme];
          if (!check) throw new Error(`No security handler for ${scheme}`);
          check(request);
        }
        return undefined;
      } catch (error) {
        failure = error;
      }
    }
    if (!failure) return undefined;
    return failure instanceof Error ? failure : new Error(String(failure));
  };
  const readsNoSession = (url: string | undefined) =>
    url === HEALTH_PATH || url === READY_PATH || (url?.startsWith(HASHED_ASSETS_DIR) ?? false);
  // A callback hook: when the session is known without waiting (no cookie, or a kept read on
  // SQLite), the request goes on in the same turn, without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const operationId = routeOperationId(request.routeOptions.schema);
    request.operationId = operationId;
    // The health checks and the build's hashed files answer the same to everyone: they read no
    // session (a page's dozens of assets would each cost a session read, and /healthz must answer
    // without the database). Other static routes may fall through to the page handler, which needs it.
    if (readsNoSession(request.routeOptions.url)) {
      done();
      return;
    }
    let loading: Promise<void> | undefined;
    try {
      loading = loadSession(db, request, SESSION_FACTS_OPERATIONS.has(operationId));
    } catch (error) {
      done(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (loading === undefined) {
      done(securityFailure(request));
      return;
    }
    loading.then(() => done(securityFailure(request)), done);
  });

  // Fastify validates a body only when its content type has a schema: a missing body, or one sent
  // as another type (text/plain), would reach the handler unchecked. Both are refused here. These
  // checks are attached to the routes of the operations that need them (onRoute), so that the
  // others — the active state, the poll — run no hook for them.
  const requestBodies = requestBodySpecs();
  const commaSeparated = commaSeparatedQueryParams();
  const splitCommaSeparated =
    (names: string[]): preValidationHookHandler =>
    (request, _reply, done) => {
      const query = request.query as Record<string, unknown>;
      for (const name of names) {
        const value = query[name];
        if (typeof value === 'string') query[name] = value === '' ? [] : value.split(',');
        else if (Array.isArray(value)) query[name] = value.flatMap((v) => (typeof v === 'string' ? v.split(',') : [v]));
      }
      done();
    };
  const checkBody =
    (spec: RequestBodySpec): preValidationHookHandler =>
    (request, _reply, done) => {
      if (request.body === undefined || request.body === null) {
        done(spec.required ? new FieldValidationError([{ field: 'body', message: 'is required' }]) : undefined);
        return;
      }
      const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      if (!spec.types.includes(type)) {
        done(new HttpError(415, `Send the body as ${spec.types.join(' or ')}.`, 'UNSUPPORTED_MEDIA_TYPE'));
        return;
      }
      done();
    };
  app.addHook('onRoute', (route) => {
    const operationId = routeOperationId(route.schema);
    const names = commaSeparated.get(operationId);
    const spec = requestBodies.get(operationId);
    const added = [...(names ? [splitCommaSeparated(names)] : []), ...(spec ? [checkBody(spec)] : [])];
    if (!added.length) return;
    const own = route.preValidation;
    route.preValidation = [...(own === undefined ? [] : Array.isArray(own) ? own : [own]), ...added];
  });

  // Media types the contract only answers with (a pixel, CSV and PDF downloads) are never request bodies.
  for (const type of ['image/gif', 'text/csv', 'application/pdf']) {
    app.addContentTypeParser(type, (_request, _payload, done) => {
      done(new HttpError(415, `${type} is not accepted as a request body.`, 'UNSUPPORTED_MEDIA_TYPE'), undefined);
    });
  }

  // A file sent as the body itself (UploadImport): the handler streams it, so it is never held in memory.
  app.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));

  // No multipart operation is implemented yet: the body is refused as not available, before parsing.
  app.addContentTypeParser('multipart/form-data', (request, _payload, done) => {
    done(notAvailable(operationIdOf(request) || 'This operation'), undefined);
  });

  const handlers = createHandlers({ db, config, jobs });
  const rateLimitConfig = { max: config.rateLimit.max, timeWindow: config.rateLimit.windowMs };

  await app.register(openapiGlue, {
    specification: structuredClone(bundle),
    // No securityHandlers: the onRequest hook above enforces every operation's security.
    // The plugin merges these options into the route it builds (its typings ask for a whole route).
    operationResolver: (operationId: string) =>
      ({
        handler:
          handlers[operationId] ??
          (async () => {
            throw notAvailable(operationId);
          }),
        bodyLimit: requestBodies.get(operationId)?.bodyLimit ?? DEFAULT_BODY_LIMIT,
        config: {
          operationId,
          implemented: operationId in handlers,
          ...(RATE_LIMITED_OPERATIONS.has(operationId) ? { rateLimit: rateLimitConfig } : {}),
        },
      }) as unknown as RouteOptions,
  });

  registerHealth(app, { db, database: config.database, isDraining });
  await registerSpa(app, { staticDir });
  return app;
}
