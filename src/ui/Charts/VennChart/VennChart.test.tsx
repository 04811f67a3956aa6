import { fireEvent, render, screen, within } from '@testing-library/react';
import { circleOverlap } from '@upsetjs/venn.js';
import { describe, expect, it, vi } from 'vitest';

import { VennChart, validateVenn } from './VennChart';

const two = {
  label: 'Shared keywords',
  sets: [
    { name: 'rivalscope.com', size: 1200 },
    { name: 'example.com', size: 800 },
  ],
  overlaps: [{ sets: ['rivalscope.com', 'example.com'], size: 300 }],
};

function circles(): Record<string, { x: number; y: number; r: number }> {
  return Object.fromEntries(
    screen.getAllByTestId('venn-circle').map((circle) => [
      circle.getAttribute('data-set'),
      {
        x: Number(circle.getAttribute('cx')),
        y: Number(circle.getAttribute('cy')),
        r: Number(circle.getAttribute('r')),
      },
    ]),
  );
}

describe('VennChart rules', () => {
  it.each([0, 1, 4])('throws for %s sets', (count) => {
    const sets = Array.from({ length: count }, (_, i) => ({ name: `s${i}`, size: 10 }));
    expect(() => validateVenn(sets, [])).toThrow(RangeError);
    expect(() => render(<VennChart label="x" sets={sets} overlaps={[]} />)).toThrow(
      `Venn chart needs 2 or 3 sets; got ${count}.`,
    );
  });

  it('rejects an overlap naming an unknown set', () => {
    expect(() => validateVenn(two.sets, [{ sets: ['rivalscope.com', 'nope.com'], size: 1 }])).toThrow(
      'Venn chart overlap names the unknown set "nope.com".',
    );
  });

  it('rejects negative sizes', () => {
    expect(() =>
      validateVenn(
        [
          { name: 'a', size: -1 },
          { name: 'b', size: 1 },
        ],
        [],
      ),
    ).toThrow(RangeError);
  });
});

describe('VennChart layout (area-proportional)', () => {
  it('sizes circles by set size and overlaps by shared size', () => {
    render(<VennChart {...two} />);
    const { 'rivalscope.com': a, 'example.com': b } = circles();
    if (!a || !b) throw new Error('circles missing');
    expect((a.r * a.r) / (b.r * b.r)).toBeCloseTo(1200 / 800, 2);
    const shared = circleOverlap(a.r, b.r, Math.hypot(a.x - b.x, a.y - b.y));
    expect(shared / (Math.PI * a.r * a.r)).toBeCloseTo(300 / 1200, 2);
  });

  it('stays inside the fixed size', () => {
    render(<VennChart {...two} width={400} height={260} />);
    for (const { x, y, r } of Object.values(circles())) {
      expect(x - r).toBeGreaterThanOrEqual(0);
      expect(x + r).toBeLessThanOrEqual(400);
      expect(y - r).toBeGreaterThanOrEqual(0);
      expect(y + r).toBeLessThanOrEqual(260);
    }
  });

  it('lays out three sets with every overlap labelled', () => {
    render(
      <VennChart
        label="Shared keywords"
        sets={[
          { name: 'a.com', size: 1000 },
          { name: 'b.com', size: 700 },
          { name: 'c.com', size: 400 },
        ]}
        overlaps={[
          { sets: ['a.com', 'b.com'], size: 250 },
          { sets: ['a.com', 'c.com'], size: 150 },
          { sets: ['b.com', 'c.com'], size: 100 },
          { sets: ['a.com', 'b.com', 'c.com'], size: 40 },
        ]}
      />,
    );
    expect(screen.getAllByTestId('venn-circle')).toHaveLength(3);
    const labelled = screen.getAllByTestId('venn-label').map((label) => label.getAttribute('data-sets'));
    expect(labelled).toEqual([
      'a.com',
      'b.com',
      'c.com',
      'a.com|b.com',
      'a.com|c.com',
      'b.com|c.com',
      'a.com|b.com|c.com',
    ]);
  });

  it('is deterministic', () => {
    const { unmount } = render(<VennChart {...two} />);
    const first = circles();
    unmount();
    render(<VennChart {...two} />);
    expect(circles()).toEqual(first);
  });

  it('labels sets and overlap, and gives the numbers in a table', () => {
    render(<VennChart {...two} />);
    expect(
      screen.getByRole('img', {
        name: 'Shared keywords: rivalscope.com 1,200, example.com 800, rivalscope.com & example.com 300',
      }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Shared keywords' });
    expect(within(table).getByRole('row', { name: 'rivalscope.com & example.com 300' })).toBeInTheDocument();
  });

  it('draws disjoint sets apart and leaves an empty overlap unlabelled', () => {
    render(<VennChart {...two} overlaps={[{ sets: ['rivalscope.com', 'example.com'], size: 0 }]} />);
    const { 'rivalscope.com': a, 'example.com': b } = circles();
    if (!a || !b) throw new Error('circles missing');
    expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(a.r + b.r - 0.01);
    const labelled = screen.getAllByTestId('venn-label').map((label) => label.getAttribute('data-sets'));
    expect(labelled).toEqual(['rivalscope.com', 'example.com']);
  });
});

describe('VennChart regions (selectable)', () => {
  it('makes each region a button named by regionName, pressed when selected, chosen with Enter or Space', () => {
    const onRegionSelect = vi.fn();
    render(
      <VennChart
        {...two}
        onRegionSelect={onRegionSelect}
        selectedRegion="rivalscope.com|example.com"
        regionName={(sets) => `${sets.join(' and ')} region`}
      />,
    );
    expect(screen.getByRole('group', { name: /^Shared keywords:/ })).toBeInTheDocument();
    const shared = screen.getByRole('button', { name: 'rivalscope.com and example.com region' });
    const only = screen.getByRole('button', { name: 'rivalscope.com region' });
    expect(shared).toHaveAttribute('aria-pressed', 'true');
    expect(only).toHaveAttribute('aria-pressed', 'false');
    expect(only).toHaveAttribute('tabindex', '0');
    fireEvent.keyDown(only, { key: 'Enter' });
    fireEvent.keyDown(screen.getByRole('button', { name: 'example.com region' }), { key: ' ' });
    fireEvent.keyDown(only, { key: 'a' });
    expect(onRegionSelect.mock.calls).toEqual([['rivalscope.com'], ['example.com']]);
    // The chosen region is drawn: the shared area, the other circles masked away.
    expect(screen.getByTestId('venn-selected')).toHaveAttribute('data-sets', 'rivalscope.com|example.com');
  });

  it('stays an image without onRegionSelect, its labels no buttons', () => {
    render(<VennChart {...two} />);
    expect(screen.getByRole('img', { name: /^Shared keywords:/ })).toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});
