import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { clearScrollPositions } from '../../../src/app/scroll';
import { ErrorScreen } from '../../../src/features/errors/ErrorScreen';
import { INFERRED_TEXT, TEXT } from '../../../src/lib/spec/text';

const meta = {
  title: 'Pages/Errors/Error page',
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

/**
 * The error pages and the freewall at their own addresses, rendered through the real route table
 * (guards, header and footer), for a visitor.
 */
const inTheApp = (initialEntry: string) => ({
  parameters: { router: { app: true, initialEntry }, mockDb: { user: 'loggedOut' } },
  beforeEach: () => {
    clearScrollPositions();
    window.scrollTo(0, 0);
  },
});

export const NotFoundInTheApp: Story = {
  name: 'In the app / Not found (/error/notfound)',
  args: { kind: 'notFound' },
  ...inTheApp('/error/notfound'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: TEXT.notFoundTitle })).toBeVisible();
    await expect(canvas.getByText(TEXT.notFoundBody)).toBeVisible();
  },
};

export const UnknownPathInTheApp: Story = {
  name: 'In the app / An unknown address goes to the 404 page',
  args: { kind: 'notFound' },
  ...inTheApp('/no/such/page'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: TEXT.notFoundTitle })).toBeVisible();
  },
};

export const TypoInTheApp: Story = {
  name: 'In the app / Typo (/error/typo)',
  args: { kind: 'typo' },
  ...inTheApp('/error/typo?query=exa%20mple..com'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: TEXT.typoTitle })).toBeVisible();
    await expect(canvas.getByText(TEXT.typoBody)).toBeVisible();
  },
};

export const ServerErrorInTheApp: Story = {
  name: 'In the app / Server error (/error/servererror)',
  args: { kind: 'serverError' },
  ...inTheApp('/error/servererror?status=503'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: INFERRED_TEXT.serverErrorTitle })).toBeVisible();
    await expect(canvas.getByText(/\(error 503\)/)).toBeVisible();
  },
};

export const FreewallInTheApp: Story = {
  name: 'In the app / Scraper freewall (/scraper-freewall)',
  args: { kind: 'notFound' },
  ...inTheApp('/scraper-freewall#signup'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: INFERRED_TEXT.freewallTitle })).toBeVisible();
  },
};
