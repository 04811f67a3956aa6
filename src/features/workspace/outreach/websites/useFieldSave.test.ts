import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { sameTags, useFieldSave } from './useFieldSave';
import { deferred } from '../../../../testing/deferred';

function setup(saved = 1) {
  const answers: ReturnType<typeof deferred<boolean>>[] = [];
  const save = vi.fn((value: number) => {
    void value;
    const answer = deferred<boolean>();
    answers.push(answer);
    return answer.promise;
  });
  const hook = renderHook(({ value }) => useFieldSave(value, save), { initialProps: { value: saved } });
  return { save, answers, hook };
}

describe('useFieldSave', () => {
  it('shows the choice at once, busy until the server took it, then the saved value', async () => {
    const { save, answers, hook } = setup(1);
    act(() => hook.result.current.change(3));
    expect(hook.result.current).toMatchObject({ shown: 3, busy: true, failed: false });
    expect(save).toHaveBeenCalledWith(3);
    hook.rerender({ value: 3 });
    await act(async () => answers[0]!.resolve(true));
    expect(hook.result.current).toMatchObject({ shown: 3, busy: false, failed: false });
  });

  it('keeps a refused choice shown, marked failed, and sends it again on retry', async () => {
    const { save, answers, hook } = setup(1);
    act(() => hook.result.current.change(2));
    await act(async () => answers[0]!.resolve(false));
    expect(hook.result.current).toMatchObject({ shown: 2, busy: false, failed: true });
    act(() => hook.result.current.retry());
    expect(save).toHaveBeenLastCalledWith(2);
    expect(hook.result.current).toMatchObject({ busy: true, failed: false });
  });

  it('sends one save at a time: changes while one is out wait, and only the latest is sent', async () => {
    const { save, answers, hook } = setup(0);
    act(() => hook.result.current.change(1));
    act(() => hook.result.current.change(2));
    act(() => hook.result.current.change(3));
    expect(save).toHaveBeenCalledTimes(1);
    expect(hook.result.current.shown).toBe(3);
    await act(async () => answers[0]!.resolve(true));
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith(3);
    expect(hook.result.current.busy).toBe(true);
    await act(async () => answers[1]!.resolve(true));
    expect(hook.result.current.busy).toBe(false);
  });

  it('does not send again a change equal to the one just sent', async () => {
    const { save, answers, hook } = setup(0);
    act(() => hook.result.current.change(2));
    act(() => hook.result.current.change(2));
    await act(async () => answers[0]!.resolve(true));
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('compares tags by their list', () => {
    expect(sameTags(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameTags(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameTags([], ['a'])).toBe(false);
  });
});
