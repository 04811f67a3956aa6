import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { FULL_USER_STATE, PROJECT_ID, PROJECT_NAME, SEEDED_KEYWORDS, withPanelShell } from './keywordStoryKit';
import KeywordImportScreen from '../../../../src/features/workspace/keywords/KeywordImportScreen';
import { KEYWORD_TEXT } from '../../../../src/features/workspace/keywords/keywordTexts';
import { TEXT, UI_TEXT, fill } from '../../../../src/lib/spec/text';
import { getMockDb } from '../../../../src/mocks/db';
import { handlerGroups } from '../../../../src/mocks/handlers';
import { errorFor, keywordLimitReached } from '../../../../src/mocks/variants';
import { toast } from '../../../../src/ui/Toasts/Toasts';
import { panelArrivedAt, withPanel } from '../withPanel';

type Canvas = ReturnType<typeof within>;
const [FIRST_SEEDED = '', SECOND_SEEDED = ''] = SEEDED_KEYWORDS;
const keywords = (...first: typeof handlerGroups.keywords) => ({
  ...handlerGroups,
  keywords: [...first, ...handlerGroups.keywords],
});
const project = () => getMockDb().projects.get(PROJECT_ID);
const projectHas = (keyword: string) =>
  [...(project()?.keywords.values() ?? [])].some((k) => k.keyword.toLowerCase() === keyword.toLowerCase());
/** The toast that shows `text`: an outcome's alert and its actions. */
const toastOf = (element: HTMLElement) => within(element.closest<HTMLElement>('[data-type]') ?? element);
const projectHasGroup = (name: string) => [...(project()?.groups.values() ?? [])].some((g) => g.name === name);

async function importTerms(canvas: Canvas, terms: string, groups = '') {
  await userEvent.type(await canvas.findByRole('textbox', { name: KEYWORD_TEXT.importTermsLabel }), terms);
  if (groups) await userEvent.type(canvas.getByRole('textbox', { name: KEYWORD_TEXT.importGroupsLabel }), groups);
  await userEvent.click(canvas.getByRole('button', { name: KEYWORD_TEXT.importSubmit }));
}

const meta = {
  title: 'Workspace/Keywords/Keyword import',
  component: KeywordImportScreen,
  decorators: [withPanel('keyword-import', { projectId: PROJECT_ID }), withPanelShell],
  // The first undo confirmation ("Alright, you're the boss. Undoing...").
  args: { params: { projectId: PROJECT_ID }, random: () => 0 },
  parameters: { state: FULL_USER_STATE },
  // Toasts live in a module-level store: clear the previous story's.
  beforeEach: () => toast.dismiss(),
} satisfies Meta<typeof KeywordImportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {
  name: 'Form (nothing typed)',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: KEYWORD_TEXT.importTitle })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: KEYWORD_TEXT.importSubmit }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(KEYWORD_TEXT.importEmpty);
  },
};

export const AllAddedThenUndo: Story = {
  name: 'All added (N terms added), then Undo',
  play: async ({ canvas }) => {
    await importTerms(canvas, 'alpha widget\nbeta widget', 'Widgets');
    await expect(await screen.findByText(fill(TEXT.termsAdded, { count: 2 }))).toBeVisible();
    await expect(projectHas('alpha widget') && projectHas('beta widget') && projectHasGroup('Widgets')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: KEYWORD_TEXT.undo }));
    // Undo removes the terms and the group the import created, then shows the list afresh.
    await expect(
      await canvas.findByText(panelArrivedAt('keyword-list', { projectId: PROJECT_ID })),
    ).toBeInTheDocument();
    await expect(await screen.findByText(TEXT.undoMessages[0])).toBeVisible();
    await expect(projectHas('alpha widget') || projectHas('beta widget') || projectHasGroup('Widgets')).toBe(false);
  },
};

export const UndoOtherMessage: Story = {
  name: 'Undo (the other random message)',
  args: { random: () => 0.9 },
  play: async ({ canvas }) => {
    await importTerms(canvas, 'gamma widget\ndelta widget');
    await userEvent.click(await screen.findByRole('button', { name: KEYWORD_TEXT.undo }));
    await expect(await screen.findByText(TEXT.undoMessages[1])).toBeVisible();
  },
};

export const OneAdded: Story = {
  name: 'One term added',
  play: async ({ canvas }) => {
    await importTerms(canvas, 'epsilon widget');
    const alert = await screen.findByText(
      fill(TEXT.addedToProject, { subject: '"epsilon widget"', project: PROJECT_NAME }),
    );
    await expect(toastOf(alert).getByRole('button', { name: KEYWORD_TEXT.undo })).toBeVisible();
  },
};

export const OneAlreadyActive: Story = {
  name: 'One term already active (no undo)',
  play: async ({ canvas }) => {
    await importTerms(canvas, FIRST_SEEDED);
    const alert = await screen.findByText(fill(TEXT.keywordAlreadyExists, { kw: FIRST_SEEDED, project: PROJECT_NAME }));
    await expect(alert).toBeVisible();
    await expect(toastOf(alert).queryByRole('button', { name: KEYWORD_TEXT.undo })).toBeNull();
  },
};

export const AllAlreadyActive: Story = {
  name: 'All terms already active (with a count)',
  play: async ({ canvas }) => {
    await importTerms(canvas, `${FIRST_SEEDED}\n${SECOND_SEEDED}`);
    const alert = await screen.findByText(
      new RegExp(fill(TEXT.selectedKeywordsAlreadyExist, { project: PROJECT_NAME }).replace('.', '\\.')),
    );
    await expect(alert).toHaveTextContent(fill(KEYWORD_TEXT.alreadyActiveCount, { count: 2 }));
    await expect(toastOf(alert).queryByRole('button', { name: KEYWORD_TEXT.undo })).toBeNull();
  },
};

export const SomeAlreadyActive: Story = {
  name: 'Some already active',
  play: async ({ canvas }) => {
    await importTerms(canvas, `${FIRST_SEEDED}\nzeta widget`);
    const alert = await screen.findByText(fill(TEXT.someKeywordsAlreadyPresent, { project: PROJECT_NAME }));
    await expect(toastOf(alert).getByRole('button', { name: KEYWORD_TEXT.undo })).toBeVisible();
  },
};

export const LimitReached: Story = {
  name: 'Limit reached (no undo)',
  parameters: { msw: { handlers: keywords(...keywordLimitReached(5000)) } },
  play: async ({ canvas }) => {
    await importTerms(canvas, 'eta widget');
    const alert = await screen.findByText(fill(TEXT.trackingCapReached, { used: 5000, limit: 5000 }));
    await expect(alert).toBeVisible();
    await expect(toastOf(alert).queryByRole('button', { name: KEYWORD_TEXT.undo })).toBeNull();
  },
};

export const NoProjects: Story = {
  name: 'No projects (goes to create-project)',
  parameters: { mockDb: { projects: 'none' } },
  play: async ({ canvas }) => {
    await importTerms(canvas, 'theta widget');
    await expect(await canvas.findByText(panelArrivedAt('create-project'))).toBeInTheDocument();
  },
};

export const NoProjectSelected: Story = {
  name: 'No project selected (select-project modal)',
  args: { params: {} },
  decorators: [withPanel('keyword-import', {})],
  play: async ({ canvas }) => {
    await importTerms(canvas, 'iota widget');
    const dialog = within(await screen.findByRole('dialog', { name: UI_TEXT.selectProjectTitle }));
    await userEvent.click(await dialog.findByRole('radio', { name: new RegExp(PROJECT_NAME) }));
    await userEvent.click(dialog.getByRole('button', { name: UI_TEXT.submit }));
    await expect(
      await screen.findByText(fill(TEXT.addedToProject, { subject: '"iota widget"', project: PROJECT_NAME })),
    ).toBeVisible();
    await waitFor(() => expect(projectHas('iota widget')).toBe(true));
  },
};

export const ImportFailed: Story = {
  name: 'Error (the import call fails)',
  parameters: { msw: { handlers: keywords(errorFor('importKeywords', 500)) } },
  play: async ({ canvas }) => {
    await importTerms(canvas, 'kappa widget');
    await expect(await canvas.findByText(KEYWORD_TEXT.importFailed)).toBeVisible();
  },
};
