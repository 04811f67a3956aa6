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

export const Importing: Story = {
  name: 'Importing: the rows so far',
  args: {
    phase: 'importing',
    detail: {
      run: { ...RUN, status: 'running', rowsRead: 5000, rowsStored: 4998, rowsRefused: 2, finishedAt: null },
      refused: [],
    },
  },
  play: async ({ canvas }) => {
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
