import { describe, expect, it } from 'vitest';

import { progressLine } from './progress';
import { parseSeedResearchArgs } from './seedResearch';

describe('npm run seed:research arguments', () => {
  it('seeds the demo size unless told', () => {
    expect(parseSeedResearchArgs([])).toEqual({ keywords: 10_000 });
    expect(parseSeedResearchArgs(['--keywords', '40000'])).toEqual({ keywords: 40_000 });
  });

  it.each([[['--keywords']], [['--keywords', 'lots']], [['--keywords', '0']], [['--rows', '5']]])(
    'refuses %j with the usage',
    (argv) => {
      expect(() => parseSeedResearchArgs(argv)).toThrow(/Usage: npm run seed:research/);
    },
  );
});

describe('progressLine', () => {
  const recorder = (isTTY: boolean) => {
    const written: string[] = [];
    return { written, stream: { isTTY, write: (text: string) => written.push(text) } };
  };

  it('writes a line each tenth of the way to a log', () => {
    const { written, stream } = recorder(false);
    const line = progressLine('research corpus', stream);
    for (let done = 0; done <= 1000; done += 50) line.update(done, 1000, 'keywords');
    line.done('seeded');
    expect(written).toHaveLength(12);
    expect(written[5]).toBe('  research corpus: 50% (500 / 1,000 keywords)\n');
    expect(written.at(-1)).toBe('  research corpus: seeded\n');
  });

  it('redraws a bar in place on a terminal', () => {
    const { written, stream } = recorder(true);
    const line = progressLine('research corpus', stream);
    line.update(1, 4, 'keywords');
    expect(written[0]).toBe('\r  [########......................] research corpus: 25% (1 / 4 keywords)');
    line.done('seeded');
    expect(written[1]).toBe('\r\x1b[2K  research corpus: seeded\n');
  });
});
