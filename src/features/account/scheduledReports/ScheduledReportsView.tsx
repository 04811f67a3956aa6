import { useEffect, useId, useMemo, useRef } from 'react';
import { Link } from 'react-router-dom';

import {
  projectText,
  recipientTexts,
  reportKey,
  scheduleText,
  type ListedReport,
  type ScheduledPdfReport,
} from './scheduledReports';
import { SCHEDULED_REPORTS_TEXT as T } from './scheduledReportsTexts';
import styles from './ScheduledReportsView.module.css';
import { formatDate } from '../../../lib/format';
import { safeReturnUrl } from '../../../lib/returnUrl';
import { fill } from '../../../lib/spec/text';
import { Button } from '../../../ui/Button/Button';
import { ConfirmModal } from '../../../ui/Modal/Modal';
import type { FrameSection } from '../../shell/frameContext';
import { SectionFrame } from '../../shell/SectionFrame';
import type { LoadState } from '../../shell/useLoader';

export type { ListedReport, ScheduledPdfReport };

/** What the last pause, resume or delete came to, announced in the status or alert region. */
export type ReportOutcome =
  | { kind: 'paused' | 'deleted' | 'toggleFailed' | 'deleteFailed'; name: string; inTeam: boolean }
  | { kind: 'resumed'; name: string; inTeam: boolean; nextRunAt: string | null };

/** The action running on a report (its buttons are disabled, the pressed one says what it does). */
export interface PendingAction {
  key: string;
  action: 'toggle' | 'delete';
}

export interface ScheduledReportsViewProps {
  /** The page heading: the route title ('Scheduled PDF Reports'). */
  title: string;
  section?: FrameSection;
  load: LoadState;
  /** The user's own reports and, for a team owner, its members' (memberEmail set), oldest first. */
  reports: readonly ListedReport[];
  /** Project names by id (getProjects), for the project column. */
  projectNames: ReadonlyMap<string, string>;
  /** A team owner with members: their reports get a section of their own. */
  hasTeam: boolean;
  pending?: PendingAction | null;
  /** The report whose deletion awaits confirmation (the dialog is open). */
  confirming?: ListedReport | null;
  outcome?: ReportOutcome | null;
  onRetry: () => void;
  /** Pause an active report, resume a paused one. */
  onToggle: (entry: ListedReport) => void;
  onAskDelete: (entry: ListedReport) => void;
  onCancelDelete: () => void;
  onConfirmDelete: (entry: ListedReport) => void;
}

function outcomeText(outcome: ReportOutcome): string {
  const { name } = outcome;
  switch (outcome.kind) {
    case 'paused':
      return fill(T.pausedOutcome, { name });
    case 'resumed':
      return fill(T.resumedOutcome, { name, date: formatDate(outcome.nextRunAt) });
    case 'deleted':
      return fill(T.deleted, { name });
    case 'toggleFailed':
      return fill(T.toggleFailed, { name });
    case 'deleteFailed':
      return fill(T.deleteFailed, { name });
  }
}

const isFailure = (outcome: ReportOutcome) => outcome.kind === 'toggleFailed' || outcome.kind === 'deleteFailed';

interface ReportListProps {
  /** The heading that names the list. */
  labelledBy: string;
  entries: readonly ListedReport[];
  pending: PendingAction | null;
  projectNames: ReadonlyMap<string, string>;
  onToggle: (entry: ListedReport) => void;
  onAskDelete: (entry: ListedReport) => void;
}

/** One card per report: its name (a link to the page it is made from), its facts and its buttons. */
function ReportList({ labelledBy, entries, pending, projectNames, onToggle, onAskDelete }: ReportListProps) {
  const rowAction = (action: string, r: ScheduledPdfReport) => fill(T.rowAction, { action, name: r.name });
  return (
    <ul className={styles.list} aria-labelledby={labelledBy}>
      {entries.map((entry) => {
        const { report, memberEmail } = entry;
        const key = reportKey(report);
        const toggling = pending?.key === key && pending.action === 'toggle';
        const deleting = pending?.key === key && pending.action === 'delete';
        const pauseText = toggling ? T.pausing : T.pause;
        const resumeText = toggling ? T.resuming : T.resume;
        const toggleText = report.isActive ? pauseText : resumeText;
        const deleteText = deleting ? T.deleting : T.delete;
        // The page the report is made from, when it is a path of this site.
        const href = safeReturnUrl(report.sourceUrl);
        const recipients = recipientTexts(report);
        return (
          <li key={key} className={styles.item}>
            <div className={styles.itemHead}>
              <h3 className={styles.name}>
                {href ? (
                  <Link className={styles.link} to={href}>
                    {report.name}
                  </Link>
                ) : (
                  report.name
                )}
              </h3>
              <span className={report.isActive ? styles.active : styles.paused}>
                {report.isActive ? T.active : T.paused}
              </span>
              <span className={styles.actions}>
                <Button
                  size="small"
                  variant="secondary"
                  isDisabled={pending !== null}
                  aria-label={rowAction(toggleText, report)}
                  onPress={() => onToggle(entry)}
                >
                  {toggleText}
                </Button>
                <Button
                  size="small"
                  variant="secondary"
                  isDisabled={pending !== null}
                  aria-label={rowAction(deleteText, report)}
                  onPress={() => onAskDelete(entry)}
                >
                  {deleteText}
                </Button>
              </span>
            </div>
            <dl className={styles.facts}>
              {memberEmail !== null && (
                <div>
                  <dt>{T.member}</dt>
                  <dd>{memberEmail}</dd>
                </div>
              )}
              <div>
                <dt>{T.project}</dt>
                <dd>{projectText(report.projectId, projectNames)}</dd>
              </div>
              <div>
                <dt>{T.schedule}</dt>
                <dd>{scheduleText(report)}</dd>
              </div>
              <div>
                <dt>{T.nextRun}</dt>
                <dd>
                  {report.isActive && report.nextRunAt ? (
                    <time dateTime={report.nextRunAt}>{formatDate(report.nextRunAt)}</time>
                  ) : (
                    <span className={styles.muted}>{T.notScheduled}</span>
                  )}
                </dd>
              </div>
              <div className={styles.wide}>
                <dt>{T.recipients}</dt>
                <dd>
                  {recipients.length === 0 ? (
                    <span className={styles.muted}>{T.noRecipients}</span>
                  ) : (
                    recipients.map((text, i) => (
                      <span
                        key={i}
                        className={report.alertRecipients[i]?.isActive ? styles.recipient : styles.recipientOff}
                      >
                        {text}
                      </span>
                    ))
                  )}
                </dd>
              </div>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The scheduled PDF reports page (route account:scheduled-pdf-reports; /account/alerts leads here;
 * doc 1 §2, doc 2 §2, §3 PDF export form, §7 GetScheduledPdfReports, UpdateScheduledPdfReports,
 * DeleteScheduledPdfReport): each report with its project, when it is sent (WEEKLY on a week day,
 * MONTHLY on a day of the month), its recipients and next run, a Pause or Resume, and a Delete
 * that asks first. A team owner also sees its members' reports. With none, the page says where
 * reports are scheduled from: a report's PDF export.
 */
export function ScheduledReportsView({
  title,
  section,
  load,
  reports,
  projectNames,
  hasTeam,
  pending = null,
  confirming = null,
  outcome = null,
  onRetry,
  onToggle,
  onAskDelete,
  onCancelDelete,
  onConfirmDelete,
}: ScheduledReportsViewProps) {
  const ownHeadingId = useId();
  const teamHeadingId = useId();
  const ownHeading = useRef<HTMLHeadingElement>(null);
  const teamHeading = useRef<HTMLHeadingElement>(null);

  // The deleted report's card (and its Delete button, where focus was) is gone: focus goes to its list.
  useEffect(() => {
    if (outcome?.kind === 'deleted') (outcome.inTeam ? teamHeading : ownHeading).current?.focus();
  }, [outcome]);

  const own = useMemo(() => reports.filter((r) => r.memberEmail === null), [reports]);
  const team = useMemo(() => reports.filter((r) => r.memberEmail !== null), [reports]);
  const items = { pending, projectNames, onToggle, onAskDelete };

  const said = load === 'ready' && outcome && !isFailure(outcome) ? outcomeText(outcome) : '';
  const failed = load === 'ready' && outcome && isFailure(outcome) ? outcomeText(outcome) : '';

  return (
    <SectionFrame title={title} section={section}>
      <section className={styles.card} aria-labelledby={ownHeadingId}>
        <h2 id={ownHeadingId} ref={ownHeading} tabIndex={-1} className={styles.heading}>
          {T.ownHeading}
        </h2>
        <p className={styles.lead}>{T.lead}</p>
        <div role="status" className={styles.status}>
          {load === 'loading' && <p className={styles.loading}>{T.loading}</p>}
          {said && <p className={styles.said}>{said}</p>}
        </div>
        <div role="alert" className={styles.alerts}>
          {load === 'failed' && <p className={styles.error}>{T.loadFailed}</p>}
          {failed && <p className={styles.error}>{failed}</p>}
        </div>
        {load === 'failed' && (
          <div>
            <Button onPress={onRetry}>{T.retry}</Button>
          </div>
        )}
        {load === 'ready' && own.length === 0 && (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>{T.emptyTitle}</p>
            <p>{T.emptyHow}</p>
          </div>
        )}
        {load === 'ready' && own.length > 0 && <ReportList labelledBy={ownHeadingId} entries={own} {...items} />}
      </section>
      {load === 'ready' && hasTeam && (
        <section className={styles.card} aria-labelledby={teamHeadingId}>
          <h2 id={teamHeadingId} ref={teamHeading} tabIndex={-1} className={styles.heading}>
            {T.teamHeading}
          </h2>
          <p className={styles.lead}>{T.teamLead}</p>
          {team.length === 0 ? (
            <p className={styles.muted}>{T.teamEmpty}</p>
          ) : (
            <ReportList labelledBy={teamHeadingId} entries={team} {...items} />
          )}
        </section>
      )}
      <ConfirmModal
        isOpen={confirming !== null}
        title={confirming ? fill(T.confirmTitle, { name: confirming.report.name }) : ''}
        message={T.confirmMessage}
        confirmLabel={T.confirmDelete}
        cancelLabel={T.keep}
        isConfirming={confirming !== null && pending?.key === reportKey(confirming.report)}
        onConfirm={() => {
          if (confirming && pending === null) onConfirmDelete(confirming);
        }}
        onCancel={() => {
          if (pending === null) onCancelDelete();
        }}
      />
    </SectionFrame>
  );
}
