import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http as mswHttp } from 'msw';
import { expect, userEvent, within } from 'storybook/test';

import { EXAMPLE_WEBSITE, WEBSITE_STATES, withWebsiteStates } from './websitesStoryKit';
import WebsitesScreen from '../../../../../src/features/workspace/outreach/websites/WebsitesScreen';
import { WEBSITES_TEXT } from '../../../../../src/features/workspace/outreach/websites/websitesTexts';
import { ALL_PROJECTS_ID } from '../../../../../src/features/workspace/panel/panelViews';
import { TEXT, UI_TEXT } from '../../../../../src/lib/spec/text';
import { errorBody } from '../../../../../src/mocks/errors';
import { exampleProjects } from '../../../../../src/mocks/fixtures';
import { handlerGroups } from '../../../../../src/mocks/handlers';
import { neverResolves } from '../../../../../src/mocks/variants';
import { panelArrivedAt } from '../../withPanel';
import { OTHER_PROJECT_ID, PROJECT_ID, withOutreachShell, withPanelAt } from '../outreachStoryKit';

type Handlers = typeof handlerGroups;
const withWorkspace = (first: Handlers['workspace']) => ({
  moreLinks: true,
  msw: { handlers: { ...handlerGroups, workspace: [...first, ...handlerGroups.workspace] } },
});

/** The first GetRelationships read fails with a 500; later ones reach the mock API. Reset before each run. */
let reads = 0;
const failFirstRead = mswHttp.get('/NsaApi/MySpyFu/Relationships/GetRelationships', () => {
  reads += 1;
  return reads === 1 ? HttpResponse.json(errorBody(500), { status: 500 }) : undefined;
});

const table = (canvas: HTMLElement) => within(canvas).findByRole('table', { name: WEBSITES_TEXT.websitesTableLabel });
const bodyRows = async (canvas: HTMLElement) =>
  within(await table(canvas))
    .getAllByRole('row')
    .slice(1);
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const acmeStates = WEBSITE_STATES.filter((s) => s.projectId === PROJECT_ID);
const [, RIVAL] = exampleProjects() as { projectName: string }[];

const meta = {
  title: 'Workspace/Outreach/Websites',
  component: WebsitesScreen,
  args: { params: { projectId: PROJECT_ID } },
  // withOutreachShell (outermost) seeds MORE_LINKS; withWebsiteStates then gives their websites a state.
  decorators: [withPanelAt('websites'), withWebsiteStates, withOutreachShell],
  parameters: { moreLinks: true },
} satisfies Meta<typeof WebsitesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  name: "The project's websites",
  play: async ({ canvas, canvasElement }) => {
    const rows = await bodyRows(canvasElement);
    // The examples' website first (as added), then the seeded ones; the other project's is not here.
    await expect(rows).toHaveLength(1 + acmeStates.length);
    await expect(cellTexts(rows[0]!)).toEqual([
      EXAMPLE_WEBSITE.domainName,
      'Contacted',
      `${EXAMPLE_WEBSITE.rating} of 3 stars`,
      EXAMPLE_WEBSITE.tags.join(''),
      '1',
    ]);
    const news = acmeStates[0]!;
    await expect(cellTexts(rows[1]!)).toEqual([
      news.domainName,
      'Negotiating',
      `${news.rating} of 3 stars`,
      news.tags.join(''),
      String(news.pageCount),
    ]);
    await expect(canvas.getByText(`${1 + acmeStates.length} websites`)).toBeVisible();
    // No project column outside the all-projects state.
    await expect(within(await table(canvasElement)).queryByText(WEBSITES_TEXT.columnProject)).toBeNull();
  },
};

export const OpenWebsite: Story = {
  name: 'Open a website’s details (keyboard)',
  play: async ({ canvas, canvasElement }) => {
    await table(canvasElement);
    const open = canvas.getByRole('button', { name: `Open ${EXAMPLE_WEBSITE.domainName}` });
    open.focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByText(
        panelArrivedAt('website-details', {
          projectId: PROJECT_ID,
          domainId: String(EXAMPLE_WEBSITE.domainId),
          domainName: EXAMPLE_WEBSITE.domainName,
        }),
      ),
    ).toBeVisible();
  },
};

export const SortByPages: Story = {
  name: 'Sorted by pages, then by name',
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    // A numeric column sorts highest first on the first click (doc 2 §4).
    await userEvent.click(within(grid).getByRole('button', { name: WEBSITES_TEXT.columnPages }));
    let rows = within(grid).getAllByRole('row').slice(1);
    await expect(rows.map((r) => cellTexts(r)[0])).toEqual([
      acmeStates[0]!.domainName,
      EXAMPLE_WEBSITE.domainName,
      acmeStates[1]!.domainName,
    ]);
    await userEvent.click(within(grid).getByRole('button', { name: WEBSITES_TEXT.columnWebsite }));
    rows = within(grid).getAllByRole('row').slice(1);
    await expect(rows.map((r) => cellTexts(r)[0])).toEqual(
      [EXAMPLE_WEBSITE.domainName, ...acmeStates.map((s) => s.domainName)].sort(),
    );
  },
};

export const Empty: Story = {
  name: 'No websites yet',
  args: { params: { projectId: OTHER_PROJECT_ID } },
  parameters: { moreLinks: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(WEBSITES_TEXT.noWebsites)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('button', { name: WEBSITES_TEXT.importOutreach })).toBeVisible();
    await expect(canvas.getByRole('button', { name: WEBSITES_TEXT.goToLinks })).toBeVisible();
  },
};

export const EmptyGoToLinks: Story = {
  name: 'No websites yet: on to the links',
  args: { params: { projectId: OTHER_PROJECT_ID } },
  parameters: { moreLinks: false },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: WEBSITES_TEXT.goToLinks }));
    await expect(await canvas.findByText(panelArrivedAt('links', { projectId: OTHER_PROJECT_ID }))).toBeVisible();
  },
};

export const EmptyImport: Story = {
  name: 'No websites yet: on to the outreach import',
  args: { params: { projectId: OTHER_PROJECT_ID } },
  parameters: { moreLinks: false },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: WEBSITES_TEXT.importOutreach }));
    await expect(
      await canvas.findByText(panelArrivedAt('outreach-import', { projectId: OTHER_PROJECT_ID })),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: withWorkspace([neverResolves('getRelationships')]),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: WEBSITES_TEXT.websitesTitle })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText(WEBSITES_TEXT.websitesLoading)).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const LoadError: Story = {
  name: 'Error, then Retry',
  parameters: withWorkspace([failFirstRead]),
  beforeEach: () => {
    reads = 0;
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(WEBSITES_TEXT.websitesLoadFailed)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await bodyRows(canvasElement)).toHaveLength(1 + acmeStates.length);
  },
};

export const AllProjects: Story = {
  name: 'All projects: every project’s websites',
  args: { params: { projectId: ALL_PROJECTS_ID } },
  play: async ({ canvas, canvasElement }) => {
    const rows = await bodyRows(canvasElement);
    await expect(rows).toHaveLength(1 + WEBSITE_STATES.length);
    const rival = WEBSITE_STATES[2];
    const last = cellTexts(rows.at(-1)!);
    await expect(last.slice(0, 3)).toEqual([rival.domainName, RIVAL!.projectName, 'Declined']);
    await expect(last.at(-1)).toBe(String(rival.pageCount));
    await expect(canvas.getByText(`${1 + WEBSITE_STATES.length} websites`)).toBeVisible();
  },
};

export const AllProjectsOpen: Story = {
  name: 'All projects: a website opens in its own project',
  args: { params: { projectId: ALL_PROJECTS_ID } },
  play: async ({ canvas, canvasElement }) => {
    await table(canvasElement);
    const rival = WEBSITE_STATES[2];
    // So the details' changes name a real project.
    await userEvent.click(canvas.getByRole('button', { name: `Open ${rival.domainName}` }));
    await expect(await canvas.findByText(new RegExp(`"projectId":"${OTHER_PROJECT_ID}"`))).toBeVisible();
  },
};

export const FilterMatchesNothing: Story = {
  name: 'Filtered by a tag, then by nothing that matches',
  play: async ({ canvas, canvasElement }) => {
    await table(canvasElement);
    const filter = canvas.getByRole('textbox', { name: WEBSITES_TEXT.filterLabel });
    await expect(filter).toHaveAttribute('placeholder', UI_TEXT.groupsFilterPlaceholder);
    await userEvent.type(filter, acmeStates[1]!.tags[0]!);
    const rows = await bodyRows(canvasElement);
    await expect(rows).toHaveLength(1);
    await expect(cellTexts(rows[0]!)[0]).toBe(acmeStates[1]!.domainName);
    await userEvent.clear(filter);
    await userEvent.type(filter, 'no such website');
    await expect(await canvas.findByText(TEXT.noItemsFoundWithFilter)).toBeVisible();
    await expect(canvas.getByText('0 websites')).toBeVisible();
  },
};
