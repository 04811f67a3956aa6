import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { Project } from './mySites';
import { useProjectReads } from './useProjectReads';
import { deferred } from '../../testing/deferred';

const project = (id: string): Project => ({ id, projectName: id, name: id, primaryDomainName: `${id}.com` });
const A = project('a');
const B = project('b');

describe('useProjectReads', () => {
  it('starts one read per project at once; each card answers and fails on its own', async () => {
    const answers = new Map([A, B].map((p) => [p.id, deferred<number>()]));
    const started: string[] = [];
    const projects = [A, B];
    const { result } = renderHook(() =>
      useProjectReads(projects, (p) => {
        started.push(p.id);
        return answers.get(p.id)!.promise;
      }),
    );
    expect(started).toEqual(['a', 'b']);
    expect(result.current.readOf('a')).toEqual({ load: 'loading' });
    await act(async () => answers.get('b')!.resolve(7));
    expect(result.current.readOf('a')).toEqual({ load: 'loading' });
    expect(result.current.readOf('b')).toEqual({ load: 'ready', data: 7 });
    await act(async () => answers.get('a')!.reject(new Error('500')));
    expect(result.current.readOf('a')).toEqual({ load: 'failed' });
  });

  it('retries one project alone, and drops the answer a retry overtook', async () => {
    const reads = [deferred<number>(), deferred<number>(), deferred<number>()];
    let call = 0;
    const projects = [A, B];
    const { result } = renderHook(() =>
      useProjectReads(projects, (p) => (p.id === 'a' ? reads[call++]!.promise : Promise.resolve(1))),
    );
    await act(async () => reads[0]!.reject(new Error('500')));
    expect(result.current.readOf('a')).toEqual({ load: 'failed' });
    expect(result.current.readOf('b')).toEqual({ load: 'ready', data: 1 });
    act(() => result.current.retry('a'));
    expect(result.current.readOf('a')).toEqual({ load: 'loading' });
    expect(result.current.readOf('b')).toEqual({ load: 'ready', data: 1 });
    act(() => result.current.retry('a'));
    await act(async () => reads[1]!.resolve(10));
    expect(result.current.readOf('a')).toEqual({ load: 'loading' });
    await act(async () => reads[2]!.resolve(20));
    expect(result.current.readOf('a')).toEqual({ load: 'ready', data: 20 });
  });

  it('reads nothing before the projects arrive', () => {
    let calls = 0;
    renderHook(() =>
      useProjectReads(null, () => {
        calls += 1;
        return Promise.resolve(0);
      }),
    );
    expect(calls).toBe(0);
  });
});
