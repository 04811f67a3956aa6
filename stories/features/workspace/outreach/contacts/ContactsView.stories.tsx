import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { contactRows, placeContactEvents } from '../../../../../src/features/workspace/outreach/contacts/contacts';
import { CONTACTS_TEXT } from '../../../../../src/features/workspace/outreach/contacts/contactsTexts';
import { ContactsView } from '../../../../../src/features/workspace/outreach/contacts/ContactsView';
import { OUTREACH_TEXT } from '../../../../../src/features/workspace/outreach/outreachTexts';
import { buildLinkContactEvent, buildTableUrlEntry } from '../../../../../src/mocks/fixtures';

const EVENT = buildLinkContactEvent();
const ROWS = contactRows(placeContactEvents([EVENT], [buildTableUrlEntry({ urlId: EVENT.urlId })]));

const meta = {
  title: 'Workspace/Outreach/Contacts/View',
  component: ContactsView,
  args: { load: 'ready', rows: ROWS, onRetry: fn(), onOpen: fn(), onGoToLinks: fn() },
} satisfies Meta<typeof ContactsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  name: 'A contact',
  play: async ({ args, canvas }) => {
    const table = canvas.getByRole('table', { name: CONTACTS_TEXT.tableLabel });
    await expect(within(table).getByRole('link', { name: `E-mail ${EVENT.contactName}` })).toHaveAttribute(
      'href',
      `mailto:${EVENT.contactEmail}`,
    );
    await expect(canvas.getByText(CONTACTS_TEXT.contactCountOne)).toBeVisible();
    await userEvent.click(within(table).getByRole('button', { name: new RegExp(`^Open ${EVENT.contactName}`) }));
    await expect(args.onOpen).toHaveBeenCalledWith(ROWS[0]);
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(CONTACTS_TEXT.noContactsHow)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: CONTACTS_TEXT.goToLinks }));
    await expect(args.onGoToLinks).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { load: 'loading', rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  name: 'Error',
  args: { load: 'failed', rows: [] },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: OUTREACH_TEXT.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
