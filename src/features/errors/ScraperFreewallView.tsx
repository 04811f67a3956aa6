import { Link } from 'react-router-dom';

import styles from './ScraperFreewallView.module.css';
import { FREEWALL_SECTIONS, type FreewallSection } from '../../lib/freewall';
import { INFERRED_TEXT, UI_TEXT } from '../../lib/spec/text';

export interface ScraperFreewallViewProps {
  /** The section the URL hash points at (#benefits, #signup or #login). */
  section: FreewallSection;
  /** Where to come back to after signing up or logging in. */
  returnUrl?: string;
}

const SECTION_LABEL: Record<FreewallSection, string> = {
  benefits: 'Why sign up',
  signup: 'Sign up',
  login: 'Log in',
};

/**
 * Shown to visitors the scraper freewall stops (doc 1 §4 step 2). It explains why, and offers a
 * free account or a login: the three sections are in-page anchors, the one in the hash is lit.
 */
export function ScraperFreewallView({ section, returnUrl = '/' }: ScraperFreewallViewProps) {
  const back = encodeURIComponent(returnUrl);
  return (
    <main className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>{INFERRED_TEXT.freewallTitle}</h1>
        <p className={styles.lead}>{INFERRED_TEXT.freewallLead}</p>
        <nav aria-label="Sections" className={styles.nav}>
          {FREEWALL_SECTIONS.map((id) => (
            <a key={id} href={`#${id}`} aria-current={id === section ? 'location' : undefined}>
              {SECTION_LABEL[id]}
            </a>
          ))}
        </nav>
      </header>
      <div className={styles.sections}>
        <section id="benefits" aria-labelledby="freewall-benefits" data-active={section === 'benefits'}>
          <h2 id="freewall-benefits">{INFERRED_TEXT.freewallBenefitsTitle}</h2>
          <ul>
            {INFERRED_TEXT.freewallBenefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </section>
        <section id="signup" aria-labelledby="freewall-signup" data-active={section === 'signup'}>
          <h2 id="freewall-signup">{UI_TEXT.signUpHeading}</h2>
          <p>{UI_TEXT.noCreditCardRequired}</p>
          <Link className={styles.primary} to={`/freeaccount?returnUrl=${back}`}>
            {UI_TEXT.signUpFree}
          </Link>
        </section>
        <section id="login" aria-labelledby="freewall-login" data-active={section === 'login'}>
          <h2 id="freewall-login">{UI_TEXT.alreadyAMember}</h2>
          <p>{INFERRED_TEXT.freewallLoginLead}</p>
          <Link className={styles.secondary} to={`/auth/login?returnUrl=${back}`}>
            {UI_TEXT.loginToYourAccount}
          </Link>
        </section>
      </div>
    </main>
  );
}
