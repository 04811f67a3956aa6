import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { ContactDetailsView } from '../../../../../src/features/workspace/outreach/contacts/ContactDetailsView';
import { groupByContact, placeContactEvents } from '../../../../../src/features/workspace/outreach/contacts/contacts';
import { CONTACTS_TEXT } from '../../../../../src/features/workspace/outreach/contacts/contactsTexts';
import { OUTREACH_TEXT } from '../../../../../src/features/workspace/outreach/outreachTexts';
import { buildLinkContactEvent, buildTableUrlEntry } from '../../../../../src/mocks/fixtures';

const EVENT = buildLinkContactEvent();
const LINK = buildTableUrlEntry({ urlId: EVENT.urlId });
const GROUPS = groupByContact(placeContactEvents([EVENT], [LINK]));
const DATA = { websiteName: 'blog.example.org', links: [LINK], groups: GROUPS };

const meta = {
  title: 'Workspace/Outreach/Contact details/View',
  component: ContactDetailsView,
  args: {
    load: 'ready',
    data: DATA,
    onRetry: fn(),
    onBack: fn(),
    onOpenLink: fn(),
    onAdd: fn(async () => null),
    onDelete: fn(async () => null),
  },
} satisfies Meta<typeof ContactDetailsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  name: 'A contact with one event',
  play: async ({ args, canvas }) => {
    const group = within(canvas.getByRole('region', { name: EVENT.contactName }));
    await expect(group.getByText(CONTACTS_TEXT.eventCountOne)).toBeVisible();
    await userEvent.click(group.getByRole('button', { name: `Open the link ${LINK.urlName}` }));
    await expect(args.onOpenLink).toHaveBeenCalledWith(GROUPS[0]!.events[0]);
    // One link on the website: the form has it chosen already.
    await expect(canvas.getByRole('combobox', { name: CONTACTS_TEXT.linkLabel })).toHaveDisplayValue(LINK.urlName);
    await userEvent.click(canvas.getByRole('button', { name: CONTACTS_TEXT.backToContacts }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const NoEvents: Story = {
  name: 'No events yet',
  args: { data: { ...DATA, groups: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(CONTACTS_TEXT.noEvents)).toBeVisible();
    await expect(canvas.getByRole('button', { name: OUTREACH_TEXT.addContact })).toBeEnabled();
  },
};

export const Loading: Story = {
  args: { load: 'loading', data: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  name: 'Error',
  args: { load: 'failed', data: null },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: OUTREACH_TEXT.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
