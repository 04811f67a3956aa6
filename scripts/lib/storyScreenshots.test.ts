import { describe, expect, it } from 'vitest';

import type { Image } from './png.ts';
import { compareImages } from './storyScreenshots.ts';

/** A 100 × 100 grey square: 10,000 pixels, of which 0.1 % (10) may change and still match. */
function grey(level = 128): Image {
  const data = new Uint8Array(100 * 100 * 4).fill(level);
  for (let i = 3; i < data.length; i += 4) data[i] = 255;
  return { width: 100, height: 100, data };
}

/** The square with its first `count` pixels painted red. */
function withRedPixels(count: number): Image {
  const image = grey();
  for (let pixel = 0; pixel < count; pixel++) image.data.set([255, 0, 0, 255], pixel * 4);
  return image;
}

describe('compareImages', () => {
  it('matches identical pixels', () => {
    expect(compareImages(grey(), grey())).toMatchObject({ pass: true, diff: null });
  });

  it('lets a colour move within the threshold (anti-aliasing) pass', () => {
    expect(compareImages(grey(128), grey(131))).toMatchObject({
      pass: true,
      message: '0 pixels differ from the baseline (at most 10 may).',
    });
  });

  it('passes a few changed pixels and fails more than the allowed share, painting them', () => {
    expect(compareImages(grey(), withRedPixels(10)).pass).toBe(true);
    const { pass, message, diff } = compareImages(grey(), withRedPixels(11), { withDiff: true });
    expect(pass).toBe(false);
    expect(message).toBe('11 pixels differ from the baseline (at most 10 may).');
    expect(diff).toMatchObject({ width: 100, height: 100 });
    const painted = (pixel: number) => [...diff!.data.subarray(pixel * 4, pixel * 4 + 4)];
    expect(painted(0)).not.toEqual(painted(50));
  });

  it('fails a screenshot of another size, saying both', () => {
    const taller = { width: 100, height: 101, data: new Uint8Array(100 * 101 * 4) };
    expect(compareImages(grey(), taller)).toEqual({
      pass: false,
      message: 'the screenshot is 100 × 101 px, the baseline 100 × 100 px.',
      diff: null,
    });
  });
});
