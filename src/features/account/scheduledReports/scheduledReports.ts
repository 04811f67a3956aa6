/** What the scheduled PDF reports page shows of a report, worked out from the contract's fields. */
import { SCHEDULED_REPORTS_TEXT as T } from './scheduledReportsTexts';
import type { components } from '../../../api/schema.gen';
import { ordinal } from '../../../lib/format';
import { ALL_PROJECTS_ID } from '../../../lib/spec/identity';
import { fill } from '../../../lib/spec/text';

export type ScheduledPdfReport = components['schemas']['ScheduledPdfReport'];

/** A report on the page, with whose it is: null for the user's own, else the team member's e-mail. */
export interface ListedReport {
  report: ScheduledPdfReport;
  memberEmail: string | null;
}

/** Reports are keyed by owner and alertId together (alertIds are the owner's, doc 2 §3). */
export const reportKey = (report: Pick<ScheduledPdfReport, 'userId' | 'alertId'>) =>
  `${report.userId}/${report.alertId}`;

/** 'Every Monday' (WEEKLY, 1 Monday … 7 Sunday) or 'Monthly, on the 1st' (MONTHLY, day 1 to 28). */
export function scheduleText(report: Pick<ScheduledPdfReport, 'frequency' | 'reportDay'>): string {
  if (report.frequency === 'WEEKLY') {
    const weekday = T.weekdays[report.reportDay - 1];
    // A day the contract allows only for monthly reports: say the number rather than nothing.
    return fill(T.weekly, { weekday: weekday ?? ordinal(report.reportDay) });
  }
  return fill(T.monthly, { day: ordinal(report.reportDay) });
}

/** The project's name, 'All projects' for the all-projects id, or a deleted project's stand-in. */
export function projectText(projectId: string, names: ReadonlyMap<string, string>): string {
  if (projectId === ALL_PROJECTS_ID) return T.allProjects;
  return names.get(projectId) ?? T.unknownProject;
}

/** Each recipient's address, those the report is not sent to marked as such. */
export function recipientTexts(report: Pick<ScheduledPdfReport, 'alertRecipients'>): string[] {
  return report.alertRecipients.map((r) =>
    r.isActive ? r.emailAddress : fill(T.recipientOff, { email: r.emailAddress }),
  );
}

/** The list with one report replaced by its updated version (the server's answer). */
export function withReport(list: readonly ListedReport[], report: ScheduledPdfReport): ListedReport[] {
  const key = reportKey(report);
  return list.map((entry) => (reportKey(entry.report) === key ? { ...entry, report } : entry));
}

/** The list without one report. */
export function withoutReport(list: readonly ListedReport[], key: string): ListedReport[] {
  return list.filter((entry) => reportKey(entry.report) !== key);
}
