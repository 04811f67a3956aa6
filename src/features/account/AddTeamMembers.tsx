import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

import styles from './AddTeamMembers.module.css';
import {
  addressProblems,
  MAX_EMAILS_PER_ADD,
  previewFigures,
  type AddOutcome,
  type AddressProblem,
  type BillingInfo,
  type BillPreview,
} from './team';
import { ADD_MEMBERS_TEXT as T } from './teamTexts';
import { formatCurrency } from '../../lib/format';
import { TEXT, fill } from '../../lib/spec/text';
import { Button } from '../../ui/Button/Button';
import { TagsInput } from '../../ui/TagsInput/TagsInput';

export type { AddOutcome, BillPreview } from './team';

export interface AddTeamMembersProps {
  /** The addresses entered so far (controlled: the screen keeps them through every error). */
  emails: readonly string[];
  onEmailsChange: (emails: string[]) => void;
  /** Add these addresses (called only when none of them is known to fail). */
  onSubmit: (emails: string[]) => void;
  /** The bill as it would be with `emails` added (previewChildAccountBill). */
  preview: BillPreview;
  onRetryPreview: () => void;
  /** The add is under way. */
  isAdding?: boolean;
  /** What the last add came to. */
  outcome?: AddOutcome | null;
  /** The team's addresses: entering one again is flagged as a duplicate before any call. */
  teamEmails?: readonly string[];
  /** The payment settings page (route account:settings), offered when the card is declined. */
  paymentSettingsHref: string;
  /** The subscription page, offered when the plan has no room for extra users. */
  subscriptionHref?: string;
  /** The heading that names the form. */
  'aria-labelledby'?: string;
}

const periodOf = (bill: Pick<BillingInfo, 'isAnnual'>) => (bill.isAnnual ? T.year : T.month);

function problemText({ email, reason, message }: AddressProblem): string {
  const text = reason === 'onTeam' ? T.onTeam : reason === 'taken' ? TEXT.duplicateEmail : message || T.rejected;
  return fill(T.problem, { email, message: text });
}

function billingText(reason: Extract<AddOutcome, { kind: 'billing' }>['reason']): string {
  if (reason === 'verification_failed') return T.billingVerification;
  if (reason === 'no_payment_method') return T.billingNoCard;
  return T.billingDeclined;
}

/**
 * Adds team members by e-mail (doc 1 §6 parent account; §7 child accounts; §8 BillingUnsuccessful):
 * a tags input in e-mail mode; as addresses are entered, the bill they make (per-user price, new
 * total, billing cycle, the card charged) with each address's check under the field; submitting
 * adds them. A declined card sets the billing error with a way to the payment settings; whatever
 * was entered stays in the field on every error.
 */
export function AddTeamMembers({
  emails,
  onEmailsChange,
  onSubmit,
  preview,
  onRetryPreview,
  isAdding = false,
  outcome = null,
  teamEmails = [],
  paymentSettingsHref,
  subscriptionHref,
  'aria-labelledby': labelledBy,
}: AddTeamMembersProps) {
  const billHeadingId = useId();
  const form = useRef<HTMLFormElement>(null);
  // The list as it was when the user tried to add it with marked addresses still in it.
  const [blockedList, setBlockedList] = useState<readonly string[] | null>(null);

  // Once added, the field is empty and the button disabled: focus goes back to the field, for more.
  useEffect(() => {
    if (outcome?.kind === 'added') form.current?.querySelector('input')?.focus();
  }, [outcome]);

  const failure = outcome?.kind === 'added' ? null : outcome;
  const problems = addressProblems({ emails, bill: preview.bill, failure, teamEmails });
  const tooMany = emails.length > MAX_EMAILS_PER_ADD;
  const noAddons =
    (preview.status === 'ready' && preview.bill?.hasAccountThatAllowsAddons === false) ||
    (failure?.kind === 'notAllowed' && failure.why === 'addonsNotAllowed');
  const notParent = failure?.kind === 'notAllowed' && failure.why === 'notParent';
  const bill = emails.length > 0 && !tooMany ? preview.bill : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isAdding || emails.length === 0) return;
    if (problems.length > 0 || tooMany) {
      setBlockedList(emails);
      return;
    }
    setBlockedList(null);
    onSubmit([...emails]);
  };

  const description = (
    <>
      {T.hint}
      {tooMany && <span className={styles.problem}>{fill(T.tooMany, { max: MAX_EMAILS_PER_ADD })}</span>}
      {problems.map((problem) => (
        <span key={problem.email} className={styles.problem}>
          {problemText(problem)}
        </span>
      ))}
    </>
  );

  let status: ReactNode = null;
  if (outcome?.kind === 'added') {
    const added =
      outcome.emails.length === 1
        ? fill(T.addedOne, { email: outcome.emails[0] ?? '' })
        : fill(T.addedMany, { count: outcome.emails.length });
    const total = fill(T.newBill, {
      total: formatCurrency(outcome.billing.currentAmount),
      period: periodOf(outcome.billing),
    });
    status = `${added} ${total}`;
  } else if (emails.length > 0 && !tooMany && preview.status === 'loading') {
    status = T.previewLoading;
  } else if (bill && preview.status === 'ready') {
    const { count, charge } = previewFigures(bill, emails);
    const period = periodOf(bill);
    const summary =
      count === 0
        ? T.previewNone
        : fill(count === 1 ? T.previewOne : T.previewMany, {
            count,
            charge: formatCurrency(charge),
            total: formatCurrency(bill.currentAmount),
            period,
          });
    const notes =
      count === 0 || problems.length === 0
        ? ''
        : ` ${problems.length === 1 ? T.problemsOne : fill(T.problemsMany, { count: problems.length })}`;
    status = `${summary}${notes}`;
  }

  let alert: ReactNode = null;
  if (failure?.kind === 'billing') {
    alert = (
      <div className={styles.billingError}>
        <p>
          {billingText(failure.reason)} {T.billingAction}
        </p>
        <Link className={styles.link} to={paymentSettingsHref}>
          {T.paymentSettings}
        </Link>
      </div>
    );
  } else if (notParent) {
    alert = <p className={styles.error}>{T.notParent}</p>;
  } else if (noAddons) {
    alert = (
      <div className={styles.error}>
        <p>{T.addonsNotAllowed}</p>
        {subscriptionHref && (
          <Link className={styles.link} to={subscriptionHref}>
            {T.subscription}
          </Link>
        )}
      </div>
    );
  } else if (failure?.kind === 'failed') {
    alert = <p className={styles.error}>{T.failed}</p>;
  } else if (failure?.kind === 'taken' && failure.emails.length === 0) {
    alert = <p className={styles.error}>{TEXT.duplicateEmail}</p>;
  } else if (blockedList === emails && (problems.length > 0 || tooMany)) {
    alert = <p className={styles.error}>{T.fixFirst}</p>;
  } else if (emails.length > 0 && !tooMany && preview.status === 'failed') {
    alert = <p className={styles.error}>{T.previewFailed}</p>;
  }

  return (
    <form ref={form} className={styles.form} aria-labelledby={labelledBy} onSubmit={submit} noValidate>
      <TagsInput
        label={T.label}
        email
        value={emails}
        onChange={onEmailsChange}
        placeholder={T.placeholder}
        description={description}
        isDisabled={isAdding}
      />
      {bill && (
        <section className={styles.bill} aria-labelledby={billHeadingId} aria-busy={preview.status === 'loading'}>
          <h3 id={billHeadingId} className={styles.billHeading}>
            {T.previewHeading}
          </h3>
          <dl className={styles.figures}>
            <div>
              <dt>{T.perUser}</dt>
              <dd>
                {fill(T.perPeriod, { amount: formatCurrency(bill.recurringAmountPerUser), period: periodOf(bill) })}
              </dd>
            </div>
            <div>
              <dt>{T.newTotal}</dt>
              <dd>{fill(T.perPeriod, { amount: formatCurrency(bill.currentAmount), period: periodOf(bill) })}</dd>
            </div>
            <div>
              <dt>{T.cycle}</dt>
              <dd>{bill.isAnnual ? T.annually : T.monthly}</dd>
            </div>
            <div>
              <dt>{T.card}</dt>
              <dd>{bill.ccLastFour ? fill(T.cardEnding, { last4: bill.ccLastFour }) : T.noCard}</dd>
            </div>
          </dl>
        </section>
      )}
      <p role="status" className={styles.status}>
        {status}
      </p>
      <div role="alert" className={styles.alert}>
        {alert}
      </div>
      <div className={styles.actions}>
        <Button type="submit" isLoading={isAdding} loadingLabel={T.adding} isDisabled={emails.length === 0 || noAddons}>
          {T.submit}
        </Button>
        {emails.length > 0 && !tooMany && preview.status === 'failed' && (
          <Button variant="secondary" onPress={onRetryPreview} isDisabled={isAdding}>
            {T.previewRetry}
          </Button>
        )}
      </div>
    </form>
  );
}
