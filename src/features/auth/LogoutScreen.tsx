import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { snapshot } from 'valtio';

import { performLogout } from './loginFlow';
import { LogoutView, type LogoutState } from './LogoutView';
import { isSignedIn, session, user } from '../../state';
import { useFrame } from '../shell/frameContext';
import { useLinkTo } from '../shell/links';
import { useMountedRef } from '../shell/useMountedRef';

/**
 * Is there a session to end? Not when the user state is known and anonymous. When it is unknown
 * (it failed to load) the logout call runs anyway: it is harmless without a session.
 */
function hasSessionToEnd(): boolean {
  if (isSignedIn(snapshot(user))) return true;
  return session.activeStateStatus === 'error';
}

/**
 * The logout page (route auth:logout). It ends the session through the API, reloads the user state
 * and goes home, replacing itself in the history (Back never logs out twice). It shows 'Logging you
 * out…' meanwhile and an error with a retry when the call fails. Should the user state fail to
 * reload, the home page is loaded afresh. A visitor without a session is told so and stays.
 */
export function LogoutScreen() {
  const { title } = useFrame();
  const linkTo = useLinkTo();
  const navigate = useNavigate();
  const homeHref = linkTo('home');
  // Decided once, on arrival: the reload after a logout makes the user anonymous on purpose.
  const [state, setState] = useState<LogoutState>(() => (hasSessionToEnd() ? 'working' : 'loggedOut'));
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);
  const mounted = useMountedRef();

  useEffect(() => {
    // Once per attempt, also under StrictMode's second effect run.
    if (state !== 'working' || started.current === attempt) return;
    started.current = attempt;
    void performLogout().then((outcome) => {
      if (!mounted.current) return;
      if (outcome === 'failed') setState('failed');
      else if (outcome === 'loggedOut') void navigate(homeHref, { replace: true });
      else window.location.assign(homeHref);
    });
  }, [state, attempt, navigate, homeHref, mounted]);

  const retry = () => {
    setState('working');
    setAttempt((n) => n + 1);
  };

  return (
    <LogoutView title={title} state={state} homeHref={homeHref} loginHref={linkTo('auth:login')} onRetry={retry} />
  );
}
