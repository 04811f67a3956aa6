import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { ErrorView } from '../../../src/features/errors/ErrorView';

const meta = {
  title: 'Pages/Errors/Error page/View',
  component: ErrorView,
} satisfies Meta<typeof ErrorView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  name: 'Not found (Error 404)',
  args: { kind: 'notFound' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/^Error 404$/);
    await expect(
      canvas.getByText(
        'Sorry, partner. The page you requested is not in our database. You may have followed a bad external link, or mis-typed a URL.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  },
};

export const Typo: Story = {
  name: 'Typo (Oops!)',
  args: { kind: 'typo', query: 'exa mple..com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/^Oops!$/);
    await expect(canvas.getByText('Sorry, partner. It looks like you mis-typed the url in your search.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Search again' })).toHaveAttribute('href', '/?query=exa%20mple..com');
  },
};

export const ServerError: Story = {
  name: 'Server error (default 500)',
  args: { kind: 'serverError' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/^Something went wrong$/);
    await expect(canvas.getByText(/\(error 500\)/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      '/company?section=contactUs',
    );
  },
};

export const ServerErrorWithStatus: Story = {
  name: 'Server error (503)',
  args: { kind: 'serverError', status: 503 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/\(error 503\)/)).toBeVisible();
  },
};
