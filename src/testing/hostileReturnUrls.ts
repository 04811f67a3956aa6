/**
 * Return URLs an attacker would try, each with what it tries: shared by the helper's own test
 * (src/lib/returnUrl.test.ts) and the server's test of every route that takes a return URL.
 */
import { RETURN_URL_MAX_LENGTH } from '../lib/returnUrl';

export const HOSTILE_RETURN_URLS: [string, string][] = [
  ['absolute URL', 'https://evil.example/account'],
  ['other scheme, no slashes', 'https:evil.example'],
  ['scheme-relative', '//evil.example/account'],
  ['three slashes', '///evil.example'],
  ['slash backslash', '/\\evil.example'],
  ['backslashes', '\\\\evil.example'],
  ['backslash later in the path', '/account\\..\\\\evil.example'],
  ['tab between slashes', '/\t/evil.example'],
  ['newline between slashes', '/\n/evil.example'],
  ['carriage return between slashes', '/\r/evil.example'],
  ['NUL', '/\u0000/evil.example'],
  ['DEL', '/\u007f/evil.example'],
  ['C1 control', '/\u0085/evil.example'],
  ['encoded second slash', '/%2F/evil.example'],
  ['encoded slashes', '/%2f%2fevil.example'],
  ['encoded backslash', '/%5Cevil.example'],
  ['encoded tab', '/%09/evil.example'],
  ['encoded newline', '/%0A/evil.example'],
  ['fullwidth solidus look-alike', '/\uff0fevil.example'],
  ['fullwidth reverse solidus look-alike', '/\uff3cevil.example'],
  ['encoded fullwidth solidus', '/%EF%BC%8Fevil.example'],
  ['encoded C1 control', '/%C2%85/evil.example'],
  ['javascript:', 'javascript:alert(document.domain)'],
  ['JavaScript: mixed case', 'JaVaScRiPt:alert(1)'],
  ['data:', 'data:text/html,<script>alert(1)</script>'],
  ['relative without slash', 'account'],
  ['leading space', ' /account'],
  ['leading tab', '\t//evil.example'],
  ['empty', ''],
  ['too long', `/${'a'.repeat(RETURN_URL_MAX_LENGTH)}`],
];
