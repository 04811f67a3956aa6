import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

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

const THREE_SETS = {
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
};

/** The chart with its selection kept in state, as a screen keeps it (here: in the story). */
function SelectableVenn(props: Parameters<typeof VennChart>[0]) {
  const [selected, setSelected] = useState<string | null>(props.selectedRegion ?? null);
  return (
    <VennChart
      {...props}
      selectedRegion={selected}
      onRegionSelect={(key) => {
        setSelected(key);
        props.onRegionSelect?.(key);
      }}
    />
  );
}

/** Clicks the chart at the middle of a region's label (a point of that region), as a pointer would. */
async function clickRegionLabel(canvasElement: HTMLElement, key: string) {
  const label = canvasElement.querySelector(`[data-testid="venn-label"][data-sets="${key}"]`)!;
  const box = label.getBoundingClientRect();
  await userEvent.pointer({
    keys: '[MouseLeft]',
    target: canvasElement.querySelector('svg')!,
    coords: { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 },
  });
}

export const SelectableRegions: Story = {
  name: 'Selectable regions',
  args: {
    ...THREE_SETS,
    onRegionSelect: fn(),
    selectedRegion: 'rivalscope.com|example.com',
    regionName: (sets) => `Only ${sets.join(' & ')}`,
  },
  render: (args) => <SelectableVenn {...args} />,
  play: async ({ args, canvas, canvasElement }) => {
    // Every drawn region is a button named by its sets; the selected one is pressed and highlighted.
    await expect(canvas.getByRole('group', { name: /^Shared keywords:/ })).toBeVisible();
    await expect(canvas.getAllByRole('button')).toHaveLength(7);
    await expect(canvas.getByRole('button', { name: 'Only rivalscope.com & example.com' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvasElement.querySelector('[data-testid="venn-selected"]')).toHaveAttribute(
      'data-sets',
      'rivalscope.com|example.com',
    );
    // A click inside Only competitor.io selects it.
    await clickRegionLabel(canvasElement, 'competitor.io');
    await expect(args.onRegionSelect).toHaveBeenLastCalledWith('competitor.io');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Only competitor.io' })).toHaveAttribute('aria-pressed', 'true'),
    );
  },
};

export const KeyboardSelection: Story = {
  name: 'Keyboard selection',
  args: { ...THREE_SETS, onRegionSelect: fn(), regionName: (sets) => `Only ${sets.join(' & ')}` },
  render: (args) => <SelectableVenn {...args} />,
  play: async ({ args, canvas }) => {
    // Tab reaches the regions in order; Enter and Space select the focused one.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Only rivalscope.com' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const pair = canvas.getByRole('button', { name: 'Only rivalscope.com & example.com' });
    await expect(pair).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRegionSelect).toHaveBeenLastCalledWith('rivalscope.com|example.com');
    await waitFor(() => expect(pair).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onRegionSelect).toHaveBeenLastCalledWith('rivalscope.com|competitor.io');
    // The focused region is outlined on the chart.
    await expect(canvas.getByTestId('venn-focused')).toHaveAttribute('data-sets', 'rivalscope.com|competitor.io');
  },
};
