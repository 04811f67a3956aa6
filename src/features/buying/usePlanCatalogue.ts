import type { PlanCatalogue, PurchaseQuery } from './checkout';
import { listPlans } from '../../api/purchase';
import { useLoader } from '../shell/useLoader';

export interface PlanCatalogueState {
  /** The plans: loading, failed to load, or here. */
  catalogue: PlanCatalogue | 'loading' | 'failed';
  retry: () => void;
}

/** The plans for a purchase page's query (purchase id, coupon, click), with a retry after a failure. */
export function usePlanCatalogue(query: PurchaseQuery): PlanCatalogueState {
  const { load, data, retry } = useLoader<PlanCatalogue | null>(
    () =>
      listPlans({
        purchaseId: query.purchaseId,
        ...(query.couponCode ? { couponCode: query.couponCode } : {}),
        ...(query.click ? { click: query.click } : {}),
      }),
    null,
    [query],
  );
  return { catalogue: load === 'ready' && data ? data : load === 'ready' ? 'loading' : load, retry };
}
