import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { ResearchBlock } from '../../../../src/features/research/shared/ResearchBlock';
import { RESEARCH_TEXT } from '../../../../src/features/research/shared/researchTexts';
import { fill } from '../../../../src/lib/spec/text';

const HEADING = 'Top keywords';
const FULL_PAGE = '/seo/keywords/domain?query=github.com';

const meta = {
  title: 'Research/Shared/Research block',
  component: ResearchBlock,
  args: {
    heading: HEADING,
    load: 'ready',
    viewAllHref: FULL_PAGE,
    onRetry: fn(),
    children: <p>The block’s list or chart.</p>,
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 'var(--space-8)', maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ResearchBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: HEADING })).toBeVisible();
    await expect(canvas.getByRole('link', { name: fill(RESEARCH_TEXT.viewAllOf, { block: HEADING }) })).toHaveAttribute(
      'href',
      FULL_PAGE,
    );
    await expect(canvas.getByText('The block’s list or chart.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { load: 'loading', skeletonRows: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(fill(RESEARCH_TEXT.blockLoading, { block: HEADING }))).toBeInTheDocument();
    await expect(canvas.getByTestId('block-skeleton').children).toHaveLength(1 + 5 + 1);
    await expect(canvas.queryByText('The block’s list or chart.')).toBeNull();
  },
};

export const Failed: Story = {
  args: { load: 'failed' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(fill(RESEARCH_TEXT.blockFailed, { block: HEADING }));
    await userEvent.click(await canvas.findByRole('button', { name: RESEARCH_TEXT.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
