import { useState } from 'react';

import styles from './settings.module.css';
import { SettingsForm } from './SettingsForm';
import { IDLE, type EmailField, type NameField, type PasswordField, type SectionStatus } from './settingsModel';
import { SETTINGS_TEXT } from './settingsTexts';
import { fill, TEXT } from '../../../lib/spec/text';
import type { FormProps } from '../../../ui/Form/Form';
import { useForm } from '../../../ui/Form/useForm';
import { Input } from '../../../ui/Input/Input';
import { useServerFieldMessages } from '../../shell/useServerFieldMessages';

/** A profile form's submit, and its summary: the fields' own, else the server's refusal. */
function formOf(form: FormProps['form'], failure: { message: string } | null): FormProps['form'] {
  return { handleSubmit: form.handleSubmit, summary: form.summary ?? failure?.message ?? null };
}

export interface DisplayNameFormProps {
  /** The name on the account now (null when none was ever set). */
  name: string | null;
  status?: SectionStatus<NameField>;
  onSave: (name: string) => void;
}

/** Display name (JsonChangeDisplayName): required. */
export function DisplayNameForm({ name, status = IDLE, onSave }: DisplayNameFormProps) {
  const form = useForm<NameField>({
    fields: { newDisplayName: { type: 'text', required: true, initialValue: name ?? '' } },
    onSubmit: ({ newDisplayName }) => {
      if (!status.saving) onSave(newDisplayName.trim());
    },
  });
  const bind = useServerFieldMessages(form, status.failure);
  return (
    <SettingsForm
      heading={SETTINGS_TEXT.nameHeading}
      lead={SETTINGS_TEXT.nameLead}
      status={status.saved && name ? fill(SETTINGS_TEXT.nameSaved, { name }) : null}
      form={formOf(form, status.failure)}
      isSaving={status.saving}
      saveLabel={SETTINGS_TEXT.nameSave}
      savingLabel={SETTINGS_TEXT.nameSaving}
    >
      <Input {...bind('newDisplayName')} label={SETTINGS_TEXT.nameLabel} autoComplete="name" maxLength={100} />
    </SettingsForm>
  );
}

export interface LoginEmailFormProps {
  /** The address the user logs in with: a team member's own (child) e-mail. */
  email: string;
  /** A team member's change applies to its own login, the child e-mail (doc 1 §6). */
  isChildAccount: boolean;
  status?: SectionStatus<EmailField>;
  onSave: (email: string) => void;
}

/** Login e-mail (JsonChangeEmail): the e-mail rule; an address another account uses is refused (409). */
export function LoginEmailForm({ email, isChildAccount, status = IDLE, onSave }: LoginEmailFormProps) {
  const form = useForm<EmailField>({
    fields: { newEmail: { type: 'email', required: true, initialValue: email } },
    onSubmit: ({ newEmail }) => {
      if (!status.saving) onSave(newEmail.trim());
    },
  });
  const bind = useServerFieldMessages(form, status.failure);
  return (
    <SettingsForm
      heading={SETTINGS_TEXT.emailHeading}
      lead={SETTINGS_TEXT.emailLead}
      status={status.saved ? fill(SETTINGS_TEXT.emailSaved, { email }) : null}
      note={isChildAccount && <p className={styles.note}>{SETTINGS_TEXT.emailChildLead}</p>}
      form={formOf(form, status.failure)}
      isSaving={status.saving}
      saveLabel={SETTINGS_TEXT.emailSave}
      savingLabel={SETTINGS_TEXT.emailSaving}
    >
      <Input {...bind('newEmail')} label={SETTINGS_TEXT.emailLabel} type="email" autoComplete="email" maxLength={254} />
    </SettingsForm>
  );
}

type PasswordFormField = PasswordField | 'confirmPassword';

export interface PasswordFormProps {
  status?: SectionStatus<PasswordField>;
  onSave: (newPassword: string) => void;
}

/**
 * Password (JsonChangePassword): the new password twice, at least 6 characters (doc 1 §5). The
 * server logs the account's other sessions out, which the section says before and after. The
 * fields empty once the change is saved.
 */
export function PasswordForm({ status = IDLE, onSave }: PasswordFormProps) {
  const form = useForm<PasswordFormField>({
    fields: {
      newPassword: { type: 'password', required: true },
      confirmPassword: { type: 'password', required: true },
    },
    onSubmit: ({ newPassword }) => {
      if (!status.saving) onSave(newPassword);
    },
  });
  const bind = useServerFieldMessages<PasswordFormField>(form, status.failure);
  const [wasSaved, setWasSaved] = useState(status.saved);
  if (status.saved !== wasSaved) {
    setWasSaved(status.saved);
    if (status.saved) form.reset();
  }
  const newPassword = bind('newPassword');
  return (
    <SettingsForm
      heading={SETTINGS_TEXT.passwordHeading}
      lead={SETTINGS_TEXT.passwordLead}
      status={status.saved ? SETTINGS_TEXT.passwordSaved : null}
      form={formOf(form, status.failure)}
      isSaving={status.saving}
      saveLabel={SETTINGS_TEXT.passwordSave}
      savingLabel={SETTINGS_TEXT.passwordSaving}
    >
      <Input
        {...newPassword}
        // Until there is an error, the field shows the rule (doc 1 §5).
        message={newPassword.message ?? TEXT.passwordHint}
        label={SETTINGS_TEXT.newPasswordLabel}
        type="password"
        autoComplete="new-password"
        maxLength={128}
      />
      <Input
        {...bind('confirmPassword')}
        label={SETTINGS_TEXT.confirmPasswordLabel}
        type="password"
        autoComplete="new-password"
        maxLength={128}
      />
    </SettingsForm>
  );
}
