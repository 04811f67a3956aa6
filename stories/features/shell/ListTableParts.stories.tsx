import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';

import { LIST_TABLE_TEXT, ListFilterForm, LoadFailed } from '../../../src/features/shell/ListTableParts';

/** Shows the filter the list would be asked for, as a list page does with the URL's filter. */
function FilterHarness({
  trims = false,
  onFilterTextChange,
}: {
  trims?: boolean;
  onFilterTextChange: (text: string) => void;
}) {
  const [filterText, setFilterText] = useState('');
  return (
    <>
      <ListFilterForm
        label="Filter fruits"
        placeholder="Text the fruits contain"
        filterText={filterText}
        trims={trims}
        onFilterTextChange={(text) => {
          setFilterText(text);
          onFilterTextChange(text);
        }}
      />
      <p>Filter: “{filterText}”</p>
    </>
  );
}

const meta = {
  title: 'Shell/List table parts',
  component: ListFilterForm,
  args: {
    label: 'Filter fruits',
    placeholder: 'Text the fruits contain',
    filterText: '',
    onFilterTextChange: fn(),
  },
} satisfies Meta<typeof ListFilterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filter: Story = {
  name: 'Filter: sent on Apply, Clear while one is set',
  render: (args) => <FilterHarness onFilterTextChange={args.onFilterTextChange} />,
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Filter fruits' });
    await expect(canvas.queryByRole('button', { name: LIST_TABLE_TEXT.clearFilter })).toBeNull();
    await userEvent.type(input, ' apple ');
    // Typing alone asks for nothing: the list is filtered on Apply.
    await expect(args.onFilterTextChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: LIST_TABLE_TEXT.applyFilter }));
    await expect(args.onFilterTextChange).toHaveBeenLastCalledWith(' apple ');
    await userEvent.click(canvas.getByRole('button', { name: LIST_TABLE_TEXT.clearFilter }));
    await expect(args.onFilterTextChange).toHaveBeenLastCalledWith('');
    await expect(input).toHaveValue('');
    await expect(canvas.queryByRole('button', { name: LIST_TABLE_TEXT.clearFilter })).toBeNull();
  },
};

export const TrimmedWithEscape: Story = {
  name: 'Filter: trimmed on Enter, emptied by Escape',
  render: (args) => <FilterHarness trims onFilterTextChange={args.onFilterTextChange} />,
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Filter fruits' });
    await userEvent.type(input, '  cherry  {Enter}');
    await expect(args.onFilterTextChange).toHaveBeenLastCalledWith('cherry');
    await expect(canvas.getByText('Filter: “cherry”')).toBeVisible();
    await userEvent.type(input, '{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onFilterTextChange).toHaveBeenLastCalledWith('');
  },
};

/** The failure box's retry (a spy of its own: the meta's args are the filter's). */
const onRetry = fn();

export const Failed: Story = {
  name: 'Load failed, with Retry',
  render: () => <LoadFailed message="The fruits could not be loaded." retryLabel="Retry" onRetry={onRetry} />,
  play: async ({ canvas }) => {
    onRetry.mockClear();
    await expect(canvas.getByRole('alert')).toHaveTextContent('The fruits could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(onRetry).toHaveBeenCalledOnce();
  },
};
