import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { SuggestInput, type SuggestInputProps, type SuggestOption } from '../../src/ui/SuggestInput/SuggestInput';

const FRUIT: readonly SuggestOption[] = [
  { value: 'apple.com', detail: 'Domain' },
  { value: 'apple pie recipe', detail: 'Keyword' },
  { value: 'apple.com/iphone', detail: 'URL' },
];

/** The field with its text kept in state, as a caller keeps it. */
function Controlled(props: SuggestInputProps) {
  const [value, setValue] = useState(props.value);
  return (
    <SuggestInput
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/Suggest input',
  component: SuggestInput,
  args: {
    label: 'Search',
    name: 'q',
    placeholder: 'Type to search',
    value: 'apple',
    options: FRUIT,
    onChange: fn(),
    onSelect: fn(),
    announce: (count: number) => `${count} suggestions available.`,
  },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 420, minHeight: 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SuggestInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoSuggestions: Story = {
  name: 'No suggestions',
  args: { options: [], value: '' },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('combobox', { name: 'Search' });
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveAttribute('name', 'q');
    await userEvent.type(box, 'ap');
    await expect(args.onChange).toHaveBeenLastCalledWith('ap');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.queryByRole('listbox')).toBeNull();
  },
};

export const Open: Story = {
  name: 'Suggestions open',
  args: { footer: 'Suggestions from the demo data set' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('combobox', { name: 'Search' });
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const list = canvas.getByRole('listbox', { name: 'Search' });
    await expect(box).toHaveAttribute('aria-controls', list.id);
    await expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['apple.comDomain', 'apple pie recipeKeyword', 'apple.com/iphoneURL']);
    await expect(canvas.getByRole('status')).toHaveTextContent('3 suggestions available.');
    await expect(canvas.getByText('Suggestions from the demo data set')).toBeVisible();
  },
};

export const Highlighted: Story = {
  name: 'Highlighted with the arrows',
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('combobox', { name: 'Search' });
    await userEvent.click(box);
    await userEvent.keyboard('{ArrowUp}');
    const last = canvas.getByRole('option', { name: /apple\.com\/iphone/ });
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = canvas.getByRole('option', { name: /apple pie recipe/ });
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', second.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(FRUIT[1]);
  },
};

export const Dismissed: Story = {
  name: 'Closed with Escape',
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('combobox', { name: 'Search' });
    await userEvent.click(box);
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveFocus();
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const ChosenByClick: Story = {
  name: 'Chosen with a click',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Search' }));
    await userEvent.click(canvas.getByRole('option', { name: /apple\.com\/iphone/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(FRUIT[2]);
    await expect(canvas.getByRole('combobox', { name: 'Search' })).toHaveFocus();
  },
};
