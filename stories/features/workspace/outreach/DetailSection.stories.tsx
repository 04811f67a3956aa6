import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { DetailSection } from '../../../../src/features/workspace/outreach/DetailSection';
import { OUTREACH_TEXT } from '../../../../src/features/workspace/outreach/outreachTexts';

const meta = {
  title: 'Workspace/Outreach/Detail section',
  component: DetailSection,
  args: { title: OUTREACH_TEXT.notesTitle, children: <p>{OUTREACH_TEXT.noNotes}</p> },
} satisfies Meta<typeof DetailSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Notes: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: OUTREACH_TEXT.notesTitle });
    await expect(within(section).getByRole('heading', { level: 3, name: OUTREACH_TEXT.notesTitle })).toBeVisible();
    await expect(within(section).getByText(OUTREACH_TEXT.noNotes)).toBeVisible();
  },
};
