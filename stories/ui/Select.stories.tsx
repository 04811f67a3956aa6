import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';

import { TEXT } from '../../src/lib/spec/text';
import { Select, type SelectProps } from '../../src/ui/Select/Select';

const PROJECTS = [
  { value: 'p1', label: 'acme.com' },
  { value: 'p2', label: 'acme-shop.com' },
  { value: 'p3', label: 'acmetools.net' },
  { value: 'p4', label: 'blog.acme.com' },
  { value: 'p5', label: 'acme.co.uk' },
  { value: 'p6', label: 'acme.de' },
  { value: 'p7', label: 'globex.com' },
];

function Controlled(args: SelectProps) {
  const [value, setValue] = useState<string | null>(args.value ?? null);
  return (
    <div style={{ padding: 24 }}>
      <Select
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange?.(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'UI/Select',
  component: Select,
  args: {
    label: 'Project',
    options: PROJECTS,
    onChange: fn(),
    onCreate: fn(),
  },
  render: Controlled,
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Project/ });
    await expect(trigger).toHaveTextContent('Select an option');
    await expect(screen.queryByRole('listbox')).toBeNull();
  },
};

export const OpenFiveResults: Story = {
  name: 'Open: five results by default',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Project/ }));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(5));
    await expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'acme.com',
      'acme-shop.com',
      'acmetools.net',
      'blog.acme.com',
      'acme.co.uk',
    ]);
    await expect(screen.getByRole('searchbox', { name: 'Search options' })).toHaveFocus();
  },
};

export const ShowAll: Story = {
  name: 'Max false shows every option',
  args: { max: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Project/ }));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(7));
  },
};

export const Filtered: Story = {
  name: 'Search filters the options',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Project/ }));
    await userEvent.keyboard('GLOB');
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['globex.com']));
  },
};

export const NoMatches: Story = {
  name: 'No matches',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Project/ }));
    await userEvent.keyboard('initech');
    await expect(await screen.findByText(TEXT.noMatchesFound)).toBeVisible();
    await expect(screen.getByRole('listbox')).toHaveTextContent(/^No matches found\.$/);
  },
};

export const CreateNew: Story = {
  name: 'Create new',
  args: { allowCreate: true },
  play: async ({ canvas }) => {
    // Choosing it (onCreate with the trimmed search) is proven in src/ui/Select/Select.test.tsx.
    await userEvent.click(canvas.getByRole('button', { name: /Project/ }));
    await userEvent.keyboard('initech corp');
    await expect(await screen.findByRole('option', { name: 'Create new "initech corp"' })).toBeVisible();
    await expect(screen.getAllByRole('option')).toHaveLength(1);
  },
};

export const CreateHiddenOnExactMatch: Story = {
  name: 'No create on an exact match',
  args: { allowCreate: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Project/ }));
    await userEvent.keyboard('GLOBEX.COM');
    await expect(await screen.findByRole('option', { name: 'globex.com' })).toBeVisible();
    await expect(screen.queryByRole('option', { name: /Create new/ })).toBeNull();
  },
};

export const Chosen: Story = {
  name: 'Option chosen',
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: /Project/ });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'acmetools.net' }));
    await expect(args.onChange).toHaveBeenCalledWith('p3');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('acmetools.net');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, value: 'p7' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Project/ });
    await expect(trigger).toBeDisabled();
    await expect(trigger).toHaveTextContent('globex.com');
  },
};
