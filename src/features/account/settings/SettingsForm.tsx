import type { ReactNode } from 'react';

import styles from './settings.module.css';
import { SettingsSection } from './SettingsSection';
import { Button } from '../../../ui/Button/Button';
import { Form, type FormProps } from '../../../ui/Form/Form';

export interface SettingsFormProps {
  /** The section's heading, which also names its form. */
  heading: string;
  /** A line under the heading: what the section is for. */
  lead?: ReactNode;
  /** The outcome of the section's last save, announced in its status region. */
  status?: string | null;
  /** Between the lead and the form (a note for a team member). */
  note?: ReactNode;
  /** The form's submit and its summary (useForm's, or the server's message). */
  form: FormProps['form'];
  isSaving: boolean;
  saveLabel: string;
  /** What the Save button says while it saves. */
  savingLabel: string;
  /** The fields take the section's whole width (a grid of fields) instead of a narrow column. */
  isWide?: boolean;
  /** Buttons before Save (Add another address). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * A section of the Account Settings page that is one small form: the section, the form named by
 * its heading and busy while it saves, its fields, and the row of its buttons ending in Save.
 */
export function SettingsForm({
  heading,
  lead,
  status,
  note,
  form,
  isSaving,
  saveLabel,
  savingLabel,
  isWide = false,
  actions,
  children,
}: SettingsFormProps) {
  return (
    <SettingsSection heading={heading} lead={lead} status={status}>
      {note}
      <Form
        form={form}
        aria-label={heading}
        aria-busy={isSaving || undefined}
        className={isWide ? styles.wideForm : styles.form}
      >
        {children}
        <div className={styles.actions}>
          {actions}
          <Button type="submit" isLoading={isSaving} loadingLabel={savingLabel}>
            {saveLabel}
          </Button>
        </div>
      </Form>
    </SettingsSection>
  );
}
