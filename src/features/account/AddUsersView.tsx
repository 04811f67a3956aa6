import { useId } from 'react';
import { Link } from 'react-router-dom';

import { AddTeamMembers, type AddTeamMembersProps } from './AddTeamMembers';
import styles from './AddUsersView.module.css';
import { deviceName } from './deviceName';
import { ADD_MEMBERS_TEXT } from './teamTexts';
import { ADD_USERS_TEXT } from './texts';
import type { components } from '../../api/schema.gen';
import { formatDate } from '../../lib/format';
import { fill } from '../../lib/spec/text';
import { Button } from '../../ui/Button/Button';
import type { FrameSection } from '../shell/frameContext';
import { SectionFrame } from '../shell/SectionFrame';

export type OpenSession = components['schemas']['ChildSession'];

/** The outcome of the last "end session" action, announced in the page's status or alert region. */
export type EndOutcome = { kind: 'ended'; count: number } | { kind: 'failed' };

export interface OpenSessionsProps {
  /** The card's heading; default 'Where you are logged in'. */
  heading?: string;
  /** The line under the heading. */
  lead?: string;
  load: 'loading' | 'failed' | 'ready';
  /** The open sessions of the user's login and, for an account owner, of its team members. */
  sessions: readonly OpenSession[];
  /** The user's own id: its sessions other than this one can be ended in one go. */
  ownUserId: string;
  /** Sessions being ended right now. */
  endingIds?: readonly string[];
  outcome?: EndOutcome | null;
  onRetry: () => void;
  onEnd: (sessionIds: string[]) => void;
}

/**
 * The card of open sessions (listChildSessions): each device, whose login it is and when it was
 * last active, with a button to end it, and one to end all the user's other sessions. Used by the
 * add-users page and the Team Management page.
 */
export function OpenSessions({
  heading = ADD_USERS_TEXT.sessionsHeading,
  lead = ADD_USERS_TEXT.sessionsLead,
  load,
  sessions,
  ownUserId,
  endingIds = [],
  outcome = null,
  onRetry,
  onEnd,
}: OpenSessionsProps) {
  const headingId = useId();
  const others = sessions.filter((s) => s.userId === ownUserId && !s.isCurrentSession).map((s) => s.sessionId);
  const busy = endingIds.length > 0;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <p className={styles.lead}>{lead}</p>
      <p role="status" className={styles.status}>
        {load === 'loading' && ADD_USERS_TEXT.loading}
        {load === 'ready' &&
          outcome?.kind === 'ended' &&
          (outcome.count === 1 ? ADD_USERS_TEXT.ended : fill(ADD_USERS_TEXT.endedMany, { count: outcome.count }))}
      </p>
      <div role="alert">
        {load === 'failed' && <p className={styles.error}>{ADD_USERS_TEXT.loadFailed}</p>}
        {load === 'ready' && outcome?.kind === 'failed' && <p className={styles.error}>{ADD_USERS_TEXT.endFailed}</p>}
      </div>
      {load === 'failed' && <Button onPress={onRetry}>{ADD_USERS_TEXT.retry}</Button>}
      {load === 'ready' && (
        <>
          <table className={styles.table} aria-label={ADD_USERS_TEXT.tableLabel}>
            <thead>
              <tr>
                <th scope="col">{ADD_USERS_TEXT.device}</th>
                <th scope="col">{ADD_USERS_TEXT.account}</th>
                <th scope="col">{ADD_USERS_TEXT.lastActive}</th>
                <th scope="col">
                  <span className={styles.visuallyHidden}>{ADD_USERS_TEXT.action}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {sessions.map((s) => (
                <tr key={s.sessionId}>
                  <td>
                    {deviceName(s.userAgent) ?? ADD_USERS_TEXT.unknownDevice}
                    {s.isCurrentSession && <span className={styles.badge}>{ADD_USERS_TEXT.thisDevice}</span>}
                  </td>
                  <td>
                    {s.email}
                    {s.isChildAccount && <span className={styles.muted}> ({ADD_USERS_TEXT.teamMember})</span>}
                  </td>
                  <td>{formatDate(s.lastActiveDate)}</td>
                  <td>
                    {!s.isCurrentSession && (
                      <Button
                        size="small"
                        variant="secondary"
                        isDisabled={busy}
                        // The visible text first, then which session: the name a screen reader reads out.
                        aria-label={`${endingIds.includes(s.sessionId) ? ADD_USERS_TEXT.working : ADD_USERS_TEXT.endSession}: ${deviceName(s.userAgent) ?? ADD_USERS_TEXT.unknownDevice}, ${s.email}`}
                        onPress={() => onEnd([s.sessionId])}
                      >
                        {endingIds.includes(s.sessionId) ? ADD_USERS_TEXT.working : ADD_USERS_TEXT.endSession}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {others.length > 0 ? (
            <Button isDisabled={busy} onPress={() => onEnd(others)}>
              {ADD_USERS_TEXT.endOthers}
            </Button>
          ) : (
            <p className={styles.muted}>{ADD_USERS_TEXT.noOthers}</p>
          )}
        </>
      )}
    </section>
  );
}

export interface AddUsersViewProps extends Omit<OpenSessionsProps, 'heading' | 'lead'> {
  /** The page heading: the route title ('Add Users'). */
  title: string;
  section?: FrameSection;
  /** Set while the login is open on more devices than the plan allows (why the app brought the user here). */
  lock?: { count: number; max: number } | null;
  /** Where an account owner sees and manages the team; left out for a team member. */
  addUsersHref?: string;
  /** The add-team-members form, for an account owner; left out for a team member. */
  addMembers?: Omit<AddTeamMembersProps, 'aria-labelledby'>;
}

/**
 * The add-users page (route add-users, doc 1 §4 "too many sessions"): the sessions open on the
 * user's login (and its team's, for the owner) with a way to end them, and, for the owner, the
 * form that adds users (doc 1 §2 "add users"). It is where the guards send a login open on too
 * many devices; the screen leaves it as soon as the count is back within the plan.
 */
export function AddUsersView({
  title,
  section,
  lock = null,
  addUsersHref,
  addMembers,
  ...sessions
}: AddUsersViewProps) {
  return (
    <SectionFrame title={title} section={section}>
      {lock && (
        <p role="alert" className={styles.lock}>
          {fill(ADD_USERS_TEXT.locked, { count: lock.count, max: lock.max })}
        </p>
      )}
      <OpenSessions {...sessions} />
      {(addMembers || addUsersHref) && (
        <section className={styles.card} aria-labelledby="add-users-heading">
          <h2 id="add-users-heading" className={styles.heading}>
            {ADD_USERS_TEXT.addHeading}
          </h2>
          <p className={styles.lead}>{ADD_USERS_TEXT.addLead}</p>
          {addMembers && <AddTeamMembers {...addMembers} aria-labelledby="add-users-heading" />}
          {addUsersHref && (
            <Link className={styles.link} to={addUsersHref}>
              {addMembers ? ADD_MEMBERS_TEXT.manageTeam : ADD_USERS_TEXT.addLink}
            </Link>
          )}
        </section>
      )}
    </SectionFrame>
  );
}
