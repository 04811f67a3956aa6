import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { ListAnswerLine } from '../../../../src/features/research/listPage/ListAnswerLine';
import { RESEARCH_TEXT } from '../../../../src/features/research/shared/researchTexts';

const ANSWER = { month: '2026-10', curve: { name: 'Sistrix 2020' }, isDemoData: false };

const meta = {
  title: 'Research/List page/Answer line',
  component: ListAnswerLine,
  args: {
    hint: 'Every keyword github.com ranks for in the top 100.',
    answer: ANSWER,
    isLoading: false,
    facts: <span>1,234 keywords</span>,
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 'var(--space-8)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ListAnswerLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Answered: Story = {
  name: 'Month, curve and facts',
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(args.hint)).toBeVisible();
    await expect(canvas.getByText('Figures for October 2026 · CTR curve: Sistrix 2020')).toBeVisible();
    await expect(canvas.getByTestId('answer-facts')).toHaveTextContent('1,234 keywords');
  },
};

export const DemoWithCounts: Story = {
  name: 'Demo data, room for counts',
  args: {
    answer: { ...ANSWER, isDemoData: true },
    reservesCounts: true,
    facts: (
      <>
        <span>45 competitors</span>
        <span>github.com ranks for 1,234 keywords</span>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(RESEARCH_TEXT.demoBadge)).toBeVisible();
    await expect(canvas.getByText('45 competitors')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { answer: null, isLoading: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(args.hint)).toBeVisible();
    await expect(canvas.queryByTestId('answer-facts')).toBeNull();
  },
};

export const Failed: Story = {
  name: 'No answer to show (failed)',
  args: { answer: null, isLoading: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId('answer-facts')).toBeNull();
    await expect(canvas.queryByText(/Figures for/)).toBeNull();
  },
};
