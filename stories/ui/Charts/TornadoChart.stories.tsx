import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { TornadoChart, validateTornado } from '../../../src/ui/Charts/TornadoChart/TornadoChart';

const rows = [
  { id: 'brand', label: 'Brand terms', left: 1_240, right: 860 },
  { id: 'competitor', label: 'Competitor terms', left: 420, right: 2_300 },
  { id: 'questions', label: 'Questions', left: 310, right: 295 },
  { id: 'transactional', label: 'Transactional', left: 0, right: 130 },
];

const meta = {
  title: 'UI/Charts/Tornado chart',
  component: TornadoChart,
  args: {
    label: 'Shared keywords by group',
    leftLabel: 'rivalscope.com',
    rightLabel: 'example.com',
    rows,
    width: 600,
    rowHeight: 36,
    labelWidth: 160,
    onSelectionChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TornadoChart>;

export default meta;
type Story = StoryObj<typeof meta>;

function valueLabels(canvasElement: HTMLElement): (string | null)[] {
  return [...canvasElement.querySelectorAll('[data-testid="tornado-value-label"]')].map((label) => label.textContent);
}

export const LabelsPositioned: Story = {
  name: 'Labels positioned',
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('img', { name: 'Shared keywords by group: rivalscope.com versus example.com, 4 rows' }),
    ).toBeVisible();
    // doc 2 §9: the value labels are positioned 500 ms after mount (timing proven with fake timers in the unit test)
    await waitFor(() =>
      expect(valueLabels(canvasElement)).toEqual(['1.2k', '860', '420', '2.3k', '310', '295', '0', '130']),
    );
    const widths = [...canvasElement.querySelectorAll('[data-testid="tornado-right-bar"]')].map((bar) =>
      Number(bar.getAttribute('width')),
    );
    // The largest value (2,300) gets the full half width: (600 - 160) / 2 - 2 - 48 = 170 px
    await expect(Math.max(...widths)).toBe(170);
    await expect(canvas.queryByRole('button')).toBeNull();
    const table = canvas.getByRole('table', { name: 'Shared keywords by group' });
    await expect(within(table).getByRole('row', { name: 'Competitor terms 420 2,300' })).toBeInTheDocument();
    // doc 2 §5: a negative minimum value is rejected
    await expect(() => validateTornado(rows, -1, false)).toThrow(RangeError);
  },
};

export const Selectable: Story = {
  args: { selectable: true },
  play: async ({ args, canvas, canvasElement }) => {
    const group = canvas.getByRole('group', { name: 'Shared keywords by group' });
    const buttons = within(group).getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual([
      'Brand terms',
      'Competitor terms',
      'Questions',
      'Transactional',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Questions' }));
    await expect(canvas.getByRole('button', { name: 'Questions' })).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['questions']);
    await userEvent.click(canvas.getByRole('button', { name: 'Brand terms' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['questions', 'brand']);
    await userEvent.click(canvas.getByRole('button', { name: 'Brand terms' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['questions']);
    await expect(canvas.getByRole('button', { name: 'Brand terms' })).toHaveAttribute('aria-pressed', 'false');
    // doc 2 §5: with selection every row needs a unique id
    await expect(() => validateTornado([...rows, { id: 'brand', label: 'Copy', left: 1, right: 1 }], 0, true)).toThrow(
      'the id "brand" is used by more than one row',
    );
    await waitFor(() => expect(valueLabels(canvasElement)).toHaveLength(8));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const RowsPreselected: Story = {
  name: 'Rows preselected',
  args: { selectable: true, defaultSelectedIds: ['competitor', 'transactional'] },
  play: async ({ args, canvas, canvasElement }) => {
    const pressed = canvas.getAllByRole('button', { pressed: true }).map((button) => button.textContent);
    await expect(pressed).toEqual(['Competitor terms', 'Transactional']);
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
    await waitFor(() => expect(valueLabels(canvasElement)).toHaveLength(8));
  },
};

export const MinimumAboveZero: Story = {
  name: 'Minimum above zero',
  args: { min: 300 },
  play: async ({ canvasElement }) => {
    const left = [...canvasElement.querySelectorAll('[data-testid="tornado-left-bar"]')].map((bar) =>
      Number(bar.getAttribute('width')),
    );
    // Bars start at the minimum (300): 'Transactional' (0) draws nothing, 'Questions' (310) barely anything
    await expect(left[3]).toBe(0);
    await expect(left[2]).toBeLessThan(2);
    await waitFor(() => expect(valueLabels(canvasElement)).toHaveLength(8));
  },
};
