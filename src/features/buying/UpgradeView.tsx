import { useId, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { BILLING_CYCLES, PLAN_NAMES, priceOf, type BillingCycle, type PlanCatalogue, type PlanName } from './checkout';
import { CheckoutView } from './CheckoutView';
import { BUYING_TEXT, UPGRADE_TEXT } from './texts';
import {
  currentChoiceOf,
  isSameChoice,
  type PlanChangeFailure,
  type PlanChoice,
  type UpgradeCardField,
} from './upgrade';
import styles from './UpgradeView.module.css';
import type { CardEntry } from '../../lib/cardEntry';
import { formatCurrency } from '../../lib/format';
import { fill } from '../../lib/spec/text';
import { Button } from '../../ui/Button/Button';
import { RadioGroup } from '../../ui/Choices/RadioGroup';
import type { FormFailure } from '../shell/formFailure';

/** How the plans stand: loading, failed (retry), refused to a team account (403), or here. */
export type UpgradeLoad = 'loading' | 'failed' | 'ownerOnly' | 'ready';

export interface UpgradeLinks {
  /** The login page, with this page as its return URL. */
  login: string;
  /** The plans of /buy/register, for a visitor without an account. */
  plans: string;
  settings: string;
  subscription: string;
  /** The one-click annual billing offer. */
  annual: string;
}

/** The purchase of a free or trial account: the checkout's plan, cycle and card (no account fields). */
export interface UpgradePurchase {
  plan: PlanName;
  billingCycle: BillingCycle;
  onPlanChange: (plan: PlanName) => void;
  onCycleChange: (cycle: BillingCycle) => void;
  card: CardEntry;
  onCardChange: (card: CardEntry) => void;
  /** This year (the card's expiry years start last year). */
  today: Date;
  isSubmitting?: boolean;
  failure?: FormFailure<UpgradeCardField> | null;
  onSubmit: () => void;
}

/** A full user's change of plan or cycle, charged to the card on file. */
export interface UpgradeChange {
  /** What is chosen; null until the user chooses (the current plan is shown chosen). */
  choice: PlanChoice | null;
  onChoiceChange: (choice: PlanChoice) => void;
  isChanging?: boolean;
  failure?: PlanChangeFailure | null;
  onSubmit: () => void;
}

export interface UpgradeViewProps {
  /** The page heading: the route title ('Upgrade Your Account'). */
  title: string;
  /** The route has no guard: a logged-out visitor is asked to log in here. */
  isLoggedIn: boolean;
  load: UpgradeLoad;
  /** The plans, with the account's current plan and cycle (null for a free or trial account). */
  catalogue: PlanCatalogue | null;
  onRetry: () => void;
  links: UpgradeLinks;
  purchase: UpgradePurchase;
  change: UpgradeChange;
}

/**
 * The upgrade page (/upgrade, doc 1 §2 "Buying"). A free or trial account buys a plan with a card:
 * the checkout's form (plans, billing cycle, the card of doc 1 §5, what is charged today) without
 * the account fields. A full user already has a plan: the page shows it, links to the subscription
 * and, when billed monthly, to the annual billing offer, and changes the plan or cycle, charged to
 * the card on file. A logged-out visitor is asked to log in (and pointed to the plans); a team
 * member is told the plan is the owner's.
 */
export function UpgradeView({
  title,
  isLoggedIn,
  load,
  catalogue,
  onRetry,
  links,
  purchase,
  change,
}: UpgradeViewProps) {
  if (!isLoggedIn) {
    return (
      <Panel title={title}>
        <p className={styles.text}>{UPGRADE_TEXT.loggedOutLead}</p>
        <Link className={styles.cta} to={links.login}>
          {UPGRADE_TEXT.logInToUpgrade}
        </Link>
        <p className={styles.text}>
          {UPGRADE_TEXT.noAccountYet} <Link to={links.plans}>{UPGRADE_TEXT.seePlans}</Link>
        </p>
      </Panel>
    );
  }
  if (load === 'ownerOnly') {
    return (
      <Panel title={title}>
        <p className={styles.text}>{UPGRADE_TEXT.ownerOnly}</p>
        <Link to={links.settings}>{UPGRADE_TEXT.toSettings}</Link>
      </Panel>
    );
  }
  const current = load === 'ready' && catalogue ? currentChoiceOf(catalogue) : null;
  if (load === 'ready' && catalogue && current) {
    return <CurrentPlan title={title} catalogue={catalogue} current={current} links={links} change={change} />;
  }
  const { card, onCardChange, ...form } = purchase;
  return (
    <CheckoutView
      {...form}
      title={title}
      catalogue={load === 'ready' && catalogue ? catalogue : load === 'failed' ? 'failed' : 'loading'}
      onRetry={onRetry}
      asksForAccount={false}
      values={{ email: '', password: '', card }}
      onChange={(next) => {
        if (next.card) onCardChange(next.card);
      }}
    />
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className={styles.page}>
      <div className={styles.layout}>
        <section className={styles.panel}>
          <h1 className={styles.title}>{title}</h1>
          {children}
        </section>
      </div>
    </main>
  );
}

/** A plan radio's label: its price per month on the chosen cycle, as the checkout shows it. */
function planLabel(catalogue: PlanCatalogue, plan: PlanName, billingCycle: BillingCycle): string {
  const price = priceOf(catalogue, plan, billingCycle);
  return price ? `${plan}: ${fill(BUYING_TEXT.perMonth, { price: formatCurrency(price.pricePerMonth) })}` : plan;
}

function CurrentPlan({
  title,
  catalogue,
  current,
  links,
  change,
}: {
  title: string;
  catalogue: PlanCatalogue;
  current: PlanChoice;
  links: UpgradeLinks;
  change: UpgradeChange;
}) {
  const headingId = useId();
  const changeId = useId();
  const { isChanging = false, failure = null } = change;
  const choice = change.choice ?? current;
  const isSame = isSameChoice(choice, current);
  const cycle = catalogue.currentBillingCycle;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isSame && !isChanging) change.onSubmit();
  };

  return (
    <Panel title={title}>
      <div role="alert">
        {failure && (
          <p className={styles.alert}>
            {failure.message}
            {failure.needsCard && (
              <>
                {' '}
                <Link to={links.settings}>{UPGRADE_TEXT.updateCard}</Link>
              </>
            )}
          </p>
        )}
      </div>
      <section className={styles.section} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.heading}>
          {UPGRADE_TEXT.yourPlan}
        </h2>
        <p className={styles.text}>
          {cycle
            ? fill(UPGRADE_TEXT.currentPlan, { plan: current.plan, cycle: BUYING_TEXT.cycles[cycle].toLowerCase() })
            : fill(UPGRADE_TEXT.currentPlanNoCycle, { plan: current.plan })}
        </p>
        <ul className={styles.links}>
          <li>
            <Link to={links.subscription}>{UPGRADE_TEXT.manageSubscription}</Link>
          </li>
          {cycle === 'Monthly' && (
            <li>
              <Link to={links.annual}>{UPGRADE_TEXT.annualOffer}</Link>
            </li>
          )}
        </ul>
      </section>
      <form
        className={styles.change}
        noValidate
        onSubmit={submit}
        aria-labelledby={changeId}
        aria-busy={isChanging || undefined}
      >
        <h2 id={changeId} className={styles.heading}>
          {UPGRADE_TEXT.changeLabel}
        </h2>
        <RadioGroup<PlanName>
          label={BUYING_TEXT.planLabel}
          orientation="horizontal"
          options={PLAN_NAMES.map((plan) => ({ value: plan, label: planLabel(catalogue, plan, choice.billingCycle) }))}
          value={choice.plan}
          onChange={(plan) => change.onChoiceChange({ ...choice, plan })}
          isDisabled={isChanging}
        />
        <RadioGroup<BillingCycle>
          label={BUYING_TEXT.cycleLabel}
          orientation="horizontal"
          options={BILLING_CYCLES.map((value) => ({ value, label: BUYING_TEXT.cycles[value] }))}
          value={choice.billingCycle}
          onChange={(billingCycle) => change.onChoiceChange({ ...choice, billingCycle })}
          isDisabled={isChanging}
          message={isSame ? UPGRADE_TEXT.sameChoice : undefined}
        />
        <p className={styles.muted}>{UPGRADE_TEXT.changeNote}</p>
        <Button
          type="submit"
          size="large"
          fullWidth
          isDisabled={isSame}
          isLoading={isChanging}
          loadingLabel={UPGRADE_TEXT.changing}
        >
          {UPGRADE_TEXT.changeSubmit}
        </Button>
      </form>
    </Panel>
  );
}
