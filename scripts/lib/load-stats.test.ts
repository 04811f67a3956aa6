import { describe, expect, it } from 'vitest';

import {
  judgeGoals,
  memoryTrend,
  parseProcStatusMemory,
  percentile,
  pickWeighted,
  summariseLatencies,
} from './load-stats.mjs';

describe('latency percentiles', () => {
  it('are nearest-rank: p50 of 1..100 is 50, p99 is 99', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile(sorted, 100)).toBe(100);
  });

  it('take the only sample when there is one, and NaN when there is none', () => {
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });

  it('are summarised from unsorted samples, sorted as numbers (not as text)', () => {
    expect(summariseLatencies([100, 9, 20, 3])).toEqual({ count: 4, p50: 9, p99: 100, max: 100 });
  });

  it('let one slow request in a hundred through p99 but not two', () => {
    const fast = Array.from({ length: 98 }, () => 5);
    expect(summariseLatencies([...fast, 5, 900]).p99).toBe(5);
    expect(summariseLatencies([...fast, 900, 900]).p99).toBe(900);
  });
});

describe('the weighted choice of the next operation', () => {
  const mix = [
    { name: 'a', weight: 1 },
    { name: 'none', weight: 0 },
    { name: 'b', weight: 3 },
  ];

  it('gives each entry its share of [0, 1)', () => {
    expect(pickWeighted(mix, 0).name).toBe('a');
    expect(pickWeighted(mix, 0.2499).name).toBe('a');
    expect(pickWeighted(mix, 0.25).name).toBe('b');
    expect(pickWeighted(mix, 0.9999999).name).toBe('b');
  });

  it('never picks an entry of weight 0, even at the end of the range', () => {
    const draws = Array.from({ length: 1000 }, (_, i) => pickWeighted([...mix, { name: 'zero', weight: 0 }], i / 1000));
    expect(draws.some((d) => d.weight === 0)).toBe(false);
  });

  it('refuses a mix without weight', () => {
    expect(() => pickWeighted([{ name: 'a', weight: 0 }], 0.5)).toThrow(/positive total weight/);
  });
});

describe('the server memory read from /proc/<pid>/status', () => {
  const status = [
    'Name:\tnode',
    'Umask:\t0022',
    'State:\tS (sleeping)',
    'Pid:\t4242',
    'VmPeak:\t 1262736 kB',
    'VmSize:\t 1197200 kB',
    'VmHWM:\t  183412 kB',
    'VmRSS:\t  150004 kB',
    'RssAnon:\t   98304 kB',
    'Threads:\t11',
  ].join('\n');

  it('takes VmRSS as the resident size and VmHWM as its peak, in bytes', () => {
    expect(parseProcStatusMemory(status)).toEqual({ rssBytes: 150_004 * 1024, peakBytes: 183_412 * 1024 });
  });

  it('answers null for a field the text lacks (a process that has exited has no memory lines)', () => {
    expect(parseProcStatusMemory('Name:\tnode\nState:\tZ (zombie)\n')).toEqual({ rssBytes: null, peakBytes: null });
  });
});

describe('memory flat after warm-up', () => {
  const MiB = 2 ** 20;
  /** One sample a second from 0 s to `seconds`, RSS from `rss(t)` in MiB. */
  const samples = (seconds: number, rss: (t: number) => number) =>
    Array.from({ length: seconds + 1 }, (_, t) => ({ atMs: t * 1000, rssBytes: rss(t) * MiB }));
  const options = { warmupEndMs: 10_000, windowMs: 5_000, tolerance: 0.1 };

  it('ignores the growth during the warm-up', () => {
    const trend = memoryTrend(
      samples(70, (t) => (t < 10 ? 50 + 10 * t : 150)),
      options,
    );
    expect(trend).toMatchObject({ afterWarmupBytes: 150 * MiB, atEndBytes: 150 * MiB, growth: 0, isFlat: true });
  });

  it('is not fooled by one sample taken mid-collection', () => {
    const trend = memoryTrend(
      samples(70, (t) => (t === 68 ? 400 : 150)),
      options,
    );
    expect(trend.isFlat).toBe(true);
  });

  it('reports a steady climb after the warm-up as growth', () => {
    const trend = memoryTrend(
      samples(70, (t) => 100 + t),
      options,
    );
    expect(trend.afterWarmupBytes).toBe(112 * MiB);
    expect(trend.atEndBytes).toBe(168 * MiB);
    expect(trend.growth).toBeCloseTo(0.5);
    expect(trend.isFlat).toBe(false);
  });

  it('is not flat when no sample falls after the warm-up', () => {
    expect(
      memoryTrend(
        samples(5, () => 100),
        options,
      ),
    ).toMatchObject({ isFlat: false, growth: NaN });
  });
});

describe('the verdict on the goals', () => {
  const flat = { afterWarmupBytes: 1, atEndBytes: 1, growth: 0, isFlat: true };
  const op = (p99: number, count = 10) => ({ count, p50: 1, p99, max: p99 });

  it('is met when there are no errors, every p99 is within the goal and memory is flat', () => {
    const verdict = judgeGoals({ errors: 0, operations: { a: op(200), b: op(12) }, memory: flat }, { p99Ms: 200 });
    expect(verdict.every((v) => v.isMet)).toBe(true);
  });

  it('names the operations over the p99 goal, and skips one that never ran', () => {
    const verdict = judgeGoals(
      {
        errors: 3,
        operations: { a: op(201), b: op(12), c: op(Number.NaN, 0) },
        memory: { ...flat, growth: 0.4, isFlat: false },
      },
      { p99Ms: 200 },
    );
    expect(verdict.map((v) => [v.isMet, v.detail])).toEqual([
      [false, '3 errors'],
      [false, 'over: a'],
      [false, '40.0 % growth'],
    ]);
  });
});
