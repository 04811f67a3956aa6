import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http as mswHttp } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { FULL_USER_STATE, PROJECT_ID, PROJECT_NAME, withPanelShell } from './keywordStoryKit';
import { linkTo } from '../../../../src/app/linkTo';
import KeywordDetailsScreen from '../../../../src/features/workspace/keywords/KeywordDetailsScreen';
import { KEYWORD_DETAILS_TEXT } from '../../../../src/features/workspace/keywords/keywordDetailsTexts';
import { KEYWORD_COLUMNS } from '../../../../src/features/workspace/keywords/keywordList';
import { KEYWORD_TEXT } from '../../../../src/features/workspace/keywords/keywordTexts';
import { fill, TEXT, UI_TEXT } from '../../../../src/lib/spec/text';
import { getMockDb, keywordRow, KNOWN_TERMS } from '../../../../src/mocks/db';
import { errorBody } from '../../../../src/mocks/errors';
import { handlerGroups } from '../../../../src/mocks/handlers';
import { neverResolves } from '../../../../src/mocks/variants';
import { toast } from '../../../../src/ui/Toasts/Toasts';
import { panelArrivedAt, withPanel } from '../withPanel';

type Canvas = ReturnType<typeof within>;
const KEYWORD = 'seo tools';
const TERM_ID = String(KNOWN_TERMS[KEYWORD]);
const PARAMS = { projectId: PROJECT_ID, termId: TERM_ID, keyword: KEYWORD };
const keywords = (...first: typeof handlerGroups.keywords) => ({
  ...handlerGroups,
  keywords: [...first, ...handlerGroups.keywords],
});

const project = () => getMockDb().projects.get(PROJECT_ID);
/** The keyword as the mock db holds it, in the shape GetKeywordList gives it. */
const storedRow = () => {
  const p = project();
  const stored = p?.keywords.get(Number(TERM_ID));
  return p && stored ? keywordRow(p, stored) : undefined;
};
const storedGroupNames = () =>
  [...(project()?.keywords.get(Number(TERM_ID))?.groupHashes ?? [])].map((h) => project()?.groups.get(h)?.name);
const storedLabelNames = () =>
  [...(project()?.keywords.get(Number(TERM_ID))?.labelHashes ?? [])].map((h) => project()?.labels.get(h)?.labelName);
const chipsOf = (canvas: Canvas, section: string) =>
  within(canvas.getByRole('region', { name: section }))
    .queryAllByRole('listitem')
    .map((item) => item.firstChild?.textContent ?? '');

let failedOnce = false;
const failFirstRead = mswHttp.get('/NsaApi/MySpyFu/Keywords/Keywords/GetKeywordList', () => {
  if (failedOnce) return undefined;
  failedOnce = true;
  return HttpResponse.json(errorBody(500), { status: 500 });
});

const meta = {
  title: 'Workspace/Keywords/Keyword details',
  component: KeywordDetailsScreen,
  decorators: [withPanel('keyword-details', PARAMS), withPanelShell],
  args: { params: PARAMS },
  parameters: { state: FULL_USER_STATE },
  beforeEach: () => {
    toast.dismiss();
    failedOnce = false;
  },
} satisfies Meta<typeof KeywordDetailsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: KEYWORD })).toBeVisible();
    const row = storedRow();
    await expect(row).toBeDefined();
    if (!row) return;
    // Each figure as the keyword list shows it.
    const figures = within(await canvas.findByRole('region', { name: KEYWORD_DETAILS_TEXT.figuresTitle }));
    for (const id of ['monthlySearches', 'rankingDifficulty', 'rankChange', 'costPerClick'] as const) {
      const column = KEYWORD_COLUMNS.find((c) => c.id === id);
      const term = figures.getByText(column?.header ?? id);
      await expect(term.nextElementSibling).toHaveTextContent(column?.display(row) ?? '');
    }
    // The mock tracks the project's first keywords weekly; this is one of them.
    await expect(canvas.getByText(KEYWORD_DETAILS_TEXT.tracked)).toBeVisible();
    await expect(canvas.getByRole('link', { name: KEYWORD_DETAILS_TEXT.researchKeyword })).toHaveAttribute(
      'href',
      linkTo('keyword:overview', {}, { query: KEYWORD }),
    );
  },
};

export const InGroupsAndLabels: Story = {
  name: 'In groups and labels (remove, add back, label)',
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: KEYWORD });
    await waitFor(() => expect(chipsOf(canvas, KEYWORD_DETAILS_TEXT.groupsTitle)).toEqual(storedGroupNames()));
    await expect(chipsOf(canvas, KEYWORD_DETAILS_TEXT.labelsTitle)).toEqual(storedLabelNames());
    const [first = '', second = ''] = storedGroupNames() as string[];

    // Remove from a group: the server's answer is shown.
    await userEvent.click(
      canvas.getByRole('button', { name: fill(KEYWORD_DETAILS_TEXT.removeFromGroup, { name: second }) }),
    );
    await expect(
      await screen.findByText(fill(KEYWORD_DETAILS_TEXT.removedFromGroup, { keyword: KEYWORD, group: second })),
    ).toBeVisible();
    await waitFor(() => expect(chipsOf(canvas, KEYWORD_DETAILS_TEXT.groupsTitle)).toEqual([first]));
    await expect(storedGroupNames()).toEqual([first]);

    // Add it back with the keyboard: choose the group, then Add.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: KEYWORD_DETAILS_TEXT.addToGroupLabel }), second);
    const groups = within(canvas.getByRole('region', { name: KEYWORD_DETAILS_TEXT.groupsTitle }));
    await userEvent.click(groups.getByRole('button', { name: KEYWORD_DETAILS_TEXT.add }));
    await waitFor(() => expect(storedGroupNames()).toContain(second));
    await waitFor(() => expect(chipsOf(canvas, KEYWORD_DETAILS_TEXT.groupsTitle)).toContain(second));
    await expect(canvas.getByText(KEYWORD_DETAILS_TEXT.noOtherGroups)).toBeVisible();

    // A new label by name, then remove an old one.
    await userEvent.type(
      canvas.getByRole('combobox', { name: KEYWORD_DETAILS_TEXT.addToLabelLabel }),
      'Evergreen{Enter}',
    );
    await waitFor(() => expect(chipsOf(canvas, KEYWORD_DETAILS_TEXT.labelsTitle)).toContain('Evergreen'));
    await expect(storedLabelNames()).toContain('Evergreen');
    const [oldLabel = ''] = storedLabelNames() as string[];
    await userEvent.click(
      canvas.getByRole('button', { name: fill(KEYWORD_DETAILS_TEXT.removeFromLabel, { name: oldLabel }) }),
    );
    await waitFor(() => expect(chipsOf(canvas, KEYWORD_DETAILS_TEXT.labelsTitle)).not.toContain(oldLabel));
    await expect(storedLabelNames()).not.toContain(oldLabel);
  },
};

export const RemoveFromProject: Story = {
  name: 'Remove from project (Keep, then Remove)',
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: KEYWORD_DETAILS_TEXT.removeFromProject }));
    let dialog = await screen.findByRole('alertdialog', { name: KEYWORD_DETAILS_TEXT.removeTitle });
    await expect(dialog).toHaveTextContent(fill(KEYWORD_DETAILS_TEXT.removeConfirmation, { keyword: KEYWORD }));
    await userEvent.click(within(dialog).getByRole('button', { name: UI_TEXT.keep }));
    await expect(storedRow()).toBeDefined();
    await userEvent.click(canvas.getByRole('button', { name: KEYWORD_DETAILS_TEXT.removeFromProject }));
    dialog = await screen.findByRole('alertdialog', { name: KEYWORD_DETAILS_TEXT.removeTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: KEYWORD_DETAILS_TEXT.remove }));
    await expect(await canvas.findByText(panelArrivedAt('keyword-list', { projectId: PROJECT_ID }))).toBeVisible();
    await expect(
      await screen.findByText(fill(TEXT.removedFromProject, { subject: `"${KEYWORD}"`, project: PROJECT_NAME })),
    ).toBeVisible();
    await expect(storedRow()).toBeUndefined();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: keywords(neverResolves('getKeywordList')) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: KEYWORD_DETAILS_TEXT.loading })).toBeVisible();
    // The keyword from the params names the view while it loads.
    await expect(canvas.getByRole('heading', { name: KEYWORD })).toBeVisible();
  },
};

export const Error: Story = {
  name: 'Error with Retry',
  parameters: { msw: { handlers: keywords(failFirstRead) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(KEYWORD_DETAILS_TEXT.loadFailed)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: KEYWORD_TEXT.retry }));
    await expect(await canvas.findByRole('region', { name: KEYWORD_DETAILS_TEXT.figuresTitle })).toBeVisible();
  },
};

export const NotInProject: Story = {
  name: 'No longer in the project',
  args: { params: { ...PARAMS, termId: '999999' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(KEYWORD_DETAILS_TEXT.notInProject)).toBeVisible();
    const [, inEmptyState] = canvas.getAllByRole('button', { name: KEYWORD_DETAILS_TEXT.backToList });
    await userEvent.click(inEmptyState as HTMLElement);
    await expect(await canvas.findByText(panelArrivedAt('keyword-list', { projectId: PROJECT_ID }))).toBeVisible();
  },
};
