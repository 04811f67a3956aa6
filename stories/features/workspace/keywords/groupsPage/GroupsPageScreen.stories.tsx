import type { Meta, StoryObj } from '@storybook/react-vite';
import { http as mswHttp } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { linkTo } from '../../../../../src/app/linkTo';
import {
  GROUP_COLUMNS,
  groupDetailFigures,
} from '../../../../../src/features/workspace/keywords/groupsPage/groupsPage';
import { GroupsPageScreen } from '../../../../../src/features/workspace/keywords/groupsPage/GroupsPageScreen';
import { GROUPS_PAGE_TEXT } from '../../../../../src/features/workspace/keywords/groupsPage/groupsPageTexts';
import { fill, TEXT, UI_TEXT } from '../../../../../src/lib/spec/text';
import { getMockDb, groupDetails, groupRows } from '../../../../../src/mocks/db';
import { handlerGroups } from '../../../../../src/mocks/handlers';
import { neverResolves } from '../../../../../src/mocks/variants';
import { Toaster, toast } from '../../../../../src/ui/Toasts/Toasts';
import { withScreenContext } from '../../../screenContext';
import { FULL_USER_STATE, PROJECT_ID } from '../keywordStoryKit';

type Canvas = ReturnType<typeof within>;
const PAGE = linkTo('groups', {}, { projectId: PROJECT_ID });
const keywords = (...first: typeof handlerGroups.keywords) => ({
  ...handlerGroups,
  keywords: [...first, ...handlerGroups.keywords],
});

const project = () => getMockDb().projects.get(PROJECT_ID);
/** The project's groups as GetGroups gives them (the mock db's rows). */
const storedRows = () => {
  const p = project();
  return p ? groupRows(p) : [];
};
const table = (canvas: Canvas) => canvas.getByRole('table', { name: GROUPS_PAGE_TEXT.tableLabel });
/** The group names in the table, top to bottom. */
const namesShown = (canvas: Canvas) =>
  within(table(canvas))
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
const detailsOf = (canvas: Canvas, name: string) =>
  canvas.queryByLabelText(fill(GROUPS_PAGE_TEXT.detailsLabel, { group: name }));

/** Calls counted on their way to the mock API. Reset before each story. */
const calls = { reads: 0, deletes: [] as string[] };
const count = [
  mswHttp.get('/NsaApi/MySpyFu/Keywords/Groups/GetGroups', () => {
    calls.reads += 1;
    return undefined;
  }),
  mswHttp.get('/NsaApi/MySpyFu/Keywords/Groups/DeleteGroup', ({ request }) => {
    calls.deletes.push(new URL(request.url).searchParams.get('groupHash') ?? '');
    return undefined;
  }),
];
/** Holds Groups/Details until the story lets it through, so the row's spinner can be seen. */
const held = { reached: false, release: () => {} };
const heldDetails = mswHttp.get('/NsaApi/MySpyFu/Keywords/Groups/Details', async () => {
  await new Promise<void>((resolve) => {
    held.release = resolve;
    held.reached = true;
  });
  return undefined;
});

const meta = {
  title: 'Workspace/Keywords/Groups page',
  component: GroupsPageScreen,
  args: { exportPolling: { intervalMs: 10 } },
  decorators: [
    withScreenContext('groups'),
    (Story) => (
      <>
        <Story />
        <Toaster />
      </>
    ),
  ],
  parameters: { router: { initialEntry: PAGE }, state: FULL_USER_STATE },
  beforeEach: () => {
    toast.dismiss();
    calls.reads = 0;
    calls.deletes = [];
    held.reached = false;
  },
} satisfies Meta<typeof GroupsPageScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  name: 'Full (then Export CSV)',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: UI_TEXT.groupsTitle })).toBeVisible();
    await waitFor(() => expect(namesShown(canvas)).toEqual(storedRows().map((g) => g.name)));
    // Each group's figures as GetGroups gives them.
    for (const group of storedRows()) {
      const row = within(table(canvas)).getByRole('link', { name: group.name }).closest('tr') as HTMLElement;
      for (const column of GROUP_COLUMNS.slice(1)) {
        await expect(within(row).getByText(column.display(group))).toBeVisible();
      }
    }
    await expect(canvas.getByRole('searchbox', { name: GROUPS_PAGE_TEXT.filterLabel })).toHaveAttribute(
      'placeholder',
      UI_TEXT.groupsFilterPlaceholder,
    );
    await expect(canvas.getByRole('button', { name: GROUPS_PAGE_TEXT.expandAll })).toBeVisible();
    await expect(canvas.getByRole('button', { name: GROUPS_PAGE_TEXT.deleteSelected })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: GROUPS_PAGE_TEXT.exportCsv }));
    await expect(await screen.findByRole('link', { name: /^Download / })).toHaveAttribute(
      'href',
      expect.stringContaining('/Endpoints/Core/Download/'),
    );
  },
};

export const ExpandedOne: Story = {
  name: 'Expanded one (a spinner in its row, then its details)',
  parameters: { msw: { handlers: keywords(heldDetails) } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(namesShown(canvas)).toHaveLength(storedRows().length));
    const [first] = storedRows();
    if (!first) throw new Error('the seeded project has no groups');
    await userEvent.click(canvas.getByRole('button', { name: `Show details for ${first.name}` }));
    await expect(await canvas.findByText(fill(GROUPS_PAGE_TEXT.detailsLoading, { group: first.name }))).toBeVisible();
    // Let the details through once the request has arrived.
    await waitFor(() => expect(held.reached).toBe(true));
    held.release();
    const p = project();
    const details = p ? groupDetails(p, first.groupHash) : undefined;
    if (!details) throw new Error('no details for the group');
    const shown = await canvas.findByLabelText(fill(GROUPS_PAGE_TEXT.detailsLabel, { group: first.name }));
    for (const figure of groupDetailFigures(details)) {
      const term = within(shown).getByText(figure.label);
      await expect(term.nextElementSibling).toHaveTextContent(figure.value);
    }
    // The other rows stay closed.
    for (const other of storedRows().slice(1)) await expect(detailsOf(canvas, other.name)).toBeNull();
  },
};

export const AllExpanded: Story = {
  name: 'All expanded (isAllExpanded=true), then Collapse all',
  parameters: { router: { initialEntry: linkTo('groups', {}, { projectId: PROJECT_ID, isAllExpanded: 'true' }) } },
  play: async ({ canvas }) => {
    for (const group of storedRows()) {
      await expect(
        await canvas.findByLabelText(fill(GROUPS_PAGE_TEXT.detailsLabel, { group: group.name })),
      ).toBeVisible();
    }
    await userEvent.click(canvas.getByRole('button', { name: GROUPS_PAGE_TEXT.collapseAll }));
    for (const group of storedRows()) await expect(detailsOf(canvas, group.name)).toBeNull();
    // Expand all opens every row again.
    await userEvent.click(canvas.getByRole('button', { name: GROUPS_PAGE_TEXT.expandAll }));
    for (const group of storedRows()) {
      await expect(
        await canvas.findByLabelText(fill(GROUPS_PAGE_TEXT.detailsLabel, { group: group.name })),
      ).toBeVisible();
    }
  },
};

export const DeleteSeveral: Story = {
  name: 'Delete several (Keep, then Delete: one call each, one reload)',
  parameters: { msw: { handlers: keywords(...count) } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(namesShown(canvas)).toHaveLength(storedRows().length));
    const groups = storedRows();
    for (const group of [...groups].reverse()) {
      await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${group.name}` }));
    }
    await expect(canvas.getByText(fill(GROUPS_PAGE_TEXT.selectedCount, { count: groups.length }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: GROUPS_PAGE_TEXT.deleteSelected }));
    let dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(TEXT.deleteGroupsConfirmation);
    await userEvent.click(within(dialog).getByRole('button', { name: UI_TEXT.keep }));
    await expect(storedRows()).toHaveLength(groups.length);
    await userEvent.click(canvas.getByRole('button', { name: GROUPS_PAGE_TEXT.deleteSelected }));
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: UI_TEXT.delete }));
    await expect(await canvas.findByText(GROUPS_PAGE_TEXT.noGroups)).toBeVisible();
    // One call per group in the table's order (not the order ticked), then one reload.
    await expect(calls.deletes).toEqual(groups.map((g) => g.groupHash));
    await expect(calls.reads).toBe(2);
    await expect(storedRows()).toEqual([]);
  },
};

export const FilterMatchesNothing: Story = {
  name: 'Filter matches nothing',
  play: async ({ canvas }) => {
    await waitFor(() => expect(namesShown(canvas)).toHaveLength(storedRows().length));
    const filter = canvas.getByRole('searchbox', { name: GROUPS_PAGE_TEXT.filterLabel });
    const [first] = storedRows();
    await userEvent.type(filter, first?.name.slice(0, 4) ?? '');
    await expect(namesShown(canvas)).toEqual([first?.name]);
    await userEvent.clear(filter);
    await userEvent.type(filter, 'zzzz');
    await expect(canvas.getByText(TEXT.noItemsFoundWithFilter)).toBeVisible();
    // The groups still exist: the actions stay.
    await expect(canvas.getByRole('button', { name: GROUPS_PAGE_TEXT.exportCsv })).toBeVisible();
  },
};

export const Empty: Story = {
  name: 'Empty (a link to the panel groups view)',
  parameters: { mockDb: { projects: [{ id: PROJECT_ID, projectName: 'Acme Corp' }] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(GROUPS_PAGE_TEXT.noGroups)).toBeVisible();
    const link = canvas.getByRole('link', { name: GROUPS_PAGE_TEXT.openGroupsPanel });
    await expect(link).toHaveAttribute('href', expect.stringContaining(`msf=groups&msfProjectId=${PROJECT_ID}`));
    // No groups: no action buttons.
    await expect(canvas.queryByRole('button', { name: GROUPS_PAGE_TEXT.expandAll })).toBeNull();
    await expect(canvas.queryByRole('button', { name: GROUPS_PAGE_TEXT.deleteSelected })).toBeNull();
    await expect(canvas.queryByRole('button', { name: GROUPS_PAGE_TEXT.exportCsv })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: keywords(neverResolves('getGroups')) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(GROUPS_PAGE_TEXT.loading)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: UI_TEXT.groupsTitle })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: GROUPS_PAGE_TEXT.expandAll })).toBeNull();
  },
};
