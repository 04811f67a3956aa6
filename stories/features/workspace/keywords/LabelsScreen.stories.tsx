import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { FULL_USER_STATE, PROJECT_ID, SEEDED_LABELS, withPanelShell } from './keywordStoryKit';
import { KEYWORD_TEXT } from '../../../../src/features/workspace/keywords/keywordTexts';
import LabelsScreen from '../../../../src/features/workspace/keywords/LabelsScreen';
import { UI_TEXT } from '../../../../src/lib/spec/text';
import { getMockDb } from '../../../../src/mocks/db';
import { withPanel } from '../withPanel';

type Canvas = ReturnType<typeof within>;
const labelNames = (canvas: Canvas) =>
  within(canvas.getByRole('list', { name: KEYWORD_TEXT.labelsTableLabel }))
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByRole('button')[0]?.textContent ?? '');

const meta = {
  title: 'Workspace/Keywords/Labels',
  component: LabelsScreen,
  decorators: [withPanel('labels', { projectId: PROJECT_ID }), withPanelShell],
  args: { params: { projectId: PROJECT_ID } },
  parameters: { state: FULL_USER_STATE },
} satisfies Meta<typeof LabelsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect([...labelNames(canvas)].sort()).toEqual([...SEEDED_LABELS].sort()));
    // Labels are created by labelling keywords (import), not here.
    await expect(canvas.queryByRole('button', { name: UI_TEXT.createGroup })).toBeNull();
  },
};

export const DeleteWithConfirmation: Story = {
  name: 'Delete with confirmation',
  play: async ({ canvas }) => {
    const [first = ''] = SEEDED_LABELS;
    await waitFor(() => expect(labelNames(canvas)).toHaveLength(SEEDED_LABELS.length));
    await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${first}` }));
    await userEvent.click(canvas.getByRole('button', { name: UI_TEXT.delete }));
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(KEYWORD_TEXT.deleteLabelsConfirmation);
    await userEvent.click(within(dialog).getByRole('button', { name: UI_TEXT.delete }));
    await waitFor(() => expect(labelNames(canvas)).not.toContain(first));
    const stored = [...(getMockDb().projects.get(PROJECT_ID)?.labels.values() ?? [])].map((l) => l.labelName);
    await expect(stored).not.toContain(first);
  },
};

export const Empty: Story = {
  name: 'No labels yet',
  parameters: { mockDb: { projects: [{ id: PROJECT_ID, projectName: 'Acme Corp' }] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(KEYWORD_TEXT.noLabels)).toBeVisible();
  },
};
