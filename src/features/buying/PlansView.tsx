import { useState } from 'react';
import { Link } from 'react-router-dom';

import { BILLING_CYCLES, priceOf, type BillingCycle, type PlanCatalogue, type PlanName } from './checkout';
import styles from './PlansView.module.css';
import { BUYING_TEXT } from './texts';
import { formatCurrency } from '../../lib/format';
import { fill, UI_TEXT } from '../../lib/spec/text';
import { Button } from '../../ui/Button/Button';
import { RadioGroup } from '../../ui/Choices/RadioGroup';
import { GLYPH } from '../../ui/Icon/Icon';

export interface PlansViewProps {
  title: string;
  catalogue: PlanCatalogue | 'loading' | 'failed';
  onRetry: () => void;
  /** The checkout link of a plan on a billing cycle. */
  checkoutHref: (plan: PlanName, billingCycle: BillingCycle) => string;
}

/**
 * The plans and prices of /buy/register (doc 1 §2, §9): each plan's price per month on the chosen
 * billing cycle (annual saves $72), its features, the 30-day money-back guarantee and no
 * contracts; each plan leads to the checkout with the plan and cycle chosen.
 */
export function PlansView({ title, catalogue, onRetry, checkoutHref }: PlansViewProps) {
  const [cycle, setCycle] = useState<BillingCycle>('Annually');
  return (
    <main className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>
          {BUYING_TEXT.startsAt}. {UI_TEXT.moneyBackGuarantee}. {BUYING_TEXT.noContracts}
        </p>
      </header>
      {catalogue === 'loading' && <p role="status">{BUYING_TEXT.loading}</p>}
      {catalogue === 'failed' && (
        <div className={styles.failed}>
          <p role="alert">{BUYING_TEXT.loadFailed}</p>
          <Button onPress={onRetry}>{BUYING_TEXT.retry}</Button>
        </div>
      )}
      {typeof catalogue === 'object' && (
        <>
          <RadioGroup<BillingCycle>
            label={BUYING_TEXT.cycleLabel}
            orientation="horizontal"
            options={BILLING_CYCLES.map((value) => ({ value, label: BUYING_TEXT.cycles[value] }))}
            value={cycle}
            onChange={setCycle}
            message={UI_TEXT.saveWithAnnualBilling}
          />
          {catalogue.couponCode && (
            <p className={catalogue.isCouponValid ? styles.coupon : styles.muted}>
              {catalogue.isCouponValid
                ? fill(BUYING_TEXT.couponApplied, { description: catalogue.couponDescription ?? catalogue.couponCode })
                : BUYING_TEXT.couponInvalid}
            </p>
          )}
          <ul className={styles.plans}>
            {catalogue.plans.map((plan) => {
              const price = priceOf(catalogue, plan.name, cycle);
              return (
                <li key={plan.planId} className={styles.plan} aria-labelledby={`plan-${plan.planId}`}>
                  <h2 id={`plan-${plan.planId}`} className={styles.planName}>
                    {plan.name}
                  </h2>
                  {price && (
                    <p className={styles.price}>
                      <span className={styles.amount}>{formatCurrency(price.pricePerMonth)}</span>
                      <span className={styles.per}>/month</span>
                    </p>
                  )}
                  <p className={styles.muted}>
                    {price && cycle === 'Annually'
                      ? fill(BUYING_TEXT.billedAnnually, { total: formatCurrency(price.totalPrice) })
                      : BUYING_TEXT.billedMonthly}
                  </p>
                  <ul className={styles.features}>
                    {plan.features.map((feature) => (
                      <li key={feature}>
                        <span aria-hidden="true" className={styles.check}>
                          {GLYPH.check}
                        </span>
                        {feature}
                      </li>
                    ))}
                  </ul>
                  <Link className={styles.choose} to={checkoutHref(plan.name, cycle)}>
                    {fill(BUYING_TEXT.choosePlan, { plan: plan.name })}
                  </Link>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </main>
  );
}
