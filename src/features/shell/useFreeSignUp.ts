import { useEffect, useState } from 'react';

import { preloadCaptcha } from './captcha';
import { signUpFree, type FreeSignUpFailure, type FreeSignUpValues } from './freeSignUp';
import { useMountedRef } from './useMountedRef';

export interface FreeSignUp {
  /** The creating flag: on from the submit until the account exists (and while the page moves on). */
  isCreating: boolean;
  failure: FreeSignUpFailure | null;
  submit: (values: FreeSignUpValues) => void;
}

/**
 * The state of a free sign-up form wherever it is shown (/freeaccount, the paywall, the prompts):
 * preloads the bot check, runs the sign-up, and calls `onRegistered` once the account exists
 * (`stateLoaded` false: the user state could not be reloaded, so load the next page afresh).
 */
export function useFreeSignUp(onRegistered: (stateLoaded: boolean) => void): FreeSignUp {
  const mounted = useMountedRef();
  const [isCreating, setCreating] = useState(false);
  const [failure, setFailure] = useState<FreeSignUpFailure | null>(null);
  useEffect(() => {
    void preloadCaptcha();
  }, []);

  const submit = async (values: FreeSignUpValues) => {
    if (isCreating) return;
    setCreating(true);
    // Cleared, so the same text failing again is announced again.
    setFailure(null);
    const outcome = await signUpFree(values);
    if (!mounted.current) return;
    if (outcome.ok) {
      onRegistered(outcome.stateLoaded);
      return;
    }
    setFailure(outcome.failure);
    setCreating(false);
  };

  return { isCreating, failure, submit: (values) => void submit(values) };
}
