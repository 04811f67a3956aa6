import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { ImportUploadView } from '../../../src/features/admin/ImportUploadView';
import { ADMIN_TEXT } from '../../../src/features/admin/texts';
import { buildImportRuns } from '../../../src/mocks/fixtures';

const RUN = buildImportRuns()[0]!;

const meta = {
  title: 'Pages/Account/Upload a File to Import/View',
  component: ImportUploadView,
  args: {
    title: 'Upload a File to Import',
    choice: { kind: 'keyword-planner', country: 'us', month: '', site: '', file: null },
    phase: 'idle',
    backHref: '/account/admin',
    onChange: fn(),
    onFile: fn(),
    onUpload: fn(),
    onReset: fn(),
  },
} satisfies Meta<typeof ImportUploadView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SearchConsoleOptions: Story = {
  name: 'Search Console: country, month and site',
  args: { choice: { kind: 'gsc', country: 'de', month: '2026-10', site: '', file: null } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('textbox', { name: ADMIN_TEXT.countryField })).toHaveValue('de');
    await expect(canvas.getByRole('textbox', { name: ADMIN_TEXT.monthField })).toHaveValue('2026-10');
    const site = canvas.getByRole('textbox', { name: new RegExp(`^${ADMIN_TEXT.siteField}`) });
    await userEvent.type(site, 'e');
    await expect(args.onChange).toHaveBeenCalledWith('site', 'e');
  },
};

export const SerpFileTakesNoOptions: Story = {
  name: 'SERP results: no options',
  args: {
    choice: { kind: 'serp-json', country: 'us', month: '', site: '', file: { name: 'serps.jsonl', size: 5_242_880 } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByText('serps.jsonl (5.0 MB)')).toBeVisible();
  },
};

/** The import's bar: its value and text as a screen reader gets them. */
const importBar = (canvas: { getByRole: (role: 'progressbar', options: { name: string }) => HTMLElement }) =>
  canvas.getByRole('progressbar', { name: `Import of ${RUN.fileName}` });

export const Importing: Story = {
  name: 'Importing: the share of the file and the rows so far',
  args: {
    phase: 'importing',
    detail: {
      run: {
        ...RUN,
        status: 'running',
        rowsRead: 5000,
        rowsStored: 4998,
        rowsRefused: 2,
        bytesRead: 19_900,
        fileSize: 48_213,
        finishedAt: null,
      },
      refused: [],
    },
  },
  play: async ({ canvas }) => {
    // 19,900 of 48,213 bytes: 41.27 %, shown as the whole percent reached.
    const bar = importBar(canvas);
    await expect(bar).toHaveAttribute('value', '19900');
    await expect(bar).toHaveAttribute('max', '48213');
    await expect(bar).toHaveAttribute('aria-valuetext', '41 % — 5,000 rows');
    await expect(canvas.getByText('41 % — 5,000 rows')).toBeVisible();
    await expect(canvas.getByText('5,000 rows read, 4,998 stored, 2 refused')).toBeVisible();
    await expect(canvas.getByRole('status', { name: ADMIN_TEXT.importProgressLabel })).toHaveTextContent(
      '5,000 rows read, 4,998 stored, 2 refused',
    );
    await expect(canvas.getByRole('button', { name: ADMIN_TEXT.upload })).toBeDisabled();
  },
};

export const ManyRefused: Story = {
  name: 'Done: more refused rows than are listed',
  args: {
    phase: 'finished',
    detail: { run: { ...RUN, rowsRefused: 1200 }, refused: [{ line: 14, reason: "'Keyword' is empty" }] },
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('1,199 more refused rows are counted but not listed.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: ADMIN_TEXT.importAnother }));
    await expect(args.onReset).toHaveBeenCalledOnce();
  },
};

export const Finished: Story = {
  name: 'Done: the whole file',
  args: {
    phase: 'finished',
    detail: {
      run: { ...RUN, rowsRead: 1200, rowsStored: 1197, rowsRefused: 3, bytesRead: 48_213, fileSize: 48_213 },
      refused: [{ line: 14, reason: "'Keyword' is empty" }],
    },
  },
  play: async ({ canvas }) => {
    const bar = importBar(canvas);
    await expect(bar).toHaveAttribute('value', bar.getAttribute('max')!);
    await expect(bar).toHaveAttribute('aria-valuetext', '100 % — 1,200 rows');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Import finished: 1,200 rows read, 1,197 stored, 3 refused.',
    );
  },
};

export const Failed: Story = {
  name: 'Failed: how far it got',
  args: {
    phase: 'finished',
    detail: {
      run: {
        ...RUN,
        status: 'failed',
        rowsRead: 412_000,
        rowsStored: 412_000,
        rowsRefused: 0,
        bytesRead: 41_990_000,
        fileSize: 100_000_000,
        lastError: 'line 412,377: a quoted field starting on this line is never closed (the file ends inside it)',
      },
      refused: [],
    },
  },
  play: async ({ canvas }) => {
    const bar = importBar(canvas);
    await expect(bar).toHaveAttribute('aria-valuetext', '41 % — 412,000 rows');
    await expect(canvas.getByText('41 % — 412,000 rows')).toBeVisible();
    await expect(canvas.getByText(/^The import stopped: line 412,377: a quoted field/)).toBeVisible();
    await expect(canvas.queryByText(/^Import finished/)).toBeNull();
  },
};
