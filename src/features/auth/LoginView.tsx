import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';

import { canSubmitLogin, type LoginValues } from './loginForm';
import styles from './LoginView.module.css';
import { LOGIN_TEXT } from './texts';
import { UI_TEXT } from '../../lib/spec/text';
import { Button } from '../../ui/Button/Button';
import { Form } from '../../ui/Form/Form';
import { useForm } from '../../ui/Form/useForm';
import { Input } from '../../ui/Input/Input';
import { LOGIN_EMAIL_FIELD, type LoginFailure, type LoginField } from '../shell/login';
import { useServerFieldMessages } from '../shell/useServerFieldMessages';

export interface LoginViewProps {
  /** The page heading: the route title ('Log In'). */
  title: string;
  forgotPasswordHref: string;
  signUpHref: string;
  /** The login call is under way: the button shows it and presses are ignored. */
  isSubmitting?: boolean;
  /** The last failed attempt: its text goes to the alert region, its field messages under the fields. */
  failure?: LoginFailure | null;
  /** What the fields start with (stories; a browser's autofill fills them on its own). */
  initialValues?: Partial<LoginValues>;
  /** Called with the values when both fields are filled and the e-mail is valid. */
  onSubmit: (values: LoginValues) => void;
}

/**
 * The login page (doc 1 §3 login form, §4 "Login", §5 e-mail rule): e-mail and password, 'Remember
 * me', the 'Log In' button — disabled until both fields are filled — and the ways out: forgot
 * password and free sign-up. A failure is announced in the form's alert region; what was typed stays.
 */
export function LoginView({
  title,
  forgotPasswordHref,
  signUpHref,
  isSubmitting = false,
  failure = null,
  initialValues = {},
  onSubmit,
}: LoginViewProps) {
  const [remember, setRemember] = useState(initialValues.remember ?? false);
  const form = useForm<LoginField>({
    fields: {
      username: { type: 'email', required: true, initialValue: initialValues.username },
      password: { required: true, initialValue: initialValues.password },
    },
    onSubmit: ({ username, password }) => {
      if (!isSubmitting) onSubmit({ username, password, remember });
    },
  });

  // A server message for a field stands until that field is edited (or the next attempt answers).
  const bind = useServerFieldMessages(form, failure);

  // After a failed attempt the cursor goes back to the field to fix: the first one the server
  // named, else the password.
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!failure) return;
    const target = failure.fields.username !== undefined ? usernameRef.current : passwordRef.current;
    target?.focus();
  }, [failure]);

  const ready = canSubmitLogin(form.values);
  // A failed client-side check speaks first; otherwise the last server answer is shown.
  const summary = form.summary ?? failure?.message ?? null;

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{LOGIN_TEXT.lead}</p>
        <Form
          form={{ handleSubmit: form.handleSubmit, summary }}
          aria-label={LOGIN_TEXT.formLabel}
          aria-busy={isSubmitting || undefined}
          className={styles.form}
        >
          <Input {...bind('username')} label={LOGIN_TEXT.emailLabel} {...LOGIN_EMAIL_FIELD} inputRef={usernameRef} />
          <Input
            {...bind('password')}
            label={LOGIN_TEXT.passwordLabel}
            type="password"
            autoComplete="current-password"
            inputRef={passwordRef}
          />
          <div className={styles.row}>
            <label className={styles.remember}>
              <input
                type="checkbox"
                name="remember"
                checked={remember}
                onChange={(event) => setRemember(event.target.checked)}
              />
              {LOGIN_TEXT.rememberMe}
            </label>
            <Link className={styles.link} to={forgotPasswordHref}>
              {LOGIN_TEXT.forgotPassword}
            </Link>
          </div>
          {/*
            Busy is a disabled button that says so, not the Button's pending state: react-aria
            announces a pending button through a live region that points at the button, and that
            pointer dangles once a successful login leaves the page (an axe role-img-alt failure).
          */}
          <Button type="submit" size="large" fullWidth isDisabled={!ready || isSubmitting}>
            {isSubmitting ? LOGIN_TEXT.submitting : LOGIN_TEXT.submit}
          </Button>
          <p role="status" className={styles.visuallyHidden}>
            {isSubmitting ? LOGIN_TEXT.submitting : ''}
          </p>
        </Form>
        <div className={styles.signUp}>
          <p>
            {LOGIN_TEXT.noAccount}{' '}
            <Link className={styles.link} to={signUpHref}>
              {UI_TEXT.signUpForFree}
            </Link>
          </p>
          <p className={styles.muted}>{LOGIN_TEXT.noAccountLead}</p>
        </div>
      </div>
    </main>
  );
}
