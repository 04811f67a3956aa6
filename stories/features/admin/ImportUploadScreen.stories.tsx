import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { linkTo } from '../../../src/app/linkTo';
import { ImportUploadScreen } from '../../../src/features/admin/ImportUploadScreen';
import { ADMIN_TEXT } from '../../../src/features/admin/texts';
import { handlerGroups } from '../../../src/mocks/handlers';
import { neverResolves } from '../../../src/mocks/variants';
import { withScreenContext } from '../screenContext';

const KEYWORD_PLANNER_TEXT = 'Keyword,Avg. monthly searches\nrunning shoes,165000\n';
const KEYWORD_PLANNER_FILE = () =>
  new File([KEYWORD_PLANNER_TEXT], 'Keyword Stats 2026-11-24.csv', { type: 'text/csv' });
/** The file's size as the page shows it. */
const SIZE = `${KEYWORD_PLANNER_TEXT.length} B`;
const IMPORT_PAGE = linkTo('account:admin:import');

const chooseFile = async (canvas: HTMLElement, file = KEYWORD_PLANNER_FILE()) =>
  userEvent.upload(within(canvas).getByLabelText(ADMIN_TEXT.fileField), file);

const meta = {
  title: 'Pages/Account/Upload a File to Import',
  component: ImportUploadScreen,
  decorators: [withScreenContext('account:admin', 'account:admin:import')],
  parameters: { router: { initialEntry: IMPORT_PAGE }, mockDb: { user: 'admin' } },
} satisfies Meta<typeof ImportUploadScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UploadInProgress: Story = {
  name: 'Upload in progress',
  parameters: {
    msw: { handlers: { ...handlerGroups, admin: [neverResolves('uploadImport'), ...handlerGroups.admin] } },
  },
  play: async ({ canvas, canvasElement }) => {
    await chooseFile(canvasElement);
    await expect(canvas.getByText(`Keyword Stats 2026-11-24.csv (${SIZE})`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: ADMIN_TEXT.upload }));
    await expect(await canvas.findByText('Uploading Keyword Stats 2026-11-24.csv…')).toBeVisible();
    const bar = canvas.getByRole('progressbar', { name: 'Upload of Keyword Stats 2026-11-24.csv' });
    await expect(bar).toHaveAttribute('max', String(KEYWORD_PLANNER_TEXT.length));
    await expect(canvas.getByText(new RegExp(`of ${SIZE} sent$`))).toBeVisible();
    // The choice cannot change while it is sent.
    await expect(canvas.getByRole('combobox', { name: ADMIN_TEXT.kindField })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: ADMIN_TEXT.upload })).toBeDisabled();
  },
};

export const ImportDoneWithRefusedRows: Story = {
  name: 'Import followed until done, with its refused rows',
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: ADMIN_TEXT.monthField }), '2026-10');
    await chooseFile(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: ADMIN_TEXT.upload }));
    // The first poll: half-way through the file.
    await expect(await canvas.findByText('600 rows read, 599 stored, 1 refused')).toBeVisible();
    await expect(canvas.getByRole('status', { name: ADMIN_TEXT.importProgressLabel })).toBeVisible();
    const bar = canvas.getByRole('progressbar', { name: 'Import of Keyword Stats 2026-11-24.csv' });
    await expect(bar).toHaveAttribute('max', String(KEYWORD_PLANNER_TEXT.length));
    await expect(Number(bar.getAttribute('value'))).toBeLessThan(KEYWORD_PLANNER_TEXT.length);
    await expect(bar).toHaveAttribute('aria-valuetext', expect.stringMatching(/^[1-9]\d? % — 600 rows$/));
    // The next poll, a second later: done.
    await expect(
      await canvas.findByText('Import finished: 1,200 rows read, 1,197 stored, 3 refused.', {}, { timeout: 3000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Import of Keyword Stats 2026-11-24.csv' })).toHaveAttribute(
      'aria-valuetext',
      '100 % — 1,200 rows',
    );
    const refused = canvas.getByRole('table', { name: ADMIN_TEXT.refusedLabel });
    const rows = within(refused).getAllByRole('row').slice(1);
    await expect(rows.map((row) => row.textContent)).toEqual([
      "14'Avg. monthly searches' is 'abc', not a number",
      "57'Keyword' is empty",
      "311'Competition' is 'Very high', not Low, Medium or High",
    ]);
    await expect(canvas.getByText('Keyword Stats 2026-11-24.csv')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: ADMIN_TEXT.importAnother }));
    await expect(canvas.getByRole('button', { name: ADMIN_TEXT.upload })).toBeEnabled();
  },
};

export const UploadRefused: Story = {
  name: 'Upload refused: the site is missing, the form keeps the choice',
  play: async ({ canvas, canvasElement }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: ADMIN_TEXT.kindField }), 'gsc');
    await chooseFile(canvasElement, new File(['Top queries,Clicks\nshoes,3\n'], 'Queries.csv'));
    await userEvent.click(canvas.getByRole('button', { name: ADMIN_TEXT.upload }));
    await expect(await canvas.findByText(ADMIN_TEXT.uploadInvalid)).toBeVisible();
    const site = canvas.getByRole('textbox', { name: ADMIN_TEXT.siteField });
    await expect(site).toHaveAttribute('aria-invalid', 'true');
    await expect(site).toHaveAccessibleDescription(
      'A Search Console export needs the site it belongs to (e.g. example.com).',
    );
    await expect(canvas.getByRole('combobox', { name: ADMIN_TEXT.kindField })).toHaveValue('gsc');
    await expect(canvas.getByText(/^Queries\.csv \(\d+ B\)$/)).toBeVisible();
  },
};

export const NoFileChosen: Story = {
  name: 'No file chosen',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: ADMIN_TEXT.upload }));
    await expect(canvas.getByText(ADMIN_TEXT.chooseFile)).toBeVisible();
    await expect(canvas.getByLabelText(ADMIN_TEXT.fileField)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const FailedRunFromTheList: Story = {
  name: 'A failed run, opened from the data sources page',
  parameters: { router: { initialEntry: `${IMPORT_PAGE}?run=1` } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('The import stopped: Not a Search Console export: expected the Queries or Pages table.'),
    ).toBeVisible();
    await expect(canvas.getByText('Queries.csv')).toBeVisible();
    await expect(canvas.getByText(ADMIN_TEXT.noRefused)).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('button', { name: ADMIN_TEXT.upload })).toBeNull());
  },
};
