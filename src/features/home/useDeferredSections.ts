import { useEffect, useState } from 'react';

import { MEMBERSHIP_WIDGET_MOUNT_DELAY_MS } from '../../lib/spec/navigation';

/**
 * Doc 1 §4: the showcase, testimonial and below-the-fold section appear only after the first
 * render and never while prerendering; the membership widget mounts 250 ms after that.
 */
export function useDeferredSections(isPrerendering: boolean): { showDeferred: boolean; showMembership: boolean } {
  const [hasRendered, setHasRendered] = useState(false);
  useEffect(() => {
    // A second render right after the first commit is the point: the first paint stays light.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setHasRendered(true);
  }, []);
  const showDeferred = hasRendered && !isPrerendering;
  const [membershipDue, setMembershipDue] = useState(false);
  useEffect(() => {
    if (!showDeferred) return undefined;
    const timer = setTimeout(() => setMembershipDue(true), MEMBERSHIP_WIDGET_MOUNT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [showDeferred]);
  return { showDeferred, showMembership: showDeferred && membershipDue };
}
