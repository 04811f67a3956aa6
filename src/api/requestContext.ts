/**
 * What every call to the API shares, without the HTTP client itself: the configuration the app
 * shell sets (`configureApi`), the CSRF token the server last sent, and the origin. The client
 * (./client.ts, openapi-fetch and its middleware) reads them at request time, and so do the calls
 * sent outside it: ./activeState.ts (the entry's first call, before the client's chunk has loaded)
 * and ./upload.ts (XMLHttpRequest, for upload progress). Small on purpose: the entry carries it.
 */
export const CSRF_HEADER = 'X-CSRF-Token';
export const CSRF_META_NAME = 'csrf-token';

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
/** The CSRF token of the latest response that carried one. */
let csrfFromServer: string | null = null;

/** Sets the client's configuration (replacing the previous one); the client is rebuilt on its next call. */
export function configureApi(next: ApiConfig): void {
  config = { ...next };
  csrfFromServer = null;
}

/** The configuration `configureApi` last set (the same object until it is called again). */
export function apiConfig(): Readonly<ApiConfig> {
  return config;
}

export function apiBaseUrl(): string {
  return config.baseUrl ?? globalThis.location?.origin ?? '';
}

/**
 * The token the server last sent in an `X-CSRF-Token` response header (getactivestate and login
 * send it), else the page's `<meta name="csrf-token">`, read now.
 */
export function readCsrfToken(): string | null | undefined {
  if (config.getCsrfToken) return config.getCsrfToken();
  if (csrfFromServer) return csrfFromServer;
  if (typeof document === 'undefined') return undefined;
  return document.querySelector(`meta[name="${CSRF_META_NAME}"]`)?.getAttribute('content');
}

/** Keeps the CSRF token a response carries, for the calls that follow. */
export function rememberCsrfToken(response: Response): void {
  const token = response.headers.get(CSRF_HEADER);
  if (token) csrfFromServer = token;
}

/** The origin and headers a request sent outside openapi-fetch needs. */
export function plainRequestParts(): { baseUrl: string; headers: Record<string, string> } {
  const csrf = readCsrfToken();
  return { baseUrl: apiBaseUrl(), headers: csrf ? { [CSRF_HEADER]: csrf } : {} };
}
