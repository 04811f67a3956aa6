import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';

import { purchaseQueryOf, purchaseRequestOf, type BillingCycle, type PlanName } from './checkout';
import { CheckoutView, type CheckoutField, type CheckoutValues } from './CheckoutView';
import { BUYING_TEXT } from './texts';
import { useOpenReceipt } from './useOpenReceipt';
import { usePlanCatalogue } from './usePlanCatalogue';
import { ApiError } from '../../api/client';
import { purchasePlan } from '../../api/purchase';
import { EMPTY_CARD } from '../../lib/cardEntry';
import { CAPTCHA_ACTION_PURCHASE } from '../../lib/spec/auth';
import { MAIN_PURCHASE_CLICK } from '../../lib/spec/purchase';
import { user } from '../../state';
import { requestCaptchaToken } from '../shell/captcha';
import { formFailureFrom, type FormFailure } from '../shell/formFailure';
import { useFrame } from '../shell/frameContext';
import { useMountedRef } from '../shell/useMountedRef';

const FIELDS: readonly CheckoutField[] = [
  'email',
  'password',
  'card.name',
  'card.number',
  'card.expirationMonth',
  'card.expirationYear',
  'card.cvv',
];

/** A refused purchase: the server's own words for a decline, a taken e-mail or a plan already held. */
function failureOf(error: unknown): FormFailure<CheckoutField> {
  const failure = formFailureFrom(error, FIELDS, BUYING_TEXT.failed);
  if (error instanceof ApiError && [402, 403, 409].includes(error.status))
    return { ...failure, message: error.message };
  return failure;
}

/**
 * Route mainpurchase: the checkout (doc 1 §2). Loads the plans for the query's purchase id, coupon
 * and click (sw2 by default), buys the chosen plan with the card — a logged-out buyer's account
 * is made with it — reloads the user state and opens the receipt of the payment.
 */
export function CheckoutScreen() {
  const { title } = useFrame();
  const mounted = useMountedRef();
  const openReceipt = useOpenReceipt();
  const { search } = useLocation();
  const { isLoggedIn } = useSnapshot(user);
  const [query] = useState(() => purchaseQueryOf(search, { click: MAIN_PURCHASE_CLICK }));
  const { catalogue, retry } = usePlanCatalogue(query);
  const [plan, setPlan] = useState<PlanName>(query.plan);
  const [billingCycle, setBillingCycle] = useState<BillingCycle>(query.billingCycle);
  const [values, setValues] = useState<CheckoutValues>({ email: '', password: '', card: EMPTY_CARD });
  const [isSubmitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<FormFailure<CheckoutField> | null>(null);

  const submit = async () => {
    setSubmitting(true);
    setFailure(null);
    let receiptId: number | null | undefined;
    try {
      const token = await requestCaptchaToken(CAPTCHA_ACTION_PURCHASE).catch(() => null);
      const account = isLoggedIn ? null : { email: values.email, password: values.password };
      const result = await purchasePlan(
        purchaseRequestOf({ ...query, plan, billingCycle }, values.card, account, token),
      );
      receiptId = result.receiptId;
    } catch (error) {
      if (mounted.current) {
        setFailure(failureOf(error));
        setSubmitting(false);
      }
      return;
    }
    await openReceipt(receiptId);
  };

  return (
    <CheckoutView
      title={title}
      catalogue={catalogue}
      onRetry={retry}
      plan={plan}
      billingCycle={billingCycle}
      onPlanChange={setPlan}
      onCycleChange={setBillingCycle}
      asksForAccount={!isLoggedIn}
      values={values}
      onChange={(change) => setValues((previous) => ({ ...previous, ...change }))}
      today={new Date()}
      isSubmitting={isSubmitting}
      failure={failure}
      onSubmit={() => void submit()}
    />
  );
}
