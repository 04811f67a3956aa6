import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http as mswHttp } from 'msw';
import { expect, userEvent, within } from 'storybook/test';

import { actionIsOfKind } from '../../../../../src/features/workspace/outreach/history/history';
import HistoryScreen from '../../../../../src/features/workspace/outreach/history/HistoryScreen';
import { HISTORY_TEXT } from '../../../../../src/features/workspace/outreach/history/historyTexts';
import { historyActionWords } from '../../../../../src/features/workspace/outreach/outreach';
import { OUTREACH_TEXT } from '../../../../../src/features/workspace/outreach/outreachTexts';
import { ALL_PROJECTS_ID } from '../../../../../src/features/workspace/panel/panelViews';
import { formatDate } from '../../../../../src/lib/format';
import * as db from '../../../../../src/mocks/db';
import { errorBody } from '../../../../../src/mocks/errors';
import { handlerGroups } from '../../../../../src/mocks/handlers';
import { neverResolves } from '../../../../../src/mocks/variants';
import { panelArrivedAt } from '../../withPanel';
import { withContactsSeed } from '../contacts/contactsStoryKit';
import { OTHER_PROJECT_ID, PROJECT_ID, withOutreachShell, withPanelAt } from '../outreachStoryKit';

type Handlers = typeof handlerGroups;
const withLinkManager = (first: Handlers['link-manager']) => ({
  contacts: true,
  msw: { handlers: { ...handlerGroups, 'link-manager': [...first, ...handlerGroups['link-manager']] } },
});

/** The first GetLinkHistory read fails with a 500; later ones reach the mock API. Reset before each run. */
let historyReads = 0;
const failFirstRead = mswHttp.get('/NsaApi/MySpyFu/LinkHistory/GetLinkHistory', () => {
  historyReads += 1;
  return historyReads === 1 ? HttpResponse.json(errorBody(500), { status: 500 }) : undefined;
});

/** What the mock API holds for the project (the fixture the view must show), newest first. */
const storedHistory = (projectId: string) => db.linkHistory(db.readableProjects(projectId), undefined);
const pageName = (urlId: number) => db.pageAddressOf(db.getMockDb().outreach.pages.get(urlId)!.fullUrl, 'url').key;

const timeline = (canvas: HTMLElement) => within(canvas).findByRole('list', { name: HISTORY_TEXT.timelineLabel });
/** The entries shown, in order. */
const shownEntries = async (canvas: HTMLElement) =>
  within(await timeline(canvas))
    .getAllByRole('listitem')
    .filter((item) => item.querySelector('h3') === null);

const meta = {
  title: 'Workspace/Outreach/History',
  component: HistoryScreen,
  args: { params: { projectId: PROJECT_ID } },
  decorators: [withPanelAt('history'), withContactsSeed, withOutreachShell],
  parameters: { contacts: true },
} satisfies Meta<typeof HistoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvas, canvasElement }) => {
    const stored = storedHistory(PROJECT_ID);
    const entries = await shownEntries(canvasElement);
    // Every entry of the project, newest first, under the heading of its day.
    await expect(entries).toHaveLength(stored.length);
    const newest = stored[0]!;
    await expect(entries[0]).toHaveTextContent(historyActionWords(newest.action));
    await expect(entries[0]).toHaveTextContent(newest.description);
    await expect(
      within(entries[0]!).getByRole('button', { name: `Open the link ${pageName(newest.urlId)}` }),
    ).toBeVisible();
    const headings = within(await timeline(canvasElement)).getAllByRole('heading', { level: 3 });
    await expect(headings[0]).toHaveTextContent(formatDate(new Date(newest.occurredAt)));
    const oldest = stored.at(-1)!;
    await expect(headings.at(-1)).toHaveTextContent(formatDate(new Date(oldest.occurredAt)));
    await expect(canvas.getByText(`${stored.length} entries`)).toBeVisible();
  },
};

export const OpenLink: Story = {
  name: 'Open an entry’s link',
  play: async ({ canvas, canvasElement }) => {
    const newest = storedHistory(PROJECT_ID)[0]!;
    const page = db.getMockDb().outreach.pages.get(newest.urlId)!;
    const entries = await shownEntries(canvasElement);
    await userEvent.click(within(entries[0]!).getByRole('button', { name: `Open the link ${pageName(newest.urlId)}` }));
    await expect(
      await canvas.findByText(
        panelArrivedAt('link-details', {
          domainId: String(page.domainId),
          projectId: PROJECT_ID,
          urlId: String(newest.urlId),
          urlName: pageName(newest.urlId),
        }),
      ),
    ).toBeVisible();
  },
};

export const Filtered: Story = {
  play: async ({ canvas, canvasElement }) => {
    await timeline(canvasElement);
    const kind = canvas.getByRole('combobox', { name: HISTORY_TEXT.kindLabel });
    await userEvent.selectOptions(kind, HISTORY_TEXT.kindContacts);
    const contacts = storedHistory(PROJECT_ID).filter((e) => actionIsOfKind(e.action, 'contacts'));
    const entries = await shownEntries(canvasElement);
    await expect(entries).toHaveLength(contacts.length);
    await expect(entries.map((e) => e.querySelector('strong')?.textContent)).toEqual(
      contacts.map((e) => historyActionWords(e.action)),
    );
    await expect(canvas.getByText(`${contacts.length} entries`)).toBeVisible();
  },
};

export const AllProjects: Story = {
  name: 'All projects',
  args: { params: { projectId: ALL_PROJECTS_ID } },
  play: async ({ canvasElement }) => {
    const stored = storedHistory(ALL_PROJECTS_ID);
    await expect(stored.some((e) => e.projectId === OTHER_PROJECT_ID)).toBe(true);
    await expect(await shownEntries(canvasElement)).toHaveLength(stored.length);
  },
};

export const Empty: Story = {
  args: { params: { projectId: OTHER_PROJECT_ID } },
  parameters: { contacts: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(HISTORY_TEXT.empty)).toBeVisible();
    await expect(canvas.getByText(HISTORY_TEXT.emptyHow)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: HISTORY_TEXT.goToLinks }));
    await expect(await canvas.findByText(panelArrivedAt('links', { projectId: OTHER_PROJECT_ID }))).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: withLinkManager([neverResolves('getLinkHistory')]),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: HISTORY_TEXT.title })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText(HISTORY_TEXT.loading)).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  name: 'Error',
  parameters: withLinkManager([failFirstRead]),
  beforeEach: () => {
    historyReads = 0;
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(HISTORY_TEXT.loadFailed)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: OUTREACH_TEXT.retry }));
    await expect(await shownEntries(canvasElement)).toHaveLength(storedHistory(PROJECT_ID).length);
  },
};
