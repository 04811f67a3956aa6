import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

import { TagsInput } from '../../src/ui/TagsInput/TagsInput';

const meta = {
  title: 'UI/Tags input',
  component: TagsInput,
  args: { label: 'Keywords', placeholder: 'Type and press Enter', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, width: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TagsInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const tags = (canvas: { queryAllByRole: (role: 'row') => HTMLElement[] }) =>
  canvas.queryAllByRole('row').map((row) => row.textContent?.replace('×', ''));

export const Empty: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Keywords' });
    await userEvent.type(input, 'seo tools{Enter}');
    await userEvent.type(input, 'ppc');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(tags(canvas)).toEqual(['seo tools', 'ppc']);
    await expect(args.onChange).toHaveBeenLastCalledWith(['seo tools', 'ppc']);
    await expect(input).toHaveValue('');
  },
};

export const WithTags: Story = {
  name: 'With tags',
  args: { defaultValue: ['seo tools', 'ppc', 'backlinks'] },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Keywords' });
    await userEvent.click(input);
    await userEvent.keyboard('{Backspace}');
    await expect(tags(canvas)).toEqual(['seo tools', 'ppc']);
    await userEvent.click(canvas.getByRole('button', { name: /^Remove seo tools/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['ppc']);
    await expect(tags(canvas)).toEqual(['ppc']);
  },
};

export const Duplicate: Story = {
  name: 'Duplicate flashes the existing tag',
  args: { defaultValue: ['seo tools', 'ppc'] },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Keywords' }), 'PPC{Enter}');
    await expect(tags(canvas)).toEqual(['seo tools', 'ppc']);
    const ppc = canvas.getByRole('row', { name: 'ppc' });
    await expect(ppc).toHaveAttribute('data-flash', 'true');
    await expect(args.onChange).not.toHaveBeenCalled();
    // The flash ends by itself (800 ms, proven with fake timers in TagsInput.test.tsx).
    await waitFor(() => expect(ppc).not.toHaveAttribute('data-flash'));
  },
};

export const EmailMode: Story = {
  name: 'Email mode with an invalid address',
  args: { label: 'Invite teammates', email: true, placeholder: 'name@company.com, …' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Invite teammates' });
    await userEvent.type(input, 'ann@example.com, bob@, cy@example.org{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['ann@example.com', 'cy@example.org']);
    await expect(input).toHaveValue('bob@');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // The flag clears by itself (800 ms, proven with fake timers in TagsInput.test.tsx).
    await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid'));
  },
};
