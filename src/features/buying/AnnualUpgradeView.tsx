import { useId } from 'react';
import { Link } from 'react-router-dom';

import {
  annualOfferStateOf,
  yearAtMonthlyPrice,
  type AnnualFailure,
  type AnnualLoadFailure,
  type AnnualUpgradeOffer,
  type PurchaseResult,
} from './annualUpgrade';
import styles from './AnnualUpgradeView.module.css';
import { ANNUAL_TEXT, BUYING_TEXT } from './texts';
import { formatCurrency } from '../../lib/format';
import { fill } from '../../lib/spec/text';
import { Button } from '../../ui/Button/Button';

/** How the offer stands: loading, here, or why it is not (no session, a team account, a failure to retry). */
export type AnnualUpgradeLoad = 'loading' | 'ready' | AnnualLoadFailure;

/** The one click: not yet, under way, done (the server's answer), or refused. */
export type AnnualConfirmation =
  | { kind: 'idle' }
  | { kind: 'confirming' }
  | { kind: 'done'; result: PurchaseResult }
  | { kind: 'failed'; failure: Exclude<AnnualFailure, { kind: 'loggedOut' }> };

export interface AnnualUpgradeLinks {
  /** The login page, with this page as its return URL. */
  login: string;
  subscription: string;
  /** Where a card is added or changed (the account settings' payment information). */
  settings: string;
  /** The upgrade page, for an account without a paid plan. */
  upgrade: string;
  receipt: (receiptId: number) => string;
}

export interface AnnualUpgradeViewProps {
  /** The page heading: the route title ('Switch to Annual Billing'). */
  title: string;
  load: AnnualUpgradeLoad;
  offer: AnnualUpgradeOffer | null;
  onRetry: () => void;
  confirmation: AnnualConfirmation;
  onConfirm: () => void;
  links: AnnualUpgradeLinks;
}

/**
 * The one-click upgrade to annual billing (/e/:clickType?, doc 1 §2 "Buying"): what the plan costs
 * billed monthly against billed annually and the saving, the card the annual price is charged to,
 * and one button that switches. Then the new billing, with the receipt and the subscription. An
 * account already billed annually, without a paid plan, or with its plan paused or cancelled is
 * told so and shown the way on; a declined card gets the server's text, a way to change the card
 * and a retry.
 */
export function AnnualUpgradeView({
  title,
  load,
  offer,
  onRetry,
  confirmation,
  onConfirm,
  links,
}: AnnualUpgradeViewProps) {
  return (
    <main className={styles.page}>
      <div className={styles.layout}>
        <section className={styles.panel} aria-busy={load === 'loading' || undefined}>
          <h1 className={styles.title}>{title}</h1>
          <Body
            load={load}
            offer={offer}
            onRetry={onRetry}
            confirmation={confirmation}
            onConfirm={onConfirm}
            links={links}
          />
        </section>
      </div>
    </main>
  );
}

function Body({ load, offer, onRetry, confirmation, onConfirm, links }: Omit<AnnualUpgradeViewProps, 'title'>) {
  switch (load) {
    case 'loading':
      return <p role="status">{ANNUAL_TEXT.loading}</p>;
    case 'loggedOut':
      return (
        <>
          <p className={styles.text}>{ANNUAL_TEXT.loggedOutLead}</p>
          <Link className={styles.cta} to={links.login}>
            {ANNUAL_TEXT.logIn}
          </Link>
        </>
      );
    case 'ownerOnly':
      return (
        <>
          <p className={styles.text}>{ANNUAL_TEXT.ownerOnly}</p>
          <Link to={links.settings}>{ANNUAL_TEXT.toSettings}</Link>
        </>
      );
    case 'failed':
      return (
        <>
          <p role="alert" className={styles.alert}>
            {ANNUAL_TEXT.loadFailed}
          </p>
          <Button onPress={onRetry}>{BUYING_TEXT.retry}</Button>
        </>
      );
    case 'ready':
      if (!offer) return <p role="status">{ANNUAL_TEXT.loading}</p>;
      if (confirmation.kind === 'done') return <Done result={confirmation.result} offer={offer} links={links} />;
      return <Offer offer={offer} confirmation={confirmation} onConfirm={onConfirm} links={links} />;
  }
}

function Offer({
  offer,
  confirmation,
  onConfirm,
  links,
}: {
  offer: AnnualUpgradeOffer;
  confirmation: Exclude<AnnualConfirmation, { kind: 'done' }>;
  onConfirm: () => void;
  links: AnnualUpgradeLinks;
}) {
  const nowId = useId();
  const annualId = useId();
  const failure = confirmation.kind === 'failed' ? confirmation.failure : null;
  const alert = (
    <div role="alert">
      {failure && (
        <p className={styles.alert}>
          {failure.message}
          {failure.kind === 'declined' && (
            <>
              {' '}
              <Link to={links.settings}>{ANNUAL_TEXT.updateCard}</Link>
            </>
          )}
        </p>
      )}
    </div>
  );

  const state = annualOfferStateOf(offer);
  if (state !== 'eligible') {
    return (
      <>
        {alert}
        {state === 'alreadyAnnual' && (
          <>
            <p className={styles.text}>{fill(ANNUAL_TEXT.alreadyAnnual, { plan: offer.plan })}</p>
            <p className={styles.text}>
              {fill(BUYING_TEXT.perMonth, { price: formatCurrency(offer.annualPricePerMonth) })},{' '}
              {fill(BUYING_TEXT.billedAnnually, { total: formatCurrency(offer.annualTotal) })}
            </p>
            <Link to={links.subscription}>{ANNUAL_TEXT.manageSubscription}</Link>
          </>
        )}
        {state === 'noPlan' && (
          <>
            <p className={styles.text}>{ANNUAL_TEXT.noPlan}</p>
            <Link className={styles.cta} to={links.upgrade}>
              {ANNUAL_TEXT.upgrade}
            </Link>
          </>
        )}
        {state === 'notActive' && (
          <>
            <p className={styles.text}>{ANNUAL_TEXT.notActive}</p>
            <Link to={links.subscription}>{ANNUAL_TEXT.manageSubscription}</Link>
          </>
        )}
      </>
    );
  }

  const isConfirming = confirmation.kind === 'confirming';
  const payment = offer.payment ?? null;
  return (
    <>
      {alert}
      <p className={styles.text}>{fill(ANNUAL_TEXT.lead, { plan: offer.plan })}</p>
      <div className={styles.compare}>
        <section className={styles.option} aria-labelledby={nowId}>
          <h2 id={nowId} className={styles.optionLabel}>
            {ANNUAL_TEXT.nowLabel}
          </h2>
          <p className={styles.price}>{fill(BUYING_TEXT.perMonth, { price: formatCurrency(offer.monthlyPrice) })}</p>
          <p className={styles.muted}>
            {fill(ANNUAL_TEXT.billedMonthly, { total: formatCurrency(yearAtMonthlyPrice(offer)) })}
          </p>
        </section>
        <section className={`${styles.option} ${styles.annual}`} aria-labelledby={annualId}>
          <h2 id={annualId} className={styles.optionLabel}>
            {ANNUAL_TEXT.annualLabel}
          </h2>
          <p className={styles.price}>
            {fill(BUYING_TEXT.perMonth, { price: formatCurrency(offer.annualPricePerMonth) })}
          </p>
          <p className={styles.muted}>
            {fill(BUYING_TEXT.billedAnnually, { total: formatCurrency(offer.annualTotal) })}
          </p>
        </section>
      </div>
      <p className={styles.saving}>{fill(ANNUAL_TEXT.saving, { savings: formatCurrency(offer.savingsPerYear) })}</p>
      {payment ? (
        <p className={styles.text}>
          {fill(ANNUAL_TEXT.chargeToCard, {
            total: formatCurrency(offer.annualTotal),
            cardType: payment.cardType,
            lastFour: payment.lastFour,
          })}
        </p>
      ) : (
        <p className={styles.text}>
          {ANNUAL_TEXT.noCard} <Link to={links.settings}>{ANNUAL_TEXT.addCard}</Link>
        </p>
      )}
      <Button
        size="large"
        fullWidth
        onPress={onConfirm}
        isDisabled={!payment}
        isLoading={isConfirming}
        loadingLabel={ANNUAL_TEXT.confirming}
      >
        {failure && failure.kind !== 'changed' ? BUYING_TEXT.retry : ANNUAL_TEXT.confirm}
      </Button>
    </>
  );
}

function Done({
  result,
  offer,
  links,
}: {
  result: PurchaseResult;
  offer: AnnualUpgradeOffer;
  links: AnnualUpgradeLinks;
}) {
  const headingId = useId();
  const plan = result.plan ?? offer.plan;
  return (
    <section className={styles.done} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.doneHeading}>
        {ANNUAL_TEXT.doneHeading}
      </h2>
      <p role="status" className={styles.text}>
        {fill(ANNUAL_TEXT.doneBilling, {
          plan,
          total: formatCurrency(offer.annualTotal),
          perMonth: formatCurrency(offer.annualPricePerMonth),
        })}
      </p>
      {result.payment && result.amountCharged !== undefined && (
        <p className={styles.text}>
          {fill(ANNUAL_TEXT.doneCharged, {
            amount: formatCurrency(result.amountCharged),
            cardType: result.payment.cardType,
            lastFour: result.payment.lastFour,
          })}
        </p>
      )}
      <ul className={styles.links}>
        {result.receiptId ? (
          <li>
            <Link to={links.receipt(result.receiptId)}>{ANNUAL_TEXT.viewReceipt}</Link>
          </li>
        ) : null}
        <li>
          <Link to={links.subscription}>{ANNUAL_TEXT.manageSubscription}</Link>
        </li>
      </ul>
    </section>
  );
}
