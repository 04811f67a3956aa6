import { useId, type ReactNode } from 'react';

import styles from './settings.module.css';

export interface SettingsSectionProps {
  heading: string;
  /** A line under the heading: what the section is for. */
  lead?: ReactNode;
  /** The outcome of the section's last save, announced in its status region. */
  status?: string | null;
  children?: ReactNode;
}

/**
 * One section of the Account Settings page: a card with its heading, what it is for, its own
 * small form, and a status region that announces the outcome of its last save.
 */
export function SettingsSection({ heading, lead, status = null, children }: SettingsSectionProps) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
      <p role="status" className={styles.status}>
        {status}
      </p>
    </section>
  );
}
