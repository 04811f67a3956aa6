import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';

import { CheckboxGroup, type CheckboxGroupProps } from '../../../src/ui/Choices/CheckboxGroup';

const CHANNELS = [
  { value: 'seo', label: 'SEO' },
  { value: 'ppc', label: 'PPC' },
  { value: 'social', label: 'Social' },
] as const;
type Channel = (typeof CHANNELS)[number]['value'];

/** Holds the checked values, as a form does. */
function Controlled(props: Omit<CheckboxGroupProps<Channel>, 'value'> & { initial?: Channel[] }) {
  const { initial = [], onChange, ...rest } = props;
  const [value, setValue] = useState<Channel[]>(initial);
  return (
    <CheckboxGroup<Channel>
      {...rest}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/Choices/Checkbox group',
  component: Controlled,
  args: { label: 'Channels', options: CHANNELS, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, width: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Check and uncheck',
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('group', { name: 'Channels' });
    await expect(group).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'PPC' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['ppc']);
    // Space checks the focused box.
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['ppc', 'social']);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'PPC' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['social']);
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', initial: ['seo'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'SEO' })).toBeChecked();
    const [first, second] = canvas.getAllByRole('checkbox').map((box) => box.getBoundingClientRect());
    await expect(second?.left).toBeGreaterThan(first?.right ?? Infinity);
  },
};

export const Invalid: Story = {
  name: 'Invalid, with its message',
  args: { validationState: 'invalid', message: 'Choose at least one channel.', isRequired: true },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Channels' });
    await expect(group).toHaveAccessibleDescription('Choose at least one channel.');
    // react-aria marks each box of an invalid group.
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeInvalid();
  },
};
