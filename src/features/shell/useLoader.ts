import { useCallback, useEffect, useState, type DependencyList, type Dispatch, type SetStateAction } from 'react';

/** Where a screen's first read stands: loading, ready, or one of the failures the screen tells apart. */
export type LoadState<Failure extends string = 'failed'> = 'loading' | 'ready' | Failure;

export interface Loader<T, Failure extends string = 'failed'> {
  load: LoadState<Failure>;
  data: T;
  /** For a screen that changes what it loaded after an action (a removed row, a renamed item). */
  setData: Dispatch<SetStateAction<T>>;
  /** Shows the loading state again and reads once more (the Retry button of a failed load). */
  retry: () => void;
  /**
   * Reads once more while the screen keeps showing what it has (a change made elsewhere, such as
   * a keyword added from a research row): no loading state, the new answer replaces the data.
   */
  refresh: () => void;
}

const failed = () => 'failed' as const;

const sameKey = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, i) => Object.is(value, b[i]));

/**
 * A screen's read from the server, with the loading and failure states every screen shows and a
 * retry. It reads again whenever `deps` change (a toggle, a query parameter); an answer that
 * arrives after the screen left or after a newer read started is dropped.
 *
 * `failureOf` names the failure a screen shows differently (a 403 for a team member, say);
 * anything it does not name is 'failed'.
 */
export function useLoader<T, Failure extends string = 'failed'>(
  read: () => Promise<T>,
  initial: T,
  deps: DependencyList,
  failureOf: (error: unknown) => Failure = failed as () => Failure,
): Loader<T, Failure> {
  const [data, setData] = useState<T>(initial);
  const [attempt, setAttempt] = useState(0);
  // The outcome remembers which read it answers: while a newer read is out, the screen shows loading
  // (derived here instead of set from the effect, so a change of deps costs no extra render).
  const key = [...deps, attempt];
  const [answer, setAnswer] = useState<{ key: readonly unknown[]; outcome: LoadState<Failure> } | null>(null);
  // A refresh reads again under the same key, so the outcome already shown stays until it answers.
  const [refreshes, setRefreshes] = useState(0);

  useEffect(() => {
    let current = true;
    read().then(
      (next) => {
        if (!current) return;
        setData(next);
        setAnswer({ key, outcome: 'ready' });
      },
      (error: unknown) => {
        if (current) setAnswer({ key, outcome: failureOf(error) });
      },
    );
    return () => {
      current = false;
    };
    // The caller's deps say when to read again; `read` and `failureOf` are fresh closures each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...key, refreshes]);

  const load = answer && sameKey(answer.key, key) ? answer.outcome : 'loading';
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const refresh = useCallback(() => setRefreshes((n) => n + 1), []);
  return { load, data, setData, retry, refresh };
}
