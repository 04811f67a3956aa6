import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { FiguresNote } from '../../../../src/features/research/shared/FiguresNote';
import { RESEARCH_TEXT } from '../../../../src/features/research/shared/researchTexts';

const meta = {
  title: 'Research/Shared/Figures note',
  component: FiguresNote,
  args: { month: '2026-10', curve: { name: 'Sistrix 2020' }, isDemoData: false },
  decorators: [
    (Story) => (
      <div style={{ padding: 'var(--space-8)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FiguresNote>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MonthAndCurve: Story = {
  name: 'Month and curve',
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Figures for October 2026 · CTR curve: Sistrix 2020')).toBeVisible();
    await expect(canvas.queryByText(RESEARCH_TEXT.demoBadge)).toBeNull();
  },
};

export const DemoData: Story = {
  name: 'Demo data',
  args: { isDemoData: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(RESEARCH_TEXT.demoBadge)).toBeVisible();
    await expect(canvas.getByText(RESEARCH_TEXT.demoNote)).toBeVisible();
  },
};
