import type { ReactNode } from 'react';

import { PanelNavigation, type PanelNavigationProps } from './PanelNavigation';
import { PANEL_TEXT } from './panelTexts';
import styles from './WorkspacePanel.module.css';
import { UI_TEXT } from '../../../lib/spec/text';
import { Button, ButtonLink } from '../../../ui/Button/Button';

export interface WorkspacePanelViewProps {
  /** 'Project: {name}' (+ ' - Group: {group}'), doc 2 §2. */
  tabLabel: string;
  isOpen: boolean;
  onToggle: () => void;
  onClose: () => void;
  /** Browser back; offered once the panel has somewhere to go back to. */
  onBack?: () => void;
  /** doc 2 §1, §6 — a user who is not full sees the upsell instead of the workspace. */
  isFullUser: boolean;
  upgradeHref: string;
  /** The projects could not be read: the panel shows the failure and a Retry. */
  failed?: boolean;
  onRetry?: () => void;
  /** doc 2 §4 — true just after opening: the content appears without its transition. */
  suppressTransition: boolean;
  navigation: PanelNavigationProps;
  /** The current view (WorkspacePanel mounts it from the registry). */
  children?: ReactNode;
}

/** doc 2 §1 — the upsell a user who is not full sees in the panel. */
function PanelUpsell({ upgradeHref }: { upgradeHref: string }) {
  return (
    <section className={styles.upsell} aria-labelledby="panel-upsell-title">
      <h2 id="panel-upsell-title" className={styles.viewTitle}>
        {UI_TEXT.panelUpsellTitle}
      </h2>
      <ul>
        {UI_TEXT.panelUpsellBullets.map((bullet) => (
          <li key={bullet}>{bullet}</li>
        ))}
      </ul>
      <p>{UI_TEXT.panelUpsellPrice}</p>
      <ButtonLink href={upgradeHref} variant="primary">
        {UI_TEXT.upgradeNow}
      </ButtonLink>
    </section>
  );
}

/**
 * The workspace side panel (doc 2 §1, §2): a tab on the page's edge that opens and closes it, and
 * the slide-out frame with the navigation beside the current view — or the upsell for a user who
 * is not full. Hidden on mobile by its stylesheet (doc 2 §9: below 768 px).
 */
export function WorkspacePanelView({
  tabLabel,
  isOpen,
  onToggle,
  onClose,
  onBack,
  isFullUser,
  upgradeHref,
  failed = false,
  onRetry,
  suppressTransition,
  navigation,
  children,
}: WorkspacePanelViewProps) {
  return (
    <div className={styles.root} data-testid="workspace-panel">
      <button
        type="button"
        className={styles.tab}
        aria-expanded={isOpen}
        aria-controls="workspace-panel"
        onClick={onToggle}
      >
        {tabLabel}
      </button>
      <aside
        id="workspace-panel"
        className={styles.panel}
        aria-label={PANEL_TEXT.panelLabel}
        hidden={!isOpen}
        data-suppress-transition={suppressTransition || undefined}
      >
        <div className={styles.toolbar}>
          {onBack && (
            <Button variant="ghost" size="small" onPress={onBack}>
              {PANEL_TEXT.back}
            </Button>
          )}
          <Button variant="ghost" size="small" onPress={onClose} className={styles.close}>
            {PANEL_TEXT.close}
          </Button>
        </div>
        {!isFullUser ? (
          <PanelUpsell upgradeHref={upgradeHref} />
        ) : failed ? (
          <div className={styles.view} role="alert">
            <p>{PANEL_TEXT.loadFailed}</p>
            <Button variant="secondary" size="small" onPress={onRetry}>
              {PANEL_TEXT.retry}
            </Button>
          </div>
        ) : (
          <div className={styles.body}>
            <PanelNavigation {...navigation} />
            <div className={styles.content}>{children}</div>
          </div>
        )}
      </aside>
    </div>
  );
}
