import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useMatchTypesRetry } from './useMatchTypesRetry';
import { MATCH_TYPES_PENDING_RETRY_MS } from '../../../lib/spec/workspace';

describe('useMatchTypesRetry', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads again after the retry time while the answer is pending, and again for each pending answer', () => {
    const refresh = vi.fn();
    const { rerender } = renderHook(({ answer }) => useMatchTypesRetry(answer, refresh), {
      initialProps: { answer: { matchTypesPending: true } as { matchTypesPending?: boolean } | null },
    });
    act(() => vi.advanceTimersByTime(MATCH_TYPES_PENDING_RETRY_MS - 1));
    expect(refresh).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(refresh).toHaveBeenCalledTimes(1);

    // The next answer is pending too: one more read after the same wait.
    rerender({ answer: { matchTypesPending: true } });
    act(() => vi.advanceTimersByTime(MATCH_TYPES_PENDING_RETRY_MS));
    expect(refresh).toHaveBeenCalledTimes(2);

    // The figures are ready: no more reads.
    rerender({ answer: {} });
    act(() => vi.advanceTimersByTime(MATCH_TYPES_PENDING_RETRY_MS * 5));
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('never reads again for an answer that is not pending, or before any answer', () => {
    const refresh = vi.fn();
    const { rerender } = renderHook(({ answer }) => useMatchTypesRetry(answer, refresh), {
      initialProps: { answer: null as { matchTypesPending?: boolean } | null },
    });
    rerender({ answer: { matchTypesPending: false } });
    act(() => vi.advanceTimersByTime(MATCH_TYPES_PENDING_RETRY_MS * 3));
    expect(refresh).not.toHaveBeenCalled();
  });

  it('drops the scheduled read when the screen leaves', () => {
    const refresh = vi.fn();
    const { unmount } = renderHook(() => useMatchTypesRetry({ matchTypesPending: true }, refresh));
    unmount();
    act(() => vi.advanceTimersByTime(MATCH_TYPES_PENDING_RETRY_MS));
    expect(refresh).not.toHaveBeenCalled();
  });
});
