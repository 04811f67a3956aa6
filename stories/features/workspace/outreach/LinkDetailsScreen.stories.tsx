import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { EXAMPLE_LINK, PROJECT_ID, withOutreachShell, withPanelAt } from './outreachStoryKit';
import LinkDetailsScreen from '../../../../src/features/workspace/outreach/LinkDetailsScreen';
import { OUTREACH_TEXT } from '../../../../src/features/workspace/outreach/outreachTexts';
import { ALL_PROJECTS_ID } from '../../../../src/features/workspace/panel/panelViews';
import { UI_TEXT } from '../../../../src/lib/spec/text';
import { buildLinkContactEvent, buildLinkNote, buildLinkTask } from '../../../../src/mocks/fixtures';
import { handlerGroups } from '../../../../src/mocks/handlers';
import { errorFor, neverResolves } from '../../../../src/mocks/variants';
import { panelArrivedAt } from '../withPanel';

type Handlers = typeof handlerGroups;
const withHandlers = (first: { linkManager?: Handlers['link-manager']; workspace?: Handlers['workspace'] }) => ({
  msw: {
    handlers: {
      ...handlerGroups,
      'link-manager': [...(first.linkManager ?? []), ...handlerGroups['link-manager']],
      workspace: [...(first.workspace ?? []), ...handlerGroups.workspace],
    },
  },
});

const NOTE = buildLinkNote();
const TASK = buildLinkTask();
const EVENT = buildLinkContactEvent();
const PARAMS = {
  domainId: String(EXAMPLE_LINK.domainId),
  projectId: PROJECT_ID,
  urlId: String(EXAMPLE_LINK.urlId),
  urlName: EXAMPLE_LINK.urlName,
};

const section = (canvas: HTMLElement, name: string) => within(canvas).findByRole('region', { name });
const historyTexts = async (canvas: HTMLElement) =>
  within(await section(canvas, OUTREACH_TEXT.historyTitle))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');

const meta = {
  title: 'Workspace/Outreach/Link details',
  component: LinkDetailsScreen,
  args: { params: PARAMS },
  decorators: [withPanelAt('link-details'), withOutreachShell],
} satisfies Meta<typeof LinkDetailsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: withHandlers({ linkManager: [neverResolves('getLink')] }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: EXAMPLE_LINK.urlName })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadFailed: Story = {
  name: 'Load failed (404)',
  parameters: withHandlers({ linkManager: [errorFor('getLink', 404, 'No such link in this project.')] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(OUTREACH_TEXT.linkLoadFailed)).toBeVisible();
    await expect(canvas.getByRole('button', { name: OUTREACH_TEXT.retry })).toBeVisible();
  },
};

export const Full: Story = {
  name: 'The link with its notes, tasks, contacts and history',
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('combobox', { name: OUTREACH_TEXT.relationshipLabel })).toHaveDisplayValue(
      'Contacted',
    );
    await expect(canvas.getByRole('radio', { name: `${EXAMPLE_LINK.rating} stars` })).toBeChecked();
    await expect(canvas.getByText(EXAMPLE_LINK.tags[0]!)).toBeVisible();
    await expect(within(await section(canvasElement, OUTREACH_TEXT.notesTitle)).getByText(NOTE.note)).toBeVisible();
    await expect(within(await section(canvasElement, OUTREACH_TEXT.tasksTitle)).getByText(TASK.text)).toBeVisible();
    await expect(
      within(await section(canvasElement, OUTREACH_TEXT.contactsTitle)).getByText(new RegExp(EVENT.contactName)),
    ).toBeVisible();
    // Newest first: the contact logged after the note and task the seed added.
    const history = await historyTexts(canvasElement);
    await expect(history[0]).toContain('Contact logged');
    await expect(history.at(-1)).toContain('Link added');
  },
};

export const AddNote: Story = {
  name: 'Adding a note',
  play: async ({ canvas, canvasElement }) => {
    const notes = await section(canvasElement, OUTREACH_TEXT.notesTitle);
    await userEvent.type(within(notes).getByRole('textbox', { name: OUTREACH_TEXT.noteLabel }), 'Pitch the Q3 study');
    await userEvent.click(within(notes).getByRole('button', { name: OUTREACH_TEXT.addNote }));
    await expect(await within(notes).findByText('Pitch the Q3 study', { selector: 'li *, li' })).toBeVisible();
    // The box empties once the server has answered, which may be a tick after the note shows.
    await waitFor(() => expect(within(notes).getByRole('textbox', { name: OUTREACH_TEXT.noteLabel })).toHaveValue(''));
    await waitFor(async () => expect((await historyTexts(canvasElement))[0]).toContain('Note added'));
    await expect(canvas.queryByText(/could not be saved/)).toBeNull();
  },
};

export const AddNoteRefused: Story = {
  name: 'Adding a note fails: an alert, the text kept',
  parameters: withHandlers({ linkManager: [errorFor('addLinkNote', 500, 'The server had a problem.')] }),
  play: async ({ canvas, canvasElement }) => {
    const notes = await section(canvasElement, OUTREACH_TEXT.notesTitle);
    const box = within(notes).getByRole('textbox', { name: OUTREACH_TEXT.noteLabel });
    await userEvent.type(box, 'Keep me');
    await userEvent.click(within(notes).getByRole('button', { name: OUTREACH_TEXT.addNote }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByText(
        'Your change could not be saved: The server had a problem.',
      ),
    ).toBeVisible();
    await expect(box).toHaveValue('Keep me');
    await expect(canvas.getAllByRole('listitem').some((li) => li.textContent?.includes('Keep me'))).toBe(false);
  },
};

export const DeleteNote: Story = {
  name: 'Deleting a note, after confirming',
  play: async ({ canvasElement }) => {
    const notes = await section(canvasElement, OUTREACH_TEXT.notesTitle);
    await userEvent.click(within(notes).getByRole('button', { name: OUTREACH_TEXT.deleteNote }));
    const confirm = within(notes).getByRole('group', { name: OUTREACH_TEXT.confirmDeleteNote });
    await userEvent.click(within(confirm).getByRole('button', { name: UI_TEXT.delete }));
    await expect(await within(notes).findByText(OUTREACH_TEXT.noNotes)).toBeVisible();
    await waitFor(async () => expect((await historyTexts(canvasElement))[0]).toContain('Note deleted'));
  },
};

export const AddAndCompleteTask: Story = {
  name: 'Adding a task, then completing and reopening it',
  play: async ({ canvasElement }) => {
    const tasks = await section(canvasElement, OUTREACH_TEXT.tasksTitle);
    await userEvent.selectOptions(
      within(tasks).getByRole('combobox', { name: OUTREACH_TEXT.taskKindLabel }),
      'Send pitch',
    );
    await userEvent.type(within(tasks).getByRole('textbox', { name: OUTREACH_TEXT.taskTextLabel }), 'Send the deck');
    await userEvent.type(within(tasks).getByRole('textbox', { name: OUTREACH_TEXT.taskDueLabel }), '03/01/2025');
    await userEvent.click(within(tasks).getByRole('button', { name: OUTREACH_TEXT.addTask }));
    // Due before the seeded task: listed first.
    await waitFor(() => expect(within(tasks).getAllByRole('listitem')[0]).toHaveTextContent('Send the deck'));
    await expect(within(tasks).getAllByRole('listitem')[0]).toHaveTextContent('Send pitch · Due Mar 1st, 2025');

    const done = within(tasks).getByRole('checkbox', { name: 'Mark "Send the deck" done' });
    await userEvent.click(done);
    // A done task goes below the open ones.
    await waitFor(() => expect(within(tasks).getAllByRole('listitem')[1]).toHaveTextContent('Send the deck'));
    await expect(within(tasks).getByRole('checkbox', { name: 'Mark "Send the deck" done' })).toBeChecked();
    await waitFor(async () => expect((await historyTexts(canvasElement))[0]).toContain('Task completed'));

    await userEvent.click(within(tasks).getByRole('checkbox', { name: 'Mark "Send the deck" done' }));
    await waitFor(() => expect(within(tasks).getAllByRole('listitem')[0]).toHaveTextContent('Send the deck'));
    await waitFor(async () => expect((await historyTexts(canvasElement))[0]).toContain('Task reopened'));
  },
};

export const TaskDateInvalid: Story = {
  name: 'A task with a date that is not one',
  play: async ({ canvasElement }) => {
    const tasks = await section(canvasElement, OUTREACH_TEXT.tasksTitle);
    await userEvent.type(within(tasks).getByRole('textbox', { name: OUTREACH_TEXT.taskTextLabel }), 'Call');
    await userEvent.type(within(tasks).getByRole('textbox', { name: OUTREACH_TEXT.taskDueLabel }), '02/30/2025');
    await expect(within(tasks).getByText("This doesn't appear to be a valid date.")).toBeVisible();
    await expect(within(tasks).getByRole('button', { name: OUTREACH_TEXT.addTask })).toBeDisabled();
  },
};

export const LogContact: Story = {
  name: 'Logging a contact event',
  play: async ({ canvasElement }) => {
    const contacts = await section(canvasElement, OUTREACH_TEXT.contactsTitle);
    await userEvent.selectOptions(
      within(contacts).getByRole('combobox', { name: OUTREACH_TEXT.contactTypeLabel }),
      'Phone call',
    );
    await userEvent.type(within(contacts).getByRole('textbox', { name: OUTREACH_TEXT.contactNameLabel }), 'Sam Roe');
    await userEvent.type(within(contacts).getByRole('textbox', { name: OUTREACH_TEXT.contactDateLabel }), '03/09/2025');
    await userEvent.click(within(contacts).getByRole('button', { name: OUTREACH_TEXT.addContact }));
    await waitFor(() => expect(within(contacts).getAllByRole('listitem')[0]).toHaveTextContent('Phone call: Sam Roe'));
    await waitFor(async () => expect((await historyTexts(canvasElement))[0]).toContain('Called Sam Roe'));
  },
};

export const Rate: Story = {
  name: 'Rating the link',
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: '3 stars' }));
    await waitFor(() => expect(canvas.getByRole('radio', { name: '3 stars' })).toBeChecked());
    await waitFor(async () =>
      expect((await historyTexts(canvasElement))[0]).toContain('Rating changed from 2 stars to 3 stars'),
    );
  },
};

export const RateRefused: Story = {
  name: 'Rating fails: an alert, the rating unchanged',
  parameters: withHandlers({ workspace: [errorFor('updateUrlRating', 500, 'The server had a problem.')] }),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: '3 stars' }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByText(
        'Your change could not be saved: The server had a problem.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('radio', { name: `${EXAMPLE_LINK.rating} stars` })).toBeChecked();
  },
};

export const TagsAndRelationship: Story = {
  name: 'Adding a tag and changing the relationship',
  play: async ({ canvas, canvasElement }) => {
    const tags = await canvas.findByRole('textbox', { name: OUTREACH_TEXT.tagsLabel });
    await userEvent.type(tags, 'partner{Enter}');
    await expect(await canvas.findByText('partner')).toBeVisible();
    await waitFor(async () =>
      expect((await historyTexts(canvasElement))[0]).toContain(`Tags set to ${EXAMPLE_LINK.tags[0]}, partner`),
    );
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: OUTREACH_TEXT.relationshipLabel }), 'Linked');
    await waitFor(async () =>
      expect((await historyTexts(canvasElement))[0]).toContain('Relationship changed from contacted to linked'),
    );
    await expect(canvas.getByRole('combobox', { name: OUTREACH_TEXT.relationshipLabel })).toHaveDisplayValue('Linked');
  },
};

export const FromAllProjects: Story = {
  name: 'Opened from all projects: changes go to the link’s project',
  args: { params: { ...PARAMS, projectId: ALL_PROJECTS_ID } },
  play: async ({ canvasElement }) => {
    const notes = await section(canvasElement, OUTREACH_TEXT.notesTitle);
    await userEvent.type(within(notes).getByRole('textbox', { name: OUTREACH_TEXT.noteLabel }), 'From everywhere');
    await userEvent.click(within(notes).getByRole('button', { name: OUTREACH_TEXT.addNote }));
    await expect(await within(notes).findByText('From everywhere')).toBeVisible();
    // The history follows a moment later: the page is shot once it has grown to its final list.
    await waitFor(async () => expect((await historyTexts(canvasElement))[0]).toContain('Note added: From everywhere'));
  },
};

export const Back: Story = {
  name: 'Back to the links',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: OUTREACH_TEXT.backToLinks }));
    await expect(await canvas.findByText(panelArrivedAt('links', { projectId: PROJECT_ID }))).toBeVisible();
  },
};
