import { Link } from 'react-router-dom';

import styles from './ComingSoonView.module.css';
import type { FrameSection } from './frameContext';
import { SectionFrame } from './SectionFrame';
import { COMING_SOON_TEXT, fill } from '../../lib/spec/text';
import { ClockIcon } from '../../ui/Icon/Icon';

export interface ComingSoonViewProps {
  /** The page heading (the route title). */
  title: string;
  /** What the page will show (the route description). */
  description: string;
  /** The search the visitor came with, on searchable pages. */
  query?: string;
  section?: FrameSection;
  /** The way on, to the home page; left out on the home page itself. */
  homeHref?: string;
}

/**
 * A page whose screen is not built yet: its section frame and heading, and a clear "not yet
 * available" state that says what will be here. Never a blank page.
 */
export function ComingSoonView({ title, description, query, section, homeHref }: ComingSoonViewProps) {
  return (
    <SectionFrame
      title={title}
      subtitle={query ? fill(COMING_SOON_TEXT.searchFor, { query }) : undefined}
      section={section}
    >
      <section className={styles.card} aria-labelledby="coming-soon-heading">
        <ClockIcon className={styles.icon} />
        <p className={styles.badge}>{COMING_SOON_TEXT.badge}</p>
        <h2 id="coming-soon-heading" className={styles.heading}>
          {COMING_SOON_TEXT.heading}
        </h2>
        <dl className={styles.details}>
          <dt>{COMING_SOON_TEXT.whatWillBeHere}</dt>
          <dd>{description}</dd>
        </dl>
        <p className={styles.body}>{COMING_SOON_TEXT.building}</p>
        {query && <p className={styles.body}>{fill(COMING_SOON_TEXT.searchKept, { query })}</p>}
        {homeHref && (
          <Link className={styles.action} to={homeHref}>
            {COMING_SOON_TEXT.home}
          </Link>
        )}
      </section>
    </SectionFrame>
  );
}
