import { Link } from 'react-router-dom';

import styles from './LoginView.module.css';
import { FORGOT_PASSWORD_TEXT } from './texts';
import { fill } from '../../lib/spec/text';
import { Button } from '../../ui/Button/Button';
import { Form } from '../../ui/Form/Form';
import { useForm } from '../../ui/Form/useForm';
import { Input } from '../../ui/Input/Input';
import type { FormFailure } from '../shell/formFailure';
import { LOGIN_EMAIL_FIELD } from '../shell/login';
import { useServerFieldMessages } from '../shell/useServerFieldMessages';

export type ForgotPasswordField = 'email';

export interface ForgotPasswordViewProps {
  /** The page heading: the route title ('Forgot Your Password?'). */
  title: string;
  loginHref: string;
  /** The address the link was sent to, once it was: the page then says so. */
  sentTo?: string | null;
  isSubmitting?: boolean;
  failure?: FormFailure<ForgotPasswordField> | null;
  initialEmail?: string;
  onSubmit: (email: string) => void;
  /** Back to the form (which keeps the address typed) to send the link again. */
  onSendAgain: () => void;
}

/**
 * The forgotten-password page (route auth:forgotpassword, doc 1 §2; the reset link is our design):
 * an e-mail field and 'Send Reset Link'. The answer is the same whether or not the address has an
 * account, so the page cannot be used to find out who is a member.
 */
export function ForgotPasswordView({
  title,
  loginHref,
  sentTo = null,
  isSubmitting = false,
  failure = null,
  initialEmail = '',
  onSubmit,
  onSendAgain,
}: ForgotPasswordViewProps) {
  const form = useForm<ForgotPasswordField>({
    fields: { email: { type: 'email', required: true, initialValue: initialEmail } },
    onSubmit: (values) => {
      if (!isSubmitting) onSubmit(values.email.trim());
    },
  });
  const bind = useServerFieldMessages(form, failure);
  const summary = form.summary ?? failure?.message ?? null;

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>{sentTo ? FORGOT_PASSWORD_TEXT.sentHeading : title}</h1>
        {sentTo ? (
          <>
            <p role="status" className={styles.lead}>
              {fill(FORGOT_PASSWORD_TEXT.sent, { email: sentTo })}
            </p>
            <div className={styles.actions}>
              <Button variant="secondary" onPress={onSendAgain}>
                {FORGOT_PASSWORD_TEXT.sendAgain}
              </Button>
              <Link className={styles.link} to={loginHref}>
                {FORGOT_PASSWORD_TEXT.backToLogin}
              </Link>
            </div>
          </>
        ) : (
          <>
            <p className={styles.lead}>{FORGOT_PASSWORD_TEXT.lead}</p>
            <Form
              form={{ handleSubmit: form.handleSubmit, summary }}
              aria-label={FORGOT_PASSWORD_TEXT.formLabel}
              aria-busy={isSubmitting || undefined}
              className={styles.form}
            >
              <Input {...bind('email')} label={FORGOT_PASSWORD_TEXT.emailLabel} {...LOGIN_EMAIL_FIELD} />
              <Button type="submit" size="large" fullWidth isDisabled={isSubmitting}>
                {isSubmitting ? FORGOT_PASSWORD_TEXT.submitting : FORGOT_PASSWORD_TEXT.submit}
              </Button>
            </Form>
            <p className={styles.muted}>
              <Link className={styles.link} to={loginHref}>
                {FORGOT_PASSWORD_TEXT.backToLogin}
              </Link>
            </p>
          </>
        )}
      </div>
    </main>
  );
}
