/**
 * Serves the built browser app (dist/) beside the API: static files, and the app page rendered
 * with the visitor's CSRF token in `<meta name="csrf-token">` (no inline script). The app page is
 * the page prerendered at build time for its path (src/prerender: the public pages) when the
 * visitor is not logged in and the address has no query, else index.html. Unknown non-API GETs get
 * index.html (the client router shows its own 404); unknown API calls get a JSON 404.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { HttpError } from './errors';
import { ensureVisitor } from './sessions';
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

/** index.html with the CSRF meta tag added to its head. */
export function renderIndex(template: string, csrfToken: string): string {
  const meta = `<meta name="csrf-token" content="${escapeAttribute(csrfToken)}" />`;
  return /<\/head>/i.test(template)
    ? template.replace(/\s*<\/head>/i, `\n    ${meta}\n  </head>`)
    : `${meta}\n${template}`;
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

  /**
   * A prerendered page is what an anonymous visitor's first render draws; a logged-in user's page
   * differs (header, guards), and a query may choose another state (?alt=), so those get index.html
   * and render in the browser as before. The CSRF token is written into either at serve time, so
   * neither may be stored (no-store): the token belongs to this visitor.
   */
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    if (template === null) throw new HttpError(404, 'Not found.', 'NOT_FOUND');
    const visitor = ensureVisitor(request, reply);
    const [path = '/', query] = request.url.split('?');
    const page = (!request.rs.user && query === undefined && prerendered.get(path)) || template;
    return reply
      .code(200)
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderIndex(page, visitor.csrfToken));
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
