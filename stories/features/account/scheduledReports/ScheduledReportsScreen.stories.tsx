import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http as mswHttp, type HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { linkTo } from '../../../../src/app/linkTo';
import type { ScheduledPdfReport } from '../../../../src/features/account/scheduledReports/scheduledReports';
import { ScheduledReportsScreen } from '../../../../src/features/account/scheduledReports/ScheduledReportsScreen';
import { SCHEDULED_REPORTS_TEXT as T } from '../../../../src/features/account/scheduledReports/scheduledReportsTexts';
import { ALL_PROJECTS_ID } from '../../../../src/lib/spec/identity';
import { fill } from '../../../../src/lib/spec/text';
import { errorBody } from '../../../../src/mocks/errors';
import { buildChildAccount, buildScheduledPdfReport, userPreset } from '../../../../src/mocks/fixtures';
import { handlerGroups } from '../../../../src/mocks/handlers';
import { http } from '../../../../src/mocks/http';
import { mockFor } from '../../../../src/mocks/registry';
import { errorFor, neverResolves } from '../../../../src/mocks/variants';
import { withScreenContext } from '../../screenContext';

const FULL = userPreset('full');
const OWNER = { user: { ...FULL, isLoggedIn: true } };
const SAM = buildChildAccount();
/** A team member's login: its own id, as the server's user state gives it. */
const MEMBER = { user: { ...userPreset('child'), userId: SAM.id, isLoggedIn: true } };
const RIVAL = 'c2a9e2d3-5f6b-4d4c-8e3f-8b7a6f5e4d3c';

/** The owner's weekly report (the contract's example) and paused monthly one, and Sam's digest. */
const ACME_WEEKLY = buildScheduledPdfReport({ userId: FULL.userId });
const RIVAL_MONTHLY = buildScheduledPdfReport({
  userId: FULL.userId,
  alertId: 5124,
  name: 'Rival monthly overview',
  projectId: RIVAL,
  sourceUrl: '/seo/overview?query=rival.com',
  frequency: 'MONTHLY',
  reportDay: 15,
  isActive: false,
  nextRunAt: null,
});
const SAMS_DIGEST = buildScheduledPdfReport({
  userId: SAM.id,
  alertId: 5123,
  name: 'Client digest',
  projectId: ALL_PROJECTS_ID,
  frequency: 'WEEKLY',
  reportDay: 5,
  alertRecipients: [{ emailAddress: 'client@example.org', isActive: true }],
  nextRunAt: '2025-03-14T06:00:00Z',
});
/** When a resumed report next goes out, in these stories. */
const RESUMED_RUN = '2025-03-15T06:00:00Z';

/** The reports the stories' server holds; each story starts from its own list. */
let stored: ScheduledPdfReport[] = [];
const sameReport = (a: Pick<ScheduledPdfReport, 'userId' | 'alertId'>) => (b: ScheduledPdfReport) =>
  a.userId === b.userId && a.alertId === b.alertId;

/** GetScheduledPdfReports, UpdateScheduledPdfReports and DeleteScheduledPdfReport over `stored`. */
const storedReports: HttpHandler[] = [
  mockFor(
    'getScheduledPdfReports',
    http.get('/Endpoints/PdfExport/GetScheduledPdfReports', ({ query, response }) =>
      response(200).json(stored.filter((r) => r.userId === query.get('userId'))),
    ),
  ),
  mockFor(
    'updateScheduledPdfReports',
    http.post('/Endpoints/PdfExport/UpdateScheduledPdfReports', async ({ request, response }) => {
      const { reports } = await request.json();
      const updated: ScheduledPdfReport[] = [];
      for (const change of reports) {
        const current = stored.find(sameReport(change));
        if (!current) return response(404).json(errorBody(404, 'There is no such scheduled report.', 'NOT_FOUND'));
        const isActive = change.isActive ?? current.isActive;
        const next = { ...current, ...change, isActive, nextRunAt: isActive ? RESUMED_RUN : null };
        stored = stored.map((r) => (sameReport(change)(r) ? next : r));
        updated.push(next);
      }
      return response(200).json(updated);
    }),
  ),
  mockFor(
    'deleteScheduledPdfReport',
    http.get('/Endpoints/PdfExport/DeleteScheduledPdfReport', ({ query, response }) => {
      const key = { userId: query.get('userId') ?? '', alertId: Number(query.get('alertId')) };
      if (!stored.some(sameReport(key))) return response(404).json(errorBody(404));
      stored = stored.filter((r) => !sameReport(key)(r));
      return response(200).json({ success: true, status: 'Scheduled report deleted' });
    }),
  ),
];

const pdfExport = (...first: HttpHandler[]) => ({
  msw: { handlers: { ...handlerGroups, 'pdf-export': [...first, ...storedReports, ...handlerGroups['pdf-export']] } },
});

const action = (text: string, name: string) => fill(T.rowAction, { action: text, name });
/** The report cards of a list. */
const cards = (list: HTMLElement) => within(list).getAllByRole('listitem');

const meta = {
  title: 'Pages/Account/Scheduled reports',
  component: ScheduledReportsScreen,
  decorators: [withScreenContext('account:scheduled-pdf-reports')],
  parameters: {
    router: { initialEntry: linkTo('account:scheduled-pdf-reports') },
    mockDb: { user: 'full', childAccounts: [] },
    state: OWNER,
    ...pdfExport(),
  },
  beforeEach: () => {
    stored = [ACME_WEEKLY, RIVAL_MONTHLY];
  },
} satisfies Meta<typeof ScheduledReportsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Scheduled PDF Reports' })).toBeVisible();
    const list = await canvas.findByRole('list', { name: T.ownHeading });
    const [weekly, monthly] = cards(list).map((card) => within(card));
    // Project names come from the account's projects.
    await expect(weekly!.getByText('Acme Corp')).toBeVisible();
    await expect(weekly!.getByText('Every Monday')).toBeVisible();
    await expect(weekly!.getByText('jane@acme.com')).toBeVisible();
    await expect(weekly!.getByText('Mar 10th, 2025')).toBeVisible();
    await expect(monthly!.getByText('Rival watch')).toBeVisible();
    await expect(monthly!.getByText('Monthly, on the 15th')).toBeVisible();
    await expect(monthly!.getByText(T.paused)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: T.teamHeading })).toBeNull();
    // The page sits in the account section, marked as the current page.
    await expect(canvas.getByRole('link', { name: 'Scheduled Reports', current: 'page' })).toBeVisible();
  },
};

export const PauseAndResume: Story = {
  name: 'Pause, then resume',
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: action(T.pause, 'Acme weekly keywords') }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(fill(T.pausedOutcome, { name: 'Acme weekly keywords' })),
    );
    const weekly = within(cards(canvas.getByRole('list', { name: T.ownHeading }))[0]!);
    await expect(weekly.getByText(T.paused)).toBeVisible();
    await expect(weekly.getByText(T.notScheduled)).toBeVisible();
    await expect(stored.find((r) => r.alertId === ACME_WEEKLY.alertId)?.isActive).toBe(false);

    await userEvent.click(weekly.getByRole('button', { name: action(T.resume, 'Acme weekly keywords') }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        fill(T.resumedOutcome, { name: 'Acme weekly keywords', date: 'Mar 15th, 2025' }),
      ),
    );
    await expect(weekly.getByText(T.active)).toBeVisible();
    await expect(weekly.getByText('Mar 15th, 2025')).toBeVisible();
  },
};

export const Delete: Story = {
  name: 'Delete a report',
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: action(T.delete, 'Acme weekly keywords') }));
    const body = within(document.body);
    let dialog = within(await body.findByRole('alertdialog'));
    // Keep: nothing is deleted.
    await userEvent.click(dialog.getByRole('button', { name: T.keep }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(stored).toHaveLength(2);

    await userEvent.click(canvas.getByRole('button', { name: action(T.delete, 'Acme weekly keywords') }));
    dialog = within(
      await body.findByRole('alertdialog', { name: fill(T.confirmTitle, { name: 'Acme weekly keywords' }) }),
    );
    await userEvent.click(dialog.getByRole('button', { name: T.confirmDelete }));
    await expect(await canvas.findByText(fill(T.deleted, { name: 'Acme weekly keywords' }))).toBeVisible();
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(cards(canvas.getByRole('list', { name: T.ownHeading }))).toHaveLength(1);
    await expect(stored.map((r) => r.name)).toEqual(['Rival monthly overview']);
    await waitFor(() => expect(canvas.getByRole('heading', { name: T.ownHeading })).toHaveFocus());
  },
};

export const DeleteFailed: Story = {
  name: 'Delete failed (500)',
  parameters: pdfExport(errorFor('deleteScheduledPdfReport', 500)),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: action(T.delete, 'Acme weekly keywords') }));
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: T.confirmDelete }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(fill(T.deleteFailed, { name: 'Acme weekly keywords' })),
    );
    // The report stays, and can be deleted again.
    await expect(canvas.getByRole('button', { name: action(T.delete, 'Acme weekly keywords') })).toBeEnabled();
    await expect(stored).toHaveLength(2);
  },
};

export const PauseFailed: Story = {
  name: 'Pause failed (500)',
  parameters: pdfExport(errorFor('updateScheduledPdfReports', 500)),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: action(T.pause, 'Acme weekly keywords') }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(fill(T.toggleFailed, { name: 'Acme weekly keywords' })),
    );
    const weekly = within(cards(canvas.getByRole('list', { name: T.ownHeading }))[0]!);
    await expect(weekly.getByText(T.active)).toBeVisible();
    await expect(weekly.getByRole('button', { name: action(T.pause, 'Acme weekly keywords') })).toBeEnabled();
  },
};

export const TeamOwner: Story = {
  name: 'Team owner: members’ reports too',
  parameters: { mockDb: { user: 'full', childAccounts: [SAM] } },
  beforeEach: () => {
    stored = [ACME_WEEKLY, SAMS_DIGEST];
  },
  play: async ({ canvas }) => {
    const team = await canvas.findByRole('list', { name: T.teamHeading });
    const [sams] = cards(team).map((card) => within(card));
    await expect(sams!.getByText('sam@example.com')).toBeVisible();
    await expect(sams!.getByText('Client digest')).toBeVisible();
    await expect(sams!.getByText(T.allProjects)).toBeVisible();
    await expect(cards(canvas.getByRole('list', { name: T.ownHeading }))).toHaveLength(1);
    // The owner pauses Sam's report: the same alertId as its own, told apart by owner.
    await userEvent.click(sams!.getByRole('button', { name: action(T.pause, 'Client digest') }));
    await waitFor(() => expect(sams!.getByText(T.paused)).toBeVisible());
    await expect(stored.map((r) => [r.name, r.isActive])).toEqual([
      ['Acme weekly keywords', true],
      ['Client digest', false],
    ]);
  },
};

/** Counts calls of the team list, which a team member's login never makes. */
let teamListCalls = 0;
const countTeamList = mswHttp.get('/endpoints/childaccount', () => {
  teamListCalls += 1;
});

export const TeamMember: Story = {
  name: 'Team member: own reports only',
  parameters: {
    state: MEMBER,
    msw: {
      handlers: {
        ...pdfExport().msw.handlers,
        'child-accounts': [countTeamList, ...handlerGroups['child-accounts']],
      },
    },
  },
  beforeEach: () => {
    stored = [ACME_WEEKLY, SAMS_DIGEST];
    teamListCalls = 0;
  },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: T.ownHeading });
    await expect(within(list).getByText('Client digest')).toBeVisible();
    await expect(within(list).queryByText('Acme weekly keywords')).toBeNull();
    await expect(canvas.queryByRole('heading', { name: T.teamHeading })).toBeNull();
    await expect(teamListCalls).toBe(0);
  },
};

export const Empty: Story = {
  name: 'No reports yet',
  beforeEach: () => {
    stored = [];
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(T.emptyTitle)).toBeVisible();
    await expect(canvas.getByText(T.emptyHow)).toBeVisible();
    await expect(canvas.queryByRole('list', { name: T.ownHeading })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: pdfExport(neverResolves('getScheduledPdfReports')),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(T.loading));
    await expect(canvas.queryByRole('list', { name: T.ownHeading })).toBeNull();
  },
};

/** The first list call fails with a 500; later ones reach the stories' server. */
let listCalls = 0;
const failFirstList = mswHttp.get('/Endpoints/PdfExport/GetScheduledPdfReports', () => {
  listCalls += 1;
  // Returning nothing hands the request on to the next handler.
  return listCalls === 1 ? HttpResponse.json(errorBody(500), { status: 500 }) : undefined;
});

export const LoadFailedThenRetried: Story = {
  name: 'Load failed, then a retry',
  parameters: pdfExport(failFirstList),
  beforeEach: () => {
    listCalls = 0;
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(T.loadFailed)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: T.retry }));
    const list = await canvas.findByRole('list', { name: T.ownHeading });
    await expect(cards(list)).toHaveLength(2);
    await expect(canvas.queryByText(T.loadFailed)).toBeNull();
  },
};
