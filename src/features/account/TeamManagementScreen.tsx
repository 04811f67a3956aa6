import { useState } from 'react';
import { useSnapshot } from 'valtio';

import type { EndOutcome, OpenSession } from './AddUsersView';
import {
  isNotParentAccount,
  withAddedMembers,
  type ChildAccount,
  type ChildAccountBillAmount,
  type RemoveOutcome,
} from './team';
import { TeamManagementView } from './TeamManagementView';
import { useAddTeamMembers } from './useAddTeamMembers';
import {
  getChildAccountBillAmount,
  listChildAccounts,
  listChildSessions,
  removeChildAccount,
  removeChildSessions,
} from '../../api/child-accounts';
import { user } from '../../state';
import { useFrame } from '../shell/frameContext';
import { useLinkTo } from '../shell/links';
import { useLoader } from '../shell/useLoader';
import { useMountedRef } from '../shell/useMountedRef';

interface Team {
  members: ChildAccount[];
  billAmount: ChildAccountBillAmount | null;
}

const NO_TEAM: Team = { members: [], billAmount: null };

/** The team and what it costs; the cost is left out when it cannot be had. */
async function loadTeam(): Promise<Team> {
  const [list, billAmount] = await Promise.all([listChildAccounts(), getChildAccountBillAmount().catch(() => null)]);
  return { members: list.childAccounts, billAmount };
}

/**
 * Route account:teammanagement (and its alias users-added): loads the team, its cost and the open
 * sessions of the owner and the team; removes a member once confirmed (ending its sessions, so
 * those are loaded again); adds members through the form, staying on the page with the outcome in
 * its status region. A team member's login (isChildAccount, or a 403 NOT_PARENT_ACCOUNT) loads
 * only its own sessions and is told why it cannot manage the team.
 */
export function TeamManagementScreen() {
  const { title, section } = useFrame();
  const linkTo = useLinkTo();
  const mounted = useMountedRef();
  const { userId, isChildAccount, email, childUserEmail } = useSnapshot(user);
  // A team login's user state may carry the owner's address beside its own (childUserEmail).
  const ownerEmail = email && childUserEmail && email.toLowerCase() !== childUserEmail.toLowerCase() ? email : null;

  // A team login reads no team; the server's 403 NOT_PARENT_ACCOUNT says the same of a login the
  // user state did not mark.
  const teamRead = useLoader(
    () => (isChildAccount ? Promise.resolve(NO_TEAM) : loadTeam()),
    NO_TEAM,
    [isChildAccount],
    (error) => (isNotParentAccount(error) ? 'refused' : 'failed'),
  );
  const { data: team, setData: setTeam } = teamRead;
  const access = isChildAccount || teamRead.load === 'refused' ? 'member' : 'owner';
  const [confirming, setConfirming] = useState<ChildAccount | null>(null);
  const [removingId, setRemovingId] = useState<string | null>(null);
  const [removeOutcome, setRemoveOutcome] = useState<RemoveOutcome | null>(null);

  const sessionsRead = useLoader(() => listChildSessions().then((list) => list.sessions), [] as OpenSession[], []);
  const { data: sessions, setData: setSessions } = sessionsRead;
  const [endingIds, setEndingIds] = useState<string[]>([]);
  const [endOutcome, setEndOutcome] = useState<EndOutcome | null>(null);

  /** Loads the sessions again without the loading state (after a removal ended some). */
  const refreshSessions = () => {
    listChildSessions().then(
      (list) => {
        if (mounted.current) setSessions(list.sessions);
      },
      () => undefined,
    );
  };

  const refreshBillAmount = () => {
    getChildAccountBillAmount().then(
      (billAmount) => {
        if (mounted.current) setTeam((previous) => ({ ...previous, billAmount }));
      },
      () => undefined,
    );
  };

  const add = useAddTeamMembers({
    onAdded: (result) => {
      setTeam((previous) => ({ ...previous, members: withAddedMembers(previous.members, result.childAccounts) }));
      setRemoveOutcome(null);
      refreshBillAmount();
    },
  });

  const remove = async (member: ChildAccount) => {
    setRemovingId(member.id);
    setRemoveOutcome(null);
    try {
      await removeChildAccount(member.id);
      if (!mounted.current) return;
      setTeam((previous) => ({ ...previous, members: previous.members.filter((m) => m.id !== member.id) }));
      setRemoveOutcome({ kind: 'removed', email: member.email });
      refreshSessions();
      refreshBillAmount();
    } catch {
      if (mounted.current) setRemoveOutcome({ kind: 'failed', email: member.email });
    } finally {
      if (mounted.current) {
        setRemovingId(null);
        setConfirming(null);
      }
    }
  };

  const end = async (sessionIds: string[]) => {
    setEndingIds(sessionIds);
    setEndOutcome(null);
    try {
      const { removedCount } = await removeChildSessions({ sessionIds });
      const list = await listChildSessions();
      if (!mounted.current) return;
      setSessions(list.sessions);
      setEndOutcome({ kind: 'ended', count: removedCount });
    } catch {
      if (mounted.current) setEndOutcome({ kind: 'failed' });
    } finally {
      if (mounted.current) setEndingIds([]);
    }
  };

  return (
    <TeamManagementView
      title={title}
      section={section}
      access={access}
      ownerEmail={ownerEmail}
      load={teamRead.load === 'refused' ? 'failed' : teamRead.load}
      members={team.members}
      billAmount={team.billAmount}
      confirming={confirming}
      removingId={removingId}
      removeOutcome={removeOutcome}
      onRetry={teamRead.retry}
      onAskRemove={(member) => {
        setRemoveOutcome(null);
        setConfirming(member);
      }}
      onCancelRemove={() => setConfirming(null)}
      onConfirmRemove={(member) => void remove(member)}
      addMembers={{
        ...add,
        paymentSettingsHref: linkTo('account:settings'),
        subscriptionHref: linkTo('account:subscription'),
      }}
      sessions={{
        load: sessionsRead.load,
        sessions,
        ownUserId: userId,
        endingIds,
        outcome: endOutcome,
        onRetry: sessionsRead.retry,
        onEnd: (ids) => void end(ids),
      }}
    />
  );
}
