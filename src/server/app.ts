/**
 * The Fastify application: every operation of the bundled OpenAPI is registered through
 * fastify-openapi-glue, which validates parameters and bodies with ajv before any handler runs.
 * Operations this slice does not implement answer 501 with the contract's Error body.
 */
import { fastifyCookie as cookie } from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import openapiGlue from 'fastify-openapi-glue';

import type { ServerConfig } from './config';
import type { Db } from './db';
import { FieldValidationError, handleError, HttpError, SERVER_TEXT } from './errors';
import { createHandlers } from './handlers/index';
import { loadSession, safeEqual, CSRF_HEADER } from './sessions';
import { registerSpa } from './spa';
import bundle from '../api/openapi.gen.json';

export interface BuildAppOptions {
  db: Db;
  config: ServerConfig;
  /** The built browser app (dist/) to serve with the API; omitted in API-only tests. */
  staticDir?: string;
  logger?: FastifyServerOptions['logger'];
}

/** Operations that take a password or send mail: rate limited per client address. */
export const RATE_LIMITED_OPERATIONS = new Set([
  'login',
  'registerJson',
  'registerFreeAccount',
  'registerFreeAccountOrLogin',
  'forgotPassword',
  'checkPasswordResetToken',
  'resetPassword',
]);

/** Operations a killed session may still call, to learn that it was killed. */
const KILLED_SESSION_MAY_CALL = new Set(['pollSession', 'sendSessionHeartbeat']);

const operationIdOf = (request: FastifyRequest): string | undefined =>
  (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;

const notAvailable = (operationId: string) =>
  new HttpError(501, SERVER_TEXT.notAvailable.replace('{operationId}', operationId), 'NOT_IMPLEMENTED');

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
    return (httpPart === 'body' ? body : params).compile(rest);
  };
}

interface RequestBodySpec {
  required: boolean;
  types: string[];
}

/** operationId → whether its body is required, and its media types. */
function requestBodySpecs(): Map<string, RequestBodySpec> {
  const specs = new Map<string, RequestBodySpec>();
  const paths = bundle.paths as unknown as Record<string, Record<string, unknown>>;
  for (const item of Object.values(paths)) {
    for (const operation of Object.values(item)) {
      const op = operation as { operationId?: string; requestBody?: { required?: boolean; content?: object } };
      if (!op.operationId || !op.requestBody) continue;
      specs.set(op.operationId, {
        required: op.requestBody.required === true,
        types: Object.keys(op.requestBody.content ?? {}),
      });
    }
  }
  return specs;
}

export async function buildApp({ db, config, staticDir, logger = false }: BuildAppOptions): Promise<FastifyInstance> {
  // A hop count is valid at run time (Fastify passes it to proxy-addr); its typings omit numbers.
  const trustProxy = config.trustProxy as boolean | string | string[];
  const app = Fastify({ logger, trustProxy, bodyLimit: 1024 * 1024 });
  app.setValidatorCompiler(validatorCompilers());
  app.setErrorHandler(handleError);
  app.decorateRequest('rs', null as unknown as FastifyRequest['rs']);

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'frame-ancestors': ["'self'"],
        'upgrade-insecure-requests': null,
      },
    },
  });
  await app.register(cookie, { secret: config.sessionSecret });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new HttpError(429, SERVER_TEXT.rateLimited, 'RATE_LIMITED'),
  });

  app.addHook('onRequest', async (request) => {
    await loadSession(db, request);
  });

  // Fastify validates a body only when its content type has a schema: a missing body, or one sent
  // as another type (text/plain), would reach the handler unchecked. Both are refused here.
  const requestBodies = requestBodySpecs();
  app.addHook('preValidation', async (request) => {
    const spec = requestBodies.get(operationIdOf(request) ?? '');
    if (!spec) return;
    if (request.body === undefined || request.body === null) {
      if (spec.required) throw new FieldValidationError([{ field: 'body', message: 'is required' }]);
      return;
    }
    const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!spec.types.includes(type)) {
      throw new HttpError(415, `Send the body as ${spec.types.join(' or ')}.`, 'UNSUPPORTED_MEDIA_TYPE');
    }
  });

  // Media types the contract only answers with (a pixel, CSV and PDF downloads) are never request bodies.
  for (const type of ['image/gif', 'text/csv', 'application/pdf']) {
    app.addContentTypeParser(type, (_request, _payload, done) => {
      done(new HttpError(415, `${type} is not accepted as a request body.`, 'UNSUPPORTED_MEDIA_TYPE'), undefined);
    });
  }

  // No multipart operation is implemented yet: the body is refused as not available, before parsing.
  app.addContentTypeParser('multipart/form-data', (request, _payload, done) => {
    done(notAvailable(operationIdOf(request) ?? 'This operation'), undefined);
  });

  const handlers = createHandlers({ db, config });
  const rateLimitConfig = { max: config.rateLimit.max, timeWindow: config.rateLimit.windowMs };

  const securityHandlers = {
    /** A logged-in session (a killed one may still poll, to learn it was killed). */
    sessionCookie(request: FastifyRequest) {
      if (request.rs.user) return;
      if (request.rs.killedSession && KILLED_SESSION_MAY_CALL.has(operationIdOf(request) ?? '')) return;
      throw new HttpError(401, SERVER_TEXT.notLoggedIn, 'NOT_LOGGED_IN');
    },
    /** The X-CSRF-Token header must equal the token of the caller's session. */
    csrfHeader(request: FastifyRequest) {
      const killed = KILLED_SESSION_MAY_CALL.has(operationIdOf(request) ?? '') ? request.rs.killedSession : null;
      const session = request.rs.session ?? killed;
      const sent = request.headers[CSRF_HEADER];
      if (session && typeof sent === 'string' && safeEqual(sent, session.csrf_token)) return;
      throw new HttpError(403, SERVER_TEXT.csrfInvalid, 'CSRF_INVALID');
    },
  };

  await app.register(openapiGlue, {
    specification: structuredClone(bundle),
    securityHandlers,
    // The plugin merges these options into the route it builds (its typings ask for a whole route).
    operationResolver: (operationId: string) =>
      ({
        handler:
          handlers[operationId] ??
          (async () => {
            throw notAvailable(operationId);
          }),
        config: {
          operationId,
          implemented: operationId in handlers,
          ...(RATE_LIMITED_OPERATIONS.has(operationId) ? { rateLimit: rateLimitConfig } : {}),
        },
      }) as unknown as RouteOptions,
  });

  await registerSpa(app, { db, staticDir });
  return app;
}
