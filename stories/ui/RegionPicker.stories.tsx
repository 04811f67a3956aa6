import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';

import { TEXT } from '../../src/lib/spec/text';
import { REGION_PICKER_TEXT } from '../../src/ui/RegionPicker/regionOptions';
import { RegionPicker, type RegionPickerProps } from '../../src/ui/RegionPicker/RegionPicker';

function Controlled(args: RegionPickerProps) {
  const [value, setValue] = useState(args.value);
  return (
    <div style={{ padding: 24 }}>
      <RegionPicker
        {...args}
        value={value}
        onChange={(code) => {
          setValue(code);
          args.onChange(code);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'UI/Region picker',
  component: RegionPicker,
  args: { value: 'US', onChange: fn() },
  render: Controlled,
} satisfies Meta<typeof RegionPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvas: { getByRole: typeof screen.getByRole }, name = 'Region: United States') {
  await userEvent.click(canvas.getByRole('button', { name }));
  return screen.findByRole('dialog', { name: 'Region' });
}

export const Closed: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Region: United States' });
    await expect(trigger).toHaveTextContent('🇺🇸United States');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const Open: Story = {
  name: 'Open: priority order',
  play: async ({ canvas }) => {
    await open(canvas);
    const names = screen.getAllByRole('option').map((o) => o.textContent);
    await expect(names.slice(0, 7)).toEqual([
      '🇺🇸United States',
      '🇬🇧United Kingdom',
      '🇩🇪Germany',
      '🇫🇷France',
      '🇦🇷Argentina',
      '🇦🇺Australia',
      '🇧🇪Belgium',
    ]);
    await expect(names.slice(-2)).toEqual(['🌐Global', '🏳️Unknown']);
    await expect(names).toHaveLength(27);
    await expect(screen.getByRole('option', { name: /United States/ })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.getByRole('searchbox', { name: REGION_PICKER_TEXT.search })).toHaveFocus());
  },
};

export const Filtered: Story = {
  play: async ({ canvas }) => {
    await open(canvas);
    const search = screen.getByRole('searchbox', { name: REGION_PICKER_TEXT.search });
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.keyboard('land');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
        '🇮🇪Ireland',
        '🇳🇱Netherlands',
        '🇳🇿New Zealand',
        '🇨🇭Switzerland',
      ]),
    );
  },
};

export const NoMatches: Story = {
  name: 'No matches',
  play: async ({ canvas }) => {
    await open(canvas);
    const search = screen.getByRole('searchbox', { name: REGION_PICKER_TEXT.search });
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.keyboard('Atlantis');
    await expect(await screen.findByText(TEXT.noMatchesFound)).toBeVisible();
  },
};

export const Chosen: Story = {
  name: 'Country chosen',
  play: async ({ canvas, args }) => {
    await open(canvas);
    await userEvent.click(screen.getByRole('option', { name: /Germany/ }));
    await expect(args.onChange).toHaveBeenCalledWith('DE');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Region: Germany' })).toHaveTextContent('Germany');
  },
};

export const EscapeCloses: Story = {
  name: 'Escape closes',
  args: { value: 'GLOBAL' },
  play: async ({ canvas, args }) => {
    await open(canvas, 'Region: Global');
    await waitFor(() => expect(screen.getByRole('searchbox')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
