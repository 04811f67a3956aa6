import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { VennChart, validateVenn } from '../../../src/ui/Charts/VennChart/VennChart';

const meta = {
  title: 'UI/Charts/Venn chart',
  component: VennChart,
  args: {
    label: 'Shared keywords',
    sets: [
      { name: 'rivalscope.com', size: 12_400 },
      { name: 'example.com', size: 8_100 },
    ],
    overlaps: [{ sets: ['rivalscope.com', 'example.com'], size: 3_300 }],
    width: 480,
    height: 320,
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VennChart>;

export default meta;
type Story = StoryObj<typeof meta>;

function radii(canvasElement: HTMLElement): Record<string, number> {
  return Object.fromEntries(
    [...canvasElement.querySelectorAll('[data-testid="venn-circle"]')].map((circle) => [
      circle.getAttribute('data-set'),
      Number(circle.getAttribute('r')),
    ]),
  );
}

export const TwoDomains: Story = {
  name: 'Two domains',
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('img', {
        name: 'Shared keywords: rivalscope.com 12,400, example.com 8,100, rivalscope.com & example.com 3,300',
      }),
    ).toBeVisible();
    // Area-proportional: the circles' areas keep the sets' ratio
    const r = radii(canvasElement);
    await expect(((r['rivalscope.com'] ?? 0) / (r['example.com'] ?? 1)) ** 2).toBeCloseTo(12_400 / 8_100, 2);
    const labels = [...canvasElement.querySelectorAll('[data-testid="venn-label"]')].map((label) => label.textContent);
    await expect(labels).toEqual(['rivalscope.com12.4k', 'example.com8.1k', '3.3k']);
    const table = canvas.getByRole('table', { name: 'Shared keywords' });
    await expect(within(table).getByRole('row', { name: 'rivalscope.com & example.com 3,300' })).toBeInTheDocument();
    // Only 2 or 3 sets can be drawn
    await expect(() => validateVenn([{ name: 'solo.com', size: 10 }], [])).toThrow('got 1');
  },
};

export const ThreeDomains: Story = {
  name: 'Three domains',
  args: {
    sets: [
      { name: 'rivalscope.com', size: 12_400 },
      { name: 'example.com', size: 8_100 },
      { name: 'competitor.io', size: 5_600 },
    ],
    overlaps: [
      { sets: ['rivalscope.com', 'example.com'], size: 3_300 },
      { sets: ['rivalscope.com', 'competitor.io'], size: 2_100 },
      { sets: ['example.com', 'competitor.io'], size: 1_400 },
      { sets: ['rivalscope.com', 'example.com', 'competitor.io'], size: 600 },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-testid="venn-circle"]')).toHaveLength(3);
    const labelled = [...canvasElement.querySelectorAll('[data-testid="venn-label"]')].map((label) =>
      label.getAttribute('data-sets'),
    );
    await expect(labelled).toHaveLength(7);
    const triple = canvasElement.querySelector('[data-sets="rivalscope.com|example.com|competitor.io"]');
    await expect(triple).toHaveTextContent('600');
    const table = canvas.getByRole('table', { name: 'Shared keywords' });
    await expect(
      within(table).getByRole('row', { name: 'rivalscope.com & example.com & competitor.io 600' }),
    ).toBeInTheDocument();
    await expect(() =>
      validateVenn(
        [
          { name: 'a', size: 1 },
          { name: 'b', size: 1 },
          { name: 'c', size: 1 },
          { name: 'd', size: 1 },
        ],
        [],
      ),
    ).toThrow(RangeError);
  },
};

export const NoSharedKeywords: Story = {
  name: 'No shared keywords',
  args: { overlaps: [{ sets: ['rivalscope.com', 'example.com'], size: 0 }] },
  play: async ({ canvas, canvasElement }) => {
    const labelled = [...canvasElement.querySelectorAll('[data-testid="venn-label"]')].map((label) =>
      label.getAttribute('data-sets'),
    );
    await expect(labelled).toEqual(['rivalscope.com', 'example.com']);
    const table = canvas.getByRole('table', { name: 'Shared keywords' });
    await expect(within(table).getByRole('row', { name: 'rivalscope.com & example.com 0' })).toBeInTheDocument();
  },
};
