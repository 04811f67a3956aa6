import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { ErrorScreen } from '../../../src/features/errors/ErrorScreen';

const meta = {
  title: 'Pages/Error pages/From the URL',
  component: ErrorScreen,
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StatusFromQuery: Story = {
  name: 'Server error status from ?status=',
  args: { kind: 'serverError' },
  parameters: { router: { initialEntry: '/error/servererror?status=502' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/\(error 502\)/)).toBeVisible();
  },
};

export const InvalidStatus: Story = {
  name: 'A status that is not an HTTP error means 500',
  args: { kind: 'serverError' },
  parameters: { router: { initialEntry: '/error/servererror?status=200' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/\(error 500\)/)).toBeVisible();
  },
};

export const TypoQuery: Story = {
  name: 'Typo offers the search back',
  args: { kind: 'typo' },
  parameters: { router: { initialEntry: '/error/typo?query=%22bad%20query' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Oops!');
    await expect(canvas.getByRole('link', { name: 'Search again' })).toHaveAttribute('href', '/?query=%22bad%20query');
  },
};
