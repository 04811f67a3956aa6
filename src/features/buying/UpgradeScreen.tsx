import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';

import { purchaseRequestOf, type BillingCycle, type PlanCatalogue, type PlanName } from './checkout';
import {
  planChangeFailureOf,
  planChangeRequestOf,
  plansLoadFailureOf,
  plansQueryOf,
  isPlanAlreadyHeld,
  purchaseFailureOf,
  upgradeQueryOf,
  UPGRADE_PAGE_CLICK_TYPE,
  type PlanChangeFailure,
  type PlanChoice,
  type UpgradeCardField,
} from './upgrade';
import { UpgradeView } from './UpgradeView';
import { useOpenReceipt } from './useOpenReceipt';
import { listPlans, purchasePlan, upgradePlan } from '../../api/purchase';
import { EMPTY_CARD, type CardEntry } from '../../lib/cardEntry';
import { RETURN_URL_PARAM } from '../../lib/spec/navigation';
import { isSignedIn, user } from '../../state';
import type { FormFailure } from '../shell/formFailure';
import { useFrame } from '../shell/frameContext';
import { useLinkTo } from '../shell/links';
import { useLoader } from '../shell/useLoader';
import { useMountedRef } from '../shell/useMountedRef';

/**
 * Route upgrade (/upgrade, doc 1 §2): loads the plans with the account's current plan. A free or
 * trial account buys one with a card (purchasePlan, as the logged-in checkout does); a full user
 * changes plan or cycle on the card on file (upgradePlan). Either way the user state is reloaded
 * and the receipt of the payment opens, as after the checkout. A purchase refused because the
 * account has a plan by now (409) reads the plans again, which shows that plan.
 */
export function UpgradeScreen() {
  const { title } = useFrame();
  const linkTo = useLinkTo();
  const mounted = useMountedRef();
  const openReceipt = useOpenReceipt();
  const { pathname, search } = useLocation();
  const loggedIn = isSignedIn(useSnapshot(user));
  const [query] = useState(() => upgradeQueryOf(search));
  const plans = useLoader(
    () => (loggedIn ? listPlans(plansQueryOf(query)) : Promise.resolve(null)),
    null as PlanCatalogue | null,
    [loggedIn, query],
    plansLoadFailureOf,
  );

  const [plan, setPlan] = useState<PlanName>(query.plan);
  const [billingCycle, setBillingCycle] = useState<BillingCycle>(query.billingCycle);
  const [card, setCard] = useState<CardEntry>(EMPTY_CARD);
  const [isSubmitting, setSubmitting] = useState(false);
  const [purchaseFailure, setPurchaseFailure] = useState<FormFailure<UpgradeCardField> | null>(null);

  const [choice, setChoice] = useState<PlanChoice | null>(null);
  const [isChanging, setChanging] = useState(false);
  const [changeFailure, setChangeFailure] = useState<PlanChangeFailure | null>(null);

  const buy = async () => {
    setSubmitting(true);
    setPurchaseFailure(null);
    let receiptId: number | null | undefined;
    try {
      // Logged in: no account is made, so no captcha token is asked for (the server checks none).
      const result = await purchasePlan(purchaseRequestOf({ ...query, plan, billingCycle }, card, null, null));
      receiptId = result.receiptId;
    } catch (error) {
      if (mounted.current) {
        setPurchaseFailure(purchaseFailureOf(error));
        setSubmitting(false);
        // Bought in another tab: the page turns into the current plan's.
        if (isPlanAlreadyHeld(error)) plans.retry();
      }
      return;
    }
    await openReceipt(receiptId);
  };

  const changePlan = async (catalogue: PlanCatalogue, chosen: PlanChoice) => {
    setChanging(true);
    setChangeFailure(null);
    let receiptId: number | null | undefined;
    try {
      receiptId = (await upgradePlan(planChangeRequestOf(query, catalogue, chosen))).receiptId;
    } catch (error) {
      if (mounted.current) {
        setChangeFailure(planChangeFailureOf(error));
        setChanging(false);
      }
      return;
    }
    await openReceipt(receiptId);
  };

  return (
    <UpgradeView
      title={title}
      isLoggedIn={loggedIn}
      load={plans.load}
      catalogue={plans.data}
      onRetry={plans.retry}
      links={{
        login: linkTo('auth:login', {}, { [RETURN_URL_PARAM]: `${pathname}${search}` }),
        plans: linkTo('buy:register'),
        settings: linkTo('account:settings'),
        subscription: linkTo('account:subscription'),
        annual: linkTo('upgrade:annual', { clickType: UPGRADE_PAGE_CLICK_TYPE }),
      }}
      purchase={{
        plan,
        billingCycle,
        onPlanChange: setPlan,
        onCycleChange: setBillingCycle,
        card,
        onCardChange: setCard,
        today: new Date(),
        isSubmitting,
        failure: purchaseFailure,
        onSubmit: () => void buy(),
      }}
      change={{
        choice,
        onChoiceChange: setChoice,
        isChanging,
        failure: changeFailure,
        onSubmit: () => {
          const catalogue = plans.data;
          const chosen = choice;
          if (catalogue && chosen) void changePlan(catalogue, chosen);
        },
      }}
    />
  );
}
