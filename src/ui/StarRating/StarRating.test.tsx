import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { nextRating, StarRating } from './StarRating';
import { STAR_RATING_DEFAULT_MAX } from '../../lib/spec/widgets';

const active = () => screen.getAllByRole('radio').filter((star) => star.hasAttribute('data-active')).length;

describe('nextRating', () => {
  it('follows the spec rules', () => {
    expect(nextRating(0, 2)).toBe(2); // inactive star: everything up to it
    expect(nextRating(1, 3)).toBe(3);
    expect(nextRating(3, 1)).toBe(1); // active star: the ones above go
    expect(nextRating(2, 2)).toBe(1); // top active star: it goes too
    expect(nextRating(1, 1)).toBe(0);
  });
});

describe('StarRating', () => {
  it('has 3 stars by default and the value is the number of active stars', () => {
    const onChange = vi.fn();
    render(<StarRating label="Priority" onChange={onChange} />);
    expect(STAR_RATING_DEFAULT_MAX).toBe(3);
    const stars = screen.getAllByRole('radio');
    expect(stars).toHaveLength(3);
    fireEvent.click(screen.getByRole('radio', { name: '2 stars' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect(active()).toBe(2);
    expect(screen.getByRole('radio', { name: '2 stars' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: '2 stars' }));
    expect(onChange).toHaveBeenLastCalledWith(1);
    expect(active()).toBe(1);
    fireEvent.click(screen.getByRole('radio', { name: '3 stars' }));
    fireEvent.click(screen.getByRole('radio', { name: '1 star' }));
    expect(onChange).toHaveBeenLastCalledWith(1);
    fireEvent.click(screen.getByRole('radio', { name: '1 star' }));
    expect(onChange).toHaveBeenLastCalledWith(0);
    expect(active()).toBe(0);
    expect(screen.getAllByRole('radio').filter((s) => s.getAttribute('aria-checked') === 'true')).toHaveLength(0);
  });

  it('moves with the arrow keys and keeps one tab stop', () => {
    const onChange = vi.fn();
    render(<StarRating label="Priority" max={5} defaultValue={2} onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Priority' })).toBeInTheDocument();
    const focused = () => document.activeElement as HTMLElement;
    screen.getByRole('radio', { name: '2 stars' }).focus();
    expect(screen.getAllByRole('radio').map((s) => s.tabIndex)).toEqual([-1, 0, -1, -1, -1]);
    fireEvent.keyDown(focused(), { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('radio', { name: '3 stars' })).toHaveFocus();
    fireEvent.keyDown(focused(), { key: 'End' });
    expect(onChange).toHaveBeenLastCalledWith(5);
    fireEvent.keyDown(focused(), { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith(5);
    fireEvent.keyDown(focused(), { key: 'Home' });
    expect(onChange).toHaveBeenLastCalledWith(0);
    expect(screen.getByRole('radio', { name: '1 star' })).toHaveFocus();
  });

  it('ignores clicks when disabled', () => {
    const onChange = vi.fn();
    render(<StarRating label="Priority" isDisabled onChange={onChange} />);
    fireEvent.click(screen.getByRole('radio', { name: '2 stars' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
