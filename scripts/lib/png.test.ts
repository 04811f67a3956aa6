import { describe, expect, it } from 'vitest';

import { assemblePng, decodePng, encodePng, type Image } from './png.ts';

/**
 * A 9 × 7 picture of a few close values and a far one, in no order: every filter has something to
 * predict from, and Paeth's predictor meets all of its ties.
 */
const WIDTH = 9;
const HEIGHT = 7;
const VALUES = [0, 1, 2, 3, 200];
const rgba = Uint8Array.from({ length: WIDTH * HEIGHT * 4 }, (_, i) =>
  i % 4 === 3 ? 255 : VALUES[(i * 7 + (i >> 3)) % 5]!,
);

/** PNG's row filters, applied the way an encoder does (the decoder must undo each). */
const FILTERS: Record<string, (raw: number, left: number, up: number, upLeft: number) => number> = {
  none: (raw) => raw,
  sub: (raw, left) => raw - left,
  up: (raw, _left, up) => raw - up,
  average: (raw, left, up) => raw - ((left + up) >> 1),
  paeth: (raw, left, up, upLeft) => {
    const estimate = left + up - upLeft;
    const [a, b, c] = [Math.abs(estimate - left), Math.abs(estimate - up), Math.abs(estimate - upLeft)];
    return raw - (a <= b && a <= c ? left : b <= c ? up : upLeft);
  },
};

/** Writes the picture as a PNG of `channels` (3: RGB, 4: RGBA) with every row under one filter. */
function pngOf(channels: 3 | 4, filter: keyof typeof FILTERS, { bitDepth = 8 } = {}) {
  const pixels = Uint8Array.from(
    { length: WIDTH * HEIGHT * channels },
    (_, i) => rgba[Math.floor(i / channels) * 4 + (i % channels)]!,
  );
  const stride = WIDTH * channels;
  const filterType = Object.keys(FILTERS).indexOf(filter);
  const rows = Buffer.alloc((stride + 1) * HEIGHT);
  for (let row = 0; row < HEIGHT; row++) {
    rows[row * (stride + 1)] = filterType;
    for (let i = 0; i < stride; i++) {
      const at = (r: number, c: number) => (r < 0 || c < 0 ? 0 : pixels[r * stride + c]!);
      const value = FILTERS[filter]!(at(row, i), at(row, i - channels), at(row - 1, i), at(row - 1, i - channels));
      rows[row * (stride + 1) + 1 + i] = value & 0xff;
    }
  }
  return assemblePng({ width: WIDTH, height: HEIGHT, colourType: channels === 4 ? 6 : 2, bitDepth }, rows);
}

describe('decodePng', () => {
  it.each(Object.keys(FILTERS))('undoes the %s filter of an RGBA file', (filter) => {
    const image = decodePng(pngOf(4, filter));
    expect(image).toMatchObject({ width: WIDTH, height: HEIGHT });
    expect([...image.data]).toEqual([...rgba]);
  });

  // The picture is opaque: its RGB file reads back as the same RGBA.
  it.each(Object.keys(FILTERS))('undoes the %s filter of an RGB file and makes it opaque RGBA', (filter) => {
    expect([...decodePng(pngOf(3, filter)).data]).toEqual([...rgba]);
  });

  it('refuses what is not a PNG, and kinds the screenshots never are', () => {
    expect(() => decodePng(Buffer.from('GIF89a'))).toThrow('Not a PNG file.');
    expect(() => decodePng(pngOf(4, 'none', { bitDepth: 16 }))).toThrow(
      'An unexpected kind of PNG (bit depth 16, colour type 6, interlace 0).',
    );
  });
});

describe('encodePng', () => {
  it('writes a PNG that reads back to the same pixels', () => {
    const image: Image = { width: WIDTH, height: HEIGHT, data: rgba };
    const file = encodePng(image);
    expect(file.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(decodePng(file)).toEqual(image);
  });
});
