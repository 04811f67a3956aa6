/**
 * "Is this return URL safe to send the browser to?" — the one answer for the client (login page,
 * freewall) and the server (login result, slow-down redirect, alert links).
 *
 * A return URL is safe when it is a path on this site. Browsers drop tabs and newlines inside a URL
 * and read a backslash as a slash, so `/\t/evil.example` or `/\evil.example` would leave the site:
 * control characters and backslashes are refused anywhere. A layer that decodes the value once, or
 * folds Unicode look-alikes (`／` U+FF0F to `/`), must not be able to turn it into `//host` either.
 */

/** Long enough for any page of ours with its query string; longer input is not a return URL. */
export const RETURN_URL_MAX_LENGTH = 2048;

/** Any origin will do: only "does it stay on this origin?" is asked of it. */
const PROBE_ORIGIN = 'https://return-url.invalid';

// eslint-disable-next-line no-control-regex
const CONTROL_OR_BACKSLASH = /[\\\u0000-\u001f\u007f-\u009f]/;
/** One slash, then anything but a second slash or a backslash. */
const SINGLE_LEADING_SLASH = /^\/(?![/\\])/;

/** A path that stays here however it is read: as written, decoded once, or Unicode-folded. */
function isPlainPath(value: string): boolean {
  return SINGLE_LEADING_SLASH.test(value) && !CONTROL_OR_BACKSLASH.test(value);
}

/**
 * The ASCII a decoding layer would see: `%2F` becomes `/`, `%5C` a backslash, `%09` a tab. Only
 * %00-%7F are decoded, since only ASCII can be a slash or a control character; a stray '%' stays.
 */
const decodeAsciiEscapes = (value: string) =>
  value.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** What a full decoder sees (`%EF%BC%8F` is `／`), when the value decodes as UTF-8 at all. */
function decodedUtf8(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** The value itself when it is a safe same-site path, else null. */
export function safeReturnUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > RETURN_URL_MAX_LENGTH) return null;
  const readings = [value, decodeAsciiEscapes(value), decodedUtf8(value) ?? value];
  if (!readings.every((reading) => isPlainPath(reading) && isPlainPath(reading.normalize('NFKC')))) return null;
  try {
    return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN ? value : null;
  } catch {
    return null;
  }
}

/** The path a return URL leads to, without trailing slashes: for comparing against pages to skip. */
export function returnUrlPath(safe: string): string {
  return new URL(safe, PROBE_ORIGIN).pathname.replace(/\/+$/, '') || '/';
}
