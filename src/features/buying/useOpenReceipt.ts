import { useNavigate } from 'react-router-dom';

import { loadActiveState } from '../../state';
import { useLinkTo } from '../shell/links';
import { useMountedRef } from '../shell/useMountedRef';

/**
 * What a screen does after a payment: reload the user state (the header and the guards then see
 * the full user), then open the payment's receipt (HQ when the answer names none). A failed reload
 * opens it by a full page load, which reads the state afresh.
 */
export function useOpenReceipt(): (receiptId: number | null | undefined) => Promise<void> {
  const linkTo = useLinkTo();
  const navigate = useNavigate();
  const mounted = useMountedRef();
  return async (receiptId) => {
    const next = receiptId ? linkTo('account:receipt', {}, { receiptId }) : linkTo('hq');
    try {
      await loadActiveState();
      if (mounted.current) void navigate(next, { replace: true });
    } catch {
      window.location.assign(next);
    }
  };
}
