import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { OTHER_PROJECT_ID, OTHER_PROJECT_NAME, PROJECT_ID, PROJECT_NAME } from './importStoryKit';
import { IMPORT_TEXT } from '../../../../../src/features/workspace/outreach/import/importTexts';
import {
  PROBLEMS_SHOWN,
  parseOutreachImport,
} from '../../../../../src/features/workspace/outreach/import/outreachImport';
import { OutreachImportView } from '../../../../../src/features/workspace/outreach/import/OutreachImportView';
import { TEXT, fill } from '../../../../../src/lib/spec/text';

const NOTHING = parseOutreachImport('');
const MIXED_TEXT = [
  'url,contact name,contact email,tags',
  'blog.example.org/best-seo-tools,"Lee, Dana",dana@example.org,"guest post,partner"',
  'news.example.com/story,Sam,sam@',
  'https://blog.example.org/best-seo-tools',
  'not a url',
].join('\n');
const MIXED = parseOutreachImport(MIXED_TEXT);
/** More bad lines than the list shows. */
const MANY_BAD = parseOutreachImport(Array.from({ length: PROBLEMS_SHOWN + 12 }, (_, i) => `bad url ${i}`).join('\n'));

const meta = {
  title: 'Workspace/Outreach/Outreach import/View',
  component: OutreachImportView,
  args: {
    project: { kind: 'named', name: PROJECT_NAME },
    text: MIXED_TEXT,
    parsed: MIXED,
    fileMessage: { text: fill(IMPORT_TEXT.fileRead, { file: 'links.csv' }), isError: false },
    onTextChange: fn(),
    onFile: fn(),
    onProjectChange: fn(),
    onRetryProjects: fn(),
    onCreateProject: fn(),
    onStart: fn(),
    onViewLinks: fn(),
  },
} satisfies Meta<typeof OutreachImportView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Preview: Story = {
  name: 'Preview: valid, repeated and bad lines',
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(fill(IMPORT_TEXT.importInto, { project: PROJECT_NAME }))).toBeVisible();
    await expect(canvas.getByText(IMPORT_TEXT.validCountOne)).toBeVisible();
    await expect(canvas.getByText(IMPORT_TEXT.headerRead)).toBeVisible();
    await expect(canvas.getByText(IMPORT_TEXT.duplicatesOne)).toBeVisible();
    const problems = within(canvas.getByRole('list', { name: fill(IMPORT_TEXT.problemsTitle, { count: 2 }) }));
    await expect(problems.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      `Line 3, contact email: ${TEXT.invalidEmail}`,
      'Line 5, URL: “not a url” is not a web page address',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: IMPORT_TEXT.startImportOne }));
    await expect(args.onStart).toHaveBeenCalledOnce();
  },
};

export const ManyProblems: Story = {
  name: 'Many bad lines (the first 20 listed)',
  args: { parsed: MANY_BAD, text: '', fileMessage: null },
  play: async ({ canvas }) => {
    const title = fill(IMPORT_TEXT.problemsTitle, { count: MANY_BAD.problems.length });
    await expect(within(canvas.getByRole('list', { name: title })).getAllByRole('listitem')).toHaveLength(
      PROBLEMS_SHOWN,
    );
    await expect(
      canvas.getByText(fill(IMPORT_TEXT.moreProblems, { count: MANY_BAD.problems.length - PROBLEMS_SHOWN })),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: IMPORT_TEXT.startImport })).toBeDisabled();
  },
};

export const ChooseProject: Story = {
  name: 'All projects: choose a project',
  args: {
    project: {
      kind: 'choose',
      options: [
        { value: PROJECT_ID, label: PROJECT_NAME },
        { value: OTHER_PROJECT_ID, label: OTHER_PROJECT_NAME },
      ],
      value: null,
    },
    text: '',
    parsed: NOTHING,
    fileMessage: null,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: new RegExp(IMPORT_TEXT.projectLabel) })).toHaveTextContent(
      IMPORT_TEXT.projectPlaceholder,
    );
    await expect(canvas.getByText(IMPORT_TEXT.previewNothing)).toBeVisible();
    await expect(canvas.getByRole('button', { name: IMPORT_TEXT.startImport })).toBeDisabled();
  },
};

export const FileNotRead: Story = {
  name: 'A file that could not be read',
  args: {
    text: '',
    parsed: NOTHING,
    fileMessage: { text: fill(IMPORT_TEXT.fileReadFailed, { file: 'links.csv' }), isError: true },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(fill(IMPORT_TEXT.fileReadFailed, { file: 'links.csv' }));
  },
};

export const ProjectsFailed: Story = {
  name: 'Projects failed to load',
  args: { project: { kind: 'failed' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(IMPORT_TEXT.projectsLoadFailed)).toBeVisible();
    await expect(canvas.getByRole('button', { name: IMPORT_TEXT.startImportOne })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: IMPORT_TEXT.retry }));
    await expect(args.onRetryProjects).toHaveBeenCalledOnce();
  },
};

export const NoProjects: Story = {
  name: 'No projects',
  args: { project: { kind: 'none' }, text: '', parsed: NOTHING, fileMessage: null },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(IMPORT_TEXT.noProjects)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: IMPORT_TEXT.createProject }));
    await expect(args.onCreateProject).toHaveBeenCalledOnce();
  },
};
