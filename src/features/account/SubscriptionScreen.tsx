import { useRef, useState } from 'react';

import {
  failureReason,
  replaceSubscription,
  type CancelFlow,
  type Outcome,
  type Pending,
  type Subscription,
  type SubscriptionAction,
  type SurveyAnswers,
  type UncancellationAction,
} from './subscription';
import { SubscriptionView } from './SubscriptionView';
import {
  cancelSubscription,
  listSubscriptions,
  pauseSubscription,
  reactivateSubscription,
  submitCancellationSurvey,
  submitUncancellationAction,
  unpauseSubscription,
} from '../../api/nsa-account';
import { loadActiveState } from '../../state';
import { useFrame } from '../shell/frameContext';
import { useLinkTo } from '../shell/links';
import { useLoader } from '../shell/useLoader';
import { useMountedRef } from '../shell/useMountedRef';

/** A 200 whose isSuccessful is false did not do what was asked: it reads as a failure. */
class NotSuccessful extends Error {}

function succeeded<Result extends { isSuccessful: boolean }>(result: Result): Result {
  if (!result.isSuccessful) throw new NotSuccessful('The server did not carry out the action.');
  return result;
}

/**
 * Route account:subscription (doc 1 §4 "Subscription"): loads the account's subscriptions and runs
 * their actions: pause, unpause, reactivate (with an optional coupon), and cancel through the
 * cancellation flow (an offer to stay, or the survey and the cancellation). Each answer carries the
 * subscription as it now is, which replaces the one shown; a 409 or 404 means it changed elsewhere,
 * and the list is loaded again. Team (child) accounts never get here (the route is owner-only).
 */
export function SubscriptionScreen() {
  const { title, section } = useFrame();
  const linkTo = useLinkTo();
  const mounted = useMountedRef();
  const {
    load,
    data: subscriptions,
    setData: setSubscriptions,
    retry,
  } = useLoader(() => listSubscriptions().then((list) => list.subscriptions), [] as Subscription[], []);
  const [pending, setPending] = useState<Pending | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [cancelFlow, setCancelFlow] = useState<CancelFlow | null>(null);
  /** The answers of the last survey, sent again if the survey failed after the cancellation. */
  const lastAnswers = useRef<{ productId: number; answers: SurveyAnswers } | null>(null);

  /** After a 409 or 404: show the subscriptions as they now are (the page stays as it was if this fails). */
  const reloadQuietly = () => {
    listSubscriptions().then(
      (list) => {
        if (mounted.current) setSubscriptions(list.subscriptions);
      },
      () => undefined,
    );
  };

  const applyChange = (next: Subscription) => {
    setSubscriptions((list) => replaceSubscription(list, next));
    // A plan paused, resumed, cancelled or billed differently changes what the user may do: the
    // header and the guards read the active state, so it is brought up to date (best effort).
    loadActiveState().catch(() => undefined);
  };

  /** Pause, unpause or reactivate: buttons on the page; the outcome is announced on the page. */
  const act = async (productId: number, action: Exclude<SubscriptionAction, 'cancel'>, coupon?: string) => {
    setPending({ productId, action });
    setOutcome(null);
    try {
      const result = succeeded(
        action === 'pause'
          ? await pauseSubscription({ productId })
          : action === 'unpause'
            ? await unpauseSubscription({ productId })
            : await reactivateSubscription(coupon === undefined ? { productId } : { productId, couponCode: coupon }),
      );
      if (!mounted.current) return;
      applyChange(result.subscription);
      setOutcome({ kind: 'done', productId, action, ...(coupon === undefined ? {} : { coupon }) });
    } catch (error) {
      if (!mounted.current) return;
      const reason = failureReason(error, coupon);
      if (reason === 'changed') reloadQuietly();
      setOutcome({ kind: 'failed', productId, action, reason, ...(coupon === undefined ? {} : { coupon }) });
    } finally {
      if (mounted.current) setPending(null);
    }
  };

  /**
   * A failure inside the dialog stays in the dialog (the answers with it), except a subscription
   * changed elsewhere: the dialog closes on the reloaded page, which says why.
   */
  const failInFlow = (productId: number, action: UncancellationAction | 'cancel', error: unknown) => {
    const reason = failureReason(error);
    if (reason === 'changed') {
      reloadQuietly();
      setCancelFlow(null);
      setOutcome({ kind: 'failed', productId, action, reason });
    } else {
      setCancelFlow((flow) => flow && { ...flow, failure: { action, reason } });
    }
  };

  const uncancel = async (productId: number, action: UncancellationAction) => {
    setPending({ productId, action });
    setCancelFlow((flow) => flow && { ...flow, failure: null });
    try {
      const result = succeeded(await submitUncancellationAction({ productId, action }));
      if (!mounted.current) return;
      applyChange(result.subscription);
      setCancelFlow(null);
      setOutcome({ kind: 'done', productId, action });
    } catch (error) {
      if (mounted.current) failInFlow(productId, action, error);
    } finally {
      if (mounted.current) setPending(null);
    }
  };

  /**
   * Cancels first (a survey that cannot be sent never stands in the way), then sends the survey.
   * When the survey fails, the subscription is cancelled all the same and the dialog offers to send
   * the answers again; that retry skips the cancellation, which is done.
   */
  const confirmCancel = async (productId: number, answers: SurveyAnswers) => {
    lastAnswers.current = { productId, answers };
    const alreadyCancelled = subscriptions.find((s) => s.productId === productId)?.status === 'cancelled';
    setPending({ productId, action: alreadyCancelled ? 'survey' : 'cancel' });
    setCancelFlow((flow) => flow && { ...flow, failure: null });
    if (!alreadyCancelled) {
      try {
        const result = succeeded(await cancelSubscription({ productId }));
        if (!mounted.current) return;
        applyChange(result.subscription);
        setOutcome({ kind: 'done', productId, action: 'cancel' });
      } catch (error) {
        if (!mounted.current) return;
        failInFlow(productId, 'cancel', error);
        setPending(null);
        return;
      }
    }
    try {
      const comments = answers.comments.trim();
      succeeded(
        await submitCancellationSurvey(
          comments === '' ? { productId, reason: answers.reason } : { productId, reason: answers.reason, comments },
        ),
      );
      if (!mounted.current) return;
      lastAnswers.current = null;
      setCancelFlow(null);
    } catch {
      if (mounted.current) setCancelFlow((flow) => flow && { ...flow, step: 'survey-failed', failure: null });
    } finally {
      if (mounted.current) setPending(null);
    }
  };

  return (
    <SubscriptionView
      title={title}
      section={section}
      load={load}
      subscriptions={subscriptions}
      pending={pending}
      outcome={outcome}
      cancelFlow={cancelFlow}
      paymentHref={linkTo('account:settings')}
      plansHref={linkTo('upgrade')}
      onRetry={retry}
      onPause={(productId) => void act(productId, 'pause')}
      onUnpause={(productId) => void act(productId, 'unpause')}
      onReactivate={(productId, coupon) => void act(productId, 'reactivate', coupon)}
      onStartCancel={(productId) => {
        setOutcome(null);
        setCancelFlow({ productId, step: 'offers', failure: null });
      }}
      onCancelStep={(step) => setCancelFlow((flow) => flow && { ...flow, step, failure: null })}
      onCloseCancel={() => setCancelFlow(null)}
      onUncancel={(productId, action) => void uncancel(productId, action)}
      onConfirmCancel={(productId, answers) => void confirmCancel(productId, answers)}
      onResendSurvey={() => {
        const last = lastAnswers.current;
        if (last) void confirmCancel(last.productId, last.answers);
      }}
    />
  );
}
