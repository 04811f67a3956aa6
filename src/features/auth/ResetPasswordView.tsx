import { Link } from 'react-router-dom';

import styles from './LoginView.module.css';
import { RESET_PASSWORD_TEXT } from './texts';
import { fill, TEXT } from '../../lib/spec/text';
import { Button } from '../../ui/Button/Button';
import { Form } from '../../ui/Form/Form';
import { useForm } from '../../ui/Form/useForm';
import { Input } from '../../ui/Input/Input';
import type { FormFailure } from '../shell/formFailure';
import { useServerFieldMessages } from '../shell/useServerFieldMessages';

export type ResetPasswordField = 'newPassword' | 'confirmPassword';

/**
 * 'checking': the link's token is being checked. 'checkFailed': it could not be checked (network,
 * server). 'invalid': used, expired or unknown. 'ready': the form.
 */
export type ResetLinkState = 'checking' | 'checkFailed' | 'invalid' | 'ready';

export interface ResetPasswordViewProps {
  /** The page heading: the route title. */
  title: string;
  linkState: ResetLinkState;
  /** The account's address as the server shows it (masked: 'j***@example.com'). */
  maskedEmail?: string | null;
  forgotPasswordHref: string;
  loginHref: string;
  isSubmitting?: boolean;
  /** The last failed save: its text in the alert region, field messages under the fields. */
  failure?: FormFailure<ResetPasswordField> | null;
  onSubmit: (newPassword: string) => void;
  onRetryCheck: () => void;
}

/**
 * The page a password-reset or team-invitation e-mail links to (route auth:reset-password, our
 * design): it checks the link, then asks for the new password twice ('Enter a password with at
 * least 6 characters.', doc 1 §5) and saves it, which logs the user in. A link that cannot be used
 * says so and offers a new one.
 */
export function ResetPasswordView({
  title,
  linkState,
  maskedEmail = null,
  forgotPasswordHref,
  loginHref,
  isSubmitting = false,
  failure = null,
  onSubmit,
  onRetryCheck,
}: ResetPasswordViewProps) {
  const form = useForm<ResetPasswordField>({
    fields: {
      newPassword: { type: 'password', required: true },
      confirmPassword: { type: 'password', required: true },
    },
    onSubmit: ({ newPassword }) => {
      if (!isSubmitting) onSubmit(newPassword);
    },
  });
  const bind = useServerFieldMessages(form, failure);
  const newPassword = bind('newPassword');
  const summary = form.summary ?? failure?.message ?? null;

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>{title}</h1>
        <div role="status" className={styles.status}>
          {linkState === 'checking' && (
            <p className={styles.working}>
              <span className={styles.spinner} aria-hidden="true" />
              {RESET_PASSWORD_TEXT.checking}
            </p>
          )}
          {linkState === 'ready' && maskedEmail && (
            <p className={styles.lead}>{fill(RESET_PASSWORD_TEXT.lead, { email: maskedEmail })}</p>
          )}
        </div>
        {linkState === 'invalid' && (
          <>
            <p role="alert" className={styles.error}>
              {RESET_PASSWORD_TEXT.invalid}
            </p>
            <div className={styles.actions}>
              <Link className={styles.link} to={forgotPasswordHref}>
                {RESET_PASSWORD_TEXT.requestNew}
              </Link>
              <Link className={styles.link} to={loginHref}>
                {RESET_PASSWORD_TEXT.backToLogin}
              </Link>
            </div>
          </>
        )}
        {linkState === 'checkFailed' && (
          <>
            <p role="alert" className={styles.error}>
              {RESET_PASSWORD_TEXT.checkFailed}
            </p>
            <div className={styles.actions}>
              <Button onPress={onRetryCheck}>{RESET_PASSWORD_TEXT.retry}</Button>
            </div>
          </>
        )}
        {linkState === 'ready' && (
          <>
            <Form
              form={{ handleSubmit: form.handleSubmit, summary }}
              aria-label={RESET_PASSWORD_TEXT.formLabel}
              aria-busy={isSubmitting || undefined}
              className={styles.form}
            >
              <Input
                {...newPassword}
                // Until there is an error, the field shows the rule (doc 1 §5).
                message={newPassword.message ?? TEXT.passwordHint}
                label={RESET_PASSWORD_TEXT.passwordLabel}
                type="password"
                autoComplete="new-password"
              />
              <Input
                {...bind('confirmPassword')}
                label={RESET_PASSWORD_TEXT.confirmLabel}
                type="password"
                autoComplete="new-password"
              />
              <Button type="submit" size="large" fullWidth isDisabled={isSubmitting}>
                {isSubmitting ? RESET_PASSWORD_TEXT.submitting : RESET_PASSWORD_TEXT.submit}
              </Button>
            </Form>
            {failure?.fields.newPassword === undefined && failure && (
              <p className={styles.muted}>
                <Link className={styles.link} to={forgotPasswordHref}>
                  {RESET_PASSWORD_TEXT.requestNew}
                </Link>
              </p>
            )}
          </>
        )}
      </div>
    </main>
  );
}
