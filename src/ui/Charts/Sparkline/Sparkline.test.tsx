import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Sparkline, sparklineTrend } from './Sparkline';

describe('Sparkline', () => {
  it('reads the trend from the first and last known values', () => {
    expect(sparklineTrend([10, 5, 20])).toBe('up');
    expect(sparklineTrend([null, 30, 5, null])).toBe('down');
    expect(sparklineTrend([4, 9, 4])).toBe('flat');
    expect(sparklineTrend([])).toBe('flat');
  });

  it('names every value, missing ones as "-"', () => {
    render(<Sparkline label="Est. click change history" values={[1200, null, -350, 4_500_000]} />);
    const img = screen.getByRole('img', { name: 'Est. click change history: 1.2k, -, -350, 4.5M' });
    expect(img).toHaveAttribute('data-trend', 'up');
  });

  it('breaks the line at a missing value', () => {
    const { container } = render(<Sparkline label="Clicks" values={[1, 2, null, 3, 4]} />);
    const d = container.querySelector('path')?.getAttribute('d') ?? '';
    expect(d.match(/M/g)).toHaveLength(2);
  });

  it('draws a placeholder line when there is no data', () => {
    const { container } = render(<Sparkline label="Clicks" values={[null, null]} />);
    expect(screen.getByRole('img', { name: 'Clicks: no data' })).toBeInTheDocument();
    expect(container.querySelector('path')).toBeNull();
    expect(container.querySelector('line')).not.toBeNull();
  });

  it('keeps within its fixed size', () => {
    const { container } = render(<Sparkline label="Clicks" values={[5, 50, 500]} width={60} height={20} />);
    const d = container.querySelector('path')?.getAttribute('d') ?? '';
    const numbers = [...d.matchAll(/-?\d+(\.\d+)?/g)].map((m) => Number(m[0]));
    const xs = numbers.filter((_, i) => i % 2 === 0);
    const ys = numbers.filter((_, i) => i % 2 === 1);
    expect(Math.min(...xs)).toBe(3);
    expect(Math.max(...xs)).toBe(57);
    expect(Math.min(...ys)).toBe(3);
    expect(Math.max(...ys)).toBe(17);
  });
});
