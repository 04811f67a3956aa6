import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';

import { TEXT } from '../../src/lib/spec/text';
import { SearchableDropdown, type SearchableDropdownProps } from '../../src/ui/SearchableDropdown/SearchableDropdown';

const GROUPS = [
  { value: 'g1', label: 'Brand terms' },
  { value: 'g2', label: 'Brand competitors' },
  { value: 'g3', label: 'Branded questions' },
  { value: 'g4', label: 'Brandable domains' },
  { value: 'g5', label: 'Brand awareness' },
  { value: 'g6', label: 'Brand protection' },
  { value: 'g7', label: 'Brand mentions' },
  { value: 'g8', label: 'Local SEO' },
];

function Controlled(args: SearchableDropdownProps) {
  const [value, setValue] = useState<string | null>(args.value ?? null);
  return (
    <div style={{ padding: 24 }}>
      <SearchableDropdown
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange?.(next);
        }}
      />
      <p style={{ marginTop: 8 }}>Chosen: {value ?? 'none'}</p>
    </div>
  );
}

const meta = {
  title: 'UI/Searchable dropdown',
  component: SearchableDropdown,
  args: {
    label: 'Group',
    placeholder: 'Type a group name',
    options: GROUPS,
    onChange: fn(),
    onCreate: fn(),
  },
  render: Controlled,
} satisfies Meta<typeof SearchableDropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ClosedUntilText: Story = {
  name: 'Closed until text is typed',
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Group' });
    await userEvent.click(input);
    await userEvent.keyboard('   ');
    await expect(screen.queryByRole('listbox')).toBeNull();
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.queryByRole('listbox')).toBeNull();
    await userEvent.clear(input);
    await expect(input).toHaveValue('');
  },
};

export const DefaultFiveResults: Story = {
  name: 'Five results by default',
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Group' }), 'brand');
    const listbox = await screen.findByRole('listbox');
    const options = await waitFor(() => {
      const found = listbox.querySelectorAll('[role="option"]');
      expect(found).toHaveLength(5);
      return found;
    });
    await expect([...options].map((o) => o.textContent)).toEqual([
      'Brand terms',
      'Brand competitors',
      'Branded questions',
      'Brandable domains',
      'Brand awareness',
    ]);
  },
};

export const ShowAll: Story = {
  name: 'Max false shows every match',
  args: { max: false },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Group' }), 'brand');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(7));
    await expect(screen.queryByRole('option', { name: 'Local SEO' })).toBeNull();
  },
};

export const CustomMax: Story = {
  name: 'Max of two',
  args: { max: 2 },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Group' }), 'BRAND');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
  },
};

export const NoMatches: Story = {
  name: 'No matches',
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Group' }), 'zebra');
    await expect(await screen.findByText(TEXT.noMatchesFound)).toBeVisible();
    await expect(screen.getByRole('listbox')).toHaveTextContent(/^No matches found\.$/);
  },
};

export const CreateNew: Story = {
  name: 'Create new',
  args: { allowCreate: true },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Group' }), '  Brand new idea ');
    const create = await screen.findByRole('option', { name: 'Create new "Brand new idea"' });
    await expect(screen.getAllByRole('option')).toHaveLength(1);
    await userEvent.click(create);
    await expect(args.onCreate).toHaveBeenCalledWith('Brand new idea');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const CreateNewHiddenOnExactMatch: Story = {
  name: 'No create on an exact match',
  args: { allowCreate: true },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Group' }), 'local seo ');
    await expect(await screen.findByRole('option', { name: 'Local SEO' })).toBeVisible();
    await expect(screen.queryByRole('option', { name: /Create new/ })).toBeNull();
  },
};

export const CreateNotAllowed: Story = {
  name: 'No create when creating is not allowed',
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Group' }), 'Brand new idea');
    await expect(await screen.findByText(TEXT.noMatchesFound)).toBeVisible();
    await expect(screen.queryByRole('option', { name: /Create new/ })).toBeNull();
  },
};

export const Chosen: Story = {
  name: 'Option chosen',
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Group' });
    await userEvent.type(input, 'local');
    await userEvent.click(await screen.findByRole('option', { name: 'Local SEO' }));
    await expect(args.onChange).toHaveBeenCalledWith('g8');
    await expect(input).toHaveValue('Local SEO');
    await expect(canvas.getByText('Chosen: g8')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};
