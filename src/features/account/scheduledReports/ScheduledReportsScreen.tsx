import { useState } from 'react';
import { useSnapshot } from 'valtio';

import { reportKey, withoutReport, withReport, type ListedReport } from './scheduledReports';
import { ScheduledReportsView, type PendingAction, type ReportOutcome } from './ScheduledReportsView';
import { listChildAccounts } from '../../../api/child-accounts';
import { ApiError } from '../../../api/client';
import { deleteScheduledPdfReport, getScheduledPdfReports, updateScheduledPdfReports } from '../../../api/pdf-export';
import { getProjects } from '../../../api/projects';
import { user } from '../../../state';
import { useFrame } from '../../shell/frameContext';
import { useLoader } from '../../shell/useLoader';
import { useMountedRef } from '../../shell/useMountedRef';

interface Loaded {
  reports: ListedReport[];
  projectNames: ReadonlyMap<string, string>;
  /** The user owns a team with members (whose reports it may manage). */
  hasTeam: boolean;
}

const EMPTY: Loaded = { reports: [], projectNames: new Map(), hasTeam: false };

/** A 403 on the team list: the user is no team owner, so there are no members' reports to show. */
const noTeam = (error: unknown) => {
  if (error instanceof ApiError && error.status === 403) return [];
  throw error;
};

/**
 * The user's reports, its team members' (a team owner may read them: GetScheduledPdfReports takes
 * a child account's userId) and the project names the reports refer to.
 */
async function loadReports(userId: string, isChildAccount: boolean): Promise<Loaded> {
  const [members, own, projects] = await Promise.all([
    isChildAccount ? [] : listChildAccounts().then((list) => list.childAccounts, noTeam),
    getScheduledPdfReports({ userId }),
    getProjects(),
  ]);
  const memberReports = await Promise.all(
    members.map((member) =>
      getScheduledPdfReports({ userId: member.id }).then((reports) =>
        reports.map((report) => ({ report, memberEmail: member.email })),
      ),
    ),
  );
  return {
    reports: [...own.map((report) => ({ report, memberEmail: null })), ...memberReports.flat()],
    projectNames: new Map(projects.map((p) => [p.id, p.projectName])),
    hasTeam: members.length > 0,
  };
}

/**
 * Route account:scheduled-pdf-reports (and /account/alerts, which redirects here): loads the
 * scheduled PDF reports of the user and, for a team owner, of its members; pauses or resumes one
 * (UpdateScheduledPdfReports with isActive) and deletes one once confirmed
 * (DeleteScheduledPdfReport), keeping the list in step with the server's answers.
 */
export function ScheduledReportsScreen() {
  const { title, section } = useFrame();
  const mounted = useMountedRef();
  const { userId, isChildAccount } = useSnapshot(user);
  const loaded = useLoader(() => loadReports(userId, isChildAccount), EMPTY, [userId, isChildAccount]);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [confirming, setConfirming] = useState<ListedReport | null>(null);
  const [outcome, setOutcome] = useState<ReportOutcome | null>(null);

  const setReports = (change: (reports: ListedReport[]) => ListedReport[]) =>
    loaded.setData((previous) => ({ ...previous, reports: change(previous.reports) }));

  const toggle = async ({ report, memberEmail }: ListedReport) => {
    const inTeam = memberEmail !== null;
    setPending({ key: reportKey(report), action: 'toggle' });
    setOutcome(null);
    try {
      const [updated] = await updateScheduledPdfReports({
        reports: [{ userId: report.userId, alertId: report.alertId, isActive: !report.isActive }],
      });
      if (!mounted.current) return;
      if (!updated) throw new Error('The update answered no report.');
      setReports((reports) => withReport(reports, updated));
      setOutcome(
        updated.isActive
          ? { kind: 'resumed', name: updated.name, inTeam, nextRunAt: updated.nextRunAt ?? null }
          : { kind: 'paused', name: updated.name, inTeam },
      );
    } catch {
      if (mounted.current) setOutcome({ kind: 'toggleFailed', name: report.name, inTeam });
    } finally {
      if (mounted.current) setPending(null);
    }
  };

  const remove = async ({ report, memberEmail }: ListedReport) => {
    const key = reportKey(report);
    const inTeam = memberEmail !== null;
    setPending({ key, action: 'delete' });
    setOutcome(null);
    try {
      await deleteScheduledPdfReport({ userId: report.userId, alertId: report.alertId }).catch((error: unknown) => {
        // Already gone (deleted in another tab): the outcome the user asked for.
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      });
      if (!mounted.current) return;
      setReports((reports) => withoutReport(reports, key));
      setOutcome({ kind: 'deleted', name: report.name, inTeam });
    } catch {
      if (mounted.current) setOutcome({ kind: 'deleteFailed', name: report.name, inTeam });
    } finally {
      if (mounted.current) {
        setPending(null);
        setConfirming(null);
      }
    }
  };

  return (
    <ScheduledReportsView
      title={title}
      section={section}
      load={loaded.load}
      reports={loaded.data.reports}
      projectNames={loaded.data.projectNames}
      hasTeam={loaded.data.hasTeam}
      pending={pending}
      confirming={confirming}
      outcome={outcome}
      onRetry={loaded.retry}
      onToggle={(entry) => void toggle(entry)}
      onAskDelete={(entry) => {
        setOutcome(null);
        setConfirming(entry);
      }}
      onCancelDelete={() => setConfirming(null)}
      onConfirmDelete={(entry) => void remove(entry)}
    />
  );
}
