import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';

import { FreeAccountView } from './FreeAccountView';
import { loginDestination } from './returnUrl';
import { RETURN_URL_PARAM } from '../../lib/spec/navigation';
import { isSignedIn, user } from '../../state';
import { useFrame } from '../shell/frameContext';
import { useLinkTo } from '../shell/links';
import { useFreeSignUp } from '../shell/useFreeSignUp';

/**
 * Route freeaccount: the free sign-up page. A new account goes to the safe `?returnUrl=` or the hq
 * page (the guards send it on to its onboarding first); a visitor already logged in goes there
 * straight away. Should the user state fail to reload, that page is loaded afresh.
 */
export function FreeAccountScreen() {
  const { title } = useFrame();
  const linkTo = useLinkTo();
  const navigate = useNavigate();
  const { search } = useLocation();
  const signedIn = isSignedIn(useSnapshot(user));
  const destination = loginDestination(search, linkTo('hq'), [linkTo('freeaccount')]);
  const returnUrl = new URLSearchParams(search).get(RETURN_URL_PARAM);
  const signUp = useFreeSignUp((stateLoaded) => {
    if (stateLoaded) void navigate(destination, { replace: true });
    else window.location.assign(destination);
  });

  if (!signUp.isCreating && signedIn) return <Navigate to={destination} replace />;

  return (
    <FreeAccountView
      title={title}
      isCreating={signUp.isCreating}
      failure={signUp.failure}
      onSubmit={signUp.submit}
      loginHref={linkTo('auth:login', {}, returnUrl ? { [RETURN_URL_PARAM]: returnUrl } : {})}
      plansHref={linkTo('buy:register')}
    />
  );
}
