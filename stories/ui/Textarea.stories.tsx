import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { TEXTAREA_DEFAULT_MAX_LENGTH } from '../../src/lib/spec/widgets';
import { Textarea } from '../../src/ui/Textarea/Textarea';

const meta = {
  title: 'UI/Textarea',
  component: Textarea,
  args: { label: 'Notes', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, width: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Notes' });
    await expect(textarea).toHaveAttribute('maxlength', String(TEXTAREA_DEFAULT_MAX_LENGTH));
    await userEvent.type(textarea, 'Call the agency');
    await expect(args.onChange).toHaveBeenLastCalledWith('Call the agency');
    await expect(canvas.queryByText(/The max number of characters/)).toBeNull();
  },
};

export const WithCounter: Story = {
  name: 'With counter',
  args: { maxLength: 40, showCount: true, defaultValue: 'Twelve chars' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('12/40')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Notes' }), '!!');
    await expect(canvas.getByText('14/40')).toBeVisible();
  },
};

export const Full: Story = {
  args: { maxLength: 20, showCount: true, defaultValue: 'Nineteen characters' },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Notes' });
    await expect(canvas.queryByText('The max number of characters is 20')).toBeNull();
    await userEvent.type(textarea, '!?');
    await expect(textarea).toHaveValue('Nineteen characters!');
    await expect(canvas.getByText('The max number of characters is 20')).toBeVisible();
    await expect(textarea).toHaveAccessibleDescription('The max number of characters is 20');
    await expect(canvas.getByText('20/20')).toBeVisible();
  },
};
