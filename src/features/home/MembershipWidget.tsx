import { useId } from 'react';
import { Link } from 'react-router-dom';

import styles from './sections.module.css';
import { MEMBERSHIP, SECTION_TEXT } from './sectionTexts';

export interface MembershipWidgetProps {
  /** The plans page. */
  plansHref: string;
}

/**
 * The membership widget (doc 1 §4): the price plans start at, and what every plan includes. The
 * home screen mounts it 250 ms after the first render, never while prerendering, and not for
 * users who already are full members (our design).
 */
export function MembershipWidget({ plansHref }: MembershipWidgetProps) {
  const id = useId();
  return (
    <section className={styles.membership} aria-labelledby={id}>
      <p className={styles.kicker}>{SECTION_TEXT.membershipLabel}</p>
      <h2 id={id} className={styles.membershipHeading}>
        {MEMBERSHIP.heading}
      </h2>
      <ul className={styles.checks}>
        {MEMBERSHIP.bullets.map((bullet) => (
          <li key={bullet}>{bullet}</li>
        ))}
      </ul>
      <Link className={styles.primaryAction} to={plansHref}>
        {SECTION_TEXT.seePlans}
      </Link>
    </section>
  );
}
