import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { EXAMPLE_EVENT, SEED_EVENTS, seededPage, seedPageName, withContactsSeed } from './contactsStoryKit';
import ContactDetailsScreen from '../../../../../src/features/workspace/outreach/contacts/ContactDetailsScreen';
import { CONTACTS_TEXT } from '../../../../../src/features/workspace/outreach/contacts/contactsTexts';
import { OUTREACH_TEXT } from '../../../../../src/features/workspace/outreach/outreachTexts';
import { ALL_PROJECTS_ID } from '../../../../../src/features/workspace/panel/panelViews';
import { formatDate } from '../../../../../src/lib/format';
import { TEXT, UI_TEXT } from '../../../../../src/lib/spec/text';
import * as db from '../../../../../src/mocks/db';
import { handlerGroups } from '../../../../../src/mocks/handlers';
import { errorFor, neverResolves } from '../../../../../src/mocks/variants';
import { panelArrivedAt } from '../../withPanel';
import { EXAMPLE_LINK, PROJECT_ID, withOutreachShell, withPanelAt } from '../outreachStoryKit';

type Handlers = typeof handlerGroups;
const withLinkManager = (first: Handlers['link-manager']) => ({
  contacts: true,
  msw: { handlers: { ...handlerGroups, 'link-manager': [...first, ...handlerGroups['link-manager']] } },
});

const [DANA_CALL, PRIYA] = SEED_EVENTS;
const WEBSITE = 'blog.example.org';
const PARAMS = { projectId: PROJECT_ID, domainId: String(EXAMPLE_LINK.domainId) };

const contactSection = (canvas: HTMLElement, name: string) => within(canvas).findByRole('region', { name });
const form = (canvas: HTMLElement) => within(canvas).findByRole('form', { name: CONTACTS_TEXT.addTitle });
/** The contacts' names in the order the groups show. */
const groupNames = (canvas: HTMLElement) =>
  within(canvas)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.firstChild?.textContent)
    .filter((name) => name !== CONTACTS_TEXT.addTitle);

const meta = {
  title: 'Workspace/Outreach/Contact details',
  component: ContactDetailsScreen,
  args: { params: PARAMS },
  decorators: [withPanelAt('contacts-details'), withContactsSeed, withOutreachShell],
  parameters: { contacts: true },
} satisfies Meta<typeof ContactDetailsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: `Contact events on ${WEBSITE}` })).toBeVisible();
    // Grouped by contact, the most recently contacted first; the other website's contact is not here.
    await expect(groupNames(canvasElement)).toEqual([EXAMPLE_EVENT.contactName, PRIYA.contactName]);
    const dana = within(await contactSection(canvasElement, EXAMPLE_EVENT.contactName));
    await expect(dana.getByText('2 events')).toBeVisible();
    await expect(dana.getByRole('link', { name: EXAMPLE_EVENT.contactEmail! })).toHaveAttribute(
      'href',
      `mailto:${EXAMPLE_EVENT.contactEmail}`,
    );
    // Newest first: the call on the guidelines page, then the examples' e-mail on the examples' page.
    const items = dana.getAllByRole('listitem');
    await expect(within(items[0]!).getByText(formatDate(DANA_CALL.eventDate))).toBeVisible();
    await expect(within(items[0]!).getByText(DANA_CALL.notes)).toBeVisible();
    await expect(
      within(items[0]!).getByRole('button', { name: `Open the link ${seedPageName('guidelines')}` }),
    ).toBeVisible();
    await expect(within(items[1]!).getByText(formatDate(EXAMPLE_EVENT.eventDate))).toBeVisible();
    await expect(within(items[1]!).getByText(EXAMPLE_EVENT.notes)).toBeVisible();
    // The form offers the website's two links.
    const link = within(await form(canvasElement)).getByRole('combobox', { name: CONTACTS_TEXT.linkLabel });
    await expect(
      within(link)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['—', EXAMPLE_LINK.urlName, seedPageName('guidelines')]);
  },
};

export const OpenLink: Story = {
  name: 'Open an event’s link',
  play: async ({ canvas, canvasElement }) => {
    const dana = within(await contactSection(canvasElement, EXAMPLE_EVENT.contactName));
    await userEvent.click(dana.getByRole('button', { name: `Open the link ${seedPageName('guidelines')}` }));
    const page = seededPage('guidelines');
    await expect(
      await canvas.findByText(
        panelArrivedAt('link-details', {
          domainId: String(page.domainId),
          projectId: PROJECT_ID,
          urlId: String(page.urlId),
          urlName: seedPageName('guidelines'),
        }),
      ),
    ).toBeVisible();
  },
};

export const AllProjects: Story = {
  name: 'All projects',
  args: { params: { ...PARAMS, projectId: ALL_PROJECTS_ID } },
  play: async ({ canvas, canvasElement }) => {
    // The website's events read across projects; Back keeps the all-projects id.
    await expect(await canvas.findByRole('heading', { name: `Contact events on ${WEBSITE}` })).toBeVisible();
    await expect(groupNames(canvasElement)).toEqual([EXAMPLE_EVENT.contactName, PRIYA.contactName]);
    await userEvent.click(canvas.getByRole('button', { name: CONTACTS_TEXT.backToContacts }));
    await expect(await canvas.findByText(panelArrivedAt('contacts', { projectId: ALL_PROJECTS_ID }))).toBeVisible();
  },
};

export const UnknownWebsite: Story = {
  name: 'A website the project does not have',
  args: { params: { projectId: PROJECT_ID, domainId: '1' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(CONTACTS_TEXT.noWebsite)).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

export const AddEvent: Story = {
  name: 'Add event',
  play: async ({ canvas, canvasElement }) => {
    const add = within(await form(canvasElement));
    await userEvent.selectOptions(add.getByRole('combobox', { name: CONTACTS_TEXT.linkLabel }), EXAMPLE_LINK.urlName);
    await userEvent.selectOptions(add.getByRole('combobox', { name: OUTREACH_TEXT.contactTypeLabel }), 'Meeting');
    await userEvent.type(add.getByRole('textbox', { name: OUTREACH_TEXT.contactNameLabel }), 'Alex Kim');
    await userEvent.type(add.getByRole('textbox', { name: OUTREACH_TEXT.contactEmailLabel }), 'alex@example.org');
    await userEvent.type(add.getByRole('textbox', { name: OUTREACH_TEXT.contactDateLabel }), '03/20/2025');
    await userEvent.type(add.getByRole('textbox', { name: OUTREACH_TEXT.contactNotesLabel }), 'Coffee chat.');
    await userEvent.click(add.getByRole('button', { name: OUTREACH_TEXT.addContact }));
    await expect(await add.findByText(CONTACTS_TEXT.added)).toBeVisible();
    // The newest contact leads; the server stored it on the chosen link.
    await waitFor(() => expect(groupNames(canvasElement)[0]).toBe('Alex Kim'));
    const alex = within(await contactSection(canvasElement, 'Alex Kim'));
    await expect(alex.getByText('Meeting: Alex Kim <alex@example.org>')).toBeVisible();
    await expect(alex.getByText(formatDate('2025-03-20'))).toBeVisible();
    const stored = db.linkContactEvents([PROJECT_ID], EXAMPLE_LINK.urlId)[0];
    await expect(stored).toMatchObject({ contactName: 'Alex Kim', eventDate: '2025-03-20', notes: 'Coffee chat.' });
    // The form is ready for the next one: the texts cleared, the link and kind kept.
    await expect(add.getByRole('textbox', { name: OUTREACH_TEXT.contactNameLabel })).toHaveValue('');
    await expect(add.getByRole('combobox', { name: CONTACTS_TEXT.linkLabel })).toHaveDisplayValue(EXAMPLE_LINK.urlName);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const InvalidEvent: Story = {
  name: 'Invalid event',
  play: async ({ canvasElement }) => {
    const add = within(await form(canvasElement));
    const before = db.linkContactEvents([PROJECT_ID], undefined).length;
    await userEvent.type(add.getByRole('textbox', { name: OUTREACH_TEXT.contactEmailLabel }), 'dana@');
    await userEvent.type(add.getByRole('textbox', { name: OUTREACH_TEXT.contactDateLabel }), '02/30/2025');
    await userEvent.click(add.getByRole('button', { name: OUTREACH_TEXT.addContact }));
    await expect(await add.findByText(CONTACTS_TEXT.fixFields)).toBeVisible();
    // Each message names its field and is tied to it.
    await expect(add.getByRole('combobox', { name: CONTACTS_TEXT.linkLabel })).toHaveAccessibleDescription(
      CONTACTS_TEXT.linkRequired,
    );
    await expect(add.getByRole('textbox', { name: OUTREACH_TEXT.contactNameLabel })).toHaveAccessibleDescription(
      CONTACTS_TEXT.nameRequired,
    );
    await expect(add.getByRole('textbox', { name: OUTREACH_TEXT.contactEmailLabel })).toHaveAccessibleDescription(
      `Contact e-mail: ${TEXT.invalidEmail}`,
    );
    await expect(add.getByRole('textbox', { name: OUTREACH_TEXT.contactDateLabel })).toHaveAccessibleDescription(
      `Date: ${TEXT.invalidDate}`,
    );
    // What was typed stays; nothing was sent.
    await expect(add.getByRole('textbox', { name: OUTREACH_TEXT.contactEmailLabel })).toHaveValue('dana@');
    await expect(db.linkContactEvents([PROJECT_ID], undefined)).toHaveLength(before);
  },
};

export const AddRefused: Story = {
  name: 'Add event refused by the server',
  parameters: withLinkManager([errorFor('addLinkContactEvent', 500, 'The service is unavailable.')]),
  play: async ({ canvasElement }) => {
    const add = within(await form(canvasElement));
    await userEvent.selectOptions(add.getByRole('combobox', { name: CONTACTS_TEXT.linkLabel }), EXAMPLE_LINK.urlName);
    await userEvent.type(add.getByRole('textbox', { name: OUTREACH_TEXT.contactNameLabel }), 'Alex Kim');
    await userEvent.type(add.getByRole('textbox', { name: OUTREACH_TEXT.contactDateLabel }), '03/20/2025');
    await userEvent.click(add.getByRole('button', { name: OUTREACH_TEXT.addContact }));
    await expect(await add.findByRole('alert')).toHaveTextContent(/^The contact event could not be saved: /);
    // The form keeps what was typed, to send again.
    await expect(add.getByRole('textbox', { name: OUTREACH_TEXT.contactNameLabel })).toHaveValue('Alex Kim');
    await expect(add.getByRole('textbox', { name: OUTREACH_TEXT.contactDateLabel })).toHaveValue('03/20/2025');
    await expect(groupNames(canvasElement)).not.toContain('Alex Kim');
  },
};

export const DeleteEvent: Story = {
  name: 'Delete event',
  play: async ({ canvasElement }) => {
    const priya = within(await contactSection(canvasElement, PRIYA.contactName));
    await userEvent.click(priya.getByRole('button', { name: OUTREACH_TEXT.deleteContact }));
    // Asked once more; Keep keeps it.
    const ask = priya.getByRole('group', { name: OUTREACH_TEXT.confirmDeleteContact });
    await userEvent.click(within(ask).getByRole('button', { name: UI_TEXT.keep }));
    await expect(priya.getByText(`E-mail: ${PRIYA.contactName} <${PRIYA.contactEmail}>`)).toBeVisible();
    await userEvent.click(priya.getByRole('button', { name: OUTREACH_TEXT.deleteContact }));
    await userEvent.click(
      within(priya.getByRole('group', { name: OUTREACH_TEXT.confirmDeleteContact })).getByRole('button', {
        name: UI_TEXT.delete,
      }),
    );
    await waitFor(() => expect(groupNames(canvasElement)).toEqual([EXAMPLE_EVENT.contactName]));
    await expect(db.linkContactEvents([PROJECT_ID], undefined).some((e) => e.contactName === PRIYA.contactName)).toBe(
      false,
    );
  },
};

export const Loading: Story = {
  parameters: withLinkManager([neverResolves('getLinkContactEvents')]),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: CONTACTS_TEXT.detailsFallbackTitle })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  name: 'Error',
  parameters: withLinkManager([errorFor('getLinkContactEvents', 500)]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(CONTACTS_TEXT.detailsLoadFailed)).toBeVisible();
    await expect(canvas.getByRole('button', { name: OUTREACH_TEXT.retry })).toBeVisible();
  },
};
