import { useId, useState } from 'react';
import { Link } from 'react-router-dom';

import styles from './ComparisonView.module.css';
import { COMPARISON_TEXT } from './texts';
import { Button } from '../../ui/Button/Button';
import { Form } from '../../ui/Form/Form';
import { useForm } from '../../ui/Form/useForm';
import { Input } from '../../ui/Input/Input';
import { Modal } from '../../ui/Modal/Modal';
import { LOGIN_EMAIL_FIELD, LOGIN_SERVER_ERROR, LoginError, type LoginFailure } from '../shell/login';
import { useServerFieldMessages } from '../shell/useServerFieldMessages';

/** What the dialog collects; the screen adds token and source (doc 1 §3, comparison-page login payload). */
export interface ComparisonCredentials {
  username: string;
  password: string;
  rememberMe: boolean;
}

export interface ComparisonLoginDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /**
   * Logs in; rejects with an Error whose message the dialog shows (a LoginError also puts its field
   * messages under the fields). Resolving closes the dialog.
   */
  onLogIn: (credentials: ComparisonCredentials) => Promise<void>;
  forgotPasswordHref: string;
}

/** The comparison page's login: e-mail, password and Remember me, in a dialog over the page. */
export function ComparisonLoginDialog({ isOpen, onClose, onLogIn, forgotPasswordHref }: ComparisonLoginDialogProps) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={COMPARISON_TEXT.loginTitle} size="small">
      {/* Mounted only while open, so every opening starts with an empty form. */}
      <LoginForm onClose={onClose} onLogIn={onLogIn} forgotPasswordHref={forgotPasswordHref} />
    </Modal>
  );
}

function LoginForm({ onClose, onLogIn, forgotPasswordHref }: Omit<ComparisonLoginDialogProps, 'isOpen'>) {
  const [rememberMe, setRememberMe] = useState(false);
  const [isPending, setPending] = useState(false);
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const rememberId = useId();
  const form = useForm({
    fields: { username: { type: 'email', required: true }, password: { required: true } },
    onSubmit: ({ username, password }) => {
      setPending(true);
      // Cleared, so the same text failing again is announced again.
      setFailure(null);
      onLogIn({ username: username.trim(), password, rememberMe }).then(
        () => {
          setPending(false);
          onClose();
        },
        (reason: unknown) => {
          setPending(false);
          if (reason instanceof LoginError) setFailure(reason.failure);
          else
            setFailure({
              message: reason instanceof Error && reason.message ? reason.message : LOGIN_SERVER_ERROR,
              fields: {},
            });
        },
      );
    },
  });
  const bind = useServerFieldMessages(form, failure);

  return (
    <Form form={form} aria-label={COMPARISON_TEXT.loginTitle}>
      <Input label={COMPARISON_TEXT.loginEmail} {...LOGIN_EMAIL_FIELD} {...bind('username')} />
      <Input
        label={COMPARISON_TEXT.loginPassword}
        type="password"
        autoComplete="current-password"
        {...bind('password')}
      />
      <div className={styles.remember}>
        <input
          id={rememberId}
          type="checkbox"
          checked={rememberMe}
          onChange={(event) => setRememberMe(event.target.checked)}
        />
        <label htmlFor={rememberId}>{COMPARISON_TEXT.loginRemember}</label>
      </div>
      <p role="alert" className={styles.loginError}>
        {failure?.message}
      </p>
      <div className={styles.loginActions}>
        <Link to={forgotPasswordHref} className={styles.forgot}>
          {COMPARISON_TEXT.loginForgot}
        </Link>
        <Button variant="secondary" size="small" onPress={onClose}>
          {COMPARISON_TEXT.loginCancel}
        </Button>
        <Button type="submit" size="small" isLoading={isPending}>
          {COMPARISON_TEXT.loginSubmit}
        </Button>
      </div>
    </Form>
  );
}
