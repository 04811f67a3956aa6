import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';

import { FREE_SIGN_UP_TEXT, type FreeSignUpFailure, type FreeSignUpField, type FreeSignUpValues } from './freeSignUp';
import styles from './FreeSignUpForm.module.css';
import { LOGIN_EMAIL_FIELD } from './login';
import { useServerFieldMessages } from './useServerFieldMessages';
import { TEXT, UI_TEXT } from '../../lib/spec/text';
import { Button } from '../../ui/Button/Button';
import { Form } from '../../ui/Form/Form';
import { useForm } from '../../ui/Form/useForm';
import { GLYPH } from '../../ui/Icon/Icon';
import { Input } from '../../ui/Input/Input';

export interface FreeSignUpFormProps {
  /**
   * 'page' shows the heading and the login link; 'widget' (inside another page's box: the paywall,
   * a prompt) hides both (doc 1 §4).
   */
  mode?: 'page' | 'widget';
  /** The heading's level in the page around it. */
  headingLevel?: 1 | 2 | 3;
  /** Makes the form closable: a close button calls it. */
  onClose?: () => void;
  /** The creating flag: the account is being made. */
  isCreating?: boolean;
  /** The last refused sign-up: its text (one line per server error) and field messages. */
  failure?: FreeSignUpFailure | null;
  loginHref: string;
  plansHref: string;
  onSubmit: (values: FreeSignUpValues) => void;
}

/**
 * The free sign-up form of doc 1 §4: 'Sign up for a free account to continue', '(no credit card
 * required)', e-mail and password whose messages show once the field lost focus, 'Sign Up Free',
 * 'Already a member?' with 'Login to your account', and 'Check out our premium plans'. A refused
 * sign-up keeps what was typed and moves focus to the field it names.
 */
export function FreeSignUpForm({
  mode = 'page',
  headingLevel = 2,
  onClose,
  isCreating = false,
  failure = null,
  loginHref,
  plansHref,
  onSubmit,
}: FreeSignUpFormProps) {
  const form = useForm<FreeSignUpField>({
    fields: { email: { type: 'email', required: true }, password: { type: 'password', required: true } },
    onSubmit: (values) => {
      if (!isCreating) onSubmit(values);
    },
  });
  const bind = useServerFieldMessages(form, failure);
  const passwordField = bind('password');
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!failure) return;
    (failure.fields.password !== undefined && failure.fields.email === undefined
      ? passwordRef
      : emailRef
    ).current?.focus();
  }, [failure]);

  const Heading = `h${headingLevel}` as const;
  const summary = form.summary ?? failure?.message ?? null;

  return (
    <section className={styles.signUp} aria-label={mode === 'widget' ? UI_TEXT.signUpHeading : undefined}>
      {mode === 'page' && (
        <>
          <Heading className={styles.heading}>{UI_TEXT.signUpHeading}</Heading>
          <p className={styles.noCard}>{UI_TEXT.noCreditCardRequired}</p>
        </>
      )}
      {onClose && (
        <Button
          className={styles.close}
          variant="ghost"
          size="small"
          aria-label={FREE_SIGN_UP_TEXT.close}
          onPress={onClose}
        >
          {GLYPH.close}
        </Button>
      )}
      <Form
        // Each server error on its own line (doc 1 §4): the summary keeps the text's line breaks.
        form={{ handleSubmit: form.handleSubmit, summary }}
        aria-label={FREE_SIGN_UP_TEXT.formLabel}
        aria-busy={isCreating || undefined}
      >
        <Input
          {...bind('email')}
          label={FREE_SIGN_UP_TEXT.emailLabel}
          {...LOGIN_EMAIL_FIELD}
          autoComplete="email"
          inputRef={emailRef}
        />
        <Input
          {...passwordField}
          // Until there is an error, the field shows the rule (doc 1 §5).
          message={passwordField.message ?? TEXT.passwordHint}
          label={FREE_SIGN_UP_TEXT.passwordLabel}
          type="password"
          autoComplete="new-password"
          inputRef={passwordRef}
        />
        <Button type="submit" size="large" fullWidth isDisabled={isCreating}>
          {isCreating ? FREE_SIGN_UP_TEXT.creating : UI_TEXT.signUpFree}
        </Button>
        <p role="status" className={styles.visuallyHidden}>
          {isCreating ? FREE_SIGN_UP_TEXT.creating : ''}
        </p>
      </Form>
      <div className={styles.links}>
        {mode === 'page' && (
          <p>
            {UI_TEXT.alreadyAMember}{' '}
            <Link className={styles.link} to={loginHref}>
              {UI_TEXT.loginToYourAccount}
            </Link>
          </p>
        )}
        <p>
          <Link className={styles.link} to={plansHref}>
            {UI_TEXT.checkOutPremiumPlans}
          </Link>
        </p>
      </div>
    </section>
  );
}
