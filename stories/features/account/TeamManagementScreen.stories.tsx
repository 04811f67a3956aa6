import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http, type HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { linkTo } from '../../../src/app/linkTo';
import { TeamManagementScreen } from '../../../src/features/account/TeamManagementScreen';
import { ADD_MEMBERS_TEXT as ADD, TEAM_TEXT as T } from '../../../src/features/account/teamTexts';
import { ADD_USERS_TEXT } from '../../../src/features/account/texts';
import { TEXT, fill } from '../../../src/lib/spec/text';
import { getMockDb } from '../../../src/mocks/db';
import { errorBody } from '../../../src/mocks/errors';
import { userPreset } from '../../../src/mocks/fixtures';
import { handlerGroups } from '../../../src/mocks/handlers';
import { errorFor, neverResolves } from '../../../src/mocks/variants';
import { withScreenContext } from '../screenContext';

const FULL = userPreset('full');
const OWNER = { user: { ...FULL, isLoggedIn: true } };
const TEAM_PATH = linkTo('account:teammanagement');

const meta = {
  title: 'Pages/Account/Team management',
  component: TeamManagementScreen,
  decorators: [withScreenContext('account:teammanagement')],
  parameters: { router: { initialEntry: TEAM_PATH }, mockDb: { user: 'full' }, state: OWNER },
} satisfies Meta<typeof TeamManagementScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const withChildAccounts = (...handlers: HttpHandler[]) => ({
  msw: { handlers: { ...handlerGroups, 'child-accounts': [...handlers, ...handlerGroups['child-accounts']] } },
});

const teamTable = async (canvas: Canvas) => within(await canvas.findByRole('table', { name: T.tableLabel }));
const field = (canvas: Canvas) => canvas.getByRole('textbox', { name: ADD.label });
const tags = (canvas: Canvas) =>
  within(canvas.getByRole('form', { name: T.addHeading }))
    .queryAllByRole('row')
    .map((row) => row.textContent?.replace('×', ''));

export const AddMemberWithBillPreview: Story = {
  name: 'Add a member, see the bill preview',
  play: async ({ canvas }) => {
    await expect((await teamTable(canvas)).getByRole('row', { name: /^sam@example\.com/ })).toBeVisible();
    await userEvent.type(field(canvas), 'lee@example.com{Enter}');
    // The bill with one more user: the owner and Sam, plus Lee, at $39 each.
    await expect(
      await canvas.findByText(fill(ADD.previewOne, { charge: '$39.00', total: '$117', period: ADD.month })),
    ).toHaveAttribute('role', 'status');
    const bill = within(canvas.getByRole('region', { name: ADD.previewHeading }));
    await expect(bill.getByText(fill(ADD.cardEnding, { last4: '1111' }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: ADD.submit }));
    await expect(
      await canvas.findByText(
        `${fill(ADD.addedOne, { email: 'lee@example.com' })} ${fill(ADD.newBill, { total: '$117', period: ADD.month })}`,
      ),
    ).toHaveAttribute('role', 'status');
    // Lee joins the list; the form is ready for the next address.
    await expect((await teamTable(canvas)).getByRole('row', { name: /^lee@example\.com/ })).toBeVisible();
    await expect(tags(canvas)).toEqual([]);
    await expect(field(canvas)).toHaveFocus();
    await expect(getMockDb().childAccounts.map((c) => c.email)).toEqual(['sam@example.com', 'lee@example.com']);
    await expect(
      await canvas.findByText(fill(T.billMany, { count: 2, perUser: '$39.00', amount: '$78.00', period: ADD.month }), {
        exact: false,
      }),
    ).toBeVisible();
  },
};

export const RemoveMember: Story = {
  name: 'Remove a member',
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^Your team is 1 user at /)).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: `${T.remove}: sam@example.com` }));
    const dialog = within(
      await within(document.body).findByRole('alertdialog', {
        name: fill(T.confirmTitle, { email: 'sam@example.com' }),
      }),
    );
    await userEvent.click(dialog.getByRole('button', { name: T.confirmRemove }));
    await expect(await canvas.findByText(fill(T.removed, { email: 'sam@example.com' }))).toHaveAttribute(
      'role',
      'status',
    );
    await expect(canvas.getByText(T.empty)).toBeVisible();
    await expect(canvas.queryByRole('alertdialog')).toBeNull();
    // Sam's row, where focus was, is gone: focus waits on the team heading.
    await waitFor(() => expect(canvas.getByRole('heading', { name: T.teamHeading })).toHaveFocus());
    await expect(getMockDb().childAccounts).toEqual([]);
    // The sessions are read again after a removal: Sam's are gone, only this device is left.
    await expect(await canvas.findByText(ADD_USERS_TEXT.noOthers)).toBeVisible();
    // So is the bill: with nobody left on the team its line goes (shot before that, the page is 35 px taller).
    await waitFor(() => expect(canvas.queryByText(/^Your team is \d+ users? at /)).toBeNull());
  },
};

export const RemovalFailing: Story = {
  name: 'Removal failing',
  parameters: withChildAccounts(errorFor('removeChildAccount', 500)),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `${T.remove}: sam@example.com` }));
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: T.confirmRemove }));
    const failed = await canvas.findByText(TEXT.removeUserFailed);
    await expect(failed.closest('[role="alert"]')).toHaveTextContent(/^There was a problem removing the user\.$/);
    // Sam is still on the team, and can be removed again.
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: `${T.remove}: sam@example.com` })).toBeEnabled();
    await expect(getMockDb().childAccounts).toHaveLength(1);
  },
};

export const BillingUnsuccessful: Story = {
  name: 'Billing unsuccessful',
  parameters: withChildAccounts(
    errorFor('addChildAccounts', 402, 'We could not charge the card on file for the new users.', 'BillingUnsuccessful'),
  ),
  play: async ({ canvas }) => {
    await teamTable(canvas);
    await userEvent.type(field(canvas), 'lee@example.com, kim@example.com{Enter}');
    await canvas.findByText(fill(ADD.previewMany, { count: 2, charge: '$78.00', total: '$156', period: ADD.month }));
    await userEvent.click(canvas.getByRole('button', { name: ADD.submit }));
    const declined = await canvas.findByText(`${ADD.billingDeclined} ${ADD.billingAction}`);
    const alert = within(declined.closest('[role="alert"]') as HTMLElement);
    await expect(alert.getByRole('link', { name: ADD.paymentSettings })).toHaveAttribute(
      'href',
      linkTo('account:settings'),
    );
    // Nobody was added, and what was typed is still there.
    await expect(tags(canvas)).toEqual(['lee@example.com', 'kim@example.com']);
    await expect(getMockDb().childAccounts).toHaveLength(1);
  },
};

/** The contract's 409 for an address that already has an account, naming it in `fields`. */
const kimTaken = http.post('/endpoints/childaccount', () =>
  HttpResponse.json(
    {
      ...errorBody(409, TEXT.duplicateEmail, 'DuplicateEmail'),
      fields: [{ field: 'body.emails.0', message: TEXT.duplicateEmail }],
    },
    { status: 409 },
  ),
);

export const DuplicateEmail: Story = {
  name: 'Duplicate e-mail',
  parameters: withChildAccounts(kimTaken),
  play: async ({ canvas }) => {
    await teamTable(canvas);
    // Sam is on the team already: flagged before any call.
    await userEvent.type(field(canvas), 'sam@example.com, kim@example.com{Enter}');
    await expect(canvas.getByText(fill(ADD.problem, { email: 'sam@example.com', message: ADD.onTeam }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: ADD.submit }));
    await expect(canvas.getByText(ADD.fixFirst)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Remove sam@example\.com/ }));
    // Kim has an account of her own: the server says so, and the address stays for correction.
    await userEvent.click(canvas.getByRole('button', { name: ADD.submit }));
    await expect(
      await canvas.findByText(fill(ADD.problem, { email: 'kim@example.com', message: TEXT.duplicateEmail })),
    ).toBeVisible();
    await expect(tags(canvas)).toEqual(['kim@example.com']);
    // The bill is previewed again for the address left (after its debounce).
    const bill = within(await canvas.findByRole('region', { name: ADD.previewHeading }));
    await expect(bill.getByText(fill(ADD.cardEnding, { last4: '1111' }))).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: withChildAccounts(neverResolves('listChildAccounts')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(T.loading)).toHaveAttribute('role', 'status');
  },
};

/** listChildAccounts fails until the story lets it through. */
let teamFails = true;
const failingTeam = http.get('/endpoints/childaccount', () =>
  teamFails ? HttpResponse.json(errorBody(500), { status: 500 }) : undefined,
);

export const LoadFailed: Story = {
  name: 'Load failed, then a retry',
  parameters: withChildAccounts(failingTeam),
  beforeEach: () => {
    teamFails = true;
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(T.loadFailed)).toBeVisible();
    teamFails = false;
    await userEvent.click(canvas.getByRole('button', { name: T.retry }));
    await expect((await teamTable(canvas)).getByRole('row', { name: /^sam@example\.com/ })).toBeVisible();
  },
};

export const NoTeamYet: Story = {
  name: 'No team yet',
  parameters: { mockDb: { user: 'full', childAccounts: [] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(T.empty)).toBeVisible();
    await expect(canvas.getByRole('form', { name: T.addHeading })).toBeVisible();
  },
};

export const TeamMemberVisiting: Story = {
  name: 'Team member visiting',
  parameters: {
    mockDb: { user: 'child' },
    state: { user: { ...userPreset('child'), isLoggedIn: true } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(fill(T.memberNotice, { owner: 'jane@example.com' }))).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: T.memberSessionsHeading })).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('table', { name: T.tableLabel })).toBeNull();
  },
};

export const UsersAddedAlias: Story = {
  name: 'Reached at users-added',
  parameters: { router: { initialEntry: `${TEAM_PATH}/users-added` } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Team Management' })).toBeVisible();
    await expect((await teamTable(canvas)).getByRole('row', { name: /^sam@example\.com/ })).toBeVisible();
  },
};
