import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { DateRange } from './DateRange';
import { dateRangeText } from './dateRangeText';
import { TEXT } from '../../lib/spec/text';

function fields() {
  return {
    start: screen.getByRole('textbox', { name: /Start date/ }),
    end: screen.getByRole('textbox', { name: /End date/ }),
  };
}

describe('DateRange', () => {
  it('formats the display text like MMM Do, YYYY', () => {
    expect(dateRangeText(new Date(2026, 10, 1), new Date(2026, 10, 22))).toBe('Nov 1st, 2026 - Nov 22nd, 2026');
  });

  it('shows no error before a field loses focus, then the invalid-date text', () => {
    render(<DateRange />);
    const { start } = fields();
    fireEvent.change(start, { target: { value: '13/45/2026' } });
    expect(screen.queryByText(TEXT.invalidDate)).toBeNull();
    fireEvent.blur(start);
    expect(screen.getByText(TEXT.invalidDate)).toBeInTheDocument();
    expect(start).toHaveAttribute('aria-invalid', 'true');
  });

  it('an empty required field is invalid after blur', () => {
    render(<DateRange />);
    const { end } = fields();
    fireEvent.focus(end);
    fireEvent.blur(end);
    expect(screen.getByText(TEXT.invalidDate)).toBeInTheDocument();
  });

  it('rejects an end before the start, accepts the same day', () => {
    const onChange = vi.fn();
    render(<DateRange defaultStart="03/10/2026" onChange={onChange} />);
    const { end } = fields();
    fireEvent.change(end, { target: { value: '03/09/2026' } });
    fireEvent.blur(end);
    expect(screen.getByText(TEXT.endBeforeStart)).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith(null);
    fireEvent.change(end, { target: { value: '03/10/2026' } });
    expect(screen.queryByText(TEXT.endBeforeStart)).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith({
      start: new Date(2026, 2, 10),
      end: new Date(2026, 2, 10),
      text: 'Mar 10th, 2026 - Mar 10th, 2026',
    });
  });
});
