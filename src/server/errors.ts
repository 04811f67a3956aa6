/** Error bodies of the contract (components.schemas Error and ValidationError) and their mapping. */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

import type { components } from '../api/schema.gen';

export type ErrorBody = components['schemas']['Error'];
export type ValidationErrorBody = components['schemas']['ValidationError'];
export type FieldError = components['schemas']['FieldError'];

// Ours: the texts of the contract's examples.
export const SERVER_TEXT = {
  csrfInvalid: 'Invalid CSRF token.',
  notLoggedIn: 'Please log in to continue.',
  rateLimited: 'Too many attempts. Please wait a minute and try again.',
  notAvailable: '{operationId} is not available yet.',
  internal: 'Something went wrong on our side. Please try again.',
  captchaFailed: 'The captcha check failed. Please try again.',
} as const;

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** An error whose body is the contract's Error shape (plus any extra fields, e.g. isSuccessful). */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string | undefined;
  readonly extra: Record<string, unknown>;
  constructor(statusCode: number, message: string, code?: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.extra = extra;
  }
  body(): ErrorBody & Record<string, unknown> {
    return {
      statusCode: this.statusCode,
      error: REASONS[this.statusCode] ?? 'Error',
      message: this.message,
      ...(this.code ? { code: this.code } : {}),
      ...this.extra,
    };
  }
}

/** A 400 naming the given fields. */
export class FieldValidationError extends Error {
  readonly statusCode = 400;
  readonly fields: FieldError[];
  constructor(fields: FieldError[]) {
    super(fields.map((f) => `${f.field}: ${f.message}`).join('; '));
    this.fields = fields;
  }
  body(): ValidationErrorBody {
    return { statusCode: 400, error: 'Bad Request', message: this.message, fields: this.fields };
  }
}

interface AjvLikeError {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

const CONTEXT_PREFIX: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

/** ajv errors → one FieldError per invalid field, named like "body.email" or "query.projectId". */
export function fieldErrors(context: string | undefined, errors: readonly AjvLikeError[]): FieldError[] {
  const prefix = CONTEXT_PREFIX[context ?? 'body'] ?? context ?? 'body';
  const byField = new Map<string, string>();
  for (const e of errors) {
    const segments = (e.instancePath ?? '').split('/').filter(Boolean).map(decodePointer);
    const params = e.params ?? {};
    let message = e.message ?? 'is invalid';
    if (e.keyword === 'required' && typeof params.missingProperty === 'string') {
      segments.push(params.missingProperty);
      message = 'is required';
    } else if (e.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
      segments.push(params.additionalProperty);
      message = 'is not allowed';
    }
    const field = [prefix, ...segments].join('.');
    if (!byField.has(field)) byField.set(field, message);
  }
  return [...byField].map(([field, message]) => ({ field, message }));
}

function decodePointer(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** The error handler: every error becomes the contract's 400 or Error body; bad input is never a 500. */
export function handleError(
  error: FastifyError & Partial<AjvErrorCarrier>,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof HttpError || error instanceof FieldValidationError) {
    return reply.code(error.statusCode).send(error.body());
  }
  if (error.validation) {
    const fields = fieldErrors(error.validationContext, error.validation);
    return reply
      .code(400)
      .send(new FieldValidationError(fields.length ? fields : [{ field: 'body', message: error.message }]).body());
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status === 429) {
    return reply.code(429).send(new HttpError(429, SERVER_TEXT.rateLimited, 'RATE_LIMITED').body());
  }
  if (status >= 400 && status < 500) {
    // Malformed JSON, an empty JSON body, a too-large body: the request body is what is wrong.
    if (status === 400) {
      return reply.code(400).send(new FieldValidationError([{ field: 'body', message: error.message }]).body());
    }
    return reply.code(status).send(new HttpError(status, error.message, error.code).body());
  }
  request.log.error(error);
  return reply.code(500).send(new HttpError(500, SERVER_TEXT.internal, 'INTERNAL').body());
}

interface AjvErrorCarrier {
  validation: AjvLikeError[];
  validationContext: string;
}
