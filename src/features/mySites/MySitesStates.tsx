import { Link } from 'react-router-dom';

import styles from './MySites.module.css';
import { MY_SITES_TEXT } from './mySitesTexts';
import { Button } from '../../ui/Button/Button';

/** The cards' places while the projects load: grey cards of the real cards' shape, so nothing moves. */
export function SitesLoading({ cards = 3 }: { cards?: number }) {
  return (
    <div aria-busy="true">
      <p role="status" className="visually-hidden">
        {MY_SITES_TEXT.loading}
      </p>
      <ul className={styles.cards} aria-hidden="true" data-testid="sites-skeleton">
        {Array.from({ length: cards }, (_, i) => (
          <li key={i} className={styles.card}>
            <div className={styles.cardHeader}>
              <span className={`${styles.bar} ${styles.nameBar}`} />
              <span className={`${styles.bar} ${styles.lineBar}`} />
            </div>
            <ResearchSkeleton />
            <p className={styles.keywordLine}>
              <span className={`${styles.bar} ${styles.lineBar}`} />
            </p>
            <div className={styles.actions}>
              <span className={`${styles.bar} ${styles.lineBar}`} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A card's research part while it loads: four grey figures in the figures' grid. */
export function ResearchSkeleton({ label }: { label?: string }) {
  return (
    <div className={styles.research} aria-busy="true" data-testid="research-skeleton">
      {label && (
        <p role="status" className="visually-hidden">
          {label}
        </p>
      )}
      <div className={styles.figures} aria-hidden="true">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className={styles.figure}>
            <span className={`${styles.bar} ${styles.labelBar}`} />
            <span className={`${styles.bar} ${styles.valueBar}`} />
          </div>
        ))}
      </div>
      <span className={`${styles.bar} ${styles.lineBar}`} aria-hidden="true" />
    </div>
  );
}

/** The projects could not be read: what failed, and a Retry. */
export function SitesFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.pageFailure}>
      <p role="alert">{MY_SITES_TEXT.loadFailed}</p>
      <Button variant="secondary" size="small" onPress={onRetry}>
        {MY_SITES_TEXT.retry}
      </Button>
    </div>
  );
}

/** One read of a card failed: what, and a Retry for that card alone. */
export function CardFailure({
  message,
  retryLabel,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <div className={styles.failure} role="alert">
      <p>{message}</p>
      <Button variant="secondary" size="x-small" aria-label={retryLabel} onPress={onRetry}>
        {MY_SITES_TEXT.retry}
      </Button>
    </div>
  );
}

/** No projects yet: what a project is, and the way to create the first (the panel's create-project view). */
export function SitesEmpty({ createProjectHref }: { createProjectHref: string }) {
  return (
    <section className={styles.empty} aria-labelledby="sites-empty-heading">
      <h2 id="sites-empty-heading" className={styles.emptyHeading}>
        {MY_SITES_TEXT.emptyHeading}
      </h2>
      <p className={styles.emptyBody}>{MY_SITES_TEXT.emptyBody}</p>
      <Link to={createProjectHref} className={styles.primaryLink}>
        {MY_SITES_TEXT.createFirstProject}
      </Link>
    </section>
  );
}
