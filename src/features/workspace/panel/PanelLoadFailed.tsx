import { PANEL_TEXT } from './panelTexts';
import styles from './WorkspacePanel.module.css';
import { Button } from '../../../ui/Button/Button';

export interface PanelLoadFailedProps {
  onRetry: () => void;
  /** The box's own class where it stands alone as the view (edit-project), not inside one. */
  className?: string;
}

/** The box a panel view shows when its projects could not be read, with a Retry that reads again. */
export function PanelLoadFailed({ onRetry, className }: PanelLoadFailedProps) {
  return (
    <div className={className} role="alert">
      <p className={styles.error}>{PANEL_TEXT.viewFailed}</p>
      <Button variant="secondary" size="small" onPress={onRetry}>
        {PANEL_TEXT.retry}
      </Button>
    </div>
  );
}
