import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Histogram, validateHistogramMax } from './Histogram';

const bars = [
  { label: '1-3', value: 50 },
  { label: '4-10', value: 100 },
  { label: '11-20', value: 25 },
];

function heights() {
  return Object.fromEntries(
    screen
      .getAllByTestId('histogram-bar')
      .map((bar) => [bar.getAttribute('data-label'), Number(bar.getAttribute('height'))]),
  );
}

describe('Histogram (doc 2 §5: max is above 0)', () => {
  it.each([0, -5, Number.NaN])('throws a RangeError for max %s', (max) => {
    expect(() => validateHistogramMax(max)).toThrow(RangeError);
    expect(() => render(<Histogram label="Ranks" bars={bars} max={max} />)).toThrow(
      `Histogram max must be above 0; got ${String(max)}.`,
    );
  });

  it('draws each bar in proportion to the max', () => {
    // height 240 - margins 24 + 32 = 184 px for the full max
    render(<Histogram label="Ranks" bars={bars} max={100} />);
    expect(heights()).toEqual({ '1-3': 92, '4-10': 184, '11-20': 46 });
  });

  it('clips values beyond the max to a full bar and negatives to none', () => {
    render(
      <Histogram
        label="Ranks"
        bars={[
          { label: 'over', value: 300 },
          { label: 'under', value: -3 },
        ]}
        max={100}
      />,
    );
    expect(heights()).toEqual({ over: 184, under: 0 });
  });

  it('gives screen readers the numbers in a table', () => {
    render(<Histogram label="Keywords by rank" bars={[{ label: '1-3', value: 1234 }]} max={2000} />);
    const table = screen.getByRole('table', { name: 'Keywords by rank' });
    expect(within(table).getByRole('row', { name: '1-3 1,234' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Keywords by rank, against a maximum of 2,000' })).toBeInTheDocument();
  });
});
