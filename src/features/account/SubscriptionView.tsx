import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';

import {
  actionsFor,
  CANCELLATION_REASONS,
  COMMENTS_MAX_LENGTH,
  COUPON_MAX_LENGTH,
  doneText,
  failedText,
  normalizeCoupon,
  offersFor,
  priceText,
  statusText,
  type CancelFlow,
  type CancellationReason,
  type FailureReason,
  type Outcome,
  type Pending,
  type Subscription,
  type SurveyAnswers,
  type UncancellationAction,
} from './subscription';
import { SUBSCRIPTION_TEXT as T } from './subscriptionTexts';
import styles from './SubscriptionView.module.css';
import { formatDate } from '../../lib/format';
import { fill, TEXT } from '../../lib/spec/text';
import { Button } from '../../ui/Button/Button';
import { RadioGroup } from '../../ui/Choices/RadioGroup';
import { Input } from '../../ui/Input/Input';
import { Modal } from '../../ui/Modal/Modal';
import { Textarea } from '../../ui/Textarea/Textarea';
import type { FrameSection } from '../shell/frameContext';
import { SectionFrame } from '../shell/SectionFrame';

export interface SubscriptionViewProps {
  /** The page heading: the route title ('Subscription'). */
  title: string;
  section?: FrameSection;
  load: 'loading' | 'failed' | 'ready';
  subscriptions: readonly Subscription[];
  /** The action running now: every action button waits, the one running shows it is busy. */
  pending?: Pending | null;
  /** The last action's outcome: a done one is announced in the status region, a failed one in the alert. */
  outcome?: Outcome | null;
  /** The cancellation dialog, open while set. */
  cancelFlow?: CancelFlow | null;
  /** Where the payment card is changed (Account Settings), offered when a card was declined. */
  paymentHref?: string;
  /** Where plans are bought, offered when the account has no subscription. */
  plansHref?: string;
  onRetry: () => void;
  onPause: (productId: number) => void;
  onUnpause: (productId: number) => void;
  /** couponCode is trimmed, and undefined when the field was left blank. */
  onReactivate: (productId: number, couponCode: string | undefined) => void;
  /** Opens the cancellation dialog at its offers. */
  onStartCancel: (productId: number) => void;
  onCancelStep: (step: 'offers' | 'survey') => void;
  /** Closes the cancellation dialog (Escape, a click outside, Close); never while a call runs. */
  onCloseCancel: () => void;
  /** An offer taken instead of cancelling (keep_subscription included). */
  onUncancel: (productId: number, action: UncancellationAction) => void;
  /** Cancels, then sends the survey's answers. */
  onConfirmCancel: (productId: number, answers: SurveyAnswers) => void;
  /** Sends the survey's answers again, after the cancellation went through but the survey did not. */
  onResendSurvey: () => void;
}

const REASON_OPTIONS = CANCELLATION_REASONS.map((value) => ({ value, label: T.reasons[value] }));

const OFFER_TEXT: Record<
  Exclude<UncancellationAction, 'keep_subscription'>,
  { title: string; body: string; button: string }
> = {
  pause_subscription: { title: T.offerPauseTitle, body: T.offerPauseBody, button: T.offerPauseButton },
  switch_to_annual: { title: T.offerAnnualTitle, body: T.offerAnnualBody, button: T.offerAnnualButton },
  accept_discount: { title: T.offerDiscountTitle, body: T.offerDiscountBody, button: T.offerDiscountButton },
};

/** The id of a subscription's heading, which takes focus once an action on it is done. */
const headingIdOf = (baseId: string, productId: number) => `${baseId}-subscription-${productId}`;

/** The visible text first, then which subscription: the name a screen reader reads out. */
const named = (text: string, subscription: Subscription) => `${text}: ${subscription.productName}`;

/**
 * The subscription page (route account:subscription; doc 1 §3, §4 "Subscription"): the account's
 * subscriptions with their plan, price, billing cycle, status and next billing date (or the date a
 * pause ends), and the actions each allows: pause, resume, reactivate with an optional coupon, and
 * cancel, which opens the cancellation flow (offers to stay, then a survey).
 */
export function SubscriptionView({
  title,
  section,
  load,
  subscriptions,
  pending = null,
  outcome = null,
  cancelFlow = null,
  paymentHref,
  plansHref,
  onRetry,
  onPause,
  onUnpause,
  onReactivate,
  onStartCancel,
  onCancelStep,
  onCloseCancel,
  onUncancel,
  onConfirmCancel,
  onResendSurvey,
}: SubscriptionViewProps) {
  const baseId = useId();
  const find = (productId: number) => subscriptions.find((s) => s.productId === productId);

  const doneSubscription = outcome?.kind === 'done' ? find(outcome.productId) : undefined;
  const failedSubscription = outcome?.kind === 'failed' ? find(outcome.productId) : undefined;

  // Once an action is done (and no dialog is open), its button may be gone: focus goes to the
  // heading of the subscription it changed, so the keyboard user is not dropped at the page's top.
  const focusAfter = outcome?.kind === 'done' && cancelFlow === null ? outcome : null;
  // A passive effect, not a layout one: a closing dialog gives the page back (lifts its inert and
  // aria-hidden) in its passive cleanup, which runs first; before that the heading cannot take focus.
  useEffect(() => {
    if (focusAfter) document.getElementById(headingIdOf(baseId, focusAfter.productId))?.focus();
  }, [focusAfter, baseId]);

  const flowSubscription = cancelFlow ? find(cancelFlow.productId) : undefined;

  return (
    <SectionFrame title={title} section={section}>
      <p role="status" className={styles.status}>
        {load === 'loading' && T.loading}
        {load === 'ready' && outcome?.kind === 'done' && doneSubscription && doneText(outcome, doneSubscription)}
      </p>
      <div role="alert">
        {load === 'failed' && <p className={styles.error}>{T.loadFailed}</p>}
        {load === 'ready' && outcome?.kind === 'failed' && (
          <Failure
            text={failedText(outcome, failedSubscription?.productName ?? '')}
            reason={outcome.reason}
            paymentHref={paymentHref}
          />
        )}
      </div>
      {load === 'failed' && <Button onPress={onRetry}>{T.retry}</Button>}
      {load === 'ready' && subscriptions.length === 0 && (
        <section className={styles.card} aria-label={T.listLabel}>
          <p>{T.empty}</p>
          {plansHref && (
            <Link className={styles.link} to={plansHref}>
              {T.seePlans}
            </Link>
          )}
        </section>
      )}
      {load === 'ready' && subscriptions.length > 0 && (
        <ul className={styles.list} aria-label={T.listLabel}>
          {subscriptions.map((subscription) => (
            <li key={subscription.productId}>
              <SubscriptionCard
                subscription={subscription}
                headingId={headingIdOf(baseId, subscription.productId)}
                pending={pending}
                couponRefused={
                  outcome?.kind === 'failed' &&
                  outcome.reason === 'coupon' &&
                  outcome.productId === subscription.productId
                    ? outcome
                    : null
                }
                onPause={onPause}
                onUnpause={onUnpause}
                onReactivate={onReactivate}
                onStartCancel={onStartCancel}
              />
            </li>
          ))}
        </ul>
      )}
      <Modal
        isOpen={cancelFlow !== null && flowSubscription !== undefined}
        // Nothing closes the dialog while a call runs: its answer must land where the user can see it.
        onClose={() => {
          if (pending === null) onCloseCancel();
        }}
        title={
          flowSubscription
            ? fill(cancelFlow?.step === 'survey-failed' ? T.cancelledTitle : T.cancelTitle, {
                product: flowSubscription.productName,
              })
            : ''
        }
      >
        {cancelFlow && flowSubscription && (
          <CancelFlowBody
            flow={cancelFlow}
            subscription={flowSubscription}
            pending={pending}
            paymentHref={paymentHref}
            onCancelStep={onCancelStep}
            onCloseCancel={onCloseCancel}
            onUncancel={onUncancel}
            onConfirmCancel={onConfirmCancel}
            onResendSurvey={onResendSurvey}
          />
        )}
      </Modal>
    </SectionFrame>
  );
}

/** A failure's text, with the way to a new card when the card was declined. */
function Failure({ text, reason, paymentHref }: { text: string; reason: FailureReason; paymentHref?: string }) {
  return (
    <p className={styles.error}>
      {text}
      {reason === 'declined' && paymentHref && (
        <>
          {' '}
          <Link className={styles.errorLink} to={paymentHref}>
            {T.updateCard}
          </Link>
        </>
      )}
    </p>
  );
}

interface SubscriptionCardProps {
  subscription: Subscription;
  headingId: string;
  pending: Pending | null;
  /** Set when this subscription's coupon was just refused: the field says so until it is edited. */
  couponRefused: Outcome | null;
  onPause: (productId: number) => void;
  onUnpause: (productId: number) => void;
  onReactivate: (productId: number, couponCode: string | undefined) => void;
  onStartCancel: (productId: number) => void;
}

function SubscriptionCard({
  subscription: s,
  headingId,
  pending,
  couponRefused,
  onPause,
  onUnpause,
  onReactivate,
  onStartCancel,
}: SubscriptionCardProps) {
  const actions = actionsFor(s);
  const busy = pending !== null;
  const runningHere = pending?.productId === s.productId ? pending.action : null;
  // While one action runs, the others wait; the running one keeps focus and shows a spinner.
  const buttonState = (action: Pending['action']) => ({
    isLoading: runningHere === action,
    isDisabled: busy && runningHere !== action,
  });
  const lead =
    s.status === 'paused'
      ? T.pausedLead
      : s.status === 'cancelled'
        ? T.cancelledLead
        : s.status === 'expired'
          ? T.expiredLead
          : null;

  return (
    <section className={styles.card} aria-labelledby={headingId} aria-busy={runningHere !== null || undefined}>
      <div className={styles.cardHeader}>
        <h2 id={headingId} tabIndex={-1} className={styles.heading}>
          {s.productName}
        </h2>
        <span className={styles.badge} data-status={s.status}>
          <span className={styles.visuallyHidden}>{T.status}: </span>
          {statusText(s.status)}
        </span>
      </div>
      {lead && <p className={styles.lead}>{lead}</p>}
      <dl className={styles.facts}>
        <div>
          <dt>{T.plan}</dt>
          <dd>{s.plan}</dd>
        </div>
        <div>
          <dt>{T.price}</dt>
          <dd>{priceText(s)}</dd>
        </div>
        <div>
          <dt>{T.billingCycle}</dt>
          <dd>{s.billingCycle === 'Annually' ? T.cycleAnnually : T.cycleMonthly}</dd>
        </div>
        {s.status === 'paused' ? (
          <div>
            <dt>{T.pausedUntil}</dt>
            <dd>{s.pausedUntil ? formatDate(s.pausedUntil) : T.untilResumed}</dd>
          </div>
        ) : (
          <div>
            <dt>{T.nextBillingDate}</dt>
            <dd>{s.status === 'active' ? formatDate(s.nextBillingDate) : T.noFurtherBilling}</dd>
          </div>
        )}
      </dl>
      {actions.reactivate ? (
        <ReactivateForm
          subscription={s}
          running={runningHere === 'reactivate'}
          busy={busy}
          couponRefused={couponRefused}
          onReactivate={onReactivate}
        />
      ) : (
        <div className={styles.actions}>
          {actions.unpause && (
            <Button
              {...buttonState('unpause')}
              loadingLabel={T.unpausing}
              aria-label={named(T.unpause, s)}
              onPress={() => onUnpause(s.productId)}
            >
              {T.unpause}
            </Button>
          )}
          {actions.pause && (
            <Button
              {...buttonState('pause')}
              variant="secondary"
              loadingLabel={T.pausing}
              aria-label={named(T.pause, s)}
              onPress={() => onPause(s.productId)}
            >
              {T.pause}
            </Button>
          )}
          {actions.cancel && (
            <Button
              variant="ghost"
              isDisabled={busy}
              aria-label={named(T.cancel, s)}
              onPress={() => onStartCancel(s.productId)}
            >
              {T.cancel}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}

interface ReactivateFormProps {
  subscription: Subscription;
  running: boolean;
  busy: boolean;
  couponRefused: Outcome | null;
  onReactivate: (productId: number, couponCode: string | undefined) => void;
}

/** The coupon field and the Reactivate button. Mounted while the subscription can be reactivated. */
function ReactivateForm({ subscription: s, running, busy, couponRefused, onReactivate }: ReactivateFormProps) {
  const [coupon, setCoupon] = useState('');
  // A refused coupon is flagged on its field until the field is edited.
  const [shownRefusal, setShownRefusal] = useState(couponRefused);
  const [edited, setEdited] = useState(false);
  if (couponRefused !== shownRefusal) {
    setShownRefusal(couponRefused);
    setEdited(false);
  }
  const refused = couponRefused !== null && !edited;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    onReactivate(s.productId, normalizeCoupon(coupon));
  };

  return (
    <form className={styles.reactivate} onSubmit={submit} noValidate>
      <Input
        className={styles.coupon}
        label={T.couponLabel}
        name="couponCode"
        autoComplete="off"
        value={coupon}
        maxLength={COUPON_MAX_LENGTH}
        // Read-only, not disabled, while the call runs: a field that had focus keeps it.
        isReadOnly={busy}
        validationState={refused ? 'invalid' : 'normal'}
        message={refused ? T.couponRejectedField : undefined}
        onChange={(value) => {
          setCoupon(value);
          setEdited(true);
        }}
      />
      <Button
        type="submit"
        isLoading={running}
        isDisabled={busy && !running}
        loadingLabel={T.reactivating}
        aria-label={named(T.reactivate, s)}
      >
        {T.reactivate}
      </Button>
    </form>
  );
}

interface CancelFlowBodyProps {
  flow: CancelFlow;
  subscription: Subscription;
  pending: Pending | null;
  paymentHref?: string;
  onCancelStep: (step: 'offers' | 'survey') => void;
  onCloseCancel: () => void;
  onUncancel: (productId: number, action: UncancellationAction) => void;
  onConfirmCancel: (productId: number, answers: SurveyAnswers) => void;
  onResendSurvey: () => void;
}

/**
 * The cancellation dialog's content: the offers, then the survey and the confirmation, then (only
 * if the survey could not be sent after the cancellation went through) the way to send it again.
 * Mounted while the dialog is open, so the answers outlive a failed call and a step back, and every
 * opening starts afresh.
 */
function CancelFlowBody({
  flow,
  subscription: s,
  pending,
  paymentHref,
  onCancelStep,
  onCloseCancel,
  onUncancel,
  onConfirmCancel,
  onResendSurvey,
}: CancelFlowBodyProps) {
  const [reason, setReason] = useState<CancellationReason | null>(null);
  const [comments, setComments] = useState('');
  const [tried, setTried] = useState(false);
  const busy = pending !== null;
  const running = pending?.productId === s.productId ? pending.action : null;
  const reasonMissing = tried && reason === null;
  const body = useRef<HTMLDivElement>(null);

  // A new step replaces the button that led to it: focus moves to the step's first control.
  const shownStep = useRef(flow.step);
  useEffect(() => {
    if (shownStep.current === flow.step) return;
    shownStep.current = flow.step;
    body.current?.querySelector<HTMLElement>('[data-autofocus] input, [data-autofocus] button')?.focus();
  }, [flow.step]);

  const failure = flow.failure && !busy ? flow.failure : null;
  const failureText = failure ? (
    <Failure text={failedText(failure, s.productName)} reason={failure.reason} paymentHref={paymentHref} />
  ) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setTried(true);
    if (reason === null) {
      body.current?.querySelector<HTMLElement>('input[type="radio"]')?.focus();
      return;
    }
    onConfirmCancel(s.productId, { reason, comments });
  };

  return (
    <div ref={body} className={styles.flow}>
      {flow.step === 'offers' && (
        <>
          <p className={styles.lead}>{T.offersLead}</p>
          <ul className={styles.offers} aria-label={T.offersLabel} data-autofocus>
            {offersFor(s).map((offer) => {
              const text = OFFER_TEXT[offer as keyof typeof OFFER_TEXT];
              return (
                <li key={offer} className={styles.offer}>
                  <div>
                    <p className={styles.offerTitle}>{text.title}</p>
                    <p className={styles.lead}>{text.body}</p>
                  </div>
                  <Button
                    size="small"
                    variant="secondary"
                    isLoading={running === offer}
                    isDisabled={busy && running !== offer}
                    loadingLabel={T.working}
                    onPress={() => onUncancel(s.productId, offer)}
                  >
                    {text.button}
                  </Button>
                </li>
              );
            })}
          </ul>
          <div role="alert">{failureText}</div>
          <div className={styles.dialogActions}>
            <Button variant="ghost" isDisabled={busy} onPress={() => onCancelStep('survey')}>
              {T.continueToCancel}
            </Button>
            <Button
              isLoading={running === 'keep_subscription'}
              isDisabled={busy && running !== 'keep_subscription'}
              loadingLabel={T.working}
              onPress={() => onUncancel(s.productId, 'keep_subscription')}
            >
              {T.keep}
            </Button>
          </div>
        </>
      )}
      {flow.step === 'survey' && (
        <form className={styles.flow} onSubmit={submit} noValidate>
          <p className={styles.lead}>{T.surveyLead}</p>
          <div data-autofocus>
            <RadioGroup
              label={T.surveyLabel}
              options={REASON_OPTIONS}
              value={reason}
              onChange={setReason}
              isRequired
              isDisabled={busy}
              validationState={reasonMissing ? 'invalid' : 'normal'}
              message={reasonMissing ? T.reasonRequired : undefined}
            />
          </div>
          <Textarea
            label={T.commentsLabel}
            value={comments}
            onChange={setComments}
            maxLength={COMMENTS_MAX_LENGTH}
            showCount
            rows={3}
            isDisabled={busy}
          />
          <div role="alert">
            {reasonMissing && <p className={styles.error}>{TEXT.checkFieldsInRed}</p>}
            {failureText}
          </div>
          <div className={styles.dialogActions}>
            <Button variant="secondary" isDisabled={busy} onPress={() => onCancelStep('offers')}>
              {T.back}
            </Button>
            <Button
              type="submit"
              variant="danger"
              isLoading={running === 'cancel' || running === 'survey'}
              loadingLabel={T.cancelling}
            >
              {T.confirmCancel}
            </Button>
          </div>
        </form>
      )}
      {flow.step === 'survey-failed' && (
        <>
          <p role="alert" className={styles.notice}>
            {T.surveyNotSent}
          </p>
          <div className={styles.dialogActions}>
            <Button variant="secondary" isDisabled={busy} onPress={onCloseCancel}>
              {T.close}
            </Button>
            <span data-autofocus>
              <Button isLoading={running === 'survey'} loadingLabel={T.sending} onPress={onResendSurvey}>
                {T.sendAgain}
              </Button>
            </span>
          </div>
        </>
      )}
    </div>
  );
}
