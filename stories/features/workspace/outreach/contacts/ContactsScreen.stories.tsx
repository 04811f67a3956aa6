import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http as mswHttp } from 'msw';
import { expect, userEvent, within } from 'storybook/test';

import { EXAMPLE_EVENT, SEED_EVENTS, seededPage, withContactsSeed } from './contactsStoryKit';
import ContactsScreen from '../../../../../src/features/workspace/outreach/contacts/ContactsScreen';
import { CONTACTS_TEXT } from '../../../../../src/features/workspace/outreach/contacts/contactsTexts';
import { OUTREACH_TEXT } from '../../../../../src/features/workspace/outreach/outreachTexts';
import { ALL_PROJECTS_ID } from '../../../../../src/features/workspace/panel/panelViews';
import { formatDate } from '../../../../../src/lib/format';
import { TEXT, UI_TEXT } from '../../../../../src/lib/spec/text';
import { errorBody } from '../../../../../src/mocks/errors';
import { handlerGroups } from '../../../../../src/mocks/handlers';
import { neverResolves } from '../../../../../src/mocks/variants';
import { panelArrivedAt } from '../../withPanel';
import { OTHER_PROJECT_ID, PROJECT_ID, withOutreachShell, withPanelAt } from '../outreachStoryKit';

type Handlers = typeof handlerGroups;
const withLinkManager = (first: Handlers['link-manager']) => ({
  contacts: true,
  msw: { handlers: { ...handlerGroups, 'link-manager': [...first, ...handlerGroups['link-manager']] } },
});

/** The first GetLinkContactEvents read fails with a 500; later ones reach the mock API. Reset before each run. */
let eventReads = 0;
const failFirstRead = mswHttp.get('/NsaApi/MySpyFu/LinkContactEvents/GetLinkContactEvents', () => {
  eventReads += 1;
  return eventReads === 1 ? HttpResponse.json(errorBody(500), { status: 500 }) : undefined;
});

const table = (canvas: HTMLElement) => within(canvas).findByRole('table', { name: CONTACTS_TEXT.tableLabel });
const bodyRows = async (canvas: HTMLElement) =>
  within(await table(canvas))
    .getAllByRole('row')
    .slice(1);
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

const [DANA_CALL, PRIYA, MARCO, KIM] = SEED_EVENTS;

const meta = {
  title: 'Workspace/Outreach/Contacts',
  component: ContactsScreen,
  args: { params: { projectId: PROJECT_ID } },
  decorators: [withPanelAt('contacts'), withContactsSeed, withOutreachShell],
  parameters: { contacts: true },
} satisfies Meta<typeof ContactsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvas, canvasElement }) => {
    const rows = await bodyRows(canvasElement);
    // One row per person and website, the most recently contacted first; the other project's are not here.
    await expect(rows.map((row) => cellTexts(row)[0])).toEqual([
      DANA_CALL.contactName,
      MARCO.contactName,
      PRIYA.contactName,
    ]);
    // Dana Lee: the call on another page of the examples' website and the examples' e-mail.
    await expect(cellTexts(rows[0]!)).toEqual([
      EXAMPLE_EVENT.contactName,
      EXAMPLE_EVENT.contactEmail,
      seededPage('guidelines').urlKey.split('/')[0],
      formatDate(DANA_CALL.eventDate),
      '2',
    ]);
    await expect(within(rows[0]!).getByRole('link', { name: `E-mail ${EXAMPLE_EVENT.contactName}` })).toHaveAttribute(
      'href',
      `mailto:${EXAMPLE_EVENT.contactEmail}`,
    );
    await expect(cellTexts(rows[1]!)).toContain('news.example.com');
    await expect(canvas.getByText('3 contacts')).toBeVisible();
  },
};

export const OpenContact: Story = {
  name: 'Open a contact',
  play: async ({ canvas, canvasElement }) => {
    await table(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: `Open ${EXAMPLE_EVENT.contactName}'s contact events on blog.example.org` }),
    );
    await expect(
      await canvas.findByText(
        panelArrivedAt('contacts-details', { projectId: PROJECT_ID, domainId: String(seededPage('example').domainId) }),
      ),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { params: { projectId: OTHER_PROJECT_ID } },
  parameters: { contacts: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(CONTACTS_TEXT.noContacts)).toBeVisible();
    await expect(canvas.getByText(CONTACTS_TEXT.noContactsHow)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: CONTACTS_TEXT.goToLinks }));
    await expect(await canvas.findByText(panelArrivedAt('links', { projectId: OTHER_PROJECT_ID }))).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: withLinkManager([neverResolves('getLinkContactEvents')]),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: CONTACTS_TEXT.contactsTitle })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText(CONTACTS_TEXT.contactsLoading)).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const LoadError: Story = {
  name: 'Error',
  parameters: withLinkManager([failFirstRead]),
  beforeEach: () => {
    eventReads = 0;
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(CONTACTS_TEXT.contactsLoadFailed)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: OUTREACH_TEXT.retry }));
    await expect(await bodyRows(canvasElement)).toHaveLength(3);
  },
};

export const AllProjects: Story = {
  name: 'All projects',
  args: { params: { projectId: ALL_PROJECTS_ID } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('4 contacts')).toBeVisible();
    const rows = await bodyRows(canvasElement);
    // The other project's contact is the most recent.
    await expect(rows).toHaveLength(4);
    await expect(cellTexts(rows[0]!)).toEqual([
      KIM.contactName,
      KIM.contactEmail,
      seededPage('rival').urlKey.split('/')[0],
      formatDate(KIM.eventDate),
      '1',
    ]);
  },
};

export const AllProjectsOpenContact: Story = {
  name: 'All projects: open a contact',
  args: { params: { projectId: ALL_PROJECTS_ID } },
  play: async ({ canvas, canvasElement }) => {
    const rows = await bodyRows(canvasElement);
    // The all-projects id stays: the details read every project too.
    await userEvent.click(within(rows[0]!).getByRole('button', { name: new RegExp(`^Open ${KIM.contactName}`) }));
    await expect(
      await canvas.findByText(
        panelArrivedAt('contacts-details', {
          projectId: ALL_PROJECTS_ID,
          domainId: String(seededPage('rival').domainId),
        }),
      ),
    ).toBeVisible();
  },
};

export const FilterMatchesNothing: Story = {
  name: 'Filter matches nothing',
  play: async ({ canvas, canvasElement }) => {
    await table(canvasElement);
    const filter = canvas.getByRole('textbox', { name: CONTACTS_TEXT.filterLabel });
    await expect(filter).toHaveAttribute('placeholder', UI_TEXT.groupsFilterPlaceholder);
    // By website first: one row.
    await userEvent.type(filter, 'news.example');
    const rows = await bodyRows(canvasElement);
    await expect(rows.map((row) => cellTexts(row)[0])).toEqual([MARCO.contactName]);
    await userEvent.clear(filter);
    await userEvent.type(filter, 'nobody at all');
    await expect(await canvas.findByText(TEXT.noItemsFoundWithFilter)).toBeVisible();
    await expect(canvas.getByText('0 contacts')).toBeVisible();
  },
};
