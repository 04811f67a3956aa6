import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http as mswHttp } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { FULL_USER_STATE, PROJECT_ID, SEEDED_GROUPS, withPanelShell } from './keywordStoryKit';
import GroupsScreen from '../../../../src/features/workspace/keywords/GroupsScreen';
import { KEYWORD_TEXT } from '../../../../src/features/workspace/keywords/keywordTexts';
import { TEXT, UI_TEXT } from '../../../../src/lib/spec/text';
import { getMockDb } from '../../../../src/mocks/db';
import { errorBody } from '../../../../src/mocks/errors';
import { handlerGroups } from '../../../../src/mocks/handlers';
import { neverResolves } from '../../../../src/mocks/variants';
import { toast } from '../../../../src/ui/Toasts/Toasts';
import { panelArrivedAt, withPanel } from '../withPanel';

type Canvas = ReturnType<typeof within>;
const keywords = (...first: typeof handlerGroups.keywords) => ({
  ...handlerGroups,
  keywords: [...first, ...handlerGroups.keywords],
});
const storedGroups = () => [...(getMockDb().projects.get(PROJECT_ID)?.groups.values() ?? [])];
const groupNames = (canvas: Canvas) =>
  within(canvas.getByRole('list', { name: KEYWORD_TEXT.groupsTableLabel }))
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByRole('button')[0]?.textContent ?? '');

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
let failedOnce = false;
const failFirstRead = mswHttp.get('/NsaApi/MySpyFu/Keywords/Groups/GetGroups', () => {
  if (failedOnce) return undefined;
  failedOnce = true;
  return HttpResponse.json(errorBody(500), { status: 500 });
});

const meta = {
  title: 'Workspace/Keywords/Groups',
  component: GroupsScreen,
  decorators: [withPanel('groups', { projectId: PROJECT_ID }), withPanelShell],
  args: { params: { projectId: PROJECT_ID } },
  parameters: { state: FULL_USER_STATE },
  beforeEach: () => {
    toast.dismiss();
    calls.reads = 0;
    calls.deletes = [];
    failedOnce = false;
  },
} satisfies Meta<typeof GroupsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect([...groupNames(canvas)].sort()).toEqual([...SEEDED_GROUPS].sort()));
    const filter = canvas.getByRole('searchbox', { name: KEYWORD_TEXT.groupsFilterLabel });
    await expect(filter).toHaveAttribute('placeholder', UI_TEXT.groupsFilterPlaceholder);
    // Create PDF Report is there, not available yet.
    await expect(canvas.getByRole('button', { name: UI_TEXT.createPdfReport })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: UI_TEXT.createPdfReport })).toHaveAccessibleDescription(
      KEYWORD_TEXT.notAvailableYet,
    );
    await userEvent.type(filter, SEEDED_GROUPS[0]?.slice(0, 4) ?? '');
    await expect(groupNames(canvas)).toEqual([SEEDED_GROUPS[0]]);
    await userEvent.type(filter, 'zzz');
    await expect(canvas.getByText(TEXT.noItemsFoundWithFilter)).toBeVisible();
  },
};

export const CreateGroup: Story = {
  name: 'Create Group, then see it listed',
  play: async ({ canvas }) => {
    await waitFor(() => expect(groupNames(canvas)).toHaveLength(SEEDED_GROUPS.length));
    await userEvent.click(canvas.getByRole('button', { name: UI_TEXT.createGroup }));
    // An empty name is silently ignored.
    await userEvent.click(canvas.getByRole('button', { name: UI_TEXT.createGroup }));
    await expect(storedGroups()).toHaveLength(SEEDED_GROUPS.length);
    await userEvent.type(canvas.getByRole('textbox', { name: KEYWORD_TEXT.newGroupLabel }), 'Widgets{Enter}');
    await expect(await screen.findByText(TEXT.groupAdded)).toBeVisible();
    await waitFor(() => expect(groupNames(canvas)).toContain('Widgets'));
    await expect(storedGroups().map((g) => g.name)).toContain('Widgets');
  },
};

export const ClickOutsideCancels: Story = {
  name: 'New-group input: a click outside cancels and clears',
  play: async ({ canvas }) => {
    await waitFor(() => expect(groupNames(canvas)).toHaveLength(SEEDED_GROUPS.length));
    await userEvent.click(canvas.getByRole('button', { name: UI_TEXT.createGroup }));
    await userEvent.type(canvas.getByRole('textbox', { name: KEYWORD_TEXT.newGroupLabel }), 'Half typed');
    await userEvent.click(canvas.getByRole('searchbox', { name: KEYWORD_TEXT.groupsFilterLabel }));
    await expect(canvas.queryByRole('textbox', { name: KEYWORD_TEXT.newGroupLabel })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: UI_TEXT.createGroup }));
    await expect(canvas.getByRole('textbox', { name: KEYWORD_TEXT.newGroupLabel })).toHaveValue('');
  },
};

export const DeleteWithConfirmation: Story = {
  name: 'Delete with confirmation (Keep, then Delete)',
  parameters: { msw: { handlers: keywords(...count) } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(groupNames(canvas)).toHaveLength(SEEDED_GROUPS.length));
    for (const name of SEEDED_GROUPS) await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${name}` }));
    await userEvent.click(canvas.getByRole('button', { name: UI_TEXT.delete }));
    let dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(TEXT.deleteGroupsConfirmation);
    await userEvent.click(within(dialog).getByRole('button', { name: UI_TEXT.keep }));
    await expect(storedGroups()).toHaveLength(SEEDED_GROUPS.length);
    await userEvent.click(canvas.getByRole('button', { name: UI_TEXT.delete }));
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: UI_TEXT.delete }));
    // With every group gone, the empty state offers a new one.
    await expect(await canvas.findByPlaceholderText(UI_TEXT.newGroupPlaceholder)).toBeVisible();
    // One call per group, then one reload.
    await expect(calls.deletes).toHaveLength(SEEDED_GROUPS.length);
    await expect(calls.reads).toBe(2);
  },
};

export const Empty: Story = {
  name: 'No groups yet (create the first)',
  parameters: { mockDb: { projects: [{ id: PROJECT_ID, projectName: 'Acme Corp' }] } },
  play: async ({ canvas }) => {
    const input = await canvas.findByPlaceholderText(UI_TEXT.newGroupPlaceholder);
    await userEvent.type(input, 'First group');
    await userEvent.click(canvas.getByRole('button', { name: UI_TEXT.createGroup }));
    await waitFor(() => expect(groupNames(canvas)).toEqual(['First group']));
  },
};

export const OpenGroup: Story = {
  name: 'Opening a group goes to group-details',
  play: async ({ canvas }) => {
    const [first = ''] = SEEDED_GROUPS;
    await userEvent.click(await canvas.findByRole('button', { name: first }));
    const hash = storedGroups().find((g) => g.name === first)?.groupHash ?? '';
    await expect(
      await canvas.findByText(
        panelArrivedAt('group-details', { projectId: PROJECT_ID, groupHash: hash, groupName: first }),
      ),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: keywords(neverResolves('getGroups')) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: KEYWORD_TEXT.groupsLoading })).toBeVisible();
  },
};

export const Error: Story = {
  name: 'Error with Retry',
  parameters: { msw: { handlers: keywords(failFirstRead) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(KEYWORD_TEXT.groupsLoadFailed)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: KEYWORD_TEXT.retry }));
    await waitFor(() => expect(groupNames(canvas)).toHaveLength(SEEDED_GROUPS.length));
  },
};
