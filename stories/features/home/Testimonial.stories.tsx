import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { TESTIMONIAL } from '../../../src/features/home/sectionTexts';
import { Testimonial } from '../../../src/features/home/Testimonial';

/** The customer testimonial under the showcase (doc 1 §1). The copy is ours (a placeholder customer). */
const meta = {
  title: 'Pages/Home/Home page/Testimonial',
  component: Testimonial,
} satisfies Meta<typeof Testimonial>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'What customers say' });
    await expect(region.querySelector('blockquote')).toHaveTextContent(TESTIMONIAL.quote);
    await expect(canvas.getByText(TESTIMONIAL.name)).toBeVisible();
    await expect(canvas.getByText(TESTIMONIAL.role)).toBeVisible();
  },
};

export const OtherQuote: Story = {
  name: 'Another quote',
  args: {
    quote: 'Our reports go out on Monday mornings with our own logo on them.',
    name: 'Sam Ortiz',
    role: 'Founder, Ortiz Digital',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Our reports go out on Monday mornings with our own logo on them.')).toBeVisible();
    await expect(canvas.getByText('Sam Ortiz')).toBeVisible();
    await expect(canvas.queryByText(TESTIMONIAL.name)).toBeNull();
  },
};
