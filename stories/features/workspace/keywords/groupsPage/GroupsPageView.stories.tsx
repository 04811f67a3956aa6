import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import type { GroupRow } from '../../../../../src/features/workspace/keywords/groupsPage/groupsPage';
import { GROUPS_PAGE_TEXT } from '../../../../../src/features/workspace/keywords/groupsPage/groupsPageTexts';
import { GroupsPageView } from '../../../../../src/features/workspace/keywords/groupsPage/GroupsPageView';
import { fill, UI_TEXT } from '../../../../../src/lib/spec/text';
import { responseExample } from '../../../../../src/mocks/spec';

const GROUPS = responseExample('getGroups') as GroupRow[];
const [FIRST] = GROUPS;

const meta = {
  title: 'Workspace/Keywords/Groups page/View',
  component: GroupsPageView,
  args: {
    title: UI_TEXT.groupsTitle,
    load: 'ready',
    groups: GROUPS,
    filterText: '',
    selectedHashes: [],
    expandedHashes: [],
    details: {},
    isConfirmingDelete: false,
    isDeleting: false,
    isExporting: false,
    groupHref: (group: GroupRow) => `?msf=group-details&msfGroupHash=${group.groupHash}`,
    groupsPanelHref: '?msf=groups',
    projectsPanelHref: '?msf=projects',
    onFilterTextChange: fn(),
    onSelectionChange: fn(),
    onExpandedChange: fn(),
    onExpandAll: fn(),
    onCollapseAll: fn(),
    onDelete: fn(),
    onConfirmDelete: fn(),
    onKeepDelete: fn(),
    onExportCsv: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof GroupsPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Error: Story = {
  name: 'Error with Retry',
  args: { load: 'failed', groups: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(GROUPS_PAGE_TEXT.loadFailed)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: GROUPS_PAGE_TEXT.retry }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const NoProject: Story = {
  name: 'No project chosen',
  args: { load: 'no-project', groups: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(GROUPS_PAGE_TEXT.noProject)).toBeVisible();
    await expect(canvas.getByRole('link', { name: GROUPS_PAGE_TEXT.openProjects })).toHaveAttribute(
      'href',
      expect.stringContaining('msf=projects'),
    );
  },
};

export const DetailsFailed: Story = {
  name: 'A row whose details failed',
  args: {
    expandedHashes: FIRST ? [FIRST.groupHash] : [],
    details: FIRST ? { [FIRST.groupHash]: { status: 'failed' } } : {},
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(fill(GROUPS_PAGE_TEXT.detailsFailed, { group: FIRST?.name ?? '' }))).toBeVisible();
    // Selecting rows with the keyboard reports the selection.
    await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${FIRST?.name ?? ''}` }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith([FIRST?.groupHash]);
  },
};
