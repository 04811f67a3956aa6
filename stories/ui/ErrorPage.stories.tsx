import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { ErrorPage } from '../../src/ui/ErrorPage/ErrorPage';

const meta = {
  title: 'UI/Error page',
  component: ErrorPage,
  args: {
    code: '418',
    title: 'A title that names the error',
    message: 'What happened, in words a visitor understands.',
  },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithActions: Story = {
  args: {
    actions: [
      <a key="home" href="/">
        Primary way on
      </a>,
      <a key="help" href="/help">
        Secondary way on
      </a>,
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'A title that names the error' })).toBeVisible();
    await expect(canvas.getByText('What happened, in words a visitor understands.')).toBeVisible();
    await expect(canvas.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Primary way on',
      'Secondary way on',
    ]);
  },
};

export const WithoutCodeOrActions: Story = {
  args: { code: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('A title that names the error');
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvasElement.textContent).not.toContain('418');
  },
};
