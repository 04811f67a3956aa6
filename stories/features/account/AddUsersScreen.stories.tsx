import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';

import { linkTo } from '../../../src/app/linkTo';
import { AddUsersScreen } from '../../../src/features/account/AddUsersScreen';
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
    // The owner can add users to the account.
    await expect(canvas.getByRole('link', { name: ADD_USERS_TEXT.addLink })).toHaveAttribute(
      'href',
      linkTo('account:teammanagement'),
    );
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
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(ADD_USERS_TEXT.ended));
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
    await expect(canvas.queryByRole('link', { name: ADD_USERS_TEXT.addLink })).toBeNull();
  },
};
