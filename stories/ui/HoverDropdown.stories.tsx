import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

import { HOVER_DROPDOWN_OFFSET_PX } from '../../src/lib/spec/widgets';
import { HoverDropdown } from '../../src/ui/HoverDropdown/HoverDropdown';

const links = (
  <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
    <li>
      <a href="/seo/overview">SEO overview</a>
    </li>
    <li>
      <a href="/seo/top-pages">Top pages</a>
    </li>
    <li>
      <a href="/seo/backlinks">Backlinks</a>
    </li>
  </ul>
);

const meta = {
  title: 'UI/Hover dropdown',
  component: HoverDropdown,
  args: { label: 'SEO Research', children: links, onOpenChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, height: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HoverDropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'SEO Research' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'SEO overview' })).toBeNull();
  },
};

export const OpenOnHover: Story = {
  name: 'Open on hover',
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'SEO Research' });
    await userEvent.hover(trigger);
    const panel = canvas.getByRole('group', { name: 'SEO Research' });
    await expect(panel).toBeVisible();
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    // 10 px below its target.
    await expect(panel.getBoundingClientRect().top - trigger.getBoundingClientRect().bottom).toBeCloseTo(
      HOVER_DROPDOWN_OFFSET_PX,
      0,
    );
  },
};

export const HidesAfterLeaving: Story = {
  name: 'Hides after the pointer leaves',
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'SEO Research' });
    await userEvent.hover(trigger);
    await expect(canvas.getByRole('group')).toBeVisible();
    await userEvent.unhover(trigger);
    // Hidden after the 150 ms delay (timed exactly in HoverDropdown.test.tsx).
    await waitFor(() => expect(canvas.queryByRole('group')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Keyboard: Story = {
  name: 'Keyboard: Enter opens, Escape closes',
  args: { variant: 'menu' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('group')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'SEO overview' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('group')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'SEO Research' })).toHaveFocus();
  },
};
