/**
 * A research list answered with `matchTypesPending` (the server is still preparing its phrase and
 * broad sums, research/matchTypes.ts): read it again after MATCH_TYPES_PENDING_RETRY_MS, and again
 * while the answers stay pending. The screen keeps showing the exact figures meanwhile.
 */
import { useEffect } from 'react';

import { MATCH_TYPES_PENDING_RETRY_MS } from '../../../lib/spec/workspace';

/** `answer`: the list's latest answer (null while none); `refresh`: reads again without a loading state. */
export function useMatchTypesRetry(answer: { matchTypesPending?: boolean } | null | undefined, refresh: () => void) {
  const pending = answer?.matchTypesPending === true;
  useEffect(() => {
    if (!pending) return undefined;
    const timer = setTimeout(refresh, MATCH_TYPES_PENDING_RETRY_MS);
    return () => clearTimeout(timer);
    // A new answer (still pending) schedules the next read.
  }, [answer, pending, refresh]);
}
