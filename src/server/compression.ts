/**
 * Compression of the answers the server builds per request (API JSON, CSV downloads, the app's
 * pages): brotli or gzip by the caller's Accept-Encoding, above a size where it pays. Static files
 * are compressed at build time and served precompressed instead (./precompress.ts, ./spa.ts).
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import type { FastifyInstance } from 'fastify';

/** Below this a compressed answer saves less than the work and its headers cost. */
export const COMPRESS_MIN_BYTES = 1024;
/** Answers built per request that compress well (the app's pages too: ./spa.ts). */
const COMPRESSIBLE_TYPE = /^(application\/json|text\/csv|text\/plain|text\/html)\b/;
/** Answers whose text may recur unchanged (JSON): a page is one visitor's (its masked token), never kept. */
const KEPT_TYPE = /^application\/json\b/;
/** Fast settings: an answer is compressed on every request, not once like the static files. */
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip';

/**
 * Texts compressed lately, per encoding, with what they compressed to: an answer kept and sent
 * again unchanged (the logged-in active state, ./handlers/account/session.ts) is compressed once,
 * not on every request — compressing it cost a browser's request four times all the rest. Keyed by
 * the text itself, so a changed answer is never served an old one's bytes. Texts up to
 * COMPRESSED_KEPT_MAX_CHARS, at most COMPRESSED_KEPT of them (the oldest goes).
 */
export const COMPRESSED_KEPT = 500;
export const COMPRESSED_KEPT_MAX_CHARS = 16 * 1024;
const compressedTexts: Record<Encoding, Map<string, Buffer>> = { br: new Map(), gzip: new Map() };

function keepCompressed(encoding: Encoding, text: string, compressed: Buffer): void {
  const kept = compressedTexts[encoding];
  if (kept.size >= COMPRESSED_KEPT) kept.delete(kept.keys().next().value as string);
  kept.set(text, compressed);
}

/**
 * The encoding to answer with, from an Accept-Encoding header (RFC 9110 §12.5.3): brotli, then
 * gzip, among those with a weight above zero (`*` stands for any not named); null for identity.
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=(.*)$/.exec(p)?.[1]).find((v) => v !== undefined);
    // A weight that is not a number counts as zero: the caller did not clearly accept it.
    const weight = q === undefined ? 1 : Number(q.trim() || 'x');
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  if (weightOf('br') > 0) return 'br';
  if (weightOf('gzip') > 0) return 'gzip';
  return null;
}

/**
 * Below COMPRESS_MIN_BYTES. A string's UTF-8 size lies between its length and three times it: its
 * bytes are counted only when those bounds do not decide (the poll's answer is never counted).
 */
function smallerThanMin(payload: string | Buffer): boolean {
  if (typeof payload !== 'string') return payload.length < COMPRESS_MIN_BYTES;
  if (payload.length >= COMPRESS_MIN_BYTES) return false;
  return payload.length * 3 < COMPRESS_MIN_BYTES || Buffer.byteLength(payload) < COMPRESS_MIN_BYTES;
}

const addVary = (current: unknown, field: string): string => {
  if (current === undefined || current === '') return field;
  const fields = String(current ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  return fields.some((f) => f.toLowerCase() === field.toLowerCase() || f === '*')
    ? fields.join(', ')
    : [...fields, field].join(', ');
};

/**
 * Compresses every compressible answer held in memory (a string or a buffer; a streamed file is
 * left alone) of at least COMPRESS_MIN_BYTES, and says `Vary: Accept-Encoding` on each that could
 * have been. An answer carrying the session's CSRF token in its body is never compressed: with a
 * reflected input beside it, its compressed length could leak the token (BREACH). The app's pages
 * carry it masked afresh on every response (sessions.ts maskCsrfToken), so they are compressed.
 */
export function registerCompression(app: FastifyInstance): void {
  // A callback hook, not an async one: most answers (the poll, small JSON) leave it at the first
  // checks, and an async hook cost them a promise and a turn of the microtask queue each.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    if (smallerThanMin(payload)) return done(null, payload);
    if (reply.hasHeader('content-encoding')) return done(null, payload);
    const type = String(reply.getHeader('content-type') ?? '');
    if (!COMPRESSIBLE_TYPE.test(type)) return done(null, payload);
    // A logged-in session's token, or an anonymous visitor's (its page carries it in a meta tag).
    const token = request.rs?.session?.csrf_token ?? request.rs?.anonymous?.csrfToken;
    if (token && payload.includes(token)) return done(null, payload);

    reply.header('Vary', addVary(reply.getHeader('vary'), 'Accept-Encoding'));
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    const keptText =
      typeof payload === 'string' && payload.length <= COMPRESSED_KEPT_MAX_CHARS && KEPT_TYPE.test(type)
        ? payload
        : null;
    const kept = keptText === null ? undefined : compressedTexts[encoding].get(keptText);
    if (kept) {
      reply.header('Content-Encoding', encoding);
      reply.removeHeader('content-length');
      return done(null, kept);
    }
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const compressing =
      encoding === 'br'
        ? brotli(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          })
        : gzipAsync(body, { level: GZIP_LEVEL });
    compressing.then(
      (compressed) => {
        if (keptText !== null) keepCompressed(encoding, keptText, compressed);
        reply.header('Content-Encoding', encoding);
        reply.removeHeader('content-length');
        done(null, compressed);
      },
      (error: Error) => done(error),
    );
  });
}
