import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { PROJECT_ID, PROJECT_NAME, manyEntries } from './importStoryKit';
import { ImportProgressView } from '../../../../../src/features/workspace/outreach/import/ImportProgressView';
import {
  batchAnswered,
  batchFailed,
  batchSending,
  cancelJob,
  createImportJob,
  type ImportJob,
} from '../../../../../src/features/workspace/outreach/import/importRunner';
import { IMPORT_TEXT } from '../../../../../src/features/workspace/outreach/import/importTexts';
import { fill } from '../../../../../src/lib/spec/text';

/** A job of 2,500 entries (three batches), moved along by the runner's own rules. */
const fresh = createImportJob({
  importId: 'view-story',
  projectId: PROJECT_ID,
  projectName: PROJECT_NAME,
  entries: manyEntries(2500),
  lines: manyEntries(2500).map((_, i) => i + 2),
});
const FIRST_ANSWER = { importedCount: 990, skippedCount: 10, links: [] };
const afterFirst = batchAnswered(batchSending(fresh, 0), 0, FIRST_ANSWER);
const RUNNING: ImportJob = batchSending(afterFirst, 1);
const CANCELLING: ImportJob = cancelJob(RUNNING);
const REFUSAL = { message: 'must be an http or https URL', line: 1_005 };
const FAILED: ImportJob = batchAnswered(batchSending(batchFailed(RUNNING, 1, REFUSAL), 2), 2, {
  importedCount: 500,
  skippedCount: 0,
  links: [],
});

const progressBar = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('progressbar', { name: IMPORT_TEXT.progressLabel });

const meta = {
  title: 'Workspace/Outreach/Import progress/View',
  component: ImportProgressView,
  args: {
    job: RUNNING,
    onCancel: fn(),
    onRetry: fn(),
    onOpenLinks: fn(),
    onOpenWebsites: fn(),
    onNewImport: fn(),
  },
} satisfies Meta<typeof ImportProgressView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {
  play: async ({ canvas, args }) => {
    await expect(progressBar(canvas)).toHaveAttribute('aria-valuenow', '1000');
    await expect(progressBar(canvas)).toHaveAttribute(
      'aria-valuetext',
      fill(IMPORT_TEXT.progressText, { done: '1,000', total: '2,500' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: IMPORT_TEXT.cancel }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const Cancelling: Story = {
  name: 'Cancelling (the batch on the wire finishes)',
  args: { job: CANCELLING },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(IMPORT_TEXT.progressCancelling);
    await expect(canvas.queryByRole('button', { name: IMPORT_TEXT.cancel })).toBeNull();
  },
};

export const FinishedWithFailure: Story = {
  name: 'Finished with a failed batch',
  args: { job: FAILED },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: IMPORT_TEXT.progressTitleDone })).toBeVisible();
    await expect(
      within(canvas.getByRole('list', { name: IMPORT_TEXT.failedBatchesTitle })).getByRole('listitem'),
    ).toHaveTextContent(
      fill(IMPORT_TEXT.failedBatchLine, { from: '1,001', to: '2,000', line: '1,005', message: REFUSAL.message }),
    );
    await expect(canvas.getByText('1,490')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: IMPORT_TEXT.retryFailed }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Unknown: Story = {
  name: 'Unknown import',
  args: { job: undefined },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(IMPORT_TEXT.unknownImport);
    await userEvent.click(canvas.getByRole('button', { name: IMPORT_TEXT.newImport }));
    await expect(args.onNewImport).toHaveBeenCalledOnce();
  },
};
