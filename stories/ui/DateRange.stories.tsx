import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { TEXT } from '../../src/lib/spec/text';
import { DateRange } from '../../src/ui/DateRange/DateRange';

const meta = {
  title: 'UI/Date range',
  component: DateRange,
  args: { onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DateRange>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Start date/ })).toHaveAttribute('placeholder', 'MM/DD/YYYY');
    await expect(canvas.getByRole('textbox', { name: /End date/ })).toHaveAttribute('placeholder', 'MM/DD/YYYY');
    await expect(canvas.queryByText(TEXT.invalidDate)).toBeNull();
  },
};

export const ValidRange: Story = {
  name: 'Valid range',
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Start date/ }), '11/01/2026');
    await userEvent.type(canvas.getByRole('textbox', { name: /End date/ }), '11/22/2026');
    await userEvent.tab();
    await expect(canvas.getByRole('status')).toHaveTextContent('Nov 1st, 2026 - Nov 22nd, 2026');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      start: new Date(2026, 10, 1),
      end: new Date(2026, 10, 22),
      text: 'Nov 1st, 2026 - Nov 22nd, 2026',
    });
    await expect(canvas.queryByText(TEXT.invalidDate)).toBeNull();
  },
};

export const InvalidDate: Story = {
  name: 'Invalid date',
  play: async ({ canvas, args }) => {
    const start = canvas.getByRole('textbox', { name: /Start date/ });
    await userEvent.type(start, '02/30/2026');
    await expect(canvas.queryByText(TEXT.invalidDate)).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByText(TEXT.invalidDate)).toBeVisible();
    await expect(start).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

export const Required: Story = {
  name: 'Both required',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: /Start date/ }));
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getAllByText(TEXT.invalidDate)).toHaveLength(2);
  },
};

export const EndBeforeStart: Story = {
  name: 'End before start',
  args: { defaultStart: '06/15/2026' },
  play: async ({ canvas, args }) => {
    const end = canvas.getByRole('textbox', { name: /End date/ });
    await userEvent.type(end, '06/14/2026');
    await userEvent.tab();
    await expect(canvas.getByText(TEXT.endBeforeStart)).toBeVisible();
    await expect(end).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(/^$/);
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};
