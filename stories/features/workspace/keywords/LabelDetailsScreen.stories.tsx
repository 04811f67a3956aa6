import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { FULL_USER_STATE, PROJECT_ID, clipboardRecorder, withPanelShell } from './keywordStoryKit';
import { KEYWORD_TEXT } from '../../../../src/features/workspace/keywords/keywordTexts';
import LabelDetailsScreen from '../../../../src/features/workspace/keywords/LabelDetailsScreen';
import { fill } from '../../../../src/lib/spec/text';
import { getMockDb } from '../../../../src/mocks/db';
import { withPanel } from '../withPanel';

const HASH = 'l5e6f7a8';
const NAME = 'High priority';
const PARAMS = { projectId: PROJECT_ID, labelHash: HASH, labelName: NAME };

const meta = {
  title: 'Workspace/Keywords/Label details',
  component: LabelDetailsScreen,
  decorators: [withPanel('label-details', PARAMS), withPanelShell],
  args: { params: PARAMS, copyText: clipboardRecorder().copyText, exportPolling: { intervalMs: 10 } },
  parameters: { state: FULL_USER_STATE },
} satisfies Meta<typeof LabelDetailsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: fill(KEYWORD_TEXT.labelListTitle, { label: NAME }) }),
    ).toBeVisible();
    const labelled = [...(getMockDb().projects.get(PROJECT_ID)?.keywords.values() ?? [])]
      .filter((k) => k.labelHashes.has(HASH))
      .map((k) => k.keyword)
      .sort();
    const table = await canvas.findByRole('table', { name: KEYWORD_TEXT.tableLabel });
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('row')
          .slice(1)
          .map((row) => within(row).getAllByRole('cell')[1]?.textContent ?? '')
          .sort(),
      ).toEqual(labelled),
    );
  },
};
