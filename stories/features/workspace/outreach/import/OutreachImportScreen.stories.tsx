import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http as mswHttp } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { OTHER_PROJECT_ID, OTHER_PROJECT_NAME, PROJECT_ID, PROJECT_NAME } from './importStoryKit';
import { getImportJob } from '../../../../../src/features/workspace/outreach/import/importJobs';
import { IMPORT_TEXT } from '../../../../../src/features/workspace/outreach/import/importTexts';
import OutreachImportScreen from '../../../../../src/features/workspace/outreach/import/OutreachImportScreen';
import { ALL_PROJECTS_ID } from '../../../../../src/features/workspace/panel/panelViews';
import { TEXT, fill } from '../../../../../src/lib/spec/text';
import { errorBody } from '../../../../../src/mocks/errors';
import { handlerGroups } from '../../../../../src/mocks/handlers';
import { neverResolves } from '../../../../../src/mocks/variants';
import { panelArrivedAt } from '../../withPanel';
import { withOutreachShell, withPanelAt } from '../outreachStoryKit';

type Canvas = ReturnType<typeof within>;
const IMPORT_ID = 'story-import';

const linesBox = (canvas: Canvas) => canvas.findByRole('textbox', { name: IMPORT_TEXT.linesLabel });
const importButton = (canvas: Canvas) => canvas.getByRole('button', { name: /^Import( \d[\d,]* URLs?)?$/ });

async function paste(canvas: Canvas, text: string) {
  await userEvent.click(await linesBox(canvas));
  await userEvent.paste(text);
}

/** The first GetProjects read fails with a 500; later ones reach the mock API. Reset before each run. */
let projectReads = 0;
const failFirstRead = mswHttp.get('/NsaApi/MySpyFu/Projects/GetProjects', () => {
  projectReads += 1;
  return projectReads === 1 ? HttpResponse.json(errorBody(500), { status: 500 }) : undefined;
});

const meta = {
  title: 'Workspace/Outreach/Outreach import',
  component: OutreachImportScreen,
  args: { params: { projectId: PROJECT_ID }, newImportId: () => IMPORT_ID },
  decorators: [withPanelAt('outreach-import'), withOutreachShell],
} satisfies Meta<typeof OutreachImportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyForm: Story = {
  name: 'Empty form',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: IMPORT_TEXT.importTitle })).toBeVisible();
    await expect(await canvas.findByText(fill(IMPORT_TEXT.importInto, { project: PROJECT_NAME }))).toBeVisible();
    await expect(await linesBox(canvas)).toHaveValue('');
    await expect(canvas.getByText(IMPORT_TEXT.previewNothing)).toBeVisible();
    await expect(importButton(canvas)).toBeDisabled();
    // After the lines the keyboard reaches the drop zone (which takes a pasted file), then the file button.
    await userEvent.click(await linesBox(canvas));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: IMPORT_TEXT.dropZoneLabel })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: IMPORT_TEXT.chooseFile })).toHaveFocus();
  },
};

export const LoadingProjects: Story = {
  name: 'Loading projects',
  parameters: { msw: { handlers: { ...handlerGroups, projects: [neverResolves('getProjects')] } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(IMPORT_TEXT.projectsLoading).closest('[role="status"]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await paste(canvas, 'blog.example.org/a');
    // Nothing goes before the project is known.
    await expect(importButton(canvas)).toBeDisabled();
  },
};

export const ProjectsFailedThenRetried: Story = {
  name: 'Projects load failed, then a retry',
  parameters: { msw: { handlers: { ...handlerGroups, projects: [failFirstRead, ...handlerGroups.projects] } } },
  beforeEach: () => {
    projectReads = 0;
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(IMPORT_TEXT.projectsLoadFailed)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: IMPORT_TEXT.retry }));
    await expect(await canvas.findByText(fill(IMPORT_TEXT.importInto, { project: PROJECT_NAME }))).toBeVisible();
  },
};

export const NoProjects: Story = {
  name: 'No projects (create one first)',
  args: { params: { projectId: ALL_PROJECTS_ID } },
  parameters: { mockDb: { projects: 'none' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(IMPORT_TEXT.noProjects)).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: IMPORT_TEXT.createProject }));
    await expect(await canvas.findByText(panelArrivedAt('create-project'))).toBeVisible();
  },
};

export const PastedLines: Story = {
  name: 'Pasted lines',
  play: async ({ canvas }) => {
    await canvas.findByText(fill(IMPORT_TEXT.importInto, { project: PROJECT_NAME }));
    await paste(
      canvas,
      [
        'blog.example.org/best-seo-tools, Dana Lee, dana@example.org, guest post',
        '',
        'https://news.example.com/top-10-rank-trackers',
        'http://www.blog.example.org/best-seo-tools',
      ].join('\n'),
    );
    await expect(canvas.getByText(fill(IMPORT_TEXT.validCount, { count: 2 }))).toBeVisible();
    await expect(canvas.getByText(IMPORT_TEXT.duplicatesOne)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: fill(IMPORT_TEXT.startImportCount, { count: 2 }) }));
    await expect(
      await canvas.findByText(panelArrivedAt('import-progress', { projectId: PROJECT_ID, importId: IMPORT_ID })),
    ).toBeVisible();
    // The job waits in the store for import-progress, with the entries as read.
    await expect(getImportJob(IMPORT_ID)?.batches[0]?.entries).toEqual([
      {
        fullUrl: 'https://blog.example.org/best-seo-tools',
        contactName: 'Dana Lee',
        contactEmail: 'dana@example.org',
        tagsCsv: 'guest post',
      },
      { fullUrl: 'https://news.example.com/top-10-rank-trackers' },
    ]);
  },
};

const CSV_FILE = [
  'URL,Contact name,Contact email,Tags',
  'blog.example.org/best-seo-tools,"Lee, Dana",dana@example.org,"guest post,partner"',
  'https://news.example.com/story,,,',
  'www.marketing-weekly.net/guide,Sam,sam@marketing-weekly.net,',
].join('\r\n');

export const CsvFile: Story = {
  name: 'CSV file',
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText(fill(IMPORT_TEXT.importInto, { project: PROJECT_NAME }));
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    await expect(input).not.toBeNull();
    await userEvent.upload(input!, new File([CSV_FILE], 'links.csv', { type: 'text/csv' }));
    await expect(await canvas.findByText(fill(IMPORT_TEXT.fileRead, { file: 'links.csv' }))).toBeVisible();
    // The file's text is shown in the field, where it can still be edited.
    await expect(await linesBox(canvas)).toHaveValue(CSV_FILE.replace(/\r\n/g, '\n'));
    await expect(canvas.getByText(IMPORT_TEXT.headerRead)).toBeVisible();
    await expect(canvas.getByText(fill(IMPORT_TEXT.validCount, { count: 3 }))).toBeVisible();
    await expect(importButton(canvas)).toBeEnabled();
  },
};

export const NotATextFile: Story = {
  name: 'Not a text file',
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText(fill(IMPORT_TEXT.importInto, { project: PROJECT_NAME }));
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    // The picker offers CSV and text files; a drop can bring anything.
    input.removeAttribute('accept');
    await userEvent.upload(input, new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }));
    await expect(await canvas.findByText(IMPORT_TEXT.fileNotText)).toBeVisible();
    await expect(await linesBox(canvas)).toHaveValue('');
  },
};

export const InvalidLines: Story = {
  name: 'Invalid lines',
  play: async ({ canvas }) => {
    await canvas.findByText(fill(IMPORT_TEXT.importInto, { project: PROJECT_NAME }));
    await paste(canvas, 'not a url, Dana\nftp://files.example.com\n, Only a name, only@example.org');
    await expect(canvas.getByText(fill(IMPORT_TEXT.problemsTitle, { count: 3 }))).toBeVisible();
    const problems = within(canvas.getByRole('list', { name: fill(IMPORT_TEXT.problemsTitle, { count: 3 }) }));
    const items = problems.getAllByRole('listitem');
    await expect(items.map((i) => i.textContent)).toEqual([
      'Line 1, URL: “not a url” is not a web page address',
      'Line 2, URL: “ftp://files.example.com” is not a web page address',
      'Line 3, URL: no URL',
    ]);
    // Nothing valid yet: Import stays disabled.
    await expect(importButton(canvas)).toBeDisabled();

    await userEvent.type(await linesBox(canvas), '\ngood.example.com/page, Sam, sam@');
    await expect(
      within(canvas.getByRole('list', { name: fill(IMPORT_TEXT.problemsTitle, { count: 4 }) })).getByText(
        TEXT.invalidEmail,
      ),
    ).toBeVisible();
    await expect(canvas.getByText('Line 4, contact email:')).toBeVisible();
    await userEvent.type(await linesBox(canvas), 'example.org');
    await expect(canvas.getByText(IMPORT_TEXT.validCountOne)).toBeVisible();
    await expect(canvas.getByRole('button', { name: IMPORT_TEXT.startImportOne })).toBeEnabled();
  },
};

export const AllProjects: Story = {
  name: 'All projects (pick a project)',
  args: { params: { projectId: ALL_PROJECTS_ID } },
  play: async ({ canvas }) => {
    const picker = await canvas.findByRole('button', { name: new RegExp(IMPORT_TEXT.projectLabel) });
    await expect(picker).toHaveTextContent(IMPORT_TEXT.projectPlaceholder);
    await paste(canvas, 'blog.example.org/best-seo-tools');
    // An import needs a real project: none chosen yet.
    await expect(importButton(canvas)).toBeDisabled();
    await userEvent.click(picker);
    await userEvent.click(await screen.findByRole('option', { name: OTHER_PROJECT_NAME }));
    await waitFor(() => expect(picker).toHaveTextContent(OTHER_PROJECT_NAME));
    await userEvent.click(canvas.getByRole('button', { name: IMPORT_TEXT.startImportOne }));
    await expect(
      await canvas.findByText(panelArrivedAt('import-progress', { projectId: OTHER_PROJECT_ID, importId: IMPORT_ID })),
    ).toBeVisible();
  },
};
