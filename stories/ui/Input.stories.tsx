import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { TEXT } from '../../src/lib/spec/text';
import { BUTTON_SIZES_PX, INPUT_SIZES } from '../../src/lib/spec/widgets';
import { Input } from '../../src/ui/Input/Input';

const meta = {
  title: 'UI/Input',
  component: Input,
  args: { label: 'Domain', placeholder: 'example.com', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, width: 360, display: 'flex', flexDirection: 'column', gap: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Normal: Story = {
  args: { message: 'Without http:// or www.' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Domain' });
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).toHaveAccessibleDescription('Without http:// or www.');
    await userEvent.type(input, 'rivalscope.com');
    await expect(args.onChange).toHaveBeenLastCalledWith('rivalscope.com');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <>
      {INPUT_SIZES.map((size) => (
        <Input key={size} {...args} label={`Size ${size}`} size={size} />
      ))}
    </>
  ),
  play: async ({ canvas }) => {
    for (const size of INPUT_SIZES) {
      const input = canvas.getByRole('textbox', { name: `Size ${size}` });
      await expect(input.getBoundingClientRect().height).toBe(BUTTON_SIZES_PX[size]);
    }
  },
};

export const Valid: Story = {
  args: { label: 'Email', defaultValue: 'ann@example.com', validationState: 'valid', message: 'Looks good' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).toHaveAccessibleDescription('Looks good');
  },
};

export const Invalid: Story = {
  args: { label: 'Email', defaultValue: 'ann@', validationState: 'invalid', message: TEXT.invalidEmail },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter a valid email address');
  },
};

export const Warning: Story = {
  args: {
    label: 'Project name',
    defaultValue: 'Untitled',
    validationState: 'warning',
    message: 'A project with a similar name exists',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Project name' });
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).toHaveAccessibleDescription('A project with a similar name exists');
  },
};
