import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Gauge, validateGaugeValue } from './Gauge';

describe('Gauge (doc 2 §5: value is 0-100)', () => {
  it.each([0, 42.5, 100])('accepts %s', (value) => {
    expect(() => validateGaugeValue(value)).not.toThrow();
    render(<Gauge value={value} label="Impression share" />);
    expect(screen.getByRole('img')).toBeInTheDocument();
  });

  it.each([-1, 100.01, 250, Number.NaN, Number.POSITIVE_INFINITY])('throws a RangeError naming %s', (value) => {
    expect(() => validateGaugeValue(value)).toThrow(RangeError);
    expect(() => validateGaugeValue(value)).toThrow(`got ${String(value)}`);
  });

  it('refuses to render an out-of-range value', () => {
    expect(() => render(<Gauge value={101} label="Share" />)).toThrow(
      'Gauge value must be between 0 and 100; got 101.',
    );
  });

  it('names the value in its accessible name', () => {
    render(<Gauge value={73} label="Impression share" />);
    expect(screen.getByRole('img', { name: 'Impression share: 73 out of 100' })).toBeInTheDocument();
  });

  it('sweeps the value arc in proportion to the value', () => {
    const { rerender } = render(<Gauge value={50} label="Share" />);
    expect(screen.getByTestId('gauge-value-arc')).toHaveAttribute('data-end-angle', '0.0000');
    rerender(<Gauge value={100} label="Share" />);
    expect(screen.getByTestId('gauge-value-arc')).toHaveAttribute('data-end-angle', (Math.PI / 2).toFixed(4));
    rerender(<Gauge value={0} label="Share" />);
    expect(screen.queryByTestId('gauge-value-arc')).toBeNull();
  });
});
