import { describe, expect, it } from 'vitest';

import { fontPreloads } from './fontPreloads';

const BUILD = [
  'assets/index-CV9RlQ9A.css',
  'assets/inter-latin-400-normal-C38fXH4l.woff2',
  'assets/inter-latin-400-normal-CyCys3Eg.woff',
  'assets/inter-latin-ext-400-normal-Ab12Cd34.woff2',
  'assets/inter-cyrillic-700-normal-Zz99Yy88.woff2',
  'assets/inter-latin-500-normal-Cerq10X2.woff2',
  'assets/inter-latin-600-normal-LgqL8muc.woff2',
  'assets/inter-latin-700-normal-Yt3aPRUw.woff2',
];

describe('the fonts preloaded for the first paint', () => {
  it('are the Latin woff2 file of body text (400) — not woff, other scripts or other weights', () => {
    expect(fontPreloads(BUILD)).toEqual(['assets/inter-latin-400-normal-C38fXH4l.woff2']);
  });

  it('are the Latin woff2 files of the weights asked for, in weight order', () => {
    expect(fontPreloads(BUILD, [700, 600])).toEqual([
      'assets/inter-latin-700-normal-Yt3aPRUw.woff2',
      'assets/inter-latin-600-normal-LgqL8muc.woff2',
    ]);
  });

  it('are none when the build holds no such file', () => {
    expect(fontPreloads(['assets/index.js'])).toEqual([]);
  });
});
