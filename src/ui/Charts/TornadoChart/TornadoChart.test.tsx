import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { TornadoChart, validateTornado } from './TornadoChart';
import { TORNADO_LABEL_POSITION_DELAY_MS } from '../../../lib/spec/widgets';

const rows = [
  { id: 'g1', label: 'Brand terms', left: 120, right: 80 },
  { id: 'g2', label: 'Competitor terms', left: 40, right: 200 },
  { id: 'g3', label: 'Questions', left: 0, right: 10 },
];

const base = { label: 'Keywords by group', leftLabel: 'rivalscope.com', rightLabel: 'example.com', rows };

describe('TornadoChart rules (doc 2 §5)', () => {
  it('rejects a negative minimum value', () => {
    expect(() => validateTornado(rows, -1, false)).toThrow(RangeError);
    expect(() => render(<TornadoChart {...base} min={-5} />)).toThrow(
      'Tornado chart minimum value may not be negative; got -5.',
    );
  });

  it('accepts a zero or positive minimum', () => {
    expect(() => validateTornado(rows, 0, true)).not.toThrow();
    expect(() => validateTornado(rows, 10, false)).not.toThrow();
  });

  it('with selection, rejects duplicate row ids', () => {
    const duplicate = [...rows, { id: 'g2', label: 'Again', left: 1, right: 1 }];
    expect(() => render(<TornadoChart {...base} rows={duplicate} selectable />)).toThrow(
      'Tornado chart with selection: the id "g2" is used by more than one row.',
    );
  });

  it('with selection, rejects a row without an id', () => {
    expect(() => validateTornado([{ label: 'No id', left: 1, right: 2 }], 0, true)).toThrow(
      'Tornado chart with selection: row "No id" has no id.',
    );
  });

  it('without selection, ids are not required and may repeat', () => {
    const loose = [
      { label: 'A', left: 1, right: 2 },
      { id: 'x', label: 'B', left: 1, right: 2 },
      { id: 'x', label: 'C', left: 1, right: 2 },
    ];
    expect(() => render(<TornadoChart {...base} rows={loose} />)).not.toThrow();
  });

  it('draws bars in proportion to the largest value, from the minimum', () => {
    // width 560, labels 140 → half = 210 - 2 - 48 = 160 px for the largest value (200)
    render(<TornadoChart {...base} />);
    const left = screen.getAllByTestId('tornado-left-bar').map((bar) => Number(bar.getAttribute('width')));
    const right = screen.getAllByTestId('tornado-right-bar').map((bar) => Number(bar.getAttribute('width')));
    expect(left).toEqual([96, 32, 0]);
    expect(right).toEqual([64, 160, 8]);
  });

  it('draws no bar for a value below the minimum', () => {
    render(<TornadoChart {...base} min={50} />);
    const left = screen.getAllByTestId('tornado-left-bar').map((bar) => Number(bar.getAttribute('width')));
    expect(left[1]).toBe(0);
  });
});

describe('TornadoChart label positioning (doc 2 §9: 500 ms after mount)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the value labels only once the delay has passed', () => {
    expect(TORNADO_LABEL_POSITION_DELAY_MS).toBe(500);
    render(<TornadoChart {...base} />);
    expect(screen.queryAllByTestId('tornado-value-label')).toHaveLength(0);
    act(() => vi.advanceTimersByTime(TORNADO_LABEL_POSITION_DELAY_MS - 1));
    expect(screen.queryAllByTestId('tornado-value-label')).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    const labels = screen.getAllByTestId('tornado-value-label').map((label) => label.textContent);
    expect(labels).toEqual(['120', '80', '40', '200', '0', '10']);
  });

  it('places each label just beyond the end of its bar', () => {
    render(<TornadoChart {...base} />);
    act(() => vi.advanceTimersByTime(TORNADO_LABEL_POSITION_DELAY_MS));
    const [firstLeft, firstRight] = screen.getAllByTestId('tornado-value-label');
    // centre 350; left bar 96 px → label ends at 350 - 2 - 96 - 4; right bar 64 px → starts at 350 + 2 + 64 + 4
    expect(firstLeft).toHaveAttribute('x', '248');
    expect(firstLeft).toHaveAttribute('text-anchor', 'end');
    expect(firstRight).toHaveAttribute('x', '420');
    expect(firstRight).toHaveAttribute('text-anchor', 'start');
  });

  it('cancels the pending positioning when unmounted', () => {
    const { unmount } = render(<TornadoChart {...base} />);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('TornadoChart selection', () => {
  it('toggles rows and reports the selection', () => {
    const onSelectionChange = vi.fn();
    render(<TornadoChart {...base} selectable onSelectionChange={onSelectionChange} />);
    const brand = screen.getByRole('button', { name: 'Brand terms' });
    const questions = screen.getByRole('button', { name: 'Questions' });
    expect(brand).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(brand);
    expect(brand).toHaveAttribute('aria-pressed', 'true');
    expect(onSelectionChange).toHaveBeenLastCalledWith(['g1']);
    fireEvent.click(questions);
    expect(onSelectionChange).toHaveBeenLastCalledWith(['g1', 'g3']);
    fireEvent.click(brand);
    expect(onSelectionChange).toHaveBeenLastCalledWith(['g3']);
    expect(brand).toHaveAttribute('aria-pressed', 'false');
  });

  it('follows a controlled selection', () => {
    const onSelectionChange = vi.fn();
    render(<TornadoChart {...base} selectable selectedIds={['g2']} onSelectionChange={onSelectionChange} />);
    const competitor = screen.getByRole('button', { name: 'Competitor terms' });
    expect(competitor).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(competitor);
    expect(onSelectionChange).toHaveBeenCalledWith([]);
    // controlled: stays pressed until the parent changes selectedIds
    expect(competitor).toHaveAttribute('aria-pressed', 'true');
  });

  it('has no buttons when selection is off', () => {
    render(<TornadoChart {...base} />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
