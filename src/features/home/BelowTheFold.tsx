import { useId } from 'react';
import { Link } from 'react-router-dom';

import styles from './sections.module.css';
import { BELOW_THE_FOLD, SECTION_TEXT } from './sectionTexts';

export interface HomeCta {
  label: string;
  href: string;
}

export interface BelowTheFoldProps {
  /** 'Try it free' for visitors, 'Open My Sites' for logged-in users. */
  primaryCta: HomeCta;
  /** The plans page. */
  plansHref: string;
}

/** The below-the-fold section (doc 1 §1, §4): the claims, the guarantee and the calls to action. */
export function BelowTheFold({ primaryCta, plansHref }: BelowTheFoldProps) {
  const id = useId();
  return (
    <section className={styles.belowTheFold} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionHeading}>
        {BELOW_THE_FOLD.heading}
      </h2>
      <p className={styles.lead}>{BELOW_THE_FOLD.lead}</p>
      <dl className={styles.stats}>
        {BELOW_THE_FOLD.stats.map((stat) => (
          <div key={stat.label} className={styles.stat}>
            <dt className={styles.statLabel}>{stat.label}</dt>
            <dd className={styles.statValue}>{stat.value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        <Link className={styles.primaryAction} to={primaryCta.href}>
          {primaryCta.label}
        </Link>
        <Link className={styles.secondaryAction} to={plansHref}>
          {SECTION_TEXT.seePlans}
        </Link>
      </div>
      <p className={styles.fineprint}>{BELOW_THE_FOLD.guarantee}</p>
    </section>
  );
}
