import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { Pagination } from './Pagination';
import { nextStartRow, PAGINATION_TEXT, parseStartRow, previousStartRow, rowRange } from './paginationRules';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, START_ROW_DEBOUNCE_MS } from '../../lib/spec/workspace';

describe('pagination rules', () => {
  it('page sizes and default come from the spec constants', () => {
    expect(PAGE_SIZES).toEqual([20, 50, 100, 250, 500, 1000]);
    expect(DEFAULT_PAGE_SIZE).toBe(20);
  });

  it.each([
    ['1', 1],
    [' 42 ', 42],
    ['1000', 1000],
  ])('accepts %j as start row %i', (text, row) => {
    expect(parseStartRow(text)).toBe(row);
  });

  it.each(['0', '-3', '', '  ', '2.5', 'abc', '1e3', '12a'])('rejects %j', (text) => {
    expect(parseStartRow(text)).toBeNull();
  });

  it('computes the rows shown', () => {
    expect(rowRange(1, 20, 95)).toEqual({ first: 1, last: 20, total: 95 });
    expect(rowRange(81, 20, 95)).toEqual({ first: 81, last: 95, total: 95 });
    expect(rowRange(1, 20, 0)).toEqual({ first: 0, last: 0, total: 0 });
  });

  it('previous never goes below 1, next stops at the end', () => {
    expect(previousStartRow(1, 20)).toBeNull();
    expect(previousStartRow(11, 20)).toBe(1);
    expect(previousStartRow(41, 20)).toBe(21);
    expect(nextStartRow(1, 20, 95)).toBe(21);
    expect(nextStartRow(81, 20, 95)).toBeNull();
  });
});

describe('Pagination start row debounce', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setup(startRow = 1) {
    const onStartRowChange = vi.fn();
    render(<Pagination startRow={startRow} totalRows={5000} onStartRowChange={onStartRowChange} />);
    const input = screen.getByRole('textbox', { name: PAGINATION_TEXT.startRow });
    return { onStartRowChange, input };
  }

  it('calls back 500 ms after the last keystroke, not before', () => {
    const { onStartRowChange, input } = setup();
    fireEvent.change(input, { target: { value: '10' } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(input, { target: { value: '101' } });
    act(() => vi.advanceTimersByTime(START_ROW_DEBOUNCE_MS - 1));
    expect(onStartRowChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onStartRowChange).toHaveBeenCalledTimes(1);
    expect(onStartRowChange).toHaveBeenCalledWith(101);
  });

  it('invalid input shows the message after the pause and never calls back', () => {
    const { onStartRowChange, input } = setup();
    fireEvent.change(input, { target: { value: '0' } });
    act(() => vi.advanceTimersByTime(START_ROW_DEBOUNCE_MS - 1));
    expect(screen.queryByText(PAGINATION_TEXT.invalidStartRow)).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText(PAGINATION_TEXT.invalidStartRow)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    act(() => vi.advanceTimersByTime(5000));
    expect(onStartRowChange).not.toHaveBeenCalled();
  });

  it('a corrected value clears the message and calls back', () => {
    const { onStartRowChange, input } = setup();
    fireEvent.change(input, { target: { value: 'x' } });
    act(() => vi.advanceTimersByTime(START_ROW_DEBOUNCE_MS));
    fireEvent.change(input, { target: { value: '7' } });
    act(() => vi.advanceTimersByTime(START_ROW_DEBOUNCE_MS));
    expect(screen.queryByText(PAGINATION_TEXT.invalidStartRow)).toBeNull();
    expect(onStartRowChange).toHaveBeenCalledWith(7);
  });

  it('does not call back for the start row already shown', () => {
    const { onStartRowChange, input } = setup(21);
    fireEvent.change(input, { target: { value: '021' } });
    act(() => vi.advanceTimersByTime(START_ROW_DEBOUNCE_MS));
    expect(onStartRowChange).not.toHaveBeenCalled();
  });

  it('unmounting cancels a pending call', () => {
    const onStartRowChange = vi.fn();
    const { unmount } = render(<Pagination startRow={1} totalRows={50} onStartRowChange={onStartRowChange} />);
    fireEvent.change(screen.getByRole('textbox', { name: PAGINATION_TEXT.startRow }), { target: { value: '5' } });
    unmount();
    act(() => vi.advanceTimersByTime(START_ROW_DEBOUNCE_MS));
    expect(onStartRowChange).not.toHaveBeenCalled();
  });
});
