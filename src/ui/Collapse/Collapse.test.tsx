import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { Collapse } from './Collapse';
import { nextExpansion, useExpansion } from './useExpansion';
import { COLLAPSE_TRANSITION_MS } from '../../lib/spec/navigation';

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const region = () => screen.getByTestId('region').parentElement?.parentElement as HTMLElement;

describe('Collapse', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('animates open and closed over 350 ms by default', () => {
    const onDone = vi.fn();
    const { rerender } = render(
      <Collapse isOpen={false} onTransitionDone={onDone}>
        <p data-testid="region">Details</p>
      </Collapse>,
    );
    expect(COLLAPSE_TRANSITION_MS).toBe(350);
    expect(region()).toHaveAttribute('data-state', 'closed');
    expect(region().style.transitionDuration).toBe('350ms');
    expect(region().style.gridTemplateRows).toBe('0fr');
    rerender(
      <Collapse isOpen onTransitionDone={onDone}>
        <p data-testid="region">Details</p>
      </Collapse>,
    );
    expect(region()).toHaveAttribute('data-state', 'opening');
    expect(region().style.gridTemplateRows).toBe('1fr');
    advance(COLLAPSE_TRANSITION_MS - 1);
    expect(region()).toHaveAttribute('data-state', 'opening');
    advance(1);
    expect(region()).toHaveAttribute('data-state', 'open');
    expect(onDone).toHaveBeenLastCalledWith('open');
    rerender(
      <Collapse isOpen={false} onTransitionDone={onDone}>
        <p data-testid="region">Details</p>
      </Collapse>,
    );
    expect(region()).toHaveAttribute('data-state', 'closing');
    advance(COLLAPSE_TRANSITION_MS);
    expect(region()).toHaveAttribute('data-state', 'closed');
    expect(onDone).toHaveBeenLastCalledWith('closed');
  });

  it('closed content is inert', () => {
    render(
      <Collapse isOpen={false}>
        <p data-testid="region">Details</p>
      </Collapse>,
    );
    expect(screen.getByTestId('region').parentElement).toHaveAttribute('inert');
  });

  it('takes another duration', () => {
    const { rerender } = render(
      <Collapse isOpen={false} durationMs={100}>
        <p data-testid="region">Details</p>
      </Collapse>,
    );
    rerender(
      <Collapse isOpen durationMs={100}>
        <p data-testid="region">Details</p>
      </Collapse>,
    );
    advance(100);
    expect(region()).toHaveAttribute('data-state', 'open');
  });
});

describe('useExpansion', () => {
  it('expands one row, all rows, and collapses all', () => {
    const { result } = renderHook(() => useExpansion({ ids: ['a', 'b', 'c'] }));
    act(() => result.current.toggle('b'));
    expect([...result.current.expanded]).toEqual(['b']);
    act(() => result.current.toggle('c'));
    expect(result.current.isExpanded('b')).toBe(true);
    expect(result.current.isExpanded('c')).toBe(true);
    expect(result.current.isAllExpanded).toBe(false);
    act(() => result.current.expandAll());
    expect(result.current.isAllExpanded).toBe(true);
    act(() => result.current.toggle('a'));
    expect(result.current.isExpanded('a')).toBe(false);
    act(() => result.current.collapseAll());
    expect(result.current.expanded.size).toBe(0);
  });

  it('single mode keeps one row open', () => {
    const opts = { ids: ['a', 'b'], single: true };
    const one = nextExpansion(new Set<string>(), { type: 'expand', id: 'a' }, opts);
    expect([...nextExpansion(one, { type: 'toggle', id: 'b' }, opts)]).toEqual(['b']);
    expect([...nextExpansion(one, { type: 'toggle', id: 'a' }, opts)]).toEqual([]);
    expect([...nextExpansion(one, { type: 'expandAll' }, opts)]).toEqual(['a', 'b']);
  });
});
