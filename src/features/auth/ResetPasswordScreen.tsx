import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { type ResetLinkState, type ResetPasswordField, ResetPasswordView } from './ResetPasswordView';
import { RESET_PASSWORD_TEXT } from './texts';
import { checkPasswordResetToken, resetPassword } from '../../api/auth';
import { ApiError } from '../../api/client';
import { loadActiveState } from '../../state';
import { formFailureFrom, type FormFailure } from '../shell/formFailure';
import { useFrame } from '../shell/frameContext';
import { useLinkTo } from '../shell/links';
import { useLoader, type LoadState } from '../shell/useLoader';
import { useMountedRef } from '../shell/useMountedRef';

/**
 * Route auth:reset-password: the page of the `?token=` link a password-reset or team-invitation
 * e-mail carries. Checks the token, saves the new password (the server logs the user in with a
 * fresh session), reloads the user state and goes to the hq page; should that reload fail, hq is
 * loaded afresh.
 */
/** What the page says of its link: no token is an unusable link; a loaded one is usable when valid. */
function linkStateOf(token: string, load: LoadState<'invalid' | 'checkFailed'>, isValid: boolean): ResetLinkState {
  if (!token) return 'invalid';
  if (load === 'loading') return 'checking';
  if (load === 'ready') return isValid ? 'ready' : 'invalid';
  return load;
}

export function ResetPasswordScreen() {
  const { title } = useFrame();
  const linkTo = useLinkTo();
  const navigate = useNavigate();
  const mounted = useMountedRef();
  const token = new URLSearchParams(useLocation().search).get('token')?.trim() ?? '';
  // A malformed token (cut short when copied) is a 400: the link is not usable, not the check.
  const check = useLoader(
    () => (token ? checkPasswordResetToken({ token }) : Promise.resolve(null)),
    null,
    [token],
    (error) => (error instanceof ApiError && error.status === 400 ? 'invalid' : 'checkFailed'),
  );
  const linkState = linkStateOf(token, check.load, check.data?.isValid ?? false);
  const maskedEmail = check.load === 'ready' ? (check.data?.email ?? null) : null;
  const [isSubmitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<FormFailure<ResetPasswordField> | null>(null);

  const submit = async (newPassword: string) => {
    setSubmitting(true);
    setFailure(null);
    try {
      await resetPassword({ token, newPassword });
    } catch (error) {
      if (!mounted.current) return;
      // A token the server refuses now (used meanwhile, expired) is the page's message, not a field's.
      const next = formFailureFrom<ResetPasswordField | 'token'>(
        error,
        ['newPassword', 'token'],
        RESET_PASSWORD_TEXT.failed,
      );
      setFailure({
        message: next.fields.token ?? next.message,
        fields: { newPassword: next.fields.newPassword },
      });
      setSubmitting(false);
      return;
    }
    const hq = linkTo('hq');
    try {
      await loadActiveState();
      if (mounted.current) void navigate(hq, { replace: true });
    } catch {
      window.location.assign(hq);
    }
  };

  return (
    <ResetPasswordView
      title={title}
      linkState={linkState}
      maskedEmail={maskedEmail}
      forgotPasswordHref={linkTo('auth:forgotpassword')}
      loginHref={linkTo('auth:login')}
      isSubmitting={isSubmitting}
      failure={failure}
      onSubmit={(newPassword) => void submit(newPassword)}
      onRetryCheck={check.retry}
    />
  );
}
