import { useCallback, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';

import {
  annualFailureOf,
  annualLoadFailureOf,
  annualRequestOf,
  type AnnualLoadFailure,
  type AnnualUpgradeOffer,
} from './annualUpgrade';
import { AnnualUpgradeView, type AnnualConfirmation } from './AnnualUpgradeView';
import { getAnnualUpgradeOffer, upgradeToAnnual } from '../../api/purchase';
import { RETURN_URL_PARAM } from '../../lib/spec/navigation';
import { isSignedIn, loadActiveState, user } from '../../state';
import { useFrame } from '../shell/frameContext';
import { useLinkTo } from '../shell/links';
import { useLoader } from '../shell/useLoader';
import { useMountedRef } from '../shell/useMountedRef';

/**
 * Route upgrade:annual (/e/:clickType?, doc 1 §2): reads the annual billing offer for the path's
 * click type, and on the one click switches with upgradeToAnnual (the click type goes along), then
 * shows the new billing and reloads the user state (the tracking state's billing cycle). The route
 * has no guard: a logged-out visitor, or one whose session ended (401), gets a login link that
 * returns here. A refusal that says the subscription changed (403, 409) reads the offer again.
 */
export function AnnualUpgradeScreen() {
  const { title } = useFrame();
  const linkTo = useLinkTo();
  const mounted = useMountedRef();
  const { pathname, search } = useLocation();
  const { clickType } = useParams<{ clickType?: string }>();
  const loggedIn = isSignedIn(useSnapshot(user));
  const offer = useLoader<AnnualUpgradeOffer | null, AnnualLoadFailure>(
    () => (loggedIn ? getAnnualUpgradeOffer(clickType ? { clickType } : undefined) : Promise.resolve(null)),
    null,
    [loggedIn, clickType],
    annualLoadFailureOf,
  );
  const [confirmation, setConfirmation] = useState<AnnualConfirmation>({ kind: 'idle' });
  const [sessionEnded, setSessionEnded] = useState(false);

  const confirm = async () => {
    setConfirmation({ kind: 'confirming' });
    try {
      const result = await upgradeToAnnual(annualRequestOf(clickType));
      if (!mounted.current) return;
      setConfirmation({ kind: 'done', result });
      // The billing cycle changed: the header and the guards read it from the active state.
      loadActiveState().catch(() => undefined);
    } catch (error) {
      if (!mounted.current) return;
      const failure = annualFailureOf(error);
      if (failure.kind === 'loggedOut') {
        setSessionEnded(true);
        setConfirmation({ kind: 'idle' });
        return;
      }
      setConfirmation({ kind: 'failed', failure });
      if (failure.kind === 'changed') offer.retry();
    }
  };

  const receipt = useCallback((receiptId: number) => linkTo('account:receipt', {}, { receiptId }), [linkTo]);

  return (
    <AnnualUpgradeView
      title={title}
      load={!loggedIn || sessionEnded ? 'loggedOut' : offer.load}
      offer={offer.data}
      onRetry={offer.retry}
      confirmation={confirmation}
      onConfirm={() => void confirm()}
      links={{
        login: linkTo('auth:login', {}, { [RETURN_URL_PARAM]: `${pathname}${search}` }),
        subscription: linkTo('account:subscription'),
        settings: linkTo('account:settings'),
        upgrade: linkTo('upgrade'),
        receipt,
      }}
    />
  );
}
