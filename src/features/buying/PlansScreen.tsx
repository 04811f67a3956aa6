import { useState } from 'react';
import { useLocation } from 'react-router-dom';

import { checkoutQueryOf, purchaseQueryOf } from './checkout';
import { PlansView } from './PlansView';
import { usePlanCatalogue } from './usePlanCatalogue';
import { BUY_REGISTER_CLICK } from '../../lib/spec/purchase';
import { useFrame } from '../shell/frameContext';
import { useLinkTo } from '../shell/links';

/**
 * Route buy:register: the plans for the query's purchase id (default 1139), coupon code and click
 * (sw1 by default); a plan leads to the checkout with the same purchase id, coupon and click.
 */
export function PlansScreen() {
  const { title } = useFrame();
  const linkTo = useLinkTo();
  const { search } = useLocation();
  const [query] = useState(() => purchaseQueryOf(search, { click: BUY_REGISTER_CLICK }));
  const { catalogue, retry } = usePlanCatalogue(query);

  return (
    <PlansView
      title={title}
      catalogue={catalogue}
      onRetry={retry}
      checkoutHref={(plan, cycle) => linkTo('mainpurchase', {}, checkoutQueryOf(query, plan, cycle))}
    />
  );
}
