import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';

import { afterPaint } from './afterPaint';
import styles from './PaywallGate.module.css';
import { PAYWALL_TEXT } from './paywallTexts';
import { REGISTERED_EVENT } from './registeredEvent';
import { usePaywall } from './usePaywall';
import { useSearchCounting } from './useSearchCounting';

// The paywall (a modal and the sign-up form, with its sign-up logic and the bot check) loads only
// when a visitor meets it: the gate sits in the frame of every research page, and most visitors
// never see it.
const loadPaywall = () => Promise.all([import('./Paywall'), import('./useSignUpOrLogIn')]);
const ConnectedPaywall = lazy(() =>
  loadPaywall().then(([{ Paywall }, { useSignUpOrLogIn }]) => ({
    /** The paywall with its sign-up and links; mounted only when shown. */
    default: function ConnectedPaywall() {
      return <Paywall {...useSignUpOrLogIn()} />;
    },
  })),
);

/** How long the paywall's preload waits for the visitor to act before it loads anyway. */
const PAYWALL_PRELOAD_DELAY_MS = 5000;

/** What shows the visitor is about to do something on the page (a next search comes after one). */
const ACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Runs `work` at the visitor's first action on the page, or after PAYWALL_PRELOAD_DELAY_MS, once;
 * `work` may answer a cancel of its own. Answers a cancel.
 */
function whenVisitorActs(work: () => (() => void) | void): () => void {
  let cancelWork: (() => void) | void;
  const stop = () => {
    clearTimeout(timer);
    for (const type of ACTIONS) window.removeEventListener(type, run, true);
  };
  const run = () => {
    stop();
    cancelWork = work();
  };
  const timer = setTimeout(run, PAYWALL_PRELOAD_DELAY_MS);
  for (const type of ACTIONS) window.addEventListener(type, run, true);
  return () => {
    stop();
    cancelWork?.();
  };
}

export interface PaywallGateProps {
  /** The research the gate guards: rendered only when no paywall stands in front of it. */
  children: ReactNode;
}

/**
 * Wraps a research page (or the frame of every one): its content when the visitor may see it, the
 * paywall when not (doc 1 §6). The research is not rendered behind the paywall at all (no call, no
 * data in the page); a blurred placeholder stands in for it. It counts the recorded search
 * (./searchCounting.ts) and, for a visitor the paywall could stop, holds the research back until
 * the count is known. Signing up through the paywall (the 'registered' signal) opens the gate in
 * place, without a reload.
 */
export function PaywallGate({ children }: PaywallGateProps) {
  const { showPaywall, canApply } = usePaywall();
  const { isCounting } = useSearchCounting();
  const [registered, setRegistered] = useState(false);

  useEffect(() => {
    const open = () => setRegistered(true);
    window.addEventListener(REGISTERED_EVENT, open);
    return () => window.removeEventListener(REGISTERED_EVENT, open);
  }, []);
  // A visitor the paywall could stop gets it ready before the search that brings it: once this
  // page's search is counted and the visitor turns to the page (or the page has had time to load its
  // research), so it never competes with the research's reads and first render.
  const preload = canApply && !isCounting;
  useEffect(() => {
    if (!preload) return;
    // A failed preload is left to the paywall itself, which loads it again when shown.
    return whenVisitorActs(() => afterPaint(() => void loadPaywall().catch(() => undefined)));
  }, [preload]);
  // Once the stores know the new account, they decide again (a later logout meets the paywall anew).
  if (registered && !canApply) setRegistered(false);

  if (registered || !canApply) return children;
  if (showPaywall) {
    return (
      <>
        <HiddenResearch />
        <Suspense fallback={null}>
          <ConnectedPaywall />
        </Suspense>
      </>
    );
  }
  if (isCounting) return <HiddenResearch status={PAYWALL_TEXT.checking} />;
  return children;
}

const PLACEHOLDER_ROWS = 8;

/** A blurred stand-in for the research: decorative, so hidden from assistive technology and focus. */
function HiddenResearch({ status }: { status?: string }) {
  return (
    <div className={styles.hidden}>
      {status && (
        <p role="status" className={styles.status}>
          {status}
        </p>
      )}
      <div className={styles.placeholder} aria-hidden="true" inert>
        <div className={styles.title} />
        <div className={styles.cards}>
          <div />
          <div />
          <div />
        </div>
        {Array.from({ length: PLACEHOLDER_ROWS }, (_, row) => (
          <div key={row} className={styles.row} />
        ))}
      </div>
    </div>
  );
}
