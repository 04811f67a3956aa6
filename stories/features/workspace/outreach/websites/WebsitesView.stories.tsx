import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { websiteRows } from '../../../../../src/features/workspace/outreach/websites/websites';
import { WEBSITES_TEXT } from '../../../../../src/features/workspace/outreach/websites/websitesTexts';
import { WebsitesView } from '../../../../../src/features/workspace/outreach/websites/WebsitesView';
import { buildOutreachRelationship, buildTableUrlEntry, exampleProjects } from '../../../../../src/mocks/fixtures';

const SITE = buildOutreachRelationship({ urlId: null });
const LINK = buildTableUrlEntry();
const PROJECTS = exampleProjects() as Parameters<typeof websiteRows>[2];
const ROWS = websiteRows([SITE], [LINK], PROJECTS);

const meta = {
  title: 'Workspace/Outreach/Websites/View',
  component: WebsitesView,
  args: {
    load: 'ready',
    rows: ROWS,
    allProjects: false,
    onRetry: fn(),
    onOpen: fn(),
    onGoToLinks: fn(),
    onImport: fn(),
  },
} satisfies Meta<typeof WebsitesView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  name: 'A website',
  play: async ({ args, canvas }) => {
    const table = canvas.getByRole('table', { name: WEBSITES_TEXT.websitesTableLabel });
    const cells = within(table).getAllByRole('cell');
    await expect(cells.at(-1)).toHaveTextContent(String(ROWS[0]!.pageCount));
    await userEvent.click(within(table).getByRole('button', { name: `Open ${SITE.domainName}` }));
    await expect(args.onOpen).toHaveBeenCalledWith(ROWS[0]);
  },
};

export const AllProjects: Story = {
  name: 'All projects: a project column',
  args: { allProjects: true },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: WEBSITES_TEXT.websitesTableLabel });
    await expect(within(table).getByText(WEBSITES_TEXT.columnProject)).toBeVisible();
    await expect(within(table).getByText(ROWS[0]!.projectName)).toBeVisible();
  },
};

export const Empty: Story = {
  name: 'No websites yet',
  args: { rows: [] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(WEBSITES_TEXT.noWebsites)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: WEBSITES_TEXT.importOutreach }));
    await expect(args.onImport).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: WEBSITES_TEXT.goToLinks }));
    await expect(args.onGoToLinks).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { load: 'loading', rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  name: 'Error',
  args: { load: 'failed', rows: [] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(WEBSITES_TEXT.websitesLoadFailed)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
