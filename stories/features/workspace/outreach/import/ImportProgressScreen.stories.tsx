import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import {
  EXAMPLE_LINK,
  EXAMPLE_LINK_URL,
  PROJECT_ID,
  PROJECT_NAME,
  gate,
  importCalls,
  importHandlers,
  manyEntries,
  seedImportJob,
  serverError,
} from './importStoryKit';
import { getLinks } from '../../../../../src/api/link-manager';
import ImportProgressScreen from '../../../../../src/features/workspace/outreach/import/ImportProgressScreen';
import { IMPORT_TEXT } from '../../../../../src/features/workspace/outreach/import/importTexts';
import { fill } from '../../../../../src/lib/spec/text';
import { errorBody } from '../../../../../src/mocks/errors';
import { panelArrivedAt } from '../../withPanel';
import { withOutreachShell, withPanelAt } from '../outreachStoryKit';

type Canvas = ReturnType<typeof within>;
const IMPORT_ID = 'story-import';

const progressText = (done: string, total: string) => fill(IMPORT_TEXT.progressText, { done, total });
const progressBar = (canvas: Canvas) => canvas.getByRole('progressbar', { name: IMPORT_TEXT.progressLabel });
/** The summary's figure for a term ('Imported' → '3'). */
const figure = (canvas: Canvas, term: string) =>
  within(canvas.getByRole('region', { name: IMPORT_TEXT.summaryTitle })).getByText(term, { selector: 'dt' })
    .nextElementSibling?.textContent;
const summaryShown = (canvas: Canvas) => canvas.findByRole('region', { name: IMPORT_TEXT.summaryTitle });

const meta = {
  title: 'Workspace/Outreach/Import progress',
  component: ImportProgressScreen,
  args: { params: { projectId: PROJECT_ID, importId: IMPORT_ID } },
  decorators: [withPanelAt('import-progress'), withOutreachShell],
  beforeEach: () => {
    importCalls.count = 0;
  },
} satisfies Meta<typeof ImportProgressScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three new pages for Acme Corp. */
const NEW_PAGES = [
  { fullUrl: 'https://news.example.com/top-10-rank-trackers', contactName: 'Dana Lee', tagsCsv: 'listicle' },
  { fullUrl: 'https://www.marketing-weekly.net/keyword-research-guide' },
  { fullUrl: 'https://rivalreview.io/seo-software', contactEmail: 'editor@rivalreview.io' },
];

export const Running: Story = {
  name: 'Running (the second batch is slow)',
  parameters: importHandlers(async (call) => {
    if (call > 1) await delay('infinite');
    return undefined;
  }),
  beforeEach: () => seedImportJob(IMPORT_ID, manyEntries(1500)),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: IMPORT_TEXT.progressTitle })).toBeVisible();
    await expect(canvas.getByText(fill(IMPORT_TEXT.importInto, { project: PROJECT_NAME }))).toBeVisible();
    // The first batch (1,000 entries) answered; the second is on the wire.
    await expect(await canvas.findByText(progressText('1,000', '1,500'))).toBeVisible();
    await expect(progressBar(canvas)).toHaveAttribute('aria-valuenow', '1000');
    await expect(progressBar(canvas)).toHaveAttribute('aria-valuemax', '1500');
    await expect(progressBar(canvas)).toHaveAttribute('aria-valuemin', '0');
    await expect(canvas.getByRole('button', { name: IMPORT_TEXT.cancel })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: IMPORT_TEXT.summaryTitle })).toBeNull();
    await waitFor(() => expect(importCalls.count).toBe(2));
  },
};

export const Done: Story = {
  beforeEach: () => seedImportJob(IMPORT_ID, NEW_PAGES),
  play: async ({ canvas }) => {
    await summaryShown(canvas);
    await expect(canvas.getByRole('heading', { name: IMPORT_TEXT.progressTitleDone })).toBeVisible();
    await expect(canvas.getByText(progressText('3', '3'))).toBeVisible();
    await expect(progressBar(canvas)).toHaveAttribute('aria-valuenow', '3');
    await expect(figure(canvas, IMPORT_TEXT.summaryImported)).toBe(String(NEW_PAGES.length));
    await expect(figure(canvas, IMPORT_TEXT.summarySkipped)).toBe('0');
    await expect(canvas.queryByRole('button', { name: IMPORT_TEXT.retryFailed })).toBeNull();
    // The mock keeps what it imported: the project's links now list the pages.
    const links = await getLinks({ projectId: PROJECT_ID });
    await expect(links.map((l) => l.urlName)).toEqual(
      expect.arrayContaining([
        'news.example.com/top-10-rank-trackers',
        'marketing-weekly.net/keyword-research-guide',
        'rivalreview.io/seo-software',
      ]),
    );
    await userEvent.click(canvas.getByRole('button', { name: IMPORT_TEXT.openLinks }));
    await expect(await canvas.findByText(panelArrivedAt('links', { projectId: PROJECT_ID }))).toBeVisible();
  },
};

export const SomeSkipped: Story = {
  name: 'Some already in the project',
  // The examples' page is already in Acme Corp; the server skips it.
  beforeEach: () => seedImportJob(IMPORT_ID, [{ fullUrl: EXAMPLE_LINK_URL }, ...NEW_PAGES]),
  play: async ({ canvas }) => {
    await summaryShown(canvas);
    await expect(figure(canvas, IMPORT_TEXT.summaryImported)).toBe(String(NEW_PAGES.length));
    await expect(figure(canvas, IMPORT_TEXT.summarySkipped)).toBe('1');
    const links = await getLinks({ projectId: PROJECT_ID });
    await expect(links.filter((l) => l.urlName === EXAMPLE_LINK.urlName)).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: IMPORT_TEXT.openWebsites }));
    await expect(await canvas.findByText(panelArrivedAt('websites', { projectId: PROJECT_ID }))).toBeVisible();
  },
};

/** The second call fails once with a 500 (the server's message); every other call reaches the mock. */
let failedOnce = false;
export const BatchFailedThenRetry: Story = {
  name: 'Batch failed, then Retry',
  parameters: importHandlers((call) => {
    if (call === 2 && !failedOnce) {
      failedOnce = true;
      return serverError();
    }
    return undefined;
  }),
  beforeEach: () => {
    failedOnce = false;
    seedImportJob(IMPORT_ID, manyEntries(1500));
  },
  play: async ({ canvas }) => {
    await summaryShown(canvas);
    await expect(canvas.getByText(progressText('1,000', '1,500'))).toBeVisible();
    await expect(figure(canvas, IMPORT_TEXT.summaryImported)).toBe('1,000');
    await expect(figure(canvas, IMPORT_TEXT.summaryFailed)).toBe('500');
    const failed = within(canvas.getByRole('list', { name: IMPORT_TEXT.failedBatchesTitle }));
    await expect(failed.getByRole('listitem')).toHaveTextContent(
      fill(IMPORT_TEXT.failedBatch, { from: '1,001', to: '1,500', message: errorBody(500).message }),
    );
    await userEvent.click(canvas.getByRole('button', { name: IMPORT_TEXT.retryFailed }));
    // Only the failed batch is sent again.
    await waitFor(() => expect(figure(canvas, IMPORT_TEXT.summaryImported)).toBe('1,500'));
    await expect(importCalls.count).toBe(3);
    await expect(canvas.getByText(progressText('1,500', '1,500'))).toBeVisible();
    await expect(canvas.queryByRole('list', { name: IMPORT_TEXT.failedBatchesTitle })).toBeNull();
    await expect(canvas.queryByRole('button', { name: IMPORT_TEXT.retryFailed })).toBeNull();
  },
};

/** The second call waits until the play function opens the gate. */
let secondBatch = gate();
export const Cancelled: Story = {
  parameters: importHandlers(async (call) => {
    if (call === 2) await secondBatch.opened;
    return undefined;
  }),
  beforeEach: () => {
    secondBatch = gate();
    seedImportJob(IMPORT_ID, manyEntries(2500));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(progressText('1,000', '2,500'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: IMPORT_TEXT.cancel }));
    // The batch on the wire finishes first.
    await expect(canvas.getByText(IMPORT_TEXT.progressCancelling)).toBeVisible();
    secondBatch.release();
    await summaryShown(canvas);
    await expect(canvas.getByRole('heading', { name: IMPORT_TEXT.progressTitleCancelled })).toBeVisible();
    await expect(canvas.getByText(progressText('2,000', '2,500'))).toBeVisible();
    await expect(figure(canvas, IMPORT_TEXT.summaryImported)).toBe('2,000');
    await expect(figure(canvas, IMPORT_TEXT.summaryUnsent)).toBe('500');
    await expect(importCalls.count).toBe(2);
    await expect(canvas.queryByRole('button', { name: IMPORT_TEXT.retryFailed })).toBeNull();
  },
};

export const UnknownImport: Story = {
  name: 'Unknown import (after a reload)',
  args: { params: { projectId: PROJECT_ID, importId: 'forgotten-import' } },
  beforeEach: () => seedImportJob(IMPORT_ID, NEW_PAGES),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: IMPORT_TEXT.unknownTitle })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(IMPORT_TEXT.unknownImport);
    await expect(importCalls.count).toBe(0);
    await userEvent.click(canvas.getByRole('button', { name: IMPORT_TEXT.newImport }));
    await expect(await canvas.findByText(panelArrivedAt('outreach-import', { projectId: PROJECT_ID }))).toBeVisible();
  },
};
