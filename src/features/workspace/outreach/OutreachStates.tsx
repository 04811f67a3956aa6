import { OUTREACH_TEXT } from './outreachTexts';
import styles from './OutreachViews.module.css';
import { Button } from '../../../ui/Button/Button';
import panel from '../panel/PanelView.module.css';

/** Skeleton lines where the content will be (so nothing jumps when it arrives), and what is loading. */
export function OutreachLoading({ label, lines = 4 }: { label: string; lines?: number }) {
  return (
    <div className={styles.skeleton} role="status" aria-busy="true">
      <span className={panel.visuallyHidden}>{label}</span>
      {Array.from({ length: lines }, (_, i) => (
        <div key={i} className={panel.skeletonLine} aria-hidden="true" />
      ))}
    </div>
  );
}

/** A failed read: what failed, and a Retry that reads again. */
export function OutreachFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={styles.failure} role="alert">
      <p className={panel.muted}>{message}</p>
      <Button size="small" variant="secondary" onPress={onRetry}>
        {OUTREACH_TEXT.retry}
      </Button>
    </div>
  );
}
