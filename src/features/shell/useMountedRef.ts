import { useEffect, useRef, type RefObject } from 'react';

/**
 * A ref that is true while the component is mounted, for work that resolves after an await and
 * must not set state on a screen that has gone (a login or logout answering after navigation).
 * StrictMode's remount sets it back to true.
 */
export function useMountedRef(): RefObject<boolean> {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}
