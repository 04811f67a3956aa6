import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { FULL_USER_STATE, PROJECT_ID, clipboardRecorder, withPanelShell } from './keywordStoryKit';
import GroupDetailsScreen from '../../../../src/features/workspace/keywords/GroupDetailsScreen';
import { KEYWORD_TEXT } from '../../../../src/features/workspace/keywords/keywordTexts';
import { fill } from '../../../../src/lib/spec/text';
import { getMockDb } from '../../../../src/mocks/db';
import { toast } from '../../../../src/ui/Toasts/Toasts';
import { panelArrivedAt, withPanel } from '../withPanel';

const HASH = 'g7f3a9c2';
const NAME = 'Brand terms';
const PARAMS = { projectId: PROJECT_ID, groupHash: HASH, groupName: NAME };
const inGroup = () =>
  [...(getMockDb().projects.get(PROJECT_ID)?.keywords.values() ?? [])]
    .filter((k) => k.groupHashes.has(HASH))
    .map((k) => k.keyword)
    .sort();

const meta = {
  title: 'Workspace/Keywords/Group details',
  component: GroupDetailsScreen,
  decorators: [withPanel('group-details', PARAMS), withPanelShell],
  args: { params: PARAMS, copyText: clipboardRecorder().copyText, exportPolling: { intervalMs: 10 } },
  parameters: { state: FULL_USER_STATE },
  beforeEach: () => toast.dismiss(),
} satisfies Meta<typeof GroupDetailsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: fill(KEYWORD_TEXT.groupListTitle, { group: NAME }) }),
    ).toBeVisible();
    const table = await canvas.findByRole('table', { name: KEYWORD_TEXT.tableLabel });
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('row')
          .slice(1)
          .map((row) => within(row).getAllByRole('cell')[1]?.textContent ?? '')
          .sort(),
      ).toEqual(inGroup()),
    );
  },
};

export const Rename: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: KEYWORD_TEXT.rename }));
    const input = canvas.getByRole('textbox', { name: KEYWORD_TEXT.renameLabel });
    await userEvent.clear(input);
    await userEvent.type(input, 'Our brand{Enter}');
    await expect(
      await canvas.findByText(panelArrivedAt('group-details', { ...PARAMS, groupName: 'Our brand' })),
    ).toBeInTheDocument();
    await expect(getMockDb().projects.get(PROJECT_ID)?.groups.get(HASH)?.name).toBe('Our brand');
  },
};
