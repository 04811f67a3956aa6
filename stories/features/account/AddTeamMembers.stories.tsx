import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { AddTeamMembers } from '../../../src/features/account/AddTeamMembers';
import { MAX_EMAILS_PER_ADD, type BillingInfo } from '../../../src/features/account/team';
import { ADD_MEMBERS_TEXT as T } from '../../../src/features/account/teamTexts';
import { TEXT, fill } from '../../../src/lib/spec/text';

const bill = (fields: Partial<BillingInfo> = {}): BillingInfo => ({
  currentAmount: 117,
  recurringAmountPerUser: 39,
  isAnnual: false,
  validationResults: [
    { email: 'lee@example.com', isValid: true, message: null },
    { email: 'kim@example.com', isValid: true, message: null },
  ],
  numberPastLimit: 2,
  currentNumberOfChildren: 0,
  hasAccountThatAllowsAddons: true,
  ccLastFour: '1111',
  ...fields,
});

const TWO = ['lee@example.com', 'kim@example.com'];

const meta = {
  title: 'Pages/Account/Team management/Add team members',
  component: AddTeamMembers,
  args: {
    emails: [],
    preview: { status: 'idle', bill: null },
    onEmailsChange: fn(),
    onSubmit: fn(),
    onRetryPreview: fn(),
    paymentSettingsHref: '/account/settings',
    subscriptionHref: '/account/subscription',
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AddTeamMembers>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvas: { getByRole: (role: 'textbox', options: { name: string }) => HTMLElement }) =>
  canvas.getByRole('textbox', { name: T.label });
/** The text is on screen, in the form's status region (announced). */
const announced = (canvas: { getByText: (text: string) => HTMLElement }, text: string) =>
  expect(canvas.getByText(text)).toHaveAttribute('role', 'status');
const tags = (canvas: { queryAllByRole: (role: 'row') => HTMLElement[] }) =>
  canvas.queryAllByRole('row').map((row) => row.textContent?.replace('×', ''));

export const NothingEntered: Story = {
  name: 'Nothing entered yet',
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: T.submit })).toBeDisabled();
    await expect(field(canvas)).toHaveAccessibleDescription(T.hint);
    // E-mail mode: pasted addresses are split on commas; the invalid one stays in the field.
    await userEvent.type(field(canvas), 'lee@example.com, kim@{Enter}');
    await expect(args.onEmailsChange).toHaveBeenLastCalledWith(['lee@example.com']);
    await expect(field(canvas)).toHaveValue('kim@');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WorkingOutTheBill: Story = {
  name: 'Working out the bill',
  args: { emails: TWO, preview: { status: 'loading', bill: null } },
  play: async ({ canvas }) => {
    await announced(canvas, T.previewLoading);
    await expect(canvas.queryByRole('heading', { name: T.previewHeading })).toBeNull();
    await expect(tags(canvas)).toEqual(TWO);
  },
};

export const BillPreview: Story = {
  name: 'Bill preview',
  args: { emails: TWO, preview: { status: 'ready', bill: bill() } },
  play: async ({ args, canvas }) => {
    await announced(canvas, fill(T.previewMany, { count: 2, charge: '$78.00', total: '$117', period: T.month }));
    const preview = within(canvas.getByRole('region', { name: T.previewHeading }));
    await expect(preview.getByText(T.perUser).nextElementSibling).toHaveTextContent('$39.00 per month');
    await expect(preview.getByText(T.newTotal).nextElementSibling).toHaveTextContent('$117 per month');
    await expect(preview.getByText(T.cycle).nextElementSibling).toHaveTextContent(T.monthly);
    await expect(preview.getByText(T.card).nextElementSibling).toHaveTextContent(fill(T.cardEnding, { last4: '1111' }));
    await userEvent.click(canvas.getByRole('button', { name: T.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith(TWO);
  },
};

export const AnnualBillPreview: Story = {
  name: 'Bill preview, annual plan without a card',
  args: {
    emails: ['lee@example.com'],
    preview: {
      status: 'ready',
      bill: bill({ isAnnual: true, recurringAmountPerUser: 390, currentAmount: 780, ccLastFour: null }),
    },
  },
  play: async ({ canvas }) => {
    await announced(canvas, fill(T.previewOne, { charge: '$390', total: '$780', period: T.year }));
    await expect(canvas.getByText(T.annually)).toBeVisible();
    await expect(canvas.getByText(T.noCard)).toBeVisible();
  },
};

export const PreviewFailed: Story = {
  name: 'Bill preview failed',
  args: { emails: TWO, preview: { status: 'failed', bill: null } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(T.previewFailed);
    await userEvent.click(canvas.getByRole('button', { name: T.previewRetry }));
    await expect(args.onRetryPreview).toHaveBeenCalledTimes(1);
  },
};

export const ValidationResults: Story = {
  name: 'Per-address validation results',
  args: {
    emails: ['lee@example.com', 'jane@example.com'],
    preview: {
      status: 'ready',
      bill: bill({
        currentAmount: 78,
        validationResults: [
          { email: 'lee@example.com', isValid: true, message: null },
          { email: 'jane@example.com', isValid: false, message: TEXT.duplicateEmail },
        ],
      }),
    },
  },
  play: async ({ args, canvas }) => {
    const note = fill(T.problem, { email: 'jane@example.com', message: TEXT.duplicateEmail });
    // The note is next to the field and part of its description.
    await expect(field(canvas)).toHaveAccessibleDescription(`${T.hint} ${note}`);
    await announced(
      canvas,
      `${fill(T.previewOne, { charge: '$39.00', total: '$78.00', period: T.month })} ${T.problemsOne}`,
    );
    await userEvent.click(canvas.getByRole('button', { name: T.submit }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(T.fixFirst);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const DuplicateEmail: Story = {
  name: 'Duplicate e-mail',
  args: {
    emails: ['sam@example.com', 'lee@example.com'],
    teamEmails: ['sam@example.com'],
    // The last add answered 409: lee@example.com already has an account.
    outcome: { kind: 'taken', emails: ['lee@example.com'] },
    preview: { status: 'ready', bill: bill() },
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(fill(T.problem, { email: 'sam@example.com', message: T.onTeam }))).toBeVisible();
    await expect(
      canvas.getByText(fill(T.problem, { email: 'lee@example.com', message: TEXT.duplicateEmail })),
    ).toBeVisible();
    // Typing an address already in the field flashes it instead of adding it again.
    await userEvent.type(field(canvas), 'LEE@example.com{Enter}');
    await expect(canvas.getByRole('row', { name: 'lee@example.com' })).toHaveAttribute('data-flash', 'true');
    await expect(args.onEmailsChange).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByRole('row', { name: 'lee@example.com' })).not.toHaveAttribute('data-flash'));
  },
};

export const Adding: Story = {
  name: 'Adding (busy)',
  args: { emails: TWO, preview: { status: 'ready', bill: bill() }, isAdding: true },
  play: async ({ args, canvas }) => {
    const submit = canvas.getByRole('button', { name: T.submit });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText(T.adding)).toBeInTheDocument();
    await expect(field(canvas)).toBeDisabled();
    await expect(tags(canvas)).toEqual(TWO);
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Added: Story = {
  name: 'Users added',
  args: {
    outcome: { kind: 'added', emails: TWO, billing: bill({ currentNumberOfChildren: 2 }) },
  },
  play: async ({ canvas }) => {
    await announced(
      canvas,
      `${fill(T.addedMany, { count: 2 })} ${fill(T.newBill, { total: '$117', period: T.month })}`,
    );
    await expect(tags(canvas)).toEqual([]);
  },
};

export const BillingUnsuccessful: Story = {
  name: 'Billing unsuccessful',
  args: {
    emails: TWO,
    preview: { status: 'ready', bill: bill() },
    outcome: { kind: 'billing', reason: 'declined' },
  },
  play: async ({ args, canvas }) => {
    const alert = within(canvas.getByRole('alert'));
    await expect(alert.getByText(`${T.billingDeclined} ${T.billingAction}`)).toBeVisible();
    await expect(alert.getByRole('link', { name: T.paymentSettings })).toHaveAttribute('href', '/account/settings');
    // Nothing typed is lost: the addresses are still there, ready to add again.
    await expect(tags(canvas)).toEqual(TWO);
    await userEvent.click(canvas.getByRole('button', { name: T.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith(TWO);
  },
};

export const PlanWithoutExtraUsers: Story = {
  name: 'Plan without extra users',
  args: {
    emails: ['lee@example.com'],
    preview: { status: 'ready', bill: bill({ hasAccountThatAllowsAddons: false }) },
  },
  play: async ({ canvas }) => {
    const alert = within(canvas.getByRole('alert'));
    await expect(alert.getByText(T.addonsNotAllowed)).toBeVisible();
    await expect(alert.getByRole('link', { name: T.subscription })).toHaveAttribute('href', '/account/subscription');
    await expect(canvas.getByRole('button', { name: T.submit })).toBeDisabled();
  },
};

export const AddFailed: Story = {
  name: 'Add failed',
  args: { emails: TWO, preview: { status: 'ready', bill: bill() }, outcome: { kind: 'failed' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(T.failed);
    await expect(tags(canvas)).toEqual(TWO);
  },
};

export const KeyboardOnly: Story = {
  name: 'Keyboard only',
  args: { emails: ['lee@example.com'], preview: { status: 'ready', bill: bill() } },
  play: async ({ args, canvas }) => {
    await userEvent.click(field(canvas));
    // Tab from the empty field moves on to the button; Enter adds.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: T.submit })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith(['lee@example.com']);
  },
};

const MANY = Array.from({ length: MAX_EMAILS_PER_ADD + 1 }, (_, i) => `user${i + 1}@example.com`);

export const TooManyAddresses: Story = {
  name: 'Too many addresses at once',
  args: { emails: MANY },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(fill(T.tooMany, { max: MAX_EMAILS_PER_ADD }))).toBeVisible();
    // No bill for a list the server would refuse.
    await expect(canvas.queryByRole('region', { name: T.previewHeading })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: T.submit }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(T.fixFirst);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
