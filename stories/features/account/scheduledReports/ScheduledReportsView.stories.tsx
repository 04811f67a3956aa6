import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { SCHEDULED_REPORTS_TEXT as T } from '../../../../src/features/account/scheduledReports/scheduledReportsTexts';
import {
  ScheduledReportsView,
  type ListedReport,
  type ScheduledPdfReport,
} from '../../../../src/features/account/scheduledReports/ScheduledReportsView';
import { ALL_PROJECTS_ID } from '../../../../src/lib/spec/identity';
import { fill } from '../../../../src/lib/spec/text';

const OWNER_ID = '3f2b8c1e-6a4d-4e8b-9c1a-2d7e5f0b9a11';
const SAM_ID = '7b3d9f1a-5c2e-4d8b-9a6f-0e1d2c3b4a59';
const ACME = 'b1f8d1c2-4e5a-4c3b-9d2e-7a6f5e4d3c2b';
const RIVAL = 'c2a9e2d3-5f6b-4d4c-8e3f-8b7a6f5e4d3c';

const report = (fields: Partial<ScheduledPdfReport>): ScheduledPdfReport => ({
  userId: OWNER_ID,
  alertId: 5123,
  name: 'Acme weekly keywords',
  projectId: ACME,
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

const WEEKLY: ListedReport = {
  report: report({
    alertRecipients: [
      { emailAddress: 'jane@acme.com', isActive: true },
      { emailAddress: 'joe@acme.com', isActive: false },
    ],
  }),
  memberEmail: null,
};
const MONTHLY_PAUSED: ListedReport = {
  report: report({
    alertId: 5124,
    name: 'Rival monthly overview',
    projectId: RIVAL,
    sourceUrl: '/seo/overview?query=rival.com',
    frequency: 'MONTHLY',
    reportDay: 15,
    isActive: false,
    nextRunAt: null,
  }),
  memberEmail: null,
};
const SAMS: ListedReport = {
  report: report({
    userId: SAM_ID,
    alertId: 5123,
    name: 'Client digest',
    projectId: ALL_PROJECTS_ID,
    frequency: 'WEEKLY',
    reportDay: 5,
    alertRecipients: [{ emailAddress: 'client@example.org', isActive: true }],
    nextRunAt: '2025-03-14T06:00:00Z',
  }),
  memberEmail: 'sam@example.com',
};

const PROJECT_NAMES = new Map([
  [ACME, 'Acme Corp'],
  [RIVAL, 'Rival watch'],
]);

const keyOf = (entry: ListedReport) => `${entry.report.userId}/${entry.report.alertId}`;
/** The report cards of a list. */
const cards = (list: HTMLElement) => within(list).getAllByRole('listitem');
const action = (text: string, name: string) => fill(T.rowAction, { action: text, name });

const meta = {
  title: 'Pages/Account/Scheduled reports/View',
  component: ScheduledReportsView,
  args: {
    title: 'Scheduled PDF Reports',
    load: 'ready',
    reports: [WEEKLY, MONTHLY_PAUSED],
    projectNames: PROJECT_NAMES,
    hasTeam: false,
    onRetry: fn(),
    onToggle: fn(),
    onAskDelete: fn(),
    onCancelDelete: fn(),
    onConfirmDelete: fn(),
  },
} satisfies Meta<typeof ScheduledReportsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Scheduled PDF Reports' })).toBeVisible();
    const list = canvas.getByRole('list', { name: T.ownHeading });
    const [weekly, monthly] = cards(list).map((card) => within(card));
    for (const term of [T.project, T.schedule, T.nextRun, T.recipients]) {
      await expect(weekly!.getByText(term, { selector: 'dt' })).toBeVisible();
    }
    // The weekly report: its page, its project, its day in words, who gets it and when.
    await expect(weekly!.getByRole('link', { name: 'Acme weekly keywords' })).toHaveAttribute(
      'href',
      '/seo/keywords/domain?query=acme.com',
    );
    await expect(weekly!.getByText('Acme Corp')).toBeVisible();
    await expect(weekly!.getByText('Every Monday')).toBeVisible();
    await expect(weekly!.getByText('jane@acme.com')).toBeVisible();
    await expect(weekly!.getByText(fill(T.recipientOff, { email: 'joe@acme.com' }))).toBeVisible();
    await expect(weekly!.getByText('Mar 10th, 2025')).toBeVisible();
    await expect(weekly!.getByText(T.active)).toBeVisible();
    // The paused monthly one has no next run, and offers Resume.
    await expect(monthly!.getByText('Monthly, on the 15th')).toBeVisible();
    await expect(monthly!.getByText('Rival watch')).toBeVisible();
    await expect(monthly!.getByText(T.notScheduled)).toBeVisible();
    await expect(monthly!.getByText(T.paused)).toBeVisible();
    await userEvent.click(monthly!.getByRole('button', { name: action(T.resume, 'Rival monthly overview') }));
    await expect(args.onToggle).toHaveBeenCalledWith(MONTHLY_PAUSED);
    await userEvent.click(weekly!.getByRole('button', { name: action(T.pause, 'Acme weekly keywords') }));
    await expect(args.onToggle).toHaveBeenCalledWith(WEEKLY);
    await userEvent.click(weekly!.getByRole('button', { name: action(T.delete, 'Acme weekly keywords') }));
    await expect(args.onAskDelete).toHaveBeenCalledWith(WEEKLY);
    // No team: no team section.
    await expect(canvas.queryByRole('heading', { name: T.teamHeading })).toBeNull();
  },
};

export const WithTeamReports: Story = {
  name: 'With team members’ reports',
  args: { reports: [WEEKLY, SAMS], hasTeam: true },
  play: async ({ args, canvas }) => {
    await expect(cards(canvas.getByRole('list', { name: T.ownHeading }))).toHaveLength(1);
    const team = canvas.getByRole('list', { name: T.teamHeading });
    const [sams] = cards(team).map((card) => within(card));
    await expect(sams!.getByText(T.member, { selector: 'dt' })).toBeVisible();
    await expect(sams!.getByText('sam@example.com')).toBeVisible();
    await expect(sams!.getByText(T.allProjects)).toBeVisible();
    await expect(sams!.getByText('Every Friday')).toBeVisible();
    await userEvent.click(sams!.getByRole('button', { name: action(T.pause, 'Client digest') }));
    await expect(args.onToggle).toHaveBeenCalledWith(SAMS);
  },
};

export const TeamWithoutReports: Story = {
  name: 'Team without reports',
  args: { hasTeam: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: T.teamHeading })).toBeVisible();
    await expect(canvas.getByText(T.teamEmpty)).toBeVisible();
    await expect(canvas.queryByRole('list', { name: T.teamHeading })).toBeNull();
  },
};

export const Empty: Story = {
  name: 'No reports yet',
  args: { reports: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(T.emptyTitle)).toBeVisible();
    // Where reports come from: a report's PDF export.
    await expect(canvas.getByText(T.emptyHow)).toBeVisible();
    await expect(canvas.queryByRole('list', { name: T.ownHeading })).toBeNull();
  },
};

export const Loading: Story = {
  args: { load: 'loading', reports: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(T.loading);
    await expect(canvas.queryByRole('list', { name: T.ownHeading })).toBeNull();
    await expect(canvas.queryByText(T.emptyTitle)).toBeNull();
  },
};

export const LoadFailed: Story = {
  name: 'Load failed',
  args: { load: 'failed', reports: [] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(T.loadFailed);
    await expect(canvas.queryByRole('list', { name: T.ownHeading })).toBeNull();
    await expect(canvas.queryByText(T.emptyTitle)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: T.retry }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Pausing: Story = {
  args: { pending: { key: keyOf(WEEKLY), action: 'toggle' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: action(T.pausing, 'Acme weekly keywords') })).toBeDisabled();
    // Nothing else can start meanwhile.
    await expect(canvas.getByRole('button', { name: action(T.resume, 'Rival monthly overview') })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: action(T.delete, 'Acme weekly keywords') })).toBeDisabled();
  },
};

export const Paused: Story = {
  args: {
    reports: [{ report: { ...WEEKLY.report, isActive: false, nextRunAt: null }, memberEmail: null }, MONTHLY_PAUSED],
    outcome: { kind: 'paused', name: 'Acme weekly keywords', inTeam: false },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(fill(T.pausedOutcome, { name: 'Acme weekly keywords' }));
    await expect(canvas.getByRole('button', { name: action(T.resume, 'Acme weekly keywords') })).toBeEnabled();
  },
};

export const Resumed: Story = {
  args: {
    reports: [
      WEEKLY,
      { report: { ...MONTHLY_PAUSED.report, isActive: true, nextRunAt: '2025-03-15T06:00:00Z' }, memberEmail: null },
    ],
    outcome: { kind: 'resumed', name: 'Rival monthly overview', inTeam: false, nextRunAt: '2025-03-15T06:00:00Z' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      fill(T.resumedOutcome, { name: 'Rival monthly overview', date: 'Mar 15th, 2025' }),
    );
    await expect(canvas.getByRole('button', { name: action(T.pause, 'Rival monthly overview') })).toBeEnabled();
  },
};

export const ToggleFailed: Story = {
  name: 'Pause failed',
  args: { outcome: { kind: 'toggleFailed', name: 'Acme weekly keywords', inTeam: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(fill(T.toggleFailed, { name: 'Acme weekly keywords' }));
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.getByRole('button', { name: action(T.pause, 'Acme weekly keywords') })).toBeEnabled();
  },
};

export const ConfirmDelete: Story = {
  name: 'Confirm a deletion',
  args: { confirming: WEEKLY },
  play: async ({ args }) => {
    const body = within(document.body);
    const dialog = within(
      await body.findByRole('alertdialog', { name: fill(T.confirmTitle, { name: 'Acme weekly keywords' }) }),
    );
    await expect(dialog.getByText(T.confirmMessage)).toBeVisible();
    // Keeping it is the safe default.
    await waitFor(() => expect(dialog.getByRole('button', { name: T.keep })).toHaveFocus());
    await userEvent.click(dialog.getByRole('button', { name: T.confirmDelete }));
    await expect(args.onConfirmDelete).toHaveBeenCalledWith(WEEKLY);
    await userEvent.click(dialog.getByRole('button', { name: T.keep }));
    await expect(args.onCancelDelete).toHaveBeenCalled();
  },
};

export const Deleting: Story = {
  args: { confirming: WEEKLY, pending: { key: keyOf(WEEKLY), action: 'delete' } },
  play: async ({ args }) => {
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    const confirm = dialog.getByRole('button', { name: new RegExp(T.confirmDelete) });
    await userEvent.click(confirm);
    await userEvent.keyboard('{Escape}');
    // While it runs, neither a second delete nor closing the dialog is taken.
    await expect(args.onConfirmDelete).not.toHaveBeenCalled();
    await expect(args.onCancelDelete).not.toHaveBeenCalled();
  },
};

export const Deleted: Story = {
  args: { reports: [MONTHLY_PAUSED], outcome: { kind: 'deleted', name: 'Acme weekly keywords', inTeam: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(fill(T.deleted, { name: 'Acme weekly keywords' }));
    await expect(canvas.queryByText('Acme weekly keywords', { selector: 'a' })).toBeNull();
    // The card where focus was is gone: focus waits on the list's heading.
    await waitFor(() => expect(canvas.getByRole('heading', { name: T.ownHeading })).toHaveFocus());
  },
};

export const DeleteFailed: Story = {
  name: 'Delete failed',
  args: { outcome: { kind: 'deleteFailed', name: 'Acme weekly keywords', inTeam: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(fill(T.deleteFailed, { name: 'Acme weekly keywords' }));
    await expect(canvas.getByRole('button', { name: action(T.delete, 'Acme weekly keywords') })).toBeEnabled();
  },
};
