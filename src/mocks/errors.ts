/** Error bodies in the spec's shapes (components.schemas.ValidationError and Error). */
import type { Schemas } from './spec';

export type ValidationErrorBody = Schemas['ValidationError'];
export type ErrorBody = Schemas['Error'];
export type FieldError = Schemas['FieldError'];

export const STATUS_TEXT: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** 400 naming every invalid field, e.g. validationError([{ field: 'query.projectId', message: 'is required' }]). */
export function validationError(fields: FieldError[]): ValidationErrorBody {
  return {
    statusCode: 400,
    error: STATUS_TEXT[400] ?? 'Bad Request',
    message: fields.map((f) => `${f.field}: ${f.message}`).join('; '),
    fields,
  };
}

/**
 * Default message and code per status, as the spec's shared responses give them (500's is ours).
 * The 500 text is mock-only wording; a screen that shows it should take its text from INFERRED_TEXT.
 */
const DEFAULTS: Readonly<Record<number, { message: string; code: string }>> = {
  401: { message: 'Please log in to continue.', code: 'NOT_LOGGED_IN' },
  403: { message: 'This action needs a full (paying) account.', code: 'NOT_FULL_USER' },
  404: { message: 'Not found.', code: 'NOT_FOUND' },
  409: { message: 'That name is already taken.', code: 'DUPLICATE' },
  429: { message: 'Too many attempts. Please wait a minute and try again.', code: 'RATE_LIMITED' },
  500: { message: 'Something went wrong on our side.', code: 'SERVER_ERROR' },
};

/** Any non-400 error body. */
export function errorBody(statusCode: number, message?: string, code?: string): ErrorBody {
  const fallback = DEFAULTS[statusCode];
  const body: ErrorBody = {
    statusCode,
    error: STATUS_TEXT[statusCode] ?? 'Error',
    message: message ?? fallback?.message ?? 'Request failed.',
  };
  const resolvedCode = code ?? fallback?.code;
  if (resolvedCode !== undefined) body.code = resolvedCode;
  return body;
}

/**
 * A failure the mock db raises where the server throws its HttpError or FieldValidationError (the
 * same status, message, code and field names); a handler answers it with `failureAnswer`.
 */
export class MockHttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly fields?: FieldError[],
  ) {
    super(message);
  }

  /** A 400 naming one field, as the server's FieldValidationError. */
  static invalid(field: string, message: string): MockHttpError {
    return new MockHttpError(400, `${field}: ${message}`, undefined, [{ field, message }]);
  }

  get body(): ErrorBody | ValidationErrorBody {
    return this.fields ? validationError(this.fields) : errorBody(this.statusCode, this.message, this.code);
  }
}

/** The JSON answer of a MockHttpError; any other error is rethrown (a bug in the mock, not an answer). */
export function failureResponse(error: unknown): Response {
  if (!(error instanceof MockHttpError)) throw error;
  return Response.json(error.body, { status: error.statusCode });
}

/**
 * A handler's resolver that answers a MockHttpError as the server would (`failureResponse`): the
 * db's checks throw, so a handler writes only its happy path.
 */
export function answeringFailures<Info extends { response: { untyped: (response: Response) => unknown } }, Result>(
  resolve: (info: Info) => Result | Promise<Result>,
): (info: Info) => Promise<Result | ReturnType<Info['response']['untyped']>> {
  return async (info) => {
    try {
      return await resolve(info);
    } catch (error) {
      return info.response.untyped(failureResponse(error)) as ReturnType<Info['response']['untyped']>;
    }
  };
}
