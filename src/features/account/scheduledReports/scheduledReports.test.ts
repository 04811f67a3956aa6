import { describe, expect, it } from 'vitest';

import {
  projectText,
  recipientTexts,
  reportKey,
  scheduleText,
  withoutReport,
  withReport,
  type ListedReport,
  type ScheduledPdfReport,
} from './scheduledReports';
import { SCHEDULED_REPORTS_TEXT as T } from './scheduledReportsTexts';
import { ALL_PROJECTS_ID } from '../../../lib/spec/identity';

const report = (fields: Partial<ScheduledPdfReport> = {}): ScheduledPdfReport => ({
  userId: 'u1',
  alertId: 1,
  name: 'Acme weekly keywords',
  projectId: 'p1',
  sourceUrl: '/seo/keywords/domain?query=acme.com',
  frequency: 'WEEKLY',
  reportDay: 1,
  styleId: 'Surf',
  reportTemplate: 'Comprehensive',
  alertRecipients: [{ emailAddress: 'jane@acme.com', isActive: true }],
  isActive: true,
  nextRunAt: '2025-03-10T06:00:00Z',
  ...fields,
});

describe('scheduleText', () => {
  it('names the week day of a weekly report, Monday being 1 and Sunday 7', () => {
    expect(scheduleText({ frequency: 'WEEKLY', reportDay: 1 })).toBe('Every Monday');
    expect(scheduleText({ frequency: 'WEEKLY', reportDay: 7 })).toBe('Every Sunday');
  });

  it('gives the day of the month of a monthly report as an ordinal', () => {
    expect(scheduleText({ frequency: 'MONTHLY', reportDay: 1 })).toBe('Monthly, on the 1st');
    expect(scheduleText({ frequency: 'MONTHLY', reportDay: 22 })).toBe('Monthly, on the 22nd');
    expect(scheduleText({ frequency: 'MONTHLY', reportDay: 28 })).toBe('Monthly, on the 28th');
  });
});

describe('projectText', () => {
  const names = new Map([['p1', 'Acme Corp']]);

  it('names the project, all projects, or a project that is gone', () => {
    expect(projectText('p1', names)).toBe('Acme Corp');
    expect(projectText(ALL_PROJECTS_ID, names)).toBe(T.allProjects);
    expect(projectText('p9', names)).toBe(T.unknownProject);
  });
});

describe('recipientTexts', () => {
  it('marks the recipients the report is not sent to', () => {
    const r = report({
      alertRecipients: [
        { emailAddress: 'jane@acme.com', isActive: true },
        { emailAddress: 'joe@acme.com', isActive: false },
      ],
    });
    expect(recipientTexts(r)).toEqual(['jane@acme.com', 'joe@acme.com (not sent)']);
  });
});

describe('withReport and withoutReport', () => {
  // Two owners may each have a report 1: the owner is part of the key.
  const mine: ListedReport = { report: report(), memberEmail: null };
  const sams: ListedReport = { report: report({ userId: 'u2' }), memberEmail: 'sam@example.com' };

  it('replaces only the report of the same owner and alertId', () => {
    const paused = report({ isActive: false, nextRunAt: null });
    expect(withReport([mine, sams], paused)).toEqual([{ report: paused, memberEmail: null }, sams]);
  });

  it('removes only the report of the same owner and alertId', () => {
    expect(withoutReport([mine, sams], reportKey(sams.report))).toEqual([mine]);
  });
});
