import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http as mswHttp } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { EXAMPLE_WEBSITE, withWebsiteStates } from './websitesStoryKit';
import { getRelationships } from '../../../../../src/api/workspace';
import { OUTREACH_TEXT } from '../../../../../src/features/workspace/outreach/outreachTexts';
import WebsiteDetailsScreen from '../../../../../src/features/workspace/outreach/websites/WebsiteDetailsScreen';
import { WEBSITES_TEXT } from '../../../../../src/features/workspace/outreach/websites/websitesTexts';
import { ALL_PROJECTS_ID } from '../../../../../src/features/workspace/panel/panelViews';
import { formatNumber } from '../../../../../src/lib/format';
import { errorBody } from '../../../../../src/mocks/errors';
import { buildOutreachContext, exampleProjects } from '../../../../../src/mocks/fixtures';
import { handlerGroups } from '../../../../../src/mocks/handlers';
import { errorFor, neverResolves } from '../../../../../src/mocks/variants';
import { panelArrivedAt } from '../../withPanel';
import { EXAMPLE_LINK, OTHER_PROJECT_ID, PROJECT_ID, withOutreachShell, withPanelAt } from '../outreachStoryKit';

type Handlers = typeof handlerGroups;
const withWorkspace = (first: Handlers['workspace']) => ({
  msw: { handlers: { ...handlerGroups, workspace: [...first, ...handlerGroups.workspace] } },
});

/** Holds a save for a moment before it reaches the mock API, so the story sees the control busy. */
const slowly = (path: string) =>
  mswHttp.get(path, async () => {
    await delay(600);
    return undefined;
  });

/** The first GetDomainContext read fails with a 500; later ones reach the mock API. Reset before each run. */
let contextReads = 0;
const failFirstContextRead = mswHttp.get('/NsaApi/MySpyFu/Contexts/GetDomain', () => {
  contextReads += 1;
  return contextReads === 1 ? HttpResponse.json(errorBody(500), { status: 500 }) : undefined;
});

const CONTEXT = buildOutreachContext();
const [, RIVAL] = exampleProjects() as { id: string; projectName: string }[];
const PARAMS = {
  projectId: PROJECT_ID,
  domainId: String(EXAMPLE_WEBSITE.domainId),
  domainName: EXAMPLE_WEBSITE.domainName,
};
/** The website as the mock API now has it. */
const savedWebsite = async () =>
  (await getRelationships({ projectId: PROJECT_ID, domainId: EXAMPLE_WEBSITE.domainId })).find((r) => r.urlId === null);
const busyBox = (control: HTMLElement) => control.closest('[aria-busy]');
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const meta = {
  title: 'Workspace/Outreach/Website details',
  component: WebsiteDetailsScreen,
  args: { params: PARAMS },
  decorators: [withPanelAt('website-details'), withWebsiteStates, withOutreachShell],
} satisfies Meta<typeof WebsiteDetailsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  name: 'The website with its context and pages',
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('combobox', { name: OUTREACH_TEXT.relationshipLabel })).toHaveDisplayValue(
      'Contacted',
    );
    await expect(canvas.getByRole('radio', { name: `${EXAMPLE_WEBSITE.rating} stars` })).toBeChecked();
    await expect(canvas.getByText(EXAMPLE_WEBSITE.tags[0]!)).toBeVisible();
    const context = within(canvas.getByRole('region', { name: WEBSITES_TEXT.contextTitle }));
    for (const entry of CONTEXT.contexts) {
      await expect(
        context.getByText(
          `${formatNumber(entry.keywordCount)} keywords · ${formatNumber(entry.monthlyClicks)} monthly clicks`,
        ),
      ).toBeVisible();
    }
    const pages = within(canvas.getByRole('region', { name: WEBSITES_TEXT.pagesTitle }));
    await expect(pages.getAllByRole('listitem')).toHaveLength(1);
    await expect(
      pages.getByText(
        `Contacted · ${EXAMPLE_LINK.rating} of 3 stars · ${formatNumber(EXAMPLE_LINK.urlMonthlyOrganicClicks)} monthly organic clicks`,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: WEBSITES_TEXT.moveLabel })).toHaveDisplayValue(
      WEBSITES_TEXT.moveChoose,
    );
  },
};

export const OpenPage: Story = {
  name: 'Open a page’s link details',
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Open ${EXAMPLE_LINK.urlName}` }));
    await expect(
      await canvas.findByText(
        panelArrivedAt('link-details', {
          projectId: PROJECT_ID,
          domainId: String(EXAMPLE_LINK.domainId),
          urlId: String(EXAMPLE_LINK.urlId),
          urlName: EXAMPLE_LINK.urlName,
        }),
      ),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: withWorkspace([neverResolves('getDomainContext')]),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: EXAMPLE_WEBSITE.domainName })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText(WEBSITES_TEXT.websiteLoading)).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  name: 'Error (404)',
  parameters: withWorkspace([errorFor('getRelationships', 404, 'No such website in this project.')]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(WEBSITES_TEXT.websiteLoadFailed)).toBeVisible();
    await expect(canvas.getByRole('button', { name: OUTREACH_TEXT.retry })).toBeVisible();
  },
};

export const LoadErrorThenRetry: Story = {
  name: 'Error, then Retry',
  parameters: withWorkspace([failFirstContextRead]),
  beforeEach: () => {
    contextReads = 0;
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(WEBSITES_TEXT.websiteLoadFailed)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: OUTREACH_TEXT.retry }));
    await expect(await canvas.findByRole('combobox', { name: OUTREACH_TEXT.relationshipLabel })).toHaveDisplayValue(
      'Contacted',
    );
  },
};

export const ChangeRating: Story = {
  name: 'Change rating: busy, then saved',
  parameters: withWorkspace([slowly('/NsaApi/MySpyFu/Ratings/UpdateDomain')]),
  play: async ({ canvas }) => {
    const three = await canvas.findByRole('radio', { name: '3 stars' });
    await userEvent.click(three);
    // The choice shows at once; the control is busy while the save is out.
    await expect(three).toBeChecked();
    await expect(busyBox(three)).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText(WEBSITES_TEXT.saving)).toBeVisible();
    await waitFor(() => expect(busyBox(three)).toHaveAttribute('aria-busy', 'false'), { timeout: 3000 });
    await expect(three).toBeChecked();
    await expect((await savedWebsite())?.rating).toBe(3);
    await expect(canvas.queryByText(WEBSITES_TEXT.notSaved)).toBeNull();
  },
};

export const ChangeRatingRefused: Story = {
  name: 'Change rating refused: an alert, the choice kept to try again',
  parameters: withWorkspace([errorFor('updateDomainRating', 500, 'The server had a problem.')]),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: '3 stars' }));
    await expect(
      await body(canvasElement).findByText('Your change could not be saved: The server had a problem.'),
    ).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await expect(canvas.getByText(WEBSITES_TEXT.notSaved)).toBeVisible();
    await expect(canvas.getByRole('button', { name: WEBSITES_TEXT.tryAgain })).toBeVisible();
    await expect((await savedWebsite())?.rating).toBe(EXAMPLE_WEBSITE.rating);
  },
};

export const ChangeRelationship: Story = {
  name: 'Change relationship',
  parameters: withWorkspace([slowly('/NsaApi/MySpyFu/Relationships/UpdateDomain')]),
  play: async ({ canvas }) => {
    const select = await canvas.findByRole('combobox', { name: OUTREACH_TEXT.relationshipLabel });
    await userEvent.selectOptions(select, 'Linked');
    await expect(select).toHaveDisplayValue('Linked');
    await expect(select).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(select).toHaveAttribute('aria-busy', 'false'), { timeout: 3000 });
    await expect(select).toHaveDisplayValue('Linked');
    await expect((await savedWebsite())?.relationshipStatus).toBe('linked');
  },
};

export const EditTags: Story = {
  name: 'Edit tags',
  play: async ({ canvas }) => {
    const tags = await canvas.findByRole('textbox', { name: OUTREACH_TEXT.tagsLabel });
    await userEvent.type(tags, 'partner{Enter}');
    await expect(await canvas.findByText('partner')).toBeVisible();
    await waitFor(async () => expect((await savedWebsite())?.tags).toEqual([...EXAMPLE_WEBSITE.tags, 'partner']));
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${EXAMPLE_WEBSITE.tags[0]}` }));
    await waitFor(async () => expect((await savedWebsite())?.tags).toEqual(['partner']));
    await expect(canvas.queryByText(EXAMPLE_WEBSITE.tags[0]!)).toBeNull();
  },
};

export const MoveToProject: Story = {
  name: 'Move to project: confirm, then the website in its new project',
  play: async ({ canvas, canvasElement }) => {
    const target = await canvas.findByRole('combobox', { name: WEBSITES_TEXT.moveLabel });
    await expect(canvas.getByRole('button', { name: WEBSITES_TEXT.moveButton })).toBeDisabled();
    await userEvent.selectOptions(target, RIVAL!.projectName);
    await userEvent.click(canvas.getByRole('button', { name: WEBSITES_TEXT.moveButton }));
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: `Move ${EXAMPLE_WEBSITE.domainName}?`,
    });
    await expect(dialog).toHaveTextContent(
      `${EXAMPLE_WEBSITE.domainName} and 1 page, with their notes, tasks and history, move to ${RIVAL!.projectName}.`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: WEBSITES_TEXT.moveButton }));
    await expect(
      await canvas.findByText(
        panelArrivedAt('website-details', {
          projectId: OTHER_PROJECT_ID,
          domainId: String(EXAMPLE_WEBSITE.domainId),
          domainName: EXAMPLE_WEBSITE.domainName,
        }),
      ),
    ).toBeVisible();
    await expect(
      await body(canvasElement).findByText(`${EXAMPLE_WEBSITE.domainName} moved to ${RIVAL!.projectName}.`),
    ).toBeVisible();
    const moved = await getRelationships({ projectId: OTHER_PROJECT_ID, domainId: EXAMPLE_WEBSITE.domainId });
    await expect(moved.map((r) => r.urlId)).toEqual([null, EXAMPLE_LINK.urlId]);
  },
};

export const MoveCancelled: Story = {
  name: 'Move to project: Cancel keeps the website where it is',
  play: async ({ canvas, canvasElement }) => {
    await userEvent.selectOptions(
      await canvas.findByRole('combobox', { name: WEBSITES_TEXT.moveLabel }),
      RIVAL!.projectName,
    );
    await userEvent.click(canvas.getByRole('button', { name: WEBSITES_TEXT.moveButton }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect((await savedWebsite())?.projectId).toBe(PROJECT_ID);
  },
};

export const FromAllProjects: Story = {
  name: 'All projects: changes go to the website’s project',
  args: { params: { ...PARAMS, projectId: ALL_PROJECTS_ID } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: '1 star' }));
    await waitFor(async () => expect((await savedWebsite())?.rating).toBe(1));
    await expect(canvas.queryByText(/could not be saved/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: WEBSITES_TEXT.backToWebsites }));
    await expect(await canvas.findByText(panelArrivedAt('websites', { projectId: ALL_PROJECTS_ID }))).toBeVisible();
  },
};

export const MoveRefused: Story = {
  name: 'Move to project refused: an alert, the website stays',
  parameters: withWorkspace([
    errorFor('moveDomainToProject', 400, `query.newProjectId: already has the website ${EXAMPLE_WEBSITE.domainName}`),
  ]),
  play: async ({ canvas, canvasElement }) => {
    const target = await canvas.findByRole('combobox', { name: WEBSITES_TEXT.moveLabel });
    await userEvent.selectOptions(target, RIVAL!.projectName);
    await userEvent.click(canvas.getByRole('button', { name: WEBSITES_TEXT.moveButton }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: WEBSITES_TEXT.moveButton }));
    await expect(
      await body(canvasElement).findByText(
        `The website could not be moved: query.newProjectId: already has the website ${EXAMPLE_WEBSITE.domainName}`,
      ),
    ).toBeVisible();
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    // Still here, the chosen project kept for another try.
    await expect(canvas.getByRole('heading', { name: EXAMPLE_WEBSITE.domainName })).toBeVisible();
    await expect(target).toHaveDisplayValue(RIVAL!.projectName);
    await expect((await savedWebsite())?.projectId).toBe(PROJECT_ID);
  },
};
