import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http as mswHttp } from 'msw';
import { expect, userEvent, within } from 'storybook/test';

import {
  EXAMPLE_LINK,
  MORE_LINKS,
  OTHER_PROJECT_ID,
  PROJECT_ID,
  pageNameOf,
  withOutreachShell,
  withPanelAt,
} from './outreachStoryKit';
import LinksScreen from '../../../../src/features/workspace/outreach/LinksScreen';
import { OUTREACH_TEXT } from '../../../../src/features/workspace/outreach/outreachTexts';
import { ALL_PROJECTS_ID } from '../../../../src/features/workspace/panel/panelViews';
import { UI_TEXT, TEXT } from '../../../../src/lib/spec/text';
import { errorBody } from '../../../../src/mocks/errors';
import { handlerGroups } from '../../../../src/mocks/handlers';
import { neverResolves } from '../../../../src/mocks/variants';
import { panelArrivedAt } from '../withPanel';

type Handlers = typeof handlerGroups;
const withLinkManager = (first: Handlers['link-manager']) => ({
  moreLinks: true,
  msw: { handlers: { ...handlerGroups, 'link-manager': [...first, ...handlerGroups['link-manager']] } },
});

/** The first GetLinks read fails with a 500; later ones reach the mock API. Reset before each run. */
let linkReads = 0;
const failFirstRead = mswHttp.get('/NsaApi/MySpyFu/Link/GetLinks', () => {
  linkReads += 1;
  return linkReads === 1 ? HttpResponse.json(errorBody(500), { status: 500 }) : undefined;
});

const table = (canvas: HTMLElement) => within(canvas).findByRole('table', { name: OUTREACH_TEXT.linksTableLabel });
const bodyRows = async (canvas: HTMLElement) =>
  within(await table(canvas))
    .getAllByRole('row')
    .slice(1);
const acmeLinks = MORE_LINKS.filter((l) => l.projectId === PROJECT_ID);

const meta = {
  title: 'Workspace/Outreach/Links',
  component: LinksScreen,
  args: { params: { projectId: PROJECT_ID } },
  decorators: [withPanelAt('links'), withOutreachShell],
  parameters: { moreLinks: true },
} satisfies Meta<typeof LinksScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: withLinkManager([neverResolves('getLinks')]),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: OUTREACH_TEXT.linksTitle })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText(OUTREACH_TEXT.linksLoading)).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const NoLinks: Story = {
  name: 'No links yet',
  args: { params: { projectId: OTHER_PROJECT_ID } },
  parameters: { moreLinks: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(OUTREACH_TEXT.noLinks)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: OUTREACH_TEXT.importUrls }));
    await expect(
      await canvas.findByText(panelArrivedAt('outreach-import', { projectId: OTHER_PROJECT_ID })),
    ).toBeVisible();
  },
};

export const LoadFailedThenRetried: Story = {
  name: 'Load failed, then a retry',
  parameters: withLinkManager([failFirstRead]),
  beforeEach: () => {
    linkReads = 0;
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(OUTREACH_TEXT.linksLoadFailed)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: OUTREACH_TEXT.retry }));
    await expect(await bodyRows(canvasElement)).toHaveLength(1 + acmeLinks.length);
  },
};

export const Full: Story = {
  name: "The project's links",
  play: async ({ canvas, canvasElement }) => {
    const rows = await bodyRows(canvasElement);
    // The examples' link first (as added), then the seeded ones; the other project's is not here.
    await expect(rows).toHaveLength(1 + acmeLinks.length);
    const first = within(rows[0]!);
    await expect(first.getByRole('button', { name: `Open ${EXAMPLE_LINK.urlName}` })).toBeVisible();
    await expect(first.getByText('Contacted')).toBeVisible();
    await expect(first.getByText(`${EXAMPLE_LINK.rating} of 3 stars`)).toBeVisible();
    await expect(first.getByText(EXAMPLE_LINK.tags[0]!)).toBeVisible();
    await expect(first.getByText(String(EXAMPLE_LINK.urlRankedKeywords))).toBeVisible();
    const linked = within(rows[1]!);
    await expect(linked.getByText(pageNameOf(acmeLinks[0]!.fullUrl))).toBeVisible();
    await expect(linked.getByText('Linked')).toBeVisible();
    await expect(linked.getByText('3 of 3 stars')).toBeVisible();
    await expect(canvas.getByText(`${1 + acmeLinks.length} links`)).toBeVisible();
  },
};

export const SortByRating: Story = {
  name: 'Sorted by rating',
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    // A numeric column sorts highest first on the first click (doc 2 §4).
    await userEvent.click(within(grid).getByRole('button', { name: OUTREACH_TEXT.columnRating }));
    const rows = within(grid).getAllByRole('row').slice(1);
    await expect(rows.map((r) => within(r).getAllByRole('cell')[2]?.textContent)).toEqual([
      '3 of 3 stars',
      `${EXAMPLE_LINK.rating} of 3 stars`,
      '1 of 3 stars',
    ]);
  },
};

export const Filtered: Story = {
  name: 'Filtered by a tag, then by nothing that matches',
  play: async ({ canvas, canvasElement }) => {
    await table(canvasElement);
    const filter = canvas.getByRole('textbox', { name: OUTREACH_TEXT.filterLabel });
    await expect(filter).toHaveAttribute('placeholder', UI_TEXT.groupsFilterPlaceholder);
    await userEvent.type(filter, 'partner');
    const rows = await bodyRows(canvasElement);
    await expect(rows).toHaveLength(1);
    await expect(within(rows[0]!).getByText(pageNameOf(acmeLinks[1]!.fullUrl))).toBeVisible();
    await userEvent.clear(filter);
    await userEvent.type(filter, 'no such page');
    await expect(await canvas.findByText(TEXT.noItemsFoundWithFilter)).toBeVisible();
  },
};

export const AllProjects: Story = {
  name: 'All projects: every project’s links',
  args: { params: { projectId: ALL_PROJECTS_ID } },
  play: async ({ canvasElement }) => {
    const rows = await bodyRows(canvasElement);
    await expect(rows).toHaveLength(1 + MORE_LINKS.length);
    await expect(within(rows[3]!).getByText(pageNameOf(MORE_LINKS[2].fullUrl))).toBeVisible();
    await expect(within(rows[3]!).getByText('Declined')).toBeVisible();
  },
};

export const OpenLinkDetails: Story = {
  name: 'Open a link’s details',
  play: async ({ canvas, canvasElement }) => {
    await table(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `Open ${EXAMPLE_LINK.urlName}` }));
    await expect(
      await canvas.findByText(
        panelArrivedAt('link-details', {
          domainId: String(EXAMPLE_LINK.domainId),
          projectId: PROJECT_ID,
          urlId: String(EXAMPLE_LINK.urlId),
          urlName: EXAMPLE_LINK.urlName,
        }),
      ),
    ).toBeVisible();
  },
};
