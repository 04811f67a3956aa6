import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

import { checkoutQueryOf, purchaseQueryOf, type PlanCatalogue } from './checkout';
import { PlansView } from './PlansView';
import { listPlans } from '../../api/purchase';
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
  const [catalogue, setCatalogue] = useState<PlanCatalogue | 'loading' | 'failed'>('loading');
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

  return (
    <PlansView
      title={title}
      catalogue={catalogue}
      onRetry={() => {
        setCatalogue('loading');
        setAttempt((n) => n + 1);
      }}
      checkoutHref={(plan, cycle) => linkTo('mainpurchase', {}, checkoutQueryOf(query, plan, cycle))}
    />
  );
}
