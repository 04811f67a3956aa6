import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { useLoader } from './useLoader';
import { deferred } from '../../testing/deferred';

describe('useLoader', () => {
  it('shows loading, then the data it read', async () => {
    const answer = deferred<string[]>();
    const { result } = renderHook(() => useLoader(() => answer.promise, [], []));
    expect(result.current.load).toBe('loading');
    expect(result.current.data).toEqual([]);
    await act(async () => answer.resolve(['a', 'b']));
    expect(result.current).toMatchObject({ load: 'ready', data: ['a', 'b'] });
  });

  it('names the failure the screen tells apart, and retries into loading and ready', async () => {
    const answers = [deferred<number>(), deferred<number>()];
    let call = 0;
    const { result } = renderHook(() =>
      useLoader(
        () => answers[call++]!.promise,
        0,
        [],
        (error) => (error === 403 ? 'ownerOnly' : 'failed'),
      ),
    );
    await act(async () => answers[0]!.reject(403));
    expect(result.current.load).toBe('ownerOnly');

    act(() => result.current.retry());
    expect(result.current.load).toBe('loading');
    await act(async () => answers[1]!.resolve(7));
    expect(result.current).toMatchObject({ load: 'ready', data: 7 });
  });

  it('reads again when a dependency changes and drops the older, slower answer', async () => {
    const slow = deferred<string>();
    const fast = deferred<string>();
    const { result, rerender } = renderHook(
      ({ filter }) => useLoader(() => (filter === 'all' ? slow.promise : fast.promise), '', [filter]),
      { initialProps: { filter: 'all' } },
    );
    rerender({ filter: 'declines' });
    await act(async () => fast.resolve('declines only'));
    await act(async () => slow.resolve('everything'));
    await waitFor(() => expect(result.current.data).toBe('declines only'));
    expect(result.current.load).toBe('ready');
  });

  it('refreshes without a loading state: the data shown stays until the new answer replaces it', async () => {
    const answers = [deferred<string[]>(), deferred<string[]>()];
    let call = 0;
    const { result } = renderHook(() => useLoader(() => answers[call++]!.promise, [] as string[], []));
    await act(async () => answers[0]!.resolve(['running shoes']));

    act(() => result.current.refresh());
    expect(result.current).toMatchObject({ load: 'ready', data: ['running shoes'] });
    await act(async () => answers[1]!.resolve(['running shoes', 'trail shoes']));
    expect(result.current).toMatchObject({ load: 'ready', data: ['running shoes', 'trail shoes'] });
  });

  it('drops an answer that arrives after the screen left', async () => {
    const answer = deferred<string>();
    const { result, unmount } = renderHook(() => useLoader(() => answer.promise, 'initial', []));
    unmount();
    await act(async () => answer.resolve('late'));
    expect(result.current.data).toBe('initial');
  });
});
