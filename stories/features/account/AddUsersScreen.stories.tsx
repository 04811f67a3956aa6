import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { linkTo } from '../../../src/app/linkTo';
import { AddUsersScreen } from '../../../src/features/account/AddUsersScreen';
import { ADD_MEMBERS_TEXT } from '../../../src/features/account/teamTexts';
import { ADD_USERS_TEXT } from '../../../src/features/account/texts';
import { fill } from '../../../src/lib/spec/text';
import { getMockDb } from '../../../src/mocks/db';
import { userPreset } from '../../../src/mocks/fixtures';
import { handlerGroups } from '../../../src/mocks/handlers';
import { errorFor } from '../../../src/mocks/variants';
import { user } from '../../../src/state';
import { arrivedAt, withScreenContext } from '../screenContext';

const FULL = userPreset('full');
const OWNER = { user: { ...FULL, isLoggedIn: true } };

const meta = {
  title: 'Pages/Account/Add users',
  component: AddUsersScreen,
  decorators: [withScreenContext('add-users')],
  parameters: { router: { initialEntry: linkTo('add-users') }, mockDb: { user: 'full' }, state: OWNER },
} satisfies Meta<typeof AddUsersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnlyThisDevice: Story = {
  name: 'Only this device',
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(ADD_USERS_TEXT.noOthers)).toBeVisible();
    await expect(canvas.getByRole('table', { name: ADD_USERS_TEXT.tableLabel })).toBeVisible();
    await expect(canvas.getByText(ADD_USERS_TEXT.thisDevice)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: ADD_USERS_TEXT.endOthers })).toBeNull();
    // The owner can add users to the account here, and manage the team on its own page.
    await expect(canvas.getByRole('form', { name: ADD_USERS_TEXT.addHeading })).toBeVisible();
    await expect(canvas.getByRole('link', { name: ADD_MEMBERS_TEXT.manageTeam })).toHaveAttribute(
      'href',
      linkTo('account:teammanagement'),
    );
  },
};

export const AddUser: Story = {
  name: 'Owner adds a user',
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: ADD_USERS_TEXT.addHeading }));
    await userEvent.type(form.getByRole('textbox', { name: ADD_MEMBERS_TEXT.label }), 'lee@example.com{Enter}');
    // The bill with Lee: the owner and the seeded team member Sam, plus Lee, at $39 each.
    await expect(
      await form.findByText(
        fill(ADD_MEMBERS_TEXT.previewOne, { charge: '$39.00', total: '$117', period: ADD_MEMBERS_TEXT.month }),
      ),
    ).toHaveAttribute('role', 'status');
    await userEvent.click(form.getByRole('button', { name: ADD_MEMBERS_TEXT.submit }));
    await expect(
      await form.findByText(fill(ADD_MEMBERS_TEXT.addedOne, { email: 'lee@example.com' }), { exact: false }),
    ).toHaveAttribute('role', 'status');
    // The page stays where it is, with its sessions.
    await expect(canvas.getByRole('table', { name: ADD_USERS_TEXT.tableLabel })).toBeVisible();
    await expect(getMockDb().childAccounts.map((c) => c.email)).toContain('lee@example.com');
  },
};

export const AddUserBillingUnsuccessful: Story = {
  name: 'Owner adds a user, billing unsuccessful',
  parameters: {
    msw: {
      handlers: {
        ...handlerGroups,
        'child-accounts': [
          errorFor('addChildAccounts', 402, 'We could not charge the card on file.', 'BillingUnsuccessful'),
          ...handlerGroups['child-accounts'],
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: ADD_USERS_TEXT.addHeading }));
    await userEvent.type(form.getByRole('textbox', { name: ADD_MEMBERS_TEXT.label }), 'lee@example.com{Enter}');
    await form.findByRole('region', { name: ADD_MEMBERS_TEXT.previewHeading });
    await userEvent.click(form.getByRole('button', { name: ADD_MEMBERS_TEXT.submit }));
    await expect(
      await form.findByText(`${ADD_MEMBERS_TEXT.billingDeclined} ${ADD_MEMBERS_TEXT.billingAction}`),
    ).toBeVisible();
    await expect(form.getByRole('link', { name: ADD_MEMBERS_TEXT.paymentSettings })).toHaveAttribute(
      'href',
      linkTo('account:settings'),
    );
    await expect(form.getByRole('row', { name: 'lee@example.com' })).toBeVisible();
  },
};

export const TooManySessions: Story = {
  name: 'Too many sessions, ended',
  parameters: { mockDb: { user: 'full', tooManyActiveSessions: true } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(fill(ADD_USERS_TEXT.locked, { count: 3, max: 2 }))).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: ADD_USERS_TEXT.endOthers }));
    // Back within the plan: the lock is lifted and the page leaves for hq at once.
    await expect(await canvas.findByText(arrivedAt(linkTo('hq')))).toBeVisible();
    await expect(user.isTooManyActiveSessions).toBe(false);
    await expect(getMockDb().sessions).toHaveLength(1);
  },
};

export const EndOneSession: Story = {
  name: 'End one session, still too many',
  parameters: { mockDb: { user: 'full', tooManyActiveSessions: true, extraSessions: 3 } },
  play: async ({ canvas }) => {
    const end = await canvas.findAllByRole('button', { name: new RegExp(`^${ADD_USERS_TEXT.endSession}:`) });
    await userEvent.click(end[0]!);
    // Announced in the sessions card's status region (the add form has one of its own).
    await expect(await canvas.findByText(ADD_USERS_TEXT.ended)).toHaveAttribute('role', 'status');
    // Three sessions are still open for two places: the lock stays, and so does the page.
    await expect(canvas.getByText(fill(ADD_USERS_TEXT.locked, { count: 3, max: 2 }))).toBeVisible();
  },
};

export const LoadFailed: Story = {
  name: 'Sessions failed to load',
  parameters: {
    msw: {
      handlers: {
        ...handlerGroups,
        'child-accounts': [errorFor('listChildSessions', 500), ...handlerGroups['child-accounts']],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(ADD_USERS_TEXT.loadFailed)).toBeVisible();
    await expect(canvas.getByRole('button', { name: ADD_USERS_TEXT.retry })).toBeEnabled();
  },
};

export const TeamMember: Story = {
  name: 'Team member',
  parameters: { state: { user: { ...FULL, isLoggedIn: true, isChildAccount: true } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(ADD_USERS_TEXT.noOthers)).toBeVisible();
    // A team member adds no users: no form, no way to the team.
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('link', { name: ADD_MEMBERS_TEXT.manageTeam })).toBeNull();
  },
};
