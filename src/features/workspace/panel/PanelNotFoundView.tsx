import { PANEL_TEXT } from './panelTexts';
import styles from './WorkspacePanel.module.css';

export interface PanelNotFoundViewProps {
  onGoToProjects: () => void;
}

/** doc 2 §2 — an unknown view shows a placeholder 404 page with a link to projects. */
export function PanelNotFoundView({ onGoToProjects }: PanelNotFoundViewProps) {
  return (
    <section className={styles.view} aria-labelledby="panel-not-found-title">
      <h2 id="panel-not-found-title" className={styles.viewTitle}>
        {PANEL_TEXT.notFoundTitle}
      </h2>
      <p>{PANEL_TEXT.notFoundMessage}</p>
      <button type="button" className={styles.linkButton} onClick={onGoToProjects}>
        {PANEL_TEXT.goToProjects}
      </button>
    </section>
  );
}
