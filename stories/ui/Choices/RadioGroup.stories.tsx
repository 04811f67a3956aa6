import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';

import { RadioGroup, type RadioGroupProps } from '../../../src/ui/Choices/RadioGroup';

const SIZES = [
  { value: 'small', label: 'Small' },
  { value: 'medium', label: 'Medium' },
  { value: 'large', label: 'Large' },
] as const;
type Size = (typeof SIZES)[number]['value'];

/** Holds the chosen value, as a form does. */
function Controlled(props: Omit<RadioGroupProps<Size>, 'value'> & { initial?: Size | null }) {
  const { initial = null, onChange, ...rest } = props;
  const [value, setValue] = useState<Size | null>(initial);
  return (
    <RadioGroup<Size>
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
  title: 'UI/Choices/Radio group',
  component: Controlled,
  args: { label: 'Team size', options: SIZES, onChange: fn() },
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
  name: 'Nothing chosen yet',
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Team size' })).toBeVisible();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Medium' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('medium');
    // One tab stop; the arrow keys move the choice.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Large' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('large');
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', initial: 'small' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Small' })).toBeChecked();
    const [first, second] = canvas.getAllByRole('radio').map((radio) => radio.getBoundingClientRect());
    await expect(second?.left).toBeGreaterThan(first?.left ?? Infinity);
  },
};

export const Invalid: Story = {
  name: 'Invalid, with its message',
  args: { validationState: 'invalid', message: 'Choose a size.', isRequired: true },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Team size' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Choose a size.');
  },
};
