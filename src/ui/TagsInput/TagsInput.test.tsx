import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { TagsInput } from './TagsInput';
import { TAG_FLASH_MS } from '../../lib/spec/widgets';

// Synchronous events: Testing Library's async helpers wait on real timers, and these tests fake them.
const tagNames = () => screen.queryAllByRole('row').map((row) => row.textContent?.replace('×', ''));
const type = (input: HTMLElement, text: string) => fireEvent.change(input, { target: { value: text } });
const press = (input: HTMLElement, key: string) => fireEvent.keyDown(input, { key });

describe('TagsInput', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('adds a tag on Enter, Tab and blur', () => {
    const onChange = vi.fn();
    render(<TagsInput label="Keywords" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Keywords' });
    type(input, 'seo tools');
    expect(press(input, 'Enter')).toBe(false);
    type(input, 'ppc');
    // Tab with text adds and keeps focus in the field (the default move is prevented).
    expect(press(input, 'Tab')).toBe(false);
    type(input, 'backlinks');
    fireEvent.blur(input);
    expect(tagNames()).toEqual(['seo tools', 'ppc', 'backlinks']);
    expect(onChange).toHaveBeenLastCalledWith(['seo tools', 'ppc', 'backlinks']);
    expect(input).toHaveValue('');
    // Tab with nothing typed moves on as usual.
    expect(press(input, 'Tab')).toBe(true);
  });

  it('flashes an existing tag for 800 ms instead of adding a duplicate', () => {
    const onChange = vi.fn();
    render(<TagsInput label="Keywords" defaultValue={['seo', 'ppc']} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Keywords' });
    type(input, ' SEO ');
    press(input, 'Enter');
    expect(tagNames()).toEqual(['seo', 'ppc']);
    expect(onChange).not.toHaveBeenCalled();
    const seo = screen.getByRole('row', { name: 'seo' });
    expect(seo).toHaveAttribute('data-flash', 'true');
    expect(screen.getByRole('row', { name: 'ppc' })).not.toHaveAttribute('data-flash');
    act(() => vi.advanceTimersByTime(TAG_FLASH_MS - 1));
    expect(seo).toHaveAttribute('data-flash', 'true');
    act(() => vi.advanceTimersByTime(1));
    expect(seo).not.toHaveAttribute('data-flash');
  });

  it('Backspace on the empty input removes the last tag', () => {
    const onChange = vi.fn();
    render(<TagsInput label="Keywords" defaultValue={['a', 'b']} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Keywords' });
    type(input, 'x');
    press(input, 'Backspace');
    expect(tagNames()).toEqual(['a', 'b']);
    type(input, '');
    press(input, 'Backspace');
    expect(tagNames()).toEqual(['a']);
    expect(onChange).toHaveBeenLastCalledWith(['a']);
  });

  it('email mode adds valid addresses and keeps invalid ones flagged for 800 ms', () => {
    const onChange = vi.fn();
    render(<TagsInput label="Invite" email onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Invite' });
    type(input, 'ann@example.com, bob@, cy@example.org,nope');
    press(input, 'Enter');
    expect(onChange).toHaveBeenLastCalledWith(['ann@example.com', 'cy@example.org']);
    expect(input).toHaveValue('bob@, nope');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    act(() => vi.advanceTimersByTime(TAG_FLASH_MS - 1));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    act(() => vi.advanceTimersByTime(1));
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveValue('bob@, nope');
  });

  it('Tab with an invalid address left over lets focus move on', () => {
    render(<TagsInput label="Invite" email />);
    const input = screen.getByRole('textbox', { name: 'Invite' });
    type(input, 'bob@');
    expect(press(input, 'Tab')).toBe(true);
    expect(input).toHaveValue('bob@');
  });

  it('a controlled value is not changed inside', () => {
    const onChange = vi.fn();
    render(<TagsInput label="Keywords" value={['a']} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Keywords' });
    type(input, 'b');
    press(input, 'Enter');
    expect(onChange).toHaveBeenCalledWith(['a', 'b']);
    expect(tagNames()).toEqual(['a']);
  });
});
