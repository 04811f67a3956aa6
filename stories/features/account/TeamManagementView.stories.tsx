import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import type { OpenSession } from '../../../src/features/account/AddUsersView';
import type { ChildAccount } from '../../../src/features/account/team';
import { TeamManagementView } from '../../../src/features/account/TeamManagementView';
import { ADD_MEMBERS_TEXT, TEAM_TEXT as T } from '../../../src/features/account/teamTexts';
import { ADD_USERS_TEXT } from '../../../src/features/account/texts';
import { TEXT, fill } from '../../../src/lib/spec/text';

const OWNER_ID = '3f2b8c1e-6a4d-4e8b-9c1a-2d7e5f0b9a11';
const SAM: ChildAccount = {
  id: '7b3d9f1a-5c2e-4d8b-9a6f-0e1d2c3b4a59',
  email: 'sam@example.com',
  name: null,
  createdAt: '2025-02-10T16:20:00Z',
  lastActiveDate: '2025-05-02T14:03:00Z',
  activeSessionCount: 1,
};
const LEE: ChildAccount = {
  id: '2c4e6a8b-1d3f-4b5d-8e7f-9a0b1c2d3e4f',
  email: 'lee@example.com',
  name: 'Lee Park',
  createdAt: '2025-05-03T09:30:00Z',
  lastActiveDate: null,
  activeSessionCount: 0,
};
const session = (n: number, fields: Partial<OpenSession>): OpenSession => ({
  sessionId: `00000000-0000-4000-8000-00000000000${n}`,
  userId: OWNER_ID,
  email: 'jane@example.com',
  isChildAccount: false,
  userAgent:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  ipAddress: null,
  createdAt: '2025-05-03T08:00:00Z',
  lastActiveDate: '2025-05-03T09:12:44Z',
  isCurrentSession: false,
  ...fields,
});

const meta = {
  title: 'Pages/Account/Team management/View',
  component: TeamManagementView,
  args: {
    title: 'Team Management',
    access: 'owner',
    load: 'ready',
    members: [SAM, LEE],
    billAmount: { amount: 78, amountPerUser: 39, numberOfChildren: 2, isAnnual: false, nextBillingDate: '2025-06-18' },
    onRetry: fn(),
    onAskRemove: fn(),
    onCancelRemove: fn(),
    onConfirmRemove: fn(),
    addMembers: {
      emails: [],
      preview: { status: 'idle', bill: null },
      onEmailsChange: fn(),
      onSubmit: fn(),
      onRetryPreview: fn(),
      paymentSettingsHref: '/account/settings',
      subscriptionHref: '/account/subscription',
    },
    sessions: {
      load: 'ready',
      ownUserId: OWNER_ID,
      sessions: [
        session(1, { isCurrentSession: true }),
        session(2, {
          userId: SAM.id,
          email: SAM.email,
          isChildAccount: true,
          userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0',
        }),
      ],
      onRetry: fn(),
      onEnd: fn(),
    },
  },
} satisfies Meta<typeof TeamManagementView>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const team = (canvas: { getByRole: (role: 'region', options: { name: string }) => HTMLElement }) =>
  within(canvas.getByRole('region', { name: T.teamHeading }));

export const Loading: Story = {
  args: { load: 'loading', members: [], billAmount: null },
  play: async ({ canvas }) => {
    await expect(team(canvas).getByText(T.loading)).toHaveAttribute('role', 'status');
    await expect(canvas.queryByRole('table', { name: T.tableLabel })).toBeNull();
    // The add form does not wait for the list.
    await expect(canvas.getByRole('textbox', { name: ADD_MEMBERS_TEXT.label })).toBeEnabled();
  },
};

export const LoadFailed: Story = {
  name: 'Load failed',
  args: { load: 'failed', members: [], billAmount: null },
  play: async ({ args, canvas }) => {
    await expect(team(canvas).getByRole('alert')).toHaveTextContent(T.loadFailed);
    await userEvent.click(canvas.getByRole('button', { name: T.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const NoTeamYet: Story = {
  name: 'No team yet',
  args: { members: [], billAmount: { amount: 0, amountPerUser: 39, numberOfChildren: 0, isAnnual: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(T.empty)).toBeVisible();
    await expect(canvas.queryByRole('table', { name: T.tableLabel })).toBeNull();
    await expect(canvas.getByRole('form', { name: T.addHeading })).toBeVisible();
  },
};

export const ATeam: Story = {
  name: 'A team',
  play: async ({ args, canvas }) => {
    const table = within(canvas.getByRole('table', { name: T.tableLabel }));
    const sam = within(table.getByRole('row', { name: /^sam@example\.com/ }));
    await expect(sam.getByRole('cell', { name: 'Feb 10th, 2025' })).toBeVisible();
    await expect(sam.getByRole('cell', { name: 'May 2nd, 2025' })).toBeVisible();
    const lee = within(table.getByRole('row', { name: /^lee@example\.com/ }));
    await expect(lee.getByText('(Lee Park)')).toBeVisible();
    await expect(lee.getByRole('cell', { name: T.neverActive })).toBeVisible();
    await expect(
      canvas.getByText(
        `${fill(T.billMany, { count: 2, perUser: '$39.00', amount: '$78.00', period: ADD_MEMBERS_TEXT.month })} ${fill(T.nextBill, { date: 'Jun 18th, 2025' })}`,
      ),
    ).toBeVisible();
    // Remove asks first: the view reports which member.
    await userEvent.click(canvas.getByRole('button', { name: `${T.remove}: sam@example.com` }));
    await expect(args.onAskRemove).toHaveBeenCalledWith(SAM);
    await expect(args.onConfirmRemove).not.toHaveBeenCalled();
  },
};

export const ConfirmRemoval: Story = {
  name: 'Confirm removal',
  args: { confirming: SAM },
  play: async ({ args }) => {
    const dialog = within(
      await body().findByRole('alertdialog', { name: fill(T.confirmTitle, { email: 'sam@example.com' }) }),
    );
    // The dialog fades in: wait until it shows.
    await waitFor(() => expect(dialog.getByText(fill(T.confirmMessage, { email: 'sam@example.com' }))).toBeVisible());
    // Keep, the safe choice, has focus; Escape keeps the member too.
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Keep' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancelRemove).toHaveBeenCalledTimes(1);
    await userEvent.click(dialog.getByRole('button', { name: T.confirmRemove }));
    await expect(args.onConfirmRemove).toHaveBeenCalledWith(SAM);
  },
};

export const Removing: Story = {
  args: { confirming: SAM, removingId: SAM.id },
  play: async ({ args, canvas }) => {
    const dialog = within(await body().findByRole('alertdialog'));
    const confirm = dialog.getByRole('button', { name: T.confirmRemove });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(confirm);
    await expect(args.onConfirmRemove).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: `${T.removing}: sam@example.com`, hidden: true })).toBeDisabled();
  },
};

export const Removed: Story = {
  args: { members: [SAM], removeOutcome: { kind: 'removed', email: 'lee@example.com' } },
  play: async ({ canvas }) => {
    await expect(team(canvas).getByText(fill(T.removed, { email: 'lee@example.com' }))).toHaveAttribute(
      'role',
      'status',
    );
    await expect(canvas.queryByRole('row', { name: /^lee@example\.com/ })).toBeNull();
    // The removed member's button is gone: focus waits on the team heading.
    await expect(canvas.getByRole('heading', { name: T.teamHeading })).toHaveFocus();
  },
};

export const RemoveFailed: Story = {
  name: 'Remove failed',
  args: { removeOutcome: { kind: 'failed', email: 'sam@example.com' } },
  play: async ({ canvas }) => {
    const alert = team(canvas).getByRole('alert');
    await expect(within(alert).getByText(TEXT.removeUserFailed)).toBeVisible();
    await expect(alert).toHaveTextContent(/^There was a problem removing the user\.$/);
    await expect(canvas.getByRole('row', { name: /^sam@example\.com/ })).toBeVisible();
  },
};

export const AddingUsers: Story = {
  name: 'Adding users',
  args: {
    addMembers: {
      ...meta.args.addMembers,
      emails: ['kim@example.com'],
      isAdding: true,
      preview: {
        status: 'ready',
        bill: {
          currentAmount: 156,
          recurringAmountPerUser: 39,
          isAnnual: false,
          validationResults: [{ email: 'kim@example.com', isValid: true, message: null }],
          numberPastLimit: 3,
          currentNumberOfChildren: 2,
          hasAccountThatAllowsAddons: true,
          ccLastFour: '4242',
        },
      },
    },
  },
  play: async ({ canvas }) => {
    const form = within(canvas.getByRole('form', { name: T.addHeading }));
    await expect(form.getByRole('button', { name: ADD_MEMBERS_TEXT.submit })).toHaveAttribute('aria-busy', 'true');
    await expect(form.getByText(fill(ADD_MEMBERS_TEXT.cardEnding, { last4: '4242' }))).toBeVisible();
  },
};

export const AlreadyOnTheTeam: Story = {
  name: 'Duplicate e-mail (already on the team)',
  args: { addMembers: { ...meta.args.addMembers, emails: ['SAM@example.com'] } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(fill(ADD_MEMBERS_TEXT.problem, { email: 'SAM@example.com', message: ADD_MEMBERS_TEXT.onTeam })),
    ).toBeVisible();
  },
};

export const TeamMemberVisiting: Story = {
  name: 'Team member visiting',
  args: {
    access: 'member',
    ownerEmail: 'jane@example.com',
    members: [],
    billAmount: null,
    sessions: {
      ...meta.args.sessions,
      ownUserId: SAM.id,
      sessions: [session(2, { userId: SAM.id, isCurrentSession: true })],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(fill(T.memberNotice, { owner: 'jane@example.com' }))).toBeVisible();
    // Nothing to add or remove users with.
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: new RegExp(`^${T.remove}`) })).toBeNull();
    await expect(canvas.queryByRole('table', { name: T.tableLabel })).toBeNull();
    // Its own sessions are still there.
    await expect(canvas.getByRole('heading', { name: T.memberSessionsHeading })).toBeVisible();
    await expect(canvas.getByText(ADD_USERS_TEXT.noOthers)).toBeVisible();
  },
};
