import { useState } from 'react';

import { ForgotPasswordView, type ForgotPasswordField } from './ForgotPasswordView';
import { FORGOT_PASSWORD_TEXT } from './texts';
import { forgotPassword } from '../../api/account';
import { formFailureFrom, type FormFailure } from '../shell/formFailure';
import { useFrame } from '../shell/frameContext';
import { useLinkTo } from '../shell/links';
import { useMountedRef } from '../shell/useMountedRef';

/** Route auth:forgotpassword: asks the server to e-mail a reset link, then says it is on its way. */
export function ForgotPasswordScreen() {
  const { title } = useFrame();
  const linkTo = useLinkTo();
  const mounted = useMountedRef();
  const [isSubmitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<FormFailure<ForgotPasswordField> | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (email: string) => {
    setSubmitting(true);
    setFailure(null);
    try {
      await forgotPassword({ email });
      if (mounted.current) setSentTo(email);
    } catch (error) {
      if (mounted.current) setFailure(formFailureFrom(error, ['email'], FORGOT_PASSWORD_TEXT.failed));
    } finally {
      if (mounted.current) setSubmitting(false);
    }
  };

  return (
    <ForgotPasswordView
      title={title}
      loginHref={linkTo('auth:login')}
      sentTo={sentTo}
      isSubmitting={isSubmitting}
      failure={failure}
      onSubmit={(email) => void submit(email)}
      onSendAgain={() => setSentTo(null)}
    />
  );
}
