import { useEffect, useId, useRef } from 'react';

import { AddTeamMembers, type AddTeamMembersProps } from './AddTeamMembers';
import { OpenSessions, type OpenSessionsProps } from './AddUsersView';
import type { ChildAccount, ChildAccountBillAmount, RemoveOutcome } from './team';
import styles from './TeamManagementView.module.css';
import { TEAM_TEXT as T, ADD_MEMBERS_TEXT } from './teamTexts';
import { formatCurrency, formatDate, formatNumber } from '../../lib/format';
import { TEXT, fill } from '../../lib/spec/text';
import { Button } from '../../ui/Button/Button';
import { ConfirmModal } from '../../ui/Modal/Modal';
import type { FrameSection } from '../shell/frameContext';
import { SectionFrame } from '../shell/SectionFrame';

export type { RemoveOutcome } from './team';

export interface TeamManagementViewProps {
  /** The page heading: the route title ('Team Management'). */
  title: string;
  section?: FrameSection;
  /**
   * 'owner' manages the team. 'member' is a team member's login: it sees why it cannot manage the
   * team (and its own sessions), without the controls that add or remove users.
   */
  access: 'owner' | 'member';
  /** The account owner's address, named to a team member as the one to ask. */
  ownerEmail?: string | null;
  /** The team list (listChildAccounts). */
  load: 'loading' | 'failed' | 'ready';
  members: readonly ChildAccount[];
  /** What the team costs now (getChildAccountBillAmount); left out when it is not known. */
  billAmount?: ChildAccountBillAmount | null;
  /** The member whose removal awaits confirmation (the dialog is open). */
  confirming?: ChildAccount | null;
  /** The member being removed right now. */
  removingId?: string | null;
  removeOutcome?: RemoveOutcome | null;
  onRetry: () => void;
  /** Remove was pressed for a member: ask for confirmation. */
  onAskRemove: (member: ChildAccount) => void;
  onCancelRemove: () => void;
  onConfirmRemove: (member: ChildAccount) => void;
  /** The add-team-members form (the team's addresses are passed on by the view). */
  addMembers: Omit<AddTeamMembersProps, 'aria-labelledby' | 'teamEmails'>;
  /** The open sessions of the owner and the team (a team member: its own). */
  sessions: Omit<OpenSessionsProps, 'heading' | 'lead'>;
}

function BillLine({ bill }: { bill: ChildAccountBillAmount }) {
  const period = bill.isAnnual ? ADD_MEMBERS_TEXT.year : ADD_MEMBERS_TEXT.month;
  const perUser = formatCurrency(bill.amountPerUser);
  const cost =
    bill.numberOfChildren === 1
      ? fill(T.billOne, { perUser, period })
      : fill(T.billMany, {
          count: formatNumber(bill.numberOfChildren),
          perUser,
          amount: formatCurrency(bill.amount),
          period,
        });
  return (
    <p className={styles.bill}>
      {cost}
      {bill.nextBillingDate && ` ${fill(T.nextBill, { date: formatDate(bill.nextBillingDate) })}`}
    </p>
  );
}

/**
 * The Team Management page (route account:teammanagement, doc 1 §2, §6 parent account, §7 child
 * accounts, §8): the team with each member's e-mail, when they were added and last active, and a
 * Remove that asks first; the form that adds members with the bill preview; and where the owner
 * and the team are logged in. A team member's login sees why it cannot manage the team instead.
 */
export function TeamManagementView({
  title,
  section,
  access,
  ownerEmail,
  load,
  members,
  billAmount = null,
  confirming = null,
  removingId = null,
  removeOutcome = null,
  onRetry,
  onAskRemove,
  onCancelRemove,
  onConfirmRemove,
  addMembers,
  sessions,
}: TeamManagementViewProps) {
  const teamHeadingId = useId();
  const addHeadingId = useId();
  const teamHeading = useRef<HTMLHeadingElement>(null);

  // The removed member's row (and its Remove button, where focus was) is gone: focus goes to the team.
  useEffect(() => {
    if (removeOutcome?.kind === 'removed') teamHeading.current?.focus();
  }, [removeOutcome]);

  if (access === 'member') {
    return (
      <SectionFrame title={title} section={section}>
        <section className={styles.card} aria-labelledby={teamHeadingId}>
          <h2 id={teamHeadingId} className={styles.heading}>
            {T.teamHeading}
          </h2>
          <p className={styles.notice}>
            {ownerEmail ? fill(T.memberNotice, { owner: ownerEmail }) : T.memberNoticeNoOwner}
          </p>
        </section>
        <OpenSessions {...sessions} heading={T.memberSessionsHeading} />
      </SectionFrame>
    );
  }

  const busy = removingId !== null;
  return (
    <SectionFrame title={title} section={section}>
      <section className={styles.card} aria-labelledby={teamHeadingId}>
        <h2 id={teamHeadingId} ref={teamHeading} tabIndex={-1} className={styles.heading}>
          {T.teamHeading}
        </h2>
        <p className={styles.lead}>{T.teamLead}</p>
        {load === 'ready' && billAmount && billAmount.numberOfChildren > 0 && <BillLine bill={billAmount} />}
        <p role="status" className={styles.status}>
          {load === 'loading' && T.loading}
          {load === 'ready' && removeOutcome?.kind === 'removed' && fill(T.removed, { email: removeOutcome.email })}
        </p>
        <div role="alert" className={styles.alert}>
          {load === 'failed' && <p className={styles.error}>{T.loadFailed}</p>}
          {load === 'ready' && removeOutcome?.kind === 'failed' && (
            <p className={styles.error}>{TEXT.removeUserFailed}</p>
          )}
        </div>
        {load === 'failed' && <Button onPress={onRetry}>{T.retry}</Button>}
        {load === 'ready' && members.length === 0 && <p className={styles.muted}>{T.empty}</p>}
        {load === 'ready' && members.length > 0 && (
          <table className={styles.table} aria-label={T.tableLabel}>
            <thead>
              <tr>
                <th scope="col">{T.email}</th>
                <th scope="col">{T.added}</th>
                <th scope="col">{T.lastActive}</th>
                <th scope="col">{T.openSessions}</th>
                <th scope="col">
                  <span className={styles.visuallyHidden}>{T.action}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {members.map((member) => {
                const removing = removingId === member.id;
                const label = removing ? T.removing : T.remove;
                return (
                  <tr key={member.id}>
                    <th scope="row" className={styles.email}>
                      {member.email}
                      {member.name && <span className={styles.muted}> ({member.name})</span>}
                    </th>
                    <td className={styles.date}>{formatDate(member.createdAt)}</td>
                    <td className={styles.date}>
                      {member.lastActiveDate ? formatDate(member.lastActiveDate) : T.neverActive}
                    </td>
                    <td>{formatNumber(member.activeSessionCount)}</td>
                    <td>
                      <Button
                        size="small"
                        variant="secondary"
                        isDisabled={busy}
                        // The visible text first, then whom: the name a screen reader reads out.
                        aria-label={`${label}: ${member.email}`}
                        onPress={() => onAskRemove(member)}
                      >
                        {label}
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </section>
      <section className={styles.card} aria-labelledby={addHeadingId}>
        <h2 id={addHeadingId} className={styles.heading}>
          {T.addHeading}
        </h2>
        <p className={styles.lead}>{T.addLead}</p>
        <AddTeamMembers {...addMembers} teamEmails={members.map((m) => m.email)} aria-labelledby={addHeadingId} />
      </section>
      <OpenSessions {...sessions} heading={T.sessionsHeading} lead={T.sessionsLead} />
      <ConfirmModal
        isOpen={confirming !== null}
        title={confirming ? fill(T.confirmTitle, { email: confirming.email }) : ''}
        message={confirming ? fill(T.confirmMessage, { email: confirming.email }) : ''}
        confirmLabel={T.confirmRemove}
        isConfirming={confirming !== null && removingId === confirming.id}
        onConfirm={() => {
          if (confirming && !busy) onConfirmRemove(confirming);
        }}
        onCancel={() => {
          if (!busy) onCancelRemove();
        }}
      />
    </SectionFrame>
  );
}
