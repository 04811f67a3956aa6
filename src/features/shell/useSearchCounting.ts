import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';

import { countRecordedSearch, currentSearch, isSearchCounted } from './searchCounting';
import { useMountedRef } from './useMountedRef';
import { navigation } from '../../state';

/**
 * Counts the search the guard chain recorded (./searchCounting.ts) and says whether its count is
 * still on its way, so a gate can hold the research back until it knows whether the paywall stands.
 */
export function useSearchCounting(): { isCounting: boolean } {
  // Subscribes to new searches; the proxy's own object is the search's identity.
  const { searchResult } = useSnapshot(navigation);
  const mounted = useMountedRef();
  const [, setSettledTick] = useState(0);

  useEffect(() => {
    const search = currentSearch();
    if (!search || isSearchCounted(search.result)) return;
    void countRecordedSearch(search).then(() => {
      if (mounted.current) setSettledTick((tick) => tick + 1);
    });
  }, [searchResult, mounted]);

  const search = currentSearch();
  return { isCounting: search !== null && !isSearchCounted(search.result) };
}
