/**
 * The one HTTP client of the browser app: openapi-fetch over the generated `paths`, with the
 * middleware the specs fix (doc 1 §4 "Scraper token", §7; doc 2 §7; DESIGN.md "Client behaviour
 * that the spec fixes"):
 *
 * 1. countryCode on every `/NsaApi` call — added to the query for GET, to the JSON body for
 *    POST — unless the caller gave one. The value comes from `getCountryCode()`.
 * 2. `X-CSRF-Token` on every call (omitted when there is no token): the token the server last sent
 *    in an `X-CSRF-Token` response header (getactivestate and login send it), else the page's
 *    `<meta name="csrf-token" content="…">`, read at request time. The header keeps the client
 *    working where no server rendered the meta tag (`npm run dev`, where Vite serves the page) and
 *    after the server replaced an expired session.
 * 3. When scraper-token tracking is on (a scraper token is configured), every `/NsaApi` call is
 *    signed: `X-Rs-Date` + `X-Rs-Signature` (see ./signing.ts for the scheme, our design).
 * 4. A response carrying `X-Rs-Scraper-Token: refresh` (our design for the spec's "scraper-token
 *    flag") makes the client call `onTrackingRefresh()` and repeat the request once, re-decorated
 *    (fresh CSRF token, date and signature). The repeat's response is returned as it is, flagged or
 *    not: never a second repeat. Requests are cloned before they are sent so bodies can be replayed.
 *
 * Non-2xx responses come back as openapi-fetch's `{ error }`; `unwrap()` turns a result into its
 * data or throws an `ApiError`. The named call functions of ./<area>.ts are one-liners over the
 * typed helpers `get`, `post`, `postForm` and `del` below, which unwrap for them.
 *
 * The app shell wires `configureApi()` to the environment and tracking stores; this module never
 * imports src/state.
 */
import createClient, { type Client, type Middleware } from 'openapi-fetch';

import type { components, operations, paths } from './schema.gen';
import { signatureHeaders } from './signing';

export const CSRF_HEADER = 'X-CSRF-Token';
export const CSRF_META_NAME = 'csrf-token';
/** Response header that flags stale tracking data (our design). */
export const SCRAPER_TOKEN_HEADER = 'X-Rs-Scraper-Token';
export const SCRAPER_TOKEN_REFRESH = 'refresh';
/** The search API family that gets countryCode and signatures. */
export const NSA_API_PREFIX = '/NsaApi/';

export interface ApiConfig {
  /** Origin (and optional prefix) of the API; defaults to the page's origin. */
  baseUrl?: string;
  /** The research database country for `/NsaApi` calls; nothing is added when it returns no value. */
  getCountryCode?: () => string | null | undefined;
  /** Overrides the `<meta name="csrf-token">` lookup. */
  getCsrfToken?: () => string | null | undefined;
  /** The per-session scraper token: tracking is on while it is a non-empty string. It is the HMAC key. */
  scraperToken?: string | null | (() => string | null | undefined);
  /** Refreshes tracking data (and so, possibly, the scraper token) before a flagged request is repeated. */
  onTrackingRefresh?: () => void | Promise<void>;
}

let config: ApiConfig = {};
let client: Client<paths> | undefined;
/** The CSRF token of the latest response that carried one. */
let csrfFromServer: string | null = null;

/** Sets the client's configuration (replacing the previous one) and builds a fresh client. */
export function configureApi(next: ApiConfig): void {
  config = { ...next };
  client = undefined;
  csrfFromServer = null;
}

/** The typed openapi-fetch client, for the rare call that needs the raw `{ data, error, response }`. */
export function getApiClient(): Client<paths> {
  if (!client) {
    client = createClient<paths>({
      baseUrl: config.baseUrl ?? globalThis.location?.origin ?? '',
      // Late-bound, so a fetch patched after start-up (MSW, tests) is the one used.
      fetch: (request: Request) => globalThis.fetch(request),
    });
    client.use(middleware);
  }
  return client;
}

// ---------------------------------------------------------------------------------------------
// Middleware

function readCsrfToken(): string | null | undefined {
  if (config.getCsrfToken) return config.getCsrfToken();
  if (csrfFromServer) return csrfFromServer;
  if (typeof document === 'undefined') return undefined;
  return document.querySelector(`meta[name="${CSRF_META_NAME}"]`)?.getAttribute('content');
}

function currentScraperToken(): string | null | undefined {
  const { scraperToken } = config;
  return typeof scraperToken === 'function' ? scraperToken() : scraperToken;
}

function isNsaApi(schemaPath: string): boolean {
  return schemaPath.toLowerCase().startsWith(NSA_API_PREFIX.toLowerCase());
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function withCountryCode(request: Request, countryCode: string): Promise<Request> {
  if (request.method === 'GET' || request.method === 'HEAD') {
    const url = new URL(request.url);
    if (url.searchParams.has('countryCode')) return request;
    url.searchParams.set('countryCode', countryCode);
    return new Request(url, {
      method: request.method,
      headers: request.headers,
      credentials: request.credentials,
      cache: request.cache,
      redirect: request.redirect,
      integrity: request.integrity,
      keepalive: request.keepalive,
      mode: request.mode,
      referrerPolicy: request.referrerPolicy,
      signal: request.signal,
    });
  }
  const contentType = request.headers.get('Content-Type') ?? '';
  const text = request.body ? await request.clone().text() : '';
  if (text === '') {
    const headers = new Headers(request.headers);
    headers.set('Content-Type', 'application/json');
    return new Request(request, { body: JSON.stringify({ countryCode }), headers });
  }
  if (!contentType.includes('json')) return request;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return request;
  }
  if (!isPlainObject(body) || body.countryCode != null) return request;
  return new Request(request, { body: JSON.stringify({ ...body, countryCode }) });
}

/** Applies rules 1–3 to a request as openapi-fetch built it. */
async function decorate(original: Request, schemaPath: string): Promise<Request> {
  let request = original;
  const nsa = isNsaApi(schemaPath);
  const countryCode = nsa ? config.getCountryCode?.() : undefined;
  if (countryCode) request = await withCountryCode(request, countryCode);

  const headers = new Headers(request.headers);
  const csrf = readCsrfToken();
  if (csrf) headers.set(CSRF_HEADER, csrf);
  const key = nsa ? currentScraperToken() : undefined;
  if (key) {
    const signed = await signatureHeaders(key, request.method, new URL(request.url).pathname);
    for (const [name, value] of Object.entries(signed)) headers.set(name, value);
  }
  return new Request(request, { headers });
}

/** Each sent request → an untouched clone of it as openapi-fetch built it, for the one repeat. */
const replayable = new WeakMap<Request, { original: Request; schemaPath: string }>();

const middleware: Middleware = {
  async onRequest({ request, schemaPath }) {
    const original = request.clone();
    const sent = await decorate(request, schemaPath);
    replayable.set(sent, { original, schemaPath });
    return sent;
  },
  async onResponse({ request, response, options }) {
    const token = response.headers.get(CSRF_HEADER);
    if (token) csrfFromServer = token;
    const replay = replayable.get(request);
    replayable.delete(request);
    const flag = response.headers.get(SCRAPER_TOKEN_HEADER);
    if (!replay || flag?.toLowerCase() !== SCRAPER_TOKEN_REFRESH || !config.onTrackingRefresh) return undefined;
    try {
      await config.onTrackingRefresh();
    } catch {
      return undefined; // tracking could not be refreshed: the flagged response stands
    }
    // Straight to fetch, not through the middleware again: this is the one and only repeat.
    return options.fetch(await decorate(replay.original, replay.schemaPath));
  },
};

// ---------------------------------------------------------------------------------------------
// Errors

export type FieldError = components['schemas']['FieldError'];

/** A non-2xx response. `fields` lists the invalid fields of a 400 (ValidationError), else is empty. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string | undefined;
  readonly fields: FieldError[];
  readonly body: unknown;

  constructor(status: number, message: string, options: { code?: string; fields?: FieldError[]; body?: unknown } = {}) {
    super(message);
    this.status = status;
    this.code = options.code;
    this.fields = options.fields ?? [];
    this.body = options.body;
  }

  static fromResponse(response: Response, body: unknown): ApiError {
    const record = isPlainObject(body) ? body : {};
    const message =
      typeof record.message === 'string' && record.message !== ''
        ? record.message
        : typeof body === 'string' && body !== ''
          ? body
          : response.statusText || `Request failed with status ${response.status}`;
    const fields = response.status === 400 && Array.isArray(record.fields) ? record.fields.filter(isFieldError) : [];
    const code = typeof record.code === 'string' ? record.code : undefined;
    return new ApiError(response.status, message, { code, fields, body });
  }
}

function isFieldError(value: unknown): value is FieldError {
  return isPlainObject(value) && typeof value.field === 'string' && typeof value.message === 'string';
}

export interface ApiResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** The data of a 2xx result; anything else throws an `ApiError`. */
export function unwrap<T>(result: ApiResult<T>): T {
  if (!result.response.ok) throw ApiError.fromResponse(result.response, result.error);
  return result.data as T;
}

// ---------------------------------------------------------------------------------------------
// Types from schema.gen.ts, by operationId

export type OperationId = keyof operations;
type SuccessStatus = 200 | 201 | 202 | 203 | 204 | 206;
type ContentOf<R, M extends string> = R extends { content: infer C } ? (M extends keyof C ? C[M] : never) : never;
type BodyOfResponse<R> = R extends { content: infer C } ? C[keyof C] : undefined;
type RequestContent<O, M extends string> = O extends { requestBody?: infer B } ? ContentOf<NonNullable<B>, M> : never;
type WithBlobs<T> = { [F in keyof T]: T[F] extends string | undefined ? T[F] | Blob : T[F] };
type FormContent<O> = WithBlobs<RequestContent<O, 'multipart/form-data'>>;
type SuccessData<O> = O extends { responses: infer R }
  ? { [S in keyof R]: S extends SuccessStatus ? BodyOfResponse<R[S]> : never }[keyof R]
  : never;

/** Query parameters of an operation. */
export type Query<K extends OperationId> = NonNullable<operations[K]['parameters']['query']>;
/** Path parameters of an operation. */
export type PathParams<K extends OperationId> = NonNullable<operations[K]['parameters']['path']>;
/** JSON request body of an operation. */
export type JsonBody<K extends OperationId> = RequestContent<operations[K], 'application/json'>;
/** Multipart request body of an operation; binary parts (typed `string` by the generator) may be Blobs. */
export type FormBody<K extends OperationId> = FormContent<operations[K]>;
/** The 2xx response body (a union when several 2xx statuses are declared; undefined for 204). */
export type Data<K extends OperationId> = SuccessData<operations[K]>;
/** The body of one response status. */
export type ResponseBody<K extends OperationId, S extends keyof operations[K]['responses']> = BodyOfResponse<
  operations[K]['responses'][S]
>;

// ---------------------------------------------------------------------------------------------
// Typed helpers by path (the <area>.ts functions are one-liners over these)

type Method = 'get' | 'post' | 'delete';
type PathsWith<M extends Method> = { [P in keyof paths]: paths[P][M] extends undefined ? never : P }[keyof paths];
type OperationAt<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;
type ParamsOf<O> = O extends { parameters: infer Params }
  ? {
      query?: Params extends { query?: infer Q } ? Q : never;
      path?: Params extends { path?: infer PP } ? PP : never;
    }
  : never;

type ParseAs = 'json' | 'blob' | 'stream';
interface LooseInit {
  params?: { query?: unknown; path?: unknown };
  body?: unknown;
  bodySerializer?: (body: never) => unknown;
  parseAs?: ParseAs;
}
interface LooseClient {
  request(method: string, path: string, init: LooseInit): Promise<ApiResult<unknown>>;
}

/** The raw result of any call (used by the helpers and by ./download.ts). */
export function send(method: Method, path: string, init: LooseInit): Promise<ApiResult<unknown>> {
  return (getApiClient() as unknown as LooseClient).request(method, path, init);
}

async function call<T>(method: Method, path: string, init: LooseInit): Promise<T> {
  return unwrap((await send(method, path, init)) as ApiResult<T>);
}

export function get<P extends PathsWith<'get'>>(
  path: P,
  params?: ParamsOf<OperationAt<P, 'get'>>,
): Promise<SuccessData<OperationAt<P, 'get'>>> {
  return call('get', path, { params });
}

/** A GET whose 2xx body is binary (read as a Blob). */
export function getBlob<P extends PathsWith<'get'>>(path: P, params?: ParamsOf<OperationAt<P, 'get'>>): Promise<Blob> {
  return call('get', path, { params, parseAs: 'blob' });
}

export function post<P extends PathsWith<'post'>>(
  path: P,
  body?: RequestContent<OperationAt<P, 'post'>, 'application/json'>,
  params?: ParamsOf<OperationAt<P, 'post'>>,
): Promise<SuccessData<OperationAt<P, 'post'>>> {
  return call('post', path, { body, params });
}

/** Serialises a multipart body: Blobs as file parts, objects as JSON parts, the rest as text. */
export function toFormData(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(name, value);
    else if (typeof value === 'object') form.append(name, JSON.stringify(value));
    else form.append(name, String(value));
  }
  return form;
}

export function postForm<P extends PathsWith<'post'>>(
  path: P,
  body: FormContent<OperationAt<P, 'post'>>,
): Promise<SuccessData<OperationAt<P, 'post'>>> {
  return call('post', path, { body, bodySerializer: toFormData });
}

export function del<P extends PathsWith<'delete'>>(
  path: P,
  params?: ParamsOf<OperationAt<P, 'delete'>>,
): Promise<SuccessData<OperationAt<P, 'delete'>>> {
  return call('delete', path, { params });
}
