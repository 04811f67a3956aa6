import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';

import { performLogin } from './loginFlow';
import { canSubmitLogin, type LoginValues } from './loginForm';
import { LoginView } from './LoginView';
import { loginDestination, loginReturnUrl } from './returnUrl';
import { RETURN_URL_PARAM } from '../../lib/spec/navigation';
import { isSignedIn, user } from '../../state';
import { preloadCaptcha } from '../shell/captcha';
import { useFrame } from '../shell/frameContext';
import { useLinkTo } from '../shell/links';
import type { LoginFailure } from '../shell/login';
import { useMountedRef } from '../shell/useMountedRef';

type Phase = 'idle' | 'submitting' | 'done';

/**
 * The login page (routes auth:login, /auth/login and /login). It logs in through the API, emits the
 * authenticated signal, reloads the user state and goes to the safe `?returnUrl=` (relative paths
 * only) or else to the hq page, replacing the login page in the history. A visitor who is already
 * logged in goes there straight away. Should the user state fail to reload after a good login, the
 * destination is loaded afresh (a full page load, the spec's "reloads the page").
 */
export function LoginScreen() {
  const { title } = useFrame();
  const linkTo = useLinkTo();
  const navigate = useNavigate();
  const { search } = useLocation();
  const signedIn = isSignedIn(useSnapshot(user));
  const [phase, setPhase] = useState<Phase>('idle');
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const mounted = useMountedRef();
  // The captcha script (when captcha is on) loads with the page, so the token is ready sooner.
  useEffect(() => {
    void preloadCaptcha();
  }, []);

  // Never back to the login or logout page after logging in.
  const ownPaths = [linkTo('auth:login'), linkTo('auth:logout')];
  const returnUrl = loginReturnUrl(search, ownPaths);
  const destination = loginDestination(search, linkTo('hq'), ownPaths);

  // Only before a submit: while one is under way the screen moves on by itself.
  if (phase === 'idle' && signedIn) return <Navigate to={destination} replace />;

  const submit = async (values: LoginValues) => {
    if (phase !== 'idle' || !canSubmitLogin(values)) return;
    setPhase('submitting');
    // Cleared, so the same text failing again is announced again.
    setFailure(null);
    const outcome = await performLogin(values, destination);
    if (!mounted.current) return;
    if (!outcome.ok) {
      setFailure(outcome.failure);
      setPhase('idle');
      return;
    }
    setPhase('done');
    if (outcome.stateLoaded) void navigate(destination, { replace: true });
    else window.location.assign(destination);
  };

  return (
    <LoginView
      title={title}
      forgotPasswordHref={linkTo('auth:forgotpassword')}
      signUpHref={linkTo('freeaccount', {}, { [RETURN_URL_PARAM]: returnUrl })}
      isSubmitting={phase !== 'idle'}
      failure={failure}
      onSubmit={(values) => void submit(values)}
    />
  );
}
