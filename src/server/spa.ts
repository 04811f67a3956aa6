/**
 * Serves the built browser app (dist/) beside the API: static files, and the app page rendered
 * with the visitor's CSRF token in `<meta name="csrf-token">` and the visitor's getactivestate
 * answer in a JSON data block (no inline script runs). The app page is the page prerendered at build
 * time for its path (src/prerender: the public pages) when the visitor is not logged in and the
 * address has no query, else index.html, which on a research route also links that route's
 * stylesheets and modulepreloads its chunks (the build's route map). Unknown non-API GETs get
 * index.html (the client router shows its own 404); unknown API calls get a JSON 404.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { HttpError } from './errors';
import { ensureVisitor, maskCsrfToken, VISITOR_COOKIE } from './sessions';
import { ACTIVE_STATE_PATH, EMBEDDED_ACTIVE_STATE_ID } from '../api/activeState';
import { safeReturnUrl } from '../lib/returnUrl';

/**
 * The slow-down path (our design, doc 1 §4 step 4): the app sends a browser it suspects of being
 * a bot here with a full page load; the server holds the request this long, then sends it back to
 * its (relative) return URL, so scraping through the app costs the scraper time.
 */
export const SLOW_DOWN_PATH = '/slow-down';
export const SLOW_DOWN_DELAY_MS = 5_000;

/**
 * Path prefixes that belong to the API alone: an unknown path under them is a JSON 404, never the
 * app page. Each is a namespace of the contract's paths; /auth and /home are not listed because the
 * app has pages there (/auth/login), and the app's own /api/v1 and /api/v2 documentation pages are
 * not an API namespace at all.
 */
export const API_PREFIXES = ['/NsaApi/', '/Endpoints/', '/endpoints/', '/OnboardingApi/'] as const;

export const isApiPath = (url: string) => API_PREFIXES.some((prefix) => url.startsWith(prefix));

/**
 * Cache lifetimes of static files: Vite names every file under /assets/ by its content
 * hash, so a browser may keep it for a year without asking again; any other file (favicon.svg, the
 * mock service worker) is revalidated on each use.
 */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATED_FILE_CACHE = 'no-cache';
export const HASHED_ASSETS_DIR = '/assets/';
/**
 * The build's prerendered pages (src/prerender/build.ts): pages.json maps each path to its file.
 * Served only through the app page route, never as static files.
 */
export const PRERENDERED_DIR = '/prerendered/';
const PRERENDERED_INDEX = 'prerendered/pages.json';

/** The prerendered pages of a build by path, read once; none when the build has none. */
export function readPrerenderedPages(staticDir: string): Map<string, string> {
  const indexFile = join(staticDir, PRERENDERED_INDEX);
  if (!existsSync(indexFile)) return new Map();
  const files = JSON.parse(readFileSync(indexFile, 'utf8')) as Record<string, string>;
  return new Map(Object.entries(files).map(([path, file]) => [path, readFileSync(join(staticDir, file), 'utf8')]));
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The build's map of the research routes' own files (src/prerender/build.ts ROUTE_ASSETS_INDEX):
 * each route's path to the stylesheets and chunks its first render loads beyond index.html's.
 */
const ROUTE_ASSETS_INDEX = 'prerendered/routes.json';

/** A path as the client's router matches it: case aside, and without a trailing slash. */
const routeKey = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();

/**
 * A research route's files are fetched with the entry but at low priority: they must not take
 * bandwidth from the entry, which runs first (about a second of script on a phone) and only then
 * needs them. Measured with Lighthouse (README, "Lighthouse"): the first paint came 0.1–0.3 s sooner
 * than with their default priority.
 */
export const ROUTE_FILE_PRIORITY = 'low';

/**
 * The research routes' links of a build, read once: for each route's path (see routeKey), its
 * stylesheets and chunks as head markup; none when the build has no map. A stylesheet is preloaded,
 * not linked: a linked one would hold the entry's start back (it blocks scripts), and the app's
 * loader of the screen's CSS links it from the cache before the screen that needs it renders.
 */
export function readRouteLinks(staticDir: string): Map<string, string> {
  const indexFile = join(staticDir, ROUTE_ASSETS_INDEX);
  if (!existsSync(indexFile)) return new Map();
  const routes = JSON.parse(readFileSync(indexFile, 'utf8')) as Record<
    string,
    { stylesheets: string[]; modulePreloads: string[] }
  >;
  return new Map(
    Object.entries(routes).map(([path, { stylesheets, modulePreloads }]) => [
      routeKey(path),
      [
        ...stylesheets.map((file) => `<link rel="preload" as="style" crossorigin href="/${escapeAttribute(file)}"`),
        ...modulePreloads.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}"`),
      ]
        .map((link) => `${link} fetchpriority="${ROUTE_FILE_PRIORITY}">`)
        .join('\n    '),
    ]),
  );
}

/**
 * A JSON text as the content of a `<script type="application/json">` data block: every `<` written
 * as the JSON escape \u003c, so no `</script` or `<!--` can end or change the element early.
 */
export const jsonDataBlock = (id: string, json: string) =>
  `<script type="application/json" id="${escapeAttribute(id)}">${json.replace(/</g, '\\u003c')}</script>`;

/** What the server adds to the app page's head beside the CSRF token. */
export interface PageHead {
  /** Markup of links (the route's stylesheets and modulepreloads). */
  links?: string;
  /** The visitor's getactivestate answer, as sent (JSON). */
  activeState?: string;
}

/**
 * index.html with the CSRF meta tag (and the route's links, the active state) added to its head.
 * The token is written as it is given: sendIndex gives it masked (sessions.ts maskCsrfToken).
 */
export function renderIndex(template: string, csrfToken: string, { links, activeState }: PageHead = {}): string {
  const head = [
    `<meta name="csrf-token" content="${escapeAttribute(csrfToken)}" />`,
    ...(links ? [links] : []),
    ...(activeState ? [jsonDataBlock(EMBEDDED_ACTIVE_STATE_ID, activeState)] : []),
  ].join('\n    ');
  return /<\/head>/i.test(template)
    ? template.replace(/\s*<\/head>/i, () => `\n    ${head}\n  </head>`)
    : `${head}\n${template}`;
}

/** Request headers the page's own active-state request does not repeat (the cookies go separately). */
const NOT_FORWARDED = new Set([
  'accept',
  'accept-encoding',
  'connection',
  'content-length',
  'content-type',
  'cookie',
  'if-modified-since',
  'if-none-match',
  'transfer-encoding',
]);

/**
 * The getactivestate answer the page's visitor would get next, asked of the app itself with the
 * request's cookies (and the visitor cookie this page sets, for a new visitor): the same handler,
 * hooks and session. Only a 200 JSON answer that sets no cookie is written into the page; anything
 * else (null) leaves the browser to ask for it, as before.
 */
async function activeStateFor(
  app: FastifyInstance,
  request: FastifyRequest,
  newVisitor: { id: string; csrfToken: string } | null,
): Promise<string | null> {
  const headers = Object.fromEntries(
    Object.entries(request.headers).filter(
      (entry): entry is [string, string | string[]] => !NOT_FORWARDED.has(entry[0]) && entry[1] !== undefined,
    ),
  );
  const cookies: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.cookies)) if (value !== undefined) cookies[name] = value;
  if (newVisitor) cookies[VISITOR_COOKIE] = app.signCookie(`${newVisitor.id}.${newVisitor.csrfToken}`);
  try {
    const res = await app.inject({
      method: 'GET',
      url: ACTIVE_STATE_PATH,
      headers: { ...headers, accept: 'application/json' },
      cookies,
      remoteAddress: request.socket.remoteAddress,
    });
    const json = res.statusCode === 200 && /^application\/json/.test(String(res.headers['content-type']));
    return json && res.headers['set-cookie'] === undefined ? res.body : null;
  } catch {
    return null;
  }
}

export async function registerSpa(
  app: FastifyInstance,
  { staticDir, slowDownDelayMs = SLOW_DOWN_DELAY_MS }: { staticDir?: string; slowDownDelayMs?: number },
) {
  app.get(SLOW_DOWN_PATH, async (request, reply) => {
    await new Promise((resolve) => setTimeout(resolve, slowDownDelayMs));
    const { returnUrl } = request.query as { returnUrl?: unknown };
    return reply.header('Cache-Control', 'no-store').redirect(safeReturnUrl(returnUrl) ?? '/', 302);
  });

  const template = staticDir ? readFileSync(join(staticDir, 'index.html'), 'utf8') : null;
  const prerendered = staticDir ? readPrerenderedPages(staticDir) : new Map<string, string>();
  const routeLinks = staticDir ? readRouteLinks(staticDir) : new Map<string, string>();

  /**
   * A prerendered page is what an anonymous visitor's first render draws; a logged-in user's page
   * differs (header, guards), and a query may choose another state (?alt=), so those get index.html
   * and render in the browser as before. The CSRF token is written into either at serve time, so
   * neither may be stored (no-store): the token belongs to this visitor, and so does the active
   * state written beside it (the app's first call, answered without a round trip). index.html on a
   * research route also names that route's files, so they load with the entry rather than in the
   * waves of imports its code would ask for them in.
   */
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    if (template === null) throw new HttpError(404, 'Not found.', 'NOT_FOUND');
    const isNewVisitor = !request.rs.session && !request.rs.anonymous;
    const visitor = ensureVisitor(request, reply);
    const [path = '/', query] = request.url.split('?');
    const prerenderedPage = !request.rs.user && query === undefined ? prerendered.get(path) : undefined;
    const activeState =
      request.method === 'GET' ? await activeStateFor(app, request, isNewVisitor ? visitor : null) : null;
    const head: PageHead = {
      links: prerenderedPage ? undefined : routeLinks.get(routeKey(path)),
      activeState: activeState ?? undefined,
    };
    return reply
      .code(200)
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderIndex(prerenderedPage ?? template, maskCsrfToken(visitor.csrfToken), head));
  };

  if (staticDir) {
    const root = resolve(staticDir);
    await app.register(fastifyStatic, {
      root,
      index: false,
      wildcard: false,
      allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith(PRERENDERED_DIR),
      // The build writes .br and .gz beside each text file (scripts/lib/precompress.mjs): sent by
      // Accept-Encoding with Vary, the plain file when the browser takes neither.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        const isHashed = `/${relative(root, path).split(sep).join('/')}`.startsWith(HASHED_ASSETS_DIR);
        reply.header('Cache-Control', isHashed ? HASHED_ASSET_CACHE : REVALIDATED_FILE_CACHE);
      },
    });
    // GET /, /index.html and the prerendered pages (which the static plugin refuses) reach the
    // not-found handler below.
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if ((request.method === 'GET' || request.method === 'HEAD') && !isApiPath(path) && template !== null) {
      return sendIndex(request, reply);
    }
    throw new HttpError(404, 'Not found.', 'NOT_FOUND');
  });
}
