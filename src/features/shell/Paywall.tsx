import { useId } from 'react';
import { Link } from 'react-router-dom';

import { FreeSignUpForm } from './FreeSignUpForm';
import styles from './Paywall.module.css';
import { PAYWALL_TEXT } from './paywallTexts';
import type { SignUpOrLogInProps } from './useSignUpOrLogIn';
import { PAYWALL_MONTHLY_PRICE_USD } from '../../lib/spec/purchase';
import { UI_TEXT } from '../../lib/spec/text';
import { Modal } from '../../ui/Modal/Modal';

export type PaywallProps = SignUpOrLogInProps;

/** Escape and a backdrop click ask the modal to close; the paywall stays (the research behind stays hidden). */
const stayOpen = () => undefined;

/**
 * The paywall of doc 1 §6 and §9, for a logged-out visitor past the first search: a modal that
 * cannot be dismissed (focus stays inside it), with the free sign-up form in widget mode, a login
 * link back to this page, and the plan at $39 per month with 'Save $72 with annual billing' and
 * '30 day money back guarantee' leading to the plans page.
 */
export function Paywall({ isCreating = false, failure = null, onSubmit, loginHref, buyHref }: PaywallProps) {
  const signUpId = useId();
  const offerId = useId();
  return (
    <Modal isOpen onClose={stayOpen} title={PAYWALL_TEXT.title} size="large">
      <p className={styles.lead}>{PAYWALL_TEXT.lead}</p>
      <div className={styles.columns}>
        <section className={styles.signUp} aria-labelledby={signUpId}>
          <h3 id={signUpId} className={styles.heading}>
            {PAYWALL_TEXT.signUpHeading}
          </h3>
          <p className={styles.muted}>{UI_TEXT.noCreditCardRequired}</p>
          <FreeSignUpForm
            mode="widget"
            isCreating={isCreating}
            failure={failure}
            onSubmit={onSubmit}
            loginHref={loginHref}
            plansHref={buyHref}
          />
          <p className={styles.login}>
            {UI_TEXT.alreadyAMember}{' '}
            <Link className={styles.link} to={loginHref}>
              {UI_TEXT.loginToYourAccount}
            </Link>
          </p>
        </section>
        <section className={styles.offer} aria-labelledby={offerId}>
          <h3 id={offerId} className={styles.heading}>
            {PAYWALL_TEXT.offerHeading}
          </h3>
          <p className={styles.price}>
            <span className={styles.amount}>${PAYWALL_MONTHLY_PRICE_USD}</span>{' '}
            <span className={styles.period}>{PAYWALL_TEXT.perMonth}</span>
          </p>
          <ul className={styles.points}>
            <li>{UI_TEXT.saveWithAnnualBilling}</li>
            <li>{UI_TEXT.moneyBackGuarantee}</li>
          </ul>
          <Link className={styles.buy} to={buyHref}>
            {PAYWALL_TEXT.buy}
          </Link>
        </section>
      </div>
    </Modal>
  );
}
