import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { settingsFormOf } from '../../../src/features/admin/admin';
import { DataSourcesView } from '../../../src/features/admin/DataSourcesView';
import { ADMIN_TEXT } from '../../../src/features/admin/texts';
import { buildDataSources, buildImportRuns, buildJobQueueStatus } from '../../../src/mocks/fixtures';

const SOURCES = buildDataSources();

const meta = {
  title: 'Pages/Account/Data Sources/View',
  component: DataSourcesView,
  args: {
    title: 'Data Sources',
    load: 'ready',
    data: { sources: SOURCES, queue: buildJobQueueStatus(), runs: buildImportRuns() },
    form: settingsFormOf(SOURCES.settings),
    failedChecks: { load: 'ready', page: { rows: [], totalRowCount: 0 }, startRow: 0 },
    uploadHref: '/account/admin/import',
    runHref: (runId: number) => `/account/admin/import?run=${runId}`,
    onRetry: fn(),
    onFormChange: fn(),
    onSave: fn(),
    onFailedChecksPage: fn(),
    onRetryFailedChecks: fn(),
  },
  parameters: { screenshot: false },
} satisfies Meta<typeof DataSourcesView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoadingSkeleton: Story = {
  name: 'Loading',
  args: { load: 'loading', data: null },
  parameters: { screenshot: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(ADMIN_TEXT.loading)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const NoQueueNoFailures: Story = {
  name: 'No job queue in this process, no failed check',
  args: {
    data: { sources: SOURCES, queue: { isRunning: false, queues: [] }, runs: [] },
  },
  play: async ({ canvas }) => {
    const queue = canvas.getByRole('region', { name: ADMIN_TEXT.queueHeading });
    await expect(within(queue).getByText(ADMIN_TEXT.queueNotRunning)).toBeVisible();
    await expect(canvas.getByText(ADMIN_TEXT.noFailedChecks)).toBeVisible();
    await expect(canvas.getByText(ADMIN_TEXT.noImports)).toBeVisible();
  },
};

export const FailedChecksError: Story = {
  name: 'The failed checks could not be read: retry',
  args: { failedChecks: { load: 'failed', page: null, startRow: 0 } },
  play: async ({ args, canvas }) => {
    const failures = canvas.getByRole('region', { name: ADMIN_TEXT.failedChecksHeading });
    await expect(within(failures).getByText(ADMIN_TEXT.loadFailed)).toBeVisible();
    await userEvent.click(within(failures).getByRole('button', { name: ADMIN_TEXT.retry }));
    await expect(args.onRetryFailedChecks).toHaveBeenCalledOnce();
    // The rest of the page stands.
    await expect(canvas.getByText('$20.00 of $50.00 used (40%)')).toBeVisible();
  },
};

export const Saving: Story = {
  name: 'Saving the settings',
  args: { save: 'saving' },
  play: async ({ args, canvas }) => {
    const save = canvas.getByRole('button', { name: ADMIN_TEXT.save });
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(save);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
