import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { formatPrice, SavingsChart, savingsFor } from './SavingsChart';
import { BASIC_PLAN_MONTHLY_PRICE_USD, PROFESSIONAL_PLAN_MONTHLY_PRICE_USD } from '../../../lib/spec/purchase';

describe('SavingsChart', () => {
  it('computes monthly and annual costs and the saving', () => {
    expect(savingsFor(BASIC_PLAN_MONTHLY_PRICE_USD, 129.95, 'monthly')).toEqual({
      ours: 39,
      theirs: 129.95,
      saving: 90.95,
    });
    expect(savingsFor(PROFESSIONAL_PLAN_MONTHLY_PRICE_USD, 229, 'annual')).toEqual({
      ours: 948,
      theirs: 2748,
      saving: 1800,
    });
    expect(savingsFor(79, 59, 'monthly').saving).toBe(0);
  });

  it('rejects a negative price', () => {
    expect(() => savingsFor(-1, 10, 'monthly')).toThrow(RangeError);
    expect(() =>
      render(<SavingsChart ourPrice={39} competitorName="X" competitorPrice={-5} period="monthly" />),
    ).toThrow('Savings chart prices may not be negative; got -5.');
  });

  it('writes prices like the spec does', () => {
    expect(formatPrice(39)).toBe('$39');
    expect(formatPrice(2748)).toBe('$2,748');
    expect(formatPrice(90.95)).toBe('$90.95');
  });

  it('shows the saving for the period and draws it as the gap between the bars', () => {
    render(<SavingsChart ourPrice={79} competitorName="SEMrush" competitorPrice={229} period="annual" />);
    expect(screen.getByText('You save $1,800/yr')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Rivalscope $948 versus SEMrush $2,748 per year: you save $1,800/yr' }),
    ).toBeInTheDocument();
    const ours = Number(screen.getByTestId('savings-bar-ours').getAttribute('width'));
    const saving = Number(screen.getByTestId('savings-bar-saving').getAttribute('width'));
    const theirs = Number(screen.getByTestId('savings-bar-theirs').getAttribute('width'));
    expect(ours + saving).toBeCloseTo(theirs, 6);
    expect(ours / theirs).toBeCloseTo(948 / 2748, 6);
    const table = screen.getByRole('table', { name: 'Savings per year' });
    expect(within(table).getByRole('row', { name: 'Savings $1,800' })).toBeInTheDocument();
  });

  it('draws no saving when the competitor costs the same or less', () => {
    render(<SavingsChart ourPrice={79} competitorName="Cheapo" competitorPrice={59} period="monthly" />);
    expect(screen.getByText('No saving')).toBeInTheDocument();
    expect(screen.queryByTestId('savings-bar-saving')).toBeNull();
    expect(
      screen.getByRole('img', { name: 'Rivalscope $79 versus Cheapo $59 per month: no saving' }),
    ).toBeInTheDocument();
  });
});
