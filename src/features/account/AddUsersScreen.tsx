import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';

import { AddUsersView, type EndOutcome, type OpenSession } from './AddUsersView';
import { useAddTeamMembers } from './useAddTeamMembers';
import { listChildSessions, removeChildSessions } from '../../api/child-accounts';
import { refreshSessionInfo, user } from '../../state';
import { useFrame } from '../shell/frameContext';
import { useLinkTo } from '../shell/links';
import { useLoader } from '../shell/useLoader';
import { useMountedRef } from '../shell/useMountedRef';

interface Loaded {
  sessions: OpenSession[];
  lock: { count: number; max: number } | null;
}

/** The open sessions and the session standing (a lock when the login is over its plan's limit). */
async function loadSessions(): Promise<Loaded> {
  // refreshSessionInfo also updates the user's too-many-sessions flag, which the guards read.
  const [list, info] = await Promise.all([listChildSessions(), refreshSessionInfo()]);
  const lock =
    info.isTooManyActiveSessions && info.maxActiveSessions !== null
      ? { count: info.activeSessionCount, max: info.maxActiveSessions }
      : null;
  return { sessions: list.sessions, lock };
}

/**
 * Route add-users (and users-added): loads the open sessions and the session standing, ends the
 * sessions the user picks, and, when that brings a locked login back within its plan, leaves for
 * the hq page at once. An account owner also adds users here (the add-team-members form, whose
 * outcome shows on the page: it does not move to the users-added alias).
 */
export function AddUsersScreen() {
  const { title, section } = useFrame();
  const linkTo = useLinkTo();
  const navigate = useNavigate();
  const mounted = useMountedRef();
  const { userId, isChildAccount } = useSnapshot(user);
  const { load, data, setData, retry } = useLoader(loadSessions, { sessions: [], lock: null } as Loaded, []);
  const [endingIds, setEndingIds] = useState<string[]>([]);
  const [outcome, setOutcome] = useState<EndOutcome | null>(null);

  const add = useAddTeamMembers();

  const end = async (sessionIds: string[]) => {
    const wasLocked = data.lock !== null;
    setEndingIds(sessionIds);
    setOutcome(null);
    try {
      const { removedCount } = await removeChildSessions({ sessionIds });
      const next = await loadSessions();
      if (!mounted.current) return;
      if (wasLocked && next.lock === null) {
        void navigate(linkTo('hq'), { replace: true });
        return;
      }
      setData(next);
      setOutcome({ kind: 'ended', count: removedCount });
    } catch {
      if (mounted.current) setOutcome({ kind: 'failed' });
    } finally {
      if (mounted.current) setEndingIds([]);
    }
  };

  return (
    <AddUsersView
      title={title}
      section={section}
      lock={data.lock}
      load={load}
      sessions={data.sessions}
      ownUserId={userId}
      endingIds={endingIds}
      outcome={outcome}
      addUsersHref={isChildAccount ? undefined : linkTo('account:teammanagement')}
      addMembers={
        isChildAccount
          ? undefined
          : {
              ...add,
              paymentSettingsHref: linkTo('account:settings'),
              subscriptionHref: linkTo('account:subscription'),
            }
      }
      onRetry={retry}
      onEnd={(ids) => void end(ids)}
    />
  );
}
