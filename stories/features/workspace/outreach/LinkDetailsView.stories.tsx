import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';

import {
  ContactEventText,
  HistoryList,
  LinkDetailsView,
} from '../../../../src/features/workspace/outreach/LinkDetailsView';
import { OUTREACH_TEXT } from '../../../../src/features/workspace/outreach/outreachTexts';
import {
  buildLinkContactEvent,
  buildLinkHistoryEntry,
  buildLinkNote,
  buildLinkTask,
  buildOutreachLink,
} from '../../../../src/mocks/fixtures';

const LINK = buildOutreachLink();
const EVENT = buildLinkContactEvent();
const HISTORY = [buildLinkHistoryEntry()];
const saved = () => fn(() => Promise.resolve(true));

const meta = {
  title: 'Workspace/Outreach/Link details/View',
  component: LinkDetailsView,
  args: {
    urlName: LINK.urlName,
    load: 'ready',
    data: { link: LINK, notes: [buildLinkNote()], tasks: [buildLinkTask()], events: [EVENT], history: HISTORY },
    onRetry: fn(),
    onBack: fn(),
    onRelationshipChange: saved(),
    onRatingChange: saved(),
    onTagsChange: saved(),
    onAddNote: saved(),
    onDeleteNote: saved(),
    onAddTask: saved(),
    onToggleTask: saved(),
    onDeleteTask: saved(),
    onAddContact: saved(),
    onDeleteContact: saved(),
  },
} satisfies Meta<typeof LinkDetailsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  name: 'A link with one of everything',
  play: async ({ canvas }) => {
    const history = canvas.getByRole('region', { name: OUTREACH_TEXT.historyTitle });
    await expect(within(history).getByText(HISTORY[0]!.description)).toBeVisible();
    await expect(canvas.getByText(`E-mail: ${EVENT.contactName} <${EVENT.contactEmail}>`)).toBeVisible();
  },
};

export const Empty: Story = {
  name: 'A link with nothing logged yet',
  args: { data: { link: LINK, notes: [], tasks: [], events: [], history: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(OUTREACH_TEXT.noNotes)).toBeVisible();
    await expect(canvas.getByText(OUTREACH_TEXT.noTasks)).toBeVisible();
    await expect(canvas.getByText(OUTREACH_TEXT.noContacts)).toBeVisible();
    await expect(canvas.getByText(OUTREACH_TEXT.noHistory)).toBeVisible();
  },
};

export const Parts: Story = {
  name: 'A contact event and a history list alone',
  render: () => (
    <ul>
      <li>
        <ContactEventText event={EVENT} />
      </li>
      <li>
        <HistoryList entries={HISTORY} empty={OUTREACH_TEXT.noHistory} />
      </li>
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Contact logged')).toBeVisible();
  },
};
