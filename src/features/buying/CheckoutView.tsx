import { useState, type FormEvent } from 'react';

import { BILLING_CYCLES, PLAN_NAMES, priceOf, type BillingCycle, type PlanCatalogue, type PlanName } from './checkout';
import styles from './CheckoutView.module.css';
import { BUYING_TEXT } from './texts';
import { cardProblems, type CardEntry, type CardField } from '../../lib/cardEntry';
import { formatCurrency } from '../../lib/format';
import { fill, TEXT, UI_TEXT } from '../../lib/spec/text';
import { validateEmail, validatePassword } from '../../lib/validators';
import { Button } from '../../ui/Button/Button';
import { RadioGroup } from '../../ui/Choices/RadioGroup';
import { Input } from '../../ui/Input/Input';
import { CardFields } from '../shell/CardFields';
import type { FormFailure } from '../shell/formFailure';
import { LOGIN_EMAIL_FIELD } from '../shell/login';
import { useFailureUntilEdited } from '../shell/useServerFieldMessages';

/** A checkout field: the account's, or the card's as the purchase call names it ('card.number' …). */
export type CheckoutField =
  'email' | 'password' | `card.${'name' | 'number' | 'expirationMonth' | 'expirationYear' | 'cvv'}`;

export interface CheckoutValues {
  email: string;
  password: string;
  card: CardEntry;
}

export interface CheckoutViewProps {
  title: string;
  /** The plans: loading, failed to load (retry), or here. */
  catalogue: PlanCatalogue | 'loading' | 'failed';
  onRetry: () => void;
  plan: PlanName;
  billingCycle: BillingCycle;
  onPlanChange: (plan: PlanName) => void;
  onCycleChange: (cycle: BillingCycle) => void;
  /** A logged-out buyer creates the account with the purchase: e-mail and password are asked. */
  asksForAccount: boolean;
  values: CheckoutValues;
  onChange: (change: Partial<CheckoutValues>) => void;
  /** This year (the card's expiry years start last year). */
  today: Date;
  isSubmitting?: boolean;
  failure?: FormFailure<CheckoutField> | null;
  onSubmit: () => void;
}

const CARD_FIELDS = ['name', 'number', 'expirationMonth', 'expirationYear', 'cvv'] as const;

/** Every message the form's own rules give, by field. */
function problemsOf(
  values: CheckoutValues,
  asksForAccount: boolean,
  today: Date,
): Partial<Record<CheckoutField, string>> {
  const problems: Partial<Record<CheckoutField, string>> = {};
  if (asksForAccount) {
    const email = validateEmail(values.email);
    const password = validatePassword(values.password);
    if (email) problems.email = email;
    if (password) problems.password = password;
  }
  for (const [field, message] of Object.entries(cardProblems(values.card, today)))
    problems[`card.${field as CardField}`] = message;
  return problems;
}

/**
 * The checkout of /mainpurchase (doc 1 §2, §9): plan and billing cycle with their prices, the new
 * account's e-mail and password for a logged-out buyer, the card (doc 1 §5 rules), and what is
 * charged today. A field's message shows once it lost focus; a refused submit shows every message
 * and 'Please check the fields marked in red.'. A declined card is shown beside the field the
 * server names, with everything typed kept.
 */
export function CheckoutView({ catalogue, onRetry, ...props }: CheckoutViewProps) {
  if (catalogue === 'loading' || catalogue === 'failed') {
    return (
      <main className={styles.page}>
        <div className={styles.layout}>
          <div className={styles.form}>
            <h1 className={styles.title}>{props.title}</h1>
            {catalogue === 'loading' ? (
              <p role="status">{BUYING_TEXT.loading}</p>
            ) : (
              <>
                <p role="alert" className={styles.summaryError}>
                  {BUYING_TEXT.loadFailed}
                </p>
                <Button onPress={onRetry}>{BUYING_TEXT.retry}</Button>
              </>
            )}
          </div>
        </div>
      </main>
    );
  }
  return <CheckoutForm {...props} catalogue={catalogue} />;
}

function CheckoutForm({
  title,
  catalogue,
  plan,
  billingCycle,
  onPlanChange,
  onCycleChange,
  asksForAccount,
  values,
  onChange,
  today,
  isSubmitting = false,
  failure = null,
  onSubmit,
}: Omit<CheckoutViewProps, 'catalogue' | 'onRetry'> & { catalogue: PlanCatalogue }) {
  const [touched, setTouched] = useState<ReadonlySet<CheckoutField>>(() => new Set());
  const [attempted, setAttempted] = useState(false);
  const server = useFailureUntilEdited(failure);

  const problems = problemsOf(values, asksForAccount, today);
  const hasProblems = Object.keys(problems).length > 0;
  const messageOf = (field: CheckoutField) =>
    (attempted || touched.has(field) ? problems[field] : undefined) ?? server.messageOf(field);
  const touch = (field: CheckoutField) => {
    if (!touched.has(field)) setTouched(new Set(touched).add(field));
  };

  const price = priceOf(catalogue, plan, billingCycle);
  const summary = attempted && hasProblems ? TEXT.checkFieldsInRed : (failure?.message ?? null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!hasProblems && !isSubmitting) onSubmit();
  };

  return (
    <main className={styles.page}>
      <div className={styles.layout}>
        <form
          className={styles.form}
          noValidate
          onSubmit={submit}
          aria-label={BUYING_TEXT.formLabel}
          aria-busy={isSubmitting || undefined}
        >
          <h1 className={styles.title}>{title}</h1>
          <div role="alert">{summary && <p className={styles.summaryError}>{summary}</p>}</div>

          <RadioGroup<PlanName>
            label={BUYING_TEXT.planLabel}
            orientation="horizontal"
            options={PLAN_NAMES.map((name) => {
              const monthly = priceOf(catalogue, name, billingCycle);
              return {
                value: name,
                label: monthly
                  ? `${name}: ${fill(BUYING_TEXT.perMonth, { price: formatCurrency(monthly.pricePerMonth) })}`
                  : name,
              };
            })}
            value={plan}
            onChange={onPlanChange}
            isDisabled={isSubmitting}
          />
          <RadioGroup<BillingCycle>
            label={BUYING_TEXT.cycleLabel}
            orientation="horizontal"
            options={BILLING_CYCLES.map((cycle) => ({ value: cycle, label: BUYING_TEXT.cycles[cycle] }))}
            value={billingCycle}
            onChange={onCycleChange}
            isDisabled={isSubmitting}
            message={billingCycle === 'Monthly' ? UI_TEXT.saveWithAnnualBilling : undefined}
          />

          {asksForAccount && (
            <fieldset className={styles.fieldset} disabled={isSubmitting}>
              <legend className={styles.legend}>{BUYING_TEXT.accountLegend}</legend>
              <Input
                label={BUYING_TEXT.emailLabel}
                {...LOGIN_EMAIL_FIELD}
                autoComplete="email"
                name="email"
                value={values.email}
                onChange={(email) => {
                  onChange({ email });
                  server.markEdited('email');
                }}
                onBlur={() => touch('email')}
                isRequired
                validationState={messageOf('email') ? 'invalid' : 'normal'}
                message={messageOf('email')}
              />
              <Input
                label={BUYING_TEXT.passwordLabel}
                type="password"
                autoComplete="new-password"
                name="password"
                value={values.password}
                onChange={(password) => {
                  onChange({ password });
                  server.markEdited('password');
                }}
                onBlur={() => touch('password')}
                isRequired
                validationState={messageOf('password') ? 'invalid' : 'normal'}
                message={messageOf('password') ?? TEXT.passwordHint}
              />
            </fieldset>
          )}

          <CardFields
            card={values.card}
            currentYear={today.getFullYear()}
            isDisabled={isSubmitting}
            onChange={(change) => {
              onChange({ card: { ...values.card, ...change } });
              server.markEdited(...Object.keys(change).map((field) => `card.${field as CardField}` as const));
            }}
            onBlur={(field) => touch(`card.${field}`)}
            messages={Object.fromEntries(CARD_FIELDS.map((field) => [field, messageOf(`card.${field}`)]))}
          />

          <div className={styles.total}>
            {price && (
              <p>
                {fill(BUYING_TEXT.summary, {
                  amount: formatCurrency(price.totalPrice),
                  plan,
                  cycle: BUYING_TEXT.cycles[billingCycle].toLowerCase(),
                })}
              </p>
            )}
            {catalogue.couponCode && (
              <p className={catalogue.isCouponValid ? styles.coupon : styles.muted}>
                {catalogue.isCouponValid
                  ? fill(BUYING_TEXT.couponApplied, {
                      description: catalogue.couponDescription ?? catalogue.couponCode,
                    })
                  : BUYING_TEXT.couponInvalid}
              </p>
            )}
            <p className={styles.muted}>
              {UI_TEXT.moneyBackGuarantee}. {BUYING_TEXT.noContracts}
            </p>
          </div>
          <Button type="submit" size="large" fullWidth isDisabled={isSubmitting}>
            {isSubmitting ? BUYING_TEXT.submitting : BUYING_TEXT.submit}
          </Button>
          <p role="status" className={styles.visuallyHidden}>
            {isSubmitting ? BUYING_TEXT.submitting : ''}
          </p>
        </form>
      </div>
    </main>
  );
}
