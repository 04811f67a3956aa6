import { describe, expect, it } from 'vitest';

import { applySetCookies } from './load-users.mjs';

// Set-Cookie lines as the server sends them (a signed value: token.signature), and as RFC 6265
// §4.1 writes a cookie's removal.
const VISITOR = 'rs_visitor=T3hgeKb3.UkEco0y1g8.jbkEz9OxPf; Path=/; HttpOnly; SameSite=Lax';
const SESSION = 'rs_session=FHWHexkiHN.r+HW1ialy7vzWkLR2/rgN80Ad6Bg/ArQ9hXAkafj818; Path=/; HttpOnly; SameSite=Lax';
const REMEMBERED = 'rs_session=sYt7dU9A0z.VMQRKSRPQT; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax';
const NOW = Date.parse('2026-11-26T19:00:00Z');

describe('the virtual user cookie jar', () => {
  it('keeps each cookie by name, the value whole (signatures hold + / and .)', () => {
    const jar = applySetCookies(new Map(), [VISITOR, SESSION], NOW);
    expect(Object.fromEntries(jar)).toEqual({
      rs_visitor: 'T3hgeKb3.UkEco0y1g8.jbkEz9OxPf',
      rs_session: 'FHWHexkiHN.r+HW1ialy7vzWkLR2/rgN80Ad6Bg/ArQ9hXAkafj818',
    });
  });

  it('replaces a cookie the server sets again (a log-in after a log-out) and keeps the others', () => {
    const jar = applySetCookies(
      new Map([
        ['rs_visitor', 'v1'],
        ['rs_session', 'old'],
      ]),
      [REMEMBERED],
      NOW,
    );
    expect(Object.fromEntries(jar)).toEqual({ rs_visitor: 'v1', rs_session: 'sYt7dU9A0z.VMQRKSRPQT' });
  });

  it.each([
    ['an Expires date in the past', 'rs_session=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT'],
    ['Max-Age=0', 'rs_session=gone; Max-Age=0; Path=/'],
    ['an empty value', 'rs_session=; Path=/; HttpOnly'],
  ])('removes a cookie the server clears with %s', (_, line) => {
    const jar = applySetCookies(
      new Map([
        ['rs_session', 'old'],
        ['rs_visitor', 'v1'],
      ]),
      [line],
      NOW,
    );
    expect(Object.fromEntries(jar)).toEqual({ rs_visitor: 'v1' });
  });

  it('keeps a cookie whose Expires date is still ahead', () => {
    const jar = applySetCookies(new Map(), ['rs_session=abc; Expires=Wed, 09 Jun 2100 10:18:14 GMT; Path=/'], NOW);
    expect(jar.get('rs_session')).toBe('abc');
  });

  it('skips a line without a name', () => {
    const jar = applySetCookies(new Map([['rs_visitor', 'v1']]), ['=orphan; Path=/', 'garbage'], NOW);
    expect(Object.fromEntries(jar)).toEqual({ rs_visitor: 'v1' });
  });
});
