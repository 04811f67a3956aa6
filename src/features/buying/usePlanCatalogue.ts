import { useEffect, useState } from 'react';

import type { PlanCatalogue, PurchaseQuery } from './checkout';
import { listPlans } from '../../api/purchase';

export interface PlanCatalogueState {
  /** The plans: loading, failed to load, or here. */
  catalogue: PlanCatalogue | 'loading' | 'failed';
  retry: () => void;
}

/** The plans for a purchase page's query (purchase id, coupon, click), with a retry after a failure. */
export function usePlanCatalogue(query: PurchaseQuery): PlanCatalogueState {
  const [catalogue, setCatalogue] = useState<PlanCatalogueState['catalogue']>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    listPlans({
      purchaseId: query.purchaseId,
      ...(query.couponCode ? { couponCode: query.couponCode } : {}),
      ...(query.click ? { click: query.click } : {}),
    }).then(
      (plans) => current && setCatalogue(plans),
      () => current && setCatalogue('failed'),
    );
    return () => {
      current = false;
    };
  }, [query, attempt]);

  return {
    catalogue,
    retry: () => {
      setCatalogue('loading');
      setAttempt((n) => n + 1);
    },
  };
}
