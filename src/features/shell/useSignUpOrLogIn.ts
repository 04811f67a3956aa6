import { useLocation } from 'react-router-dom';

import type { FreeSignUpFailure, FreeSignUpValues } from './freeSignUp';
import { useLinkTo } from './links';
import { useFreeSignUp } from './useFreeSignUp';
import { safeReturnUrl } from '../../lib/returnUrl';
import { RETURN_URL_PARAM } from '../../lib/spec/navigation';

/** What the paywall and the login/sign-up prompt need to sign a visitor up or send them to log in. */
export interface SignUpOrLogInProps {
  /** The creating flag of the free sign-up form. */
  isCreating?: boolean;
  /** The last refused sign-up. */
  failure?: FreeSignUpFailure | null;
  onSubmit: (values: FreeSignUpValues) => void;
  /** The login page, coming back here afterwards. */
  loginHref: string;
  /** The plans and purchase page. */
  buyHref: string;
}

/**
 * Connects the paywall or a prompt: the free sign-up (doc 1 §4; it emits the 'registered' signal
 * and reloads the user state, so the page behind opens in place), the login link with this page as
 * its safe return URL, and the plans page (route buy:register, its click marker defaulted there).
 */
export function useSignUpOrLogIn(onRegistered?: (stateLoaded: boolean) => void): SignUpOrLogInProps {
  const linkTo = useLinkTo();
  const { pathname, search } = useLocation();
  const signUp = useFreeSignUp((stateLoaded) => onRegistered?.(stateLoaded));
  const returnUrl = safeReturnUrl(pathname + search);
  return {
    isCreating: signUp.isCreating,
    failure: signUp.failure,
    onSubmit: signUp.submit,
    loginHref: linkTo('auth:login', {}, returnUrl ? { [RETURN_URL_PARAM]: returnUrl } : {}),
    buyHref: linkTo('buy:register'),
  };
}
