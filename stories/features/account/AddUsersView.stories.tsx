import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { AddUsersView, OpenSessions, type OpenSession } from '../../../src/features/account/AddUsersView';
import { ADD_MEMBERS_TEXT, TEAM_TEXT } from '../../../src/features/account/teamTexts';
import { ADD_USERS_TEXT } from '../../../src/features/account/texts';

const OWNER_ID = '3f2b8c1e-6a4d-4e8b-9c1a-2d7e5f0b9a11';
const session = (n: number, fields: Partial<OpenSession>): OpenSession => ({
  sessionId: `00000000-0000-4000-8000-00000000000${n}`,
  userId: OWNER_ID,
  email: 'jane@example.com',
  isChildAccount: false,
  userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0',
  ipAddress: null,
  createdAt: '2026-11-20T08:00:00Z',
  lastActiveDate: '2026-11-24T09:12:44Z',
  isCurrentSession: false,
  ...fields,
});

const meta = {
  title: 'Pages/Account/Add users/View',
  component: AddUsersView,
  args: {
    title: 'Add Users',
    load: 'ready',
    ownUserId: OWNER_ID,
    sessions: [
      session(1, { isCurrentSession: true }),
      session(2, {
        userAgent:
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile Safari/604.1',
      }),
      session(3, { userId: 'b0b0b0b0-0000-4000-8000-000000000000', email: 'sam@example.com', isChildAccount: true }),
    ],
    addUsersHref: '/account/teammanagement',
    onRetry: fn(),
    onEnd: fn(),
  },
} satisfies Meta<typeof AddUsersView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTeam: Story = {
  name: 'Owner with a team member online',
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Safari on iOS')).toBeVisible();
    await expect(canvas.getByText(`(${ADD_USERS_TEXT.teamMember})`)).toBeVisible();
    // "All my other sessions" are the owner's own, not the team member's.
    await userEvent.click(canvas.getByRole('button', { name: ADD_USERS_TEXT.endOthers }));
    await expect(args.onEnd).toHaveBeenCalledWith(['00000000-0000-4000-8000-000000000002']);
    await userEvent.click(canvas.getByRole('button', { name: /^End session: Chrome on Windows, sam@example.com$/ }));
    await expect(args.onEnd).toHaveBeenLastCalledWith(['00000000-0000-4000-8000-000000000003']);
  },
};

export const Ending: Story = {
  name: 'Ending a session',
  args: { endingIds: ['00000000-0000-4000-8000-000000000002'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Safari on iOS/ })).toHaveTextContent(ADD_USERS_TEXT.working);
    await expect(canvas.getByRole('button', { name: ADD_USERS_TEXT.endOthers })).toBeDisabled();
  },
};

export const EndFailed: Story = {
  name: 'Ending failed',
  args: { outcome: { kind: 'failed' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(ADD_USERS_TEXT.endFailed)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { load: 'loading', sessions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(ADD_USERS_TEXT.loading);
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const OwnerAddingUsers: Story = {
  name: 'Owner adding users',
  args: {
    addMembers: {
      emails: ['lee@example.com'],
      preview: {
        status: 'ready',
        bill: {
          currentAmount: 117,
          recurringAmountPerUser: 39,
          isAnnual: false,
          validationResults: [{ email: 'lee@example.com', isValid: true, message: null }],
          numberPastLimit: 2,
          currentNumberOfChildren: 1,
          hasAccountThatAllowsAddons: true,
          ccLastFour: '1111',
        },
      },
      onEmailsChange: fn(),
      onSubmit: fn(),
      onRetryPreview: fn(),
      paymentSettingsHref: '/account/settings',
    },
  },
  play: async ({ args, canvas }) => {
    const form = within(canvas.getByRole('form', { name: ADD_USERS_TEXT.addHeading }));
    await userEvent.click(form.getByRole('button', { name: ADD_MEMBERS_TEXT.submit }));
    await expect(args.addMembers?.onSubmit).toHaveBeenCalledWith(['lee@example.com']);
    // With the form on the page, the link leads to the rest of the team's management.
    await expect(canvas.getByRole('link', { name: ADD_MEMBERS_TEXT.manageTeam })).toHaveAttribute(
      'href',
      '/account/teammanagement',
    );
  },
};

export const SessionsCard: Story = {
  name: 'Open sessions card (on Team Management)',
  render: (args) => (
    <div style={{ padding: 24 }}>
      <OpenSessions
        heading={TEAM_TEXT.sessionsHeading}
        lead={TEAM_TEXT.sessionsLead}
        load={args.load}
        sessions={args.sessions}
        ownUserId={args.ownUserId}
        onRetry={args.onRetry}
        onEnd={args.onEnd}
      />
    </div>
  ),
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('region', { name: TEAM_TEXT.sessionsHeading })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^End session: Chrome on Windows, sam@example.com$/ }));
    await expect(args.onEnd).toHaveBeenCalledWith(['00000000-0000-4000-8000-000000000003']);
  },
};
