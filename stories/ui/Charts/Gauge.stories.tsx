import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Gauge, validateGaugeValue } from '../../../src/ui/Charts/Gauge/Gauge';

const meta = {
  title: 'UI/Charts/Gauge',
  component: Gauge,
  args: { value: 73, label: 'Impression share', width: 200, height: 136 },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Gauge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PartlyFilled: Story = {
  name: 'Partly filled',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Impression share: 73 out of 100' })).toBeVisible();
    const arc = canvas.getByTestId('gauge-value-arc');
    // 73 % of a half circle that starts at -π/2
    await expect(arc).toHaveAttribute('data-end-angle', (-Math.PI / 2 + Math.PI * 0.73).toFixed(4));
    // doc 2 §5: the gauge value is 0-100, anything else is a developer error
    await expect(() => validateGaugeValue(100.5)).toThrow(RangeError);
    await expect(() => validateGaugeValue(-0.5)).toThrow('got -0.5');
  },
};

export const Empty: Story = {
  args: { value: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Impression share: 0 out of 100' })).toBeVisible();
    await expect(canvas.queryByTestId('gauge-value-arc')).toBeNull();
  },
};

export const Full: Story = {
  args: { value: 100, label: 'Top of page' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Top of page: 100 out of 100' })).toBeVisible();
    await expect(canvas.getByTestId('gauge-value-arc')).toHaveAttribute('data-end-angle', (Math.PI / 2).toFixed(4));
  },
};
