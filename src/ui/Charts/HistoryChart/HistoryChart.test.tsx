import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { formatHistoryValue, HistoryChart, validateHistory } from './HistoryChart';

const dates = ['2026-01-01', '2026-02-01', '2026-03-01', '2026-04-01', '2026-05-01'];
const clicks = { label: 'Est. monthly clicks', values: [1200, 1350, null, 1800, 2400], format: 'number' as const };
const share = { label: 'Impression share', values: [12, 15, 14, 18, 21], format: 'percent' as const };

describe('HistoryChart', () => {
  it('needs one or two series, each with a value per date', () => {
    expect(() => validateHistory(dates, [])).toThrow('History chart needs 1 or 2 series; got 0.');
    expect(() => validateHistory(dates, [clicks, share, clicks])).toThrow(RangeError);
    expect(() => render(<HistoryChart label="Group history" dates={dates.slice(1)} series={[clicks]} />)).toThrow(
      'History chart series "Est. monthly clicks" has 5 values for 4 dates.',
    );
  });

  it('formats values with the shared formatters', () => {
    expect(formatHistoryValue(1234567)).toBe('1,234,567');
    expect(formatHistoryValue(1234567, 'abbreviated')).toBe('1.2M');
    expect(formatHistoryValue(21, 'percent')).toBe('21%');
    expect(formatHistoryValue(4.5, 'currency')).toBe('$4.50');
    expect(formatHistoryValue(null, 'percent')).toBe('-');
  });

  it('draws one line per series with a gap for a missing value', () => {
    render(<HistoryChart label="Group history" dates={dates} series={[clicks, share]} />);
    const lines = screen.getAllByTestId('history-line');
    expect(lines).toHaveLength(2);
    expect(lines[0]?.getAttribute('d')?.match(/M/g)).toHaveLength(2);
    expect(lines[1]?.getAttribute('d')?.match(/M/g)).toHaveLength(1);
  });

  it('labels the date axis with the display date format and both value axes', () => {
    const { container } = render(<HistoryChart label="Group history" dates={dates} series={[clicks, share]} />);
    const ticks = [...container.querySelectorAll('tspan')].map((tspan) => tspan.textContent);
    expect(ticks).toEqual(expect.arrayContaining(['Jan 1st, 2026', 'May 1st, 2026', '2k', '20%']));
  });

  it('describes the data and gives the numbers in a table', () => {
    render(<HistoryChart label="Group history" dates={dates} series={[clicks, share]} />);
    expect(
      screen.getByRole('img', { name: 'Group history: 5 points from Jan 1st, 2026 to May 1st, 2026' }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Group history' });
    expect(within(table).getByRole('row', { name: 'Mar 1st, 2026 - 14%' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'May 1st, 2026 2,400 21%' })).toBeInTheDocument();
  });

  it('says so when there is no history', () => {
    render(<HistoryChart label="Group history" dates={[]} series={[{ label: 'Clicks', values: [] }]} />);
    expect(screen.getByRole('img', { name: 'Group history: No history yet' })).toBeInTheDocument();
    expect(screen.queryAllByTestId('history-line')).toHaveLength(0);
  });
});
