import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { StarRating } from '../../src/ui/StarRating/StarRating';

const meta = {
  title: 'UI/Star rating',
  component: StarRating,
  args: { label: 'Keyword priority', showLabel: true, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

const activeCount = (stars: HTMLElement[]) => stars.filter((s) => s.hasAttribute('data-active')).length;

export const Unrated: Story = {
  play: async ({ args, canvas }) => {
    const stars = canvas.getAllByRole('radio');
    await expect(stars).toHaveLength(3);
    await expect(activeCount(stars)).toBe(0);
    await userEvent.click(canvas.getByRole('radio', { name: '3 stars' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await expect(activeCount(stars)).toBe(3);
  },
};

export const TwoOfThree: Story = {
  name: 'Two of three',
  args: { defaultValue: 2 },
  play: async ({ args, canvas }) => {
    const stars = canvas.getAllByRole('radio');
    await expect(canvas.getByRole('radio', { name: '2 stars' })).toBeChecked();
    // The top active star deactivates itself.
    await userEvent.click(canvas.getByRole('radio', { name: '2 stars' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await expect(activeCount(stars)).toBe(1);
    // Clicking an inactive star activates every star up to it.
    await userEvent.click(canvas.getByRole('radio', { name: '3 stars' }));
    // Clicking a lower active star deactivates the ones above it.
    await userEvent.click(canvas.getByRole('radio', { name: '1 star' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(canvas.getByRole('radio', { name: '2 stars' }));
    await expect(activeCount(stars)).toBe(2);
  },
};

export const Keyboard: Story = {
  args: { max: 5, defaultValue: 1 },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '1 star' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toHaveFocus();
    await expect(canvas.getByRole('radiogroup', { name: 'Keyword priority' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { defaultValue: 2, isDisabled: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radio', { name: '3 stars' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: '3 stars' }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
