import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { filterRegions, REGION_PICKER_TEXT, regionOptions } from './regionOptions';
import { RegionPicker } from './RegionPicker';
import { COUNTRY_PRIORITY_ORDER } from '../../lib/countries';
import { REGION_DROPDOWN_FOCUS_DELAY_MS, REGION_DROPDOWN_TOGGLE_DEBOUNCE_MS } from '../../lib/spec/widgets';

describe('regionOptions', () => {
  it('lists the countries in the spec priority order, then Global and Unknown', () => {
    const codes = regionOptions().map((c) => c.code);
    expect(codes).toEqual([...COUNTRY_PRIORITY_ORDER.filter((c) => c !== null), 'GLOBAL', 'UNKNOWN']);
    expect(codes.slice(0, 6)).toEqual(['US', 'UK', 'DE', 'FR', 'AR', 'AU']);
  });

  it('every option has a name and an icon', () => {
    for (const c of regionOptions()) {
      expect(c.name).not.toBe('');
      expect(c.icon).not.toBe('');
    }
  });

  it('filters by name (case-insensitive) or exact code', () => {
    const all = regionOptions();
    expect(filterRegions(all, ' united ').map((c) => c.code)).toEqual(['US', 'UK']);
    expect(filterRegions(all, 'de').map((c) => c.code)).toEqual(['DE', 'DK', 'SE']);
    expect(filterRegions(all, 'atlantis')).toEqual([]);
    expect(filterRegions(all, '')).toHaveLength(all.length);
  });
});

describe('RegionPicker timings', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function trigger() {
    return screen.getByRole('button', { name: 'Region: United States' });
  }

  it('opens 150 ms after the press, and focuses the search 100 ms after opening', () => {
    render(<RegionPicker value="US" onChange={() => undefined} />);
    fireEvent.click(trigger());
    act(() => vi.advanceTimersByTime(REGION_DROPDOWN_TOGGLE_DEBOUNCE_MS - 1));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    const search = screen.getByRole('searchbox', { name: REGION_PICKER_TEXT.search });
    act(() => vi.advanceTimersByTime(REGION_DROPDOWN_FOCUS_DELAY_MS - 1));
    expect(search).not.toHaveFocus();
    act(() => vi.advanceTimersByTime(1));
    expect(search).toHaveFocus();
  });

  it('debounces repeated toggles: two presses within 150 ms toggle once', () => {
    render(<RegionPicker value="US" onChange={() => undefined} />);
    fireEvent.click(trigger());
    act(() => vi.advanceTimersByTime(100));
    fireEvent.click(trigger());
    act(() => vi.advanceTimersByTime(REGION_DROPDOWN_TOGGLE_DEBOUNCE_MS - 1));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closing is debounced too', () => {
    render(<RegionPicker value="US" onChange={() => undefined} />);
    const button = trigger();
    fireEvent.click(button);
    act(() => vi.advanceTimersByTime(REGION_DROPDOWN_TOGGLE_DEBOUNCE_MS + REGION_DROPDOWN_FOCUS_DELAY_MS));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.click(button);
    act(() => vi.advanceTimersByTime(REGION_DROPDOWN_TOGGLE_DEBOUNCE_MS - 1));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
