import { useRef, useState } from 'react';

/** A save the screen runs; it resolves true once the server took the value (false: it raised an alert). */
export type SaveValue<T> = (value: T) => Promise<boolean>;

export interface FieldSave<T> {
  /** What the control shows: the user's latest choice until the server has taken it, else the saved value. */
  shown: T;
  /** A save is out (the control is aria-busy). */
  busy: boolean;
  /** The last save failed: the choice stays shown, unsaved, until the user tries again or changes it. */
  failed: boolean;
  change: (value: T) => void;
  /** Saves the kept choice again after a failure. */
  retry: () => void;
}

/**
 * One control that saves each change at once (a website's relationship, rating, tags). One save at
 * a time: a change made while one is out is kept and sent when it returns (only the latest, and
 * only when it differs from what was just sent), so nothing is sent twice and no choice is lost.
 */
export function useFieldSave<T>(saved: T, save: SaveValue<T>, same: (a: T, b: T) => boolean = Object.is): FieldSave<T> {
  const [wanted, setWanted] = useState<{ value: T } | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const running = useRef(false);
  const queued = useRef<{ value: T } | null>(null);

  async function run(value: T) {
    running.current = true;
    setBusy(true);
    setFailed(false);
    let sent = value;
    let ok = await save(sent);
    for (let next = queued.current; next && !same(next.value, sent); next = queued.current) {
      queued.current = null;
      sent = next.value;
      ok = await save(sent);
    }
    queued.current = null;
    running.current = false;
    setBusy(false);
    // Taken: the screen now holds the server's answer, shown from `saved`. Refused: keep the choice.
    if (ok) setWanted(null);
    else setFailed(true);
  }

  const change = (value: T) => {
    setWanted({ value });
    setFailed(false);
    if (running.current) queued.current = { value };
    else void run(value);
  };

  const retry = () => {
    if (wanted && !running.current) void run(wanted.value);
  };

  return { shown: wanted ? wanted.value : saved, busy, failed, change, retry };
}

/** Tags are the same list when they hold the same tags in the same order. */
export const sameTags = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((tag, i) => tag === b[i]);
